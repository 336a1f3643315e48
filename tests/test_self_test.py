"""`mafia-desk --self-test`, the check CI runs on the frozen bundle, run here from the source tree: every step
passes and says so; a sample that no longer agrees with its hand-worked standings fails the run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desk.commands import self_test

ROOT = Path(__file__).resolve().parents[1]
STEPS = ("Qt", "database", "main window", "tournament window", "replay", "standings", "protocol PDF")


def test_the_self_test_passes_from_the_source_tree(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-m", "mafia_desk", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    for step in (
        *STEPS,
        "standings PDF",
        "ICU",
        "charts",
        "translations",
        "PostgreSQL",
        "ratings",
        "XLSX",
        "overlay server",
    ):
        assert any(line.startswith(f"ok {step}:") for line in lines), f"no ok line for {step}:\n{run.stdout}"
    assert lines[-1].startswith("self-test passed: 15 steps")
    assert not list(tmp_path.rglob("*.sqlite3")), "the self-test must not create a database in the home"


def test_standings_that_differ_from_the_hand_worked_ones_fail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    samples = ROOT / "resources" / "samples"
    expected = json.loads((samples / self_test.EXPECTED_STANDINGS).read_text("utf-8"))
    expected["standings"][0]["total"] += 1
    (tmp_path / self_test.EXPECTED_STANDINGS).write_text(json.dumps(expected), "utf-8")
    (tmp_path / self_test.TOURNAMENT).write_bytes((samples / self_test.TOURNAMENT).read_bytes())
    monkeypatch.setattr(self_test, "resource_path", lambda _folder, name: tmp_path / name)
    with pytest.raises(self_test.SelfTestFailure, match="differ from the ones worked by hand"):
        self_test.SelfTest(tmp_path).standings()


def test_a_pdf_without_the_words_fails(tmp_path: Path) -> None:
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"%PDF-1.4\n%%EOF\n")
    with pytest.raises(self_test.SelfTestFailure, match="does not read 'Тень'"):
        self_test._pdf_says(path, ["Тень"])
