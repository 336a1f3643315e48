"""The store announces each successful commit once, with what it changed, and a refused write never."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from store_helpers import example, seats

from mafia_desk.store import Store, StoreError, TournamentImportError, open_store
from mafia_desk.store.commits import EVENT, GAME, LINK, PLAYERS, TOURNAMENT, TOURNAMENTS, Commit
from mafia_desk.store.errors import ReadOnlyStoreError


def heard(store: Store) -> list[Commit]:
    commits: list[Commit] = []
    store.on_commit(commits.append)
    return commits


def test_each_write_is_announced_once_with_its_ids(store: Store) -> None:
    commits = heard(store)
    data = example("fiim")
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    assert commits == [Commit(TOURNAMENTS, tid)]
    assert commits[0].store is store
    game = store.create_game(
        "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
    )
    store.append_event(game, {"type": "end_speech"})
    store.append_event(game, {"type": "end_speech"})
    store.drop_last_event(game)
    store.finish_game(game, {k: v for k, v in entry.items() if k not in ("stage", "round", "table")})
    assert commits[1:] == [
        Commit(GAME, tid, game),
        Commit(EVENT, tid, game),
        Commit(EVENT, tid, game),
        Commit(EVENT, tid, game),
        Commit(GAME, tid, game),
    ]
    del commits[:]
    store.set_tournament_archived(data["name"], True)  # by name: the id is found inside the write
    store.update_tournament(tid, venue="Hall")
    player = store.add_player("Anna")
    store.update_player(player, "Anna K.")
    assert commits == [
        Commit(TOURNAMENTS, tid),
        Commit(TOURNAMENT, tid),
        Commit(PLAYERS),
        Commit(PLAYERS),
    ]


def test_a_game_outside_a_tournament_has_no_tournament_id(store: Store) -> None:
    commits = heard(store)
    game = store.create_game("fiim", seats(), {})
    store.append_event(game, {"type": "end_speech"})
    store.abandon_game(game)
    assert commits == [Commit(GAME, None, game), Commit(EVENT, None, game), Commit(GAME, None, game)]


def test_reads_and_refused_writes_announce_nothing(store: Store) -> None:
    data = example("fiim")
    tid = store.import_tournament(data)
    commits = heard(store)
    store.load_tournament(tid)
    store.list_games()
    with pytest.raises(StoreError):
        store.add_player("   ")  # refused before any transaction
    with pytest.raises(TournamentImportError):
        store.update_tournament(tid, start_date="2020-02-02", end_date="2020-01-01")  # rolled back
    with pytest.raises(StoreError):
        store.append_event(10_000, {"type": "end_speech"})  # no such game: rolled back
    assert commits == []


def test_a_read_only_store_announces_nothing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    with open_store(url, backups=False) as writer:
        writer.add_player("Anna")
    with open_store(url, read_only=True) as reader:
        commits = heard(reader)
        with pytest.raises(ReadOnlyStoreError):
            reader.add_player("Boris")
        assert commits == []


def test_each_store_announces_its_own_commits(tmp_path: Path) -> None:
    with (
        open_store(f"sqlite:///{tmp_path / 'a.sqlite3'}", backups=False) as a,
        open_store(f"sqlite:///{tmp_path / 'b.sqlite3'}", backups=False) as b,
    ):
        heard_a, heard_b = heard(a), heard(b)
        a.add_player("Anna")
        assert heard_a == [Commit(PLAYERS)] and heard_b == []
        b.announce(Commit(TOURNAMENT, 3))  # another desk's commit, heard through a server's notice
        assert heard_b == [Commit(TOURNAMENT, 3)] and heard_b[0].store is b and heard_a == [Commit(PLAYERS)]


def test_a_failing_subscriber_neither_fails_the_write_nor_silences_the_others(store: Store) -> None:
    def broken(_commit: Commit) -> None:
        raise RuntimeError("a view's bug")

    store.on_commit(broken)
    commits = heard(store)
    store.add_player("Anna")
    assert [p.name for p in store.list_players()] == ["Anna"]
    assert commits == [Commit(PLAYERS)]


def test_a_subscriber_stops_and_may_read_the_store(store: Store) -> None:
    names: list[list[str]] = []
    stop = store.on_commit(lambda _c: names.append([p.name for p in store.list_players()]))
    store.add_player("Anna")
    stop()
    store.add_player("Boris")
    assert names == [["Anna"]]


def test_a_commit_on_another_thread_is_announced_on_it(store: Store) -> None:
    threads: list[str] = []
    store.on_commit(lambda _c: threads.append(threading.current_thread().name))
    worker = threading.Thread(target=lambda: store.add_player("Anna"), name="writer")
    worker.start()
    worker.join()
    assert threads == ["writer"]


def test_a_write_must_say_what_it_changes(store: Store) -> None:
    with pytest.raises(ValueError, match="unknown kind"), store.writing("everything"):
        pass
    commits = heard(store)
    with store.writing(LINK, game_id=7):
        pass
    assert commits == [Commit(LINK, None, 7)]


def test_a_registration_announces_the_tournament_it_stored_and_every_commit_is_counted(store: Store) -> None:
    """The organiser's window adopts the tournament a registration checked and wrote instead of reading
    20,000 players back: it must be what the store then holds, and `last_commit` must tell whether any commit
    (made here or announced from a server) came after it."""
    tid = store.import_tournament(example("fiim"))
    commits = heard(store)
    store.register_players(tid, [{"id": "p90", "name": "Анна Щукина", "club": None, "city": "Тверь"}])
    (registered,) = commits
    assert registered.kind == TOURNAMENT and registered.tournament_id == tid
    assert registered.tournament == store.load_tournament(tid)
    assert registered.serial == store.last_commit
    store.update_registration(tid, "p90", "Анна Щукина-Ёлкина", None, "Тверь")
    edited = commits[-1]
    assert edited.tournament is None and edited.serial == registered.serial + 1 == store.last_commit
    store.announce(Commit(TOURNAMENT, tid))
    assert commits[-1].serial == store.last_commit == edited.serial + 1 and commits[-1].tournament is None
    with pytest.raises(TournamentImportError):
        store.register_players(tid, [{"id": "p90", "name": "Другой"}])
    assert store.last_commit == commits[-1].serial  # a refused write is not a commit
