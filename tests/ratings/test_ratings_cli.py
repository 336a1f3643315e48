"""`mafia-desk ratings SOURCE... --format json|csv|pdf` and `mafia-desk history PLAYER SOURCE...`, on the
spec's example files and on stored tournaments whose players the register links."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from store_helpers import EXAMPLES_DIR, example

from mafia_desk.cli import main
from mafia_desk.store import open_store

pytestmark = pytest.mark.usefixtures("english_afterwards")  # --lang ru installs Russian in-process

FIIM = str(EXAMPLES_DIR / "fiim.json")
ARCTIC = str(EXAMPLES_DIR / "arctic-2016.json")


@pytest.fixture
def desk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    return url


def test_json_names_the_model_and_counts_games_across_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", FIIM, ARCTIC, "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["model"]["id"] == "elo"
    assert document["model"]["parameters"]["k_tournament"] == 12
    games = len(example("fiim")["games"]) + len(example("arctic-2016")["games"])
    assert document["games"] == games
    rows = {r["player"]: r for r in document["ratings"]}
    # Each game has 10 seats; every seat is one rated game of someone.
    assert sum(r["games"] for r in rows.values()) == 10 * games
    first = document["ratings"][0]
    assert set(first) >= {"player", "name", "rating", "games", "by_role"}
    assert sum(b["games"] for k, b in first["by_role"].items() if k in ("red", "black")) == first["games"]
    assert main(["ratings", FIIM, ARCTIC, "--model", "openskill"]) == 0
    assert json.loads(capsys.readouterr().out)["model"]["id"] == "openskill"


def test_csv_through_the_csv_module(capsys: pytest.CaptureFixture[bytes], tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    assert main(["ratings", FIIM, "--format", "csv", "-o", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[0][0] == "model: MR-style Elo" and "k_tournament=12.0" in rows[0][1]
    assert rows[1][:5] == ["place", "player", "name", "rating", "games"]
    assert len(rows) == 2 + len(example("fiim")["players"])


def test_pdf_prints_names_in_cyrillic(tmp_path: Path) -> None:
    out = tmp_path / "r.pdf"
    assert main(["ratings", FIIM, ARCTIC, "--format", "pdf", "-o", str(out), "--lang", "ru"]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None:
        pytest.skip("poppler-utils are not installed")
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, check=True).stdout
    words = text.decode("utf-8")
    assert "MR-style Elo" in words and "k_tournament=12.0" in words
    assert "Тень" in words  # a Cyrillic name of the examples, in the bundled font
    subprocess.run(
        ["pdftoppm", "-png", "-r", "40", "-f", "1", "-l", "1", str(out), str(tmp_path / "page")], check=True
    )
    assert (tmp_path / "page-1.png").stat().st_size > 2000


def test_bad_sources_are_one_line_and_exit_2(
    tmp_path: Path, desk: str, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "mafia-desk/tournament", "version": 1, "players": [', encoding="utf-8")
    for args in (
        ["ratings", str(broken)],
        ["ratings", FIIM, str(tmp_path / "missing.json")],
        ["ratings", FIIM, "--format", "pdf"],
        ["history", "nobody", FIIM],
        ["ratings", FIIM, ARCTIC, FIIM],  # a tournament given twice would be rated twice
    ):
        assert main(args) == 2, args
        captured = capsys.readouterr()
        assert captured.out == ""
        assert len(captured.err.strip().splitlines()) == 1, captured.err


def test_stored_tournaments_and_the_registers_merge(desk: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Two stored copies of a tournament whose players are renamed in the second: the register sees other
    people until the organiser merges two entries; then they are one person with both tournaments' games."""
    first = example("fiim")
    second = example("fiim")
    second["name"] = "Второй турнир"
    for p in second["players"]:
        p["name"] = p["name"] + " II"
    with open_store(desk, backups=False) as store:
        one = store.import_tournament(first)
        two = store.import_tournament(second)
        regs_one = {r.code: r.player_id for r in store.tournament_players(one)}
        regs_two = {r.code: r.player_id for r in store.tournament_players(two)}
    assert main(["ratings", str(one), str(two)]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["ratings"]}
    keep, drop = regs_one["p01"], regs_two["p01"]
    games_one, games_two = rows[f"register:{keep}"]["games"], rows[f"register:{drop}"]["games"]
    with open_store(desk, backups=False) as store:
        store.merge_players(keep, drop)
    assert main(["ratings", "@stored", str(one)]) == 2  # tournament `one` twice
    assert "given twice" in capsys.readouterr().err
    assert main(["ratings", "@stored"]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["ratings"]}
    assert f"register:{drop}" not in rows
    assert rows[f"register:{keep}"]["games"] == games_one + games_two
    assert main(["history", f"register:{keep}", "@stored"]) == 0
    history = json.loads(capsys.readouterr().out)
    assert len(history["games"]) == games_one + games_two
    assert {g["tournament"] for g in history["games"]} == {first["name"], "Второй турнир"}
    assert history["figures"]["votes_as_red"] is None  # imported results: no event log
    assert "has an event log" in history["figures"]["note"]


def test_history_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    name = example("fiim")["players"][0]["name"]
    assert main(["history", name, FIIM, ARCTIC]) == 0
    history = json.loads(capsys.readouterr().out)
    assert history["name"] == name and history["games"]
    assert all(g["result"] in ("won", "lost") for g in history["games"])


@pytest.fixture
def english_afterwards() -> Any:
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")


def test_csv_headers_english_by_default_and_the_interfaces_with_lang(
    tmp_path: Path, english_afterwards: None
) -> None:
    """As the standings CSV: English whatever the interface speaks, `--lang`'s language when asked."""
    from mafia_desk.commands.language import speak
    from mafia_desk.reports.ratings_csv import ratings_csv_label

    speak("ru")  # a process that speaks Russian: the default stays English
    out = tmp_path / "r.csv"
    assert main(["ratings", FIIM, "--format", "csv", "-o", str(out)]) == 0
    rows = list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))
    assert rows[0][0] == "model: MR-style Elo"
    assert rows[1][:8] == ["place", "player", "name", "rating", "games", "wins", "red", "red games"]

    assert main(["ratings", FIIM, "--format", "csv", "-o", str(out), "--lang", "ru"]) == 0
    russian = list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))
    assert russian[1][6] == "красные" and russian[1][8] == "чёрные"  # the sides, as the PDF names them
    keys = ["place", "player", "name", "rating", "games", "wins", "red", "red games"]
    assert russian[1][:8] == [ratings_csv_label(k) for k in keys]
    assert russian[0][0] == f"{ratings_csv_label('model')}: MR-style Elo"
    assert russian[2:] == rows[2:]  # the same figures
    assert main(["ratings", FIIM, "--format", "csv", "-o", str(out), "--lang", "en"]) == 0
    assert list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))[1] == rows[1]


def test_lang_is_refused_for_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", FIIM, "--format", "json", "--lang", "ru"]) == 2
    assert capsys.readouterr().err == "invalid: --lang is for --format pdf or csv (json is in English)\n"
