"""Which standings columns a ruleset can fill, so that a sheet or a view leaves out the ones that stay empty.

A column of zeros under a regulation that has no such points (Ci under white-nights, absences under arctic)
is noise on a wall sheet and a question at the desk ("why is my Ci zero?"). A column the ruleset can fill is
kept even while it is still all zeros, so that the table does not change shape between rounds; a column that
somebody got points in is always shown, whatever the ruleset says (a stored penalty, an old import).
"""

from __future__ import annotations

from collections.abc import Iterable

from mafia_desk.rulesets.scoring import ScoringRules
from mafia_desk.scoring.points import COLUMNS, Column
from mafia_desk.scoring.standings import StandingRow


def columns_used(rules: ScoringRules) -> list[Column]:
    """The columns the ruleset can give points in, in `COLUMNS` order.

    Judges' extra points, penalty entries and adjustments are the judges' and organiser's own entries, open
    under every regulation (A18, A19); the other columns exist only when an option of `[scoring]` gives them
    a value.
    """
    best_move = rules.best_move
    can = {
        "win_points": rules.win != 0 or rules.loss != 0,
        "bonus": True,
        "best_move": any(
            v != 0
            for v in (
                best_move.three_blacks,
                best_move.two_blacks,
                best_move.sheriff_three_blacks,
                best_move.sheriff_two_blacks,
            )
        ),
        "ci": rules.ci.enabled and rules.ci.factor != 0 and rules.ci.cap != 0,
        "penalties": True,
        "absences": rules.absences.missed != 0 or rules.absences.short_table != 0,
        "adjustments": True,
    }
    return [c for c in COLUMNS if can[c]]


def columns_shown(rules: ScoringRules, rows: Iterable[StandingRow]) -> list[Column]:
    """`columns_used`, plus any column in which some player has points all the same."""
    used = set(columns_used(rules))
    for row in rows:
        used.update(c for c in COLUMNS if row.columns[c] != 0)
    return [c for c in COLUMNS if c in used]
