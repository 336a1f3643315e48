"""Durability: a host process killed with SIGKILL at random moments loses nothing it acknowledged.

Each run starts the host (crash_child.py), reads its `ack` lines, and kills it after a seeded random number
of them plus a random fraction of a millisecond or a few (so the kill often lands inside the next commit).
Reopening must show exactly the acknowledged operations, or those plus the one in flight when the kill came
(committed, but killed before it could say so); never a partial one, never less. The stored events must
replay through the rules engine, and the host resumes from them until the game is finished.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from crash_child import Op, plan_ops, play, resume_point, simulate
from fixtures import GAME_LOGS

from mafia_desk.game import game_from_log_dict
from mafia_desk.store import DatabaseInUseError, open_store

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="SIGKILL and fork are POSIX only")

# Five games of every kind of ending, from the shared fixtures.
LOGS = [
    GAME_LOGS / name
    for name in (
        "01-red-win-fiim.json",
        "02-black-win-fiim.json",
        "03-tie-settled-by-revote-white-nights.json",
        "07-three-nights-german-open.json",
        "09-car-crash-at-four-arctic.json",
    )
]
CHILD = Path(__file__).with_name("crash_child.py")


class Host:
    """One host process, forked (fast: the store is already imported) or started as a fresh interpreter."""

    def __init__(self, url: str, plan: dict[str, Any], plan_path: Path, fresh: bool) -> None:
        if fresh:
            # The checkout under test, not whichever one the interpreter's environment has installed (a
            # worktree shares its virtualenv with the main checkout).
            root = str(Path(__file__).resolve().parents[2])
            path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
            self.proc: subprocess.Popen[bytes] | None = subprocess.Popen(
                [sys.executable, str(CHILD), url, str(plan_path)],
                stdout=subprocess.PIPE,
                env={**os.environ, "PYTHONPATH": path},
            )
            assert self.proc.stdout is not None
            self.pid = self.proc.pid
            self.fd = self.proc.stdout.fileno()
            return
        self.proc = None
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the host: play, and never return into pytest
            code = 0
            try:
                os.close(read_end)
                play(url, plan, write_end)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(write_end)
        self.pid = pid
        self.fd = read_end
        self._buffer = b""

    def lines(self) -> Any:
        buffer = b""
        while True:
            ready, _, _ = select.select([self.fd], [], [], 30)
            if not ready:
                raise AssertionError("the host stopped answering")
            chunk = os.read(self.fd, 4096)
            if not chunk:
                return
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                yield line.decode()

    def reap(self) -> int:
        if self.proc is not None:
            code = self.proc.wait()
            assert self.proc.stdout is not None
            self.proc.stdout.close()
            return code
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


def _opened_after_kill(url: str) -> Any:
    """The store, once the server has dropped the killed host's session: on PostgreSQL its advisory lock goes
    with the backend, which a loaded server may end a moment after the SIGKILL (a CI run saw "in use")."""
    deadline = time.monotonic() + 20
    while True:
        try:
            return open_store(url, backups=False)
        except DatabaseInUseError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def _stored(url: str, marker: str) -> tuple[int | None, list[Any], dict[str, Any] | None]:
    with _opened_after_kill(url) as store:
        ids = [g.id for g in store.list_games() if g.meta.get("crash") == marker]
        if not ids:
            return None, [], None
        (game_id,) = ids
        return game_id, store.game_events(game_id), store.load_game_log(game_id)


def _crash_until_done(
    url: str, tmp_path: Path, log: dict[str, Any], seed: int, *, fresh: Callable[[int], bool], max_acks: int
) -> dict[str, int]:
    rng = random.Random(seed)
    ops: list[Op] = plan_ops(log, rng)
    marker = f"seed-{seed}"
    header = {k: log[k] for k in ("version", "ruleset", "ruleset_options", "meta", "seats")}
    plan = {"marker": marker, "header": header, "ops": ops}
    plan_path = tmp_path / f"plan-{seed}.json"
    plan_path.write_text(json.dumps(plan, ensure_ascii=False), encoding="utf-8")
    stats = {"kills": 0, "in_flight_committed": 0, "runs": 0}
    done_ops = 0  # operations the stored log is known to show
    while True:
        host = Host(url, plan, plan_path, fresh(stats["runs"]))
        stats["runs"] += 1
        target = rng.randint(0, max_acks)
        last_ack: int | None = None
        finished = False
        lines = host.lines()
        for line in lines:
            if line == "done":
                finished = True
            elif line.startswith("ack "):
                last_ack = int(line.split()[1])
                if target == 0:
                    break
                target -= 1
        if finished:
            assert host.reap() == 0
            break
        time.sleep(rng.choice([0, 0, rng.uniform(0, 0.0005), rng.uniform(0, 0.004)]))
        os.kill(host.pid, signal.SIGKILL)
        # Whatever the host wrote before it died was acknowledged, read or not yet.
        for line in lines:
            if line == "done":
                finished = True
            elif line.startswith("ack "):
                last_ack = int(line.split()[1])
        host.reap()
        if finished:
            break
        stats["kills"] += 1
        game_id, stored, stored_log = _stored(url, marker)
        base = done_ops if last_ack is None else last_ack + 1
        acknowledged = simulate(ops, base)
        if stored != acknowledged:
            assert stored == simulate(ops, base + 1), (
                f"after kill {stats['kills']}: stored {len(stored)} events, acknowledged {len(acknowledged)}"
            )
            stats["in_flight_committed"] += 1
        done_ops = resume_point(ops, stored)
        if stored_log is not None:
            # The game resumes from what was stored: the engine replays it without complaint.
            resumed = game_from_log_dict(stored_log)
            assert len(resumed.events) == len(stored)
        else:
            assert base == 0 and game_id is None
    game_id, stored, stored_log = _stored(url, marker)
    assert stored == log["events"]
    assert stored_log is not None
    original = game_from_log_dict(log)
    replayed = game_from_log_dict(stored_log)
    assert replayed.state.finished and replayed.state.winner == original.state.winner
    return stats


@pytest.mark.parametrize("index", range(len(LOGS)), ids=[p.stem for p in LOGS])
def test_sigkill_loses_no_acknowledged_event(tmp_path: Path, index: int) -> None:
    log = json.loads(LOGS[index].read_text(encoding="utf-8"))
    url = f"sqlite:///{tmp_path / 'crash.sqlite3'}"
    # Kill after 0..4 acknowledgements: ~14 kills for a game of ~45 events; the first run of each game is a
    # fresh interpreter, the rest are forked from this one to keep the suite quick.
    stats = _crash_until_done(url, tmp_path, log, seed=1000 + index, fresh=lambda run: run == 0, max_acks=4)
    assert stats["kills"] >= 10


def test_sigkill_on_postgres(pg_url: str, tmp_path: Path) -> None:
    log = json.loads(LOGS[0].read_text(encoding="utf-8"))
    stats = _crash_until_done(pg_url, tmp_path, log, seed=77, fresh=lambda run: False, max_acks=6)
    assert stats["kills"] >= 5
