"""Who may be seated in a round after late arrivals, withdrawals and substitutes (registration.py)."""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desk.tournament.model import Draw, Tournament
from mafia_desk.tournament.registration import (
    missed_rounds,
    next_code,
    substitutes,
    unavailable,
    unplayed_draws_seating,
)

ORDER = ["qualifying", "semifinal", "final"]


@dataclass(frozen=True)
class C:
    kind: str
    code: str
    stage: str
    round: int
    replaces: str | None = None


def test_withdrawal_holds_from_its_round_on_across_stages() -> None:
    changes = [C("withdrawal", "p03", "qualifying", 3)]
    assert unavailable(changes, ORDER, "qualifying", 2) == frozenset()
    assert unavailable(changes, ORDER, "qualifying", 3) == {"p03"}
    assert unavailable(changes, ORDER, "semifinal", 1) == {"p03"}


def test_late_arrival_misses_only_the_rounds_before() -> None:
    changes = [C("late", "p07", "qualifying", 3)]
    assert unavailable(changes, ORDER, "qualifying", 1) == {"p07"}
    assert unavailable(changes, ORDER, "qualifying", 2) == {"p07"}
    assert unavailable(changes, ORDER, "qualifying", 3) == frozenset()
    assert unavailable(changes, ORDER, "final", 1) == frozenset()


def test_substitute_replaces_from_his_round() -> None:
    changes = [C("substitute", "p23", "semifinal", 2, "p05")]
    assert unavailable(changes, ORDER, "semifinal", 1) == {"p23"}
    assert substitutes(changes, ORDER, "semifinal", 1) == {}
    assert unavailable(changes, ORDER, "semifinal", 2) == {"p05"}
    assert substitutes(changes, ORDER, "final", 1) == {"p05": "p23"}


def test_missed_rounds_and_draws_to_amend() -> None:
    t = Tournament(
        name="t",
        draws=(
            Draw("qualifying", 1, (tuple(f"p{i:02d}" for i in range(1, 11)),)),
            Draw("qualifying", 2, (tuple(f"p{i:02d}" for i in range(2, 12)),)),
            Draw("semifinal", 1, (tuple(f"p{i:02d}" for i in range(1, 11)),)),
        ),
    )
    assert missed_rounds(t, "p11", "qualifying", 3) == [1, 2]
    assert missed_rounds(t, "p11", "qualifying", 2) == [1]
    assert unplayed_draws_seating(t, "p05", ORDER, "qualifying", 2) == [("qualifying", 2), ("semifinal", 1)]
    assert unplayed_draws_seating(t, "p01", ORDER, "qualifying", 2) == [("semifinal", 1)]


def test_next_code() -> None:
    assert next_code([]) == "p01"
    assert next_code(["p01", "p09", "x7"]) == "p10"
    assert next_code(["p99"]) == "p100"
