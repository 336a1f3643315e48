"""Seeded fuzzing of the three input files (issue 10): the exchange file through `import`, the game log
through `replay`, the seating constraints through `seating --constraints`.

Every mutation ends in success, or in exit 2 with one `invalid:` line; never a traceback (an exception out of
`main` fails the test); after a refused import the SQLite file is byte-identical. `make test` runs a few
hundred mutations (seconds); `pytest --run-slow` runs the big run too.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from fixtures import GAME_LOGS
from hostile import assert_one_line_refusal_or_success, mutate
from store_helpers import EXAMPLES_DIR

from mafia_desk.cli import main

LOGS = GAME_LOGS
CONSTRAINTS = {"apart": [["1", "2", "3"], ["4", 5]], "apart_rounds": 2, "absent": {"2": ["7"], "3": []}}
SMALL, BIG = 120, 3000
# Another seed, other mutations: MAFIA_DESK_FUZZ_SEED=N pytest --run-slow tests/store/test_store_fuzz.py
SEED = int(os.environ.get("MAFIA_DESK_FUZZ_SEED", "20261201"))


def _doc(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _merge_lines_ok(err: str) -> bool:
    """A refused merge may list several problems, each `invalid:` with the documented `stored:`/`file:`."""
    lines = err.splitlines()
    return bool(lines) and all(
        line.startswith(("invalid: ", "  stored: ", "  file:   ", "  this:   ")) for line in lines
    )


def _fuzz_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any, runs: int) -> None:
    db = tmp_path / "desk.sqlite3"
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{db}")
    # The organiser's file puts every optional key (draws, corrections, stage shape...) under mutation too.
    names = ("fiim", "stars-2016", "arctic-2016", "white-nights-2016-organiser")
    bases = [_doc(EXAMPLES_DIR / f"{name}.json") for name in names]
    # The database holds the originals, so most mutations are merges into them (the harder path).
    source = tmp_path / "in.json"
    for base in bases:
        source.write_text(json.dumps(base, ensure_ascii=False), encoding="utf-8")
        assert main(["import", str(source)]) == 0
    capsys.readouterr()
    pristine = db.read_bytes()
    rng = random.Random(SEED)
    outcomes = {0: 0, 2: 0}
    for run in range(runs):
        content = mutate(rng.choice(bases), rng)
        source.write_bytes(content)
        code = main(["import", str(source)])
        captured = capsys.readouterr()
        what = f"import run {run}: {content[:300]!r}"
        if code == 2 and len(captured.err.splitlines()) > 1:
            assert _merge_lines_ok(captured.err) and captured.out == "", f"{what}: {captured.err[:500]!r}"
        else:
            assert_one_line_refusal_or_success(code, captured, what)
        outcomes[code] += 1
        if code == 2:
            assert db.read_bytes() == pristine, f"{what}: the database changed after a refusal"
            assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0
        else:
            db.write_bytes(pristine)
    assert outcomes[2] > runs // 2  # the mutator reaches the checks, not only the happy path


def _fuzz_files(tmp_path: Path, capsys: Any, argv: list[str], base: Any, runs: int, seed: int) -> None:
    rng = random.Random(SEED + seed)
    path = tmp_path / "input.json"
    outcomes = {0: 0, 2: 0}
    for run in range(runs):
        content = mutate(base, rng)
        path.write_bytes(content)
        code = main([arg.replace("{}", str(path)) for arg in argv])
        captured = capsys.readouterr()
        assert_one_line_refusal_or_success(code, captured, f"{argv[0]} run {run}: {content[:300]!r}")
        outcomes[code] += 1
    assert outcomes[2] > runs // 3


def _fuzz_logs(tmp_path: Path, capsys: Any, runs: int) -> None:
    logs = sorted(LOGS.glob("*.json"))[:6]
    for index, log in enumerate(logs):
        _fuzz_files(tmp_path, capsys, ["replay", "{}"], _doc(log), runs // len(logs), seed=index)


def _fuzz_constraints(tmp_path: Path, capsys: Any, runs: int) -> None:
    argv = ["seating", "--players", "20", "--tables", "2", "--rounds", "3", "--constraints", "{}"]
    _fuzz_files(tmp_path, capsys, argv, CONSTRAINTS, runs, seed=7)


def test_fuzz_exchange_file_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    _fuzz_import(tmp_path, monkeypatch, capsys, SMALL)


def test_fuzz_game_log_replay(tmp_path: Path, capsys: Any) -> None:
    _fuzz_logs(tmp_path, capsys, SMALL)


def test_fuzz_seating_constraints(tmp_path: Path, capsys: Any) -> None:
    _fuzz_constraints(tmp_path, capsys, SMALL)


@pytest.mark.slow
def test_fuzz_all_three_big_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    for folder in ("import", "replay", "seating"):
        (tmp_path / folder).mkdir()
    _fuzz_import(tmp_path / "import", monkeypatch, capsys, BIG)
    _fuzz_logs(tmp_path / "replay", capsys, BIG)
    _fuzz_constraints(tmp_path / "seating", capsys, BIG)
