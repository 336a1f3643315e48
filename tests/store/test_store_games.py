"""Games as the host's screen uses them: create, record, undo, reload, finish; on every backend."""

from __future__ import annotations

from datetime import timedelta

import pytest
from store_helpers import seats

from mafia_desk.store import GameFinishedError, Store, StoreError, UnknownGameError, open_store


def test_events_come_back_in_order_with_their_sequence_numbers(store: Store) -> None:
    game = store.create_game("fiim", seats(), {"title": "Стол 1"}, ruleset_options={"check_seconds": 15})
    events = [{"type": "foul", "seat": n % 10 + 1, "note": f"ход {n}"} for n in range(7)]
    assert [store.append_event(game, e) for e in events] == list(range(1, 8))
    log = store.load_game_log(game)
    assert log["events"] == events
    assert log["ruleset"] == "fiim"
    assert log["ruleset_options"] == {"check_seconds": 15}
    assert log["meta"] == {"title": "Стол 1"}
    assert [s["player"] for s in log["seats"]] == [f"Игрок {i}" for i in range(1, 11)]
    assert store.game_events(game) == events


def test_undo_removes_the_last_event_and_numbering_continues(store: Store) -> None:
    game = store.create_game("fiim", seats(), {})
    store.append_event(game, {"type": "end_speech"})
    store.append_event(game, {"type": "nominate", "seats": [4], "repeated": False})
    assert store.drop_last_event(game) == {"type": "nominate", "seats": [4], "repeated": False}
    assert store.append_event(game, {"type": "shot", "seat": None}) == 2
    assert store.game_events(game) == [{"type": "end_speech"}, {"type": "shot", "seat": None}]
    store.drop_last_event(game)
    store.drop_last_event(game)
    with pytest.raises(StoreError, match="no event to undo"):
        store.drop_last_event(game)


def test_events_survive_closing_and_reopening(db_url: str) -> None:
    with open_store(db_url, backups=False) as s:
        game = s.create_game("arctic-2016", seats(), {"host": "Ведущий"})
        for n in range(5):
            s.append_event(game, {"type": "foul", "seat": n + 1})
    with open_store(db_url, backups=False) as s:
        (summary,) = s.unfinished_games()
        assert summary.id == game and summary.events == 5 and summary.ruleset_id == "arctic-2016"
        assert [e["seat"] for e in s.game_events(game)] == [1, 2, 3, 4, 5]


def test_finished_games_are_closed_and_leave_the_unfinished_list(store: Store) -> None:
    first = store.create_game("fiim", seats(), {})
    second = store.create_game("fiim", seats(), {})
    store.append_event(first, {"type": "end_speech"})
    store.finish_game(first)
    assert [g.id for g in store.unfinished_games()] == [second]
    assert store.game_info(first).finished_at is not None
    with pytest.raises(GameFinishedError):
        store.append_event(first, {"type": "end_speech"})
    with pytest.raises(GameFinishedError):
        store.drop_last_event(first)
    assert store.game_events(first) == [{"type": "end_speech"}]


def test_abandon_deletes_an_unfinished_game(store: Store) -> None:
    game = store.create_game("fiim", seats(), {})
    store.append_event(game, {"type": "end_speech"})
    store.abandon_game(game)
    with pytest.raises(UnknownGameError):
        store.load_game_log(game)
    assert store.unfinished_games() == []


@pytest.mark.parametrize(
    ("bad_seats", "message"),
    [
        (seats()[:9], "exactly 10 seats"),
        ([*seats()[:9], {"seat": 9, "player": "Дубль", "player_id": None}], "once each"),
        ([*seats()[:9], {"seat": 11, "player": "X", "player_id": None}], "seat numbers are 1..10"),
        ([*seats()[:9], {"seat": 10, "player": "  ", "player_id": None}], "needs a name"),
        ([*seats()[:9], {"seat": 10, "player": "X", "player_id": 7}], "player_id must be a string"),
    ],
)
def test_bad_seats_are_refused_and_nothing_is_stored(store: Store, bad_seats: list, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.create_game("fiim", bad_seats, {})
    assert store.unfinished_games() == []


def test_unknown_game_and_event_without_type(store: Store) -> None:
    with pytest.raises(UnknownGameError, match="no game with id 999"):
        store.append_event(999, {"type": "end_speech"})
    game = store.create_game("fiim", seats(), {})
    with pytest.raises(StoreError, match='"type"'):
        store.append_event(game, {"seat": 3})
    assert store.game_events(game) == []


def test_players_register_keeps_cyrillic_and_orders_by_name(store: Store) -> None:
    b = store.add_player("Ёжик", "Клуб «Дон»", "Санкт-Петербург")
    a = store.add_player("Алиса")
    names = [(p.id, p.name, p.club, p.city) for p in store.list_players()]
    assert (a, "Алиса", None, None) in names and (b, "Ёжик", "Клуб «Дон»", "Санкт-Петербург") in names
    with pytest.raises(StoreError, match="needs a name"):
        store.add_player("   ")


def test_closed_store_refuses_work(db_url: str) -> None:
    s = open_store(db_url, backups=False)
    s.close()
    s.close()
    with pytest.raises(StoreError, match="closed"):
        s.list_players()


def test_a_game_summary_carries_its_first_and_last_event_times(store: Store) -> None:
    """The protocol sheet's start and end: when the zero night was entered and the last action recorded."""
    game = store.create_game("fiim", seats(), {})
    other = store.create_game("fiim", seats(), {})
    assert (store.game_info(game).first_event_at, store.game_info(game).last_event_at) == (None, None)
    store.append_event(game, {"type": "end_speech"})
    store.append_event(other, {"type": "end_speech"})
    store.append_event(game, {"type": "shot", "seat": None})
    info = store.game_info(game)
    assert info.first_event_at is not None and info.last_event_at is not None
    assert info.first_event_at.utcoffset() == timedelta(0)  # UTC and aware on every backend
    assert info.created_at <= info.first_event_at < info.last_event_at
    assert store.game_info(other).first_event_at > info.first_event_at  # type: ignore[operator]
    store.drop_last_event(game)
    assert store.game_info(game).last_event_at == info.first_event_at


def test_a_game_keeps_the_log_version_it_was_started_under(store: Store) -> None:
    """docs/game-log.md "Versions": a game begun under version 1 resumes as version 1, a new one is 3."""
    new = store.create_game("fiim", seats(), {})
    old = store.create_game("fiim", seats(), {}, log_version=1)
    assert store.load_game_log(new)["version"] == 3
    assert store.load_game_log(old)["version"] == 1
