"""Reading the options tables of docs/rulesets-game.md and docs/scoring.md, so that both halves of a ruleset
are checked against their docs by the same code: one row per option, its value in each preset."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"
PRESETS = [
    "fiim",
    "stars-2016",
    "arctic-2016",
    "white-nights-2016",
    "german-open-2016",
    "rfm-2026",
    "fiim-2025",
]


def shown(name: str, value: object) -> str:
    """A value as the docs table writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "no limit" if name.endswith("_max") else "none"
    if isinstance(value, Fraction):
        return str(int(value)) if value.denominator == 1 else str(float(value))
    if value == ():
        return "none"
    if isinstance(value, tuple) and name.endswith("reasons"):
        return f"{len(value)} reason{'' if len(value) == 1 else 's'}"
    if isinstance(value, tuple):
        parts = [
            " ".join(shown(name, v) for v in item) if isinstance(item, tuple) else shown(name, item)
            for item in value
        ]
        return ", ".join(parts)
    return str(value)


def option_rows(doc: str) -> dict[str, list[str]]:
    """`| `name` | what | fiim | ... | rfm-2026 | from |` rows, by option name: the value in each preset."""
    text = (DOCS / doc).read_text(encoding="utf-8")
    return {
        cells[0].strip("` "): [c.strip() for c in cells[2 : 2 + len(PRESETS)]]
        for line in text.splitlines()
        if line.startswith("| `") and len(cells := line.strip("|").split("|")) >= 3 + len(PRESETS)
    }
