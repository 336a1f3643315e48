"""Hostile network clients of the stream overlay's servers, run as a separate process so that their own work
(thousands of sockets, megabytes sent) neither shares the test's interpreter lock nor counts in its memory.

`python hostile_net.py ATTACK HOST HTTP_PORT WS_PORT SECONDS` prints one JSON line: what the server did to
each of the attack's connections (`closed`: it hung up; `open`: still open when the attack ended), the bytes
the attack managed to send, and what else the attack wants to report (a status line, ...).
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import resource
import socket
import struct
import sys
import time
from collections.abc import Callable
from typing import Any

KEY = base64.b64encode(b"0123456789abcdef").decode()
CHUNK = b"\x00" * 65536


def _closed(sock: socket.socket) -> bool:
    """The server hung up: EOF or a reset (anything it sent first, a 413 or a close frame, is read off)."""
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return True
    except BlockingIOError:
        return False
    except OSError:
        return True


def _send_some(sock: socket.socket, data: bytes) -> int:
    try:
        return sock.send(data)
    except BlockingIOError:
        return 0
    except OSError:
        return -1


def _upgrade(host: str, port: int, rcvbuf: int = 0) -> socket.socket:
    """A WebSocket after a valid handshake, the 101 response read off; `rcvbuf` shrinks its receive
    buffer (the kernel's share of what a client that does not read lets pile up)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.settimeout(5)
    sock.connect((host, port))
    sock.sendall(
        (
            "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    reply = b""
    while b"\r\n\r\n" not in reply:
        data = sock.recv(4096)
        if not data:
            raise OSError("closed during the handshake")
        reply += data
    if not reply.startswith(b"HTTP/1.1 101"):
        raise OSError(reply.split(b"\r\n", 1)[0].decode("latin-1"))
    sock.setblocking(False)
    return sock


def frame(
    opcode: int, payload: bytes, *, fin: bool = True, masked: bool = True, length: int | None = None
) -> bytes:
    """A client frame; `length` announces another payload length than the one sent (its encoding the
    minimal one for it, unless the caller built the header himself)."""
    n = len(payload) if length is None else length
    head = bytes([(0x80 if fin else 0) | opcode])
    mask_bit = 0x80 if masked else 0
    if n < 126:
        head += bytes([mask_bit | n])
    elif n < 65536:
        head += bytes([mask_bit | 126]) + struct.pack(">H", n)
    else:
        head += bytes([mask_bit | 127]) + struct.pack(">Q", n)
    if not masked:
        return head + payload
    key = b"\x01\x02\x03\x04"
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def _stream(sock: socket.socket, seconds: float) -> dict[str, Any]:
    """Send zeros for `seconds` or until the server hangs up."""
    sent, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        if _closed(sock):
            return {"closed": 1, "open": 0, "sent": sent}
        n = _send_some(sock, CHUNK)
        if n < 0:
            return {"closed": 1, "open": 0, "sent": sent}
        sent += n
        if n == 0:
            time.sleep(0.005)
    closed = _closed(sock)
    return {"closed": int(closed), "open": int(not closed), "sent": sent}


def huge_frame(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """One frame announcing 2^62 bytes, then its 'payload' for as long as the server takes it."""
    sock = _upgrade(host, ws)
    sock.send(frame(0x1, b"", length=2**62))
    return _stream(sock, seconds)


def large_frame(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """A frame announcing 2 GiB less a little: under Qt's own limit, so Qt would buffer it all."""
    sock = _upgrade(host, ws)
    sock.send(frame(0x2, b"", length=2**31 - 16))
    return _stream(sock, seconds)


def frame_with_handshake(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """The handshake and a large frame's header in one write, before any response: Qt parses what came
    with the handshake before the server can set a socket's limits."""
    sock = socket.create_connection((host, ws), timeout=5)
    sock.sendall(
        (
            "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
        + frame(0x2, b"", length=2**31 - 16)
    )
    sock.setblocking(False)
    return _stream(sock, seconds)


BAD_FRAMES = {
    "reserved_opcode": frame(0x3, b"x"),
    "rsv_bits": bytes([0xF1]) + frame(0x1, b"x")[1:],
    "unmasked": frame(0x1, b"hello", masked=False),
    "long_form_for_short": bytes([0x81, 0x80 | 126]) + struct.pack(">H", 5) + b"\x00\x00\x00\x00hello",
    "top_bit_length": bytes([0x81, 0x80 | 127]) + struct.pack(">Q", 2**63 + 5) + b"\x00\x00\x00\x00",
    "lone_continuation": frame(0x0, b"x"),
    "long_ping": frame(0x9, b"p" * 126, length=126),
    "fragmented_ping": frame(0x9, b"p", fin=False),
    "bad_utf8": frame(0x1, b"\xff\xfe\xfd"),
    "text_message": frame(0x1, b'{"type":"hello"}'),
    "binary_message": frame(0x2, b"\x00\x01"),
    "fragments_forever": frame(0x1, b"x" * 100, fin=False) + frame(0x0, b"x" * 100, fin=False) * 40,
    "ping_flood": frame(0x9, b"p" * 125) * 2000,
    "garbage": os.urandom(4096),
}


def bad_frames(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """Each malformed or unwanted frame on its own connection; every one must be hung up on (`after`: how
    long each took, in seconds)."""
    socks = {}
    started = time.monotonic()
    for name, data in BAD_FRAMES.items():
        sock = _upgrade(host, ws)
        sock.setblocking(True)
        with contextlib.suppress(OSError):
            sock.sendall(data)
        sock.setblocking(False)
        socks[name] = sock
    end = started + seconds
    left, after = dict(socks), {}
    while left and time.monotonic() < end:
        for name, sock in list(left.items()):
            if _closed(sock):
                after[name] = round(time.monotonic() - started, 2)
                del left[name]
        time.sleep(0.02)
    return {"closed": len(socks) - len(left), "open": len(left), "still_open": sorted(left), "after": after}


def _open(
    host: str, port: int, count: int, first: bytes, pause: float = 0.0
) -> tuple[list[socket.socket], int]:
    """`count` connections that each send `first` and nothing more, `pause` seconds apart; and how many
    were refused."""
    socks: list[socket.socket] = []
    refused = 0
    for _ in range(count):
        time.sleep(pause)
        try:
            sock = socket.create_connection((host, port), timeout=5)
            if first:
                sock.sendall(first)
        except OSError:
            refused += 1
            continue
        sock.setblocking(False)
        socks.append(sock)
    return socks, refused


def _wait_closed(socks: list[socket.socket], refused: int, seconds: float) -> dict[str, Any]:
    """Until the server has hung up on all of them, or `seconds` have passed."""
    end = time.monotonic() + seconds
    left = list(socks)
    while left and time.monotonic() < end:
        left = [s for s in left if not _closed(s)]
        time.sleep(0.05)
    return {"closed": len(socks) - len(left) + refused, "open": len(left), "sent": 0}


def half_requests(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """A hundred requests to each port, each stopped in the middle of its headers."""
    half = b"GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: "
    a, refused_a = _open(host, http, 100, half)
    b, refused_b = _open(host, ws, 100, half)
    return _wait_closed(a + b, refused_a + refused_b, seconds)


def endless_headers(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """Header lines without end, to each port, for as long as the server reads them."""
    out: dict[str, Any] = {"closed": 0, "open": 0, "sent": 0}
    for port in (http, ws):
        sock = socket.create_connection((host, port), timeout=5)
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
        sock.setblocking(False)
        line = b"X-Padding: " + b"a" * 1000 + b"\r\n"
        sent, end = 0, time.monotonic() + seconds / 2
        while time.monotonic() < end and not _closed(sock):
            n = _send_some(sock, line * 60)
            if n < 0:
                break
            sent += n
            if n == 0:
                time.sleep(0.005)
        closed = _closed(sock)
        out["closed"] += int(closed)
        out["open"] += int(not closed)
        out["sent"] += sent
    return out


def big_body(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """A POST announcing a 1 GiB body, then part of it: the server should answer without reading it."""
    sock = socket.create_connection((host, http), timeout=5)
    sock.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1073741824\r\n\r\n")
    sock.setblocking(False)
    reply = b""
    sent, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            data = sock.recv(65536)
            if not data:
                break
            reply += data
        except BlockingIOError:
            pass
        except OSError:
            break
        n = _send_some(sock, CHUNK)
        if n < 0:
            break
        sent += n
        if n == 0:
            time.sleep(0.005)
    closed = _closed(sock)
    status = reply.split(b"\r\n", 1)[0].decode("latin-1")
    return {"closed": int(closed), "open": int(not closed), "sent": sent, "status": status}


def idle_sockets(host: str, http: int, ws: int, seconds: float, count: int = 2000) -> dict[str, Any]:
    """`count` connections, half to each port, that send nothing at all."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < count + 100:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 100), hard))
    started = time.monotonic()
    pause = 2.0 / count  # a flood of a few seconds, so that a good client can come in the middle of it
    a, refused_a = _open(host, http, count // 2, b"", pause)
    b, refused_b = _open(host, ws, count - count // 2, b"", pause)
    opened = time.monotonic() - started
    result = _wait_closed(a + b, refused_a + refused_b, seconds)
    result["opening_seconds"] = round(opened, 2)
    return result


def idle_sockets_10000(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    return idle_sockets(host, http, ws, seconds, count=10000)


def frame_storm(host: str, http: int, ws: int, seconds: float) -> dict[str, Any]:
    """Connection after connection, each a frame announcing 2^62 bytes, for `seconds`: every one cut."""
    cycles = cut = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        sock = _upgrade(host, ws)
        sock.setblocking(True)
        with contextlib.suppress(OSError):
            sock.sendall(frame(0x2, b"", length=2**62) + CHUNK)
        sock.setblocking(False)
        deadline = time.monotonic() + 2
        while not _closed(sock) and time.monotonic() < deadline:
            time.sleep(0.001)
        cut += int(_closed(sock))
        cycles += 1
        sock.close()
    return {"closed": cut, "open": cycles - cut, "sent": 0}


ATTACKS: dict[str, Callable[[str, int, int, float], dict[str, Any]]] = {
    f.__name__: f
    for f in (
        huge_frame,
        large_frame,
        frame_with_handshake,
        bad_frames,
        half_requests,
        endless_headers,
        big_body,
        idle_sockets,
        idle_sockets_10000,
        frame_storm,
    )
}


def main() -> None:
    name, host, http, ws, seconds = sys.argv[1:6]
    started = time.monotonic()
    try:
        result = ATTACKS[name](host, int(http), int(ws), float(seconds))
    except OSError as err:
        result = {"error": str(err)}
    result["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
