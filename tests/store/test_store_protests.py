"""Protests in the store: filed on a stored game, ruled (and revised) by the head judge, an upheld one
ending in a correction linked to it in the same transaction; kept through export, import and merge; refused
whole with one `invalid:` line when they break the file's rules (docs/tournament-format.md, `protests`)."""

from __future__ import annotations

import copy
import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from store_helpers import example

from mafia_desk.cli import main
from mafia_desk.scoring.output import explain_to_json, explain_to_text
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, open_store
from mafia_desk.store.errors import StoreError


def _stored(store: Store) -> tuple[int, dict[str, Any]]:
    data = example("white-nights-2016")
    return store.import_tournament(data), data["games"][0]


def test_a_protest_is_filed_ruled_revised_and_exported(store: Store) -> None:
    tid, game = _stored(store)
    where = (game["stage"], game["round"], game["table"])
    filer = game["players"][3]
    pid = store.file_protest(tid, *where, by=filer, text="  Голосование объявлено до конца речи  ")
    assert pid == "pr1"
    (protest,) = store.load_tournament(tid).protests
    assert (protest.slot, protest.by, protest.text, protest.status) == (
        where,
        filer,
        "Голосование объявлено до конца речи",
        "open",
    )
    filed = dt.datetime.fromisoformat(protest.at)
    assert filed.tzinfo is not None  # stamped by the store, with the hall clock's offset
    assert abs(filed - dt.datetime.now(dt.UTC)) < dt.timedelta(minutes=1)

    store.rule_protest(tid, pid, "rejected", reason="речь была окончена", by="Главный судья")
    store.rule_protest(tid, pid, "upheld", reason="по записи видео", by="Главный судья")
    (protest,) = store.load_tournament(tid).protests
    assert [r.decision for r in protest.rulings] == ["rejected", "upheld"]
    assert protest.status == "upheld" and protest.ruling is not None
    assert protest.ruling.reason == "по записи видео"

    exported = store.export_tournament(tid)
    (entry,) = exported["protests"]  # type: ignore[misc]
    assert list(entry) == ["id", "stage", "round", "table", "by", "text", "at", "rulings"]
    assert [r["decision"] for r in entry["rulings"]] == ["rejected", "upheld"]
    # A second protest gets the next id; a captain may file on a game he did not play.
    outsider = next(
        p["id"] for p in example("white-nights-2016")["players"] if p["id"] not in game["players"]
    )
    assert store.file_protest(tid, *where, by=outsider, text="капитан команды", filed_as="captain") == "pr2"


def test_an_upheld_protest_ends_in_a_linked_correction_the_standings_name(store: Store) -> None:
    tid, game = _stored(store)
    where = (game["stage"], game["round"], game["table"])
    filer = game["players"][0]
    pid = store.file_protest(tid, *where, by=filer, text="ошибка в подсчёте голосов")
    before = compute_standings(store.load_tournament(tid)).row(filer).total
    void = {
        "stage": where[0],
        "round": where[1],
        "table": where[2],
        "action": "void",
        "reason": "протест удовлетворён",
        "by": "Главный судья",
        "at": "2016-06-10T18:00:00",
    }
    store.rule_protest(tid, pid, "upheld", reason="голосование сорвано", by="Главный судья", correction=void)
    t = store.load_tournament(tid)
    (correction,) = t.corrections
    assert correction.extra["protest"] == pid
    assert t.protest_of(correction) == t.protests[0]
    standings = compute_standings(t)
    assert standings.row(filer).total != before
    text = explain_to_text(standings, filer)
    assert (
        "after protest pr1 by" in text and "upheld by Главный судья" in text and "голосование сорвано" in text
    )
    (named,) = explain_to_json(standings, filer)["corrections"]  # type: ignore[misc]
    assert named["protest"]["id"] == pid and named["protest"]["ruling"]["decision"] == "upheld"


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda s, t, g: s.file_protest(t, g["stage"], g["round"], 99, by=g["players"][0], text="x"),
            "not in",
        ),
        (
            lambda s, t, g: s.file_protest(t, g["stage"], g["round"], g["table"], by="nobody", text="x"),
            "unknown",
        ),
        (
            lambda s, t, g: s.file_protest(
                t, g["stage"], g["round"], g["table"], by=g["players"][0], text=" "
            ),
            "text",
        ),
        (lambda s, t, g: s.rule_protest(t, "pr9", "upheld", reason="r", by="j"), "no protest 'pr9'"),
    ],
)
def test_bad_protests_are_refused_whole(store: Store, change: Any, expected: str) -> None:
    tid, game = _stored(store)
    before = store.export_tournament(tid)
    with pytest.raises(StoreError) as err:
        change(store, tid, game)
    assert str(err.value).startswith("invalid: ") and expected in str(err.value)
    assert "\n" not in str(err.value)
    assert store.export_tournament(tid) == before


def test_a_player_who_did_not_play_files_only_as_a_captain(store: Store) -> None:
    tid, game = _stored(store)
    outsider = next(
        p["id"] for p in example("white-nights-2016")["players"] if p["id"] not in game["players"]
    )
    with pytest.raises(StoreError, match="did not play this game"):
        store.file_protest(tid, game["stage"], game["round"], game["table"], by=outsider, text="x")


def test_in_a_team_tournament_only_a_teams_captain_files_as_captain(store: Store) -> None:
    """The store holds a new protest to the teams' captains; the file keeps loading a captain's protest by
    anyone (a captain replaced since, or a file of a system without teams)."""
    data = example("white-nights-2016")
    game = data["games"][0]
    outsiders = [p["id"] for p in data["players"] if p["id"] not in game["players"]]
    data["teams"] = {
        "size": 2,
        "list": [{"id": "t1", "name": "A", "captain": outsiders[0], "players": outsiders[:2]}],
    }
    tid = store.import_tournament(data)
    where = (game["stage"], game["round"], game["table"])
    with pytest.raises(StoreError, match=f"{outsiders[1]} is no team's captain"):
        store.file_protest(tid, *where, by=outsiders[1], text="x", filed_as="captain")
    assert store.file_protest(tid, *where, by=outsiders[0], text="x", filed_as="captain") == "pr1"
    exported = store.export_tournament(tid)
    assert exported["protests"][0]["by"] == outsiders[0] and exported["protests"][0]["as"] == "captain"
    exported["protests"][0]["by"] = outsiders[1]  # no captain now: still a valid file
    exported["name"] = "reimported"
    assert store.load_tournament(store.import_tournament(exported)).protests[0].filed_as == "captain"


def test_a_ruling_needs_its_reason_and_a_rejection_changes_no_game(store: Store) -> None:
    tid, game = _stored(store)
    pid = store.file_protest(
        tid, game["stage"], game["round"], game["table"], by=game["players"][1], text="x"
    )
    with pytest.raises(StoreError, match="reason"):
        store.rule_protest(tid, pid, "upheld", reason="  ", by="Главный судья")
    void = {"stage": game["stage"], "round": game["round"], "table": game["table"], "action": "void"}
    with pytest.raises(StoreError, match="only an upheld"):
        store.rule_protest(tid, pid, "rejected", reason="нет", by="ГС", correction=void)
    assert store.load_tournament(tid).protests[0].rulings == ()


def test_protests_round_trip_and_merge_by_id(tmp_path: Path, store: Store) -> None:
    tid, game = _stored(store)
    pid = store.file_protest(
        tid, game["stage"], game["round"], game["table"], by=game["players"][2], text="x"
    )
    first = store.export_tournament(tid)
    # Another laptop's copy of the same tournament rules on the protest: merging brings the ruling in.
    with open_store(f"sqlite:///{tmp_path / 'other.sqlite3'}", backups=False) as other:
        oid = other.import_tournament(first)
        assert other.export_tournament(oid) == first
        other.rule_protest(oid, pid, "rejected", reason="не подтвердилось", by="ГС")
        ruled = other.export_tournament(oid)
    preview = store.merge_preview(tid, ruled)
    assert [(i.category, i.key, i.status) for i in preview.items if i.category == "protests"] == [
        ("protests", "protest pr1", "new")
    ]
    store.import_tournament(ruled)
    assert store.export_tournament(tid) == ruled
    store.import_tournament(first)  # an older copy brings nothing back
    assert store.export_tournament(tid) == ruled
    # A copy whose history differs is refused, both versions shown.
    clash = copy.deepcopy(ruled)
    clash["protests"][0]["rulings"][0]["decision"] = "upheld"  # type: ignore[index]
    with pytest.raises(StoreError, match="protest pr1 differs from the stored one"):
        store.import_tournament(clash)
    assert store.export_tournament(tid) == ruled


def test_cli_import_refuses_a_malformed_protests_key_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{tmp_path / 'desk.sqlite3'}")
    data = example("white-nights-2016")
    g = data["games"][0]
    data["protests"] = [
        {
            "id": "a",
            "stage": g["stage"],
            "round": g["round"],
            "table": g["table"],
            "by": g["players"][0],
            "text": "x",
            "at": "2016-06-10 18:00",
        }
    ]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["import", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("invalid: game (")
    assert "protest a: 'at' must be an ISO date and time" in err
    assert main(["tournaments"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == []
