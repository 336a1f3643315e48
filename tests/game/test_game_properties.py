"""Property tests: random sequences of legal events (drawn from `allowed_actions`) under every ruleset never
break an invariant, and random arbitrary events are either accepted as allowed or refused without a trace."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import event as note_event
from hypothesis import strategies as st

from mafia_desk.game import (
    LOG_VERSIONS,
    ActionKind,
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
    NamedGuess,
    Nominate,
    Role,
    Roles,
    Seat,
    SheriffCheck,
    Shot,
    Team,
    Vote,
    Withdraw,
    game_from_log_dict,
    game_log_to_dict,
    load_game_ruleset,
)
from mafia_desk.game.model import SEATS

RULESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]
# How often each kind is picked when it is allowed: the flow moves on, fouls and awards stay rare.
WEIGHTS = {
    ActionKind.FOUL: 1,
    ActionKind.DISQUALIFY: 1,
    ActionKind.JUDGE_AWARD: 0,
    ActionKind.WITHDRAW: 2,
    ActionKind.BEST_MOVE: 6,
    ActionKind.NAMED_GUESS: 6,
}
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _new(ruleset: str, version: int) -> Game:
    return Game(load_game_ruleset(ruleset), [Seat(i, f"Игрок {i}") for i in SEATS], version=version)


def _draw_event(data: st.DataObject, game: Game) -> Event:
    allowed = game.state.allowed_actions()
    kinds = [k for k in sorted(allowed) for _ in range(WEIGHTS.get(k, 12))]
    if not kinds:
        kinds = sorted(allowed)
    kind = data.draw(st.sampled_from(kinds))
    seats = sorted(allowed[kind])
    if kind is ActionKind.ROLES:
        picked = data.draw(st.permutations(list(SEATS)))
        return Roles(picked[0], (picked[1], picked[2]), picked[3])
    if kind is ActionKind.END_SPEECH:
        return EndSpeech()
    if kind is ActionKind.WITHDRAW:
        return Withdraw()
    if kind is ActionKind.JUDGE_AWARD:
        return JudgeAward(data.draw(st.sampled_from([Team.RED, Team.BLACK])), "disputed situation")
    if kind is ActionKind.NOMINATE:
        return Nominate((data.draw(st.sampled_from(seats)),))
    if kind is ActionKind.FOUL:
        return Foul(data.draw(st.sampled_from(seats)))
    if kind is ActionKind.DISQUALIFY:
        return Disqualify(data.draw(st.sampled_from(seats)), "oath")
    if kind is ActionKind.VOTE and game.state.closes_ballot:
        return Vote(tuple(seats))  # the last candidate takes every hand not yet given (G5a)
    if kind in (ActionKind.VOTE, ActionKind.LIFT_VOTE):
        chosen = tuple(data.draw(st.lists(st.sampled_from(seats), unique=True))) if seats else ()
        return Vote(chosen) if kind is ActionKind.VOTE else LiftVote(chosen)
    if kind in (ActionKind.BEST_MOVE, ActionKind.NAMED_GUESS):
        guess = data.draw(st.lists(st.sampled_from(seats), min_size=3, max_size=3, unique=True))
        trio = (guess[0], guess[1], guess[2])
        return BestMove(trio) if kind is ActionKind.BEST_MOVE else NamedGuess(trio)
    target = data.draw(st.one_of(st.none(), st.sampled_from(seats))) if seats else None
    if kind is ActionKind.SHOT:
        return Shot(target)
    if kind is ActionKind.DON_CHECK:
        return DonCheck(target)
    return SheriffCheck(target)


def _check_invariants(game: Game, living_before: int) -> None:
    state = game.state
    living = state.living
    assert len(living) <= living_before, "the living count never grows"
    roles = state.roles
    if roles is None:
        return
    values = list(roles.values())
    assert values.count(Role.DON) == 1 and values.count(Role.MAFIA) == 2 and values.count(Role.SHERIFF) == 1
    blacks = sum(1 for s in living if roles[s].team is Team.BLACK)
    reds = len(living) - blacks
    win_holds = blacks == 0 or blacks >= reds
    if not state.finished:
        assert not win_holds, "a win condition holds but the game goes on"
        assert state.allowed_actions(), "a running game always offers an action"
    elif state.ended_by == "normal":
        reason = state.win_reason or ""
        assert win_holds or "removed at" in reason, reason
        if win_holds:
            assert state.winner is (Team.RED if blacks == 0 else Team.BLACK)
    elif state.ended_by == "three_nights":
        assert state.winner is Team.RED
    if state.finished:
        assert state.allowed_actions() == {}


@SETTINGS
@given(ruleset=st.sampled_from(RULESETS), version=st.sampled_from(LOG_VERSIONS), data=st.data())
def test_random_legal_games_keep_every_invariant(ruleset: str, version: int, data: st.DataObject) -> None:
    game = _new(ruleset, version)
    for _ in range(400):
        if game.state.finished:
            break
        living_before = len(game.state.living)
        before = game.state
        event = _draw_event(data, game)
        game.apply(event)  # an event built from allowed_actions() is always legal
        _check_invariants(game, living_before)
        after = game.state
        assert game.undo() == event
        assert game.state == before
        game.redo()
        assert game.state == after
    note_event(f"ended by: {game.state.ended_by}")
    replayed = game_from_log_dict(game_log_to_dict(game))
    assert replayed.state == game.state
    assert replayed.events == game.events


_ANY_EVENT = st.one_of(
    st.builds(EndSpeech),
    st.builds(Withdraw),
    st.builds(lambda s: Nominate(tuple(s)), st.lists(st.integers(1, 10), min_size=1, max_size=3)),
    st.builds(lambda s: Vote(tuple(s)), st.lists(st.integers(1, 10), max_size=11)),
    st.builds(lambda s: LiftVote(tuple(s)), st.lists(st.integers(1, 10), max_size=11)),
    st.builds(Foul, st.integers(1, 10)),
    st.builds(Shot, st.one_of(st.none(), st.integers(1, 10))),
    st.builds(DonCheck, st.one_of(st.none(), st.integers(1, 10)), st.one_of(st.none(), st.booleans())),
    st.builds(SheriffCheck, st.one_of(st.none(), st.integers(1, 10)), st.one_of(st.none(), st.booleans())),
    st.builds(lambda g: BestMove((g[0], g[1], g[2])), st.lists(st.integers(1, 10), min_size=3, max_size=3)),
)


@SETTINGS
@given(ruleset=st.sampled_from(RULESETS), version=st.sampled_from(LOG_VERSIONS), data=st.data())
def test_arbitrary_events_are_accepted_only_when_allowed_and_refusals_leave_no_trace(
    ruleset: str, version: int, data: st.DataObject
) -> None:
    game = _new(ruleset, version)
    for _ in range(250):
        if game.state.finished:
            break
        event = _draw_event(data, game) if data.draw(st.booleans()) else data.draw(_ANY_EVENT)
        before = game.state
        allowed = before.allowed_actions()
        count = len(game.events)
        try:
            game.apply(event)
        except IllegalAction as err:
            assert str(err), "a refusal always says why"
            assert game.state is before and len(game.events) == count
            continue
        assert event.kind in allowed, f"{event} was accepted but not offered"
        seat = getattr(event, "seat", None)
        if event.kind in (ActionKind.FOUL, ActionKind.SHOT, ActionKind.DON_CHECK, ActionKind.SHERIFF_CHECK):
            assert seat is None or seat in allowed[event.kind]
        if isinstance(event, Vote | LiftVote):
            assert set(event.seats) <= allowed[event.kind]
