"""Each seed's format runs from its template to the last result: every round drawn by its stage's method,
every game stored, each later stage entered by the closing of the one before (the organiser's window does
exactly these store calls: Rounds tab, Games tab, Close the stage)."""

from __future__ import annotations

import random

import pytest
from organiser_kit import new_tournament, paper_game, save_draw

from mafia_desk.scoring.advance import advancement
from mafia_desk.store import open_store
from mafia_desk.tournament.load import effective_stages

# template -> registered players, and the games each stage ends with
FORMATS = {
    "stars-2016": (45, {"qualifying": 32, "semifinal": 8, "final": 4}),
    "arctic-2016": (16, {"qualifying": 8}),
    "white-nights-2016": (40, {"qualifying": 24, "semifinal": 12, "final": 4}),
    "german-open-2016": (40, {"qualifying": 28, "semifinal": 6, "final": 4}),
}


@pytest.mark.parametrize("template", sorted(FORMATS))
def test_a_seed_format_runs_to_its_last_result(sqlite_url: str, template: str) -> None:
    players, games_per_stage = FORMATS[template]
    rng = random.Random(template)
    with open_store(sqlite_url, backups=False) as store:
        tid = new_tournament(store, template, players)
        for index, stage in enumerate(effective_stages(store.load_tournament(tid))):
            if index and stage.advance is not None:
                decided = advancement(store.load_tournament(tid), stage.id)
                assert len(decided.through) == stage.advance
                lots = []
                if decided.needs_lot:  # the organiser records who drew what
                    lots = [{"players": list(decided.line), "order": list(decided.line)}]
                store.record_stage_closing(tid, stage.id, list(decided.through), lots, "Главный судья")
            assert stage.games is not None
            for round_ in range(1, stage.games + 1):
                tables = save_draw(store, tid, stage.id, round_, round_)
                entries = [paper_game(rng, stage.id, round_, i, p) for i, p in enumerate(tables, 1)]
                store.add_to_tournament(tid, games=entries)
        t = store.load_tournament(tid)
    assert {s.id: sum(1 for g in t.games if g.stage == s.id) for s in effective_stages(t)} == games_per_stage
    for closing in t.closings:  # each later stage seated exactly who its closing sent through
        seated = {p for g in t.games if g.stage == closing.stage for p in g.players}
        assert seated == set(closing.through)
