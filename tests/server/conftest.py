"""The tournament server's tests: each gets a schema of its own with the tables made, and a tournament with
its first round drawn and saved on it (tests/support/server_kit.py has the proxy and the laptops)."""

from __future__ import annotations

from typing import Any

import pytest
from server_kit import server_schema

from mafia_desk.store.server import create_server_schema, open_server
from mafia_desk.tournament.load import effective_stages


@pytest.fixture
def server_url() -> Any:
    with server_schema() as url:
        create_server_schema(url, "organiser")
        yield url


@pytest.fixture
def players() -> int:
    """How many players the tournament registers (a test file sets its own)."""
    return 20


@pytest.fixture
def organiser(server_url: str, players: int) -> Any:
    from organiser_kit import new_tournament, save_draw

    server = open_server(server_url, "organiser")
    tid = new_tournament(server, "fiim", players)
    stage = effective_stages(server.load_tournament(tid))[0].id
    save_draw(server, tid, stage, 1, 5)
    yield server, tid, stage
    server.close()
