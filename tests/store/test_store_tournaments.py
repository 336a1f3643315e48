"""Tournaments in the store: exchange-file import/export, merging tables' files, results of live games."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from store_helpers import EXAMPLES, example, seats

from mafia_desk.store import Store, StoreError, TournamentImportError, UnknownTournamentError
from mafia_desk.tournament import load_tournament, tournament_to_dict

STAGES_WITH_EXTRA = [
    {"id": "qualifying", "coefficient": 1},
    {"id": "semifinal", "coefficient": 1.5, "advance": 10},
    {"id": "final", "coefficient": 2.0},
]


def _canonical(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, sort_keys=True)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_round_trip_export_import_export_is_identical(store: Store, path: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    first_id = store.import_tournament(data)
    first = store.export_tournament(first_id)
    # What comes out is what went in, as the format's own writer normalises it.
    assert _canonical(first) == _canonical(tournament_to_dict(load_tournament(data)))
    renamed = {**first, "name": first["name"] + " (copy)"}
    second = store.export_tournament(store.import_tournament(renamed))
    assert _canonical({**second, "name": first["name"]}) == _canonical(first)


def test_unknown_keys_are_kept_everywhere(store: Store) -> None:
    data = example("white-nights-2016")
    data["sponsor"] = {"name": "Клуб", "logo": None}
    data["players"][0]["rating"] = 1520.5
    data["stages"] = STAGES_WITH_EXTRA
    game = data["games"][0]
    game["judge"] = "Судья"
    game["roles"]["note"] = "reds first"
    game["best_move"]["timing"] = "last words"
    game["bonus"][0]["why"] = "лучший"
    data["absences"][0]["note"] = "ill"
    out = store.export_tournament(store.import_tournament(data))
    assert out["sponsor"] == {"name": "Клуб", "logo": None}
    assert out["players"][0]["rating"] == 1520.5
    assert out["stages"] == STAGES_WITH_EXTRA
    g = out["games"][0]
    assert g["judge"] == "Судья" and g["roles"]["note"] == "reds first"
    assert g["best_move"]["timing"] == "last words" and g["bonus"][0]["why"] == "лучший"
    assert out["absences"][0]["note"] == "ill"


def test_numbers_keep_their_json_type(store: Store) -> None:
    data = {**example("white-nights-2016"), "stages": STAGES_WITH_EXTRA}
    out = store.export_tournament(store.import_tournament(data))
    assert json.dumps(out["stages"]) == json.dumps(STAGES_WITH_EXTRA)
    assert json.dumps(out["games"][0]["bonus"]) == json.dumps(data["games"][0]["bonus"])


def test_a_bad_file_is_refused_whole_and_names_the_game(store: Store) -> None:
    data = example("fiim")
    bad = data["games"][-1]
    bad["players"][3] = bad["players"][2]
    with pytest.raises(TournamentImportError) as err:
        store.import_tournament(data)
    where = f"game ({bad['stage']}, {bad['round']}, {bad['table']})"
    assert str(err.value).startswith(f"invalid: {where}: ")
    assert store.list_tournaments() == []
    assert store.list_players() == []


def test_list_and_find_by_id_or_exact_name(store: Store) -> None:
    a = store.import_tournament(example("fiim"))
    b = store.import_tournament(example("arctic-2016"))
    listed = {(t.id, t.name, t.ruleset_id, t.games) for t in store.list_tournaments()}
    assert listed == {
        (a, example("fiim")["name"], "fiim", len(example("fiim")["games"])),
        (b, example("arctic-2016")["name"], "arctic-2016", len(example("arctic-2016")["games"])),
    }
    assert store.find_tournament(example("arctic-2016")["name"]) == b
    assert store.find_tournament(str(a)) == a
    assert store.load_tournament(b).name == example("arctic-2016")["name"]
    with pytest.raises(UnknownTournamentError, match="no tournament named"):
        store.export_tournament("nope")
    with pytest.raises(UnknownTournamentError, match="no tournament with id 77"):
        store.export_tournament(77)


def _split(data: dict[str, Any], keep: int) -> tuple[dict[str, Any], dict[str, Any]]:
    first = copy.deepcopy(data)
    second = copy.deepcopy(data)
    first["games"] = data["games"][:keep]
    second["games"] = data["games"][keep:]
    first["absences"], first["adjustments"] = [], []
    return first, second


@pytest.mark.parametrize("name", ["german-open-2016", "stars-2016", "white-nights-2016"])
def test_tables_files_merge_into_the_organisers_tournament(store: Store, name: str) -> None:
    data = example(name)
    first, second = _split(data, 2)
    tid = store.import_tournament(first)
    assert store.import_tournament(second) == tid
    # The same file sent twice changes nothing.
    assert store.import_tournament(second) == tid
    assert _canonical(store.export_tournament(tid)) == _canonical(tournament_to_dict(load_tournament(data)))
    assert len(store.list_tournaments()) == 1


def test_a_conflicting_game_is_refused_with_both_versions(store: Store) -> None:
    data = example("fiim")
    tid = store.import_tournament(data)
    before = store.export_tournament(tid)
    changed = copy.deepcopy(data)
    game = changed["games"][1]
    game["winner"] = "black" if game["winner"] == "red" else "red"
    changed["adjustments"] = [{"player": "p01", "points": -0.5, "reason": "late"}]
    with pytest.raises(TournamentImportError) as err:
        store.import_tournament(changed)
    message = str(err.value)
    assert message.startswith(f"invalid: game ({game['stage']}, {game['round']}, {game['table']}): ")
    assert f'"winner": "{data["games"][1]["winner"]}"' in message.split("file:")[0]
    assert f'"winner": "{game["winner"]}"' in message.split("file:")[1]
    assert store.export_tournament(tid) == before


def test_a_player_stored_differently_is_refused(store: Store) -> None:
    data = example("fiim")
    tid = store.import_tournament(data)
    changed = copy.deepcopy(data)
    changed["players"][0]["name"] = "Другой"
    with pytest.raises(TournamentImportError, match=r"invalid: player p01: stored as"):
        store.import_tournament(changed)
    assert store.export_tournament(tid)["players"][0]["name"] == data["players"][0]["name"]


def test_a_merge_that_breaks_the_tournament_is_refused(store: Store) -> None:
    data = example("fiim")
    first, _ = _split(data, 1)
    tid = store.import_tournament(first)
    clash = copy.deepcopy(first)
    # Same players in the same round at another table: each may play once per round.
    clash["games"][0]["table"] = 2
    with pytest.raises(TournamentImportError, match="once merged into the stored tournament"):
        store.import_tournament(clash)
    assert len(store.export_tournament(tid)["games"]) == 1


def test_a_live_tournament_game_stores_its_result_and_exports_it(store: Store) -> None:
    data = example("fiim")
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    game = store.create_game(
        "fiim",
        seats(ids=entry["players"]),
        {"title": "final table"},
        tournament_id=tid,
        stage=entry["stage"],
        round=entry["round"],
        table=entry["table"],
    )
    store.append_event(game, {"type": "end_speech"})
    assert store.game_info(game).stage == entry["stage"]
    without_slot = {k: v for k, v in entry.items() if k not in ("stage", "round", "table")}
    store.finish_game(game, without_slot)
    exported = store.export_tournament(tid)
    expected = tournament_to_dict(load_tournament({**data, "games": [entry]}))["games"]
    assert exported["games"][-1] == expected[0]
    assert store.list_tournaments()[0].games == len(data["games"]) + 1
    assert store.game_events(game) == [{"type": "end_speech"}]
    # The slot is taken now: a second game there cannot start.
    with pytest.raises(StoreError, match="already finished"):
        store.create_game(
            "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
        )


def test_a_bad_live_result_is_refused_and_the_game_stays_open(store: Store) -> None:
    data = example("fiim")
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    game = store.create_game(
        "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
    )
    with pytest.raises(TournamentImportError, match="needs its result"):
        store.finish_game(game)
    with pytest.raises(TournamentImportError, match=r"invalid: game \(.*\): .*roles|invalid: game"):
        store.finish_game(game, {**entry, "roles": {"don": 1, "mafia": [1, 2], "sheriff": 3}})
    with pytest.raises(TournamentImportError, match="seated with"):
        store.finish_game(game, {**entry, "players": list(reversed(entry["players"]))})
    assert [g.id for g in store.unfinished_games()] == [game]
    assert len(store.export_tournament(tid)["games"]) == len(data["games"])


def test_tournament_game_needs_known_stage_and_players(store: Store) -> None:
    data = example("fiim")
    tid = store.import_tournament(data)
    stage = data["games"][0]["stage"]
    with pytest.raises(StoreError, match="has no stage 'nowhere'"):
        store.create_game("fiim", seats(), {}, tid, "nowhere", 9, 1)
    with pytest.raises(StoreError, match="seat 1: 'zz' is not a player id"):
        store.create_game("fiim", seats(ids=["zz"] * 10), {}, tid, stage, 9, 1)
    assert store.unfinished_games() == []


def test_registrations_link_to_the_player_register(store: Store) -> None:
    data = example("fiim")
    tid = store.import_tournament(data)
    regs = store.tournament_players(tid)
    assert [r.code for r in regs] == [p["id"] for p in data["players"]]
    register = {p.id: p.name for p in store.list_players()}
    assert all(register[r.player_id] == r.name for r in regs if r.player_id is not None)
    # A second tournament with the same people reuses their register entries.
    store.import_tournament({**data, "name": "Другой турнир"})
    assert len(store.list_players()) == len(register)


# Issue 12: a saved draw travels in the exchange file, so it is one the file can hold: tables of 10 players.
WN_TABLE = [f"p{n:02d}" for n in range(1, 11)]
WN_OUT = ["p11", "p12", "p13", "p14"]


def _wn_draw(table: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    return {"tables": [table or WN_TABLE], "sitting_out": WN_OUT, **extra}


def test_seating_draws_are_saved_and_replaced(store: Store) -> None:
    tid = store.import_tournament(example("white-nights-2016"))
    assert store.load_seating_draw(tid, "qualifying", 3) is None
    store.save_seating_draw(tid, "qualifying", 3, 42, _wn_draw(note="жеребьёвка"))
    store.save_seating_draw(tid, "qualifying", 3, 43, _wn_draw(WN_TABLE[::-1]))
    draw = store.load_seating_draw(tid, "qualifying", 3)
    assert draw is not None and draw.seed == 43 and draw.draw == _wn_draw(WN_TABLE[::-1])
    with pytest.raises(StoreError, match="no stage"):
        store.save_seating_draw(tid, "nowhere", 1, 1, {})


def test_a_draw_the_file_could_not_hold_is_refused(store: Store) -> None:
    tid = store.import_tournament(example("white-nights-2016"))
    before = store.export_tournament(tid)
    refused = [
        ({"tables": [WN_TABLE[:9]], "sitting_out": []}, 3, "table 1: exactly 10 players, not 9"),
        (_wn_draw([*WN_TABLE[:9], "p99"]), 3, "unknown player 'p99'"),
        (_wn_draw([*WN_TABLE[:9], "p11"]), 3, "player p11 is placed twice"),
        # Round 1 is played: its table 1 seats p01..p10 in that order, so another order contradicts it.
        (_wn_draw(WN_TABLE[::-1]), 1, "game (qualifying, 1, 1): the players differ from table 1 of the draw"),
        ({"tables": "p01"}, 3, "'tables' must be a list"),
    ]
    for draw, round_, message in refused:
        with pytest.raises(TournamentImportError, match=re.escape(message)):
            store.save_seating_draw(tid, "qualifying", round_, 1, draw)
    assert store.seating_draws(tid) == []
    assert store.export_tournament(tid) == before
    store.save_seating_draw(tid, "qualifying", 1, 1, _wn_draw())  # the draw the round was played by
    assert store.export_tournament(tid)["draws"] == [
        {"stage": "qualifying", "round": 1, "seed": 1, "tables": [WN_TABLE], "sitting_out": WN_OUT}
    ]


def test_seating_draws_lists_every_draw_of_a_tournament_in_stage_and_round_order(store: Store) -> None:
    tid = store.import_tournament(example("white-nights-2016"))
    assert store.seating_draws(tid) == []
    store.save_seating_draw(tid, "semifinal", 2, 5, _wn_draw())
    store.save_seating_draw(tid, "qualifying", 4, 6, _wn_draw())
    store.save_seating_draw(tid, "qualifying", 3, 7, _wn_draw())
    listed = store.seating_draws(tid)
    assert [(d.stage, d.round, d.seed) for d in listed] == [
        ("qualifying", 3, 7),
        ("qualifying", 4, 6),
        ("semifinal", 2, 5),
    ]
    assert listed[0] == store.load_seating_draw(tid, "qualifying", 3)
    with pytest.raises(StoreError, match="no tournament"):
        store.seating_draws(tid + 1)


def test_details_outside_the_exchange_file(store: Store) -> None:
    tid = store.import_tournament(example("white-nights-2016"))
    before = store.export_tournament(tid)
    store.update_tournament(
        tid,
        start_date="2016-06-20",
        venue="Санкт-Петербург",
        ruleset_options={"check_seconds": 15},
        advancement={"semifinal": 10},
    )
    store.update_tournament(tid, venue="")
    info = store.tournament_info(tid)
    assert (info.start_date, info.end_date, info.venue) == ("2016-06-20", None, None)
    assert info.ruleset_options == {"check_seconds": 15}
    assert {s.code: s.advancement for s in info.stages}["semifinal"] == 10
    # Issue 12: the dates and the venue are the exchange file's `start`, `end` and `venue`; this file has no
    # `stages` of its own, so the preset's stages (and their advancement) stay out of it.
    assert store.export_tournament(tid) == {**before, "start": "2016-06-20"}
    with pytest.raises(StoreError, match="invalid: file: 'end' 2016-06-19 is before 'start' 2016-06-20"):
        store.update_tournament(tid, end_date="2016-06-19", venue="Москва")
    with pytest.raises(StoreError, match="invalid: file: 'start' must be a date YYYY-MM-DD"):
        store.update_tournament(tid, start_date="20 June")
    assert store.tournament_info(tid) == info  # a refused edit changes nothing
    with pytest.raises(StoreError, match="no stage 'nowhere'"):
        store.update_tournament(tid, advancement={"nowhere": 1})


def test_open_draw_tables_are_asked_of_the_store_without_qt(store: Store) -> None:
    """The new-game dialog's saved draws: every table of a draw, names from the tournament, seat 1 first
    (a short table cannot be saved since issue 12). Domain code: it lives in store/, not gui/."""
    from mafia_desk.store.draw_tables import open_draw_tables

    codes = [f"p{n:02d}" for n in range(1, 13)]
    tid = store.import_tournament(
        {
            "format": "mafia-desk/tournament",
            "version": 1,
            "name": "Draws",
            "ruleset": "fiim",
            "players": [{"id": c, "name": f"Name {c}"} for c in codes],
            "games": [],
        }
    )
    # Issue 12: the two left over sit out (a draw's tables have 10 players: a short table is refused).
    tables = [list(reversed(codes[:10]))]
    store.save_seating_draw(
        tid, "qualifying", 1, 7, {"round": 1, "tables": tables, "sitting_out": codes[10:]}
    )
    [option] = open_draw_tables(store)
    assert (option.tournament_id, option.stage, option.round, option.table) == (tid, "qualifying", 1, 1)
    assert option.codes == tuple(reversed(codes[:10])) and option.names[0] == "Name p10"
