"""The overlay's sockets process as the host relies on it: it dies with the app, even a SIGKILLed one (no
orphan keeps the ports), one that keeps dying at its start is started again later and later, never given up
on, and its limits are the ones docs/overlay.md states."""

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
from PySide6.QtNetwork import QHostAddress, QTcpServer

from mafia_desk.gui.display import overlay_server, overlay_sockets
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


def test_a_port_taken_after_the_hosts_try_is_one_line_and_tried_again(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another program takes the WebSocket's port between the host's try of it and the sockets' process's
    start: the process says so, the host emits the one line (the window's status bar shows it) and starts
    the process again once the port is free."""
    monkeypatch.setattr(overlay_server, "RESTART_DELAY_MS", 50)
    squatter = QTcpServer()
    assert squatter.listen(QHostAddress("127.0.0.1"), 0)
    taken = squatter.serverPort()
    probe = OverlayServer._probe
    monkeypatch.setattr(OverlayServer, "_probe", lambda self, host: (probe(self, host)[0], taken))
    server = OverlayServer("127.0.0.1", 0, 0)
    lines: list[str] = []
    server.refused.connect(lines.append)
    try:
        assert server.start() is None
        qtbot.waitUntil(lambda: bool(lines), timeout=20000)
        assert "\n" not in lines[0] and f"port {taken}" in lines[0] and "cannot listen" in lines[0], lines
        squatter.close()
        # A later start listens on the freed port (`wait_ready` alone would see no process between two).
        qtbot.waitUntil(lambda: server.wait_ready(0), timeout=20000)
        client = OverlayClient(qtbot, server)
        assert server.ws_port == taken and client.messages[0]["type"] == "hello"
        client.close()
    finally:
        squatter.close()
        server.stop()


def test_the_limits_table_is_the_codes() -> None:
    """docs/overlay.md's table of limits, row by row, against the constants the sockets' process uses."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "overlay.md").read_text(encoding="utf-8")
    table = doc.split("| limit | value | beyond it |", 1)[1].split("\n\n", 1)[0]
    s = overlay_sockets
    rows = {
        "a request's line and headers": (
            f"within {s.REQUEST_TIMEOUT_S:g} s and {s.MAX_HEADER_BYTES // 1024} KiB",
            f"over {s.MAX_HEADER_BYTES // 1024} KiB: `431`",
        ),
        "an answer or a refusal": (f"within {s.ANSWER_TIMEOUT_S:g} s",),
        "a body": (f"{s.MAX_DRAIN_BYTES // 1024} KiB read off", "`413`"),
        "connections still sending": (f"| {s.MAX_REQUESTS} per port |",),
        "WebSocket clients": (f"| {s.MAX_CLIENTS} |", "`503`"),
        "what a WebSocket client may send": (
            f"frames and messages of {s.MAX_FRAME_BYTES} bytes, {s.MAX_CLIENT_BYTES} bytes in all",
        ),
        "messages a client leaves unread": (f"| {s.MAX_BACKLOG_BYTES >> 20} MiB |",),
    }
    lines = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("|---")]
    assert len(lines) == len(rows) + 1, lines  # and the "other methods" row, which has no number
    for start, wanted in rows.items():
        line = next((line for line in lines if line.startswith(f"| {start}")), None)
        assert line is not None, start
        for text in wanted:
            assert text in line, (text, line)
    assert f"({overlay_server.MAX_UNSENT_BYTES >> 20} MiB unread)" in doc
    assert f"within {overlay_server.RESTART_AFTER_S:g} s of its start" in doc
    assert f"up to {overlay_server.MAX_RESTART_DELAY_MS // 1000} s" in doc
