"""Ruleset files: one TOML file per regulation in `resources/rulesets/<id>.toml`.

A file carries both halves of a regulation, so that one id names everything a tournament needs:
`[game]` (read by `mafia_desk.game`) and `[scoring]` (read by `mafia_desk.scoring`). This module only finds
and parses the files; each half is interpreted, validated and documented by the package that owns it.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mafia_desk.resources import resource_path

DEFAULT_RULESET = "fiim"


class UnknownRulesetError(ValueError):
    """Raised for a ruleset id that has no file."""


@dataclass(frozen=True)
class RulesetFile:
    id: str
    name: str
    source: str
    game: dict[str, Any] = field(default_factory=dict)
    scoring: dict[str, Any] = field(default_factory=dict)


def rulesets_dir() -> Path:
    return resource_path("rulesets")


def ruleset_ids() -> list[str]:
    return sorted(p.stem for p in rulesets_dir().glob("*.toml"))


def load_ruleset_file(ruleset_id: str) -> RulesetFile:
    path = rulesets_dir() / f"{ruleset_id}.toml"
    if not path.is_file():
        known = ", ".join(ruleset_ids())
        raise UnknownRulesetError(f"unknown ruleset {ruleset_id!r} (known: {known})")
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    return RulesetFile(
        id=ruleset_id,
        name=str(data.get("name", ruleset_id)),
        source=str(data.get("source", "")),
        game=dict(data.get("game", {})),
        scoring=dict(data.get("scoring", {})),
    )
