"""Every sentence the engine says to the host, by a stable code, with its English wording.

The engine has no idea which language the host reads, so it never hands out bare text: a refusal, a reason
the vote is cancelled, a ballot's outcome, the win reason and the phase description are `Message`s, a code
from `CATALOGUE` plus plain parameters. A `Message` is also a `str` holding the English rendering, so logs,
tests, the exchange file and the headless commands keep reading exactly the English they always did, while
a screen can translate `code` and `params` into the host's language (the GUI does, `gui/engine_text.py`).

Each template is marked once here with `QT_TRANSLATE_NOOP("Engine.<prefix>", ...)`, which pyside6-lupdate
extracts: the context is the code's prefix, which keeps apart the codes whose English is the same word but
whose Russian is not ("red" for the team, "red" in "red won"). There is no second copy of the texts.

Parameters are ints, strings, tuples of seats (rendered "1, 2, 3") or other `Message`s: a phrase nested in a
sentence ("a vote is not possible now: it is seat 6's last words (day 1)") is coded too, so the whole
sentence can be translated, not only its frame.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP

Param = int | str | tuple[int, ...] | None

CATALOGUE: dict[str, str] = {
    # ------------------------------------------------------------ words used inside other messages
    "team.red": QT_TRANSLATE_NOOP("Engine.team", "red"),
    "team.black": QT_TRANSLATE_NOOP("Engine.team", "black"),
    # the winning team, in the phrase "(red won: ...)"; a separate code because other languages inflect it
    "winner.red": QT_TRANSLATE_NOOP("Engine.winner", "red"),
    "winner.black": QT_TRANSLATE_NOOP("Engine.winner", "black"),
    "role.civilian": QT_TRANSLATE_NOOP("Engine.role", "civilian"),
    "role.sheriff": QT_TRANSLATE_NOOP("Engine.role", "sheriff"),
    "role.mafia": QT_TRANSLATE_NOOP("Engine.role", "mafia"),
    "role.don": QT_TRANSLATE_NOOP("Engine.role", "don"),
    "out.shot": QT_TRANSLATE_NOOP("Engine.out", "was shot"),
    "out.voted_out": QT_TRANSLATE_NOOP("Engine.out", "was voted out"),
    "out.removed": QT_TRANSLATE_NOOP("Engine.out", "was removed"),
    "answer.sheriff_yes": QT_TRANSLATE_NOOP("Engine.answer", "yes, the sheriff"),
    "answer.sheriff_no": QT_TRANSLATE_NOOP("Engine.answer", "no, not the sheriff"),
    "check.don": QT_TRANSLATE_NOOP("Engine.check", "don"),
    "check.sheriff": QT_TRANSLATE_NOOP("Engine.check", "sheriff"),
    # what the host tried to do (the subject of a refusal)
    "action.roles": QT_TRANSLATE_NOOP("Engine.action", "recording the roles"),
    "action.end_speech": QT_TRANSLATE_NOOP("Engine.action", "ending a speech"),
    "action.a_nomination": QT_TRANSLATE_NOOP("Engine.action", "a nomination"),
    "action.nomination": QT_TRANSLATE_NOOP("Engine.action", "nomination"),
    "action.a_vote": QT_TRANSLATE_NOOP("Engine.action", "a vote"),
    "action.vote_for": QT_TRANSLATE_NOOP("Engine.action", "vote for seat {seat}"),
    "action.the_lift_vote": QT_TRANSLATE_NOOP("Engine.action", "the lift-all vote"),
    "action.lift_vote": QT_TRANSLATE_NOOP("Engine.action", "lift-all vote"),
    "action.the_shot": QT_TRANSLATE_NOOP("Engine.action", "the night shot"),
    "action.shot": QT_TRANSLATE_NOOP("Engine.action", "night shot"),
    "action.the_don_check": QT_TRANSLATE_NOOP("Engine.action", "the don's check"),
    "action.the_sheriff_check": QT_TRANSLATE_NOOP("Engine.action", "the sheriff's check"),
    "action.foul": QT_TRANSLATE_NOOP("Engine.action", "a foul"),
    "action.disqualify": QT_TRANSLATE_NOOP("Engine.action", "a disqualifying foul"),
    "action.best_move": QT_TRANSLATE_NOOP("Engine.action", "best move"),
    "action.named_guess": QT_TRANSLATE_NOOP("Engine.action", "the named guess"),
    "action.replace": QT_TRANSLATE_NOOP("Engine.action", "replacing a player"),
    # ------------------------------------------------------------ the phase in the host's words
    "phase.finished": QT_TRANSLATE_NOOP("Engine.phase", "the game is over ({winner} won: {reason})"),
    "phase.finished_draw": QT_TRANSLATE_NOOP("Engine.phase", "the game is over (a draw: {reason})"),
    "phase.zero_night": QT_TRANSLATE_NOOP(
        "Engine.phase", "it is zero night and the roles are not recorded yet"
    ),
    "phase.day_speech": QT_TRANSLATE_NOOP("Engine.phase", "it is seat {seat}'s speech on day {day}"),
    "phase.tie_speech": QT_TRANSLATE_NOOP("Engine.phase", "it is seat {seat}'s tie speech on day {day}"),
    "phase.last_words": QT_TRANSLATE_NOOP("Engine.phase", "it is seat {seat}'s last words (day {day})"),
    "phase.vote": QT_TRANSLATE_NOOP("Engine.phase", "it is the vote on seat {seat} (day {day})"),
    "phase.revote": QT_TRANSLATE_NOOP("Engine.phase", "it is the revote on seat {seat} (day {day})"),
    "phase.lift_vote": QT_TRANSLATE_NOOP("Engine.phase", "it is the vote to lift seats {seats} (day {day})"),
    "phase.night_shot": QT_TRANSLATE_NOOP("Engine.phase", "it is the mafia's shot (night {night})"),
    "phase.don_check": QT_TRANSLATE_NOOP("Engine.phase", "it is the don's check (night {night})"),
    "phase.sheriff_check": QT_TRANSLATE_NOOP("Engine.phase", "it is the sheriff's check (night {night})"),
    # ------------------------------------------------------------ refusals (IllegalAction)
    "refusal.not_now": QT_TRANSLATE_NOOP("Engine.refusal", "{action} is not possible now: {phase}"),
    "refusal.lift_not_allowed": QT_TRANSLATE_NOOP(
        "Engine.refusal",
        "there is no vote to lift all: {tied} tied at {living} living may not be lifted under "
        "this ruleset ({ruleset}), so nobody left and night fell",
    ),
    "refusal.not_a_seat": QT_TRANSLATE_NOOP(
        "Engine.refusal", "{action}: {value} is not a seat (seats are 1..10)"
    ),
    "refusal.seat_out": QT_TRANSLATE_NOOP(
        "Engine.refusal", "{action}: seat {seat} {out} and is out of the game"
    ),
    "refusal.listed_twice": QT_TRANSLATE_NOOP("Engine.refusal", "{action}: seat {seat} is listed twice"),
    "refusal.nobody_left": QT_TRANSLATE_NOOP("Engine.refusal", "nobody is left at the table"),
    "refusal.after_end": QT_TRANSLATE_NOOP("Engine.refusal", "nothing can happen after the end: {phase}"),
    "refusal.night_foul_by_day": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a foul of the night is given before the town wakes, not now: {phase}"
    ),
    "refusal.roles_first": QT_TRANSLATE_NOOP("Engine.refusal", "record the roles first: {phase}"),
    "refusal.unknown_event": QT_TRANSLATE_NOOP("Engine.refusal", "unknown event {event}"),
    "refusal.roles_not_a_seat": QT_TRANSLATE_NOOP(
        "Engine.refusal", "roles: {value} is not a seat (seats are 1..10)"
    ),
    "refusal.roles_distinct": QT_TRANSLATE_NOOP(
        "Engine.refusal", "roles: the don, the two mafia and the sheriff must be four different seats"
    ),
    "refusal.award_needs_roles": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a judge's award needs the roles recorded first (zero night)"
    ),
    "refusal.award_team": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a judge's award names the winning team, red or black, not {value}"
    ),
    "refusal.award_outcome": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a judge's award names the winning team, red or black, or a draw, not {value}"
    ),
    "refusal.award_no_draw": QT_TRANSLATE_NOOP(
        "Engine.refusal",
        "a judge's award may be a draw only under a ruleset whose three-nights rule is draw, not {rule}",
    ),
    "refusal.award_needs_reason": QT_TRANSLATE_NOOP("Engine.refusal", "a judge's award needs a reason"),
    "refusal.nomination_empty": QT_TRANSLATE_NOOP(
        "Engine.refusal", "nomination: name the seat being nominated"
    ),
    "refusal.nomination_all_taken": QT_TRANSLATE_NOOP(
        "Engine.refusal", "nomination: seats {seats} are all candidates already"
    ),
    "refusal.no_vote_today": QT_TRANSLATE_NOOP(
        "Engine.refusal", "no nominations: there is no vote today ({cause})"
    ),
    "refusal.nominee_not_a_seat": QT_TRANSLATE_NOOP("Engine.refusal", "nomination: {value} is not a seat"),
    "refusal.already_nominated": (
        QT_TRANSLATE_NOOP(
            "Engine.refusal",
            "seat {seat} has already nominated seat {nominee} today: one nomination per player",
        )
    ),
    "refusal.already_candidate": (
        QT_TRANSLATE_NOOP(
            "Engine.refusal", "seat {seat} is already a candidate (nominated by seat {by}); name another seat"
        )
    ),
    "refusal.withdraw_not_in_speech": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a withdrawal is made only during the nominator's own speech"
    ),
    "refusal.withdraw_not_allowed": QT_TRANSLATE_NOOP(
        "Engine.refusal", "this ruleset does not allow withdrawing a nomination"
    ),
    "refusal.withdraw_used_up": QT_TRANSLATE_NOOP(
        "Engine.refusal", "all {limit} withdrawals of this game are used"
    ),
    "refusal.withdraw_nothing": QT_TRANSLATE_NOOP(
        "Engine.refusal", "seat {seat} has made no nomination in this speech to withdraw"
    ),
    "refusal.voter_not_a_seat": QT_TRANSLATE_NOOP("Engine.refusal", "{action}: {value} is not a seat"),
    "refusal.too_many_votes": (
        QT_TRANSLATE_NOOP(
            "Engine.refusal",
            "{action}: {votes} votes, but only {remaining} living players have not voted yet",
        )
    ),
    "refusal.last_takes_rest": (
        QT_TRANSLATE_NOOP(
            "Engine.refusal", "{action}: the last candidate takes every hand not yet given: seats {seats}"
        )
    ),
    "refusal.already_voted": QT_TRANSLATE_NOOP(
        "Engine.refusal", "{action}: seat {seat} has already voted (for seat {candidate})"
    ),
    "refusal.check_not_a_seat": QT_TRANSLATE_NOOP("Engine.refusal", "{who}'s check: {value} is not a seat"),
    "refusal.don_check_self": QT_TRANSLATE_NOOP(
        "Engine.refusal", "don's check: the don cannot check himself"
    ),
    "refusal.sheriff_check_self": QT_TRANSLATE_NOOP(
        "Engine.refusal", "sheriff's check: the sheriff cannot check himself"
    ),
    "refusal.check_out": QT_TRANSLATE_NOOP(
        "Engine.refusal", "{who}'s check: seat {seat} {out} before this night"
    ),
    "refusal.check_removed": QT_TRANSLATE_NOOP("Engine.refusal", "{who}'s check: seat {seat} was removed"),
    "refusal.no_don_check": QT_TRANSLATE_NOOP(
        "Engine.refusal", "there is no don check: the don (seat {seat}) {out}"
    ),
    "refusal.no_sheriff_check": QT_TRANSLATE_NOOP(
        "Engine.refusal", "there is no sheriff check: the sheriff (seat {seat}) {out}"
    ),
    "refusal.checker_out": QT_TRANSLATE_NOOP(
        "Engine.refusal",
        "the {who} (seat {seat}) is out: his turn is kept so the table cannot tell, and only "
        "no check may be recorded",
    ),
    "refusal.don_answer": QT_TRANSLATE_NOOP(
        "Engine.refusal", "don's check: seat {seat} is {role}; the answer is {answer}"
    ),
    "refusal.sheriff_answer": QT_TRANSLATE_NOOP(
        "Engine.refusal", "sheriff's check: seat {seat} is {found}, not {claimed}"
    ),
    "refusal.best_move_not_a_seat": QT_TRANSLATE_NOOP("Engine.refusal", "best move: {value} is not a seat"),
    "refusal.best_move_self": QT_TRANSLATE_NOOP(
        "Engine.refusal", "best move: seat {seat} cannot name himself"
    ),
    "refusal.best_move_done": QT_TRANSLATE_NOOP(
        "Engine.refusal", "the best move was already made by seat {seat}"
    ),
    "refusal.best_move_not_now": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a best move is made only in a night victim's last words: {phase}"
    ),
    "refusal.best_move_not_red": QT_TRANSLATE_NOOP(
        "Engine.refusal", "seat {seat} is {role}: only a red player makes a best move"
    ),
    "refusal.best_move_void": QT_TRANSLATE_NOOP(
        "Engine.refusal", "no best move: {count} players left by day 1's vote"
    ),
    "refusal.best_move_night1": (
        QT_TRANSLATE_NOOP(
            "Engine.refusal",
            "no best move: only the victim of night 1 makes one (this is night {night}'s victim)",
        )
    ),
    "refusal.best_move_not_first": QT_TRANSLATE_NOOP(
        "Engine.refusal", "no best move: seat {seat} is not the first player shot in this game"
    ),
    "refusal.named_guess_done": QT_TRANSLATE_NOOP(
        "Engine.refusal", "seat {seat} has already named his three seats"
    ),
    "refusal.named_guess_not_asked": QT_TRANSLATE_NOOP(
        "Engine.refusal", "three seats are named only by a victim asked for his best move: {phase}"
    ),
    "refusal.named_guess_red": QT_TRANSLATE_NOOP(
        "Engine.refusal", "seat {seat} makes a best move: record it as the best move"
    ),
    "refusal.nothing_to_undo": QT_TRANSLATE_NOOP(
        "Engine.refusal", "nothing to undo: no event has been recorded"
    ),
    "refusal.nothing_to_redo": QT_TRANSLATE_NOOP("Engine.refusal", "nothing to redo"),
    "refusal.paused": QT_TRANSLATE_NOOP(
        "Engine.refusal", "the game is paused for a technical break (since {since}): resume it first"
    ),
    "refusal.already_paused": QT_TRANSLATE_NOOP(
        "Engine.refusal", "the game is already paused for a technical break (since {since})"
    ),
    "refusal.not_paused": QT_TRANSLATE_NOOP(
        "Engine.refusal", "there is no technical break to end: the game is not paused ({phase})"
    ),
    "refusal.resume_before_pause": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a break cannot end at {at}, before it began ({start})"
    ),
    "refusal.break_before_last": QT_TRANSLATE_NOOP(
        "Engine.refusal", "a break cannot begin at {at}, before the last one ended ({last})"
    ),
    "refusal.replace_needs_name": QT_TRANSLATE_NOOP(
        "Engine.refusal", "replacing the player of seat {seat} needs the new player's name"
    ),
    "refusal.replace_bad_name": QT_TRANSLATE_NOOP(
        "Engine.refusal",
        "replacing the player of seat {seat}: the name must have no spaces around it and no control "
        "characters",
    ),
    "refusal.replace_at_table": QT_TRANSLATE_NOOP(
        "Engine.refusal", "{player} already plays at this table (seat {seat})"
    ),
    # ------------------------------------------------------------ why the game ended
    "win.blacks_out": QT_TRANSLATE_NOOP("Engine.win", "all black players are out of the game"),
    "win.parity": QT_TRANSLATE_NOOP(
        "Engine.win", "black players are as many as red ones ({blacks} vs {reds})"
    ),
    "win.judge": QT_TRANSLATE_NOOP("Engine.win", "awarded by the judge: {reason}"),
    "win.removal_at_few": QT_TRANSLATE_NOOP(
        "Engine.win", "seat {seat} was removed at {living} living players: the other team wins"
    ),
    "win.three_nights": QT_TRANSLATE_NOOP("Engine.win", "three nights in a row without anyone leaving"),
    "win.three_nights_draw": QT_TRANSLATE_NOOP("Engine.win", "three nights in a row with nobody leaving"),
    "win.three_nights_at_four": QT_TRANSLATE_NOOP(
        "Engine.win", "three nights in a row without anyone leaving at 4 living players"
    ),
    # ------------------------------------------------------------ why there is no vote today
    "cancel.removed_at_night": QT_TRANSLATE_NOOP("Engine.cancel", "seat {seat} was removed at night"),
    "cancel.removed_in_morning": QT_TRANSLATE_NOOP(
        "Engine.cancel", "seat {seat} was removed during the morning last words"
    ),
    "cancel.removed_in_day": QT_TRANSLATE_NOOP("Engine.cancel", "seat {seat} was removed during the day"),
    "cancel.removed_in_vote": QT_TRANSLATE_NOOP("Engine.cancel", "seat {seat} was removed during the vote"),
    # ------------------------------------------------------------ how a ballot or a day ended
    "outcome.no_vote": QT_TRANSLATE_NOOP("Engine.outcome", "no vote: {cause}"),
    "outcome.nobody_nominated": QT_TRANSLATE_NOOP("Engine.outcome", "no vote: nobody was nominated"),
    "outcome.single_on_day1": QT_TRANSLATE_NOOP(
        "Engine.outcome", "no vote: seat {seat} was the only candidate on day 1"
    ),
    "outcome.single_leaves": QT_TRANSLATE_NOOP("Engine.outcome", "seat {seat} leaves"),
    "outcome.only_candidate_leaves": QT_TRANSLATE_NOOP(
        "Engine.outcome", "seat {seat} was the only candidate and leaves"
    ),
    "outcome.leaves_with_votes": QT_TRANSLATE_NOOP("Engine.outcome", "seat {seat} leaves with {votes} votes"),
    "outcome.zero_voting": QT_TRANSLATE_NOOP(
        "Engine.outcome", "seat {seat} leads day 1's vote, which eliminates nobody (zero voting)"
    ),
    "outcome.all_tied": QT_TRANSLATE_NOOP("Engine.outcome", "every living player is tied: nobody leaves"),
    "outcome.tied_again_no_lift": QT_TRANSLATE_NOOP("Engine.outcome", "tied again: {refusal}; nobody leaves"),
    "outcome.lift_refused_at_four": QT_TRANSLATE_NOOP(
        "Engine.outcome", "at 4 living players two tied may not both be lifted"
    ),
    "outcome.lift_refused_at_nine": QT_TRANSLATE_NOOP(
        "Engine.outcome", "at 9 living players three or more tied may not be lifted"
    ),
    "outcome.lift_refused_count": QT_TRANSLATE_NOOP(
        "Engine.outcome", "at {living} living players {tied} tied may not be lifted"
    ),
    "outcome.tied_again_lift": QT_TRANSLATE_NOOP("Engine.outcome", "tied again ({seats}): vote to lift all"),
    "outcome.tie": QT_TRANSLATE_NOOP("Engine.outcome", "tie between seats {seats}"),
    "outcome.lifted": QT_TRANSLATE_NOOP("Engine.outcome", "{votes} of {living} for: seats {seats} leave"),
    "outcome.not_lifted": QT_TRANSLATE_NOOP("Engine.outcome", "{votes} of {living} for: nobody leaves"),
    "outcome.stopped_by_removal": QT_TRANSLATE_NOOP("Engine.outcome", "stopped by a removal"),
    "outcome.stopped_by_award": QT_TRANSLATE_NOOP("Engine.outcome", "stopped by the judge's award"),
    "outcome.night_at_once": QT_TRANSLATE_NOOP(
        "Engine.outcome", "no vote: {cause}; the city goes to night at once"
    ),
    "outcome.leader_leaves": QT_TRANSLATE_NOOP(
        "Engine.outcome", "seat {seat} already had a majority and leaves with the removed seat {removed}"
    ),
}


def context(code: str) -> str:
    """The translation context of `code`'s template, as marked in `CATALOGUE`."""
    return "Engine." + code.partition(".")[0]


def placeholders(code: str) -> frozenset[str]:
    """The parameter names `code`'s template needs; a message must give exactly these."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(CATALOGUE[code]) if name)


def english_param(value: Param) -> str:
    if isinstance(value, tuple):
        return ", ".join(str(s) for s in value)
    return "" if value is None else str(value)


class Message(str):
    """A coded sentence that reads as its English text wherever a `str` is expected.

    A wrong code or a missing or extra parameter is a bug in the engine, so it fails at once (KeyError,
    ValueError) instead of producing a half-filled sentence.
    """

    code: str
    params: Mapping[str, Param]

    def __new__(cls, code: str, **params: Param) -> Message:
        template = CATALOGUE[code]
        needed = placeholders(code)
        if set(params) != needed:
            raise ValueError(f"message {code!r} takes {sorted(needed)}, was given {sorted(params)}")
        self = super().__new__(cls, template.format(**{k: english_param(v) for k, v in params.items()}))
        self.code = code
        self.params = dict(params)
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.code, dict(self.params)))


def _rebuild(code: str, params: dict[str, Param]) -> Message:
    return Message(code, **params)
