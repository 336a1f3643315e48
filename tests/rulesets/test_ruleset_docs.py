"""Both halves of a ruleset are documented the same way, and the docs say what the code does: every option of
`[game]` and of `[scoring]` is a row of its docs table, with its value in each preset; the FIIM baseline is
declared once, in code, and fiim.toml (which spells it out) agrees with it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from ruleset_docs import PRESETS, option_rows, shown

from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.rulesets.game import GameRuleset, load_game_ruleset
from mafia_desk.rulesets.scoring import ScoringRules, parse_scoring_table, scoring_rules


def _value(rules: object, dotted: str) -> Any:
    for part in dotted.split("."):
        rules = getattr(rules, part)
    return rules


HALVES: list[
    tuple[str, Callable[[], dict[str, str]], Callable[[], dict[str, str]], Callable[[str], object]]
] = [
    ("rulesets-game.md", GameRuleset.option_docs, GameRuleset.option_sources, load_game_ruleset),
    ("scoring.md", ScoringRules.option_docs, ScoringRules.option_sources, scoring_rules),
]


@pytest.mark.parametrize(("doc", "docs", "sources", "load"), HALVES, ids=["game", "scoring"])
def test_the_docs_table_lists_every_option_with_its_value_in_each_preset(
    doc: str,
    docs: Callable[[], dict[str, str]],
    sources: Callable[[], dict[str, str]],
    load: Callable[[str], object],
) -> None:
    rows = option_rows(doc)
    assert set(rows) == set(docs()), doc
    loaded = {preset: load(preset) for preset in PRESETS}
    for name, cells in rows.items():
        assert cells == [shown(name, _value(loaded[p], name)) for p in PRESETS], name
    for name, text in docs().items():
        assert text.strip() and sources()[name].strip(), name


def test_fiim_toml_spells_out_the_defaults_declared_in_code() -> None:
    """The file lists the baseline for the reader; the code's defaults are what a silent file gets. A change
    in one place only would make fiim differ from "an option left out"."""
    file = load_ruleset_file("fiim")
    assert load_game_ruleset("fiim") == GameRuleset(id="fiim")
    assert scoring_rules("fiim") == parse_scoring_table("fiim", {})
    assert set(file.game) <= set(GameRuleset.option_docs())
