"""The spec's public examples give their expected standings exactly, through the library and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fixtures import EXCHANGE

from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import read_tournament_file

EXAMPLES = EXCHANGE
PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]


def expected(preset: str) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = json.loads((EXAMPLES / f"{preset}.expected.json").read_text("utf-8"))[
        "standings"
    ]
    return rows


@pytest.mark.parametrize("preset", PRESETS)
def test_every_field_of_the_expected_standings(preset: str) -> None:
    got = standings_to_json(compute_standings(read_tournament_file(EXAMPLES / f"{preset}.json")))["standings"]
    want = expected(preset)
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        for key, value in w.items():
            assert g[key] == value, (w["player"], key)


@pytest.mark.parametrize("preset", ["fiim", "german-open-2016"])
def test_cli_json_output_matches(preset: str, tmp_path: Path) -> None:
    out = tmp_path / "s.json"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mafia_desk",
            "standings",
            str(EXAMPLES / f"{preset}.json"),
            "--format",
            "json",
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout == ""
    assert json.loads(out.read_text("utf-8"))["standings"] == expected(preset)


SPEC_EXAMPLES = Path(__file__).resolve().parents[3] / "shared" / "spec" / "examples"


@pytest.mark.skipif(not SPEC_EXAMPLES.is_dir(), reason="the shared spec is not beside this checkout")
@pytest.mark.parametrize("name", [f"{p}{suffix}" for p in PRESETS for suffix in (".json", ".expected.json")])
def test_copies_match_the_spec(name: str) -> None:
    assert (EXAMPLES / name).read_bytes() == (SPEC_EXAMPLES / name).read_bytes()
