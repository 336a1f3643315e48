"""Namesakes told apart (tournament/names.py): only colliding names get a suffix, by the organiser's choice,
falling back to the next field and finally to a number, so every shown name of a tournament is different."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_builders import document

from mafia_desk.cli import main
from mafia_desk.scoring.output import standings_to_json, standings_to_text
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict
from mafia_desk.tournament.model import Player
from mafia_desk.tournament.names import (
    SAME_NAMES,
    name_key,
    same_names_of,
    shown_names,
    tournament_names,
)


def _p(pid: str, name: str, club: str | None = None, city: str | None = None) -> Player:
    return Player(id=pid, name=name, club=club, city=city)


def test_unique_names_stay_bare() -> None:
    players = [_p("p01", "Анна", "Red Stars", "СПб"), _p("p02", "Борис", "Red Stars")]
    for choice in SAME_NAMES:
        assert shown_names(players, choice) == {"p01": "Анна", "p02": "Борис"}


def test_each_choice_adds_its_field_to_namesakes_only() -> None:
    players = [
        _p("p01", "Иван Петров", "Red Stars", "Москва"),
        _p("p02", "Анна", "Red Stars", "Москва"),
        _p("p03", "Иван Петров", "Полночь", "СПб"),
    ]
    assert shown_names(players, "club") == {
        "p01": "Иван Петров (Red Stars)",
        "p02": "Анна",
        "p03": "Иван Петров (Полночь)",
    }
    assert shown_names(players, "city")["p01"] == "Иван Петров (Москва)"
    assert shown_names(players, "city")["p03"] == "Иван Петров (СПб)"
    assert shown_names(players, "code")["p03"] == "Иван Петров (p03)"
    assert shown_names(players) == shown_names(players, "club")  # the default


def test_case_spaces_and_yo_make_no_difference() -> None:
    players = [
        _p("p01", "Пётр Иванов", "A"),
        _p("p02", "  петр   ИВАНОВ ", "B"),
        _p("p03", "Пётр Иванов-Ким"),
    ]
    shown = shown_names(players, "club")
    assert shown["p01"] == "Пётр Иванов (A)"
    assert shown["p02"] == "  петр   ИВАНОВ  (B)"  # the name as registered, only the suffix added
    assert shown["p03"] == "Пётр Иванов-Ким"
    assert name_key("  Пётр  ИВАНОВ ") == name_key("петр иванов")


def test_a_missing_club_falls_back_to_the_city_then_to_a_number() -> None:
    players = [
        _p("p01", "Фокс", "Red Stars"),
        _p("p02", "Фокс", None, "Казань"),
        _p("p03", "Фокс"),
    ]
    assert shown_names(players, "club") == {
        "p01": "Фокс (Red Stars)",
        "p02": "Фокс (Казань)",
        "p03": "Фокс (#1)",  # nobody of a group is left bare
    }


def test_the_same_club_adds_the_city_and_then_numbers_in_registration_order() -> None:
    players = [
        _p("p05", "Иван Петров", "Red Stars", "Москва"),
        _p("p02", "Иван Петров", "red  stars", "СПб"),
        _p("p09", "Иван Петров", "Red Stars", "Москва"),
        _p("p01", "Иван Петров", "Red Stars"),
    ]
    assert shown_names(players, "club") == {
        "p05": "Иван Петров (Red Stars, Москва, #1)",
        "p02": "Иван Петров (red stars, СПб)",
        "p09": "Иван Петров (Red Stars, Москва, #2)",
        "p01": "Иван Петров (Red Stars)",  # the only one without a city: the others' cities tell him apart
    }
    # the same club and no cities at all: club and number
    twins = [_p("p01", "Фокс", "Полночь"), _p("p02", "Фокс", "Полночь")]
    assert shown_names(twins, "club") == {"p01": "Фокс (Полночь, #1)", "p02": "Фокс (Полночь, #2)"}
    assert shown_names(twins, "city") == {"p01": "Фокс (Полночь, #1)", "p02": "Фокс (Полночь, #2)"}


def test_a_code_too_long_to_read_out_is_a_number() -> None:
    players = [_p("p01", "Фокс"), _p("fsm-2016-000123", "Фокс")]
    assert shown_names(players, "code") == {"p01": "Фокс (p01)", "fsm-2016-000123": "Фокс (#1)"}


def test_a_suffix_never_lands_on_another_players_name() -> None:
    players = [_p("p01", "Фокс (Red)"), _p("p02", "Фокс", "Red"), _p("p03", "Фокс", "Blue")]
    shown = shown_names(players, "club")
    assert shown["p01"] == "Фокс (Red)"
    assert len({name_key(n) for n in shown.values()}) == 3


names_st = st.sampled_from(["Фокс", "фокс", "Фёкс", "Иван Петров", "иван  петров", "Анна", "Фокс (Red)"])
fields_st = st.sampled_from([None, "", "Red", "red", "Blue", "Red, #1", "#1"])


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(names_st, fields_st, fields_st), max_size=12),
    st.sampled_from(SAME_NAMES),
)
def test_always_unique_stable_and_unique_names_untouched(rows: list[Any], choice: Any) -> None:
    players = [_p(f"p{i:02d}", name, club, city) for i, (name, club, city) in enumerate(rows, 1)]
    shown = shown_names(players, choice)
    assert list(shown) == [p.id for p in players]
    assert len({name_key(n) for n in shown.values()}) == len(players)
    counts: dict[str, int] = {}
    for p in players:
        counts[name_key(p.name)] = counts.get(name_key(p.name), 0) + 1
    for p in players:
        if counts[name_key(p.name)] == 1:
            assert shown[p.id] == p.name
        else:
            assert shown[p.id].startswith(p.name + " (")
    assert shown_names(list(players), choice) == shown  # the same every time, on every laptop
    # a namesake's name does not depend on players registered after him (a new arrival renames nobody else
    # unless he is a namesake too)
    later = [*players, _p("p99", "Ещё один игрок")]
    assert {k: v for k, v in shown_names(later, choice).items() if k != "p99"} == shown


def _doc(same_names: str | None = None) -> dict[str, Any]:
    doc = document("fiim", 10, [])
    doc["players"][0].update(name="Иван Петров", club="Red Stars")
    doc["players"][1].update(name="иван петров", club="Полночь", city="СПб")
    if same_names is not None:
        doc["same_names"] = same_names
    return doc


def test_the_choice_travels_in_the_file_and_a_bad_one_is_refused() -> None:
    t = load_tournament(_doc())
    assert same_names_of(t) == "club"
    assert tournament_names(t)["p01"] == "Иван Петров (Red Stars)"
    t = load_tournament(_doc("city"))
    assert same_names_of(t) == "city"
    shown = tournament_names(t)
    assert (shown["p01"], shown["p02"]) == ("Иван Петров (Red Stars)", "иван петров (СПб)")  # no city: club
    assert tournament_to_dict(t)["same_names"] == "city"  # export keeps it
    with pytest.raises(TournamentFileError) as info:
        load_tournament(_doc("nickname"))
    assert str(info.value) == "invalid: file: 'same_names' must be one of club, city, code, not 'nickname'"


def test_standings_keep_the_name_and_show_the_told_apart_one() -> None:
    standings = compute_standings(load_tournament(_doc()))
    rows = {r.player: r for r in standings.rows}
    assert (rows["p01"].name, rows["p01"].shown) == ("Иван Петров", "Иван Петров (Red Stars)")
    assert rows["p03"].shown == rows["p03"].name == "Игрок 3"
    # the JSON's `name` is the registered one (spec: standings output); the printed table tells them apart
    assert {r["name"] for r in standings_to_json(standings)["standings"]} >= {"Иван Петров", "иван петров"}
    text = standings_to_text(standings)
    assert "Иван Петров (Red Stars)" in text and "иван петров (Полночь)" in text


def test_the_cli_prints_them_apart_and_finds_one_by_its_shown_name(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    path = tmp_path / "t.json"
    path.write_text(json.dumps(_doc("code"), ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Иван Петров (p01)" in out and "иван петров (p02)" in out
    assert main(["standings", str(path), "--explain", "Иван Петров (p02)"]) == 0
    assert capsys.readouterr().out.startswith("p02 иван петров (p02): place")
    assert main(["standings", str(path), "--explain", "иван петров"]) == 2
    assert "p01 Иван Петров (p01), p02 иван петров (p02)" in capsys.readouterr().err
