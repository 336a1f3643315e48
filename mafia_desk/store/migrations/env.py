"""Alembic environment, driven from `mafia_desk.store.migrate` with a live connection (no alembic.ini)."""

from alembic import context
from sqlmodel import SQLModel

import mafia_desk.store.models  # noqa: F401  (registers the tables on SQLModel.metadata)

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    # SQLite cannot ALTER most things: batch mode rebuilds the table instead.
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
