"""Alembic, run in-process from the scripts shipped inside the package (no alembic.ini)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy.engine import Engine

MIGRATIONS_DIR = Path(__file__).with_name("migrations")


def _config(connection: object) -> object:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def upgrade(engine: Engine, revision: str = "head") -> None:
    from alembic import command

    with engine.begin() as connection:
        command.upgrade(_config(connection), revision)  # type: ignore[arg-type]


def script_revisions() -> list[str]:
    """Every revision of the shipped scripts, oldest first (checked against models.SCHEMA_REVISIONS)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory(str(MIGRATIONS_DIR))
    return [rev.revision for rev in reversed(list(script.walk_revisions()))]
