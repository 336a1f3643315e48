"""Test helpers shared by the store's tests (a plain module: conftest.py is not importable by name)."""

from __future__ import annotations

import json
from typing import Any

from fixtures import EXCHANGE, STORE_DATA

DATA = STORE_DATA
# The spec's public examples, kept once for every package's tests (beside them: their expected standings).
EXAMPLES_DIR = EXCHANGE
EXAMPLES = sorted(p for p in EXAMPLES_DIR.glob("*.json") if not p.name.endswith(".expected.json"))


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES_DIR / f"{name}.json").read_text(encoding="utf-8"))
    return data


def seats(prefix: str = "Игрок", ids: list[str] | None = None) -> list[dict[str, Any]]:
    return [
        {"seat": i, "player": f"{prefix} {i}", "player_id": ids[i - 1] if ids else None} for i in range(1, 11)
    ]
