"""What a screen reads: a read-only view of the table after some event.

A `GameState` is never changed after it is made (the engine works on copies), so a screen may keep one as a
snapshot, compare two, or hand it to another thread.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from mafia_desk.game.core import BreakLog, Core, Holder
from mafia_desk.game.flow import best_move_asked, best_move_seat, check_seats, checker_out, describe_phase
from mafia_desk.game.messages import Message
from mafia_desk.game.model import (
    ActionKind,
    BallotRecord,
    BestMoveRecord,
    Candidate,
    EndedBy,
    NightRecord,
    Outcome,
    Phase,
    PhaseInfo,
    Role,
    SeatStatus,
    Team,
)
from mafia_desk.game.rules import allowed_actions
from mafia_desk.rulesets.game import GameRuleset

# Phases with a ballot on screen: the one being voted, or the tied one (tie speeches, lift-all vote).
_BALLOT_PHASES = (Phase.VOTE, Phase.REVOTE, Phase.TIE_SPEECH, Phase.LIFT_VOTE)


class GameState:
    __slots__ = ("_c", "_rules")

    def __init__(self, core: Core, rules: GameRuleset) -> None:
        self._c = core
        self._rules = rules

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self._c == other._c and self._rules == other._rules

    def __hash__(self) -> int:
        return hash((self._c.phase, self._c.day, self._c.night, tuple(self._c.fouls.values())))

    def __repr__(self) -> str:
        return f"GameState({self.description})"

    @property
    def description(self) -> Message:
        """The phase in plain words ("it is seat 4's speech on day 2"), coded so a screen can translate it."""
        return describe_phase(self._c)

    @property
    def phase(self) -> PhaseInfo:
        c = self._c
        candidate = c.ballot_cands[c.cand_index] if c.phase.is_ballot else None
        seat = c.speaker if not (c.phase.is_ballot or c.phase is Phase.LIFT_VOTE) else None
        return PhaseInfo(c.phase, c.day, c.night, seat, candidate, c.vote_round)

    @property
    def roles(self) -> Mapping[int, Role] | None:
        return None if self._c.roles is None else MappingProxyType(dict(self._c.roles))

    def role(self, seat: int) -> Role | None:
        return None if self._c.roles is None else self._c.roles[seat]

    def status(self, seat: int) -> SeatStatus:
        return self._c.status[seat]

    @property
    def statuses(self) -> Mapping[int, SeatStatus]:
        return MappingProxyType(dict(self._c.status))

    def fouls(self, seat: int) -> int:
        return self._c.fouls[seat]

    @property
    def foul_counts(self) -> Mapping[int, int]:
        return MappingProxyType(dict(self._c.fouls))

    def removal_reason(self, seat: int) -> str | None:
        """`fouls` or `disqualification` for a removed seat."""
        return self._c.removal_reason.get(seat)

    @property
    def living(self) -> tuple[int, ...]:
        return tuple(self._c.living())

    @property
    def candidates(self) -> tuple[Candidate, ...]:
        return tuple(self._c.candidates)

    @property
    def vote_candidates(self) -> tuple[int, ...]:
        c = self._c
        return tuple(c.ballot_cands) if c.phase in _BALLOT_PHASES else ()

    @property
    def ballot(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        c = self._c
        if c.phase not in _BALLOT_PHASES:
            return ()
        return tuple((k, tuple(v)) for k, v in c.ballot.items())

    @property
    def day_ballots(self) -> tuple[BallotRecord, ...]:
        """The ballots of the day so far (at night: of the day just ended), the one being voted last with
        its outcome still empty, so a screen can say how each ended and keep the votes on the table."""
        c = self._c
        if not c.days:
            return ()
        return tuple(r.record() for r in c.today.rounds)

    @property
    def day_outcome(self) -> str:
        """How today's vote ended (a coded `Message`), "" while it has not."""
        c = self._c
        return c.today.outcome if c.days else ""

    @property
    def not_voted(self) -> tuple[int, ...]:
        """The living seats that have given no hand yet in the ballot now being counted."""
        c = self._c
        if not c.phase.is_ballot:
            return ()
        return tuple(s for s in c.living() if s not in c.voted)

    @property
    def closes_ballot(self) -> bool:
        """The candidate now counted is the ballot's last (or only) one: his `vote` takes every hand in
        `not_voted` and closes the ballot (G5a; a version-1 game never stops here)."""
        c = self._c
        return c.phase.is_ballot and c.cand_index == len(c.ballot_cands) - 1

    @property
    def vote_cancelled(self) -> Message | None:
        return self._c.vote_cancelled

    @property
    def current_speaker(self) -> int | None:
        return self._c.speaker

    @property
    def checker_out(self) -> bool:
        """The don's or sheriff's turn runs for a player who is out (version 3): the screen must look the same
        as for a living one, and whatever he shows is recorded as no check."""
        return checker_out(self._c)

    @property
    def check_seats(self) -> frozenset[int]:
        """The seats a living checker may point at tonight, his own included: what a screen offers any
        checker, living or out, so that the buttons tell the table nothing."""
        return check_seats(self._c)

    @property
    def speech_seconds(self) -> int:
        return self._c.speech_seconds

    @property
    def speech_kind(self) -> str | None:
        return self._c.speech_kind

    @property
    def speech_forfeited(self) -> bool:
        """The running day speech is lost to a 3rd foul: the player may only nominate."""
        return self._c.speech_kind == "day" and self._c.speech_seconds == 0

    def next_speech_seconds(self, seat: int) -> int:
        """The seat's next day speech as things stand (G12/G13): 0 while a 3rd foul's forfeit is pending,
        shortened at a short table, else full. A screen's "speech lost" label reads this, not the fouls."""
        c = self._c
        if (
            c.fouls[seat] >= self._rules.fouls_for_speech_loss
            and len(c.living()) <= self._rules.short_table_living
        ):
            return self._rules.third_foul_short_speech_seconds
        if seat in c.forfeit:
            return self._rules.third_foul_speech_seconds
        return self._rules.speech_seconds

    @property
    def best_move_seat(self) -> int | None:
        return best_move_seat(self._c, self._rules)

    @property
    def best_move(self) -> BestMoveRecord | None:
        return self._c.best_move

    @property
    def best_move_asked(self) -> int | None:
        """The victim the host asks for his best move now, red or black (a black one's answer is a
        `named_guess`); None once he has answered."""
        return best_move_asked(self._c, self._rules)

    @property
    def named_guess(self) -> BestMoveRecord | None:
        """The three seats named by a victim asked who may not make a best move; they count for nothing."""
        return self._c.named_guess

    @property
    def best_move_open(self) -> bool:
        """The last words begin with a best move still to be named (the host may still hear − for none); the
        same for a victim who may not make one, so the screen and the clock do not tell the table his team."""
        return (
            self._c.phase is Phase.LAST_WORDS
            and self._c.best_move is None
            and self._c.named_guess is None
            and self.best_move_asked is not None
            and not self._c.paused
        )

    def clock_seconds(self, best_move_declined: bool = False) -> int:
        """The length of the host's clock for the phase now, from the ruleset; 0 = no clock (the shot, a
        finished game, a ballot's last candidate, whose hands are all the rest and are not raised).

        A check gets the same clock whether the checker is alive or out: the ritual must not tell the table.
        `best_move_declined`: the host heard "no best move" (not an event), so the last words' time runs.
        """
        c, rules = self._c, self._rules
        kind = c.phase
        if kind is Phase.ZERO_NIGHT:
            return rules.agreement_seconds
        if kind in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
            return rules.check_seconds
        if kind is Phase.LAST_WORDS and self.best_move_open and not best_move_declined:
            return rules.best_move_seconds
        if kind.is_speech:
            return c.speech_seconds
        if kind is Phase.LIFT_VOTE or (kind.is_ballot and not self.closes_ballot):
            return rules.vote_seconds
        return 0

    @property
    def night_results(self) -> tuple[NightRecord, ...]:
        return tuple(n.record() for n in self._c.nights)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (a team's win or a draw); None while it runs."""
        return self._c.outcome

    @property
    def winner(self) -> Team | None:
        """The winning team; None while the game runs and in a draw (ask `outcome` to tell them apart)."""
        return None if self._c.outcome is None else self._c.outcome.team

    @property
    def win_reason(self) -> Message | None:
        return self._c.win_reason

    @property
    def ended_by(self) -> EndedBy | None:
        return self._c.ended_by

    @property
    def finished(self) -> bool:
        return self._c.phase is Phase.FINISHED

    @property
    def withdrawals_left(self) -> int | None:
        """None = unlimited."""
        limit = self._rules.withdrawals_per_game
        return None if limit < 0 else limit - self._c.withdrawals_used

    @property
    def paused(self) -> bool:
        """A technical break is on: every event but its end (and a replacement) is refused."""
        return self._c.paused

    @property
    def breaks(self) -> tuple[BreakLog, ...]:
        """Every technical break so far, the open one last (its `end` None) while paused."""
        return tuple(self._c.breaks)

    def holders(self, seat: int) -> tuple[Holder, ...]:
        """Who played the seat, in order: the starter, then each substitute with the moment he came in."""
        return self._c.holders.get(seat, ())

    def holder(self, seat: int) -> Holder | None:
        """Who plays the seat now (None for a state built without seats)."""
        held = self._c.holders.get(seat, ())
        return held[-1] if held else None

    def allowed_actions(self) -> dict[ActionKind, frozenset[int]]:
        return allowed_actions(self._c, self._rules)

    @property
    def core(self) -> Core:
        """The engine's own record (protocol building reads it; screens should not need it)."""
        return self._c
