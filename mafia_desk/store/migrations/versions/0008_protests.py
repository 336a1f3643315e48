"""Protests: the new protests table keeps the exchange file's `protests` (docs/tournament-format.md), one row
per objection to a game's result with the head judge's rulings on it; on PostgreSQL its changes are announced
like every other table's (revision 0006), so the organiser's inbox follows the other laptops.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "protests",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("tournament_player_id", sa.Integer(), nullable=False),
        sa.Column("filed_as", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("filed_at", sa.String(), nullable=False),
        sa.Column("rulings", sa.Text(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_protests_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_protests_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_player_id"],
            ["tournament_players.id"],
            name=op.f("fk_protests_tournament_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_protests")),
        sa.UniqueConstraint("tournament_id", "code", name=op.f("uq_protests_tournament_id_code")),
    )
    with op.batch_alter_table("protests") as batch_op:
        batch_op.create_index(batch_op.f("ix_protests_tournament_id"), ["tournament_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_protests_stage_id"), ["stage_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_protests_tournament_player_id"), ["tournament_player_id"], unique=False
        )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE TRIGGER mafia_desk_notify AFTER INSERT OR UPDATE OR DELETE ON protests "
            "FOR EACH ROW EXECUTE FUNCTION mafia_desk_notify()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS mafia_desk_notify ON protests")
    with op.batch_alter_table("protests") as batch_op:
        batch_op.drop_index(batch_op.f("ix_protests_tournament_player_id"))
        batch_op.drop_index(batch_op.f("ix_protests_stage_id"))
        batch_op.drop_index(batch_op.f("ix_protests_tournament_id"))
    op.drop_table("protests")
