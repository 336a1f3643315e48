"""A schema of its own on the test PostgreSQL server (MAFIA_DESK_TEST_DB), dropped afterwards: every test that
needs the server gets one, so tests on two workers never see each other's tables."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

PG_ENV = "MAFIA_DESK_TEST_DB"


def pg_base() -> str:
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        pytest.skip(f"{PG_ENV} is not set: no PostgreSQL server to test against")
    return base


@contextmanager
def pg_schema(prefix: str = "md_test", driver: str | None = None) -> Iterator[str]:
    """A URL whose connections see only a new schema (through search_path); `driver`: another driver name
    in the URL (a user types `postgresql://`)."""
    base = pg_base()
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base)
    if driver is not None:
        url = url.set(drivername=driver)
    url = url.update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
