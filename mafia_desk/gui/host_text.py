"""What the status line, the phase title and the queue say, in the host's words.

Nothing here decides a rule: "what Enter does next" is found by letting the engine play the step on a scratch
copy (the session's speech chain, in `GameView`) and describing the state it reaches.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import Outcome, Phase, Role, SeatStatus, Team
from mafia_desk.game.state import GameState
from mafia_desk.gui import engine_text
from mafia_desk.gui.host_input import GameView, Staged
from mafia_desk.gui.phase_ui import PHASE_UI


def role_name(role: Role | str | None) -> str:
    names = {
        "civilian": QCoreApplication.translate("HostText", "Civilian"),
        "sheriff": QCoreApplication.translate("HostText", "Sheriff"),
        "mafia": QCoreApplication.translate("HostText", "Mafia"),
        "don": QCoreApplication.translate("HostText", "Don"),
    }
    return names.get(str(role) if role is not None else "", "")


def status_name(status: SeatStatus | str) -> str:
    names = {
        "alive": QCoreApplication.translate("HostText", "alive"),
        "shot": QCoreApplication.translate("HostText", "shot"),
        "voted_out": QCoreApplication.translate("HostText", "voted out"),
        "removed": QCoreApplication.translate("HostText", "removed"),
    }
    return names.get(str(status), str(status))


def team_name(team: Team | Outcome | str | None) -> str:
    """A team, or a game's outcome where a winner is shown (a draw is "Draw": nobody won)."""
    return {
        "red": QCoreApplication.translate("HostText", "Red (civilians)"),
        "black": QCoreApplication.translate("HostText", "Black (mafia)"),
        "draw": QCoreApplication.translate("HostText", "Draw"),
    }.get(str(team) if team else "", "")


def ordinal(n: int) -> str:
    """A foul's rank as the host reads it ("4th", "4-й"): GUI text takes the number from the ruleset or the
    engine, so a ruleset that removes at 5 fouls says "5th", not a "4th" typed into a sentence."""
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        return QCoreApplication.translate("HostText", "{0}th").format(n)
    if n % 10 == 1:
        return QCoreApplication.translate("HostText", "{0}st").format(n)
    if n % 10 == 2:
        return QCoreApplication.translate("HostText", "{0}nd").format(n)
    return QCoreApplication.translate("HostText", "{0}rd").format(n)


def seats_list(seats: Iterable[int]) -> str:
    text = ", ".join(str(s) for s in seats)
    return text or "—"


def win_reason(state: GameState) -> str:
    """The engine's reason for the result (a coded message), in the interface's language."""
    return engine_text.translate(state.win_reason)


def phase_title(state: GameState) -> str:
    p = state.phase
    return PHASE_UI[p.kind].title_for(p.day, p.night)


def describe_next(state: GameState) -> str:
    """What the game turns to in `state` (a state reached by Enter), as the end of a sentence."""
    p = state.phase
    kind = p.kind
    speaker = state.current_speaker
    if kind is Phase.DAY_SPEECH:
        return QCoreApplication.translate("HostText", "Enter gives the floor to seat {0}.").format(speaker)
    if kind is Phase.TIE_SPEECH:
        return QCoreApplication.translate(
            "HostText", "Enter gives seat {0} {1} seconds as a tied candidate."
        ).format(speaker, state.speech_seconds)
    if kind.is_ballot:
        return QCoreApplication.translate("HostText", "Enter starts the vote.")
    if kind is Phase.LIFT_VOTE:
        return QCoreApplication.translate("HostText", "Enter starts the vote to lift all tied candidates.")
    if kind is Phase.LAST_WORDS:
        return QCoreApplication.translate("HostText", "Enter gives seat {0} his last words.").format(speaker)
    if kind is Phase.NIGHT_SHOT:
        return QCoreApplication.translate("HostText", "Enter ends the day: night falls.")
    if kind is Phase.FINISHED:
        # Never the winner, nor even that the game would end: the line faces the table while the speaker
        # may still nominate, and "Enter ends the game, black wins" tells the reds who the candidate is.
        return QCoreApplication.translate("HostText", "Enter ends the speech.")
    return QCoreApplication.translate("HostText", "Enter moves on.")


def status_line(g: GameView, staged: Staged) -> str:
    """One or two sentences: what is happening now and what Enter will do."""
    state = g.state
    p = state.phase
    kind = p.kind
    speaker = state.current_speaker
    if kind is Phase.ZERO_NIGHT:
        need = staged.roles_next_label()
        # The picks as bare numbers, in the order don, mafia, mafia, sheriff: the host sees his progress,
        # the seats on screen stay unmarked.
        picked = QCoreApplication.translate("HostText", "Picked: {0}.").format(seats_list(staged.roles))
        if need:
            return (
                QCoreApplication.translate("HostText", "Zero night. Press the seat of the {0}.").format(need)
                + " "
                + picked
            )
        return QCoreApplication.translate("HostText", "Roles picked. Enter records them.") + " " + picked
    if kind.is_speech:
        if state.speech_seconds == 0 and kind is Phase.DAY_SPEECH:
            now = QCoreApplication.translate(
                "HostText", "Seat {0} has lost this speech ({1} foul) but may nominate."
            ).format(speaker, ordinal(g.rules.fouls_for_speech_loss))
        elif kind is Phase.LAST_WORDS:
            now = QCoreApplication.translate("HostText", "Seat {0}: last words.").format(speaker)
            # keyed on the asked victim, not on who may make a best move: a black victim's line is the same
            if state.best_move_open and state.best_move_asked == speaker and not staged.no_best_move:
                now += " " + QCoreApplication.translate(
                    "HostText", "Best move: press 3 seats ({0} picked), or − for none."
                ).format(len(staged.guess))
        else:
            now = QCoreApplication.translate("HostText", "Seat {0} speaks.").format(speaker)
        if not g.speech_chain:
            return now
        after = g.speech_chain[0]
        if kind is Phase.DAY_SPEECH and len(after.vote_candidates) == 1 and after.closes_ballot:
            return f"{now} " + QCoreApplication.translate(
                "HostText", "Enter ends the speeches: the vote on seat {0}, the only candidate."
            ).format(after.phase.candidate)
        if (
            kind is Phase.DAY_SPEECH
            and len(state.candidates) == 1
            and after.phase.kind in (Phase.LAST_WORDS, Phase.FINISHED)
        ):
            # The only candidate leaves without a vote. Whether that ends the game depends on his role,
            # so the line says the same either way: the table reads it while the speaker may still nominate.
            return f"{now} " + QCoreApplication.translate(
                "HostText", "Enter ends the speeches: seat {0}, the only candidate, leaves."
            ).format(state.candidates[0].seat)
        return f"{now} {describe_next(after)}"
    if kind.is_ballot and state.closes_ballot:
        return QCoreApplication.translate(
            "HostText",
            "Last candidate, seat {0}: the {1} hands not yet given are his. Enter closes the vote.",
        ).format(p.candidate, len(state.not_voted))
    if kind.is_ballot:
        return QCoreApplication.translate(
            "HostText",
            "Vote for seat {0}: press the seats that vote, Enter records them ({1} chosen; − for none).",
        ).format(p.candidate, len(staged.votes))
    if kind is Phase.LIFT_VOTE:
        return QCoreApplication.translate(
            "HostText", "Lift all of {0}? Press the seats in favour, Enter records them ({1} chosen)."
        ).format(seats_list(state.vote_candidates), len(staged.lift))
    if kind is Phase.NIGHT_SHOT:
        return QCoreApplication.translate(
            "HostText", "Night {0}. Press the seat the mafia shot, or − for a miss."
        ).format(p.night)
    if kind is Phase.DON_CHECK:
        return QCoreApplication.translate(
            "HostText", "The don checks. Press the seat he points at, or − for no check."
        )
    if kind is Phase.SHERIFF_CHECK:
        return QCoreApplication.translate(
            "HostText", "The sheriff checks. Press the seat he points at, or − for no check."
        )
    if kind is Phase.FINISHED and state.outcome is Outcome.DRAW:
        if g.result_stored:
            return QCoreApplication.translate(
                "HostText", "Draw: {0}. The result is stored; Enter shows the protocol."
            ).format(win_reason(state))
        return QCoreApplication.translate(
            "HostText", "Draw: {0}. Enter opens the result: extra points, penalties, protocol."
        ).format(win_reason(state))
    if kind is Phase.FINISHED:
        reason = f" ({win_reason(state)})" if state.win_reason else ""
        if g.result_stored:
            return QCoreApplication.translate(
                "HostText", "Winner: {0}{1}. The result is stored; Enter shows the protocol."
            ).format(team_name(state.winner), reason)
        return QCoreApplication.translate(
            "HostText", "Winner: {0}{1}. Enter opens the result: extra points, penalties, protocol."
        ).format(team_name(state.winner), reason)
    return ""


def ballot_tally(before: GameState, after: GameState) -> str:
    """What the host's last action decided about today's vote: each ballot it closed, with its count
    ("5 : 5 — tie between seats 4, 6"), and how the day's vote ended when that says more ("no vote: seat 4
    was the only candidate on day 1")."""
    same_day = before.phase.day == after.phase.day
    old = before.day_ballots if same_day else ()
    closed = [
        b for i, b in enumerate(after.day_ballots) if b.outcome and not (i < len(old) and old[i].outcome)
    ]
    parts = []
    for b in closed:
        outcome = engine_text.translate(b.outcome)
        if b.kind == "lift":
            parts.append(QCoreApplication.translate("HostText", "Lift all: {0}").format(outcome))
        else:
            votes = dict(b.votes)
            # "–" for a candidate whose count a removal stopped before it was taken
            counts = " : ".join(str(len(votes[cand])) if cand in votes else "–" for cand in b.candidates)
            parts.append(f"{counts} — {outcome}")
    day = after.day_outcome
    new_day_outcome = bool(day) and not (same_day and before.day_outcome == day)
    if new_day_outcome and (not closed or (closed[-1].kind != "single" and day != closed[-1].outcome)):
        parts.append(engine_text.translate(day))
    return first_upper("  ·  ".join(parts))


def first_upper(text: str) -> str:
    """A line that starts with a phrase made to stand inside a sentence (the engine's "no vote: ...",
    Russian "подано голосов: ...") starts with a capital letter, in any language."""
    return text[:1].upper() + text[1:]


def with_vote_stopped(removed: str, before: GameState, after: GameState) -> str:
    """A removal's notice, and what it did to today's vote when it stopped or cancelled it: the host must
    say so to the table at once, and the status line's tally waits behind the notice."""
    cause = after.vote_cancelled
    if cause is None or cause == before.vote_cancelled or after.finished:
        return removed
    kind = before.phase.kind
    if kind.is_ballot or kind in (Phase.TIE_SPEECH, Phase.LIFT_VOTE):
        day = after.day_outcome if after.phase.day == before.phase.day else ""
        if getattr(day, "code", None) == "outcome.leader_leaves":
            return QCoreApplication.translate("HostText", "{0} The vote is stopped: {1}.").format(
                removed, engine_text.translate(day)
            )
        return QCoreApplication.translate(
            "HostText", "{0} The vote is stopped: nobody leaves by vote today."
        ).format(removed)
    return QCoreApplication.translate("HostText", "{0} No vote today: {1}.").format(
        removed, engine_text.translate(cause)
    )


def last_check_answer(state: GameState, who: str) -> str:
    """The answer the host shows after the don's or the sheriff's check, from the engine's night record."""
    if not state.night_results:
        return ""
    night = state.night_results[-1]
    if who == "don" and night.don_check is not None and night.don_found_sheriff is not None:
        answer = (
            QCoreApplication.translate("HostText", "the sheriff")
            if night.don_found_sheriff
            else QCoreApplication.translate("HostText", "not the sheriff")
        )
        return QCoreApplication.translate("HostText", "Don's check: seat {0} is {1}.").format(
            night.don_check, answer
        )
    if who == "sheriff" and night.sheriff_check is not None and night.sheriff_found_black is not None:
        answer = (
            QCoreApplication.translate("HostText", "black")
            if night.sheriff_found_black
            else QCoreApplication.translate("HostText", "red")
        )
        return QCoreApplication.translate("HostText", "Sheriff's check: seat {0} is {1}.").format(
            night.sheriff_check, answer
        )
    return ""


def queue_text(g: GameView, staged: Staged) -> str:
    """The always-visible queue: next speakers, candidates in order, votes still to cast."""
    state = g.state
    parts = []
    speakers = upcoming_speakers(g)
    if speakers:
        parts.append(
            QCoreApplication.translate("HostText", "Next speakers: {0}").format(seats_list(speakers))
        )
    day_phases = (Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE)
    if state.candidates and state.phase.kind in day_phases:
        cands = [str(c.seat) for c in state.candidates]
        parts.append(QCoreApplication.translate("HostText", "Candidates: {0}").format(", ".join(cands)))
    kind = state.phase.kind
    if kind.is_ballot:
        cast = sum(len(voters) for _, voters in state.ballot) + len(staged.votes)
        left = len(state.living) - cast
        parts.append(
            QCoreApplication.translate("HostText", "Ballot: {0}").format(seats_list(state.vote_candidates))
        )
        parts.append(
            QCoreApplication.translate("HostText", "Votes still to cast: {0} of {1}").format(
                left, len(state.living)
            )
        )
    if state.vote_cancelled and kind in day_phases:  # at night it was a stale line
        parts.append(
            QCoreApplication.translate("HostText", "No vote today: {0}").format(
                engine_text.translate(state.vote_cancelled)
            )
        )
    return "   ·   ".join(parts) if parts else ""


def upcoming_speakers(g: GameView) -> list[int]:
    """Who speaks after the current speaker in this round of speeches, as the engine plays Enter after Enter
    (the session's look-ahead, shared with the status line)."""
    kind = g.state.phase.kind
    if not kind.is_speech:
        return []
    out: list[int] = []
    for nxt in g.speech_chain:
        if nxt.phase.kind is not kind or nxt.current_speaker is None:
            break
        out.append(nxt.current_speaker)
    return out
