"""Standings after one game (`--after STAGE:ROUND:TABLE`, the Standings tab's game entries): exactly the
standings of a tournament that holds only the games up to it, a round's games being ordered by table.

The comparison tournament is cut from the exchange document here, by its own reading of the rule (earlier
stages and rounds whole, the round's games up to the table, its absences all, corrections with their game),
never by the code under test.
"""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

import pytest
from fixtures import EXCHANGE
from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_builders import document, game, pid
from test_properties import PRESETS, random_tournament

from mafia_desk.scoring.hall import after_choices, hidden_by_default, is_final
from mafia_desk.scoring.output import standings_to_text
from mafia_desk.scoring.standings import AfterError, Standings, compute_standings, parse_after
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.load import effective_stages

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"
TEN = list(range(1, 11))
TEN_MORE = list(range(11, 21))


def up_to_game(doc: dict[str, Any], stage_order: list[str], key: tuple[str, int, int]) -> dict[str, Any]:
    """`doc` holding only what the standings after game `key` count."""
    stage, round_, table = key

    def before(item_stage: str, item_round: int) -> bool:
        earlier_stage = stage_order.index(item_stage) < stage_order.index(stage)
        return earlier_stage or (item_stage == stage and item_round < round_)

    def kept(item: dict[str, Any]) -> bool:
        same_round = (item["stage"], item["round"]) == (stage, round_)
        return before(item["stage"], item["round"]) or (same_round and item["table"] <= table)

    cut = copy.deepcopy(doc)
    cut["games"] = [g for g in doc["games"] if kept(g)]
    cut["corrections"] = [c for c in doc.get("corrections", []) if kept(c)]
    cut["absences"] = [
        a for a in doc["absences"] if before(a["stage"], a["round"]) or (a["stage"], a["round"]) == key[:2]
    ]
    return cut


def same(a: Standings, b: Standings) -> None:
    """Every row whole (place, columns, tie-break values, the breakdown game by game) and the series."""
    assert a.rows == b.rows
    assert (a.chain, a.k, a.hard_winner, a.games_counted) == (b.chain, b.k, b.hard_winner, b.games_counted)
    assert a.corrections == b.corrections


def with_corrections(doc: dict[str, Any], seed: int) -> dict[str, Any]:
    """Some games voided, some replaced by the other side's win: the corrections must follow their game."""
    rng = random.Random(seed)
    out = copy.deepcopy(doc)
    out["corrections"] = []
    for g in rng.sample(doc["games"], min(3, len(doc["games"]))):
        where = {"stage": g["stage"], "round": g["round"], "table": g["table"]}
        stamp = {"reason": "protest", "by": "Судья", "at": "2016-06-11T18:02:00"}
        if rng.random() < 0.5:
            out["corrections"].append({**where, "action": "void", **stamp})
        else:
            new = {**copy.deepcopy(g), "winner": "black" if g["winner"] == "red" else "red"}
            new.update({"ended_by": "normal", "bonus": [], "best_move": None, "shot_night1": None})
            out["corrections"].append({**where, "action": "replace", "game": new, **stamp})
    return out


@settings(max_examples=12, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 10**6),
    n_players=st.integers(20, 46),
    rounds=st.integers(1, 4),
)
def test_after_each_game_is_the_tournament_of_the_games_up_to_it(
    preset: str, seed: int, n_players: int, rounds: int
) -> None:
    doc = with_corrections(random_tournament(preset, seed, n_players, rounds), seed)
    t = load_tournament(doc)
    order = [s.id for s in effective_stages(t)]
    keys = {(g["stage"], g["round"], g["table"]) for g in doc["games"]}
    for stage, round_, table in sorted(keys, key=lambda k: (order.index(k[0]), k[1], k[2])):
        key = (stage, round_, table)
        alone = load_tournament(up_to_game(doc, order, key))
        same(compute_standings(t, key), compute_standings(alone))
        assert compute_standings(t, key).after == key


def test_the_last_game_of_a_round_is_the_round_and_its_absences_count_from_its_first_game() -> None:
    # fiim, two tables a round; p21 sat out round 1 and missed round 2 (points as the ruleset says).
    doc = document(
        "fiim",
        21,
        [
            game(1, TEN),
            game(1, TEN_MORE, table=2, winner="black"),
            game(2, TEN, winner="black"),
            game(2, TEN_MORE, table=2),
        ],
        absences=[(21, "qualifying", 1, "bye"), (21, "qualifying", 2, "missed")],
    )
    t = load_tournament(doc)
    round_two = compute_standings(t, ("qualifying", 2))
    same(compute_standings(t, ("qualifying", 2, 2)), round_two)
    first_game = compute_standings(t, ("qualifying", 2, 1))
    # The missed round counts with the round's first game already, as in the round's own standings.
    assert first_game.row(pid(21)).total == round_two.row(pid(21)).total
    assert first_game.row(pid(21)).columns["absences"] == round_two.row(pid(21)).columns["absences"]
    assert first_game.games_counted == 3
    # Table 2 of round 2 is not in yet: its red win (p15 a red seat) is missing from p15's total.
    assert first_game.row(pid(15)).wins == round_two.row(pid(15)).wins - 1
    assert first_game.row(pid(5)).wins == round_two.row(pid(5)).wins


def test_a_correction_counts_with_its_game_not_before() -> None:
    doc = json.loads(ORGANISER.read_text("utf-8"))
    t = load_tournament(doc)
    # Round 1's table 2 was replaced (a red win instead of a black one): not counted after table 1.
    after_table_one = compute_standings(t, ("qualifying", 1, 1))
    assert after_table_one.corrections == ()
    assert after_table_one.row("p11").games == 0
    after_table_two = compute_standings(t, ("qualifying", 1, 2))
    assert [c.table for c in after_table_two.corrections] == [2]
    assert after_table_two.row("p17").wins == 1  # the sheriff of the replaced game's red win
    # Round 2's table 1 was voided: the standings after it are those of round 1, with the void listed.
    voided = compute_standings(t, ("qualifying", 2, 1))
    assert [r.total for r in voided.rows] == [r.total for r in compute_standings(t, ("qualifying", 1)).rows]
    assert voided.games_counted == 2 and len(voided.corrections) == 2


def test_parse_after_takes_a_table_that_has_a_game() -> None:
    t = load_tournament(json.loads(ORGANISER.read_text("utf-8")))
    assert parse_after("qualifying:2", t) == ("qualifying", 2)
    assert parse_after("qualifying:2:1", t) == ("qualifying", 2, 1)  # voided since, still a game to stop at
    with pytest.raises(AfterError) as error:
        parse_after("qualifying:2:3", t)
    assert str(error.value) == (
        "--after 'qualifying:2:3': round 2 of stage qualifying has no game at table 3"
        " (tables with a game: 1-2)"
    )
    for bad, message in (
        ("qualifying:2:0", "the table must be a whole number 1..1,000"),
        ("qualifying:2:x", "the table must be a whole number 1..1,000"),
        ("qualifying:2:", "the table must be a whole number 1..1,000"),
        ("qualifying:x:1", "the round must be a whole number 1..1,000"),
        ("qualifying:3:1", "stage qualifying has no round 3 (rounds played: 1-2)"),
        ("playoff:1:1", "unknown stage 'playoff'"),
        ("qualifying", "expected STAGE:ROUND[:TABLE]"),
    ):
        with pytest.raises(AfterError, match=re.escape(message)):
            parse_after(bad, t)


def test_a_stage_id_with_a_colon_still_reads() -> None:
    doc = document(
        "fiim",
        10,
        [game(1, TEN, stage="day:1"), game(2, TEN, stage="day:1")],
        stages=[{"id": "day:1", "coefficient": 1}],
    )
    t = load_tournament(doc)
    assert parse_after("day:1:2", t) == ("day:1", 2)
    assert parse_after("day:1:2:1", t) == ("day:1", 2, 1)


def test_a_round_of_absences_only_has_no_game_to_stop_at() -> None:
    doc = document("fiim", 11, [game(1, TEN)], absences=[(11, "qualifying", 2, "missed")])
    t = load_tournament(doc)
    assert parse_after("qualifying:2", t) == ("qualifying", 2)
    with pytest.raises(AfterError, match=r"has no game at table 1 \(only absences\)"):
        parse_after("qualifying:2:1", t)
    assert after_choices(t) == [("qualifying", 1), ("qualifying", 1, 1), ("qualifying", 2)]


def test_choices_titles_and_the_hall_rule_of_a_game() -> None:
    doc = json.loads(ORGANISER.read_text("utf-8"))
    t = load_tournament(doc)
    assert after_choices(t) == [
        ("qualifying", 1),
        ("qualifying", 1, 1),
        ("qualifying", 1, 2),
        ("qualifying", 2),
        ("qualifying", 2, 1),
        ("qualifying", 2, 2),
    ]
    text = standings_to_text(compute_standings(t, ("qualifying", 1, 2)))
    assert text.splitlines()[0] == "Standings (white-nights-2016, after qualifying round 1 table 2, 2 games)"
    # The qualifying hides its standings from round 2: from its first game on.
    assert not hidden_by_default(t, ("qualifying", 1, 2))
    assert hidden_by_default(t, ("qualifying", 2, 1))
    # One game of the last planned round is never "the final standings": the title names the game.
    final = {**doc, "stages": [{**doc["stages"][0], "games": 2}]}
    t = load_tournament(final)
    assert is_final(t, ("qualifying", 2)) and not is_final(t, ("qualifying", 2, 2))
    same(compute_standings(t, ("qualifying", 2, 2)), compute_standings(t, ("qualifying", 2)))
