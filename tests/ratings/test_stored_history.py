"""A stored tournament's game played at a host's screen keeps its event log, and a player's history reads
his votes, nominations, checks and fouls from it; a result entered without a log counts as unlogged."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fixtures import GAME_LOGS

from mafia_desk.game.log import game_from_log_dict
from mafia_desk.game.protocol import result_entry
from mafia_desk.ratings.history import player_history
from mafia_desk.store import Store, open_store
from mafia_desk.store.rating_sources import every_stored_source, stored_source

PLAYERS = [{"id": f"p{i:02d}", "name": f"Игрок {i}"} for i in range(1, 11)]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'desk.sqlite3'}", backups=False) as s:
        yield s


def _play(store: Store, tid: int, name: str, rnd: int) -> None:
    """The log's events as the host's screen stores them, one by one, then the result."""
    log: dict[str, Any] = json.loads((GAME_LOGS / f"{name}.json").read_text(encoding="utf-8"))
    game = store.create_game(
        log["ruleset"],
        log["seats"],
        log.get("meta") or {},
        tid,
        "qualifying",
        rnd,
        1,
        log_version=log.get("version", 1),
    )
    for event in log["events"]:
        store.append_event(game, event)
    entry = result_entry(game_from_log_dict(copy.deepcopy(log)))
    store.finish_game(game, {k: v for k, v in entry.items() if k not in ("stage", "round", "table")})


def test_a_logged_stored_game_gives_the_voting_figures(store: Store) -> None:
    tid = store.import_tournament(
        {
            "format": "mafia-desk/tournament",
            "version": 1,
            "name": "Клубный вечер",
            "ruleset": "fiim",
            "players": PLAYERS,
            "games": [],
        }
    )
    _play(store, tid, "14-don-out-before-night-fiim", 1)
    _play(store, tid, "19-third-fouls-speech-lengths-fiim", 2)
    # Round 3 from the quick form: a result, no log.
    store.add_to_tournament(
        tid,
        games=[
            {
                "stage": "qualifying",
                "round": 3,
                "table": 1,
                "players": [p["id"] for p in PLAYERS],
                "roles": {"don": 3, "mafia": [5, 8], "sheriff": 7},
                "winner": "black",
                "shot_night1": 10,
            }
        ],
    )
    source = stored_source(store, tid)
    assert source.logged == {("qualifying", 1, 1), ("qualifying", 2, 1)}
    person = source.person("p10")
    assert person.startswith("register:")
    (same,) = every_stored_source(store)
    assert same.person("p10") == person
    h = player_history(person, "Игрок 10", [source])
    f = h.figures
    assert (f.games, f.logged_games, f.unlogged_games) == (3, 2, 1)
    assert (f.votes_as_red, f.votes_for_black_as_red) == (2, 1)
    assert (f.checked_by_sheriff, f.fouls, f.shot_first_night) == (1, 3, 1)
    assert [g.log is not None for g in h.games] == [True, True, False]
