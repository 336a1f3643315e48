"""From a table's commit on the tournament server to the organiser's repainted standings (issue 15).

A tournament of 100 players on 10 tables, 10 rounds, on the PostgreSQL server; the organiser's window is
open on the server with the Standings tab showing. Each of the 100 games is claimed by a table laptop (its
own SQLite journal), played and finished there, then pushed: the timer starts when the push has committed
on the server and stops when the organiser's Standings tab has repainted with that game counted. In
between: the server's NOTIFY, the organiser's LISTEN thread, the signal to the GUI thread, the snapshot
re-read and the standings recomputed off the GUI thread, the model reset and the repaint. Printed: median
and worst of the 100, in ms. Offscreen.

Usage: .venv/bin/python benchmarks/server_standings.py   (MAFIA_DESK_TEST_DB names the server; default the
PostgreSQL of this machine, postgresql+psycopg://postgres@127.0.0.1:5432/test; a schema of its own, dropped)
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
WORK = Path(tempfile.mkdtemp(prefix="mafia-desk-bench-server-"))
os.environ["XDG_CONFIG_HOME"] = str(WORK)
os.environ.setdefault("MAFIA_DESK_LANG", "en")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "support")]

from PySide6.QtWidgets import QApplication  # noqa: E402
from server_kit import red_game  # noqa: E402
from sqlalchemy import create_engine, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from mafia_desk.game import event_to_dict, game_from_log_dict  # noqa: E402
from mafia_desk.game.events import JudgeAward  # noqa: E402
from mafia_desk.game.model import Team  # noqa: E402
from mafia_desk.game.protocol import result_entry  # noqa: E402
from mafia_desk.gui.app import create_application  # noqa: E402
from mafia_desk.gui.common.server_settings import ServerSettings  # noqa: E402
from mafia_desk.gui.server_actions import ServerTournamentWindow  # noqa: E402
from mafia_desk.store import open_store, sync  # noqa: E402
from mafia_desk.store.server import create_server_schema, open_server  # noqa: E402
from mafia_desk.tournament.templates import load_template  # noqa: E402

PLAYERS, TABLES, ROUNDS = 100, 10, 10
DEFAULT_SERVER = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def main() -> int:
    base = os.environ.get("MAFIA_DESK_TEST_DB", "").strip() or DEFAULT_SERVER
    schema = f"md_bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    raw = url.render_as_string(hide_password=False)
    try:
        return run(raw)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def run(raw: str) -> int:
    app = create_application(["bench"])
    create_server_schema(raw, "organiser")
    server = open_server(raw, "organiser")
    doc = load_template("fiim").skeleton("Server benchmark")
    doc["stages"] = [{"id": "qualifying", "coefficient": 1, "games": ROUNDS, "tables": TABLES}]
    tid = server.create_tournament(doc)
    players = [f"p{i:03d}" for i in range(1, PLAYERS + 1)]
    server.add_to_tournament(tid, players=[{"id": p, "name": f"Игрок {p}"} for p in players])
    rng = random.Random(15)
    for round_ in range(1, ROUNDS + 1):
        order = players[:]
        rng.shuffle(order)
        tables = [order[t * 10 : (t + 1) * 10] for t in range(TABLES)]
        server.save_seating_draw(tid, "qualifying", round_, round_, {"round": round_, "tables": tables})

    settings = ServerSettings(url=raw, laptop_name="organiser", console_id="bench-organiser")
    window = ServerTournamentWindow(open_server(raw, "organiser"), settings)
    window.resize(1400, 860)
    window.show()
    window.open_tournament(tid)
    tab = window.tabs["standings"]
    window.ui.tabs.setCurrentWidget(tab)
    deadline = time.monotonic() + 10
    while not window.listener.connected and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)

    local = open_store(f"sqlite:///{WORK / 'laptop.sqlite3'}", backups=False)
    console = "bench-table"
    times: list[float] = []
    counted = 0
    for round_ in range(1, ROUNDS + 1):
        for table in range(1, TABLES + 1):
            game_id = sync.claim_table(
                local, server, tournament_id=tid, stage="qualifying", round_no=round_, table=table,
                holder="Стол", console=console,
            )  # fmt: skip
            seats = [(s["seat"], s["player"], s["player_id"]) for s in local.load_game_log(game_id)["seats"]]
            events = [event_to_dict(e) for e in red_game(seats).events]
            if rng.random() < 0.5:
                events = [*events[: rng.randrange(5, 40)], event_to_dict(JudgeAward(Team.BLACK, "table"))]
            for event in events:
                local.append_event(game_id, event)
            game = game_from_log_dict(local.load_game_log(game_id))
            local.finish_game(game_id, result_entry(game, stage="qualifying", round=round_, table=table))
            sync.push(local, server, game_id, console)  # the table's commit on the server
            start = time.perf_counter()
            counted += 1
            while tab.standings is None or tab.standings.games_counted < counted:
                app.processEvents()
                time.sleep(0.0005)
            tab.view.viewport().repaint()
            QApplication.processEvents()
            times.append((time.perf_counter() - start) * 1000)
    print(
        f"{PLAYERS} players x {ROUNDS} rounds on the server, a table's commit -> the organiser's repainted "
        f"standings, {len(times)} games: median {statistics.median(times):.1f} ms, "
        f"worst {max(times):.1f} ms"
    )
    window.close()
    local.close()
    server.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
