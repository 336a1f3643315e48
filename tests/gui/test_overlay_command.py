"""`mafia-desk overlay --replay`: a bad log or speed is one line and exit 2; a good log is served, replayed in
order, to a WebSocket client, up to the revealed end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fixtures import GAME_LOGS
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from mafia_desk.cli import main
from mafia_desk.game import load_game_log
from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui.display.overlay_feed import state_message

LOG = GAME_LOGS / "01-red-win-fiim.json"
ARGS = ("--speed", "25", "--once", "--reveal")


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ('{"format": "mafia-desk/game-log", "version": 9}', "version"),
        ("{not json", "invalid"),
        ('{"format": "mafia-desk/game-log", "seats": [], "events": []}', "seats"),
    ],
)
def test_a_bad_log_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, needle: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(content, encoding="utf-8")
    assert main(["overlay", "--replay", str(path), "--port", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith(f"invalid: {path}") and needle in err


def test_a_missing_log_and_a_bad_speed_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["overlay", "--replay", str(tmp_path / "nope.json"), "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nope.json" in err
    assert main(["overlay", "--replay", str(LOG), "--port", "0", "--speed", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--speed" in err


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("--port", "-1"), "--port"),
        (("--port", "70000"), "--port"),
        (("--port", "0", "--ws-port", "99999"), "--ws-port"),
        (("--port", "65535"), "--ws-port"),
        (("--port", "0", "--speed", "1e-10"), "--speed"),
        (("--port", "0", "--speed", "inf"), "--speed"),
        (("--port", "0", "--speed", "nan"), "--speed"),
        (("--port", "0", "--address", "999.1.1.1"), "--address"),
        (("--port", "0", "--address", ""), "--address"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2_never_a_traceback(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], needle: str
) -> None:
    """Ports out of range and a speed of 1e-10 overflowed Qt's 16-bit port and 32-bit timer: tracebacks."""
    assert main(["overlay", "--replay", str(LOG), *args, "--once"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("invalid: ") and needle in err


def test_the_replay_is_served_in_order_to_the_end(qtbot: Any, qapp: Any) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(Path(__file__).parents[2]))
    proc = subprocess.Popen(
        [sys.executable, "-m", "mafia_desk", "overlay", "--replay", str(LOG), "--port", "0", *ARGS],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("overlay: http://127.0.0.1:"), line + (
            proc.stderr.read() if proc.stderr else ""
        )
        ws_port = int(line.split("WebSocket port ")[1].split(")")[0])
        got: list[dict[str, Any]] = []
        socket = QWebSocket()
        socket.textMessageReceived.connect(lambda text: got.append(json.loads(text)))
        socket.open(QUrl(f"ws://127.0.0.1:{ws_port}/"))
        qtbot.waitUntil(lambda: bool(got) and got[-1].get("roles_shown") is True, timeout=20000)
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert got[0]["type"] == "hello"
    states = got[1:]
    seqs = [m["seq"] for m in states]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs)))  # from the snapshot on: none lost, none twice
    game = load_game_log(LOG)
    final = {k: v for k, v in states[-1].items() if k != "seq"}
    assert final == state_message(hall_view(game, reveal_roles=True))
    assert all(all(s["role"] is None for s in m["seats"]) for m in states if m["stage"] != "finished")
