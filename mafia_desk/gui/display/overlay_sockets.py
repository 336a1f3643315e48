"""The stream overlay's sockets, in a process of their own (docs/overlay.md, "Limits").

A client of the overlay must never be able to stall the host's screen. With the servers on the GUI thread it
could: one WebSocket frame announcing 2^62 bytes froze Qt 6.9's QWebSocketServer, and the host's window with
it, at 100 % CPU while the memory climbed past 1.5 GB; a POST announcing a gigabyte was buffered whole by
QHttpServer; half-sent requests were kept for ever. A thread of their own was not enough: PySide holds the
interpreter's lock through some of Qt's calls (a QWebSocketServer taking a connection, which locks Qt's
signal tables), while the GUI thread, freeing a Python object, held those tables and waited for the lock; both
stopped for good (a 20-second storm of such frames did it). So this module runs as a child process
(`mafia-desk --overlay-sockets`, started by gui/display/overlay_server.py), with no thread of Python besides a
reader of its standard input that never calls Qt: whatever Qt or Python does here, the host's process only
writes lines to a pipe.

The host's side sends one JSON line to start (address, ports, the page, `hello`, the latest `state` and
`clock`), then one per message; this side answers `ready HTTP_PORT WS_PORT` or `refused PORT REASON`, then
`clients N` at each change, and ends when its standard input does (the host stopped it, or died).

Every client is also bounded before Qt parses what it sent: a request's headers must be complete within
`REQUEST_TIMEOUT_S` and `MAX_HEADER_BYTES`, a port keeps at most `MAX_REQUESTS` connections that are not yet
served WebSockets (a newcomer pushes the oldest out, so a flood of idle sockets cannot lock a real client
out), at most `MAX_CLIENTS` WebSockets are served, and a WebSocket client, which has nothing to say to the
overlay, is dropped once it has sent more than a close frame's worth of bytes or lets more than
`MAX_BACKLOG_BYTES` pile up unread. The page is answered here rather than by QHttpServer, which PySide
gives no limit to set and whose routes it does not bind safely (docs/overlay.md, "Why not QHttpServer"): one
static page for a GET, no body ever, `Connection: close`. A WebSocket handshake is checked the same way and
only then handed to QWebSocketServer.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, NamedTuple

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QObject,
    QSocketNotifier,
    QTimer,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QSslSocket, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

FLAG = "--overlay-sockets"  # the command-line switch that makes `mafia-desk` this process (cli.py)
REQUEST_TIMEOUT_S = 3.0  # from the connection to the end of its request's headers
ANSWER_TIMEOUT_S = 5.0  # for a client to take the answer (and for a closing WebSocket to go)
MAX_HEADER_BYTES = 8192  # a request's line and headers; also each socket's read buffer
MAX_REQUESTS = 32  # connections to one port still sending (or, on the page's port, taking) a request
MAX_CLIENTS = 64  # WebSocket clients served at once; the next is answered 503
MAX_FRAME_BYTES = 125  # the largest frame or message a WebSocket client may send (a control frame's limit)
MAX_CLIENT_BYTES = 256  # all a WebSocket client may send after its handshake: a close frame, a pong
MAX_BACKLOG_BYTES = 1 << 20  # unsent bytes to one client before it is dropped as not reading
MAX_DRAIN_BYTES = 64 * 1024  # read and thrown away after a refusal, so that no reset loses the refusal
LISTEN_BACKLOG = 1024  # connections the system holds until they are taken (within its own cap)
SWEEP_MS = 250
PAGE_PATHS = ("/", "/overlay.html")
TLS_BACKEND = "cert-only"  # no TLS is served; see `serve`
PORT_TOKEN = "__WS_PORT__"

REQUEST, ANSWERED, UPGRADING, OPEN = "request", "answered", "upgrading", "open"
INF = float("inf")


class Request(NamedTuple):
    method: str
    path: str
    headers: dict[str, str]  # names in lower case; a repeated header's values joined by ", "


def parse_request(head: bytes) -> Request | None:
    """The request line and headers (without the blank line); None when they are not HTTP/1.x."""
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or parts[2] not in ("HTTP/1.0", "HTTP/1.1") or not parts[1]:
        return None
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():  # no folded lines, no space before the colon
            return None
        key = name.lower()
        headers[key] = f"{headers[key]}, {value.strip()}" if key in headers else value.strip()
    return Request(parts[0], parts[1].split("?", 1)[0].split("#", 1)[0], headers)


def announces_body(request: Request) -> bool:
    """A body is coming (or a length no number): the page takes none, so it is refused unread."""
    length = request.headers.get("content-length")
    return "transfer-encoding" in request.headers or (length is not None and length != "0")


def response(
    status: str,
    body: bytes = b"",
    *,
    content_type: str = "text/plain; charset=utf-8",
    head_only: bool = False,
) -> bytes:
    head = (
        f"HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
        "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    )
    return head.encode("ascii") + (b"" if head_only else body)


@dataclass(eq=False)
class _Conn:
    socket: QTcpSocket
    web: bool  # on the WebSocket's port
    deadline: float  # time.monotonic() by which it must have moved on; inf for an open client
    stage: str = REQUEST
    received: int = 0  # an open client's bytes, or those thrown away after a refusal
    lingering: bool = False  # refused: what it still sends is read and thrown away until it closes
    client: QWebSocket | None = None
    key: tuple[str, int] = ("", 0)


def aged_clock(message: dict[str, Any], elapsed_ms: int) -> dict[str, Any]:
    """A `clock` message `elapsed_ms` after it was made, for a client that joins later: a running clock
    has counted down meanwhile (as hall_clock.clock_message counts it)."""
    if not message.get("running"):
        return message
    remaining = max(0, int(message["remaining_ms"]) - elapsed_ms)
    return {**message, "remaining_ms": remaining, "running": remaining > 0}


class OverlaySockets(QObject):
    """Both ports, their connections and the WebSocket clients."""

    clients_changed = Signal(int)

    def __init__(self, page: str, hello: str, state: str | None = None) -> None:
        super().__init__()
        self._template = page
        self._page = b""
        self._hello = hello
        self._state = state
        self._clock: tuple[dict[str, Any], float] | None = None  # the message and the time it was made
        self._http = QTcpServer(self)
        self._web = QTcpServer(self)
        self._ws = QWebSocketServer("mafia-desk", QWebSocketServer.SslMode.NonSecureMode, self)
        self._conns: dict[QTcpSocket, _Conn] = {}
        self._waiting: dict[bool, dict[QTcpSocket, _Conn]] = {False: {}, True: {}}  # oldest first
        self._upgrading: dict[tuple[str, int], _Conn] = {}
        self._clients: dict[QWebSocket, _Conn] = {}
        self._sweeper = QTimer(self)
        self._doomed: list[QObject] = []
        self._reaper = QTimer(self)
        self._reaper.setSingleShot(True)
        self._reaper.setInterval(0)
        self._reaper.timeout.connect(self._reap)

    def listen(self, address: str, port: int, ws_port: int) -> tuple[int, str] | None:
        """None when both ports listen, else the port refused and Qt's reason (nothing is left listening)."""
        host = QHostAddress(address)
        for server, wanted in ((self._http, port), (self._web, ws_port)):
            server.setListenBacklogSize(LISTEN_BACKLOG)
            if not server.listen(host, wanted):
                reason = server.errorString()
                self.close()
                return wanted, reason
        self._page = self._template.replace(PORT_TOKEN, str(self._web.serverPort())).encode("utf-8")
        self._http.newConnection.connect(self._accept_http)
        self._web.newConnection.connect(self._accept_web)
        self._ws.newConnection.connect(self._on_upgraded)
        self._sweeper.timeout.connect(self._sweep)
        self._sweeper.start(SWEEP_MS)
        return None

    @property
    def ports(self) -> tuple[int, int]:
        return self._http.serverPort(), self._web.serverPort()

    def close(self) -> None:
        self._sweeper.stop()
        for conn in list(self._conns.values()):
            self._drop(conn)
        self._http.close()
        self._web.close()
        self._ws.close()

    # --- messages from the host's side ---
    def send_state(self, text: str) -> None:
        self._state = text
        for conn in list(self._clients.values()):
            self._send(conn, text)

    def send_clock(self, clock: dict[str, Any] | None, age_ms: int = 0) -> None:
        """The day's clock (None: the night, which sends nothing and forgets the day's)."""
        self._clock = None if clock is None else (clock, time.monotonic() - age_ms / 1000)
        if clock is None:
            return
        text = self._clock_text()
        for conn in list(self._clients.values()):
            self._send(conn, text)

    def _clock_text(self) -> str:
        assert self._clock is not None
        clock, came = self._clock
        message = aged_clock(clock, int((time.monotonic() - came) * 1000))
        return json.dumps(message, separators=(",", ":"))

    def _send(self, conn: _Conn, text: str) -> None:
        assert conn.client is not None
        conn.client.sendTextMessage(text)
        conn.client.flush()
        if conn.socket.bytesToWrite() > MAX_BACKLOG_BYTES:
            self._drop(conn)

    # --- connections ---
    @Slot()
    def _accept_http(self) -> None:
        self._accept(self._http, web=False)

    @Slot()
    def _accept_web(self) -> None:
        self._accept(self._web, web=True)

    def _accept(self, server: QTcpServer, *, web: bool) -> None:
        waiting = self._waiting[web]
        while server.hasPendingConnections():
            sock = server.nextPendingConnection()
            sock.setParent(None)  # see _reap
            if len(waiting) >= MAX_REQUESTS:
                oldest = next((c for c in waiting.values() if c.stage != UPGRADING), None)
                if oldest is None:
                    sock.abort()
                    self._doom(sock)
                    continue
                self._drop(oldest)
            sock.setReadBufferSize(MAX_HEADER_BYTES)
            conn = _Conn(sock, web, time.monotonic() + REQUEST_TIMEOUT_S)
            self._conns[sock] = waiting[sock] = conn
            sock.readyRead.connect(self._on_ready_read)
            sock.disconnected.connect(self._on_disconnected)
            if sock.bytesAvailable():
                self._read(conn)

    def _drop(self, conn: _Conn) -> None:
        """Forget the connection and cut it; safe to call again from the `disconnected` it causes."""
        if self._conns.pop(conn.socket, None) is None:
            return
        self._waiting[conn.web].pop(conn.socket, None)
        self._upgrading.pop(conn.key, None)
        if conn.client is not None and self._clients.pop(conn.client, None) is not None:
            self.clients_changed.emit(len(self._clients))
        # Either may be gone already: a socket deleted at the process's end says `disconnected` as it goes.
        if shiboken6.isValid(conn.socket):
            conn.socket.abort()
        if conn.client is not None:
            if shiboken6.isValid(conn.client):
                conn.client.abort()
            self._doom(conn.client)
        self._doom(conn.socket)

    def _doom(self, obj: QObject) -> None:
        self._doomed.append(obj)
        self._reaper.start()

    @Slot()
    def _reap(self) -> None:
        """Delete the connections dropped since the last turn of the loop, outside their own signals. PySide
        keeps the wrapper of an object Qt made with a parent (a socket from nextPendingConnection) in the
        parent's wrapper until the parent goes: deleted by `deleteLater`, each connection leaked about 2 KB
        (10 MB a minute in a storm of bad frames). So each is taken from its parent when it comes, held by
        this object only, and deleted here."""
        doomed, self._doomed = self._doomed, []
        for obj in doomed:
            if shiboken6.isValid(obj):
                shiboken6.delete(obj)

    @Slot()
    def _on_disconnected(self) -> None:
        sock = self.sender()
        if isinstance(sock, QTcpSocket) and sock in self._conns:
            self._drop(self._conns[sock])

    @Slot()
    def _on_ready_read(self) -> None:
        sock = self.sender()
        if isinstance(sock, QTcpSocket) and sock in self._conns:
            self._read(self._conns[sock])

    def _read(self, conn: _Conn) -> None:
        sock = conn.socket
        if conn.stage == OPEN:
            # Counted before Qt's frame parser sees it (this slot was connected first): whatever a client
            # sends beyond a close frame, pings and messages alike, ends it.
            conn.received += sock.bytesAvailable()
            if conn.received > MAX_CLIENT_BYTES:
                self._drop(conn)
            return
        if conn.lingering:
            conn.received += sock.skip(sock.bytesAvailable())
            if conn.received > MAX_DRAIN_BYTES:
                self._drop(conn)
            return
        if conn.stage != REQUEST:  # answered, or in Qt's hands for the handshake: left unread
            return
        data = bytes(sock.peek(MAX_HEADER_BYTES).data())
        end = data.find(b"\r\n\r\n")
        if end < 0:
            if len(data) >= MAX_HEADER_BYTES:
                self._refuse(conn, response("431 Request Header Fields Too Large"))
            return
        request = parse_request(data[:end])
        if request is None:
            self._refuse(conn, response("400 Bad Request"))
        elif announces_body(request):
            self._refuse(conn, response("413 Content Too Large"))
        elif conn.web:
            self._upgrade(conn, request, extra=len(data) - end - 4)
        else:
            self._answer_page(conn, request)

    def _answer(self, conn: _Conn, reply: bytes) -> None:
        conn.stage = ANSWERED
        conn.deadline = time.monotonic() + ANSWER_TIMEOUT_S
        conn.socket.write(reply)
        conn.socket.disconnectFromHost()  # once written; the sweep cuts a client that does not read it

    def _refuse(self, conn: _Conn, reply: bytes) -> None:
        """Answer a request that is still coming in (a body, headers past the limit) and read off the rest,
        up to `MAX_DRAIN_BYTES`, until the client closes: a socket closed with unread bytes resets the
        connection, and the client would lose the answer."""
        conn.stage, conn.lingering, conn.received = ANSWERED, True, 0
        conn.deadline = time.monotonic() + ANSWER_TIMEOUT_S
        conn.socket.write(reply)
        conn.socket.flush()
        self._read(conn)

    def _answer_page(self, conn: _Conn, request: Request) -> None:
        if request.method not in ("GET", "HEAD"):
            self._answer(conn, response("405 Method Not Allowed"))
        elif request.path not in PAGE_PATHS:
            self._answer(conn, response("404 Not Found"))
        else:
            page = response(
                "200 OK",
                self._page,
                content_type="text/html; charset=utf-8",
                head_only=request.method == "HEAD",
            )
            self._answer(conn, page)

    def _upgrade(self, conn: _Conn, request: Request, *, extra: int) -> None:
        if request.method != "GET" or "websocket" not in request.headers.get("upgrade", "").lower():
            self._answer(conn, response("400 Bad Request"))
            return
        if extra:  # a client sends nothing before the server's answer (RFC 6455 4.1)
            self._drop(conn)
            return
        if len(self._clients) + len(self._upgrading) >= MAX_CLIENTS:
            self._answer(conn, response("503 Service Unavailable"))
            return
        conn.stage = UPGRADING
        conn.key = (conn.socket.peerAddress().toString(), conn.socket.peerPort())
        self._upgrading[conn.key] = conn
        self._ws.handleConnection(conn.socket)

    @Slot()
    def _on_upgraded(self) -> None:
        while self._ws.hasPendingConnections():
            client = self._ws.nextPendingConnection()
            conn = self._upgrading.pop((client.peerAddress().toString(), client.peerPort()), None)
            client.setParent(None)  # see _reap
            if conn is None:
                client.abort()
                self._doom(client)
                continue
            client.setMaxAllowedIncomingFrameSize(MAX_FRAME_BYTES)
            client.setMaxAllowedIncomingMessageSize(MAX_FRAME_BYTES)
            client.textMessageReceived.connect(self._on_client_spoke)
            client.binaryMessageReceived.connect(self._on_client_spoke)
            client.aboutToClose.connect(self._on_closing)
            conn.stage, conn.client, conn.deadline = OPEN, client, INF
            self._waiting[True].pop(conn.socket, None)
            self._clients[client] = conn
            self._send(conn, self._hello)
            if self._state is not None and conn.socket in self._conns:
                self._send(conn, self._state)
            if self._clock is not None and conn.socket in self._conns:
                self._send(conn, self._clock_text())
            if conn.socket in self._conns:
                self.clients_changed.emit(len(self._clients))

    @Slot()
    def _on_client_spoke(self) -> None:
        client = self.sender()
        if isinstance(client, QWebSocket) and client in self._clients:
            self._drop(self._clients[client])

    @Slot()
    def _on_closing(self) -> None:
        """Qt has sent its close frame (the client's close answered, or a frame it refused): the connection
        goes at the next sweep instead of waiting seconds for the client's own close."""
        client = self.sender()
        if isinstance(client, QWebSocket) and client in self._clients:
            self._clients[client].deadline = time.monotonic()

    @Slot()
    def _sweep(self) -> None:
        now = time.monotonic()
        for conn in list(self._conns.values()):
            if conn.stage == OPEN:
                if conn.socket.bytesToWrite() > MAX_BACKLOG_BYTES:
                    self._drop(conn)
                elif (
                    conn.deadline == INF and conn.socket.state() != QAbstractSocket.SocketState.ConnectedState
                ):
                    conn.deadline = now + ANSWER_TIMEOUT_S  # closing: it has that long to go
            if conn.deadline < now:
                self._drop(conn)


class _Input:
    """The host's lines, read by a thread of plain Python that never calls Qt (see the module's note), and
    handed to Qt's loop through a socket pair that a QSocketNotifier watches (pipes have no notifier on
    Windows; sockets do)."""

    def __init__(self, handle: Any) -> None:
        self._handle = handle
        self._lines: deque[bytes | None] = deque()
        self._wake, self._bell = socket.socketpair()
        self._wake.setblocking(False)
        self.notifier = QSocketNotifier(self._wake.fileno(), QSocketNotifier.Type.Read)
        threading.Thread(target=self._read, name="overlay-input", daemon=True).start()

    def _read(self) -> None:
        for line in self._handle:
            self._lines.append(line)
            self._bell.send(b"\0")
        self._lines.append(None)  # the end: the host stopped this process, or is gone
        self._bell.send(b"\0")

    def take(self) -> list[bytes | None]:
        try:
            while self._wake.recv(4096):
                pass
        except BlockingIOError:
            pass
        taken = []
        while self._lines:
            taken.append(self._lines.popleft())
        return taken


def _say(line: str) -> None:
    sys.stdout.buffer.write(line.encode("utf-8") + b"\n")
    sys.stdout.buffer.flush()


# Qt says the first for every WebSocket it deletes (qtwebsockets' own disconnect in 6.9): under a flood of bad
# clients, thousands of lines on the host's standard error. The others come from the cert-only TLS backend
# (see `serve`) when a QWebSocket makes its (unused) TLS configuration.
QUIET = (
    "QObject::disconnect: wildcard call disconnects from destroyed signal",
    'The backend "cert-only" does not support QSslKey',
    "Active TLS backend does not support key creation",
)


def _qt_message(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
    if not text.startswith(QUIET):
        sys.stderr.write(text + "\n")


def serve() -> int:
    """The child process: its first line on standard input says what to serve."""
    qInstallMessageHandler(_qt_message)
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    # The overlay is plain ws:// and http://, but every QWebSocket makes a TLS configuration, and with the
    # OpenSSL backend the first one read every system CA certificate: 0.4-1.2 s before the first client's
    # hello on a loaded machine. The certificate-only backend reads none.
    if TLS_BACKEND in QSslSocket.availableBackends():  # a bundle may have no TLS plugin at all: none to read
        QSslSocket.setActiveBackend(TLS_BACKEND)
    try:
        start = json.loads(sys.stdin.buffer.readline())
        sockets = OverlaySockets(start["page"], start["hello"], start["state"])
        sockets.send_clock(start["clock"], int(start["clock_age_ms"]))
        refusal = sockets.listen(start["address"], int(start["port"]), int(start["ws_port"]))
    except (ValueError, KeyError, TypeError) as err:
        _say(f"refused 0 {err}")
        return 2
    if refusal is not None:
        _say(f"refused {refusal[0]} {refusal[1]}")
        return 1
    sockets.clients_changed.connect(lambda n: _say(f"clients {n}"))
    host = _Input(sys.stdin.buffer)

    def on_input() -> None:
        for line in host.take():
            if line is None:
                app.quit()
                return
            message = json.loads(line)
            if "state" in message:
                sockets.send_state(message["state"])
            if "clock" in message:
                sockets.send_clock(message["clock"])

    host.notifier.activated.connect(on_input)
    _say("ready {} {}".format(*sockets.ports))
    app.exec()
    sockets.close()
    return 0
