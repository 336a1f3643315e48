"""`mafia-desk standings --format csv`: English headers by default, Russian with `--lang ru`, a club column
and one column per tie-break criterion, written by the csv module (quotes where a cell needs them)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.scoring.output import tiebreak_names
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.load import read_tournament_file

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


pytestmark = pytest.mark.usefixtures("english_afterwards")


def _csv(tmp_path: Path, *extra: str) -> list[list[str]]:
    out = tmp_path / "s.csv"
    assert main(["standings", str(ORGANISER), "--format", "csv", "-o", str(out), *extra]) == 0
    return list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))


def test_english_headers_a_club_and_a_column_per_tie_break(tmp_path: Path) -> None:
    t = read_tournament_file(ORGANISER)
    standings = compute_standings(t)
    rows = _csv(tmp_path)
    header = rows[0]
    assert header[:8] == ["place", "player", "name", "club", "total", "games", "wins", "win points"]
    ties = [h for h in header if h.startswith("tie-break: ")]
    assert len(ties) == len(tiebreak_names(standings)) >= len(standings.chain) >= 2
    clubs = {p.id: p.club or "" for p in t.players}
    assert [r[3] for r in rows[1:]] == [clubs[r.player] for r in standings.rows]
    assert all(len(r) == len(header) for r in rows)
    assert "p01" in {r[1] for r in rows[1:]}  # the id stays, for a script to join on


def test_russian_headers_with_lang_ru(tmp_path: Path, qapp: Any) -> None:
    header = _csv(tmp_path, "--lang", "ru")[0]
    assert header[1:5] == ["игрок", "имя", "клуб", "итого"]
    assert any(h.startswith("дополнительные показатели: ") for h in header)
    assert not any(h.startswith("tie-break") for h in header)
