"""openskill's Plackett-Luce model (Weng and Lin 2011), two teams of unequal size (docs/ratings.md).

Each rating is a belief (mu, sigma); the shown rating is openskill's ordinal, mu - 3 sigma, which starts at 0
and rises as a player's games make the belief surer. Plackett-Luce rates a team by the sum of its members'
beliefs, so seven reds against three blacks is a match of two teams like any other.

The update is openskill's own: `PlackettLuce.rate` deep-copies every rating (a fresh uuid4 each) and took
160 us a game of ten, three times a game (overall, side, role), against 13 us for its computation. We keep
our ratings, add tau to sigma as `rate` does, and call the model's computation on them in place; a test
compares this with `rate` game by game, so an openskill release that changes either fails it (the version
is pinned in pyproject.toml).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce as _Model
from openskill.models import PlackettLuceRating

from mafia_desk.game.model import Outcome
from mafia_desk.ratings.sources import GameKind


@dataclass(frozen=True)
class PlackettLuceParameters:
    mu: float = 25.0
    sigma: float = 25.0 / 3.0
    beta: float = 25.0 / 6.0
    tau: float = 25.0 / 300.0


class PlackettLuce:
    id = "openskill"
    title = "openskill Plackett-Luce"

    def __init__(self, parameters: PlackettLuceParameters | None = None) -> None:
        self.parameters = p = parameters or PlackettLuceParameters()
        self.model = _Model(mu=p.mu, sigma=p.sigma, beta=p.beta, tau=p.tau)
        self._tau2 = p.tau * p.tau

    def describe(self) -> dict[str, object]:
        p = self.parameters
        return {
            "id": self.id,
            "name": self.title,
            "parameters": {
                "mu": p.mu,
                "sigma": p.sigma,
                "beta": p.beta,
                "tau": p.tau,
                "rating": "mu - 3 sigma (ordinal)",
                "library": "openskill 6.2",
            },
        }

    def new_cell(self) -> PlackettLuceRating:
        return self.model.rating()

    @staticmethod
    def value(cell: PlackettLuceRating) -> float:
        return float(cell.mu - 3.0 * cell.sigma)

    def update(
        self,
        red: Sequence[PlackettLuceRating],
        black: Sequence[PlackettLuceRating],
        outcome: Outcome,
        kind: GameKind,
    ) -> None:
        """The game kind does not change a Plackett-Luce update: its uncertainty does that job. A draw is
        openskill's tie: both teams at rank 0."""
        tau2 = self._tau2
        sqrt = math.sqrt
        for cell in red:
            cell.sigma = sqrt(cell.sigma * cell.sigma + tau2)
        for cell in black:
            cell.sigma = sqrt(cell.sigma * cell.sigma + tau2)
        if outcome is Outcome.DRAW:
            self.model._compute(teams=[red, black], ranks=[0, 0])
            return
        teams = [red, black] if outcome is Outcome.RED else [black, red]
        self.model._compute(teams=teams, ranks=[0, 1])
