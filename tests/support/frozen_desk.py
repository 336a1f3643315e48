"""A table laptop in a process of its own that freezes itself inside a push, as a dropped Wi-Fi leaves a desk
to the server: its connection open, its transaction unfinished, the game's row locked.

It claims its table, plays the script's first FIRST events and waits until the server has them; then it
arms `sync.checkpoint`, so the pusher's next push stops the whole process (SIGSTOP) right after taking the
game's row lock, and plays the rest. It prints `game ID UID`, `frozen AT` (its `time.monotonic()`), and
after the parent's SIGCONT each new problem of its pusher and `settled state=S pushed=N` once its journal
is level with the server or in conflict.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

from mafia_desk.store import open_store, sync
from mafia_desk.store.pusher import Pusher


def main() -> None:
    folder, url, console, holder, script_file, tid, stage, table, first = sys.argv[1:10]
    events = json.loads(Path(script_file).read_text(encoding="utf-8"))
    local = open_store(f"sqlite:///{Path(folder) / 'laptop.sqlite3'}", backups=False)
    reported: list[str] = []  # every problem the pusher reports, as the status bar would show it
    pusher = Pusher(
        local,
        url,
        console=console,
        holder=holder,
        on_status=lambda status: reported.append(status.problem) if status.problem else None,
    )
    pusher.start()
    game_id = sync.claim_table(
        local,
        pusher.server,
        tournament_id=int(tid),
        stage=stage,
        round_no=1,
        table=int(table),
        holder=holder,
        console=console,
    )
    for event in events[: int(first)]:
        local.append_event(game_id, event)
    if not pusher.flush(30):
        print(f"not level: {pusher.status}", flush=True)
        return
    link = sync.game_link(local, game_id)
    assert link is not None
    print(f"game {game_id} {link.uid}", flush=True)

    def freeze(point: str) -> None:
        if point == sync.PUSH_LOCKED:
            sync.checkpoint = None
            print(f"frozen {time.monotonic()}", flush=True)  # the system's clock: the parent can compare
            os.kill(os.getpid(), signal.SIGSTOP)  # the parent's SIGCONT resumes here, the lock long gone

    sync.checkpoint = freeze
    for event in events[int(first) :]:
        local.append_event(game_id, event)
    told = 0
    while True:
        time.sleep(0.1)
        for problem in reported[told:]:
            print(f"problem: {problem}", flush=True)
        told = len(reported)
        status = pusher.status
        if sync.checkpoint is not None or not status.online:
            continue
        now = sync.game_link(local, game_id)  # the journal's own word, not a status from before the freeze
        assert now is not None
        if now.state == sync.CONFLICT or now.pushed == len(local.game_events(game_id)):
            print(f"settled state={now.state} pushed={now.pushed}", flush=True)
            break
    time.sleep(600)  # the parent kills it before this


if __name__ == "__main__":
    main()
