"""Every sentence the engine says to the host, by a stable code, with its English wording.

The engine has no idea which language the host reads, so it never hands out bare text: a refusal, a reason
the vote is cancelled, a ballot's outcome, the win reason and the phase description are `Message`s, a code
from `CATALOGUE` plus plain parameters. A `Message` is also a `str` holding the English rendering, so logs,
tests, the exchange file and the headless commands keep reading exactly the English they always did, while
a screen can translate `code` and `params` into the host's language (the GUI does, `gui/engine_text.py`).

Parameters are ints, strings, tuples of seats (rendered "1, 2, 3") or other `Message`s: a phrase nested in a
sentence ("a vote is not possible now: it is seat 6's last words (day 1)") is coded too, so the whole
sentence can be translated, not only its frame.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

Param = int | str | tuple[int, ...] | None

CATALOGUE: dict[str, str] = {
    # ------------------------------------------------------------ words used inside other messages
    "team.red": "red",
    "team.black": "black",
    # the winning team, in the phrase "(red won: ...)"; a separate code because other languages inflect it
    "winner.red": "red",
    "winner.black": "black",
    "role.civilian": "civilian",
    "role.sheriff": "sheriff",
    "role.mafia": "mafia",
    "role.don": "don",
    "out.shot": "was shot",
    "out.voted_out": "was voted out",
    "out.removed": "was removed",
    "answer.sheriff_yes": "yes, the sheriff",
    "answer.sheriff_no": "no, not the sheriff",
    "check.don": "don",
    "check.sheriff": "sheriff",
    # what the host tried to do (the subject of a refusal)
    "action.roles": "recording the roles",
    "action.end_speech": "ending a speech",
    "action.a_nomination": "a nomination",
    "action.nomination": "nomination",
    "action.a_vote": "a vote",
    "action.vote_for": "vote for seat {seat}",
    "action.the_lift_vote": "the lift-all vote",
    "action.lift_vote": "lift-all vote",
    "action.the_shot": "the night shot",
    "action.shot": "night shot",
    "action.the_don_check": "the don's check",
    "action.the_sheriff_check": "the sheriff's check",
    "action.foul": "a foul",
    "action.disqualify": "a disqualifying foul",
    "action.best_move": "best move",
    # ------------------------------------------------------------ the phase in the host's words
    "phase.finished": "the game is over ({winner} won: {reason})",
    "phase.zero_night": "it is zero night and the roles are not recorded yet",
    "phase.day_speech": "it is seat {seat}'s speech on day {day}",
    "phase.tie_speech": "it is seat {seat}'s tie speech on day {day}",
    "phase.last_words": "it is seat {seat}'s last words (day {day})",
    "phase.vote": "it is the vote on seat {seat} (day {day})",
    "phase.revote": "it is the revote on seat {seat} (day {day})",
    "phase.lift_vote": "it is the vote to lift seats {seats} (day {day})",
    "phase.night_shot": "it is the mafia's shot (night {night})",
    "phase.don_check": "it is the don's check (night {night})",
    "phase.sheriff_check": "it is the sheriff's check (night {night})",
    # ------------------------------------------------------------ refusals (IllegalAction)
    "refusal.not_now": "{action} is not possible now: {phase}",
    "refusal.not_a_seat": "{action}: {value} is not a seat (seats are 1..10)",
    "refusal.seat_out": "{action}: seat {seat} {out} and is out of the game",
    "refusal.listed_twice": "{action}: seat {seat} is listed twice",
    "refusal.nobody_left": "nobody is left at the table",
    "refusal.after_end": "nothing can happen after the end: {phase}",
    "refusal.roles_first": "record the roles first: {phase}",
    "refusal.unknown_event": "unknown event {event}",
    "refusal.roles_not_a_seat": "roles: {value} is not a seat (seats are 1..10)",
    "refusal.roles_distinct": "roles: the don, the two mafia and the sheriff must be four different seats",
    "refusal.award_needs_roles": "a judge's award needs the roles recorded first (zero night)",
    "refusal.award_team": "a judge's award names the winning team, red or black, not {value}",
    "refusal.award_needs_reason": "a judge's award needs a reason",
    "refusal.nomination_empty": "nomination: name the seat being nominated",
    "refusal.nomination_all_taken": "nomination: seats {seats} are all candidates already",
    "refusal.no_vote_today": "no nominations: there is no vote today ({cause})",
    "refusal.nominee_not_a_seat": "nomination: {value} is not a seat",
    "refusal.already_nominated": (
        "seat {seat} has already nominated seat {nominee} today: one nomination per player"
    ),
    "refusal.already_candidate": (
        "seat {seat} is already a candidate (nominated by seat {by}); name another seat"
    ),
    "refusal.withdraw_not_in_speech": "a withdrawal is made only during the nominator's own speech",
    "refusal.withdraw_not_allowed": "this ruleset does not allow withdrawing a nomination",
    "refusal.withdraw_used_up": "all {limit} withdrawals of this game are used",
    "refusal.withdraw_nothing": "seat {seat} has made no nomination in this speech to withdraw",
    "refusal.voter_not_a_seat": "{action}: {value} is not a seat",
    "refusal.too_many_votes": (
        "{action}: {votes} votes, but only {remaining} living players have not voted yet"
    ),
    "refusal.last_takes_rest": ("{action}: the last candidate takes every hand not yet given: seats {seats}"),
    "refusal.already_voted": "{action}: seat {seat} has already voted (for seat {candidate})",
    "refusal.check_not_a_seat": "{who}'s check: {value} is not a seat",
    "refusal.don_check_self": "don's check: the don cannot check himself",
    "refusal.sheriff_check_self": "sheriff's check: the sheriff cannot check himself",
    "refusal.check_out": "{who}'s check: seat {seat} {out} before this night",
    "refusal.check_removed": "{who}'s check: seat {seat} was removed",
    "refusal.no_don_check": "there is no don check: the don (seat {seat}) {out}",
    "refusal.no_sheriff_check": "there is no sheriff check: the sheriff (seat {seat}) {out}",
    "refusal.don_answer": "don's check: seat {seat} is {role}; the answer is {answer}",
    "refusal.sheriff_answer": "sheriff's check: seat {seat} is {found}, not {claimed}",
    "refusal.best_move_not_a_seat": "best move: {value} is not a seat",
    "refusal.best_move_self": "best move: seat {seat} cannot name himself",
    "refusal.best_move_done": "the best move was already made by seat {seat}",
    "refusal.best_move_not_now": "a best move is made only in a night victim's last words: {phase}",
    "refusal.best_move_not_red": "seat {seat} is {role}: only a red player makes a best move",
    "refusal.best_move_void": "no best move: {count} players left by day 1's vote",
    "refusal.best_move_night1": (
        "no best move: only the victim of night 1 makes one (this is night {night}'s victim)"
    ),
    "refusal.best_move_not_first": "no best move: seat {seat} is not the first player shot in this game",
    "refusal.nothing_to_undo": "nothing to undo: no event has been recorded",
    "refusal.nothing_to_redo": "nothing to redo",
    # ------------------------------------------------------------ why the game ended
    "win.blacks_out": "all black players are out of the game",
    "win.parity": "black players are as many as red ones ({blacks} vs {reds})",
    "win.judge": "awarded by the judge: {reason}",
    "win.removal_at_few": "seat {seat} was removed at {living} living players: the other team wins",
    "win.three_nights": "three nights in a row without anyone leaving",
    "win.three_nights_at_four": "three nights in a row without anyone leaving at 4 living players",
    # ------------------------------------------------------------ why there is no vote today
    "cancel.removed_at_night": "seat {seat} was removed at night",
    "cancel.removed_in_morning": "seat {seat} was removed during the morning last words",
    "cancel.removed_in_day": "seat {seat} was removed during the day",
    "cancel.removed_in_vote": "seat {seat} was removed during the vote",
    # ------------------------------------------------------------ how a ballot or a day ended
    "outcome.no_vote": "no vote: {cause}",
    "outcome.nobody_nominated": "no vote: nobody was nominated",
    "outcome.single_on_day1": "no vote: seat {seat} was the only candidate on day 1",
    "outcome.single_leaves": "seat {seat} leaves",
    "outcome.only_candidate_leaves": "seat {seat} was the only candidate and leaves",
    "outcome.leaves_with_votes": "seat {seat} leaves with {votes} votes",
    "outcome.all_tied": "every living player is tied: nobody leaves",
    "outcome.tied_again_no_lift": "tied again: {refusal}; nobody leaves",
    "outcome.lift_refused_at_four": "at 4 living players two tied may not both be lifted",
    "outcome.lift_refused_at_nine": "at 9 living players three or more tied may not be lifted",
    "outcome.tied_again_lift": "tied again ({seats}): vote to lift all",
    "outcome.tie": "tie between seats {seats}",
    "outcome.lifted": "{votes} of {living} for: seats {seats} leave",
    "outcome.not_lifted": "{votes} of {living} for: nobody leaves",
    "outcome.stopped_by_removal": "stopped by a removal",
    "outcome.stopped_by_award": "stopped by the judge's award",
    "outcome.night_at_once": "no vote: {cause}; the city goes to night at once",
    "outcome.leader_leaves": "seat {seat} already had a majority and leaves with the removed seat {removed}",
}


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
