"""Importing a federation's list of 20,000 players through the import dialog; target: previewed and
registered in under 2 s each (issue 39, point 2).

Each run opens a new SQLite store with a new tournament and an empty registry, opens the import dialog on
the file and times:
- preview: from opening the dialog to the 20,000 rows shown (the file read and checked, the mapping guessed,
  the duplicates searched, the codes assigned, the tables filled);
- register: from pressing Register to the dialog closed, the one transaction committed.
Files: an XLSX written as Excel writes one (shared strings, tests/support/xlsx_kit.py) and the same list as
a semicolon CSV in cp1251; 100 of the rows repeat a name with first and last name swapped. Printed: median
and worst of RUNS runs, in seconds. Offscreen.

Usage: .venv/bin/python benchmarks/player_import.py [RUNS]   (default 5)
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
WORK = Path(tempfile.mkdtemp(prefix="mafia-desk-bench-import-"))
os.environ["XDG_CONFIG_HOME"] = str(WORK)
os.environ.setdefault("MAFIA_DESK_LANG", "en")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "support"))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402
from xlsx_kit import workbook_bytes  # noqa: E402

from mafia_desk.gui.app import create_application  # noqa: E402
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog  # noqa: E402
from mafia_desk.gui.tournament.workspace import TournamentWorkspace  # noqa: E402
from mafia_desk.store import open_store  # noqa: E402
from mafia_desk.tournament.templates import load_template  # noqa: E402

ROWS = 20_000
TARGET_S = 2.0
FIRST = ["Пётр", "Иван", "Анна", "Мария", "Олег", "Ёлка", "Сергей", "Дмитрий"]


def rows() -> list[list[Any]]:
    out: list[list[Any]] = [["ФИО", "Ник", "Клуб", "Город"]]
    for i in range(ROWS - 100):
        out.append([f"Игрок{i:05d} {FIRST[i % len(FIRST)]}", f"ник{i}", f"Клуб {i % 300}", f"Город {i % 50}"])
    for i in range(100):
        out.append([f"{FIRST[i % len(FIRST)]} Игрок{i:05d}", "", f"Клуб {i % 300}", ""])
    return out


def settle(dialog: Any) -> None:
    """Until the dialog's thread is done, in an event loop as the app's own (which sleeps in Qt between
    events, not holding Python's lock as a polling loop would); the dialog before the issue did everything
    on the GUI thread, and is never busy."""
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: None if getattr(dialog, "busy", False) else loop.quit())
    timer.start(5)
    if getattr(dialog, "busy", False):
        loop.exec()
    timer.stop()
    QCoreApplication.processEvents()


def one_run(path: Path, n: int) -> tuple[float, float, float, float]:
    store = open_store(f"sqlite:///{WORK / f'run-{path.suffix[1:]}-{n}.sqlite3'}", backups=False)
    tid = store.create_tournament(load_template("white-nights-2016").skeleton("Кубок федерации"))
    workspace = TournamentWorkspace(store, tid)
    start, cpu = time.perf_counter(), time.process_time()
    dialog = PlayerImportDialog(workspace, None, path=str(path))
    dialog.show()
    settle(dialog)
    assert len(dialog.model.rows) == ROWS, (len(dialog.model.rows), dialog.ui.summaryLabel.text())
    QCoreApplication.processEvents()
    preview, preview_cpu = time.perf_counter() - start, time.process_time() - cpu
    start, cpu = time.perf_counter(), time.process_time()
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    settle(dialog)
    register, register_cpu = time.perf_counter() - start, time.process_time() - cpu
    assert dialog.result() == 1 and len(store.tournament_players(tid)) == ROWS, dialog.ui.summaryLabel.text()
    dialog.deleteLater()
    workspace.deleteLater()
    QCoreApplication.processEvents()
    store.close()
    return preview, register, preview_cpu, register_cpu


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    create_application(["bench"])
    table = rows()
    xlsx = WORK / "federation.xlsx"
    xlsx.write_bytes(workbook_bytes([("Игроки", table)]))
    csv = WORK / "federation.csv"
    csv.write_bytes("\r\n".join(";".join(str(c) for c in r) for r in table).encode("cp1251"))
    print(
        f"import of {ROWS:,} players through the dialog; median and worst of {runs} runs; load "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for path in (xlsx, csv):
        times = [one_run(path, n) for n in range(runs)]
        for index, label in enumerate(("preview", "register")):
            values, cpus = [t[index] for t in times], [t[index + 2] for t in times]
            median, worst = statistics.median(values), max(values)
            verdict = "ok" if worst < TARGET_S else "ok median" if median < TARGET_S else "OVER TARGET"
            print(
                f"  {path.suffix[1:]:4} {label:8} median {median:6.2f} s, worst {worst:6.2f} s "
                f"({verdict}, target {TARGET_S:.0f} s); CPU of the process median "
                f"{statistics.median(cpus):5.2f} s, worst {max(cpus):5.2f} s"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
