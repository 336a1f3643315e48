"""One host key press through the real main window, from the key event to the redrawn screen.

Offscreen, with a temporary SQLite database (WAL, synchronous=FULL: every recorded action is on disk before
the screen shows it). Scripted games are played by key events only (QTest key clicks on the game screen go
through the same QAction shortcuts as a keyboard), and each press is timed until the events it posted, the
repaint included, are processed. Printed per kind of press: count, median, 95th percentile and max, in ms,
and the median CPU time of the app's thread (the part of a press the machine's other load cannot lengthen:
on this shared 2-core machine compare before/after in that column when the wall clock is noisy).

- "Enter, speech": ends a speech (an engine event, a disk write, the status line's look-ahead).
- "foul (Shift+digit)": an engine event and a disk write.
- "vote key (digit)": marks a voter; staged until Enter, so no event, but the staged presses are written
  beside the log (`Store.save_draft`, committed and synced like an event) before the screen shows them.
- "Enter, ballot": records the marked voters (an engine event and a disk write).

Two counters per kind of press, medians: "redraws" (GameScreen.draw calls; one is the target) and "engine
steps" (Game._push calls, the real one and the look-ahead on scratch copies alike).

Usage: .venv/bin/python benchmarks/gui.py [GAMES]   (default 12 games)
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
WORK = Path(tempfile.mkdtemp(prefix="mafia-desk-bench-gui-"))
os.environ["MAFIA_DESK_DB"] = f"sqlite:///{WORK / 'bench.sqlite3'}"
os.environ["XDG_CONFIG_HOME"] = str(WORK)
os.environ.setdefault("MAFIA_DESK_LANG", "en")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desk.game.game import Game  # noqa: E402
from mafia_desk.game.model import Phase  # noqa: E402
from mafia_desk.gui.app import create_application  # noqa: E402
from mafia_desk.gui.game_screen import GameScreen  # noqa: E402
from mafia_desk.gui.main_window import MainWindow  # noqa: E402
from mafia_desk.gui.new_game_dialog import NewGameRequest  # noqa: E402
from mafia_desk.store import open_store  # noqa: E402

NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]
DIGIT = {n: getattr(Qt.Key, f"Key_{n % 10}") for n in range(1, 11)}
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
BLACK = (3, 6, 9)  # the don at 3, the mafia at 6 and 9; the sheriff at 1
COUNTS = {"redraws": 0, "engine": 0}


def _counting(name: str, method: Any) -> Any:
    def counted(*args: Any, **kwargs: Any) -> Any:
        COUNTS[name] += 1
        return method(*args, **kwargs)

    return counted


# Patched on the classes before any instance exists, so the signal connections made later count too.
GameScreen.draw = _counting("redraws", GameScreen.draw)  # type: ignore[method-assign]
Game._push = _counting("engine", Game._push)  # type: ignore[method-assign]


class Bench:
    def __init__(self, window: MainWindow, store: Any) -> None:
        self.window = window
        self.times: dict[str, list[float]] = defaultdict(list)
        self.cpu: dict[str, list[float]] = defaultdict(list)
        self.disk: dict[str, list[float]] = defaultdict(list)
        self.redraws: dict[str, list[int]] = defaultdict(list)
        self.engine: dict[str, list[int]] = defaultdict(list)
        self._disk_ms = 0.0
        # the share of a press spent writing its event or its staged presses (the commit and its sync)
        for name in ("append_event", "save_draft"):
            setattr(store, name, self._timed(getattr(store, name)))

    def _timed(self, write: Any) -> Any:
        def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return write(*args, **kwargs)
            finally:
                self._disk_ms += (time.perf_counter() - t0) * 1e3

        return timed

    @property
    def state(self) -> Any:
        assert self.window.session is not None
        return self.window.session.state

    def press(self, kind: str, key: Qt.Key, mod: Qt.KeyboardModifier = NO_MOD) -> None:
        screen = self.window.game_screen
        assert screen is not None
        self._disk_ms = 0.0
        COUNTS.update(redraws=0, engine=0)
        t0, c0 = time.perf_counter(), time.thread_time()
        QTest.keyClick(screen, key, mod)
        QApplication.processEvents()  # the redraw the press caused (changed rows, labels, repaint)
        self.times[kind].append((time.perf_counter() - t0) * 1e3)
        self.cpu[kind].append((time.thread_time() - c0) * 1e3)
        self.disk[kind].append(self._disk_ms)
        self.redraws[kind].append(COUNTS["redraws"])
        self.engine[kind].append(COUNTS["engine"])

    def play_one_game(self, number: int) -> str:
        request = NewGameRequest(
            "fiim",
            [{"seat": n, "player": name, "player_id": None} for n, name in enumerate(NAMES, start=1)],
            {"title": "bench", "table": 1, "game": number},
        )
        assert self.window.start_game(request) is not None
        for seat in (3, 6, 9, 1):
            self.press("zero night", DIGIT[seat])
        fouled: dict[int, int] = defaultdict(int)
        for _ in range(400):
            s = self.state
            kind = Phase(s.phase.kind)
            controller = self.window.controller
            assert controller is not None
            if kind is Phase.FINISHED:
                return str(s.winner)
            if kind is Phase.DAY_SPEECH:
                speaker = s.current_speaker
                # one foul per speech to a living seat that stays below 3 fouls (no lost speeches, no removal)
                target = next((x for x in s.living if fouled[x] < 2 and x != speaker), None)
                if target is not None:
                    self.press("foul (Shift+digit)", DIGIT[target], SHIFT)
                    fouled[target] += 1
                # the first two speakers of a day nominate a red and a black, so there is always a vote
                if len(s.candidates) < 2 and speaker is not None:
                    allowed = controller.screen.seats_enabled
                    wanted = [x for x in allowed if (x in BLACK) == (len(s.candidates) == 1)]
                    if wanted:
                        self.press("nominate (digit)", DIGIT[wanted[0]])
                self.press("Enter, speech", Qt.Key.Key_Return)
            elif kind in (Phase.TIE_SPEECH, Phase.LAST_WORDS):
                if controller.best_move_open():
                    for seat in BLACK:
                        self.press("best move (digit)", DIGIT[seat])
                self.press("Enter, speech", Qt.Key.Key_Return)
            elif kind.is_ballot and s.closes_ballot:
                # the last candidate's hands are on screen already: Enter closes his count (G5a)
                self.press("Enter, close ballot", Qt.Key.Key_Return)
            elif kind.is_ballot:
                # the reds vote the black candidate out; everyone else goes to the last candidate
                voters = sorted(controller.screen.seats_enabled)
                if s.phase.candidate in BLACK:
                    voters = [v for v in voters if v not in BLACK]
                else:
                    voters = [v for v in voters if v in BLACK]
                for v in voters:
                    self.press("vote key (digit)", DIGIT[v])
                # 0 votes is an explicit key: Enter with nobody marked is refused
                self.press("Enter, ballot", Qt.Key.Key_Return if voters else Qt.Key.Key_Minus)
            elif kind is Phase.LIFT_VOTE:
                self.press("all remaining (+)", Qt.Key.Key_Plus)
            elif kind is Phase.NIGHT_SHOT:
                reds = [x for x in sorted(s.living) if x not in BLACK and x != 1]
                self.press("night key", DIGIT[reds[-1]] if reds else Qt.Key.Key_Minus)
            elif kind in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
                self.press("night key", Qt.Key.Key_Minus)
            else:
                raise AssertionError(f"unexpected phase {kind}")
        raise AssertionError("the scripted game did not finish")


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    app = create_application(["bench-gui"])
    store = open_store()
    window = MainWindow(store, resume_last=False)
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    bench = Bench(window, store)
    winners = [bench.play_one_game(n) for n in range(1, games + 1)]
    events = store.game_info(window.session.game_id).events if window.session else 0
    window.close()
    app.processEvents()
    print(f"games: {games} (winners: {', '.join(sorted(set(winners)))}), events in the last game: {events}")
    print(f"database: {os.environ['MAFIA_DESK_DB']}")
    print(
        f"{'key press':<22}{'count':>7}{'median ms':>12}{'p95 ms':>10}{'max ms':>10}{'CPU ms':>8}"
        f"{'of it disk, median':>20}{'redraws':>9}{'max':>5}{'engine steps':>14}{'max':>5}"
    )
    for kind, values in sorted(bench.times.items(), key=lambda kv: -len(kv[1])):
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        disk = statistics.median(bench.disk[kind])
        print(
            f"{kind:<22}{len(values):>7}{statistics.median(values):>12.1f}{p95:>10.1f}{max(values):>10.1f}"
            f"{statistics.median(bench.cpu[kind]):>8.1f}"
            f"{disk:>20.1f}{statistics.median(bench.redraws[kind]):>9.0f}{max(bench.redraws[kind]):>5}"
            f"{statistics.median(bench.engine[kind]):>14.0f}{max(bench.engine[kind]):>5}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
