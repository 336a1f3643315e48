"""Four table laptops and an organiser against the real PostgreSQL server of this machine (issue 15).

Everything here is the product's code (claims, the journal, the Pusher, the organiser's reads); only the
venue's network is simulated, by a TCP proxy the test cuts. What must hold: every event on the server
exactly once and equal to the laptop's, the games replaying to their results, and the standings the
organiser reads equal to the scoring engine's on the laptops' own results.
"""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from server_kit import CuttableProxy, Laptop, script, through
from sqlalchemy import text

from mafia_desk.game import game_from_log_dict
from mafia_desk.game.protocol import result_entry
from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, sync
from mafia_desk.tournament.load import load_tournament

pytestmark = pytest.mark.postgres

TABLES = 4


@pytest.fixture
def players() -> int:
    return 10 * TABLES


def _seats(local: Store, game_id: int) -> list[tuple[int, str, str]]:
    return [(s["seat"], s["player"], s["player_id"]) for s in local.load_game_log(game_id)["seats"]]


def _play(
    laptop: Laptop, game_id: int, events: list[dict[str, Any]], rng: random.Random, pace: float
) -> None:
    """The host's hand: each action committed to the laptop's journal, then the pusher woken; now and
    then an undo and the same action again."""
    for event in events:
        laptop.local.append_event(game_id, event)
        laptop.pusher.wake()
        if rng.random() < 0.08:
            laptop.local.drop_last_event(game_id)
            laptop.pusher.wake()
            laptop.local.append_event(game_id, event)
            laptop.pusher.wake()
        if pace:
            time.sleep(rng.uniform(0, pace))


def _finish(laptop: Laptop, game_id: int, stage: str, table: int) -> dict[str, Any]:
    game = game_from_log_dict(laptop.local.load_game_log(game_id))
    entry = result_entry(game, stage=stage, round=1, table=table)
    laptop.local.finish_game(game_id, entry)
    laptop.pusher.wake()
    return entry


def _server_events(server: Store, uid: str) -> list[dict[str, Any]]:
    with server.engine.connect() as conn:
        gid = conn.execute(text("SELECT id FROM games WHERE uid = :u"), {"u": uid}).scalar_one()
        rows = conn.execute(
            text("SELECT seq, data FROM game_events WHERE game_id = :g ORDER BY seq"), {"g": gid}
        ).all()
    assert [seq for seq, _ in rows] == list(range(1, len(rows) + 1)), "a gap or a repeat in the sequence"
    import json

    return [json.loads(data) for _, data in rows]


def _check_round(server: Store, tid: int, played: list[tuple[Laptop, int, dict[str, Any]]]) -> None:
    """Every event exactly once and equal to the laptop's, each game replays to its stored result, and the
    standings the organiser reads equal the scoring engine's on the laptops' own results."""
    entries = []
    for laptop, game_id, entry in played:
        link = sync.game_link(laptop.local, game_id)
        assert link is not None and link.state == sync.ACTIVE, link
        assert not link.result_pending
        local_events = laptop.local.game_events(game_id)
        assert _server_events(server, link.uid) == local_events
        replayed = game_from_log_dict(sync.server_log(server, link.uid))
        assert replayed.state.finished
        assert replayed.state.winner is not None and replayed.state.winner.value == entry["winner"]
        entries.append(entry)
    stored = server.load_tournament(tid)
    assert len(stored.games) == len(played)
    document = server.export_tournament(tid)
    document["games"] = [
        {**e, "players": [s[2] for s in _seats(lap.local, gid)]}
        for (lap, gid, _), e in zip(played, entries, strict=True)
    ]
    expected = standings_to_json(compute_standings(load_tournament(document)))
    assert standings_to_json(compute_standings(stored)) == expected


def _laptops(tmp_path: Path, url: str, server: Store, tid: int, stage: str) -> list[tuple[Laptop, int]]:
    out = []
    for table in range(1, TABLES + 1):
        laptop = Laptop(tmp_path / f"table{table}", url, f"Стол {table}")
        game_id = sync.claim_table(
            laptop.local,
            laptop.pusher.server,
            tournament_id=tid,
            stage=stage,
            round_no=1,
            table=table,
            holder=laptop.name,
            console=laptop.console,
        )
        out.append((laptop, game_id))
    return out


def test_four_tables_write_at_once_while_the_organiser_recomputes(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    laptops = _laptops(tmp_path, server_url, server, tid, stage)
    rng = random.Random(15)
    scripts = [script(_seats(lap.local, gid), random.Random(rng.random())) for lap, gid in laptops]
    stop = threading.Event()
    recomputed: list[int] = []
    errors: list[BaseException] = []

    def organiser_view() -> None:
        while not stop.is_set():
            try:
                standings = compute_standings(server.load_tournament(tid))
                recomputed.append(len(standings_to_json(standings)))
                sync.server_tables(server, tid)
            except BaseException as err:
                errors.append(err)
                return

    entries: dict[int, dict[str, Any]] = {}

    def table(index: int) -> None:
        laptop, game_id = laptops[index]
        try:
            _play(laptop, game_id, scripts[index], random.Random(index), 0.002)
            entries[index] = _finish(laptop, game_id, stage, index + 1)
        except BaseException as err:
            errors.append(err)

    watcher = threading.Thread(target=organiser_view)
    watcher.start()
    threads = [threading.Thread(target=table, args=(i,)) for i in range(TABLES)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    try:
        assert not errors, errors
        for laptop, _ in laptops:
            assert laptop.pusher.flush(30), laptop.pusher.status
    finally:
        stop.set()
        watcher.join(30)
    assert not errors, errors
    assert len(recomputed) >= 2, "the organiser's view did not recompute while the tables played"
    try:
        _check_round(server, tid, [(lap, gid, entries[i]) for i, (lap, gid) in enumerate(laptops)])
    finally:
        for laptop, _ in laptops:
            laptop.close()


def test_twenty_network_cuts_lose_nothing_and_repeat_nothing(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    proxy = CuttableProxy()
    laptops = _laptops(tmp_path, through(server_url, proxy.port), server, tid, stage)
    rng = random.Random(20)
    scripts = [script(_seats(lap.local, gid), random.Random(rng.random())) for lap, gid in laptops]
    stop = threading.Event()
    outages: list[int] = []

    def venue_network() -> None:
        cut_rng = random.Random(2020)
        while not stop.is_set():
            time.sleep(cut_rng.uniform(0.05, 0.2))
            proxy.cut()
            # while cut, the laptops go on: count what they could not send
            time.sleep(cut_rng.uniform(0.05, 0.25))
            outages.append(sum(lap.pusher.status.pending for lap, _ in laptops))
            proxy.restore()

    entries: dict[int, dict[str, Any]] = {}
    errors: list[BaseException] = []

    def table(index: int) -> None:
        laptop, game_id = laptops[index]
        try:
            _play(laptop, game_id, scripts[index], random.Random(100 + index), 0.2)
            entries[index] = _finish(laptop, game_id, stage, index + 1)
        except BaseException as err:
            errors.append(err)

    network = threading.Thread(target=venue_network)
    network.start()
    threads = [threading.Thread(target=table, args=(i,)) for i in range(TABLES)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(180)
    while proxy.cuts < 20:  # at least twenty cuts, each at a random point of some game
        time.sleep(0.05)
    stop.set()
    network.join(10)
    proxy.restore()
    try:
        assert not errors, errors
        assert proxy.cuts >= 20
        assert any(outages), "no cut ever found an action waiting: the cuts missed the games"
        for laptop, _ in laptops:
            assert laptop.pusher.flush(60), laptop.pusher.status
        _check_round(server, tid, [(lap, gid, entries[i]) for i, (lap, gid) in enumerate(laptops)])
    finally:
        for laptop, _ in laptops:
            laptop.close()
        proxy.close()
