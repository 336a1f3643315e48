"""The part of the game that runs by itself between the host's actions: whose speech comes next, when the vote
starts and how it resolves, last words, the night's steps, the morning, and the win.

Every function changes a private copy of the table (see `rules.advance`).
"""

from __future__ import annotations

from mafia_desk.game.core import Core, DayLog, NightLog, RoundLog
from mafia_desk.game.errors import IllegalAction
from mafia_desk.game.messages import Message
from mafia_desk.game.model import (
    SEATS,
    EndedBy,
    Outcome,
    Phase,
    Role,
    SeatStatus,
    Team,
)
from mafia_desk.rulesets.game import GameRuleset

OUT_WORDS = {
    SeatStatus.SHOT: Message("out.shot"),
    SeatStatus.VOTED_OUT: Message("out.voted_out"),
    SeatStatus.REMOVED: Message("out.removed"),
}


TEAM_WORDS = {Team.RED: Message("team.red"), Team.BLACK: Message("team.black")}
WINNER_WORDS = {Team.RED: Message("winner.red"), Team.BLACK: Message("winner.black")}
ROLE_WORDS = {
    Role.CIVILIAN: Message("role.civilian"),
    Role.SHERIFF: Message("role.sheriff"),
    Role.MAFIA: Message("role.mafia"),
    Role.DON: Message("role.don"),
}


def team_word(team: Team | None) -> Message | None:
    return None if team is None else TEAM_WORDS[team]


def describe_phase(c: Core) -> Message:
    """The phase in the words a host uses, for error messages."""
    p = c.phase
    if p is Phase.FINISHED:
        if c.outcome is Outcome.DRAW:
            return Message("phase.finished_draw", reason=c.win_reason)
        winner = None if c.outcome is None or c.outcome.team is None else WINNER_WORDS[c.outcome.team]
        return Message("phase.finished", winner=winner, reason=c.win_reason)
    if p is Phase.ZERO_NIGHT:
        return Message("phase.zero_night")
    if p is Phase.DAY_SPEECH:
        return Message("phase.day_speech", seat=c.speaker, day=c.day)
    if p is Phase.TIE_SPEECH:
        return Message("phase.tie_speech", seat=c.speaker, day=c.day)
    if p is Phase.LAST_WORDS:
        return Message("phase.last_words", seat=c.speaker, day=c.day)
    if p.is_ballot:
        code = "phase.vote" if p is Phase.VOTE else "phase.revote"
        return Message(code, seat=c.ballot_cands[c.cand_index], day=c.day)
    if p is Phase.LIFT_VOTE:
        return Message("phase.lift_vote", seats=tuple(c.ballot_cands), day=c.day)
    if p is Phase.NIGHT_SHOT:
        return Message("phase.night_shot", night=c.night)
    if p is Phase.DON_CHECK:
        return Message("phase.don_check", night=c.night)
    return Message("phase.sheriff_check", night=c.night)


def not_now(c: Core, action: Message) -> IllegalAction:
    return IllegalAction(Message("refusal.not_now", action=action, phase=describe_phase(c)))


def require_alive(c: Core, seat: int, action: Message) -> None:
    if isinstance(seat, bool) or seat not in c.status:
        raise IllegalAction(Message("refusal.not_a_seat", action=action, value=repr(seat)))
    status = c.status[seat]
    if status is not SeatStatus.ALIVE:
        raise IllegalAction(Message("refusal.seat_out", action=action, seat=seat, out=OUT_WORDS[status]))


def require_distinct(seats: tuple[int, ...], action: Message) -> None:
    seen: set[int] = set()
    for s in seats:
        if s in seen:
            raise IllegalAction(Message("refusal.listed_twice", action=action, seat=s))
        seen.add(s)


# ---------------------------------------------------------------- win and departures


def finish(c: Core, outcome: Outcome | Team, reason: Message, ended_by: EndedBy) -> None:
    """The game ends: a team's win (`Team`) or the ruleset's draw (`Outcome.DRAW`)."""
    c.outcome = Outcome.win(outcome) if isinstance(outcome, Team) else outcome
    c.win_reason = reason
    c.ended_by = ended_by
    c.phase = Phase.FINISHED
    c.speaker = None
    c.speech_seconds = 0
    c.speech_kind = None


def check_win(c: Core) -> bool:
    """Parity or all blacks out; checked after every departure, so a decisive one ends the game at once."""
    if c.roles is None:
        return False
    living = c.living()
    blacks = sum(1 for s in living if c.roles[s].team is Team.BLACK)
    reds = len(living) - blacks
    if blacks == 0:
        finish(c, Team.RED, Message("win.blacks_out"), EndedBy.NORMAL)
        return True
    if blacks >= reds:
        finish(c, Team.BLACK, Message("win.parity", blacks=blacks, reds=reds), EndedBy.NORMAL)
        return True
    return False


# ---------------------------------------------------------------- day flow


def begin_day(c: Core) -> None:
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


def day_opener(c: Core) -> int:
    previous = c.days[-2].opener if len(c.days) >= 2 else None
    living = c.living()
    start = 1 if previous is None else previous % 10 + 1
    for k in range(10):
        seat = (start - 1 + k) % 10 + 1
        if seat in living:
            return seat
    raise IllegalAction(Message("refusal.nobody_left"))


def start_speeches(c: Core, rules: GameRuleset) -> None:
    opener = day_opener(c)
    c.today.opener = opener
    c.queue = [(opener - 1 + k) % 10 + 1 for k in range(10)]
    next_speaker(c, rules)


def day_speech_seconds(c: Core, rules: GameRuleset, seat: int) -> int:
    """G12: at a short table a 3-foul player speaks shortened; else the 3rd foul forfeits one speech (or, in a
    ruleset with `third_foul_speech_seconds`, cuts it to that many seconds)."""
    if c.fouls[seat] >= rules.fouls_for_speech_loss and len(c.living()) <= rules.short_table_living:
        c.forfeit.discard(seat)
        return rules.third_foul_short_speech_seconds
    if seat in c.forfeit:
        c.forfeit.discard(seat)
        return rules.third_foul_speech_seconds
    return rules.speech_seconds


def next_speaker(c: Core, rules: GameRuleset) -> None:
    while c.queue:
        seat = c.queue.pop(0)
        if c.status[seat] is SeatStatus.ALIVE:
            c.phase = Phase.DAY_SPEECH
            c.speaker = seat
            c.speech_kind = "day"
            c.speech_seconds = day_speech_seconds(c, rules, seat)
            c.nominated_this_speech = None
            return
    c.speaker = None
    c.speech_kind = None
    c.nominated_this_speech = None
    end_of_speeches(c, rules)


def end_of_speeches(c: Core, rules: GameRuleset) -> None:
    day = c.today
    if c.vote_cancelled is not None:
        day.outcome = Message("outcome.no_vote", cause=c.vote_cancelled)
        go_night(c)
        return
    cands = [x.seat for x in c.candidates]
    if not cands:
        day.outcome = Message("outcome.nobody_nominated")
        go_night(c)
        return
    if len(cands) == 1 and c.day == 1 and not rules.day1_single_candidate_vote:
        day.outcome = Message("outcome.single_on_day1", seat=cands[0])
        go_night(c)
        return
    if len(cands) == 1 and c.close_last_vote:
        # G5a: a lone candidate is voted on like the last one of a ballot, so that the host's close is a
        # moment at which a foul, a removal or the judge's award can still be recorded
        start_round(c, cands, 0, "single")
        return
    if len(cands) == 1 and c.day == 1 and rules.zero_voting:
        # version 1 (no close of the lone ballot): he would leave without a vote, which zero voting forbids
        day.outcome = Message("outcome.zero_voting", seat=cands[0])
        go_night(c)
        return
    if len(cands) == 1:
        living = c.living()
        leaves = Message("outcome.single_leaves", seat=cands[0])
        day.rounds.append(RoundLog("single", cands, {cands[0]: living}, outcome=leaves))
        day.outcome = Message("outcome.only_candidate_leaves", seat=cands[0])
        eliminate(c, rules, cands)
        return
    start_round(c, cands, 0)


def start_round(c: Core, cands: list[int], round_no: int, kind: str | None = None) -> None:
    c.phase = Phase.VOTE if round_no == 0 else Phase.REVOTE
    c.vote_round = round_no
    c.ballot_cands = list(cands)
    c.ballot = {}
    c.voted = set()
    c.cand_index = 0
    c.speaker = None
    c.speech_kind = None
    c.speech_seconds = 0
    c.today.rounds.append(RoundLog(kind or ("vote" if round_no == 0 else "revote"), list(cands)))


def resolve_round(c: Core, rules: GameRuleset) -> None:
    day = c.today
    rnd = day.rounds[-1]
    rnd.votes = {k: list(v) for k, v in c.ballot.items()}
    if c.day == 1 and rules.zero_voting and (rnd.kind == "single" or _single_leader(c) is not None):
        # Polemica's zeroVoting, mafiaratings' first-day rule 2: a clear leader on day 1 stays; night falls
        rnd.outcome = Message("outcome.zero_voting", seat=_single_leader(c) or c.ballot_cands[0])
        day.outcome = rnd.outcome
        go_night(c)
        return
    if rnd.kind == "single":
        rnd.outcome = Message("outcome.single_leaves", seat=c.ballot_cands[0])
        day.outcome = Message("outcome.only_candidate_leaves", seat=c.ballot_cands[0])
        eliminate(c, rules, list(c.ballot_cands))
        return
    top = max(len(v) for v in c.ballot.values())
    leaders = [s for s in c.ballot_cands if len(c.ballot[s]) == top]
    living = c.living()
    if len(leaders) == 1:
        rnd.outcome = Message("outcome.leaves_with_votes", seat=leaders[0], votes=top)
        day.outcome = rnd.outcome
        eliminate(c, rules, leaders)
        return
    if set(leaders) == set(living):
        rnd.outcome = Message("outcome.all_tied")
        day.outcome = rnd.outcome
        go_night(c)
        return
    if c.vote_round > 0 and set(leaders) == set(c.ballot_cands):
        refusal = lift_refusal(len(living), len(leaders), rules)
        if refusal is not None:
            rnd.outcome = Message("outcome.tied_again_no_lift", refusal=refusal)
            day.outcome = rnd.outcome
            go_night(c)
            return
        rnd.outcome = Message("outcome.tied_again_lift", seats=tuple(leaders))
        c.phase = Phase.LIFT_VOTE
        c.ballot_cands = leaders
        day.rounds.append(RoundLog("lift", list(leaders)))
        return
    rnd.outcome = Message("outcome.tie", seats=tuple(leaders))
    if rules.tie_speeches_before_revote or c.vote_round == 0:
        c.phase = Phase.TIE_SPEECH
        c.tie_queue = list(leaders)
        c.ballot_cands = list(leaders)
        next_tie_speaker(c, rules)
    else:
        start_round(c, leaders, c.vote_round + 1)


def _single_leader(c: Core) -> int | None:
    """The one candidate with the most votes in the ballot just closed, or None on a tie."""
    if not c.ballot:
        return None
    top = max(len(v) for v in c.ballot.values())
    leaders = [s for s in c.ballot_cands if len(c.ballot.get(s, ())) == top]
    return leaders[0] if len(leaders) == 1 else None


def lift_refusal(living: int, tied: int, rules: GameRuleset) -> Message | None:
    if living == 4 and tied == 2 and not rules.lift_two_at_four:
        return Message("outcome.lift_refused_at_four")
    if living == 9 and tied >= 3 and not rules.lift_three_at_nine:
        return Message("outcome.lift_refused_at_nine")
    if (living, tied) in rules.lift_refused:
        return Message("outcome.lift_refused_count", living=living, tied=tied)
    return None


def next_tie_speaker(c: Core, rules: GameRuleset) -> None:
    while c.tie_queue:
        seat = c.tie_queue.pop(0)
        if c.status[seat] is SeatStatus.ALIVE:
            c.speaker = seat
            c.speech_kind = "tie"
            c.speech_seconds = rules.tie_speech_seconds
            return
    start_round(c, list(c.ballot_cands), c.vote_round + 1)


def eliminate(c: Core, rules: GameRuleset, seats: list[int]) -> None:
    for s in seats:
        c.status[s] = SeatStatus.VOTED_OUT
        c.forfeit.discard(s)
        c.today.left.append(s)
    c.departures_since_shot += len(seats)
    c.vote_exits_since_shot += len(seats)
    if c.day == 1:
        c.day1_vote_exits += len(seats)
    if check_win(c):
        return
    c.lw_queue = list(seats)
    c.lw_seconds = rules.last_words_seconds if len(seats) == 1 else rules.multi_exit_last_words_seconds
    c.lw_morning = False
    next_last_words(c, rules)


def next_last_words(c: Core, rules: GameRuleset) -> None:
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
        start_speeches(c, rules)
    else:
        go_night(c)


# ---------------------------------------------------------------- night flow


def go_night(c: Core) -> None:
    # G13: a 3rd foul before his turn costs today's speech; a day cut short before his turn (arctic: a removal
    # sends the city to night at once) has taken that speech already, so the forfeit does not move on.
    c.forfeit.difference_update(c.queue)
    c.night += 1
    c.nights.append(NightLog(night=c.night))
    c.phase = Phase.NIGHT_SHOT
    c.night_actors = set(c.living())
    c.speaker = None
    c.speech_kind = None
    c.speech_seconds = 0
    c.queue = []
    c.tie_queue = []


def night_actor(c: Core, role: Role) -> int | None:
    """The don or sheriff if he takes part tonight: in the game at dusk and not removed since (G18)."""
    for seat in c.seat_of(role):
        if seat in c.night_actors and c.status[seat] is not SeatStatus.REMOVED:
            return seat
    return None


def takes_turn(c: Core, role: Role) -> bool:
    """Whether the don's or sheriff's turn comes tonight. Version 3: always (the ritual hides who is out),
    so a turn with nobody to act is answered by "no check"; older logs skip it and replay as before."""
    return night_actor(c, role) is not None or (c.night_ritual and bool(c.seat_of(role)))


def checker_out(c: Core) -> bool:
    """The turn now running belongs to a don or sheriff who is out: only "no check" may be recorded."""
    if c.phase is Phase.DON_CHECK:
        return night_actor(c, Role.DON) is None
    if c.phase is Phase.SHERIFF_CHECK:
        return night_actor(c, Role.SHERIFF) is None
    return False


def check_seats(c: Core) -> frozenset[int]:
    """The seats a living checker may point at tonight: every seat but his own from version 3 on (a seat
    already out answers with its role); before, the seats in the game at dusk and not removed since."""
    if c.night_ritual:
        return frozenset(SEATS)
    return frozenset(s for s in c.night_actors if c.status[s] is not SeatStatus.REMOVED)


def after_shot(c: Core, rules: GameRuleset) -> None:
    if c.phase in (Phase.NIGHT_SHOT,) and takes_turn(c, Role.DON):
        c.phase = Phase.DON_CHECK
        c.speaker = c.seat_of(Role.DON)[0]
        c.speech_kind = "check"
        c.speech_seconds = rules.check_seconds
        return
    if c.phase in (Phase.NIGHT_SHOT, Phase.DON_CHECK) and takes_turn(c, Role.SHERIFF):
        c.phase = Phase.SHERIFF_CHECK
        c.speaker = c.seat_of(Role.SHERIFF)[0]
        c.speech_kind = "check"
        c.speech_seconds = rules.check_seconds
        return
    morning(c, rules)


def morning(c: Core, rules: GameRuleset) -> None:
    victim = c.tonight.shot
    begin_day(c)
    c.dawn = True
    if victim is None or c.status[victim] is not SeatStatus.SHOT:  # removed before the morning: no words
        start_speeches(c, rules)
        return
    c.lw_queue = [victim]
    c.lw_seconds = rules.last_words_seconds
    c.lw_morning = True
    next_last_words(c, rules)


def best_move_asked(c: Core, rules: GameRuleset) -> int | None:
    """The victim the host asks for his best move now, whatever his team: at the table every such victim is
    asked, so that the asking does not tell the table who is black (G17 counts only a red one's answer).
    None when nobody is asked, or once his answer is recorded."""
    if c.phase is not Phase.LAST_WORDS or not c.lw_morning or c.roles is None:
        return None
    if c.best_move is not None or c.named_guess is not None:
        return None
    seat = c.speaker
    if seat is None or c.status[seat] is not SeatStatus.SHOT:
        return None
    if c.day1_vote_exits >= rules.best_move_void_day1_exits:
        return None
    if rules.best_move_victim == "night1":
        return seat if c.night == 1 else None
    return seat if c.first_shot_night == c.night else None


def best_move_seat(c: Core, rules: GameRuleset) -> int | None:
    """G17: who may name three blacks now, during his morning last words; None when nobody may."""
    seat = best_move_asked(c, rules)
    if seat is None or c.roles is None or c.roles[seat].team is not Team.RED:
        return None
    return seat


def three_nights(c: Core, rules: GameRuleset, missed: bool) -> bool:
    """Three nights in a row that change nothing end the game: three misses with nobody leaving between them.

    G15 (`any_count`, `at_four`: only nights at 4 living players count): red wins; nobody leaving means no
    vote-out and no removal. `draw` (RFM 2026 spec 8.15, reg. 4.7.1; FIIM's rule 1.13 of today): a draw.
    Whether a removal for fouls breaks the run is `three_nights_removal_breaks`: RFM 2026 counts only a
    shot or a vote-out ("именно вследствие отстрела или голосования"), FIIM's rule names removals too."""
    rule = rules.three_nights_rule
    counts = rule in ("any_count", "draw") or (rule == "at_four" and len(c.living()) == 4)
    quiet_since = c.departures_since_shot if rules.three_nights_removal_breaks else c.vote_exits_since_shot
    if not missed or not counts:
        c.stagnant_nights = 0
    elif c.stagnant_nights > 0 and quiet_since == 0:
        c.stagnant_nights += 1
    else:
        c.stagnant_nights = 1
    c.departures_since_shot = 0
    c.vote_exits_since_shot = 0
    if c.stagnant_nights < 3:
        return False
    if rule == "draw":
        finish(c, Outcome.DRAW, Message("win.three_nights_draw"), EndedBy.THREE_NIGHTS)
    else:
        code = "win.three_nights" if rule == "any_count" else "win.three_nights_at_four"
        finish(c, Team.RED, Message(code), EndedBy.THREE_NIGHTS)
    return True
