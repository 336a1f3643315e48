"""The player register and a tournament's registrations in the store: edits, removals, merges, changes.

Every test runs on SQLite and, with a test server (pg_schema.py), on PostgreSQL (the `store` fixture).
"""

from __future__ import annotations

from typing import Any

import pytest
from store_helpers import example

from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, StoreError, TournamentImportError
from mafia_desk.store.errors import RegistrationError

ORGANISER = "white-nights-2016-organiser"


def _organiser_before_round_2(store: Store) -> int:
    """The organiser's file with round 1 played and round 2 drawn but not played."""
    data: dict[str, Any] = example(ORGANISER)
    data["games"] = [g for g in data["games"] if g["round"] == 1 and g["stage"] == "qualifying"]
    data["absences"] = [a for a in data["absences"] if a["round"] == 1]
    data["corrections"] = [c for c in data["corrections"] if c["round"] == 1]
    return store.import_tournament(data)


def test_register_players_links_the_picked_register_entry_and_keeps_the_nickname(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    twin_old = store.add_player("Пётр Ёлкин", "Клуб", "Тверь")
    twin_new = store.add_player("Пётр Ёлкин", "Клуб", "Тверь")
    store.register_players(
        tid,
        [
            {"id": "p23", "name": "Пётр Ёлкин", "club": "Клуб", "city": "Тверь", "player_id": twin_new},
            {"id": "p24", "name": "Анна Щукина", "club": None, "city": None, "nickname": "Щука"},
        ],
    )
    regs = {r.code: r for r in store.tournament_players(tid)}
    assert regs["p23"].player_id == twin_new != twin_old
    anna = next(p for p in store.list_players() if p.name == "Анна Щукина")
    assert anna.nickname == "Щука" and regs["p24"].player_id == anna.id
    assert "nickname" not in store.export_tournament(tid)["players"][-1]  # type: ignore[index]


def test_a_picked_entry_links_without_a_new_record_and_the_first_nickname_fills_only_an_empty_one(
    store: Store,
) -> None:
    """The register's rows are written as the players are inserted (store/bulk.py), not updated after: a
    picked entry is linked as it is, with no record of its own made for the file's name, club and city; a
    nickname fills an empty one, the first of several given for one entry, and never replaces the register's
    own."""
    tid = _organiser_before_round_2(store)
    moved = store.add_player("Пётр Ёлкин", "Старый клуб", "Тверь")
    named = store.add_player("Анна Щукина", None, None, nickname="Щука")
    before = len(store.list_players())
    store.register_players(
        tid,
        [
            {"id": "p23", "name": "Пётр Ёлкин", "club": "Новый клуб", "city": "Тверь", "player_id": moved},
            {"id": "p24", "name": "Пётр Ёлкин", "club": "Новый клуб", "city": "Тверь", "nickname": " Ёлка "},
            {"id": "p25", "name": "Пётр Ёлкин", "club": "Новый клуб", "city": "Тверь", "nickname": "Ель"},
            {"id": "p26", "name": "Анна Щукина", "club": None, "city": None, "nickname": "Анка"},
            {"id": "p27", "name": "Олег Первый", "player_id": moved, "nickname": "О"},
        ],
    )
    regs = {r.code: r for r in store.tournament_players(tid)}
    register = {p.id: p for p in store.list_players()}
    assert regs["p23"].player_id == regs["p27"].player_id == moved and regs["p23"].club == "Новый клуб"
    # p24 and p25 are one new record (same name, club and city), nicknamed by the first of them.
    assert regs["p24"].player_id == regs["p25"].player_id not in (moved, named)
    new_id = regs["p24"].player_id
    assert new_id is not None and register[new_id].nickname == "Ёлка" and len(register) == before + 1
    assert regs["p26"].player_id == named and register[named].nickname == "Щука"
    assert register[moved].nickname == "О" and register[moved].club == "Старый клуб"


def test_a_bad_nickname_or_an_unknown_entry_registers_nobody(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    with pytest.raises(RegistrationError, match="the nickname of Анна"):
        store.register_players(tid, [{"id": "p23", "name": "Анна", "nickname": "a\x00b"}])
    with pytest.raises(RegistrationError, match="no player with id 999999"):
        store.register_players(tid, [{"id": "p23", "name": "Анна", "player_id": 999_999}])
    assert len(store.tournament_players(tid)) == 22


def test_a_registration_is_checked_once_and_a_changed_merge_twice(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A registration's merged tournament is the document the file's check accepted: one check of it, not
    two (a third of a 20,000-player import). A merge whose result differs from the file (a stored game the
    file lacks) is still checked once merged."""
    from mafia_desk.store import exchange

    tid = _organiser_before_round_2(store)
    checks: list[object] = []
    real = exchange.load_tournament

    def counted(data: object) -> Any:
        checks.append(data)
        return real(data)

    monkeypatch.setattr(exchange, "load_tournament", counted)
    store.register_players(tid, [{"id": "p23", "name": "Анна Щукина", "club": None, "city": "Тверь"}])
    assert len(checks) == 1
    assert [r.code for r in store.tournament_players(tid)][-1] == "p23"
    checks.clear()
    data = store.export_tournament(tid)
    assert isinstance(data, dict)
    data["games"] = data["games"][1:]
    data["players"].append({"id": "p24", "name": "Олег Новый"})
    store.import_tournament(data)
    assert len(checks) == 2
    assert len(store.tournament_players(tid)) == 24


def test_register_refuses_what_an_import_refuses(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    with pytest.raises(TournamentImportError, match="invalid:"):
        store.register_players(tid, [{"id": "p01", "name": "Другой"}])
    assert len(store.tournament_players(tid)) == 22


def test_update_and_remove_registration(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    store.register_players(tid, [{"id": "p23", "name": "Ошибка Имени"}])
    store.update_registration(tid, "p23", "  Исправленное Имя ", "Клуб", "")
    reg = store.tournament_players(tid)[-1]
    assert (reg.name, reg.club, reg.city) == ("Исправленное Имя", "Клуб", None)
    with pytest.raises(RegistrationError, match="needs a name"):
        store.update_registration(tid, "p23", "  ", None, None)
    # p01 played round 1: he cannot be removed, and the refusal says why.
    with pytest.raises(RegistrationError, match=r"p01 .* cannot be removed: he has 1 game"):
        store.remove_registration(tid, "p01")
    # p21 has no game but sits out in a saved draw.
    with pytest.raises(RegistrationError, match="draw of round 1 of qualifying"):
        store.remove_registration(tid, "p21")
    store.remove_registration(tid, "p23")
    assert [r.code for r in store.tournament_players(tid)][-1] == "p22"


def test_edit_remove_and_merge_register_entries(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    regs = {r.code: r for r in store.tournament_players(tid)}
    keep = store.add_player("Ганс Мюллер", None, None, nickname="Ганс")
    drop = regs["p01"].player_id
    assert drop is not None
    with pytest.raises(RegistrationError, match="merge the record"):
        store.remove_player(drop)
    store.update_player(keep, "Ганс Мюллер", "Cosa Nostra", None, "Ганс")
    store.merge_players(keep, drop)
    assert store.tournament_players(tid)[0].player_id == keep
    kept = next(p for p in store.list_players() if p.id == keep)
    assert (kept.club, kept.city, kept.nickname) == ("Cosa Nostra", "СПб", "Ганс")
    assert drop not in {p.id for p in store.list_players()}
    with pytest.raises(RegistrationError):
        store.merge_players(keep, keep)
    lone = store.add_player("Никто")
    store.remove_player(lone)
    with pytest.raises(StoreError):
        store.update_player(lone, "Никто")


def test_late_arrival_is_recorded_with_its_absences_in_one_step(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    store.register_players(tid, [{"id": "p23", "name": "Опоздавший"}])
    store.record_registration_change(
        tid,
        "p23",
        "late",
        "qualifying",
        2,
        "поезд опоздал",
        absences=[{"player": "p23", "stage": "qualifying", "round": 1, "kind": "missed"}],
    )
    [change] = store.registration_changes(tid)
    assert (change.kind, change.code, change.stage, change.round, change.reason) == (
        "late",
        "p23",
        "qualifying",
        2,
        "поезд опоздал",
    )
    row = next(r for r in compute_standings(store.load_tournament(tid)).rows if r.player == "p23")
    assert float(row.columns["absences"]) == -2  # white-nights: a missed round costs -2


def test_a_refused_change_leaves_nothing_behind(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    absences = store.load_tournament(tid).absences
    with pytest.raises(RegistrationError, match="plays"):
        # p01 played round 1: he cannot have arrived only at round 2
        store.record_registration_change(
            tid,
            "p01",
            "late",
            "qualifying",
            2,
            "",
            absences=[{"player": "p21", "stage": "qualifying", "round": 2, "kind": "excused"}],
        )
    assert store.registration_changes(tid) == []
    assert store.load_tournament(tid).absences == absences
    with pytest.raises(RegistrationError, match="leave from round 1"):
        store.record_registration_change(tid, "p01", "withdrawal", "qualifying", 1, "")
    with pytest.raises(StoreError, match="no stage"):
        store.record_registration_change(tid, "p01", "withdrawal", "nowhere", 1, "")


def test_substitute_takes_the_seat_in_unplayed_draws(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    round2 = store.load_seating_draw(tid, "qualifying", 2)
    assert round2 is not None and any("p03" in t for t in round2.draw["tables"])
    moved = store.record_registration_change(
        tid,
        "p23",
        "substitute",
        "qualifying",
        2,
        "заболел",
        replaces="p03",
        player={"id": "p23", "name": "Запасной Игрок", "club": None, "city": None},
    )
    assert moved == [("qualifying", 2)]
    after = store.load_seating_draw(tid, "qualifying", 2)
    assert after is not None and after.seed == round2.seed
    assert not any("p03" in t for t in after.draw["tables"])
    assert any("p23" in t for t in after.draw["tables"])
    first = store.load_seating_draw(tid, "qualifying", 1)
    assert first is not None and "p03" in first.draw["tables"][0]  # a played round keeps its draw
    with pytest.raises(RegistrationError, match="already withdrawn or been replaced"):
        store.record_registration_change(tid, "p03", "withdrawal", "qualifying", 3, "")


def test_a_substitute_from_the_register_is_linked_to_his_record(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    known = store.add_player("Известный Игрок", "Клуб", "Тверь")
    store.record_registration_change(
        tid,
        "p23",
        "substitute",
        "qualifying",
        3,
        "",
        replaces="p07",
        player={"id": "p23", "name": "Известный Игрок", "club": "Клуб", "city": "Тверь", "player_id": known},
    )
    assert store.tournament_players(tid)[-1].player_id == known
    [change] = store.registration_changes(tid)
    assert (change.kind, change.code, change.replaces, change.round) == ("substitute", "p23", "p07", 3)


def test_a_played_players_name_is_corrected_in_the_exported_file(store: Store) -> None:
    tid = _organiser_before_round_2(store)
    store.update_registration(tid, "p01", "Ганс Мюллер", "Cosa Nostra", "СПб")
    players = store.export_tournament(tid)["players"]
    assert isinstance(players, list) and players[0]["name"] == "Ганс Мюллер"
    assert len(store.load_tournament(tid).games) == 2
