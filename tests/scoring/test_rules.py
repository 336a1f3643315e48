"""The `[scoring]` tables of the shipped presets parse, and a broken table is refused with a reason."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.rulesets.scoring import RulesetConfigError, parse_scoring_table, scoring_rules

PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_spells_out_its_main_numbers(preset: str) -> None:
    table = load_ruleset_file(preset).scoring
    for key in ("win", "loss", "difficulty_k", "stages", "best_move", "bonus", "penalties", "absences", "ci"):
        assert key in table, key  # no preset leans on the code's defaults for these
    assert scoring_rules(preset).ruleset == preset


def test_preset_values_from_the_regulations() -> None:
    stars, arctic, wn, go = (
        scoring_rules(p) for p in ("stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016")
    )
    assert (
        stars.win,
        stars.penalties.removal,
        stars.penalties.three_nights_black,
        stars.absences.short_table,
    ) == (5, -3, -3, 3)
    assert (stars.best_move.sheriff_three_blacks, stars.best_move.sheriff_two_blacks) == (3, 0)
    assert (arctic.win, arctic.best_move.three_blacks, arctic.best_move.two_blacks) == (2, F(1, 2), F(1, 4))
    assert (wn.best_move.sheriff_three_blacks, wn.absences.missed, wn.difficulty_k) == (F(1, 4), -2, True)
    assert dict(go.stages) == {"qualifying": 1, "semifinal": F(3, 2), "final": 2}
    assert go.tiebreak.chain[-1] == "qualifying_place" and go.absences.excused_max == 1


@pytest.mark.parametrize(
    ("table", "what"),
    [
        ({"wins": 1}, "unknown option 'wins' in [scoring]"),
        ({"best_move": {"three_black": 1}}, "unknown option 'three_black' in [scoring.best_move]"),
        ({"win": "one"}, "win must be a number"),
        ({"bonus": {"rule": "anything"}}, "rule must be one of"),
        ({"tiebreak": {"chain": ["wins", "height"]}}, "unknown tie-break 'height'"),
    ],
)
def test_broken_table_is_refused(table: dict[str, object], what: str) -> None:
    with pytest.raises(RulesetConfigError) as info:
        parse_scoring_table("x", table)
    assert what in str(info.value)
