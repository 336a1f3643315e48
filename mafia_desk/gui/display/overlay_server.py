"""The stream overlay's local server: the page for OBS's browser source over HTTP, the hall's view over a
WebSocket (docs/overlay.md).

This is the host's side of it: it numbers and encodes the messages and writes each, as one line, to the
process that holds the sockets (gui/display/overlay_sockets.py, `mafia-desk --overlay-sockets`), so a state is
pushed the moment it is published, with no polling, and nothing a client does there can stall the host's
screen: the host's process has no server and waits for that one only to start (its ports) and to stop. A
process that dies is started again on the same ports. The WebSocket listens on its own port (the HTTP port + 1
unless set); the page is served with that port written in. Both bind 127.0.0.1 unless the user chose another
address.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QObject,
    QProcess,
    QProcessEnvironment,
    QSettings,
    QTimer,
    Signal,
)
from PySide6.QtNetwork import QHostAddress, QTcpServer

import mafia_desk
from mafia_desk import __version__
from mafia_desk.game.hall_view import HALL_VIEW_VERSION
from mafia_desk.gui.common import settings
from mafia_desk.gui.display.hall_clock import HallClock, clock_message
from mafia_desk.gui.display.overlay_sockets import FLAG, PAGE_PATHS, PORT_TOKEN
from mafia_desk.resources import resource_path

ADDRESS_SETTING = settings.OVERLAY_ADDRESS.key
PORT_SETTING = settings.OVERLAY_PORT.key
WS_PORT_SETTING = settings.OVERLAY_WS_PORT.key
DEFAULT_ADDRESS = settings.OVERLAY_ADDRESS.default
DEFAULT_PORT = settings.OVERLAY_PORT.default
PAGE = ("overlay", "overlay.html")
MAX_PORT = 65535
START_TIMEOUT_MS = 10000  # for `wait_ready`: the sockets' process imports Qt before it listens
STOP_TIMEOUT_MS = 1000
RESTART_DELAY_MS = 500
RESTART_AFTER_S = 5.0  # a process that dies sooner after its start waits twice as long as the last to start
MAX_RESTART_DELAY_MS = 30_000
MAX_UNSENT_BYTES = 8 << 20  # messages the sockets' process has not taken: it is stuck, and started again

__all__ = ["PAGE_PATHS", "PORT_TOKEN", "OverlayServer", "is_loopback", "overlay_settings"]


def overlay_settings(stored: QSettings | None = None) -> tuple[str, int, int]:
    """(address, HTTP port, WebSocket port) from the settings; a bad value falls back to the default."""
    address = settings.OVERLAY_ADDRESS.get(stored).strip() or DEFAULT_ADDRESS
    port = settings.OVERLAY_PORT.get(stored)
    ws_port = settings.OVERLAY_WS_PORT.get(stored)
    return address, port, ws_port or (port + 1 if port else 0)


def is_loopback(address: str) -> bool:
    host = QHostAddress(address)
    return not host.isNull() and host.isLoopback()


def child_command() -> tuple[str, list[str], QProcessEnvironment]:
    """The program, arguments and environment of the sockets' process: the app's own executable when it is
    a bundle, else this Python running this package's copy of the code."""
    env = QProcessEnvironment.systemEnvironment()
    if getattr(sys, "frozen", False):
        return sys.executable, [FLAG], env
    root = str(Path(mafia_desk.__file__).resolve().parent.parent)
    paths = env.value("PYTHONPATH")
    env.insert("PYTHONPATH", root + (os.pathsep + paths if paths else ""))
    return sys.executable, ["-m", "mafia_desk", FLAG], env


def _socket_error(reason: str) -> str:
    """Qt's reason in the app's language: the sockets' process loads no translations."""
    return QCoreApplication.translate("QNativeSocketEngine", reason)


log = logging.getLogger(__name__)


class OverlayServer(QObject):
    """Serves the page and pushes every published message to each client; a newcomer gets `hello`, the
    latest `state` and the day's `clock`, so a browser source opened mid-game is up to date at once."""

    clients_changed = Signal(int)
    # The one line that says why the sockets' process could not listen after all: another program took a
    # port between the host's try of it and that process's start (it is started again later, see
    # `_on_finished`). The window shows it in the status bar.
    refused = Signal(str)

    def __init__(
        self,
        address: str = DEFAULT_ADDRESS,
        port: int = DEFAULT_PORT,
        ws_port: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.address = address
        self.requested_port = port
        self.requested_ws_port = ws_port or (port + 1 if port else 0)
        self._process: QProcess | None = None
        self._ready = False  # the process listens
        self._stopped = True
        self._launched = 0.0  # time.monotonic() of the process's start
        self._quick_deaths = 0  # processes in a row that died within RESTART_AFTER_S of their start
        self._ports = (0, 0)
        self._clients = 0
        self._last: str | None = None
        self._seq = 0
        self._clock: tuple[dict[str, Any], float] | None = None  # the message and when it was made
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    # --- life ---
    def start(self) -> str | None:
        """Listen; None when both ports are free and the sockets' process is on its way (`wait_ready` waits
        for it; the page reconnects by itself meanwhile), else the one line that says why not (nothing is
        left listening then)."""
        self.stop()
        self._stopped, self._quick_deaths = False, 0
        host = QHostAddress(self.address)
        if host.isNull():
            return QCoreApplication.translate("Overlay", "Stream overlay: {0} is not an IP address.").format(
                self.address
            )
        for wanted in (self.requested_port, self.requested_ws_port):
            if not 0 <= wanted <= MAX_PORT:  # Qt's listen() takes a 16-bit port: a larger one overflowed
                return self._refusal(wanted, QCoreApplication.translate("Overlay", "no such port"))
        ports = self._probe(host)
        if isinstance(ports, str):
            return ports
        self._launch(*ports)
        return None

    def _probe(self, host: QHostAddress) -> tuple[int, int] | str:
        """The two ports, tried here (a port in use is known at once, and `url` names the port the system
        chose for 0) and let go for the sockets' process: the GUI thread does not wait the half second
        that process takes to start."""
        probes: list[QTcpServer] = []
        try:
            for wanted in (self.requested_port, self.requested_ws_port):
                probe = QTcpServer()
                probes.append(probe)
                if not probe.listen(host, wanted):
                    return self._refusal(wanted, probe.errorString())
            return probes[0].serverPort(), probes[1].serverPort()
        finally:
            for probe in probes:
                probe.close()

    def _launch(self, port: int, ws_port: int) -> None:
        program, args, env = child_command()
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        process.setProcessEnvironment(env)
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        self._process, self._ports, self._ready = process, (port, ws_port), False
        self._launched = time.monotonic()
        process.start(program, args)
        clock, made = self._clock or (None, time.monotonic())
        start = {
            "address": self.address,
            "port": port,
            "ws_port": ws_port,
            "page": resource_path(*PAGE).read_text(encoding="utf-8"),
            "hello": self.hello(),
            "state": self._last,
            "clock": clock,
            "clock_age_ms": int((time.monotonic() - made) * 1000),
        }
        process.write(json.dumps(start, ensure_ascii=False).encode("utf-8") + b"\n")

    def wait_ready(self, timeout_ms: int = START_TIMEOUT_MS) -> bool:
        """Wait until the sockets' process listens (the headless command, before it prints the address;
        tests): True once it does, False if it ended or took longer."""
        deadline = QDeadlineTimer(timeout_ms)
        while not self._ready and not deadline.hasExpired():
            process = self._process
            if process is None or process.state() == QProcess.ProcessState.NotRunning:
                break
            process.waitForReadyRead(max(1, deadline.remainingTime()))
        return self._ready

    def _refusal(self, port: int, reason: str) -> str:
        return QCoreApplication.translate(
            "Overlay", "Stream overlay: cannot listen on {0} port {1} ({2})."
        ).format(self.address, port, reason)

    def stop(self) -> None:
        self._stopped = True  # and no start again of a process that died just before
        process, self._process = self._process, None
        self._ports, self._clients, self._ready = (0, 0), 0, False
        if process is not None:
            self._end(process)

    @staticmethod
    def _end(process: QProcess) -> None:
        """Killed, as the clients were cut before (the page reconnects by itself), and waited for only until
        it is gone, a matter of milliseconds, so that its ports are free for a start that follows."""
        process.kill()
        process.waitForFinished(STOP_TIMEOUT_MS)
        process.deleteLater()

    @property
    def running(self) -> bool:
        return self._process is not None

    @property
    def process_id(self) -> int:
        """The sockets' process (0: none)."""
        return self._process.processId() if self._process is not None else 0

    @property
    def port(self) -> int:
        return self._ports[0]

    @property
    def ws_port(self) -> int:
        return self._ports[1]

    @property
    def url(self) -> str:
        host = self.address if ":" not in self.address else f"[{self.address}]"
        return f"http://{host}:{self.port}/"

    @property
    def sequence(self) -> int:
        """The `seq` of the last state published (0: none yet)."""
        return self._seq

    @property
    def client_count(self) -> int:
        """As the sockets' process last said (a moment behind a connection or a drop)."""
        return self._clients

    # --- messages ---
    def publish(self, payload: dict[str, Any]) -> None:
        """Push one `state` to every client now; `seq` numbers the states so a client sees its order."""
        self._seq += 1
        message = dict(payload)
        message["seq"] = self._seq
        self._last = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        self._send({"state": self._last})

    def publish_clock(self, clock: HallClock | None) -> None:
        """Push the hall's clock now; None (the night) sends nothing and forgets the day's, so a newcomer in
        the night gets no clock either."""
        message = None if clock is None else clock_message(clock)
        self._clock = None if message is None else (message, time.monotonic())
        self._send({"clock": message})

    def hello(self) -> str:
        return json.dumps(
            {"type": "hello", "version": HALL_VIEW_VERSION, "app": "mafia-desk", "app_version": __version__},
            separators=(",", ":"),
        )

    def _send(self, message: dict[str, Any]) -> None:
        process = self._process
        if process is None:
            return
        process.write(json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n")
        if process.bytesToWrite() > MAX_UNSENT_BYTES:
            log.warning("the overlay's sockets take no messages: started again")
            process.kill()  # `finished` starts another

    # --- the sockets' process ---
    def _on_output(self) -> None:
        process = self._process
        if process is None or self.sender() is not process:
            return
        while process.canReadLine():
            line = bytes(process.readLine().data()).decode("utf-8", "replace").strip()
            word, _, rest = line.partition(" ")
            if word == "ready":
                self._ready = True
            elif word == "clients" and rest.isdigit():
                self._clients = int(rest)
                self.clients_changed.emit(self._clients)
            elif word == "refused":  # another program took a port since the probe: it ends by itself
                port, _, reason = rest.partition(" ")
                refusal = self._refusal(int(port) if port.isdigit() else 0, _socket_error(reason))
                log.warning("%s", refusal)
                self.refused.emit(refusal)

    def _on_finished(self) -> None:
        process = self._process
        if process is None or self.sender() is not process:
            return  # stopped on purpose
        ports, lived = self._ports, time.monotonic() - self._launched
        self._process, self._ports, self._ready = None, (0, 0), False
        process.deleteLater()
        if self._clients:
            self._clients = 0
            self.clients_changed.emit(0)
        # One that dies soon after its start (a port another program took since the probe, a crash at each
        # start) is started again later and later, never given up on: it may come right (the port freed).
        self._quick_deaths = self._quick_deaths + 1 if lived < RESTART_AFTER_S else 0
        delay = min(RESTART_DELAY_MS << min(self._quick_deaths, 8), MAX_RESTART_DELAY_MS)
        log.warning(
            "the overlay's sockets ended after %.1f s: started again on ports %s and %s in %.1f s",
            lived,
            *ports,
            delay / 1000,
        )
        QTimer.singleShot(delay, self, lambda: self._restart(ports))

    def _restart(self, ports: tuple[int, int]) -> None:
        if self._process is None and not self._stopped:
            self._launch(*ports)
