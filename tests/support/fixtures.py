"""Where the test fixtures live: once, under tests/fixtures/, for every package's tests (no copies).

- game-logs/: the scripted game logs (docs/game-log.md), replayed by the engine, store, report and GUI tests;
- exchange/: the spec's public tournament examples as exchange files, each beside its expected standings;
- store/: the frozen first-migration database and the script that made it.
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAME_LOGS = FIXTURES / "game-logs"
EXCHANGE = FIXTURES / "exchange"
STORE_DATA = FIXTURES / "store"
PLAYERS = FIXTURES / "players"  # player lists to import (CSV in several encodings)
