"""A table laptop in a process of its own, for the SIGKILL test: it claims its table (or goes on with the
game its journal holds), plays the events of a JSON script one by one, and prints each committed count."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from mafia_desk.store import open_store, sync
from mafia_desk.store.pusher import Pusher


def main() -> None:
    folder, url, console, script_file, tid, stage, table = sys.argv[1:8]
    events = json.loads(Path(script_file).read_text(encoding="utf-8"))
    local = open_store(f"sqlite:///{Path(folder) / 'laptop.sqlite3'}", backups=False)
    pusher = Pusher(local, url, console=console, holder=f"Стол {table}")
    pusher.start()
    game_id = sync.claim_table(
        local,
        pusher.server,
        tournament_id=int(tid),
        stage=stage,
        round_no=1,
        table=int(table),
        holder=f"Стол {table}",
        console=console,
    )
    print(f"game {game_id}", flush=True)
    for event in events:
        local.append_event(game_id, event)
        pusher.wake()
        print(len(local.game_events(game_id)), flush=True)
        time.sleep(0.02)
    print("done", flush=True)
    time.sleep(60)  # the parent kills it before this


if __name__ == "__main__":
    main()
