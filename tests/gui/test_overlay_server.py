"""The stream overlay over real sockets: a WebSocket client receives every change of a stored game's hall
view in order, exactly once, and nothing secret; the page is served over HTTP."""

from __future__ import annotations

import threading
import urllib.request
from typing import Any

import pytest
from hall_script import scripted_game
from overlay_client import OverlayClient

from mafia_desk.game import Role
from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui.display.overlay_feed import HallFeed, state_message
from mafia_desk.gui.display.overlay_server import OverlayServer, is_loopback, overlay_settings
from mafia_desk.gui.game_session import GameSession

ROLE_WORDS = {r.value for r in Role}


@pytest.fixture
def server(qapp: Any) -> Any:
    srv = OverlayServer("127.0.0.1", 0, 0)
    assert srv.start() is None and srv.wait_ready()
    yield srv
    srv.stop()


def _session(store: Any) -> tuple[GameSession, list[Any]]:
    log = scripted_game()
    seats = [{"seat": s.seat, "player": s.player, "player_id": s.player_id} for s in log.seats]
    session = GameSession.start(store, "fiim", seats, {"tournament": "Кубок Севера", "round": 2, "table": 1})
    return session, list(log.events)


def test_every_change_arrives_in_order_exactly_once(qtbot: Any, store: Any, server: OverlayServer) -> None:
    client = OverlayClient(qtbot, server)
    session, events = _session(store)
    feed = HallFeed(server)
    feed.follow(session)
    expected = [state_message(hall_view(session.game))]
    for event in events:
        assert session.apply(event)
        message = state_message(hall_view(session.game))
        if message != expected[-1]:
            expected.append(message)
    assert session.game.state.finished
    feed.set_reveal(True)
    expected.append(state_message(hall_view(session.game, reveal_roles=True)))
    qtbot.waitUntil(lambda: len(client.states()) >= len(expected), timeout=5000)
    assert server.sequence == len(expected)  # nothing more was published
    qtbot.wait(100)  # nor sent
    got = client.states()
    assert [m["seq"] for m in got] == list(range(1, len(expected) + 1))
    assert [{k: v for k, v in m.items() if k != "seq"} for m in got] == expected
    assert len(expected) < len(events)  # the night's shot and checks sent nothing

    shot_before: set[int] = set()
    for m in got:
        shot = {s["seat"] for s in m["seats"] if s["status"] == "shot"}
        if m["stage"] != "finished":
            assert all(s["role"] is None for s in m["seats"])
            assert not ({w for w in _strings(m)} & ROLE_WORDS)
        if m["stage"] == "night":
            assert shot == shot_before, m  # tonight's victim is alive for the hall until the morning
        shot_before = shot
    last = got[-1]
    assert last["roles_shown"] and {s["role"] for s in last["seats"]} == ROLE_WORDS
    assert last["heading"] == {"tournament": "Кубок Севера", "round": "2", "table": "1"}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_a_late_client_gets_hello_and_the_latest_state(qtbot: Any, store: Any, server: OverlayServer) -> None:
    session, events = _session(store)
    feed = HallFeed(server)
    feed.follow(session)
    witness = OverlayClient(qtbot, server)
    for event in events[:5]:
        session.apply(event)
    # The sockets' process has the latest state once an earlier client has it (the states go there down a
    # pipe, the late client over TCP: neither waits for the other).
    qtbot.waitUntil(
        lambda: bool(witness.states()) and witness.states()[-1]["seq"] == server.sequence, timeout=5000
    )
    client = OverlayClient(qtbot, server)
    client.wait_for(2)
    hello, state = client.messages[:2]
    assert hello["version"] == 1 and hello["app"] == "mafia-desk"
    assert {k: v for k, v in state.items() if k != "seq"} == state_message(hall_view(session.game))


def test_the_page_is_served_with_its_socket_port(qtbot: Any, server: OverlayServer) -> None:
    out: dict[str, Any] = {}

    def fetch() -> None:
        try:
            with urllib.request.urlopen(f"{server.url}?font=30&hide=fouls", timeout=5) as reply:
                out["type"] = reply.headers["Content-Type"]
                out["body"] = reply.read().decode("utf-8")
        except OSError as err:  # pragma: no cover - reported by the assertion below
            out["error"] = err

    thread = threading.Thread(target=fetch)
    thread.start()
    # The body too, not only the headers: the server writes it from Qt's event loop, which the join below
    # would block (the headers alone were enough to end the wait, and the read then timed out).
    qtbot.waitUntil(lambda: "body" in out or "error" in out, timeout=10000)
    thread.join()
    assert "error" not in out, out
    assert out["type"] == "text/html; charset=utf-8"
    body = out["body"]
    assert f'content="{server.ws_port}"' in body and "__WS_PORT__" not in body
    assert "background: transparent" in body and '<meta charset="utf-8">' in body
    assert server.url.startswith("http://127.0.0.1:")


def test_a_port_in_use_is_one_line(qapp: Any, server: OverlayServer) -> None:
    other = OverlayServer("127.0.0.1", server.port, 0)
    line = other.start()
    assert line is not None and "\n" not in line
    assert str(server.port) in line and "cannot listen" in line
    assert not other.running
    ws_clash = OverlayServer("127.0.0.1", 0, server.ws_port)
    line = ws_clash.start()
    assert line is not None and str(server.ws_port) in line and not ws_clash.running


def test_the_settings_default_to_the_loopback(qapp: Any) -> None:
    from PySide6.QtCore import QSettings

    settings = QSettings()
    settings.remove("overlay")
    assert overlay_settings(settings) == ("127.0.0.1", 8765, 8766)
    settings.setValue("overlay/port", "not a port")
    settings.setValue("overlay/address", "0.0.0.0")
    assert overlay_settings(settings) == ("0.0.0.0", 8765, 8766)
    settings.remove("overlay")
    assert is_loopback("127.0.0.1") and is_loopback("::1") and not is_loopback("0.0.0.0")
