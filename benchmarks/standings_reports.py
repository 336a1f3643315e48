"""Standings, the wall sheet (PDF) and the workbook (XLSX) of 1,000 players and 10,000 games; targets: the
standings under 0.5 s, the PDF and the XLSX under 2 s each (issue 39, point 6).

The tournament is benchmarks/scoring.py's generator at 1,000 players, 100 rounds of 100 tables (every player
plays every round: 10,000 games, 100,000 player-games). Timed, each from a loaded tournament:
- standings: `compute_standings`;
- PDF: the standings and the wall sheet painted (`standings_pdf_bytes`), what the export waits for;
- XLSX: `standings_workbook_bytes`, which computes its own standings.
Each is run once to warm up (fonts, imports), then RUNS times; printed: median and worst, in seconds.
Then the organiser's path through a SQLite store holding the tournament (no target of the issue's, printed
for the README): a newly opened store's first read and standings, and a re-read and standings on an open
store, which is what follows a stored game (the store keeps the games it has parsed: rows never change).

Usage: .venv/bin/python benchmarks/standings_reports.py [RULESET ...]   (default white-nights-2016 and fiim)
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="mafia-desk-bench-reports-")
os.environ.setdefault("MAFIA_DESK_LANG", "en")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scoring import build

from mafia_desk.reports.standings_pdf import standings_pdf_bytes
from mafia_desk.reports.standings_xlsx import standings_workbook_bytes
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament

PLAYERS, ROUNDS, TABLES = 1000, 100, 100
RUNS = 5
TARGETS = {"standings": 0.5, "PDF": 2.0, "XLSX": 2.0}


def timed(fn: Callable[[], object]) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each run: on a shared machine the CPU time says what the code costs,
    the wall-clock what the organiser waits."""
    fn()  # warm-up
    walls, cpus = [], []
    for _ in range(RUNS):
        start, cpu = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["bench"])
    assert app is not None
    rulesets = sys.argv[1:] or ["white-nights-2016", "fiim"]
    print(
        f"{PLAYERS:,} players, {ROUNDS * TABLES:,} games ({ROUNDS} rounds x {TABLES} tables); "
        f"median and worst of {RUNS} runs after a warm-up; load {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} cores"
    )
    for ruleset in rulesets:
        doc = build(ruleset, players=PLAYERS, rounds=ROUNDS, tables=TABLES)
        start = time.perf_counter()
        t = load_tournament(doc)
        loaded = time.perf_counter() - start
        cases: dict[str, Callable[[], object]] = {
            "standings": lambda t=t: compute_standings(t),
            "PDF": lambda t=t: standings_pdf_bytes(compute_standings(t), t),
            "XLSX": lambda t=t: standings_workbook_bytes(t),
        }
        print(f"  {ruleset} (loading and checking the file: {loaded:.2f} s, not counted)")
        for name, fn in cases.items():
            times, cpus = timed(fn)
            median, worst = statistics.median(times), max(times)
            verdict = (
                "ok" if worst < TARGETS[name] else "OVER TARGET" if median >= TARGETS[name] else "ok median"
            )
            print(
                f"    {name:9} median {median:6.2f} s, worst {worst:6.2f} s "
                f"({verdict}, target {TARGETS[name]:.1f} s); CPU median {statistics.median(cpus):5.2f} s, "
                f"worst {max(cpus):5.2f} s"
            )
        store_path(ruleset, doc)
    return 0


def store_path(ruleset: str, doc: dict[str, object]) -> None:
    """The same standings read from a store: the first read of a newly opened store parses every game, a
    re-read on an open one only the games it has not seen."""
    from mafia_desk.store import open_store

    url = f"sqlite:///{tempfile.mkdtemp(prefix='mafia-desk-bench-store-')}/desk.sqlite3"
    with open_store(url, backups=False) as store:
        tid = store.import_tournament(doc)
    first, again = [], []
    for _ in range(RUNS):
        with open_store(url, backups=False) as store:
            start = time.perf_counter()
            compute_standings(store.load_tournament(tid))
            middle = time.perf_counter()
            compute_standings(store.load_tournament(tid))
            first.append(middle - start)
            again.append(time.perf_counter() - middle)
    for name, times in (("store, first read", first), ("store, re-read", again)):
        print(
            f"    {name:17} + standings: median {statistics.median(times):5.2f} s, worst {max(times):5.2f} s"
        )


if __name__ == "__main__":
    raise SystemExit(main())
