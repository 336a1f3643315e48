"""The first schema: players, tournaments and their stages, rounds, registrations, games with seats,
events and results, absences, adjustments and seating draws.

Revision ID: 0001
Revises:
Create Date: 2026-11-30

Frozen: a database made by exactly this script lives in tests/fixtures/store/ and must keep upgrading to head.
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("club", sa.String(), nullable=True),
        sa.Column("city", sa.String(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("ruleset_id", sa.String(), nullable=False),
        sa.Column("ruleset_options", sa.Text(), nullable=True),
        sa.Column("start_date", sa.String(), nullable=True),
        sa.Column("end_date", sa.String(), nullable=True),
        sa.Column("venue", sa.String(), nullable=True),
        sa.Column("stages_given", sa.Boolean(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
    )
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_tournaments_name"), ["name"], unique=False)

    op.create_table(
        "stages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("coefficient", sa.Text(), nullable=True),
        sa.Column("advancement", sa.Text(), nullable=True),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_stages_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stages")),
        sa.UniqueConstraint("tournament_id", "code", name=op.f("uq_stages_tournament_id_code")),
    )
    with op.batch_alter_table("stages", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_stages_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "tournament_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("club", sa.String(), nullable=True),
        sa.Column("city", sa.String(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_tournament_players_player_id_players"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_players_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_players")),
        sa.UniqueConstraint("tournament_id", "code", name=op.f("uq_tournament_players_tournament_id_code")),
    )
    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_tournament_players_player_id"), ["player_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_tournament_players_tournament_id"), ["tournament_id"], unique=False
        )

    op.create_table(
        "absences",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("tournament_player_id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_absences_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_absences_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_player_id"],
            ["tournament_players.id"],
            name=op.f("fk_absences_tournament_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_absences")),
    )
    with op.batch_alter_table("absences", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_absences_stage_id"), ["stage_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_absences_tournament_id"), ["tournament_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_absences_tournament_player_id"), ["tournament_player_id"], unique=False
        )

    op.create_table(
        "adjustments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("tournament_player_id", sa.Integer(), nullable=False),
        sa.Column("points", sa.Text(), nullable=False),
        sa.Column("reason", sa.String(), nullable=True),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_adjustments_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_player_id"],
            ["tournament_players.id"],
            name=op.f("fk_adjustments_tournament_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_adjustments")),
    )
    with op.batch_alter_table("adjustments", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_adjustments_tournament_id"), ["tournament_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_adjustments_tournament_player_id"), ["tournament_player_id"], unique=False
        )

    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_rounds_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("stage_id", "number", name=op.f("uq_rounds_stage_id_number")),
    )
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rounds_stage_id"), ["stage_id"], unique=False)

    op.create_table(
        "seating_draws",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("draw", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["stages.id"], name=op.f("fk_seating_draws_stage_id_stages"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_seating_draws_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seating_draws")),
        sa.UniqueConstraint(
            "tournament_id", "stage_id", "round", name=op.f("uq_seating_draws_tournament_id_stage_id_round")
        ),
    )
    with op.batch_alter_table("seating_draws", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seating_draws_stage_id"), ["stage_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_seating_draws_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("ruleset_id", sa.String(), nullable=False),
        sa.Column("ruleset_options", sa.Text(), nullable=True),
        sa.Column("meta", sa.Text(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=True),
        sa.Column("round_id", sa.Integer(), nullable=True),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("finished_slot", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_games_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_games_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
        sa.UniqueConstraint(
            "round_id", "table_no", "finished_slot", name=op.f("uq_games_round_id_table_no_finished_slot")
        ),
    )
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_games_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_games_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "game_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_events_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_events")),
        sa.UniqueConstraint("game_id", "seq", name=op.f("uq_game_events_game_id_seq")),
    )
    with op.batch_alter_table("game_events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_game_events_game_id"), ["game_id"], unique=False)

    op.create_table(
        "game_results",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("winner", sa.String(), nullable=False),
        sa.Column("ended_by", sa.String(), nullable=False),
        sa.Column("reason", sa.String(), nullable=True),
        sa.Column("shot_night1", sa.Integer(), nullable=True),
        sa.Column("best_move", sa.Text(), nullable=True),
        sa.Column("bonus", sa.Text(), nullable=False),
        sa.Column("removed", sa.Text(), nullable=False),
        sa.Column("penalties", sa.Text(), nullable=False),
        sa.Column("roles_extra", sa.Text(), nullable=False),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_results_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_results")),
    )
    op.create_table(
        "game_seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("player_ref", sa.String(), nullable=True),
        sa.Column("tournament_player_id", sa.Integer(), nullable=True),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("role", sa.String(), nullable=True),
        sa.Column("extra", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_seats_game_id_games"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_game_seats_player_id_players"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_player_id"],
            ["tournament_players.id"],
            name=op.f("fk_game_seats_tournament_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_seats")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_game_seats_game_id_seat")),
    )
    with op.batch_alter_table("game_seats", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_game_seats_game_id"), ["game_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_game_seats_player_id"), ["player_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_game_seats_tournament_player_id"), ["tournament_player_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("game_seats", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_seats_tournament_player_id"))
        batch_op.drop_index(batch_op.f("ix_game_seats_player_id"))
        batch_op.drop_index(batch_op.f("ix_game_seats_game_id"))

    op.drop_table("game_seats")
    op.drop_table("game_results")
    with op.batch_alter_table("game_events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_events_game_id"))

    op.drop_table("game_events")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_games_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_games_round_id"))

    op.drop_table("games")
    with op.batch_alter_table("seating_draws", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seating_draws_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_seating_draws_stage_id"))

    op.drop_table("seating_draws")
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rounds_stage_id"))

    op.drop_table("rounds")
    with op.batch_alter_table("adjustments", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_adjustments_tournament_player_id"))
        batch_op.drop_index(batch_op.f("ix_adjustments_tournament_id"))

    op.drop_table("adjustments")
    with op.batch_alter_table("absences", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_absences_tournament_player_id"))
        batch_op.drop_index(batch_op.f("ix_absences_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_absences_stage_id"))

    op.drop_table("absences")
    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_tournament_players_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_tournament_players_player_id"))

    op.drop_table("tournament_players")
    with op.batch_alter_table("stages", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_stages_tournament_id"))

    op.drop_table("stages")
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_tournaments_name"))

    op.drop_table("tournaments")
    op.drop_table("players")
