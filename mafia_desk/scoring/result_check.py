"""The judge's end-of-game entries are checked by the same code that checks a tournament file.

A game's result entry is wrapped in a one-game tournament and run through
`mafia_desk.tournament.load_tournament` (the preset's limits on the judge's extra points, penalties <= 0,
best-move eligibility), then scored by `mafia_desk.scoring`, so no screen holds a second copy of those rules.
The checks speak English; the GUI says the few a judge's form can hit in the interface's language
(`gui/result_check.py`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import TournamentFileError, load_tournament
from mafia_desk.tournament.model import FORMAT_ID, FORMAT_VERSION


class ResultError(ValueError):
    """The judge's entries break the ruleset; `what` says which and why, as the tournament checks word it."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def default_stage(ruleset_id: str) -> str:
    return scoring_rules(ruleset_id).stages[0][0]


def check_result(ruleset_id: str, entry: Mapping[str, Any], names: Sequence[str]) -> dict[int, Fraction]:
    """Validate `entry` (an exchange-file game) under the ruleset; return each seat's points for the game."""
    game = dict(entry)
    game.setdefault("stage", default_stage(ruleset_id))
    game.setdefault("round", 1)
    game.setdefault("table", 1)
    players = list(game["players"])
    doc: dict[str, Any] = {
        "format": FORMAT_ID,
        "version": FORMAT_VERSION,
        "name": "check",
        "ruleset": ruleset_id,
        "players": [{"id": pid, "name": name or pid} for pid, name in zip(players, names, strict=True)],
        "games": [game],
    }
    if game["stage"] != default_stage(ruleset_id):
        # A tournament's own stage: checked as such; its coefficient applies in the standings, not here.
        doc["stages"] = [{"id": game["stage"]}]
    try:
        tournament = load_tournament(doc)
    except TournamentFileError as err:
        raise ResultError(err.what) from err
    standings = compute_standings(tournament)
    points: dict[int, Fraction] = {}
    for seat, pid in enumerate(players, start=1):
        row = standings.row(pid)
        points[seat] = sum((b.total for b in row.breakdown), Fraction(0))
    return points
