"""Game drafts: the host's staged presses of an open game (marked voters, a best move begun, the zero
night's role picks), one row per game beside its event log, so that a crash loses none of them.

No NOTIFY trigger on PostgreSQL: a draft is the host's alone, and the organiser's window follows events.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-08
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_drafts",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("after_seq", sa.Integer(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("saved_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_drafts_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_drafts")),
    )


def downgrade() -> None:
    op.drop_table("game_drafts")
