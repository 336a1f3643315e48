"""The hall's view: for every prefix of real games, nothing of the roles before the end and nothing of the
night before the morning."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest
from fixtures import GAME_LOGS
from gamekit import DON, SHERIFF, day, new_game
from hall_script import scripted_game

from mafia_desk.game import DonCheck, EndSpeech, Game, Role, SheriffCheck, Shot, Vote, load_game_log
from mafia_desk.game.events import Disqualify, Foul
from mafia_desk.game.hall_view import (
    HALL_VIEW_VERSION,
    STAGE_DAY,
    STAGE_FINISHED,
    STAGE_NIGHT,
    HallView,
    hall_view,
    to_json,
    told_game,
)
from mafia_desk.game.model import Phase

LOGS = sorted(GAME_LOGS.glob("*.json"))
ROLE_WORDS = {r.value for r in Role}


def prefixes(game: Game) -> list[Game]:
    """The game after each of its events, the roles' event first."""
    out = []
    replayed = Game(game.ruleset, game.seats, game.meta, game.version)
    for event in game.events:
        replayed.apply(event)
        out.append(replayed.fork())
    return out


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def out_done_the_don() -> Game:
    """A version-3 game whose don is voted out on day 1: his turn still comes at night 1 (G18)."""
    game = new_game(version=3)
    day(game, {1: DON, 2: 6})
    game.apply(Vote((1, 2, 4, 6, 7, 9, 10)))
    game.apply(Vote((3, 5, 8)))  # the last candidate takes the rest (version 2+)
    assert game.state.status(DON).value == "voted_out"
    while game.state.phase.kind is Phase.LAST_WORDS:
        game.apply(EndSpeech())
    game.apply(Shot(SHERIFF))
    assert game.state.phase.kind is Phase.DON_CHECK and game.state.checker_out
    game.apply(Foul(2))  # a foul at night is said aloud: the hall sees it
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(4))
    return game


GAMES = [pytest.param(load_game_log(p), id=p.stem) for p in LOGS] + [
    pytest.param(out_done_the_don(), id="v3-don-out"),
    pytest.param(scripted_game(), id="v3-scripted"),
]


@pytest.mark.parametrize("game", GAMES)
def test_no_role_before_the_end_even_when_asked(game: Game) -> None:
    for g in prefixes(game):
        if g.state.finished:
            continue
        view = hall_view(g, reveal_roles=True)
        assert not view.roles_shown
        assert all(seat.role is None for seat in view.seats)
        words = strings(to_json(view))
        leaked = [w for w in words if w in ROLE_WORDS]
        assert not leaked, (g.state, leaked)


@pytest.mark.parametrize("game", GAMES)
def test_the_night_shows_nothing_but_its_fouls(game: Game) -> None:
    """Between nightfall and the morning, the hall's view changes only by a foul: the shot, the don's and
    the sheriff's turns (even a turn of a checker who is out) leave it exactly as it was."""
    games = prefixes(game)
    nights = 0
    for before, after in pairwise(games):
        a, b = hall_view(before), hall_view(after)
        if a.stage != STAGE_NIGHT or b.stage != STAGE_NIGHT:
            continue
        nights += 1
        assert b.night == a.night
        event = after.events[-1]
        if isinstance(event, Foul | Disqualify):
            assert [s.fouls for s in a.seats] != [
                s.fouls for s in b.seats
            ] or event.kind.value == "disqualify"
            continue
        assert a == b, (before.state, event)
    for g in games:
        v = hall_view(g)
        if v.stage == STAGE_NIGHT:
            assert v.speaker is None and v.step is None and not v.candidates and not v.ballots
            night = g.state.night_results[-1]
            if night.shot is not None:
                assert v.seats[night.shot - 1].status == "alive", g.state
    if any(g.state.phase.kind.is_night for g in games):
        assert nights > 0


@pytest.mark.parametrize("game", GAMES)
def test_the_victim_shows_from_the_morning(game: Game) -> None:
    for g in prefixes(game):
        s = g.state
        view = hall_view(g)
        if view.stage in (STAGE_DAY, STAGE_FINISHED):
            for seat in view.seats:
                assert seat.status == s.status(seat.seat).value
        if s.phase.kind is Phase.LAST_WORDS and view.stage == STAGE_DAY and s.night_results:
            victim = s.night_results[-1].shot
            if victim is not None and s.current_speaker == victim:
                assert view.seats[victim - 1].status == "shot"
                assert view.speaker == victim


def test_a_held_check_answer_keeps_the_night() -> None:
    game = load_game_log(GAME_LOGS / "01-red-win-fiim.json")
    upto = next(i for i, e in enumerate(game.events) if e.kind.value == "sheriff_check")
    g = prefixes(game)[upto]
    assert g.state.phase.kind is Phase.LAST_WORDS
    morning = hall_view(g)
    held = hall_view(g, night_held=True)
    assert morning.stage == STAGE_DAY and held.stage == STAGE_NIGHT
    victim = g.state.night_results[-1].shot
    assert victim is not None
    assert morning.seats[victim - 1].status == "shot" and held.seats[victim - 1].status == "alive"
    assert held.speaker is None


def test_the_told_night_is_the_night_as_it_fell_with_its_fouls() -> None:
    """The engine counts the shot at once: the victim's lost speech is forgotten and the table is one seat
    smaller. The told game has no shot tonight, so nothing derived from it (a 3rd foul's note, the short
    table's rule) changes before the morning; a foul given at night is told."""
    game = new_game(version=3)
    day(game, fouls={2: [1, 1, 1]})  # seat 1 has spoken: his next speech is lost
    assert game.state.phase.kind is Phase.NIGHT_SHOT and game.state.next_speech_seconds(1) == 0
    game.apply(Shot(1))
    game.apply(Foul(4))
    game.apply(DonCheck(SHERIFF))
    assert game.state.next_speech_seconds(1) == 60 and len(game.state.living) == 9
    told = told_game(game).state
    assert told.phase.kind is Phase.NIGHT_SHOT and told.phase.night == 1
    assert told.status(1).value == "alive" and told.next_speech_seconds(1) == 0 and len(told.living) == 10
    assert told.fouls(4) == 1 and not told.night_results[-1].shot_done
    assert told_game(game, night_held=True).state == told  # the don's answer up: the same night
    game.apply(SheriffCheck(DON))  # the engine's morning, the sheriff's answer still up
    assert told_game(game) is game and game.state.phase.day == 2
    held = told_game(game, night_held=True).state
    assert held == told and held.phase.day == 1
    assert hall_view(game, night_held=True) == hall_view(told_game(game, night_held=True))
    assert hall_view(game, night_held=True).day == 1, "the next day is the morning's to tell"


def test_a_shot_that_ends_the_game_is_told_at_once() -> None:
    game = new_game(version=3)
    day(game)
    for seat in (1, 2, 4):  # three reds removed at night: 3 blacks, 4 reds
        for _ in range(4):
            game.apply(Foul(seat))
    game.apply(Shot(6))
    assert game.state.finished
    assert told_game(game) is game and told_game(game, night_held=True) is game
    view = hall_view(game)
    assert view.stage == STAGE_FINISHED and view.seats[5].status == "shot"


@pytest.mark.parametrize("game", GAMES)
def test_roles_at_the_end_only_on_request(game: Game) -> None:
    if not game.state.finished:
        pytest.skip("the log stops before the end")
    hidden = hall_view(game)
    shown = hall_view(game, reveal_roles=True)
    assert all(s.role is None for s in hidden.seats) and not hidden.roles_shown
    roles = game.state.roles
    assert roles is not None
    assert {s.seat: s.role for s in shown.seats} == {k: v.value for k, v in roles.items()}
    assert shown.result is not None and game.state.winner is not None
    assert shown.result.winner == game.state.winner.value


def test_the_day_shows_speaker_candidates_and_tally() -> None:
    game = new_game(version=3)
    day(game, {1: 4, 2: 6})
    view = hall_view(game)
    assert view.stage == STAGE_DAY and view.step == "vote" and view.day == 1
    assert [(c.seat, c.nominated_by) for c in view.candidates] == [(4, 1), (6, 2)]
    assert view.counting == 4
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    game.apply(Vote((4, 6, 9, 10)))
    view = hall_view(game)
    assert view.step == "last_words" and view.speaker == 4
    ballot = view.ballots[-1]
    assert dict(ballot.votes)[4] == (1, 2, 3, 5, 7, 8) and ballot.outcome is not None
    assert view.seats[3].status == "voted_out" and view.seats[3].speaking


def test_the_json_is_versioned_plain_and_names_only_public_meta() -> None:
    game = load_game_log(GAME_LOGS / "01-red-win-fiim.json")
    game.meta["host"] = "секрет ведущего"
    data = to_json(hall_view(game, reveal_roles=True), labels={"stage": "Конец"})
    assert data["type"] == "state" and data["version"] == HALL_VIEW_VERSION
    assert data["heading"] == {"stage": "qualifying", "round": "1", "table": "1", "title": "red win"}
    text = json.dumps(data, ensure_ascii=False)
    assert "секрет" not in text and "Конец" in text
    assert json.loads(text) == data
    assert data["result"]["reason"]["code"].startswith("win.")


def test_the_view_is_frozen() -> None:
    view = hall_view(new_game())
    with pytest.raises(AttributeError):
        view.stage = "day"  # type: ignore[misc]
    assert isinstance(replace(view, day=3), HallView)


def test_a_break_and_a_replacement_reach_the_hall() -> None:
    """The hall sees the break (every clock at the table stands) and the new player's name on his seat,
    with the mark that the seat changed hands; the starter's name is gone from the seat."""
    from mafia_desk.game import Pause, Replace, Resume

    game = new_game(version=3)
    game.apply(EndSpeech())
    starter = game.player(6).player
    game.apply(Pause("2026-12-01T20:10:00"))
    paused = hall_view(game)
    assert paused.break_since == "2026-12-01T20:10:00"
    assert to_json(paused)["break_since"] == "2026-12-01T20:10:00"
    game.apply(Replace(6, "Подменный Игрок", None, "fell ill"))
    game.apply(Resume("2026-12-01T20:14:30"))
    view = hall_view(game)
    assert view.break_since is None
    seat6 = view.seats[5]
    assert (seat6.player, seat6.replaced) == ("Подменный Игрок", True)
    assert starter not in strings(to_json(view))
    assert not any(s.replaced for s in view.seats if s.seat != 6)
