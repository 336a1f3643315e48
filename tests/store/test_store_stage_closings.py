"""Stage closings in the store: recorded in one transaction, refused whole, exported and imported back."""

from __future__ import annotations

import pytest
from advance_builders import THROUGH_BEFORE_LOT, TIED, closing, german_open

from mafia_desk.scoring.advance import advancement, entrants
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, StoreError, TournamentImportError, open_store
from mafia_desk.store.errors import StageClosedError
from mafia_desk.tournament import load_tournament

THROUGH = [*THROUGH_BEFORE_LOT, "p16"]
LOTS = [{"players": list(TIED), "order": ["p16", "p15"], "drawn": [3, 7]}]


def test_a_closing_is_stored_with_its_lot_and_reaches_the_standings(store: Store) -> None:
    tid = store.import_tournament(german_open())
    assert store.stage_closings(tid) == []
    closing_id = store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "Анна Судейская")
    (record,) = store.stage_closings(tid)
    assert record.id == closing_id and record.stage == "semifinal" and record.tournament_id == tid
    assert record.through == tuple(THROUGH)
    assert record.lots == ((TIED, ("p16", "p15"), (3, 7)),)
    assert record.closed_by == "Анна Судейская" and record.closed_at.startswith("20")
    t = store.load_tournament(tid)
    assert t.closing("semifinal") is not None
    s = compute_standings(t)
    assert s.row("p16").place == 20 and s.row("p16").lot_drawn
    assert not advancement(t, "semifinal").needs_lot
    assert entrants(t, "semifinal") == tuple(THROUGH)


def test_a_closing_travels_in_the_exported_file(store: Store, tmp_path: object) -> None:
    tid = store.import_tournament(german_open())
    store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "judge")
    exported = store.export_tournament(tid)
    (entry,) = exported["closings"]  # type: ignore[misc]
    assert entry["through"] == THROUGH and entry["lots"] == LOTS and entry["by"] == "judge"
    # Imported into another database, and merged again into this one: the same closing, nothing new.
    with open_store(f"sqlite:///{tmp_path}/other.sqlite3", backups=False) as other:
        oid = other.import_tournament(exported)
        assert other.load_tournament(oid) == store.load_tournament(tid)
    store.import_tournament(exported)
    assert len(store.stage_closings(tid)) == 1


def test_a_different_closing_in_a_merged_file_is_refused(store: Store) -> None:
    tid = store.import_tournament(german_open())
    store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "judge")
    doc = german_open()
    doc["closings"] = [
        closing(
            "semifinal", [*THROUGH_BEFORE_LOT, "p15"], [{"players": ["p15", "p16"], "order": ["p15", "p16"]}]
        )
    ]
    with pytest.raises(TournamentImportError, match="a different closing is already stored"):
        store.import_tournament(doc)
    assert store.stage_closings(tid)[0].through == tuple(THROUGH)


def test_a_stage_is_closed_once(store: Store) -> None:
    tid = store.import_tournament(german_open())
    store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "judge")
    with pytest.raises(StageClosedError, match="stage semifinal was entered already"):
        store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "judge")


@pytest.mark.parametrize(
    ("through", "lots", "by", "message"),
    [
        (THROUGH[:19], LOTS, "judge", "19 players go through, the stage takes 20"),
        (THROUGH, [{"players": ["p15", "p16"], "order": ["p15", "p16"]}], "judge", "does not follow"),
        (THROUGH, LOTS, "  ", "'by' must not be empty"),
        ([*THROUGH[:19], "p77"], LOTS, "judge", "unknown player 'p77'"),
    ],
)
def test_a_bad_closing_is_refused_and_nothing_is_stored(
    store: Store, through: list[str], lots: list[dict[str, list[str]]], by: str, message: str
) -> None:
    tid = store.import_tournament(german_open())
    before = store.export_tournament(tid)
    with pytest.raises(TournamentImportError, match=message) as info:
        store.record_stage_closing(tid, "semifinal", through, lots, by)
    assert str(info.value).startswith("invalid: ")
    assert store.stage_closings(tid) == [] and store.export_tournament(tid) == before


def test_an_unknown_stage_or_tournament_is_refused(store: Store) -> None:
    tid = store.import_tournament(german_open())
    with pytest.raises(TournamentImportError, match="unknown stage"):
        store.record_stage_closing(tid, "playoff", THROUGH, [], "judge")
    with pytest.raises(StoreError, match="no tournament"):
        store.record_stage_closing(tid + 5, "semifinal", THROUGH, [], "judge")
    with pytest.raises(StoreError, match="no tournament"):
        store.stage_closings(tid + 5)


def test_the_closing_stays_when_a_game_of_the_previous_stage_is_corrected(store: Store) -> None:
    tid = store.import_tournament(german_open())
    store.record_stage_closing(tid, "semifinal", THROUGH, LOTS, "judge")
    fixed = dict(german_open()["games"][1])
    fixed["bonus"] = [{"seat": 5, "points": 0.6}, {"seat": 6, "points": 0.5}]
    store.add_to_tournament(
        tid,
        corrections=[
            {
                "stage": "qualifying",
                "round": 1,
                "table": 2,
                "action": "replace",
                "game": fixed,
                "reason": "bonus mistyped",
                "by": "judge",
                "at": "2016-04-30T20:00:00",
            }
        ],
    )
    t = store.load_tournament(tid)
    assert advancement(t, "semifinal").changed
    assert entrants(t, "semifinal") == tuple(THROUGH)
    assert load_tournament(store.export_tournament(tid)) == t
