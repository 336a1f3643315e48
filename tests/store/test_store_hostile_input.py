"""Hostile input through the headless commands (issue 10, items 8 and 11-13): one line, never a traceback.

Values no real tournament has are refused at validation, so SQLite and PostgreSQL answer the same, and the
database is left exactly as it was.
"""

from __future__ import annotations

import copy
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hostile import assert_one_line_refusal_or_success
from sqlalchemy import event, func, select
from sqlalchemy.engine import make_url
from store_helpers import example, seats

from mafia_desk.cli import main
from mafia_desk.commands.store import tsv_cell
from mafia_desk.inputs import limits
from mafia_desk.store import open_store
from mafia_desk.store.models import Player, TournamentPlayer

Doc = dict[str, Any]


@pytest.fixture
def desk(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("MAFIA_DESK_DB", db_url)
    return db_url


def _base() -> Doc:
    return copy.deepcopy(example("fiim"))


def _with(change: Callable[[Doc], object]) -> Doc:
    doc = _base()
    change(doc)
    return doc


def _adjust(points: object) -> Callable[[Doc], object]:
    return lambda d: d["adjustments"].append({"player": "p01", "points": points, "reason": "late"})


def _stages(coefficient: object) -> Callable[[Doc], object]:
    return lambda d: d.update(stages=[{"id": "qualifying", "coefficient": coefficient}])


def _name(value: str, key: str = "name") -> Callable[[Doc], object]:
    return lambda d: d["players"][0].update({key: value})


def _game(key: str, value: object) -> Callable[[Doc], object]:
    return lambda d: d["games"][0].update({key: value})


def _draw(**change: object) -> Callable[[Doc], object]:
    draw: dict[str, object] = {"stage": "qualifying", "round": 1, "seed": 1, "tables": [], **change}
    return lambda d: d.update(draws=[draw])


def _correct(**change: object) -> Callable[[Doc], object]:
    def apply(d: Doc) -> None:
        g = d["games"][0]
        where = {"stage": g["stage"], "round": g["round"], "table": g["table"]}
        entry = {**where, "action": "void", "reason": "protest", "by": "Судья", "at": "2016-06-11T18:02:00"}
        d.update(corrections=[{**entry, **change}])

    return apply


REFUSED: list[tuple[str, Callable[[Doc], object], str]] = [
    ("round 1001", _game("round", 1001), "'round' must be <= 1,000"),
    ("table 10^20", _game("table", 10**20), "'table' must be <= 1,000, not an integer of 21 digits"),
    ("round 2^63", _game("round", 2**63), "'round' must be <= 1,000"),
    (
        "absence in round 2^31",
        lambda d: d["absences"].append(
            {"player": "p12", "stage": "qualifying", "round": 2**31, "kind": "bye"}
        ),
        "'round' must be <= 1,000",
    ),
    ("adjustment of 1,001 points", _adjust(1001), "must be within -1,000..1,000"),
    ("adjustment of -10^19 points", _adjust(-(10**19)), "must be within -1,000..1,000"),
    ("adjustment of 1e300 points", _adjust(1e300), "must be within -1,000..1,000"),
    (
        "penalty of -10^30",
        lambda d: d["games"][0]["penalties"].append({"seat": 5, "points": -(10**30), "reason": "x"}),
        "must be within -1,000..1,000",
    ),
    ("coefficient 101", _stages(101), "'coefficient' must be <= 100, not 101"),
    ("coefficient 1e308", _stages(1e308), "'coefficient' must be <= 100"),
    ("name of 201 characters", _name("Я" * 201), "'name' is 201 characters long; at most 200"),
    ("club of 10,000 characters", _name("x" * 10_000, "club"), "'club' is 10,000 characters long"),
    ("tournament name of 201 characters", lambda d: d.update(name="T" * 201), "'name' is 201 characters"),
    ("NUL in a name", _name("Ган\x00с"), "NUL"),
    ("tab in a name", _name("Ган\tс"), "control character U+0009"),
    ("line break in a player id", lambda d: d["players"][11].update(id="p\n12"), "control character U+000A"),
    ("escape sequence in a city", _name("\x1b[31mRed", "city"), "control character U+001B"),
    (
        "line separator in a stage id",
        lambda d: d.update(stages=[{"id": "qual\u2028ifying"}]),
        "control character U+2028",
    ),
    ("right-to-left override in a name", _name("Иван\u202eвонавИ"), "direction control U+202E"),
    ("isolate in a club", _name("Клуб\u2067x\u2069", "club"), "direction control U+2067"),
    ("lone surrogate in a name", _name("Ган\ud800с"), "lone surrogate (\\ud800)"),
    ("lone surrogate in an unknown key", lambda d: d.update({"\udc00": 1}), "lone surrogate (\\udc00)"),
    ("NUL in an unknown value", lambda d: d["players"][0].update(note="a\x00b"), "NUL"),
    ("nesting 40 deep in an unknown key", lambda d: d.update(x=json.loads("[" * 40 + "]" * 40)), "nested"),
    # The organiser's keys (issue 12) are held to the same limits.
    ("venue of 201 characters", lambda d: d.update(venue="В" * 201), "'venue' is 201 characters long"),
    ("line break in a judge", lambda d: d.update(judges=["Судья\n1"]), "control character U+000A"),
    ("a stage of 1,001 games", lambda d: d.update(stages=[{"id": "qualifying", "games": 1001}]), "<= 1,000"),
    ("a draw's seed of 2^63", _draw(seed=2**63), "'seed' must be <= 9,223,372,036,854,775,807"),
    ("a draw of round 10^20", _draw(round=10**20), "'round' must be <= 1,000, not an integer of 21 digits"),
    ("a draw of 1,001 tables", _draw(tables=[[]] * 1001), "1,001 tables; at most 1,000"),
    ("a correction's reason of 2,001", _correct(reason="x" * 2001), "'reason' is 2,001 characters long"),
    ("a correction at a time of 201", _correct(at="2016-06-11T18:02:00" + "0" * 182), "'at' is 201 char"),
    ("NUL in a correction's judge", _correct(by="Суд\x00ья"), "NUL"),
]

# Raw text, since `json.dumps` never writes these.
RAW_REFUSED: list[tuple[str, str, str, str]] = [
    ("an integer of 5,000 digits", '"version": 1', '"version": 1, "x": ' + "7" * 5000, "4,300 digits"),
    ("100,000 nested arrays", '"version": 1', '"version": 1, "x": ' + "[" * 100_000, "nested deeper"),
    ("NaN", '"version": 1', '"version": 1, "x": NaN', "NaN is not a JSON number"),
    ("Infinity as points", '"round": 1,', '"round": 1, "x": -Infinity,', "-Infinity is not a JSON number"),
    ("1e999", '"version": 1', '"version": 1, "x": 1e999', "too large"),
]


def _db_state(url: str) -> object:
    """What a refusal must not change: the file's bytes on SQLite, every stored row count on PostgreSQL."""
    with open_store(url, backups=False) as store:
        path = store.path
        if path is None:
            with store.engine.connect() as conn:
                players = conn.execute(select(func.count()).select_from(Player)).scalar_one()
            return (store.list_tournaments(), players)
    return path.read_bytes()


def _refused(
    desk: str, tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str], expected: str
) -> None:
    source = tmp_path / "bad.json"
    source.write_bytes(content)
    before = _db_state(desk)
    code = main(["import", str(source)])
    captured = capsys.readouterr()
    assert code == 2, captured
    assert_one_line_refusal_or_success(code, captured, "import")
    assert expected in captured.err
    assert _db_state(desk) == before


@pytest.mark.parametrize(("label", "change", "expected"), REFUSED, ids=[r[0] for r in REFUSED])
def test_values_no_tournament_has_are_one_line_and_store_nothing(
    desk: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    label: str,
    change: Callable[[Doc], object],
    expected: str,
) -> None:
    assert main(["import", _write(tmp_path / "base.json", _base())]) == 0  # merges exercise the checks too
    capsys.readouterr()
    content = json.dumps(_with(change), ensure_ascii=True).encode("ascii")
    _refused(desk, tmp_path, content, capsys, expected)
    renamed = _with(change)
    renamed["name"] = renamed["name"] if len(renamed["name"]) > 200 else "Another tournament"
    _refused(desk, tmp_path, json.dumps(renamed).encode("ascii"), capsys, expected)


@pytest.mark.parametrize(("label", "old", "new", "expected"), RAW_REFUSED, ids=[r[0] for r in RAW_REFUSED])
def test_json_beyond_pythons_own_limits_is_one_line(
    desk: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    label: str,
    old: str,
    new: str,
    expected: str,
) -> None:
    text = json.dumps(_base(), ensure_ascii=False)
    assert old in text
    _refused(desk, tmp_path, text.replace(old, new, 1).encode("utf-8"), capsys, expected)


def test_the_largest_values_allowed_are_stored_and_scored(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = _base()
    doc["name"] = "Т" * limits.MAX_NAME_CHARS
    doc["stages"] = [{"id": "qualifying", "coefficient": limits.MAX_COEFFICIENT}]
    doc["players"][0]["name"] = "Я" * limits.MAX_NAME_CHARS
    doc["players"][0]["note"] = json.loads("[" * 20 + "]" * 20)
    doc["games"][0]["round"] = limits.MAX_ROUND
    doc["games"][0]["table"] = limits.MAX_TABLE
    doc["games"][0]["reason"] = "Протест\nотклонён\t(" + "x" * 1900 + ")"
    doc["adjustments"] = [{"player": "p02", "points": -limits.MAX_ABS_POINTS, "reason": "снятие"}]
    # The organiser's keys at their limits too (issue 12).
    doc["stages"][0].update(
        games=limits.MAX_ROUND, tables=limits.MAX_TABLE, advance=limits.MAX_PLAYERS, hidden_from_round=1
    )
    doc["venue"] = "В" * limits.MAX_NAME_CHARS
    doc["judges"] = ["С" * limits.MAX_NAME_CHARS]
    # A round drawn but not played yet, the largest seed.
    seated = doc["games"][0]["players"]
    draw = {"stage": "qualifying", "round": limits.MAX_ROUND - 1, "seed": limits.MAX_SEED, "tables": [seated]}
    doc["draws"] = [{**draw, "sitting_out": [p["id"] for p in doc["players"] if p["id"] not in seated]}]
    assert main(["import", _write(tmp_path / "max.json", doc)]) == 0
    tid = capsys.readouterr().out.strip()
    exported = tmp_path / "exported.json"
    assert main(["export", tid, "-o", str(exported)]) == 0
    assert json.loads(exported.read_text(encoding="utf-8")) == doc
    assert main(["standings", str(exported), "--format", "csv"]) == 0
    assert "-1000" in capsys.readouterr().out


def _write(path: Path, doc: Doc) -> str:
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


# --- item 11: files beyond the cap, huge ids, bad drivers ---


def test_a_device_or_a_file_beyond_the_cap_is_refused_before_reading(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:  # sparse: no disk space used
        fh.truncate(limits.MAX_FILE_BYTES + 1)
    cap = f"larger than {limits.MAX_FILE_BYTES // 2**20} MB"
    for path in (str(huge), "/dev/zero"):
        if not os.path.exists(path):
            continue
        start = time.perf_counter()
        code = main(["import", path])
        captured = capsys.readouterr()
        assert code == 2 and captured.err.startswith("invalid: file: ") and cap in captured.err
        assert len(captured.err.splitlines()) == 1
        assert time.perf_counter() - start < 5
    with open_store(desk, backups=False) as store:
        assert store.list_tournaments() == []


@pytest.mark.parametrize("tournament", ["9" * 25, "9" * 5000, str(2**63), "0", "²", "١٢"])
def test_export_of_an_id_no_database_can_hold_is_a_line(
    desk: str, capsys: pytest.CaptureFixture[str], tournament: str
) -> None:
    assert main(["export", tournament]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: no tournament ") and len(captured.err.splitlines()) == 1
    assert len(captured.err) < 200


@pytest.mark.parametrize(
    "url",
    [
        "postgresql+nosuch://mafia:secret@localhost/desk",
        "postgresql+psycopg2x://localhost/desk",
        "sqlite+nosuch:////tmp/desk.sqlite3",
        "sqlite+pysqlcipher:////tmp/desk.sqlite3",
    ],
)
def test_a_database_url_with_an_unknown_driver_is_a_line(
    url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    for argv in (["tournaments"], ["export", "1"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: database URL ") and "is not available" in err
        assert len(err.splitlines()) == 1 and "secret" not in err


@pytest.mark.parametrize(
    "url",
    [
        "mysql://desk:secret@127.0.0.1/mafia",  # parsed, but not a supported database
        "postgresql+psycopg://desk:secret@127.0.0.1:abc/mafia",  # a port that is no number
        "postgresql+psycopg://desk:secret@[::1/mafia",  # an unclosed IPv6 address
    ],
)
def test_a_database_url_that_cannot_be_used_is_a_line_without_its_password(
    url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by QA: a non-numeric port was a traceback (SQLAlchemy's ValueError), and an unsupported database
    echoed the URL with its password."""
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    for argv in (["tournaments"], ["export", "1"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: ") and "database URL" in err, err
        assert len(err.splitlines()) == 1 and "secret" not in err and "***" in err, err


# --- item 12: the work of an import is bounded ---


def _players_doc(count: int, name: str = "Большой турнир") -> Doc:
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": name,
        "ruleset": "fiim",
        "players": [
            {"id": f"p{i:06d}", "name": f"Игрок {i}", "club": f"Клуб {i % 50}", "city": "Город"}
            for i in range(count)
        ],
    }


def test_a_file_with_more_players_than_any_tournament_is_refused(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", _write(tmp_path / "small.json", _players_doc(10))]) == 0
    capsys.readouterr()
    content = json.dumps(_players_doc(limits.MAX_PLAYERS + 1)).encode()
    start = time.perf_counter()
    _refused(desk, tmp_path, content, capsys, f"a file may list at most {limits.MAX_PLAYERS:,}")
    assert time.perf_counter() - start < 20


def test_a_merge_beyond_the_players_limit_is_refused(desk: str) -> None:
    from mafia_desk.store import TournamentImportError

    half = limits.MAX_PLAYERS // 2 + 1
    doc = _players_doc(2 * half)
    with open_store(desk, backups=False) as store:
        tid = store.import_tournament({**doc, "players": doc["players"][:half]})
        with pytest.raises(TournamentImportError, match=r"at most 20,000 \(once merged into the stored"):
            store.import_tournament({**doc, "players": doc["players"][half:]})
        assert len(store.tournament_players(tid)) == half


def test_import_statements_do_not_grow_with_the_players(desk: str) -> None:
    """Registering players in bulk: importing (or merging) 1,500 players runs hardly more statements than 50
    (it used to be three statements per player, each scanning the register)."""
    counts = []
    with open_store(desk, backups=False) as store:
        statements: list[str] = []
        event.listen(store.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
        for n in (50, 1500):
            statements.clear()
            store.import_tournament(_players_doc(n, f"fresh {n}"))
            fresh = len(statements)
            statements.clear()
            store.import_tournament(_players_doc(2 * n, f"fresh {n}"))  # merge: n new players
            counts.append((fresh, len(statements)))
        with store.engine.connect() as conn:
            regs = conn.execute(select(func.count()).select_from(TournamentPlayer)).scalar_one()
            register = conn.execute(select(func.count()).select_from(Player)).scalar_one()
    for small, big in zip(counts[0], counts[1], strict=True):
        assert big - small < (1500 - 50) / 100, counts
    assert regs == 2 * 50 + 2 * 1500
    assert register == 2 * 1500  # one register entry per (name, club, city), shared by both tournaments
    with open_store(desk, backups=False) as store:
        players = store.tournament_players("fresh 50")
        assert [p.code for p in players] == [f"p{i:06d}" for i in range(100)]
        assert len({p.player_id for p in players}) == 100


# --- item 13: names are escaped in tab-separated output ---


def test_tournaments_escapes_tabs_and_line_breaks_in_names(
    desk: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Names from before validation existed (or written by another program) must not break the columns."""
    with open_store(desk, backups=False) as store:
        tid = store.import_tournament({**_base(), "name": "placeholder"})
        with store.engine.begin() as conn:
            conn.exec_driver_sql(
                "UPDATE tournaments SET name = %s WHERE id = %s"
                if store.path is None
                else "UPDATE tournaments SET name = ? WHERE id = ?",
                ("Кубок\tгорода\nфинал \\ 2026\r\u2028", tid),
            )
    assert main(["tournaments"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[1].split("\t") == [
        str(tid),
        "Кубок\\tгорода\\nфинал \\\\ 2026\\r\\u2028",
        "fiim",
        *(example("fiim").get(key, "-") for key in ("start", "end")),
        "5",
    ]


def test_tsv_cell_leaves_ordinary_names_alone() -> None:
    assert tsv_cell("Кубок «Белые ночи» 2016 — финал") == "Кубок «Белые ночи» 2016 — финал"


# --- the store's own API refuses the same values as the file ---


def test_a_live_game_beyond_the_round_and_table_limits_is_refused(desk: str) -> None:
    from mafia_desk.store import StoreError

    with open_store(desk, backups=False) as store:
        tid = store.import_tournament(_base())
        ids = [f"p{i:02d}" for i in range(1, 11)]
        for round_, table in ((limits.MAX_ROUND + 1, 1), (1, 10**20), (2**63, 1)):
            with pytest.raises(StoreError, match=r"rounds are 1\.\.1,000 and tables 1\.\.1,000"):
                store.create_game("fiim", seats(ids=ids), {}, tid, "qualifying", round_, table)
        assert store.create_game("fiim", seats(ids=ids), {}, tid, "qualifying", 1000, 1000) > 0


@pytest.mark.parametrize("name", ["Ган\x00с", "Ган\tс", "Я" * 201, "Ган\ud800с"])
def test_names_given_to_the_store_follow_the_files_rule(desk: str, name: str) -> None:
    """PostgreSQL cannot store a NUL and SQLite could store any of these: both refuse them alike."""
    from mafia_desk.store import StoreError

    with open_store(desk, backups=False) as store:
        with pytest.raises(StoreError, match=r"the player's name (holds|is 201)"):
            store.add_player(name)
        with pytest.raises(StoreError, match=r"club (holds|is 201)"):
            store.add_player("Ганс", club=name)
        named = seats()
        named[4]["player"] = name
        with pytest.raises(StoreError, match=r"seat 5: the player's name (holds|is 201)"):
            store.create_game("fiim", named, {})
        assert store.list_players() == [] and store.list_games() == []
        assert store.add_player("Я" * 200, club="Клуб «Север»") > 0


def test_a_server_that_does_not_answer_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by QA: libpq's message has a second, tab-indented line ("Is the server running ...")."""
    monkeypatch.setenv("MAFIA_DESK_DB", "postgresql+psycopg://desk:secret@127.0.0.1:1/mafia")
    assert main(["tournaments"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: cannot connect to the database ") and "Connection refused" in err
    assert len(err.splitlines()) == 1 and "\t" not in err and "secret" not in err, err


def test_a_schema_that_does_not_exist_is_one_line_that_says_so(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by QA: a search_path naming no schema printed PostgreSQL's three lines, SQL and caret."""
    missing = make_url(pg_url).update_query_dict({"options": "-csearch_path=md_qa_no_such_schema"})
    monkeypatch.setenv("MAFIA_DESK_DB", missing.render_as_string(hide_password=False))
    assert main(["tournaments"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "CREATE TABLE" not in err, err
    assert "schema" in err and "does not exist" in err, err
