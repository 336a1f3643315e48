"""The crash test's host: plays a planned game into the store, one acknowledged operation at a time.

Run as `python crash_child.py URL PLAN.json` (or forked by the test, see `play`). After each store call
returns it writes `ack N` (N = index of the operation in the plan), so whatever the test has read was
acknowledged. On restart it finds where the stored log stands in the plan and carries on from there.
The planning and checking helpers live here too, so the test and the host agree on them.
"""

from __future__ import annotations

import json
import os
import random
import sys
from typing import Any

from mafia_desk.store import open_store

# An operation: ("append", event) or ("undo", None).
Op = tuple[str, Any]


def plan_ops(log: dict[str, Any], rng: random.Random, undo_rate: float = 0.15) -> list[Op]:
    """The log's events in order, with now and then a mistaken event the host takes back (a legal foul
    when the engine allows one, else the next event itself entered twice)."""
    from mafia_desk.game import ActionKind, game_from_log_dict

    ops: list[Op] = []
    events = log["events"]
    for i, event in enumerate(events):
        if rng.random() < undo_rate:
            prefix = game_from_log_dict({**log, "events": events[:i]})
            fouls = sorted(prefix.state.allowed_actions().get(ActionKind.FOUL, frozenset()))
            wrong = {"type": "foul", "seat": rng.choice(fouls)} if fouls else event
            ops += [("append", wrong), ("undo", None)]
        ops.append(("append", event))
    return ops


def simulate(ops: list[Op], count: int) -> list[Any]:
    """The stored events once the first `count` operations are done."""
    events: list[Any] = []
    for kind, event in ops[:count]:
        if kind == "append":
            events.append(event)
        else:
            events.pop()
    return events


def resume_point(ops: list[Op], stored: list[Any]) -> int:
    """How many operations the stored log shows done (the latest match, so a mistake already taken back is
    not made again)."""
    matches = [n for n in range(len(ops) + 1) if simulate(ops, n) == stored]
    if not matches:
        raise AssertionError(f"stored events match no point of the plan: {stored}")
    return matches[-1]


def play(url: str, plan: dict[str, Any], out: int) -> None:
    """Record the plan's operations, writing `game ID`, `ack N` and `done` lines to the file descriptor."""

    def say(line: str) -> None:
        os.write(out, (line + "\n").encode())

    ops: list[Op] = [(kind, event) for kind, event in plan["ops"]]
    store = open_store(url, backups=False)
    marker = plan["marker"]
    mine = [g for g in store.list_games() if g.meta.get("crash") == marker]
    if mine and mine[0].finished_at is not None:  # killed after finishing, before saying so
        say("done")
        store.close()
        return
    game_id = mine[0].id if mine else None
    if game_id is None:
        header = plan["header"]
        meta = {**header["meta"], "crash": marker}
        game_id = store.create_game(
            header["ruleset"],
            header["seats"],
            meta,
            ruleset_options=header["ruleset_options"],
            log_version=header["version"],
        )
    say(f"game {game_id}")
    start = resume_point(ops, store.game_events(game_id))
    for index in range(start, len(ops)):
        kind, event = ops[index]
        if kind == "append":
            store.append_event(game_id, event)
        else:
            store.drop_last_event(game_id)
        say(f"ack {index}")
    store.finish_game(game_id)
    say("done")
    store.close()


if __name__ == "__main__":
    with open(sys.argv[2], encoding="utf-8") as fh:
        play(sys.argv[1], json.load(fh), sys.stdout.fileno())
