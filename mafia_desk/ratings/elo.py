"""MR-style Elo: per side, team averages, one K per game kind (docs/ratings.md, "Elo").

Red's expected score is p = 1 / (1 + 10^((Rb - Rr) / 400)) with Rr the average of the seven red ratings and
Rb the average of the three black ones; every red player moves by K(S - p) and every black one by -K(S - p),
S being 1 when red won, 0 when black won and 1/2 in a draw (half a win for each side's expectation, as chess
counts one). So a side's players move together, as on mafiaratings.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mafia_desk.game.model import Outcome
from mafia_desk.ratings.sources import GameKind

_RED_SCORE = {Outcome.RED: 1.0, Outcome.BLACK: 0.0, Outcome.DRAW: 0.5}  # S, red's score


@dataclass(frozen=True)
class EloParameters:
    start: float = 1000.0
    k_club: float = 16.0
    k_tournament: float = 12.0
    scale: float = 400.0

    def k(self, kind: GameKind) -> float:
        return self.k_tournament if kind is GameKind.TOURNAMENT else self.k_club


def red_expectation(red: Sequence[float], black: Sequence[float], scale: float = 400.0) -> float:
    """p, red's expected score from the two teams' average ratings."""
    rr = sum(red) / len(red)
    rb = sum(black) / len(black)
    return 1.0 / (1.0 + math.pow(10.0, (rb - rr) / scale))


class EloCell:
    """One rating that a game updates in place."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value


class Elo:
    id = "elo"
    title = "MR-style Elo"

    def __init__(self, parameters: EloParameters | None = None) -> None:
        self.parameters = parameters or EloParameters()

    def describe(self) -> dict[str, object]:
        p = self.parameters
        return {
            "id": self.id,
            "name": self.title,
            "parameters": {
                "start": p.start,
                "k_tournament": p.k_tournament,
                "k_club": p.k_club,
                "scale": p.scale,
                "expectation": "p = 1/(1+10^((Rb-Rr)/scale)), team averages",
            },
        }

    def new_cell(self) -> EloCell:
        return EloCell(self.parameters.start)

    @staticmethod
    def value(cell: EloCell) -> float:
        return cell.value

    def update(
        self, red: Sequence[EloCell], black: Sequence[EloCell], outcome: Outcome, kind: GameKind
    ) -> None:
        p = red_expectation([c.value for c in red], [c.value for c in black], self.parameters.scale)
        delta = self.parameters.k(kind) * (_RED_SCORE[outcome] - p)
        for c in red:
            c.value += delta
        for c in black:
            c.value -= delta
