"""Seating draws with provable quality bounds: balanced, Swiss-like, semifinal and final (pure Python)."""

from mafia_desk.seating.balanced import balanced_draw, player_names
from mafia_desk.seating.edit import swap_players
from mafia_desk.seating.model import Constraints, Draw, DrawRound, Figure, History, SeatingError
from mafia_desk.seating.quality import draw_quality
from mafia_desk.seating.swiss import final_draw, semifinal_draw, swiss_draw

__all__ = [
    "Constraints",
    "Draw",
    "DrawRound",
    "Figure",
    "History",
    "SeatingError",
    "balanced_draw",
    "draw_quality",
    "final_draw",
    "player_names",
    "semifinal_draw",
    "swap_players",
    "swiss_draw",
]
