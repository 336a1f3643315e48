"""The tournament server (docs/server.md): games get a uid that is the same on every database holding a copy,
the server keeps which laptop holds each game (`table_claims`), a table laptop keeps how far its games have
reached the server (`game_links`), and on PostgreSQL every change is announced with NOTIFY, so the
organiser's window follows the tables with no polling.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

# The channel the organiser's window listens on; the payload is "e<tournament id>" for a game's progress
# (an event, a claim) and "t<tournament id>" for anything else, 0 where no tournament is known.
NOTIFY_FUNCTION = """
CREATE OR REPLACE FUNCTION mafia_desk_notify() RETURNS trigger AS $$
DECLARE
    rec record;
    tid integer;
    kind text := 't';
BEGIN
    IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
    IF TG_TABLE_NAME IN ('game_events', 'table_claims', 'game_results', 'game_seats') THEN
        SELECT tournament_id INTO tid FROM games WHERE id = rec.game_id;
        IF TG_TABLE_NAME IN ('game_events', 'table_claims') THEN kind := 'e'; END IF;
    ELSIF TG_TABLE_NAME = 'tournaments' THEN
        tid := rec.id;
    ELSE
        tid := rec.tournament_id;
    END IF;
    PERFORM pg_notify('mafia_desk', kind || coalesce(tid, 0)::text);
    RETURN NULL;
END
$$ LANGUAGE plpgsql
"""
NOTIFYING_TABLES = (
    "tournaments",
    "tournament_players",
    "games",
    "game_seats",
    "game_events",
    "game_results",
    "game_corrections",
    "absences",
    "adjustments",
    "seating_draws",
    "stage_closings",
    "registration_changes",
    "table_claims",
)


def upgrade() -> None:
    # A plain ADD COLUMN and a unique index, never a rebuild: rebuilding `games` on SQLite would drop it,
    # and its foreign keys would take every event and result with it.
    op.add_column("games", sa.Column("uid", sa.String(), nullable=True))
    op.create_index(op.f("ix_games_uid"), "games", ["uid"], unique=True)
    op.create_table(
        "table_claims",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("holder", sa.String(), nullable=False),
        sa.Column("console", sa.String(), nullable=False),
        sa.Column("epoch", sa.Integer(), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_table_claims_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_table_claims")),
    )
    op.create_table(
        "game_links",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(), nullable=False),
        sa.Column("server", sa.String(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("tournament", sa.String(), nullable=False),
        sa.Column("stage", sa.String(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("epoch", sa.Integer(), nullable=False),
        sa.Column("pushed", sa.Integer(), nullable=False),
        sa.Column("result", sa.Text(), nullable=True),
        sa.Column("result_pushed", sa.Boolean(), nullable=False),
        sa.Column("state", sa.String(), nullable=False),
        sa.Column("problem", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_links_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_links")),
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(NOTIFY_FUNCTION)
        for table in NOTIFYING_TABLES:
            op.execute(
                f"CREATE TRIGGER mafia_desk_notify AFTER INSERT OR UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION mafia_desk_notify()"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in NOTIFYING_TABLES:
            op.execute(f"DROP TRIGGER IF EXISTS mafia_desk_notify ON {table}")
        op.execute("DROP FUNCTION IF EXISTS mafia_desk_notify()")
    op.drop_table("game_links")
    op.drop_table("table_claims")
    op.drop_index(op.f("ix_games_uid"), table_name="games")
    with op.batch_alter_table("games") as batch_op:
        batch_op.drop_column("uid")
