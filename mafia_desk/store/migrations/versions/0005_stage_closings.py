"""Stage closings: the new stage_closings table keeps the exchange file's `closings[]`, one per stage entered
(who went through, the lots drawn at the line, who closed the stage and when).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "stage_closings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("through", sa.Text(), nullable=False),
        sa.Column("lots", sa.Text(), nullable=False),
        sa.Column("closed_by", sa.String(), nullable=False),
        sa.Column("closed_at", sa.String(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_stage_closings_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_stage_closings_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stage_closings")),
        sa.UniqueConstraint(
            "tournament_id", "stage_id", name=op.f("uq_stage_closings_tournament_id_stage_id")
        ),
    )
    with op.batch_alter_table("stage_closings") as batch_op:
        batch_op.create_index(batch_op.f("ix_stage_closings_tournament_id"), ["tournament_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_stage_closings_stage_id"), ["stage_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("stage_closings") as batch_op:
        batch_op.drop_index(batch_op.f("ix_stage_closings_stage_id"))
        batch_op.drop_index(batch_op.f("ix_stage_closings_tournament_id"))
    op.drop_table("stage_closings")
