"""The game half of the fiim-2025 preset: its one rule that differs from fiim, played through the engine
beside fiim, and every other option pinned to the fiim baseline, as the file says (the sources read either
give fiim's value or nothing). Sources: resources/rulesets/fiim-2025.toml and docs/rulesets.md
("fiim-2025")."""

from __future__ import annotations

import json
from dataclasses import fields

from gamekit import day, new_game, night, quiet_day_and_night, speak_until

from mafia_desk.game import Disqualify, EndedBy, Outcome, Team, load_game_ruleset
from mafia_desk.game.log import dumps_game_log, game_from_log_dict, game_log_to_dict

FIIM_2025 = "fiim-2025"


def test_three_quiet_nights_are_a_draw() -> None:
    """mafiahouse.org rule 1.13: three nights and two days with nobody leaving is a draw. fiim declares the
    red win then; fiim-2025 the draw."""
    baseline = new_game("fiim")
    for _ in range(3):
        quiet_day_and_night(baseline, None)
    assert (baseline.state.finished, baseline.state.winner) == (True, Team.RED)
    game = new_game(FIIM_2025)
    for _ in range(2):
        quiet_day_and_night(game, None)
    assert not game.state.finished
    quiet_day_and_night(game, None)
    assert game.state.finished and game.state.winner is None
    assert game.state.outcome is Outcome.DRAW and game.state.ended_by is EndedBy.THREE_NIGHTS


def test_a_removal_breaks_the_run_of_quiet_nights() -> None:
    """Rule 1.13 names "vote, shot or removal": a player removed for fouls on the second day starts the
    count again (rfm-2026's source names the shot and the vote alone: there the same game is a draw)."""
    for ruleset, drawn in ((FIIM_2025, False), ("rfm-2026", True)):
        game = new_game(ruleset)
        quiet_day_and_night(game, None)
        speak_until(game, 4)
        game.apply(Disqualify(9, "insult"))
        day(game)
        night(game, None)
        assert not game.state.finished, ruleset
        quiet_day_and_night(game, None)
        assert (game.state.outcome is Outcome.DRAW) is drawn, ruleset
        assert game.state.finished is drawn, ruleset


def test_every_other_option_is_the_fiim_baseline() -> None:
    """What the sources give (speech and agreement minutes, no withdrawal, the lifts at four and at nine, the
    third and fourth fouls, who makes the best move) is fiim's value, and what they do not give is left to
    fiim: only the three nights rule differs."""
    today, baseline = load_game_ruleset(FIIM_2025), load_game_ruleset("fiim")
    differs = {f.name for f in fields(today) if getattr(today, f.name) != getattr(baseline, f.name)}
    assert differs == {"id", "three_nights_rule"}


def test_a_game_log_keeps_the_preset() -> None:
    """A log records the ruleset id and nothing else of it: played again, it is fiim-2025's rules."""
    game = new_game(FIIM_2025)
    for _ in range(3):
        quiet_day_and_night(game, None)
    log = json.loads(dumps_game_log(game_log_to_dict(game)))
    assert (log["ruleset"], log.get("ruleset_options", {})) == (FIIM_2025, {})
    again = game_from_log_dict(log)
    assert again.ruleset == game.ruleset and again.state.outcome is Outcome.DRAW
