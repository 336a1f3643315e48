"""Store.merge_preview: what a merge would add, skip and refuse, computed by the merge's own comparison."""

from __future__ import annotations

from typing import Any

from games_tab_kit import game_entry, north_cup

from mafia_desk.store import Store, TournamentImportError


def _file(data: dict[str, Any], *games: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {**data, "games": list(games), **more}


def test_a_preview_sorts_new_same_and_conflicting_and_writes_nothing(store: Store) -> None:
    data = north_cup()
    stored_game = game_entry(data, 1, 1)
    tid = store.import_tournament(_file(data, stored_game))
    before = store.export_tournament(tid)
    other = game_entry(data, 1, 1, winner="black", shot_night1=None)
    fresh = game_entry(data, 1, 2)
    preview = store.merge_preview(tid, _file(data, other, fresh))
    games = {i.key: i for i in preview.items if i.category == "games"}
    assert games["game (qualifying, 1, 2)"].status == "new"
    conflict = games["game (qualifying, 1, 1)"]
    assert conflict.status == "conflict"
    assert conflict.stored is not None and '"winner": "red"' in conflict.stored
    assert conflict.file is not None and '"winner": "black"' in conflict.file
    assert not preview.can_merge
    assert any("a different game is already stored" in p for p in preview.problems)
    assert {i.status for i in preview.items if i.category == "players"} == {"same"}
    assert {i.status for i in preview.items if i.category == "draws"} == {"same"}
    assert store.export_tournament(tid) == before
    # The merge refuses exactly what the preview showed.
    try:
        store.import_tournament(_file(data, other, fresh))
    except TournamentImportError as err:
        assert str(err) == "\n".join(preview.problems)
    else:
        raise AssertionError("the conflicting merge went through")


def test_a_clean_preview_is_what_the_merge_then_adds(store: Store) -> None:
    data = north_cup()
    tid = store.import_tournament(_file(data, game_entry(data, 1, 1)))
    incoming = _file(
        data,
        game_entry(data, 1, 1),
        game_entry(data, 1, 2),
        adjustments=[{"player": "p05", "points": -0.5, "reason": "опоздание"}],
    )
    preview = store.merge_preview(tid, incoming)
    assert preview.can_merge and preview.problems == ()
    assert [(i.category, i.key) for i in preview.of("new")] == [
        ("games", "game (qualifying, 1, 2)"),
        ("adjustments", "player p05"),
    ]
    store.import_tournament(incoming)
    stored = store.load_tournament(tid)
    assert [g.table for g in stored.games] == [1, 2]
    assert len(stored.adjustments) == 1
    assert store.merge_preview(tid, incoming).of("new") == ()


def test_a_merge_that_would_break_the_tournament_is_a_problem_of_the_preview(store: Store) -> None:
    data = north_cup()
    tid = store.import_tournament(_file(data, game_entry(data, 1, 1)))
    absent = {"player": "p01", "stage": "qualifying", "round": 1, "kind": "missed"}
    preview = store.merge_preview(tid, _file(data, absences=[absent]))
    assert not preview.can_merge
    assert "once merged into the stored tournament" in preview.problems[0]


def test_a_bad_file_is_refused_with_its_line(store: Store) -> None:
    data = north_cup()
    tid = store.import_tournament(data)
    try:
        store.merge_preview(tid, {**data, "ruleset": "no-such-rules"})
    except TournamentImportError as err:
        assert str(err).startswith("invalid: ")
    else:
        raise AssertionError("a bad file was previewed")
