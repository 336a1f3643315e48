"""games.log_version: the game-log version a stored game was started under (docs/game-log.md, "Versions").

A game begun before version 2 must resume and export under version 1, or its events change meaning (its last
candidates were closed with no event), so every existing row is version 1 and new games write their own.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch_op:
        batch_op.add_column(sa.Column("log_version", sa.Integer(), nullable=False, server_default="1"))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch_op:
        batch_op.drop_column("log_version")
