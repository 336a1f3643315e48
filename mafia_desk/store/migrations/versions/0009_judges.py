"""Judges: tournaments.judge_details keeps our exchange-file key `judge_details` (a judge's club, city and
player id, docs/tournament-format.md); the judge of each table lives in the draw's own JSON
(`draws[].judges`), which needs no column.

Revision ID: 0009
Revises: 0008 (teams need no migration: they live in the tournament's extra JSON)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.add_column(sa.Column("judge_details", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.drop_column("judge_details")
