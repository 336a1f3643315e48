"""The organiser's workspace: archived tournaments and the registration's history.

tournaments.archived_at: an archived tournament leaves the window's list (and can come back), nothing of it is
deleted. tournaments.draw_constraints: the organiser's seating constraints (groups apart, sit-outs), the
product's own, so not in `extra` (which the exchange file exports as unknown keys). players.nickname: the
registry's nickname. The new registration_changes table keeps a late arrival, a withdrawal and a
substitute's taking a player's place, each from a given (stage, round), with its reason, in the order written.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.add_column(sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("draw_constraints", sa.Text(), nullable=True))
    with op.batch_alter_table("players") as batch_op:
        batch_op.add_column(sa.Column("nickname", sa.String(), nullable=True))
    op.create_table(
        "registration_changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("tournament_player_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("replaces_id", sa.Integer(), nullable=True),
        sa.Column("reason", sa.String(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_registration_changes_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_player_id"],
            ["tournament_players.id"],
            name=op.f("fk_registration_changes_tournament_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["stage_id"],
            ["stages.id"],
            name=op.f("fk_registration_changes_stage_id_stages"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["replaces_id"],
            ["tournament_players.id"],
            name=op.f("fk_registration_changes_replaces_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_registration_changes")),
    )
    with op.batch_alter_table("registration_changes") as batch_op:
        batch_op.create_index(
            batch_op.f("ix_registration_changes_tournament_id"), ["tournament_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_registration_changes_tournament_player_id"), ["tournament_player_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_registration_changes_stage_id"), ["stage_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_registration_changes_replaces_id"), ["replaces_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("registration_changes") as batch_op:
        for column in ("replaces_id", "stage_id", "tournament_player_id", "tournament_id"):
            batch_op.drop_index(batch_op.f(f"ix_registration_changes_{column}"))
    op.drop_table("registration_changes")
    with op.batch_alter_table("players") as batch_op:
        batch_op.drop_column("nickname")
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.drop_column("draw_constraints")
        batch_op.drop_column("archived_at")
