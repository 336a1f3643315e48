"""A drawn game in the store, on SQLite and PostgreSQL: `winner` is a free text column (no constraint, so no
migration), an rfm-2026 draw is imported, added and exported as written, and a draw under a ruleset without
one is refused whole, nothing stored (docs/tournament-format.md, "winner: draw")."""

from __future__ import annotations

from typing import Any

import pytest
from scoring_builders import document, game

from mafia_desk.store import Store, TournamentImportError

TEN = list(range(1, 11))


def _draw(rnd: int = 1) -> dict[str, Any]:
    return game(rnd, TEN, winner="draw", ended_by="three_nights", shot=5, bonus=[{"seat": 9, "points": -0.2}])


def test_a_draw_round_trips_through_the_store(store: Store) -> None:
    tid = store.import_tournament(document("rfm-2026", 10, [_draw(), game(2, TEN, winner="black")]))
    out = store.export_tournament(tid)
    assert [(g["winner"], g["ended_by"]) for g in out["games"]] == [  # type: ignore[index]
        ("draw", "three_nights"),
        ("black", "normal"),
    ]
    t = store.load_tournament(tid)
    assert t.games[0].drawn and not t.games[1].drawn
    store.add_to_tournament(tid, games=[_draw(3)])
    assert store.load_tournament(tid).games[2].drawn


def test_a_draw_under_fiim_is_refused_and_nothing_is_stored(store: Store) -> None:
    with pytest.raises(TournamentImportError) as refused:
        store.import_tournament(document("fiim", 10, [_draw()]))
    assert "'winner' draw needs a ruleset whose three-nights rule is draw, not any_count" in str(
        refused.value
    )
    assert store.list_tournaments() == []
    tid = store.import_tournament(document("fiim", 10, [game(1, TEN)]))
    with pytest.raises(TournamentImportError):
        store.add_to_tournament(tid, games=[_draw(2)])
    assert len(store.load_tournament(tid).games) == 1


def test_a_draw_that_ended_normally_is_refused(store: Store) -> None:
    entry = {**_draw(), "ended_by": "normal"}
    with pytest.raises(TournamentImportError) as refused:
        store.import_tournament(document("rfm-2026", 10, [entry]))
    assert "'ended_by' must be three_nights or judge, not normal" in str(refused.value)


def test_a_judge_s_draw_round_trips_with_its_reason(store: Store) -> None:
    entry = {**_draw(), "ended_by": "judge", "reason": "disputed situation: judge's decision"}
    tid = store.import_tournament(document("rfm-2026", 10, [entry]))
    (out,) = store.export_tournament(tid)["games"]  # type: ignore[misc]
    assert (out["winner"], out["ended_by"], out["reason"]) == ("draw", "judge", entry["reason"])
    assert store.load_tournament(tid).games[0].drawn
