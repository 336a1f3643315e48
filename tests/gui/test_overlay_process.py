"""The overlay's sockets process as the host relies on it: it dies with the app, even a SIGKILLed one (no
orphan keeps the ports), and one that keeps dying at its start is started again later and later, never
given up on."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from overlay_client import OverlayClient

from mafia_desk.gui.display import overlay_server
from mafia_desk.gui.display.overlay_server import OverlayServer

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/PID/stat")

HOST = """
import sys
from PySide6.QtCore import QCoreApplication
from mafia_desk.gui.display.overlay_server import OverlayServer

app = QCoreApplication([])
server = OverlayServer("127.0.0.1", 0, 0)
assert server.start() is None and server.wait_ready(20000)
print(server.process_id, server.port, server.ws_port, flush=True)
app.exec()
"""


def gone(pid: int) -> bool:
    """Ended (a zombie nobody has reaped yet has ended: its sockets are closed)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def test_a_sigkilled_app_leaves_no_sockets_process(tmp_path: Path) -> None:
    """The app has no chance to stop it: the process ends when its standard input, the pipe from the app,
    reaches its end, which the kernel closes with the dead app."""
    root = str(Path(overlay_server.__file__).resolve().parents[3])
    env = {**os.environ, "PYTHONPATH": root, "QT_QPA_PLATFORM": "offscreen"}
    host = subprocess.Popen([sys.executable, "-c", HOST], stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = host.stdout.readline() if host.stdout else ""
        assert line, "the host printed nothing"
        pid, port, ws_port = (int(x) for x in line.split())
        assert pid and not gone(pid)
        os.kill(host.pid, signal.SIGKILL)
        host.wait(10)
        deadline = time.monotonic() + 10
        while not gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)  # another process's end: nothing of this one's to wait on
        assert gone(pid), "the sockets' process outlived the SIGKILLed app"
        # and its ports are free again for the next start of the app
        again = OverlayServer("127.0.0.1", port, ws_port)
        try:
            assert again.start() is None
        finally:
            again.stop()
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(10)


def test_a_process_that_keeps_dying_at_its_start_is_started_again_later_and_later(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(overlay_server, "RESTART_DELAY_MS", 50)
    server = OverlayServer("127.0.0.1", 0, 0)
    try:
        assert server.start() is None and server.wait_ready(20000)
        ports = (server.port, server.ws_port)
        starts: list[float] = []
        for _ in range(3):  # each dies at once: a crash at its start
            pid = server.process_id
            os.kill(pid, signal.SIGKILL)
            qtbot.waitUntil(lambda p=pid: server.process_id not in (0, p), timeout=10000)
            starts.append(time.monotonic())
        assert server._quick_deaths == 3
        gaps = [b - a for a, b in itertools.pairwise(starts)]
        assert gaps[1] > gaps[0] * 1.3, gaps  # 100, 200, 400 ms after each death
        client = OverlayClient(qtbot, server)  # the last one serves, on the same ports
        assert (server.port, server.ws_port) == ports and client.messages[0]["type"] == "hello"
        client.close()
    finally:
        server.stop()
