"""The shortcuts that make the standings of 100,000 player-games fast (issue 39, point 6) change no result:
shared point items score every game as fresh ones do, a breakdown made when first read holds each game's own
entries, the collector pause nests and restores, and a workbook reuses the overall standings only when a
stage's end counts the very same games."""

from __future__ import annotations

import gc
import json
from fractions import Fraction

import pytest
from fixtures import EXCHANGE

from mafia_desk.gc_pause import gc_paused
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.hall import last_round_of_stages
from mafia_desk.scoring.points import BreakdownEntry, CiCounts, SharedItems, score_game, series_facts
from mafia_desk.scoring.standings import compute_standings, same_rows
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Game, Tournament

FILES = sorted(p for p in EXCHANGE.glob("*.json") if not p.name.endswith(".expected.json"))


def _load(name: str) -> Tournament:
    return load_tournament(json.loads((EXCHANGE / name).read_text("utf-8")))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_shared_items_score_every_game_as_fresh_ones(path: object) -> None:
    t = load_tournament(json.loads(path.read_text("utf-8")))  # type: ignore[attr-defined]
    rules = scoring_rules(t.ruleset)
    factors = {s.id: s.factor for s in effective_stages(t)}
    games = list(t.scored_games)
    series = series_facts(games)
    fresh = CiCounts()
    reused = CiCounts()
    shared = SharedItems()
    for game in games:
        one = score_game(game, rules, factors[game.stage], series, fresh)
        two = score_game(game, rules, factors[game.stage], series, reused, shared)
        assert one == two
        assert [type(e.total) for e in two] == [Fraction] * len(two)
    assert shared.plain  # the cache was used


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_breakdown_read_later_holds_each_games_own_entries(path: object) -> None:
    """Each row's breakdown is made from shared seat scores when first read: every game entry must be the
    one `score_game` gives that seat, scored afresh in play order (A3) with the series the standings count,
    and the entries must add up to the row's total."""
    t = load_tournament(json.loads(path.read_text("utf-8")))  # type: ignore[attr-defined]
    standings = compute_standings(t)
    rules = scoring_rules(t.ruleset)
    stages = effective_stages(t)
    order = {s.id: i for i, s in enumerate(stages)}
    factors = {s.id: s.factor for s in stages}
    keys = {
        (e.stage, e.round, e.table) for row in standings.rows for e in row.breakdown if e.seat is not None
    }
    games = sorted(
        (g for g in t.scored_games if (g.stage, g.round, g.table) in keys),
        key=lambda g: (order[g.stage], g.round, g.table),
    )
    assert len(games) == standings.games_counted
    series = series_facts(games)
    counts = CiCounts()
    fresh: dict[tuple[object, ...], tuple[Game, list[BreakdownEntry]]] = {
        (g.stage, g.round, g.table): (g, score_game(g, rules, factors[g.stage], series, counts))
        for g in games
    }
    seen = 0
    for row in standings.rows:
        entries = tuple(row.breakdown)
        assert row.breakdown == entries and entries == row.breakdown and hash(row.breakdown) == hash(entries)
        assert len(row.breakdown) == len(entries) and list(row.breakdown[:2]) == list(entries[:2])
        assert sum((e.total for e in entries), Fraction(0)) == row.total
        played = [e for e in entries if e.seat is not None]
        assert len(played) == row.games
        for e in played:
            assert e.seat is not None
            game, scored = fresh[(e.stage, e.round, e.table)]
            assert game.players[e.seat - 1] == row.player
            assert e == scored[e.seat - 1]
        seen += len(played)
    assert seen == 10 * len(games)


def test_the_collector_pause_nests_and_restores() -> None:
    assert gc.isenabled()
    with gc_paused():
        assert not gc.isenabled()
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # only the outermost block turns it back on
    assert gc.isenabled()
    gc.disable()
    try:
        with gc_paused():
            pass
        assert not gc.isenabled()  # it was off: it stays off
    finally:
        gc.enable()


def test_same_rows_only_when_the_same_games_count() -> None:
    t = _load("white-nights-2016-organiser.json")
    ends = last_round_of_stages(t)
    assert len(ends) == 1
    stage, last = ends[0]
    assert same_rows(t, None, (stage, last))
    assert not same_rows(t, None, (stage, last - 1))
    assert not same_rows(t, (stage, last, 1), (stage, last))
    several = _load("german-open-2016.json")
    first_end = last_round_of_stages(several)[0]
    assert not same_rows(several, None, first_end)
