"""The stream overlay's local server: the page for OBS's browser source over HTTP, the hall's view over a
WebSocket (docs/overlay.md).

Qt's own servers do the protocol work (QHttpServer, QWebSocketServer), on the GUI thread's event loop, so a
state is pushed the moment it is published, with no polling. The WebSocket listens on its own port (the HTTP
port + 1 unless set), because QHttpServer in PySide6 6.9 has no WebSocket upgrade; the page is served with
that port written in. Both bind 127.0.0.1 unless the user chose another address.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QSettings, Signal
from PySide6.QtHttpServer import QHttpServer, QHttpServerRequest, QHttpServerResponder, QHttpServerResponse
from PySide6.QtNetwork import QHostAddress, QHttpHeaders, QTcpServer
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from mafia_desk import __version__
from mafia_desk.game.hall_view import HALL_VIEW_VERSION
from mafia_desk.gui.common import settings
from mafia_desk.gui.display.hall_clock import HallClock, clock_message
from mafia_desk.resources import resource_path

ADDRESS_SETTING = settings.OVERLAY_ADDRESS.key
PORT_SETTING = settings.OVERLAY_PORT.key
WS_PORT_SETTING = settings.OVERLAY_WS_PORT.key
DEFAULT_ADDRESS = settings.OVERLAY_ADDRESS.default
DEFAULT_PORT = settings.OVERLAY_PORT.default
PAGE = ("overlay", "overlay.html")
PAGE_PATHS = ("/", "/overlay.html")
PORT_TOKEN = "__WS_PORT__"
MAX_PORT = 65535


def overlay_settings(stored: QSettings | None = None) -> tuple[str, int, int]:
    """(address, HTTP port, WebSocket port) from the settings; a bad value falls back to the default."""
    address = settings.OVERLAY_ADDRESS.get(stored).strip() or DEFAULT_ADDRESS
    port = settings.OVERLAY_PORT.get(stored)
    ws_port = settings.OVERLAY_WS_PORT.get(stored)
    return address, port, ws_port or (port + 1 if port else 0)


def is_loopback(address: str) -> bool:
    host = QHostAddress(address)
    return not host.isNull() and host.isLoopback()


class OverlayServer(QObject):
    """Serves the page and pushes every published message to each client; a newcomer gets `hello`, the
    latest `state` and the day's `clock`, so a browser source opened mid-game is up to date at once."""

    clients_changed = Signal(int)

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
        self._http: QHttpServer | None = None
        self._tcp: QTcpServer | None = None
        self._ws: QWebSocketServer | None = None
        self._clients: list[QWebSocket] = []
        self._last: str | None = None
        self._seq = 0
        self._clock: HallClock | None = None
        self._clock_age = QElapsedTimer()

    # --- life ---
    def start(self) -> str | None:
        """Listen; None when both servers are up, else the one line that says why not (nothing is left
        listening then)."""
        self.stop()
        host = QHostAddress(self.address)
        if host.isNull():
            return QCoreApplication.translate("Overlay", "Stream overlay: {0} is not an IP address.").format(
                self.address
            )
        for wanted in (self.requested_port, self.requested_ws_port):
            if not 0 <= wanted <= MAX_PORT:  # Qt's listen() takes a 16-bit port: a larger one overflowed
                return self._refusal(wanted, QCoreApplication.translate("Overlay", "no such port"))
        tcp = QTcpServer(self)
        if not tcp.listen(host, self.requested_port):
            line = self._refusal(self.requested_port, tcp.errorString())
            tcp.deleteLater()
            return line
        ws = QWebSocketServer("mafia-desk", QWebSocketServer.SslMode.NonSecureMode, self)
        if not ws.listen(host, self.requested_ws_port):
            line = self._refusal(self.requested_ws_port, ws.errorString())
            tcp.close()
            tcp.deleteLater()
            ws.deleteLater()
            return line
        http = QHttpServer(self)
        # PySide keeps no reference to a route's callable: a bound method made on the spot was collected
        # and the first request crashed; the server holds them for as long as it listens. A route that
        # returns a QHttpServerResponse sends an empty body in PySide 6.9, so the page goes back as text
        # and its type is set after the request.
        self._route, self._after = self._page, self._page_type
        for path in PAGE_PATHS:
            http.route(path, self._route)
        http.addAfterRequestHandler(self, self._after)
        http.bind(tcp)
        ws.newConnection.connect(self._on_connection)
        self._tcp, self._ws, self._http = tcp, ws, http
        return None

    def _refusal(self, port: int, reason: str) -> str:
        return QCoreApplication.translate(
            "Overlay", "Stream overlay: cannot listen on {0} port {1} ({2})."
        ).format(self.address, port, reason)

    def stop(self) -> None:
        for client in list(self._clients):
            client.abort()
            client.deleteLater()
        self._clients.clear()
        if self._ws is not None:
            self._ws.close()
            self._ws.deleteLater()
        if self._http is not None:
            self._http.deleteLater()  # it owns the bound QTcpServer
        self._ws = self._http = self._tcp = None

    @property
    def running(self) -> bool:
        return self._ws is not None

    @property
    def port(self) -> int:
        return self._tcp.serverPort() if self._tcp is not None else 0

    @property
    def ws_port(self) -> int:
        return self._ws.serverPort() if self._ws is not None else 0

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
        return len(self._clients)

    # --- messages ---
    def publish(self, payload: dict[str, Any]) -> None:
        """Push one `state` to every client now; `seq` numbers the states so a client sees its order."""
        self._seq += 1
        message = dict(payload)
        message["seq"] = self._seq
        self._last = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        for client in self._clients:
            client.sendTextMessage(self._last)
            client.flush()

    def publish_clock(self, clock: HallClock | None) -> None:
        """Push the hall's clock now; None (the night) sends nothing and forgets the day's, so a newcomer in
        the night gets no clock either."""
        self._clock = clock
        if clock is None:
            return
        self._clock_age.start()
        text = self._clock_text()
        for client in self._clients:
            client.sendTextMessage(text)
            client.flush()

    def _clock_text(self) -> str:
        assert self._clock is not None
        return json.dumps(clock_message(self._clock, self._clock_age.elapsed()), separators=(",", ":"))

    def hello(self) -> str:
        return json.dumps(
            {"type": "hello", "version": HALL_VIEW_VERSION, "app": "mafia-desk", "app_version": __version__},
            separators=(",", ":"),
        )

    # --- Qt callbacks ---
    def _page(self, request: QHttpServerRequest) -> str:
        return resource_path(*PAGE).read_text(encoding="utf-8").replace(PORT_TOKEN, str(self.ws_port))

    def _page_type(self, request: QHttpServerRequest, response: QHttpServerResponse) -> None:
        if (
            request.url().path() not in PAGE_PATHS
            or response.statusCode() != QHttpServerResponder.StatusCode.Ok
        ):
            return
        headers = response.headers()
        headers.replaceOrAppend(QHttpHeaders.WellKnownHeader.ContentType, "text/html; charset=utf-8")
        headers.replaceOrAppend(QHttpHeaders.WellKnownHeader.CacheControl, "no-store")
        response.setHeaders(headers)

    def _on_connection(self) -> None:
        assert self._ws is not None
        while self._ws.hasPendingConnections():
            client = self._ws.nextPendingConnection()
            client.setParent(self)
            client.disconnected.connect(self._on_disconnected)
            self._clients.append(client)
            client.sendTextMessage(self.hello())
            if self._last is not None:
                client.sendTextMessage(self._last)
            if self._clock is not None:
                client.sendTextMessage(self._clock_text())
            self.clients_changed.emit(len(self._clients))

    def _on_disconnected(self) -> None:
        client = self.sender()
        if isinstance(client, QWebSocket) and client in self._clients:
            self._clients.remove(client)
            client.deleteLater()
            self.clients_changed.emit(len(self._clients))
