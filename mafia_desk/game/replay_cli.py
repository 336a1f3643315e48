"""`mafia-desk replay GAME.json [--format json|text]`: prints the protocol of a game log."""

from __future__ import annotations

import json
import sys

from mafia_desk.game.errors import GameLogError
from mafia_desk.game.log import load_game_log
from mafia_desk.game.protocol import protocol, protocol_to_dict, protocol_to_text


def replay_command(path: str, fmt: str) -> int:
    try:
        game = load_game_log(path)
    except GameLogError as err:
        print(f"invalid: {path}: {err}", file=sys.stderr)
        return 2
    p = protocol(game)
    if fmt == "json":
        sys.stdout.write(json.dumps(protocol_to_dict(p), ensure_ascii=False, indent=1) + "\n")
    else:
        sys.stdout.write(protocol_to_text(p))
    return 0
