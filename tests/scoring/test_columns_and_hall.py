"""Which columns a ruleset can fill, and what the hall may see: rounds played, last round, hidden stages."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.columns import columns_shown, columns_used
from mafia_desk.scoring.hall import (
    hidden_by_default,
    is_final,
    last_round_of_stages,
    latest_round,
    rounds_played,
)
from mafia_desk.scoring.points import COLUMNS
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.load import read_tournament_file
from mafia_desk.tournament.templates import load_template

ALWAYS = ["win_points", "bonus", "penalties", "adjustments"]


@pytest.mark.parametrize(
    ("ruleset", "more"),
    [
        ("fiim", ["best_move", "ci"]),
        ("german-open-2016", ["best_move", "ci", "absences"]),  # Ci, and -2 for a missed round
        ("white-nights-2016", ["best_move", "absences"]),  # no Ci
        ("arctic-2016", ["best_move"]),  # no Ci, absences give nothing
        ("stars-2016", ["best_move", "absences"]),  # the short table's +3
    ],
)
def test_columns_used_by_each_preset(ruleset: str, more: list[str]) -> None:
    assert columns_used(scoring_rules(ruleset)) == [c for c in COLUMNS if c in ALWAYS + more]


def test_a_ruleset_without_best_move_points_has_no_best_move_column() -> None:
    rules = scoring_rules("fiim")
    zero = replace(
        rules.best_move, three_blacks=0, two_blacks=0, sheriff_three_blacks=0, sheriff_two_blacks=0
    )
    assert "best_move" not in columns_used(replace(rules, best_move=zero))
    assert "ci" not in columns_used(replace(rules, ci=replace(rules.ci, enabled=False)))


def test_a_column_someone_has_points_in_is_shown_whatever_the_ruleset() -> None:
    t = read_tournament_file(EXCHANGE / "white-nights-2016.json")
    standings = compute_standings(t)
    rules = scoring_rules("arctic-2016")  # no absences column of its own
    assert "absences" not in columns_used(rules)
    assert any(r.columns["absences"] for r in standings.rows)
    assert "absences" in columns_shown(rules, standings.rows)
    assert "ci" not in columns_shown(rules, standings.rows)


def _organiser() -> dict[str, Any]:
    document: dict[str, Any] = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text("utf-8"))
    return document


def test_rounds_played_in_stage_order_and_the_end_of_each_stage() -> None:
    t = read_tournament_file(EXCHANGE / "german-open-2016.json")
    played = rounds_played(t)
    assert played == sorted(played, key=lambda k: (["qualifying", "semifinal", "final"].index(k[0]), k[1]))
    assert latest_round(t) == played[-1]
    ends = dict(last_round_of_stages(t))
    assert all(ends[stage] == max(r for s, r in played if s == stage) for stage in ends)
    empty = load_tournament({**_organiser(), "games": [], "absences": [], "draws": [], "corrections": []})
    assert (rounds_played(empty), latest_round(empty)) == ([], None)


def test_hidden_from_round_decides_the_default() -> None:
    t = load_tournament(_organiser())  # qualifying hidden from round 2, final from round 1
    assert not hidden_by_default(t, ("qualifying", 1))
    assert hidden_by_default(t, ("qualifying", 2))
    assert not hidden_by_default(t, ("semifinal", 1))
    assert hidden_by_default(t, ("final", 1))
    assert not hidden_by_default(t, None)


def test_seed_000_hides_every_stage_from_its_first_round() -> None:
    doc = load_template("stars-2016").skeleton("Звёзды")
    t = load_tournament(doc)
    assert all(hidden_by_default(t, (s.id, 1)) for s in t.stages or ())


def test_final_only_after_the_last_planned_round_of_the_last_stage() -> None:
    t = load_tournament(_organiser())  # final: 4 games
    assert not is_final(t, ("final", 3))
    assert is_final(t, ("final", 4))
    assert not is_final(t, ("semifinal", 1))
    assert not is_final(t, None)
