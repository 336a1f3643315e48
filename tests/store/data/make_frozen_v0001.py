"""How `v0001.sqlite3` was made (run once, then frozen: never regenerate it after schema 0001 shipped).

Made with `python tests/store/data/make_frozen_v0001.py tests/scoring/examples/fiim.json`. It is schema
0001 exactly as the first migration creates it, holding the fiim example tournament and one unfinished game
with three events, so the migration test can check real data survives every later upgrade.
"""

import json
import sqlite3
import sys
from pathlib import Path

from mafia_desk.store import open_store
from mafia_desk.store.engine import create_store_engine
from mafia_desk.store.location import parse_url
from mafia_desk.store.migrate import upgrade

HERE = Path(__file__).parent


def main(target: Path, example: Path) -> None:
    if target.exists():
        sys.exit(f"{target} exists: the frozen file is never remade")
    url = f"sqlite:///{target}"
    engine = create_store_engine(parse_url(url))
    upgrade(engine, "0001")
    engine.dispose()
    with open_store(url, backups=False) as store:
        store.import_tournament(json.loads(example.read_text(encoding="utf-8")))
        store.add_player("Антон", "Клуб", "Москва")
        seats = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]
        game = store.create_game("fiim", seats, {"title": "frozen"})
        store.append_event(game, {"type": "roles", "don": 3, "mafia": [5, 8], "sheriff": 7})
        store.append_event(game, {"type": "end_speech"})
        store.append_event(game, {"type": "nominate", "seats": [5], "repeated": False})
    with sqlite3.connect(target) as conn:
        conn.execute("PRAGMA journal_mode = DELETE")


if __name__ == "__main__":
    main(HERE / "v0001.sqlite3", Path(sys.argv[1]))
