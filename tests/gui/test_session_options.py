"""A tournament game runs under the tournament's own ruleset options, and the stored game records them."""

from __future__ import annotations

from typing import Any

import pytest

from mafia_desk.game import LATEST_LOG_VERSION, game_from_log_dict
from mafia_desk.gui.game_session import GameSession

CODES = [f"p{n:02d}" for n in range(1, 11)]


def _tournament(store: Any, options: dict[str, Any]) -> int:
    tid = int(
        store.import_tournament(
            {
                "format": "mafia-desk/tournament",
                "version": 1,
                "name": "Кубок Севера",
                "ruleset": "stars-2016",
                "players": [{"id": c, "name": f"Игрок {c}"} for c in CODES],
                "games": [],
            }
        )
    )
    store.update_tournament(tid, ruleset_options=options)
    return tid


def _seats() -> list[dict[str, Any]]:
    return [{"seat": i, "player": f"Игрок {c}", "player_id": c} for i, c in enumerate(CODES, start=1)]


def _start(store: Any, tid: int, ruleset: str = "stars-2016") -> GameSession:
    return GameSession.start(
        store, ruleset, _seats(), {}, tournament_id=tid, stage="qualifying", round_no=1, table=1
    )


def test_a_tournament_game_runs_and_is_stored_under_the_tournaments_options(qapp: Any, store: Any) -> None:
    tid = _tournament(store, {"speech_seconds": 45, "withdrawals_per_game": 2})
    session = _start(store, tid)
    rules = session.game.ruleset
    assert (rules.id, rules.speech_seconds, rules.withdrawals_per_game) == ("stars-2016", 45, 2)
    log = store.load_game_log(session.game_id)
    assert log["ruleset_options"] == {"speech_seconds": 45, "withdrawals_per_game": 2}
    assert log["version"] == LATEST_LOG_VERSION
    assert game_from_log_dict(log).ruleset == rules
    resumed = GameSession.resume(store, session.game_id)
    assert resumed.game.ruleset == rules and resumed.game.version == session.game.version


def test_a_club_game_runs_under_the_bare_preset(qapp: Any, store: Any) -> None:
    session = GameSession.start(store, "stars-2016", [{**s, "player_id": None} for s in _seats()], {})
    assert session.game.ruleset.speech_seconds == 60
    assert store.load_game_log(session.game_id)["ruleset_options"] == {}


def test_a_tournament_game_under_another_ruleset_is_refused(qapp: Any, store: Any) -> None:
    tid = _tournament(store, {})
    with pytest.raises(ValueError, match="plays ruleset stars-2016, not fiim"):
        _start(store, tid, "fiim")


def test_a_tournament_option_the_engine_does_not_know_is_refused(qapp: Any, store: Any) -> None:
    tid = _tournament(store, {"no_such_option": 1})
    with pytest.raises(ValueError, match="unknown game option 'no_such_option'"):
        _start(store, tid)
