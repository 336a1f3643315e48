"""Every text of the spectator display fits its box at 1280×720 and 1920×1080, in English and in Russian:
each label's rendered text is measured against the label, and each label against the window, after every
step of a whole game with long Cyrillic names (a cut clock read "L:0C" in Russian)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hall_script import scripted_game
from PySide6.QtWidgets import QApplication, QLabel

from mafia_desk.game import Game, Seat
from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui import i18n
from mafia_desk.gui.display.hall_clock import HallClock, clock_message
from mafia_desk.gui.display.overlay_feed import state_message
from mafia_desk.gui.display.spectator_window import SpectatorWindow
from mafia_desk.resources import resource_path

LONG_NAMES = [
    "Александра Константинопольская",
    "Вячеслав Преображенский",
    "Maximilian von Hohenzollern-Sigmaringen",
    "Екатерина Великолепная-Петрова",
    "Святослав Всеволодович",
    "Елизавета Андреевна Рождественская",
    "Христофор Бонифатьевич",
    "Ярослава Владимировна",
    "Аполлинарий Феофилактович",
    "Доброслава Мстиславовна Вышеславцева",
]
SIZES = ((1280, 720), (1920, 1080))
CLOCK = HallClock(remaining_ms=59_000, running=False, duration_seconds=60, alert="", course=(0, 0, False))


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    assert i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def _views(game: Game) -> Iterator[Any]:
    """The hall's view after every event of the game, the roles revealed at its end."""
    replay = Game(game.ruleset, list(game.seats), version=game.version)
    yield hall_view(replay)
    for event in game.events:
        replay.apply(event)
        yield hall_view(replay)
    yield hall_view(replay, reveal_roles=True)


def _overflows(window: SpectatorWindow) -> list[str]:
    """Each visible label whose text is wider or taller than its box, or whose box leaves the window."""
    found = []
    room = window.rect()
    for label in window.findChildren(QLabel):
        if not label.isVisibleTo(window) or not label.text():
            continue
        box = label.contentsRect()
        metrics = label.fontMetrics()
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            fits = needed <= label.height() and all(
                metrics.horizontalAdvance(word) <= box.width() for word in label.text().split()
            )
        else:
            lines = label.text().split("\n")
            fits = max(metrics.horizontalAdvance(line) for line in lines) <= box.width() and (
                metrics.height() * len(lines) <= box.height()
            )
        where = label.geometry().translated(label.parentWidget().mapTo(window, label.pos()) - label.pos())
        if not fits or not room.contains(where):
            found.append(f"{label.property('role')}: {label.text()!r} in {box.width()}×{box.height()}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_text_of_the_spectator_display_fits(qtbot: Any, language: str, size: tuple[int, int]) -> None:
    seats = [Seat(n, name, f"p{n:02}") for n, name in enumerate(LONG_NAMES, start=1)]
    game = scripted_game(seats)
    window = SpectatorWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert (window.width(), window.height()) == size
    clock = CLOCK
    problems: dict[str, str] = {}
    steps = 0
    for view in _views(game):
        window.show_hall(view, clock)
        QApplication.processEvents()
        steps += 1
        for problem in _overflows(window):
            problems.setdefault(
                problem.split(":")[0] + problem.split("in")[0][-40:], f"{view.stage}: {problem}"
            )
    assert steps > 40
    assert not problems, "\n".join(problems.values())


# --- the stream overlay's page, rendered by Chromium (QtWebEngine) at the stream's size ---
# In a process of its own (tests/support/overlay_page_fit.py): Chromium wants its attributes set before the
# application exists, and a renderer that cannot start must fail this test, not the worker running the rest.
FIT_SCRIPT = Path(__file__).resolve().parent.parent / "support" / "overlay_page_fit.py"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_text_of_the_overlay_page_fits(
    qtbot: Any, language: str, size: tuple[int, int], tmp_path: Path
) -> None:
    seats = [Seat(n, name, f"p{n:02}") for n, name in enumerate(LONG_NAMES, start=1)]
    messages = [state_message(hall) for hall in _views(scripted_game(seats))]
    assert len(messages) > 40 and all(m["labels"]["lang"] == language for m in messages)
    feed = tmp_path / "messages.jsonl"
    clock = json.dumps(clock_message(CLOCK))
    feed.write_text(
        "".join(json.dumps(m, ensure_ascii=False) + "\n" + clock + "\n" for m in messages), "utf-8"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QTWEBENGINE_DISABLE_SANDBOX": "1"}
    run = subprocess.run(
        [
            sys.executable,
            str(FIT_SCRIPT),
            str(resource_path("overlay", "overlay.html")),
            str(feed),
            f"{size[0]}x{size[1]}",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["drawn"] == len(messages)  # every state reached the page and was measured
    assert not report["problems"], "\n".join(report["problems"])
