"""Points as text: the one formatter, in the three styles a reader needs.

Scoring keeps points as exact fractions (readings A35); only their text differs by who reads it:
- `EXACT`: the explanation of a score, where nothing may be lost ("1.25", else "5/3");
- `DISPLAY`: the standings tables, CSV and PDF, rounded to 2 decimals as the spec asks ("13.00");
- `PROTOCOL`: what a judge reads on the protocol sheet or in a refusal ("0.4", not "2/5" nor "0.40").
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction


class PointsStyle(StrEnum):
    EXACT = "exact"
    DISPLAY = "display"
    PROTOCOL = "protocol"


def format_points(value: Fraction | int, style: PointsStyle = PointsStyle.DISPLAY) -> str:
    """`value` in `style`; an int (a count, a place) always reads as itself."""
    if isinstance(value, int):
        return str(value)
    if style is PointsStyle.DISPLAY:
        return f"{float(value):.2f}"
    if value.denominator == 1:
        return str(value.numerator)
    if style is PointsStyle.PROTOCOL:
        return f"{float(value):.4g}"
    text = f"{float(value):.6f}".rstrip("0").rstrip(".")
    return text if Fraction(text) == value else f"{value.numerator}/{value.denominator}"
