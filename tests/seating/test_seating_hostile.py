"""Hostile `seating` input (issue 10, item 10): a constraints file of the wrong shape, and absurd sizes.

Each is one `invalid:` line, exit 2, before anything is drawn or allocated.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from mafia_desk.cli import main
from mafia_desk.inputs import limits
from mafia_desk.seating import Constraints, SeatingError

SMALL = ["seating", "--players", "20", "--tables", "2", "--rounds", "3"]


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    start = time.perf_counter()
    assert main(argv) == 2
    assert time.perf_counter() - start < 5
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: "), captured.err
    return lines[0]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b'{"apart_rounds": Infinity}', "Infinity is not a JSON number"),
        (b'{"apart_rounds": 1e999}', "too large"),
        (b'{"apart_rounds": NaN}', "NaN is not a JSON number"),
        (b'{"apart_rounds": "2"}', "'apart_rounds' must be an integer, not '2'"),
        (b'{"apart_rounds": true}', "'apart_rounds' must be an integer, not true"),
        (b'{"apart_rounds": 1.5}', "'apart_rounds' must be an integer, not 1.5"),
        (b'{"apart_rounds": 1000000}', "apart_rounds must be 0..50"),
        (b'{"apart": "12"}', "'apart' must be a list of lists of player ids"),
        (b'{"apart": [["1", null]]}', "a player id must be a string, not null"),
        (b'{"apart": [["1", 2.5]]}', "a player id must be a string, not 2.5"),
        (b'{"apart": {"a": 1}}', "'apart' must be a list"),
        (b'{"absent": []}', "'absent' must be an object"),
        (b'{"absent": {"1": "3"}}', "absent in round 1: expected a list of player ids"),
        (b'{"absent": {"x": ["3"]}}', "'absent' keys are round numbers 1..50"),
        (b'{"absent": {"\xd9\xa1": ["3"]}}', "'absent' keys are round numbers"),
        (b'{"absent": {"' + b"9" * 5000 + b'": ["3"]}}', "'absent' keys are round numbers"),
        (b'{"absent": {"1": [{"id": 3}]}}', "a player id must be a string, not {"),
        (b'{"apart": [["\xff"]]}', "not UTF-8 text"),
        (b'{"apart": [["\\ud800"]]}', "lone surrogate"),
        (b'{"apart_rounds": ' + b"1" * 5000 + b"}", "4,300 digits"),
        (b"[" * 100_000, "nested deeper than"),
        (b"[]", "expected a JSON object"),
    ],
)
def test_a_bad_constraints_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    path = tmp_path / "constraints.json"
    path.write_bytes(content)
    line = _refused([*SMALL, "--constraints", str(path)], capsys)
    assert line.startswith(f"invalid: constraints file {path}: ") or line.startswith("invalid: constraints: ")
    assert expected in line


def test_a_constraints_file_beyond_the_cap_is_refused_before_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:
        fh.truncate(limits.MAX_FILE_BYTES + 1)
    for path in (huge, Path("/dev/zero")):
        if path.exists():
            assert "larger than 64 MB" in _refused([*SMALL, "--constraints", str(path)], capsys)


def test_valid_constraints_still_load_exactly() -> None:
    data = {"apart": [["1", 2]], "apart_rounds": 2, "absent": {"3": ["7"], " 1": []}}
    assert Constraints.from_dict(json.loads(json.dumps(data))) == Constraints(
        apart=(("1", "2"),), apart_rounds=2, absent={3: ("7",), 1: ()}
    )
    with pytest.raises(SeatingError):
        Constraints.from_dict({"apart_rounds": -1})


@pytest.mark.parametrize(
    ("sizes", "expected"),
    [
        (["--players", str(10**18), "--tables", "2", "--rounds", "3"], "players: at most 1,000 in one draw"),
        (["--players", "20", "--tables", "2", "--rounds", "100000"], "rounds: need 1..50, got 100,000"),
        (["--players", "20", "--tables", str(10**20), "--rounds", "3"], "tables: need 1..1,000"),
        (["--players", "20", "--tables", "2", "--rounds", "-5"], "rounds: need 1..50, got -5"),
    ],
)
def test_absurd_sizes_are_refused_up_front(
    capsys: pytest.CaptureFixture[str], sizes: list[str], expected: str
) -> None:
    assert expected in _refused(["seating", *sizes], capsys)


def test_a_draw_whose_players_times_rounds_is_beyond_the_budget_is_refused_at_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Each size alone within its limit, their product not: refused before any work, not run for minutes."""
    started = time.perf_counter()
    assert main(["seating", "--players", "1000", "--tables", "100", "--rounds", "50"]) == 2
    assert time.perf_counter() - started < 5
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("invalid: players x rounds: at most 20,000 in one draw, got 1,000 x 50")
    assert captured.err.count("\n") == 1
    assert limits.MAX_SEATING_PLAYERS * 20 <= limits.MAX_SEATING_PLAYER_ROUNDS  # the big real case still fits
