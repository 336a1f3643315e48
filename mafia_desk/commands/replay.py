"""`mafia-desk replay GAME.json [--format json|text]`: prints the protocol of a game log."""

from __future__ import annotations

import json
import sys

from mafia_desk.game.errors import GameLogError
from mafia_desk.game.game import Game
from mafia_desk.game.log import load_game_log
from mafia_desk.game.protocol import protocol, protocol_to_dict, protocol_to_text, result_entry
from mafia_desk.tournament.errors import short_line


def replay_command(path: str, fmt: str) -> int:
    try:
        game = load_game_log(path)
    except GameLogError as err:
        print(short_line(f"invalid: {path}: {err}"), file=sys.stderr)
        return 2
    p = protocol(game)
    if fmt == "json":
        data = protocol_to_dict(p)
        data["games_entry"] = _games_entry(game)
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    else:
        sys.stdout.write(protocol_to_text(p))
    return 0


def _games_entry(game: Game) -> dict[str, object] | None:
    """The exchange file's entry, when the game is finished and every seat has a player id."""
    if not game.state.finished or not all(s.player_id for s in game.seats):
        return None
    return result_entry(game)
