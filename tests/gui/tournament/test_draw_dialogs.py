"""The constraints dialog's round list ("1, 3-4") and its refusals."""

from __future__ import annotations

import pytest

from mafia_desk.gui.tournament.draw_dialogs import parse_rounds


@pytest.mark.parametrize(
    ("text", "rounds"),
    [("1", [1]), ("1, 3-4", [1, 3, 4]), (" 2 ;5 - 6 ", [2, 5, 6]), ("4–4", [4]), ("3,1", [1, 3])],
)
def test_rounds_typed_by_the_organiser(text: str, rounds: list[int]) -> None:
    assert parse_rounds(text, 6) == rounds


@pytest.mark.parametrize("text", ["", "0", "7", "2-1", "один", "1,,x", "1-9"])
def test_rounds_refused(text: str) -> None:
    assert parse_rounds(text, 6) is None
