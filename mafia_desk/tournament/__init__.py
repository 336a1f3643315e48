"""The tournament exchange file (spec tournament-format.md): typed model, every check, and export.

See docs/tournament-api.md for the contract other packages code against.
"""

from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.export import tournament_to_dict
from mafia_desk.tournament.load import effective_stages, load_tournament, read_tournament_file
from mafia_desk.tournament.model import (
    Absence,
    Adjustment,
    BestMove,
    Bonus,
    Correction,
    Draw,
    Game,
    Judge,
    Lot,
    Penalty,
    Player,
    Protest,
    Removal,
    Roles,
    Ruling,
    Stage,
    StageClosing,
    Tournament,
)

__all__ = [
    "Absence",
    "Adjustment",
    "BestMove",
    "Bonus",
    "Correction",
    "Draw",
    "Game",
    "Judge",
    "Lot",
    "Penalty",
    "Player",
    "Protest",
    "Removal",
    "Roles",
    "Ruling",
    "Stage",
    "StageClosing",
    "Tournament",
    "TournamentFileError",
    "effective_stages",
    "load_tournament",
    "read_tournament_file",
    "tournament_to_dict",
]
