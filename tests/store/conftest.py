"""Store fixtures: backend-neutral tests run on SQLite, and on PostgreSQL when there is one (pg_schema.py).

Each PostgreSQL test gets its own schema (through the connection's search_path), dropped afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pg_schema import pg_schema

from mafia_desk.store import Store, open_store

PG_ENV = "MAFIA_DESK_TEST_DB"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'desk.sqlite3'}"


@pytest.fixture
def pg_url() -> Iterator[str]:
    with pg_schema() as url:
        yield url


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest) -> str:
    name = "sqlite_url" if request.param == "sqlite" else "pg_url"
    url: str = request.getfixturevalue(name)
    return url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with open_store(db_url, backups=False) as s:
        yield s
