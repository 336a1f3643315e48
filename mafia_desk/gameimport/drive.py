"""Plays a `SourceGame` through the rules engine, choosing at each step the host's key the record implies,
then checks that the replay ends as the source says. The engine decides the flow (who speaks, which ballot
comes next), so every log written is one the engine accepts; where the record and the rules disagree the
import stops with the difference named instead of writing a log that tells another story."""

from __future__ import annotations

from mafia_desk.game import (
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Event,
    Foul,
    Game,
    IllegalAction,
    JudgeAward,
    LiftVote,
    Nominate,
    Phase,
    Roles,
    SeatStatus,
    SheriffCheck,
    Shot,
    Team,
    Vote,
    load_game_ruleset,
)
from mafia_desk.game.game import LATEST_LOG_VERSION
from mafia_desk.gameimport.record import MORNING, NIGHT, VOTE, GameImportError, Removal, Slot, SourceGame

MAX_EVENTS = 3000  # a real game has a few hundred; more means a record the driver cannot end
_DAY_PHASES = (Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE)


class _Driver:
    def __init__(self, sg: SourceGame) -> None:
        self.sg = sg
        try:
            rules = load_game_ruleset("fiim", sg.ruleset_options)
            self.game = Game(rules, sg.seats, sg.meta, version=LATEST_LOG_VERSION)
            self.game.apply(Roles(don=sg.don, mafia=sg.mafia, sheriff=sg.sheriff))
        except ValueError as err:
            raise GameImportError(f"{sg.label}: {err}") from None
        self.fouls = list(sg.fouls)
        self.removals = list(sg.removals)
        self.out: dict[int, tuple[str, int]] = {}

    # ------------------------------------------------------------ applying
    def apply(self, event: Event) -> bool:
        """Apply if the rules allow it now; a refused foul or removal (the seat is out) is skipped."""
        before = self.game.state
        try:
            after = self.game.apply(event)
        except IllegalAction:
            return False
        for seat, status in after.statuses.items():
            if status is not before.status(seat):
                when = before.phase.night if before.phase.kind in _NIGHT_PHASES else before.phase.day
                self.out[seat] = (status.value, when)
        if len(self.game.events) > MAX_EVENTS:
            raise GameImportError(f"{self.sg.label}: the record does not end (over {MAX_EVENTS} events)")
        return True

    def flush(self, slot: Slot) -> None:
        for item in [f for f in self.fouls if f[1] == slot]:
            self.fouls.remove(item)
            if not self.apply(Foul(item[0])):
                self.sg.notes.append(f"a foul to seat {item[0]} ({_slot_text(slot)}) could not be placed")
        for rem in [r for r in self.removals if r.slot == slot]:
            self.removals.remove(rem)
            self.remove(rem)

    def remove(self, rem: Removal) -> None:
        if rem.kind == "disqualify":
            self.apply(Disqualify(rem.seat, rem.reason))
            return
        for _ in range(self.game.ruleset.fouls_for_removal):
            if self.game.state.status(rem.seat) is not SeatStatus.ALIVE or not self.apply(Foul(rem.seat)):
                break

    def flush_day(self, day: int) -> None:
        """Whatever of the day could not be placed where it happened goes in before the day ends."""
        for slot in sorted({f[1] for f in self.fouls} | {r.slot for r in self.removals}, key=_slot_key):
            if slot.day == day and slot.where != NIGHT:
                self.flush(slot)

    # ------------------------------------------------------------ the loop
    def run(self) -> Game:
        sg = self.sg
        while True:
            st = self.game.state
            ph = st.phase
            kind = ph.kind
            if kind is Phase.FINISHED:
                break
            if kind is Phase.DAY_SPEECH:
                speaker = st.current_speaker
                assert speaker is not None
                self.flush(Slot(ph.day, MORNING))
                self.flush(Slot(ph.day, speaker))
                if self.game.state.phase != ph:
                    continue  # a removal moved the game on
                nominee = sg.nominations.get(ph.day, {}).get(speaker)
                if nominee is None and ph.day not in sg.nominations:
                    nominee = self._unrecorded_nominee(ph.day, speaker)
                if nominee is not None and not self.apply(Nominate((nominee,))):
                    sg.notes.append(
                        f"day {ph.day}: seat {speaker}'s nomination of {nominee} is refused by the rules"
                    )
                if self._pending(ph.day) and self._last_speech():
                    self.flush_day(ph.day)
                    if self.game.state.phase.kind is not Phase.DAY_SPEECH:
                        continue
                self.apply(EndSpeech())
            elif kind is Phase.TIE_SPEECH:
                self.flush(Slot(ph.day, VOTE))
                if self.game.state.phase == ph:
                    self.apply(EndSpeech())
            elif kind in (Phase.VOTE, Phase.REVOTE):
                self.flush(Slot(ph.day, VOTE))
                if self.game.state.phase != ph:
                    continue
                self._vote(ph.day, ph.round, ph.candidate)
            elif kind is Phase.LIFT_VOTE:
                self.flush(Slot(ph.day, VOTE))
                if self.game.state.phase == ph:
                    self.apply(LiftVote(self._lifters(ph.day)))
            elif kind is Phase.LAST_WORDS:
                if st.current_speaker is not None and st.status(st.current_speaker) is SeatStatus.SHOT:
                    self.flush(Slot(ph.night + 1, MORNING))
                    if self.game.state.phase != ph:
                        continue
                move = sg.best_move
                asked = self.game.state.best_move_seat is not None
                if (
                    asked
                    and move is not None
                    and move[0] == st.current_speaker
                    and not self.apply(BestMove(move[1]))
                ):
                    sg.notes.append("the best move is refused by the rules")
                self.apply(EndSpeech())
            elif kind is Phase.NIGHT_SHOT:
                self.flush_day(ph.night)
                if self.game.state.phase.kind is not Phase.NIGHT_SHOT:
                    continue
                if ph.night > sg.last_night:
                    break
                self.flush(Slot(ph.night, NIGHT))
                if self.game.state.phase.kind is not Phase.NIGHT_SHOT:
                    continue
                target = sg.shots.get(ph.night)
                if not self.apply(Shot(target)):
                    sg.notes.append(
                        f"night {ph.night}: the shot at seat {target} is refused; recorded as a miss"
                    )
                    self.apply(Shot(None))
            elif kind is Phase.DON_CHECK:
                self._check(DonCheck, sg.don_checks.get(ph.night), st)
            elif kind is Phase.SHERIFF_CHECK:
                self._check(SheriffCheck, sg.sheriff_checks.get(ph.night), st)
            else:  # pragma: no cover - the zero night ends with the roles
                raise GameImportError(f"{sg.label}: unexpected phase {kind.value}")
        self._finish()
        return self.game

    def _pending(self, day: int) -> bool:
        """Whether fouls or removals of the day still wait for their place (the look-ahead costs a fork)."""
        return any(f[1].day == day and f[1].where != NIGHT for f in self.fouls) or any(
            r.slot.day == day and r.slot.where != NIGHT for r in self.removals
        )

    def _last_speech(self) -> bool:
        probe = self.game.fork()
        try:
            probe.apply(EndSpeech())
        except IllegalAction:
            return False
        return probe.state.phase.kind is not Phase.DAY_SPEECH and probe.state.phase.kind not in (
            Phase.VOTE,
            Phase.REVOTE,
        )

    def _vote(self, day: int, round_no: int, candidate: int | None) -> None:
        st = self.game.state
        if st.closes_ballot:
            self.apply(Vote(st.not_voted))
            return
        if day not in self.sg.ballots:
            # no ballot recorded that day: every hand for the one the record has voted out
            leaver = self._lone_leaver(day)
            self.apply(Vote(st.not_voted if candidate == leaver else ()))
            return
        ballots = self.sg.ballots[day]
        ballot = ballots[round_no] if round_no < len(ballots) else {}
        allowed = set(st.not_voted)
        voters = tuple(sorted(v for v, c in ballot.items() if c == candidate and v in allowed))
        self.apply(Vote(voters))

    def _lone_leaver(self, day: int) -> int | None:
        leavers = [s for s, what in self.sg.expected_out.items() if what == ("voted_out", day)]
        return leavers[0] if len(leavers) == 1 else None

    def _unrecorded_nominee(self, day: int, speaker: int) -> int | None:
        """A day without a nomination in the record (mafiaratings without the `n` feature) whose record has
        one player voted out: the first speaker who may nominates him (a note says so)."""
        leaver = self._lone_leaver(day)
        st = self.game.state
        if leaver is None or leaver == speaker or any(c.seat == leaver for c in st.candidates):
            return None
        if st.status(leaver) is not SeatStatus.ALIVE:
            return None
        self.sg.notes.append(
            f"day {day}: no nomination recorded; seat {speaker} nominates seat {leaver}, voted out"
        )
        return leaver

    def _lifters(self, day: int) -> tuple[int, ...]:
        living = set(self.game.state.living)
        lift = self.sg.lift.get(day)
        if lift is None:
            # not recorded: the tied left together exactly when the source has them voted out that day
            tied = self.game.state.vote_candidates
            both = bool(tied) and all(self.sg.expected_out.get(s) == ("voted_out", day) for s in tied)
            self.sg.notes.append(f"day {day}: who voted to lift all is not recorded; taken from who left")
            return tuple(sorted(living)) if both else ()
        return tuple(sorted(lift & living))

    def _check(self, make: type[DonCheck] | type[SheriffCheck], seat: int | None, st: object) -> None:
        if seat is not None and self.apply(make(seat)):
            return
        if seat is not None:
            self.sg.notes.append(f"a check of seat {seat} is refused by the rules; recorded as no check")
        self.apply(make(None))

    def _finish(self) -> None:
        sg = self.sg
        st = self.game.state
        if st.finished or not sg.finished or sg.expected_winner is None:
            return
        # the record ends with a result the rules do not reach by themselves (a removal at the end, a judge)
        self.apply(JudgeAward(Team(sg.expected_winner), f"result recorded by {sg.source}"))
        sg.notes.append(f"the result ({sg.expected_winner}) is recorded as the judge's award")


_NIGHT_PHASES = (Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK)


def _slot_key(slot: Slot) -> tuple[int, int, int]:
    order = {MORNING: 0, VOTE: 2, NIGHT: 3}
    if isinstance(slot.where, int):
        return (slot.day, 1, slot.where)
    return (slot.day, order.get(slot.where, 2), 0)


def _slot_text(slot: Slot) -> str:
    if isinstance(slot.where, int):
        return f"day {slot.day}, seat {slot.where}'s speech"
    if slot.where == NIGHT:
        return f"night {slot.day}"
    return f"day {slot.day}, {slot.where}"


def build_game(sg: SourceGame) -> Game:
    """The game the record describes, checked against what the record says happened."""
    driver = _Driver(sg)
    game = driver.run()
    verify(sg, game, driver.out)
    return game


def verify(sg: SourceGame, game: Game, out: dict[int, tuple[str, int]]) -> None:
    st = game.state
    for seat in range(1, 11):
        want = sg.expected_out.get(seat)
        got = out.get(seat)
        if want is None and got is not None and sg.finished:
            raise GameImportError(
                f"{sg.label}: {_said(seat, got)} by the rules, but {sg.source} has him in to the end"
            )
        if want is None:
            continue
        if got is None:
            raise GameImportError(
                f"{sg.label}: {sg.source} has {_said(seat, want)}, but by the rules he stays in"
            )
        if got[0] != want[0] or (want[0] != "removed" and got[1] != want[1]):
            raise GameImportError(
                f"{sg.label}: {sg.source} has {_said(seat, want)}, but by the rules {_said(seat, got)}"
            )
    if sg.finished and sg.expected_winner is not None:
        winner = st.outcome.value if st.outcome is not None else None  # "draw" too (three quiet nights)
        if winner != sg.expected_winner:
            raise GameImportError(
                f"{sg.label}: {sg.source} says {sg.expected_winner} won, the rules give {winner}"
            )
    if sg.best_move is not None:
        made = st.best_move
        if made is None or (made.seat, tuple(made.guess)) != sg.best_move:
            sg.notes.append(
                f"the best move of seat {sg.best_move[0]} could not be recorded (the rules do not ask him)"
            )


def _said(seat: int, what: tuple[str, int]) -> str:
    kind, when = what
    if kind == "voted_out":
        return f"seat {seat} voted out on day {when}"
    if kind == "shot":
        return f"seat {seat} shot on night {when}"
    return f"seat {seat} removed"
