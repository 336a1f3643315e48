"""The rules: how one event changes the table, and which events are legal now.

`advance` works on a copy and raises `IllegalAction` before or during the change; the caller throws the copy
away on error, so a refused event never leaves a trace.
"""

from __future__ import annotations

from dataclasses import replace

from mafia_desk.game.core import BreakLog, Core, Holder, RoundLog, break_seconds
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
    NamedGuess,
    Nominate,
    Pause,
    Replace,
    Resume,
    Roles,
    SheriffCheck,
    Shot,
    Vote,
    Withdraw,
)
from mafia_desk.game.flow import (
    OUT_WORDS,
    ROLE_WORDS,
    after_shot,
    begin_day,
    best_move_asked,
    best_move_seat,
    check_seats,
    check_win,
    checker_out,
    describe_phase,
    eliminate,
    finish,
    go_night,
    morning,
    next_last_words,
    next_speaker,
    next_tie_speaker,
    night_actor,
    not_now,
    require_alive,
    require_distinct,
    resolve_round,
    start_speeches,
    team_word,
    three_nights,
)
from mafia_desk.game.messages import Message
from mafia_desk.game.model import (
    SEATS,
    ActionKind,
    BestMoveRecord,
    Candidate,
    EndedBy,
    Outcome,
    Phase,
    RemovalReason,
    Role,
    SeatStatus,
    Team,
    is_seat,
)
from mafia_desk.game.removal import remove, remove_last_words_speaker, remove_shot_tonight
from mafia_desk.inputs.limits import text_problem
from mafia_desk.rulesets.game import UNLIMITED, GameRuleset

# ---------------------------------------------------------------- the events


def advance(c: Core, rules: GameRuleset, event: Event) -> None:
    if c.phase is Phase.FINISHED:
        raise IllegalAction(Message("refusal.after_end", phase=describe_phase(c)))
    if isinstance(event, Pause):
        _on_pause(c, event)
    elif isinstance(event, Resume):
        _on_resume(c, event)
    elif isinstance(event, Replace):
        # allowed during a break: a player falling ill is what breaks are called for
        _on_replace(c, event)
    elif c.paused:
        raise IllegalAction(Message("refusal.paused", since=_clock(c.breaks[-1].start)))
    else:
        if not isinstance(event, Foul | Disqualify):
            c.dawn = False  # the day has begun: a foul from now on is the day's (a check sets it again)
        _advance_play(c, rules, event)
    c.events_done += 1


def _advance_play(c: Core, rules: GameRuleset, event: Event) -> None:
    if isinstance(event, Roles):
        _on_roles(c, rules, event)
    elif c.roles is None:
        raise IllegalAction(Message("refusal.roles_first", phase=describe_phase(c)))
    elif isinstance(event, Foul):
        _on_foul(c, rules, event)
    elif isinstance(event, Disqualify):
        _require_foul_target(c, event.seat, Message("action.disqualify"))
        _log_foul(c, event.seat, event.night)
        _remove(c, rules, event.seat, RemovalReason.DISQUALIFICATION)
    elif isinstance(event, JudgeAward):
        _on_judge_award(c, rules, event)
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
    elif isinstance(event, NamedGuess):
        _on_named_guess(c, rules, event)
    else:  # pragma: no cover - the Event union is exhausted above
        raise IllegalAction(Message("refusal.unknown_event", event=repr(event)))


def _clock(at: str) -> str:
    """The time of day of an ISO moment, as the host reads it on the wall clock."""
    return at.partition("T")[2][:8]


def _on_pause(c: Core, e: Pause) -> None:
    if c.paused:
        raise IllegalAction(Message("refusal.already_paused", since=_clock(c.breaks[-1].start)))
    last_end = c.breaks[-1].end if c.breaks else None
    if last_end is not None and break_seconds(last_end, e.at) < 0:
        raise IllegalAction(Message("refusal.break_before_last", at=e.at, last=last_end))
    c.breaks.append(BreakLog(e.at, None, describe_phase(c)))


def _on_resume(c: Core, e: Resume) -> None:
    if not c.paused:
        raise IllegalAction(Message("refusal.not_paused", phase=describe_phase(c)))
    started = c.breaks[-1]
    if break_seconds(started.start, e.at) < 0:
        raise IllegalAction(Message("refusal.resume_before_pause", at=e.at, start=started.start))
    c.breaks[-1] = replace(started, end=e.at)


def _on_replace(c: Core, e: Replace) -> None:
    action = Message("action.replace")
    if not is_seat(e.seat):
        raise IllegalAction(Message("refusal.not_a_seat", action=action, value=repr(e.seat)))
    if not _in_last_words(c, e.seat) and not _shot_tonight(c, e.seat):
        require_alive(c, e.seat, action)
    name = e.player.strip() if isinstance(e.player, str) else ""
    if not name:
        raise IllegalAction(Message("refusal.replace_needs_name", seat=e.seat))
    if name != e.player or text_problem(name) is not None:
        raise IllegalAction(Message("refusal.replace_bad_name", seat=e.seat))
    for seat, held in sorted(c.holders.items()):
        now = held[-1]
        same_id = e.player_id is not None and now.player_id == e.player_id
        if same_id or now.player.casefold() == name.casefold():
            raise IllegalAction(Message("refusal.replace_at_table", player=name, seat=seat))
    holder = Holder(name, e.player_id, c.events_done, describe_phase(c), e.reason.strip())
    c.holders[e.seat] = (*c.holders.get(e.seat, ()), holder)


def _on_roles(c: Core, rules: GameRuleset, e: Roles) -> None:
    if c.phase is not Phase.ZERO_NIGHT or c.roles is not None:
        raise not_now(c, Message("action.roles"))
    seats = (e.don, *e.mafia, e.sheriff)
    for s in seats:
        if not is_seat(s):
            raise IllegalAction(Message("refusal.roles_not_a_seat", value=str(s)))
    if len(set(seats)) != 4:
        raise IllegalAction(Message("refusal.roles_distinct"))
    roles = dict.fromkeys(SEATS, Role.CIVILIAN)
    roles[e.don] = Role.DON
    roles[e.mafia[0]] = Role.MAFIA
    roles[e.mafia[1]] = Role.MAFIA
    roles[e.sheriff] = Role.SHERIFF
    c.roles = roles
    if check_win(c):
        return
    begin_day(c)
    start_speeches(c, rules)


def _log_foul(c: Core, seat: int, night: bool) -> None:
    """A foul is listed under the night or the day it was given in. The engine's morning starts with the
    night's last check, but the town wakes only when the host puts its answer away: a foul given before that
    (`night`) is the night's, as the table saw it, and the protocol lists it under that night."""
    if c.phase.is_night:
        c.tonight.fouls.append(seat)
    elif night:
        if not c.dawn or not c.nights:
            raise IllegalAction(Message("refusal.night_foul_by_day", phase=describe_phase(c)))
        c.nights[-1].fouls.append(seat)
    else:
        c.today.fouls.append(seat)


def _in_last_words(c: Core, seat: int) -> bool:
    return c.phase is Phase.LAST_WORDS and seat == c.speaker


def _shot_tonight(c: Core, seat: int) -> bool:
    """Tonight's victim while the night goes on: the table hears of the shot only in the morning, so until
    then he sits at the table like anyone (a judge may foul him, he may be replaced), and refusing him would
    tell the table who was shot."""
    return (
        c.phase.is_night
        and c.phase is not Phase.ZERO_NIGHT
        and bool(c.nights)
        and c.tonight.shot == seat
        and c.status.get(seat) is SeatStatus.SHOT
    )


def _require_foul_target(c: Core, seat: int, action: Message) -> None:
    """A foul goes to a living player, to the player giving his last words, or to tonight's victim before
    the morning: each is still at the table and bound by the rules (a removal then is why a removed seat may
    be `shot_night1`)."""
    if not _in_last_words(c, seat) and not _shot_tonight(c, seat):
        require_alive(c, seat, action)


def _remove(c: Core, rules: GameRuleset, seat: int, reason: str) -> None:
    if _in_last_words(c, seat):
        remove_last_words_speaker(c, rules, seat, reason)
    elif _shot_tonight(c, seat):
        remove_shot_tonight(c, rules, seat, reason)
    else:
        remove(c, rules, seat, reason)


def _on_foul(c: Core, rules: GameRuleset, e: Foul) -> None:
    _require_foul_target(c, e.seat, Message("action.foul"))
    c.fouls[e.seat] += 1
    _log_foul(c, e.seat, e.night)
    if c.fouls[e.seat] >= rules.fouls_for_removal:
        _remove(c, rules, e.seat, RemovalReason.FOULS)
    elif c.fouls[e.seat] == rules.fouls_for_speech_loss and c.status[e.seat] is SeatStatus.ALIVE:
        # G13: before his turn today he loses today's speech, during or after it the next day's; both are
        # "his next day speech", which is what the forfeit marks.
        c.forfeit.add(e.seat)


def _on_judge_award(c: Core, rules: GameRuleset, e: JudgeAward) -> None:
    if c.roles is None:
        raise IllegalAction(Message("refusal.award_needs_roles"))
    # A draw is a result only where three quiet nights are one: elsewhere the exchange file (and so the
    # store) has no such result, and the regulation no such decision.
    draws = rules.has_draws
    draw = e.winner is Outcome.DRAW
    if draw and not draws:
        raise IllegalAction(Message("refusal.award_no_draw", rule=rules.three_nights_rule))
    if not draw and e.winner not in (Team.RED, Team.BLACK):
        code = "refusal.award_outcome" if draws else "refusal.award_team"
        raise IllegalAction(Message(code, value=repr(e.winner)))
    reason = e.reason.strip() if isinstance(e.reason, str) else ""
    if not reason:
        raise IllegalAction(Message("refusal.award_needs_reason"))
    if c.phase in (Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE) and c.today.rounds:
        # the hands already counted stay on the protocol, as when a removal stops the vote
        if c.phase is not Phase.LIFT_VOTE:
            c.today.rounds[-1].votes = {k: list(v) for k, v in c.ballot.items()}
        c.today.rounds[-1].outcome = Message("outcome.stopped_by_award")
    finish(c, Outcome.DRAW if draw else Team(e.winner), Message("win.judge", reason=reason), EndedBy.JUDGE)


def _on_end_speech(c: Core, rules: GameRuleset) -> None:
    if c.phase is Phase.DAY_SPEECH:
        next_speaker(c, rules)
    elif c.phase is Phase.TIE_SPEECH:
        next_tie_speaker(c, rules)
    elif c.phase is Phase.LAST_WORDS:
        next_last_words(c, rules)
    else:
        raise not_now(c, Message("action.end_speech"))


def _pick_nominee(c: Core, rules: GameRuleset, e: Nominate) -> int:
    """G9: the ruleset decides which of several named seats counts."""
    if not e.seats:
        raise IllegalAction(Message("refusal.nomination_empty"))
    if len(e.seats) == 1:
        return e.seats[0]
    if e.repeated:
        if rules.nomination_repeat_pick == "first_not_nominated":
            taken = {x.seat for x in c.candidates}
            for s in e.seats:
                if s not in taken:
                    return s
            raise IllegalAction(Message("refusal.nomination_all_taken", seats=tuple(e.seats)))
        return e.seats[0]
    return e.seats[-1] if rules.nomination_list_pick == "last" else e.seats[0]


def _on_nominate(c: Core, rules: GameRuleset, e: Nominate) -> None:
    if c.phase is not Phase.DAY_SPEECH or c.speaker is None:
        raise not_now(c, Message("action.a_nomination"))
    by = c.speaker
    if c.vote_cancelled is not None:
        raise IllegalAction(Message("refusal.no_vote_today", cause=c.vote_cancelled))
    for s in e.seats:
        if not is_seat(s):
            raise IllegalAction(Message("refusal.nominee_not_a_seat", value=str(s)))
    earlier = next((x for x in c.candidates if x.nominated_by == by), None)
    if earlier is not None:
        raise IllegalAction(Message("refusal.already_nominated", seat=by, nominee=earlier.seat))
    seat = _pick_nominee(c, rules, e)
    require_alive(c, seat, Message("action.nomination"))
    taken = next((x for x in c.candidates if x.seat == seat), None)
    if taken is not None:
        raise IllegalAction(Message("refusal.already_candidate", seat=seat, by=taken.nominated_by))
    cand = Candidate(seat, by)
    c.candidates.append(cand)
    c.today.nominations.append(cand)
    c.nominated_this_speech = seat


def _withdraw_refusal(c: Core, rules: GameRuleset) -> Message | None:
    if c.phase is not Phase.DAY_SPEECH or c.speaker is None:
        return Message("refusal.withdraw_not_in_speech")
    if rules.withdrawals_per_game == 0:
        return Message("refusal.withdraw_not_allowed")
    if rules.withdrawals_per_game != UNLIMITED and c.withdrawals_used >= rules.withdrawals_per_game:
        return Message("refusal.withdraw_used_up", limit=rules.withdrawals_per_game)
    if c.nominated_this_speech is None:
        return Message("refusal.withdraw_nothing", seat=c.speaker)
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


def _check_voters(c: Core, seats: tuple[int, ...], action: Message) -> None:
    for s in seats:
        if not is_seat(s):
            raise IllegalAction(Message("refusal.voter_not_a_seat", action=action, value=str(s)))
    require_distinct(seats, action)
    for s in seats:
        require_alive(c, s, action)


def _on_vote(c: Core, rules: GameRuleset, e: Vote) -> None:
    if not c.phase.is_ballot:
        raise not_now(c, Message("action.a_vote"))
    cand = c.ballot_cands[c.cand_index]
    what = Message("action.vote_for", seat=cand)
    remaining = [s for s in c.living() if s not in c.voted]
    if len(e.seats) > len(remaining):
        raise IllegalAction(
            Message("refusal.too_many_votes", action=what, votes=len(e.seats), remaining=len(remaining))
        )
    _check_voters(c, e.seats, what)
    for s in e.seats:
        if s in c.voted:
            voted_for = next(k for k, v in c.ballot.items() if s in v)
            raise IllegalAction(Message("refusal.already_voted", action=what, seat=s, candidate=voted_for))
    closing = c.close_last_vote and c.cand_index == len(c.ballot_cands) - 1
    if closing and set(e.seats) != set(remaining):
        # G5a: "those who have not voted, raise your hands": every hand not yet given goes to the last one
        raise IllegalAction(Message("refusal.last_takes_rest", action=what, seats=tuple(remaining)))
    c.ballot[cand] = sorted(e.seats)
    c.voted.update(e.seats)
    c.cand_index += 1
    if closing:
        resolve_round(c, rules)
    elif not c.close_last_vote and c.cand_index == len(c.ballot_cands) - 1:
        last = c.ballot_cands[-1]
        c.ballot[last] = [s for s in c.living() if s not in c.voted]
        c.voted.update(c.ballot[last])
        resolve_round(c, rules)


def _lift_refused_today(c: Core) -> RoundLog | None:
    """The revote that tied again where lifting is not allowed, while its night has not begun: a host who
    then tries the lift-all vote is told the rule, not only that it is not possible now."""
    if c.phase is not Phase.NIGHT_SHOT or not c.days or not c.days[-1].rounds or c.tonight.shot_done:
        return None
    last = c.days[-1].rounds[-1]
    if isinstance(last.outcome, Message) and last.outcome.code == "outcome.tied_again_no_lift":
        return last
    return None


def _on_lift_vote(c: Core, rules: GameRuleset, e: LiftVote) -> None:
    if c.phase is not Phase.LIFT_VOTE:
        refused = _lift_refused_today(c)
        if refused is not None:
            raise IllegalAction(
                Message(
                    "refusal.lift_not_allowed",
                    tied=len(refused.candidates),
                    living=len(c.living()),
                    ruleset=rules.id,
                )
            )
        raise not_now(c, Message("action.the_lift_vote"))
    _check_voters(c, e.seats, Message("action.lift_vote"))
    living = len(c.living())
    rnd = c.today.rounds[-1]
    rnd.lift_for = sorted(e.seats)
    tied = list(c.ballot_cands)
    if 2 * len(e.seats) > living:
        rnd.outcome = Message("outcome.lifted", votes=len(e.seats), living=living, seats=tuple(tied))
        c.today.outcome = rnd.outcome
        eliminate(c, rules, tied)
    else:
        rnd.outcome = Message("outcome.not_lifted", votes=len(e.seats), living=living)
        c.today.outcome = rnd.outcome
        go_night(c)


def _on_shot(c: Core, rules: GameRuleset, e: Shot) -> None:
    if c.phase is not Phase.NIGHT_SHOT:
        raise not_now(c, Message("action.the_shot"))
    night = c.tonight
    if e.seat is not None:
        require_alive(c, e.seat, Message("action.shot"))
        c.status[e.seat] = SeatStatus.SHOT
        c.forfeit.discard(e.seat)
        c.departures_since_shot += 1
        if c.first_shot_night is None:
            c.first_shot_night = c.night
    night.shot_done = True
    night.shot = e.seat
    if check_win(c):
        return
    if three_nights(c, rules, e.seat is None):
        return
    after_shot(c, rules)


def _check_target(c: Core, actor: int, seat: int, who: str) -> None:
    checker = Message("check.don") if who == "don" else Message("check.sheriff")
    if not is_seat(seat):
        raise IllegalAction(Message("refusal.check_not_a_seat", who=checker, value=str(seat)))
    if seat == actor:
        raise IllegalAction(
            Message("refusal.don_check_self") if who == "don" else Message("refusal.sheriff_check_self")
        )
    if c.night_ritual:
        # G18 as amended (version 3): a check at a seat already out is written down as he pointed, with the
        # answer that seat's role gives; protocols of other systems hold such checks. Older logs refuse it.
        return
    if seat not in c.night_actors:
        out = OUT_WORDS[c.status[seat]]
        raise IllegalAction(Message("refusal.check_out", who=checker, seat=seat, out=out))
    if c.status[seat] is SeatStatus.REMOVED:
        raise IllegalAction(Message("refusal.check_removed", who=checker, seat=seat))


def _on_don_check(c: Core, rules: GameRuleset, e: DonCheck) -> None:
    if c.phase is not Phase.DON_CHECK:
        don = c.seat_of(Role.DON)[0]
        if c.phase.is_night and c.status[don] is not SeatStatus.ALIVE and night_actor(c, Role.DON) is None:
            raise IllegalAction(Message("refusal.no_don_check", seat=don, out=OUT_WORDS[c.status[don]]))
        raise not_now(c, Message("action.the_don_check"))
    actor = c.speaker
    assert actor is not None
    night = c.tonight
    if e.seat is not None and checker_out(c):
        raise IllegalAction(Message("refusal.checker_out", who=Message("check.don"), seat=actor))
    if e.seat is not None:
        _check_target(c, actor, e.seat, "don")
        found = c.roles is not None and c.roles[e.seat] is Role.SHERIFF
        if e.is_sheriff is not None and e.is_sheriff != found:
            answer = Message("answer.sheriff_yes" if found else "answer.sheriff_no")
            role = ROLE_WORDS[c.roles[e.seat]] if c.roles is not None else None
            raise IllegalAction(Message("refusal.don_answer", seat=e.seat, role=role, answer=answer))
        night.don_check = e.seat
        night.don_found_sheriff = found
    night.don_done = True
    after_shot(c, rules)


def _on_sheriff_check(c: Core, rules: GameRuleset, e: SheriffCheck) -> None:
    if c.phase is not Phase.SHERIFF_CHECK:
        sheriff = c.seat_of(Role.SHERIFF)[0]
        if c.phase.is_night and night_actor(c, Role.SHERIFF) is None:
            out = OUT_WORDS[c.status[sheriff]]
            raise IllegalAction(Message("refusal.no_sheriff_check", seat=sheriff, out=out))
        raise not_now(c, Message("action.the_sheriff_check"))
    actor = c.speaker
    assert actor is not None
    night = c.tonight
    if e.seat is not None and checker_out(c):
        raise IllegalAction(Message("refusal.checker_out", who=Message("check.sheriff"), seat=actor))
    if e.seat is not None:
        _check_target(c, actor, e.seat, "sheriff")
        found = c.team(e.seat) is Team.BLACK
        if e.is_black is not None and e.is_black != found:
            truth, claimed = (Team.BLACK, Team.RED) if found else (Team.RED, Team.BLACK)
            answer = Message(
                "refusal.sheriff_answer", seat=e.seat, found=team_word(truth), claimed=team_word(claimed)
            )
            raise IllegalAction(answer)
        night.sheriff_check = e.seat
        night.sheriff_found_black = found
    night.sheriff_done = True
    morning(c, rules)


def _on_best_move(c: Core, rules: GameRuleset, e: BestMove) -> None:
    mover = best_move_seat(c, rules)
    if mover is None:
        raise IllegalAction(_best_move_refusal(c, rules))
    _check_guess(e.guess, mover, Message("action.best_move"))
    c.best_move = BestMoveRecord(mover, e.guess)


def _check_guess(guess: tuple[int, int, int], mover: int, action: Message) -> None:
    require_distinct(guess, action)
    for s in guess:
        if not is_seat(s):
            raise IllegalAction(Message("refusal.best_move_not_a_seat", value=str(s)))
        if s == mover:
            raise IllegalAction(Message("refusal.best_move_self", seat=mover))


def _on_named_guess(c: Core, rules: GameRuleset, e: NamedGuess) -> None:
    """A victim asked for his best move who may not make one (black) names three seats all the same."""
    if c.named_guess is not None:
        raise IllegalAction(Message("refusal.named_guess_done", seat=c.named_guess.seat))
    asked = best_move_asked(c, rules)
    if asked is None:
        if c.best_move is not None:
            raise IllegalAction(Message("refusal.best_move_done", seat=c.best_move.seat))
        raise IllegalAction(Message("refusal.named_guess_not_asked", phase=describe_phase(c)))
    if best_move_seat(c, rules) is not None:
        raise IllegalAction(Message("refusal.named_guess_red", seat=asked))
    _check_guess(e.guess, asked, Message("action.named_guess"))
    c.named_guess = BestMoveRecord(asked, e.guess)


def _best_move_refusal(c: Core, rules: GameRuleset) -> Message:
    if c.best_move is not None:
        return Message("refusal.best_move_done", seat=c.best_move.seat)
    if c.phase is not Phase.LAST_WORDS or not c.lw_morning:
        return Message("refusal.best_move_not_now", phase=describe_phase(c))
    seat = c.speaker
    assert seat is not None and c.roles is not None
    if c.roles[seat].team is not Team.RED:
        return Message("refusal.best_move_not_red", seat=seat, role=ROLE_WORDS[c.roles[seat]])
    if c.day1_vote_exits >= rules.best_move_void_day1_exits:
        return Message("refusal.best_move_void", count=c.day1_vote_exits)
    if rules.best_move_victim == "night1":
        return Message("refusal.best_move_night1", night=c.night)
    return Message("refusal.best_move_not_first", seat=seat)


# ---------------------------------------------------------------- what is legal now


def allowed_actions(c: Core, rules: GameRuleset) -> dict[ActionKind, frozenset[int]]:
    out: dict[ActionKind, frozenset[int]] = {}
    if c.phase is Phase.FINISHED:
        return out
    if c.paused:
        # a break stops the game: only its end (and a replacement, which is not a phase's action) may follow
        return {ActionKind.RESUME: frozenset()}
    if c.roles is None:
        out[ActionKind.ROLES] = frozenset(SEATS)
        return out
    alive = frozenset(c.living())
    # the player giving his last words, and tonight's victim before the morning, are still at the table and
    # may be fouled (see _require_foul_target)
    fouled = (alive | {c.speaker}) if c.phase is Phase.LAST_WORDS and c.speaker is not None else alive
    if c.nights and c.tonight.shot is not None and _shot_tonight(c, c.tonight.shot):
        fouled = fouled | {c.tonight.shot}
    out[ActionKind.FOUL] = fouled
    out[ActionKind.DISQUALIFY] = fouled
    out[ActionKind.JUDGE_AWARD] = frozenset()
    p = c.phase
    if p.is_speech:
        out[ActionKind.END_SPEECH] = frozenset()
    if p is Phase.DAY_SPEECH and c.speaker is not None:
        taken = {x.seat for x in c.candidates}
        nominated = any(x.nominated_by == c.speaker for x in c.candidates)
        if c.vote_cancelled is None and not nominated:
            out[ActionKind.NOMINATE] = frozenset(s for s in alive if s not in taken)
        if _withdraw_refusal(c, rules) is None:
            out[ActionKind.WITHDRAW] = frozenset()
    elif p.is_ballot:
        out[ActionKind.VOTE] = frozenset(s for s in alive if s not in c.voted)
    elif p is Phase.LIFT_VOTE:
        out[ActionKind.LIFT_VOTE] = alive
    elif p is Phase.LAST_WORDS:
        asked = best_move_asked(c, rules)
        if asked is not None:
            # the same seats for both answers: the keys must not tell the table the victim's team
            kind = ActionKind.BEST_MOVE if best_move_seat(c, rules) is not None else ActionKind.NAMED_GUESS
            out[kind] = frozenset(s for s in SEATS if s != asked)
    elif p is Phase.NIGHT_SHOT:
        out[ActionKind.SHOT] = alive
    elif p in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        kind = ActionKind.DON_CHECK if p is Phase.DON_CHECK else ActionKind.SHERIFF_CHECK
        out[kind] = frozenset() if checker_out(c) else check_seats(c) - {c.speaker}
    return out
