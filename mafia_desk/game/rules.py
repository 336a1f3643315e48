"""The rules: how one event changes the table, and which events are legal now.

`advance` works on a copy and raises `IllegalAction` before or during the change; the caller throws the copy
away on error, so a refused event never leaves a trace.
"""

from __future__ import annotations

from mafia_desk.game.core import Core, DayLog, NightLog, RoundLog
from mafia_desk.game.errors import IllegalAction
from mafia_desk.game.events import (
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Event,
    Foul,
    JudgeAward,
    LiftVote,
    Nominate,
    Roles,
    SheriffCheck,
    Shot,
    Vote,
    Withdraw,
)
from mafia_desk.game.model import (
    SEATS,
    ActionKind,
    BestMoveRecord,
    Candidate,
    EndedBy,
    Phase,
    Role,
    SeatStatus,
    Team,
)
from mafia_desk.game.ruleset import UNLIMITED, GameRuleset

SPEECH_PHASES = (Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.LAST_WORDS)
VOTE_PHASES = (Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE)
NIGHT_PHASES = (Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK)

_OUT_WORDS = {
    SeatStatus.SHOT: "was shot",
    SeatStatus.VOTED_OUT: "was voted out",
    SeatStatus.REMOVED: "was removed",
}


def describe_phase(c: Core) -> str:
    """The phase in the words a host uses, for error messages."""
    p = c.phase
    if p is Phase.FINISHED:
        return f"the game is over ({c.winner} won: {c.win_reason})"
    if p is Phase.ZERO_NIGHT:
        return "it is zero night and the roles are not recorded yet"
    if p is Phase.DAY_SPEECH:
        return f"it is seat {c.speaker}'s speech on day {c.day}"
    if p is Phase.TIE_SPEECH:
        return f"it is seat {c.speaker}'s tie speech on day {c.day}"
    if p is Phase.LAST_WORDS:
        return f"it is seat {c.speaker}'s last words (day {c.day})"
    if p in (Phase.VOTE, Phase.REVOTE):
        word = "vote" if p is Phase.VOTE else "revote"
        return f"it is the {word} on seat {c.ballot_cands[c.cand_index]} (day {c.day})"
    if p is Phase.LIFT_VOTE:
        return f"it is the vote to lift seats {_seats(c.ballot_cands)} (day {c.day})"
    if p is Phase.NIGHT_SHOT:
        return f"it is the mafia's shot (night {c.night})"
    if p is Phase.DON_CHECK:
        return f"it is the don's check (night {c.night})"
    return f"it is the sheriff's check (night {c.night})"


def _seats(seats: list[int] | tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats)


def _not_now(c: Core, what: str) -> IllegalAction:
    return IllegalAction(f"{what} is not possible now: {describe_phase(c)}")


def _require_alive(c: Core, seat: int, what: str) -> None:
    status = c.status[seat]
    if status is not SeatStatus.ALIVE:
        raise IllegalAction(f"{what}: seat {seat} {_OUT_WORDS[status]} and is out of the game")


def _distinct(seats: tuple[int, ...], what: str) -> None:
    seen: set[int] = set()
    for s in seats:
        if s in seen:
            raise IllegalAction(f"{what}: seat {s} is listed twice")
        seen.add(s)


# ---------------------------------------------------------------- win and departures


def _finish(c: Core, winner: Team, reason: str, ended_by: EndedBy) -> None:
    c.winner = winner
    c.win_reason = reason
    c.ended_by = ended_by
    c.phase = Phase.FINISHED
    c.speaker = None
    c.speech_seconds = 0
    c.speech_kind = None


def _check_win(c: Core) -> bool:
    """Parity or all blacks out; checked after every departure, so a decisive one ends the game at once."""
    if c.roles is None:
        return False
    living = c.living()
    blacks = sum(1 for s in living if c.roles[s].team is Team.BLACK)
    reds = len(living) - blacks
    if blacks == 0:
        _finish(c, Team.RED, "all black players are out of the game", EndedBy.NORMAL)
        return True
    if blacks >= reds:
        _finish(c, Team.BLACK, f"black players are as many as red ones ({blacks} vs {reds})", EndedBy.NORMAL)
        return True
    return False


def _role_name(c: Core, seat: int) -> str:
    assert c.roles is not None
    return c.roles[seat].value


# ---------------------------------------------------------------- day flow


def _begin_day(c: Core) -> None:
    c.day += 1
    c.days.append(DayLog(day=c.day))
    c.candidates = []
    c.vote_cancelled = c.pending_cancel
    c.today.vote_cancelled = c.pending_cancel
    c.pending_cancel = None
    c.ballot_cands = []
    c.ballot = {}
    c.voted = set()
    c.vote_round = 0
    c.cand_index = 0


def _opener(c: Core) -> int:
    previous = c.days[-2].opener if len(c.days) >= 2 else None
    living = c.living()
    start = 1 if previous is None else previous % 10 + 1
    for k in range(10):
        seat = (start - 1 + k) % 10 + 1
        if seat in living:
            return seat
    raise IllegalAction("nobody is left at the table")


def _start_speeches(c: Core, rules: GameRuleset) -> None:
    opener = _opener(c)
    c.today.opener = opener
    c.queue = [(opener - 1 + k) % 10 + 1 for k in range(10)]
    _next_speaker(c, rules)


def _day_speech_seconds(c: Core, rules: GameRuleset, seat: int) -> int:
    """G12: at a short table a 3-foul player speaks shortened; else the 3rd foul forfeits one speech."""
    if c.fouls[seat] >= 3 and len(c.living()) <= rules.short_table_living:
        c.forfeit.discard(seat)
        return rules.third_foul_short_speech_seconds
    if seat in c.forfeit:
        c.forfeit.discard(seat)
        return 0
    return rules.speech_seconds


def _next_speaker(c: Core, rules: GameRuleset) -> None:
    while c.queue:
        seat = c.queue.pop(0)
        if c.status[seat] is SeatStatus.ALIVE:
            c.phase = Phase.DAY_SPEECH
            c.speaker = seat
            c.speech_kind = "day"
            c.speech_seconds = _day_speech_seconds(c, rules, seat)
            c.nominated_this_speech = None
            return
    c.speaker = None
    c.speech_kind = None
    c.nominated_this_speech = None
    _end_of_speeches(c, rules)


def _end_of_speeches(c: Core, rules: GameRuleset) -> None:
    day = c.today
    if c.vote_cancelled is not None:
        day.outcome = f"no vote: {c.vote_cancelled}"
        _go_night(c)
        return
    cands = [x.seat for x in c.candidates]
    if not cands:
        day.outcome = "no vote: nobody was nominated"
        _go_night(c)
        return
    if len(cands) == 1 and c.day == 1 and not rules.day1_single_candidate_vote:
        day.outcome = f"no vote: seat {cands[0]} was the only candidate on day 1"
        _go_night(c)
        return
    if len(cands) == 1:
        living = c.living()
        day.rounds.append(RoundLog("single", cands, {cands[0]: living}, outcome=f"seat {cands[0]} leaves"))
        day.outcome = f"seat {cands[0]} was the only candidate and leaves"
        _eliminate(c, rules, cands)
        return
    _start_round(c, cands, 0)


def _start_round(c: Core, cands: list[int], round_no: int) -> None:
    c.phase = Phase.VOTE if round_no == 0 else Phase.REVOTE
    c.vote_round = round_no
    c.ballot_cands = list(cands)
    c.ballot = {}
    c.voted = set()
    c.cand_index = 0
    c.speaker = None
    c.speech_kind = None
    c.speech_seconds = 0
    c.today.rounds.append(RoundLog("vote" if round_no == 0 else "revote", list(cands)))


def _resolve_round(c: Core, rules: GameRuleset) -> None:
    day = c.today
    rnd = day.rounds[-1]
    rnd.votes = {k: list(v) for k, v in c.ballot.items()}
    top = max(len(v) for v in c.ballot.values())
    leaders = [s for s in c.ballot_cands if len(c.ballot[s]) == top]
    living = c.living()
    if len(leaders) == 1:
        rnd.outcome = f"seat {leaders[0]} leaves with {top} votes"
        day.outcome = rnd.outcome
        _eliminate(c, rules, leaders)
        return
    if set(leaders) == set(living):
        rnd.outcome = "every living player is tied: nobody leaves"
        day.outcome = rnd.outcome
        _go_night(c)
        return
    if c.vote_round > 0 and set(leaders) == set(c.ballot_cands):
        refusal = _lift_refusal(len(living), len(leaders), rules)
        if refusal is not None:
            rnd.outcome = f"tied again: {refusal}; nobody leaves"
            day.outcome = rnd.outcome
            _go_night(c)
            return
        rnd.outcome = f"tied again ({_seats(leaders)}): vote to lift all"
        c.phase = Phase.LIFT_VOTE
        c.ballot_cands = leaders
        c.ballot = {}
        c.voted = set()
        day.rounds.append(RoundLog("lift", list(leaders)))
        return
    rnd.outcome = f"tie between seats {_seats(leaders)}"
    if rules.tie_speeches_before_revote or c.vote_round == 0:
        c.phase = Phase.TIE_SPEECH
        c.tie_queue = list(leaders)
        c.ballot_cands = list(leaders)
        _next_tie_speaker(c, rules)
    else:
        _start_round(c, leaders, c.vote_round + 1)


def _lift_refusal(living: int, tied: int, rules: GameRuleset) -> str | None:
    if living == 4 and tied == 2 and not rules.lift_two_at_four:
        return "at 4 living players two tied may not both be lifted"
    if living == 9 and tied >= 3 and not rules.lift_three_at_nine:
        return "at 9 living players three or more tied may not be lifted"
    return None


def _next_tie_speaker(c: Core, rules: GameRuleset) -> None:
    while c.tie_queue:
        seat = c.tie_queue.pop(0)
        if c.status[seat] is SeatStatus.ALIVE:
            c.speaker = seat
            c.speech_kind = "tie"
            c.speech_seconds = rules.tie_speech_seconds
            return
    _start_round(c, list(c.ballot_cands), c.vote_round + 1)


def _eliminate(c: Core, rules: GameRuleset, seats: list[int]) -> None:
    for s in seats:
        c.status[s] = SeatStatus.VOTED_OUT
        c.forfeit.discard(s)
        c.today.left.append(s)
    c.departures_since_shot += len(seats)
    if c.day == 1:
        c.day1_vote_exits += len(seats)
    if _check_win(c):
        return
    c.lw_queue = list(seats)
    c.lw_seconds = rules.last_words_seconds if len(seats) == 1 else rules.multi_exit_last_words_seconds
    c.lw_morning = False
    _next_last_words(c, rules)


def _next_last_words(c: Core, rules: GameRuleset) -> None:
    if c.lw_queue:
        c.phase = Phase.LAST_WORDS
        c.speaker = c.lw_queue.pop(0)
        c.speech_kind = "last_words"
        c.speech_seconds = c.lw_seconds
        return
    c.speaker = None
    c.speech_kind = None
    if c.lw_morning:
        c.lw_morning = False
        _start_speeches(c, rules)
    else:
        _go_night(c)


# ---------------------------------------------------------------- night flow


def _go_night(c: Core) -> None:
    c.night += 1
    c.nights.append(NightLog(night=c.night))
    c.phase = Phase.NIGHT_SHOT
    c.night_actors = set(c.living())
    c.speaker = None
    c.speech_kind = None
    c.speech_seconds = 0
    c.queue = []
    c.tie_queue = []


def _night_actor(c: Core, role: Role) -> int | None:
    """The don or sheriff if he takes part tonight: in the game at dusk and not removed since (G18)."""
    for seat in c.seat_of(role):
        if seat in c.night_actors and c.status[seat] is not SeatStatus.REMOVED:
            return seat
    return None


def _after_shot(c: Core, rules: GameRuleset) -> None:
    if c.phase in (Phase.NIGHT_SHOT,) and _night_actor(c, Role.DON) is not None:
        c.phase = Phase.DON_CHECK
        c.speaker = _night_actor(c, Role.DON)
        c.speech_kind = "check"
        c.speech_seconds = rules.check_seconds
        return
    if c.phase in (Phase.NIGHT_SHOT, Phase.DON_CHECK) and _night_actor(c, Role.SHERIFF) is not None:
        c.phase = Phase.SHERIFF_CHECK
        c.speaker = _night_actor(c, Role.SHERIFF)
        c.speech_kind = "check"
        c.speech_seconds = rules.check_seconds
        return
    _morning(c, rules)


def _morning(c: Core, rules: GameRuleset) -> None:
    victim = c.tonight.shot
    _begin_day(c)
    if victim is None:
        _start_speeches(c, rules)
        return
    c.lw_queue = [victim]
    c.lw_seconds = rules.last_words_seconds
    c.lw_morning = True
    _next_last_words(c, rules)


def best_move_seat(c: Core, rules: GameRuleset) -> int | None:
    """G17: who may name three blacks now, during his morning last words; None when nobody may."""
    if c.phase is not Phase.LAST_WORDS or not c.lw_morning or c.best_move is not None or c.roles is None:
        return None
    seat = c.speaker
    if seat is None or c.status[seat] is not SeatStatus.SHOT or c.roles[seat].team is not Team.RED:
        return None
    if c.day1_vote_exits >= rules.best_move_void_day1_exits:
        return None
    if rules.best_move_victim == "night1":
        return seat if c.night == 1 else None
    return seat if c.first_shot_night == c.night else None


def _three_nights(c: Core, rules: GameRuleset, missed: bool) -> bool:
    """Red wins after three nights in a row that change nothing: three misses with nobody leaving between them
    (G15; at_four: only nights at 4 living players count)."""
    counts = rules.three_nights_rule == "any_count" or (
        rules.three_nights_rule == "at_four" and len(c.living()) == 4
    )
    if not missed or not counts:
        c.stagnant_nights = 0
    elif c.stagnant_nights > 0 and c.departures_since_shot == 0:
        c.stagnant_nights += 1
    else:
        c.stagnant_nights = 1
    c.departures_since_shot = 0
    if c.stagnant_nights >= 3:
        where = "" if rules.three_nights_rule == "any_count" else " at 4 living players"
        _finish(c, Team.RED, f"three nights in a row without anyone leaving{where}", EndedBy.THREE_NIGHTS)
        return True
    return False


# ---------------------------------------------------------------- removals


def _remove(c: Core, rules: GameRuleset, seat: int, reason: str) -> None:
    living_before = len(c.living())
    leader = _clear_leader(c, living_before) if rules.removal_keeps_vote_leader else None
    c.status[seat] = SeatStatus.REMOVED
    c.removal_reason[seat] = reason
    c.forfeit.discard(seat)
    c.departures_since_shot += 1
    phase = c.phase
    if phase in NIGHT_PHASES:
        c.tonight.removed.append(seat)
    else:
        c.today.removed.append(seat)
    team = c.team(seat)
    if rules.removal_at_3_4_loses and team is not None and living_before in (3, 4):
        _finish(
            c,
            team.other,
            f"seat {seat} was removed at {living_before} living players: the other team wins",
            EndedBy.NORMAL,
        )
        return
    if _check_win(c):
        return
    cause = f"seat {seat} was removed"
    if phase in NIGHT_PHASES:
        if rules.removal_cancels_vote_at_night:
            c.pending_cancel = cause + " at night"
        if (phase is Phase.DON_CHECK and c.speaker == seat) or (
            phase is Phase.SHERIFF_CHECK and c.speaker == seat
        ):
            _after_shot(c, rules)
        return
    if phase is Phase.LAST_WORDS:
        if c.lw_morning and rules.removal_cancels_vote_in_morning and c.vote_cancelled is None:
            c.vote_cancelled = cause + " during the morning last words"
            c.today.vote_cancelled = c.vote_cancelled
        return
    if phase is Phase.DAY_SPEECH:
        c.vote_cancelled = c.vote_cancelled or cause + " during the day"
        c.today.vote_cancelled = c.vote_cancelled
        if rules.removal_during_day_ends_day:
            c.today.outcome = f"no vote: {c.vote_cancelled}; the city goes to night at once"
            _go_night(c)
        elif c.speaker == seat:
            _next_speaker(c, rules)
        return
    # tie speeches, vote, revote, lift-all vote: the vote stops
    c.vote_cancelled = cause + " during the vote"
    c.today.vote_cancelled = c.vote_cancelled
    if c.today.rounds and phase is not Phase.TIE_SPEECH:
        c.today.rounds[-1].votes = {k: list(v) for k, v in c.ballot.items()}
        c.today.rounds[-1].outcome = "stopped by a removal"
    if leader is not None and leader != seat and c.status[leader] is SeatStatus.ALIVE:
        c.today.outcome = f"seat {leader} already had a majority and leaves with the removed seat {seat}"
        _eliminate(c, rules, [leader])
        return
    c.today.outcome = f"no vote: {c.vote_cancelled}"
    _go_night(c)


def _clear_leader(c: Core, living: int) -> int | None:
    """G4/G5: a candidate who already has votes from more than half of the living players."""
    if c.phase not in (Phase.VOTE, Phase.REVOTE):
        return None
    for cand, voters in c.ballot.items():
        if 2 * len(voters) > living:
            return cand
    return None


# ---------------------------------------------------------------- the events


def advance(c: Core, rules: GameRuleset, event: Event) -> None:
    if c.phase is Phase.FINISHED:
        raise IllegalAction(f"nothing can happen after the end: {describe_phase(c)}")
    if isinstance(event, Roles):
        _on_roles(c, rules, event)
    elif c.roles is None:
        raise IllegalAction(f"record the roles first: {describe_phase(c)}")
    elif isinstance(event, Foul):
        _on_foul(c, rules, event)
    elif isinstance(event, Disqualify):
        _require_alive(c, event.seat, "a disqualifying foul")
        _log_foul(c, event.seat)
        _remove(c, rules, event.seat, "disqualification")
    elif isinstance(event, JudgeAward):
        _on_judge_award(c, event)
    elif isinstance(event, EndSpeech):
        _on_end_speech(c, rules)
    elif isinstance(event, Nominate):
        _on_nominate(c, rules, event)
    elif isinstance(event, Withdraw):
        _on_withdraw(c, rules)
    elif isinstance(event, Vote):
        _on_vote(c, rules, event)
    elif isinstance(event, LiftVote):
        _on_lift_vote(c, rules, event)
    elif isinstance(event, Shot):
        _on_shot(c, rules, event)
    elif isinstance(event, DonCheck):
        _on_don_check(c, rules, event)
    elif isinstance(event, SheriffCheck):
        _on_sheriff_check(c, rules, event)
    elif isinstance(event, BestMove):
        _on_best_move(c, rules, event)
    else:  # pragma: no cover - the Event union is exhausted above
        raise IllegalAction(f"unknown event {event!r}")


def _on_roles(c: Core, rules: GameRuleset, e: Roles) -> None:
    if c.phase is not Phase.ZERO_NIGHT or c.roles is not None:
        raise _not_now(c, "recording the roles")
    seats = (e.don, *e.mafia, e.sheriff)
    for s in seats:
        if s not in SEATS:
            raise IllegalAction(f"roles: {s} is not a seat (seats are 1..10)")
    if len(set(seats)) != 4:
        raise IllegalAction("roles: the don, the two mafia and the sheriff must be four different seats")
    roles = dict.fromkeys(SEATS, Role.CIVILIAN)
    roles[e.don] = Role.DON
    roles[e.mafia[0]] = Role.MAFIA
    roles[e.mafia[1]] = Role.MAFIA
    roles[e.sheriff] = Role.SHERIFF
    c.roles = roles
    if _check_win(c):
        return
    _begin_day(c)
    _start_speeches(c, rules)


def _log_foul(c: Core, seat: int) -> None:
    if c.phase in NIGHT_PHASES:
        c.tonight.fouls.append(seat)
    else:
        c.today.fouls.append(seat)


def _on_foul(c: Core, rules: GameRuleset, e: Foul) -> None:
    _require_alive(c, e.seat, "a foul")
    c.fouls[e.seat] += 1
    _log_foul(c, e.seat)
    if c.fouls[e.seat] >= rules.fouls_for_removal:
        _remove(c, rules, e.seat, "fouls")
    elif c.fouls[e.seat] == 3:
        # G13: before his turn today he loses today's speech, during or after it the next day's; both are
        # "his next day speech", which is what the forfeit marks.
        c.forfeit.add(e.seat)


def _on_judge_award(c: Core, e: JudgeAward) -> None:
    if c.roles is None:
        raise IllegalAction("a judge's award needs the roles recorded first (zero night)")
    reason = e.reason.strip()
    if not reason:
        raise IllegalAction("a judge's award needs a reason")
    _finish(c, Team(e.winner), f"awarded by the judge: {reason}", EndedBy.JUDGE)


def _on_end_speech(c: Core, rules: GameRuleset) -> None:
    if c.phase is Phase.DAY_SPEECH:
        _next_speaker(c, rules)
    elif c.phase is Phase.TIE_SPEECH:
        _next_tie_speaker(c, rules)
    elif c.phase is Phase.LAST_WORDS:
        _next_last_words(c, rules)
    else:
        raise _not_now(c, "ending a speech")


def _pick_nominee(c: Core, rules: GameRuleset, e: Nominate) -> int:
    """G9: the ruleset decides which of several named seats counts."""
    if len(e.seats) == 1:
        return e.seats[0]
    if e.repeated:
        if rules.nomination_repeat_pick == "first_not_nominated":
            taken = {x.seat for x in c.candidates}
            for s in e.seats:
                if s not in taken:
                    return s
            raise IllegalAction(f"nomination: seats {_seats(e.seats)} are all candidates already")
        return e.seats[0]
    return e.seats[-1] if rules.nomination_list_pick == "last" else e.seats[0]


def _on_nominate(c: Core, rules: GameRuleset, e: Nominate) -> None:
    if c.phase is not Phase.DAY_SPEECH or c.speaker is None:
        raise _not_now(c, "a nomination")
    by = c.speaker
    if c.vote_cancelled is not None:
        raise IllegalAction(f"no nominations: there is no vote today ({c.vote_cancelled})")
    for s in e.seats:
        if s not in SEATS:
            raise IllegalAction(f"nomination: {s} is not a seat")
    earlier = next((x for x in c.candidates if x.nominated_by == by), None)
    if earlier is not None:
        raise IllegalAction(
            f"seat {by} has already nominated seat {earlier.seat} today: one nomination per player"
        )
    seat = _pick_nominee(c, rules, e)
    _require_alive(c, seat, "nomination")
    taken = next((x for x in c.candidates if x.seat == seat), None)
    if taken is not None:
        raise IllegalAction(
            f"seat {seat} is already a candidate (nominated by seat {taken.nominated_by}); name another seat"
        )
    cand = Candidate(seat, by)
    c.candidates.append(cand)
    c.today.nominations.append(cand)
    c.nominated_this_speech = seat


def _withdraw_refusal(c: Core, rules: GameRuleset) -> str | None:
    if c.phase is not Phase.DAY_SPEECH or c.speaker is None:
        return "a withdrawal is made only during the nominator's own speech"
    if rules.withdrawals_per_game == 0:
        return "this ruleset does not allow withdrawing a nomination"
    if rules.withdrawals_per_game != UNLIMITED and c.withdrawals_used >= rules.withdrawals_per_game:
        return f"all {rules.withdrawals_per_game} withdrawals of this game are used"
    if c.nominated_this_speech is None:
        return f"seat {c.speaker} has made no nomination in this speech to withdraw"
    return None


def _on_withdraw(c: Core, rules: GameRuleset) -> None:
    refusal = _withdraw_refusal(c, rules)
    if refusal is not None:
        raise IllegalAction(refusal)
    cand = next(x for x in c.candidates if x.seat == c.nominated_this_speech)
    c.candidates.remove(cand)
    c.today.withdrawals.append(cand)
    c.withdrawals_used += 1
    c.nominated_this_speech = None


def _check_voters(c: Core, seats: tuple[int, ...], what: str) -> None:
    for s in seats:
        if s not in SEATS:
            raise IllegalAction(f"{what}: {s} is not a seat")
    _distinct(seats, what)
    for s in seats:
        _require_alive(c, s, what)


def _on_vote(c: Core, rules: GameRuleset, e: Vote) -> None:
    if c.phase not in (Phase.VOTE, Phase.REVOTE):
        raise _not_now(c, "a vote")
    cand = c.ballot_cands[c.cand_index]
    what = f"vote for seat {cand}"
    remaining = [s for s in c.living() if s not in c.voted]
    if len(e.seats) > len(remaining):
        raise IllegalAction(
            f"{what}: {len(e.seats)} votes, but only {len(remaining)} living players have not voted yet"
        )
    _check_voters(c, e.seats, what)
    for s in e.seats:
        if s in c.voted:
            voted_for = next(k for k, v in c.ballot.items() if s in v)
            raise IllegalAction(f"{what}: seat {s} has already voted (for seat {voted_for})")
    c.ballot[cand] = sorted(e.seats)
    c.voted.update(e.seats)
    c.cand_index += 1
    if c.cand_index == len(c.ballot_cands) - 1:
        last = c.ballot_cands[-1]
        c.ballot[last] = [s for s in c.living() if s not in c.voted]
        c.voted.update(c.ballot[last])
        _resolve_round(c, rules)


def _on_lift_vote(c: Core, rules: GameRuleset, e: LiftVote) -> None:
    if c.phase is not Phase.LIFT_VOTE:
        raise _not_now(c, "the lift-all vote")
    _check_voters(c, e.seats, "lift-all vote")
    living = len(c.living())
    rnd = c.today.rounds[-1]
    rnd.lift_for = sorted(e.seats)
    tied = list(c.ballot_cands)
    if 2 * len(e.seats) > living:
        rnd.outcome = f"{len(e.seats)} of {living} for: seats {_seats(tied)} leave"
        c.today.outcome = rnd.outcome
        _eliminate(c, rules, tied)
    else:
        rnd.outcome = f"{len(e.seats)} of {living} for: nobody leaves"
        c.today.outcome = rnd.outcome
        _go_night(c)


def _on_shot(c: Core, rules: GameRuleset, e: Shot) -> None:
    if c.phase is not Phase.NIGHT_SHOT:
        raise _not_now(c, "the night shot")
    night = c.tonight
    if e.seat is not None:
        _require_alive(c, e.seat, "night shot")
        c.status[e.seat] = SeatStatus.SHOT
        c.forfeit.discard(e.seat)
        c.departures_since_shot += 1
        if c.first_shot_night is None:
            c.first_shot_night = c.night
    night.shot_done = True
    night.shot = e.seat
    if _check_win(c):
        return
    if _three_nights(c, rules, e.seat is None):
        return
    _after_shot(c, rules)


def _check_target(c: Core, actor: int, seat: int, who: str) -> None:
    if seat not in SEATS:
        raise IllegalAction(f"{who}'s check: {seat} is not a seat")
    if seat == actor:
        raise IllegalAction(f"{who}'s check: the {who} cannot check himself")
    if seat not in c.night_actors:
        raise IllegalAction(f"{who}'s check: seat {seat} {_OUT_WORDS[c.status[seat]]} before this night")
    if c.status[seat] is SeatStatus.REMOVED:
        raise IllegalAction(f"{who}'s check: seat {seat} was removed")


def _on_don_check(c: Core, rules: GameRuleset, e: DonCheck) -> None:
    if c.phase is not Phase.DON_CHECK:
        don = c.seat_of(Role.DON)[0]
        if (
            c.phase in NIGHT_PHASES
            and c.status[don] is not SeatStatus.ALIVE
            and _night_actor(c, Role.DON) is None
        ):
            raise IllegalAction(f"there is no don check: the don (seat {don}) {_OUT_WORDS[c.status[don]]}")
        raise _not_now(c, "the don's check")
    actor = c.speaker
    assert actor is not None
    night = c.tonight
    if e.seat is not None:
        _check_target(c, actor, e.seat, "don")
        found = c.roles is not None and c.roles[e.seat] is Role.SHERIFF
        if e.is_sheriff is not None and e.is_sheriff != found:
            answer = "yes, the sheriff" if found else "no, not the sheriff"
            raise IllegalAction(
                f"don's check: seat {e.seat} is {_role_name(c, e.seat)}; the answer is {answer}"
            )
        night.don_check = e.seat
        night.don_found_sheriff = found
    _after_shot(c, rules)


def _on_sheriff_check(c: Core, rules: GameRuleset, e: SheriffCheck) -> None:
    if c.phase is not Phase.SHERIFF_CHECK:
        sheriff = c.seat_of(Role.SHERIFF)[0]
        if c.phase in NIGHT_PHASES and _night_actor(c, Role.SHERIFF) is None:
            raise IllegalAction(
                f"there is no sheriff check: the sheriff (seat {sheriff}) {_OUT_WORDS[c.status[sheriff]]}"
            )
        raise _not_now(c, "the sheriff's check")
    actor = c.speaker
    assert actor is not None
    night = c.tonight
    if e.seat is not None:
        _check_target(c, actor, e.seat, "sheriff")
        found = c.team(e.seat) is Team.BLACK
        if e.is_black is not None and e.is_black != found:
            answer = "black" if found else "red"
            raise IllegalAction(
                f"sheriff's check: seat {e.seat} is {answer}, not {'red' if found else 'black'}"
            )
        night.sheriff_check = e.seat
        night.sheriff_found_black = found
    _morning(c, rules)


def _on_best_move(c: Core, rules: GameRuleset, e: BestMove) -> None:
    mover = best_move_seat(c, rules)
    if mover is None:
        raise IllegalAction(_best_move_refusal(c, rules))
    _distinct(e.guess, "best move")
    for s in e.guess:
        if s not in SEATS:
            raise IllegalAction(f"best move: {s} is not a seat")
        if s == mover:
            raise IllegalAction(f"best move: seat {mover} cannot name himself")
    c.best_move = BestMoveRecord(mover, e.guess)


def _best_move_refusal(c: Core, rules: GameRuleset) -> str:
    if c.best_move is not None:
        return f"the best move was already made by seat {c.best_move.seat}"
    if c.phase is not Phase.LAST_WORDS or not c.lw_morning:
        return f"a best move is made only in a night victim's last words: {describe_phase(c)}"
    seat = c.speaker
    assert seat is not None and c.roles is not None
    if c.roles[seat].team is not Team.RED:
        return f"seat {seat} is {c.roles[seat].value}: only a red player makes a best move"
    if c.day1_vote_exits >= rules.best_move_void_day1_exits:
        return f"no best move: {c.day1_vote_exits} players left by day 1's vote"
    if rules.best_move_victim == "night1":
        return f"no best move: only the victim of night 1 makes one (this is night {c.night}'s victim)"
    return f"no best move: seat {seat} is not the first player shot in this game"


# ---------------------------------------------------------------- what is legal now


def allowed_actions(c: Core, rules: GameRuleset) -> dict[ActionKind, frozenset[int]]:
    out: dict[ActionKind, frozenset[int]] = {}
    if c.phase is Phase.FINISHED:
        return out
    if c.roles is None:
        out[ActionKind.ROLES] = frozenset(SEATS)
        return out
    alive = frozenset(c.living())
    out[ActionKind.FOUL] = alive
    out[ActionKind.DISQUALIFY] = alive
    out[ActionKind.JUDGE_AWARD] = frozenset()
    p = c.phase
    if p in SPEECH_PHASES:
        out[ActionKind.END_SPEECH] = frozenset()
    if p is Phase.DAY_SPEECH and c.speaker is not None:
        taken = {x.seat for x in c.candidates}
        nominated = any(x.nominated_by == c.speaker for x in c.candidates)
        if c.vote_cancelled is None and not nominated:
            out[ActionKind.NOMINATE] = frozenset(s for s in alive if s not in taken)
        if _withdraw_refusal(c, rules) is None:
            out[ActionKind.WITHDRAW] = frozenset()
    elif p in (Phase.VOTE, Phase.REVOTE):
        out[ActionKind.VOTE] = frozenset(s for s in alive if s not in c.voted)
    elif p is Phase.LIFT_VOTE:
        out[ActionKind.LIFT_VOTE] = alive
    elif p is Phase.LAST_WORDS:
        mover = best_move_seat(c, rules)
        if mover is not None:
            out[ActionKind.BEST_MOVE] = frozenset(s for s in SEATS if s != mover)
    elif p is Phase.NIGHT_SHOT:
        out[ActionKind.SHOT] = alive
    elif p in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        kind = ActionKind.DON_CHECK if p is Phase.DON_CHECK else ActionKind.SHERIFF_CHECK
        out[kind] = frozenset(
            s for s in c.night_actors if s != c.speaker and c.status[s] is not SeatStatus.REMOVED
        )
    return out
