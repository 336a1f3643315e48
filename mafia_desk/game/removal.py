"""Removals (4th foul or a disqualifying foul) and what they do to the day's vote (G1-G6, G20)."""

from __future__ import annotations

from mafia_desk.game.core import Core
from mafia_desk.game.flow import (
    after_shot,
    check_win,
    eliminate,
    finish,
    go_night,
    next_last_words,
    next_speaker,
)
from mafia_desk.game.messages import Message
from mafia_desk.game.model import (
    EndedBy,
    Phase,
    SeatStatus,
)
from mafia_desk.rulesets.game import GameRuleset

# ---------------------------------------------------------------- removals


def remove(c: Core, rules: GameRuleset, seat: int, reason: str) -> None:
    living_before = len(c.living())
    leader = clear_leader(c, living_before) if rules.removal_keeps_vote_leader else None
    c.status[seat] = SeatStatus.REMOVED
    c.removal_reason[seat] = reason
    c.forfeit.discard(seat)
    c.departures_since_shot += 1
    phase = c.phase
    if phase.is_night:
        c.tonight.removed.append(seat)
    else:
        c.today.removed.append(seat)
    team = c.team(seat)
    if rules.removal_at_3_4_loses and team is not None and living_before in (3, 4):
        finish(
            c,
            team.other,
            Message("win.removal_at_few", seat=seat, living=living_before),
            EndedBy.NORMAL,
        )
        return
    if check_win(c):
        return
    if phase.is_night:
        if rules.removal_cancels_vote_at_night:
            c.pending_cancel = Message("cancel.removed_at_night", seat=seat)
        if (phase is Phase.DON_CHECK and c.speaker == seat) or (
            phase is Phase.SHERIFF_CHECK and c.speaker == seat
        ):
            after_shot(c, rules)
        return
    if phase is Phase.LAST_WORDS:
        if c.lw_morning and rules.removal_cancels_vote_in_morning and c.vote_cancelled is None:
            c.vote_cancelled = Message("cancel.removed_in_morning", seat=seat)
            c.today.vote_cancelled = c.vote_cancelled
        return
    if phase is Phase.DAY_SPEECH:
        c.vote_cancelled = c.vote_cancelled or Message("cancel.removed_in_day", seat=seat)
        c.today.vote_cancelled = c.vote_cancelled
        if rules.removal_during_day_ends_day:
            c.today.outcome = Message("outcome.night_at_once", cause=c.vote_cancelled)
            go_night(c)
        elif c.speaker == seat:
            next_speaker(c, rules)
        return
    # tie speeches, vote, revote, lift-all vote: the vote stops
    c.vote_cancelled = Message("cancel.removed_in_vote", seat=seat)
    c.today.vote_cancelled = c.vote_cancelled
    if phase.is_ballot or phase is Phase.LIFT_VOTE:
        if phase is not Phase.LIFT_VOTE:
            c.today.rounds[-1].votes = {k: list(v) for k, v in c.ballot.items()}
        c.today.rounds[-1].outcome = Message("outcome.stopped_by_removal")
    if leader is not None and leader != seat and c.status[leader] is SeatStatus.ALIVE:
        c.today.outcome = Message("outcome.leader_leaves", seat=leader, removed=seat)
        eliminate(c, rules, [leader])
        return
    c.today.outcome = Message("outcome.no_vote", cause=c.vote_cancelled)
    go_night(c)


def remove_last_words_speaker(c: Core, rules: GameRuleset, seat: int, reason: str) -> None:
    """A player removed during his own last words loses the rest of them and any best move he made in them
    (a removed player has none: baseline 6, readings A41). He had already left the living, so the count, the
    vote, the win and the three-nights run stay as they were."""
    c.status[seat] = SeatStatus.REMOVED
    c.removal_reason[seat] = reason
    c.today.removed.append(seat)
    if c.best_move is not None and c.best_move.seat == seat:
        c.best_move = None
    if c.named_guess is not None and c.named_guess.seat == seat:
        c.named_guess = None
    next_last_words(c, rules)


def remove_shot_tonight(c: Core, rules: GameRuleset, seat: int, reason: str) -> None:
    """Tonight's victim removed before the morning (a 4th foul, a disqualification while the checks go on):
    he had already left the living with the shot, so the count, the win and the three-nights run stay as
    they were; the morning gives him no last words (nor a best move), and a removal at night cancels the
    next vote where the ruleset says so, as any other's."""
    c.status[seat] = SeatStatus.REMOVED
    c.removal_reason[seat] = reason
    c.tonight.removed.append(seat)
    if rules.removal_cancels_vote_at_night:
        c.pending_cancel = Message("cancel.removed_at_night", seat=seat)


def clear_leader(c: Core, living: int) -> int | None:
    """G4/G5: a candidate who already has votes from more than half of the living players."""
    if not c.phase.is_ballot:
        return None
    for cand, voters in c.ballot.items():
        if 2 * len(voters) > living:
            return cand
    return None
