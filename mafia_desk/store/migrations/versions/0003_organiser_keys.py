"""The exchange file's optional organiser keys: judges, the stages' shape, seedless draws and corrections.

tournaments.judges; stages.games, tables, seating, hidden_from_round (advance lives in stages.advancement);
seating_draws.seed becomes a nullable 64-bit integer (a file's draw may give none, or any seed up to
2^63-1); the new game_corrections table keeps `corrections[]` in the order written.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.add_column(sa.Column("judges", sa.Text(), nullable=True))
    with op.batch_alter_table("stages") as batch_op:
        batch_op.add_column(sa.Column("games", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("tables", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("seating", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("hidden_from_round", sa.Integer(), nullable=True))
    with op.batch_alter_table("seating_draws") as batch_op:
        batch_op.alter_column("seed", existing_type=sa.Integer(), type_=sa.BigInteger(), nullable=True)
    op.create_table(
        "game_corrections",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(), nullable=False),
        sa.Column("game", sa.Text(), nullable=True),
        sa.Column("reason", sa.String(), nullable=False),
        sa.Column("corrected_by", sa.String(), nullable=False),
        sa.Column("corrected_at", sa.String(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_game_corrections_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_game_corrections_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_corrections")),
    )
    with op.batch_alter_table("game_corrections") as batch_op:
        batch_op.create_index(batch_op.f("ix_game_corrections_stage_id"), ["stage_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_game_corrections_tournament_id"), ["tournament_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("game_corrections") as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_corrections_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_game_corrections_stage_id"))
    op.drop_table("game_corrections")
    with op.batch_alter_table("seating_draws") as batch_op:
        batch_op.alter_column("seed", existing_type=sa.BigInteger(), type_=sa.Integer(), nullable=False)
    with op.batch_alter_table("stages") as batch_op:
        batch_op.drop_column("hidden_from_round")
        batch_op.drop_column("seating")
        batch_op.drop_column("tables")
        batch_op.drop_column("games")
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.drop_column("judges")
