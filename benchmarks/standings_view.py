"""From a saved game to the repainted standings in the organiser's window: 300 players x 20 rounds.

A tournament of 300 players on 30 tables plays 20 rounds (600 games); the last 50 games are held back.
Each of them is then saved as the host's screen or the quick form saves one (one store call), and timed
from the call to the moment the Standings tab has repainted: the save, the store's announcement of its commit
(the views follow it inside the call), the new snapshot read from the database, the standings recomputed,
the table model reset and the viewport painted. The save alone is about 145 ms of it on this tournament.
Printed: median and worst of the 50, in ms. Offscreen, a temporary SQLite database.

Usage: .venv/bin/python benchmarks/standings_view.py [RULESET]   (default white-nights-2016)
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
WORK = Path(tempfile.mkdtemp(prefix="mafia-desk-bench-standings-"))
os.environ["XDG_CONFIG_HOME"] = str(WORK)
os.environ.setdefault("MAFIA_DESK_LANG", "en")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desk.gui.app import create_application  # noqa: E402
from mafia_desk.gui.tournament.window import TournamentWindow  # noqa: E402
from mafia_desk.store import open_store  # noqa: E402
from mafia_desk.tournament.templates import load_template  # noqa: E402

PLAYERS, TABLES, ROUNDS, HELD_BACK = 300, 30, 20, 50


def games(rng: random.Random, players: list[str]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for round_ in range(1, ROUNDS + 1):
        order = players[:]
        rng.shuffle(order)
        for table in range(TABLES):
            seats = rng.sample(range(1, 11), 4)
            out.append(
                {
                    "stage": "qualifying",
                    "round": round_,
                    "table": table + 1,
                    "players": order[table * 10 : (table + 1) * 10],
                    "roles": {"don": seats[0], "mafia": sorted(seats[1:3]), "sheriff": seats[3]},
                    "winner": rng.choice(["red", "black"]),
                    "shot_night1": rng.choice([s for s in range(1, 11) if s not in seats[:3]]),
                }
            )
    return out


def main() -> int:
    ruleset = sys.argv[1] if len(sys.argv) > 1 else "white-nights-2016"
    app = create_application(["bench"])
    store = open_store(f"sqlite:///{WORK / 'bench.sqlite3'}", backups=False)
    doc = load_template(ruleset).skeleton("Benchmark")
    doc["stages"] = [{"id": "qualifying", "coefficient": 1, "games": ROUNDS, "tables": TABLES}]
    tid = store.create_tournament(doc)
    players = [f"p{i:03d}" for i in range(1, PLAYERS + 1)]
    store.add_to_tournament(tid, players=[{"id": p, "name": f"Игрок {p}"} for p in players])
    everything = games(random.Random(2016), players)
    store.add_to_tournament(tid, games=everything[:-HELD_BACK])
    window = TournamentWindow(store)
    window.resize(1400, 860)
    window.show()
    window.open_tournament(tid)
    tab = window.tabs["standings"]
    window.ui.tabs.setCurrentWidget(tab)
    app.processEvents()
    times: list[float] = []
    for entry in everything[-HELD_BACK:]:
        # The save announces its commit and the views follow it inside the call (Store.on_commit), so the
        # save itself is timed too: a game's commit to the repainted standings.
        start = time.perf_counter()
        store.add_to_tournament(tid, games=[entry])
        tab.view.viewport().repaint()
        QApplication.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    assert tab.standings is not None and tab.standings.games_counted == len(everything)
    print(
        f"{ruleset}: {PLAYERS} players x {ROUNDS} rounds, a game saved -> repainted standings, "
        f"{len(times)} games: median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms"
    )
    window.close()
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
