"""Ruleset files: one TOML file per regulation in `resources/rulesets/<id>.toml`.

A file carries both halves of a regulation, so that one id names everything a tournament needs:
`[game]` (options of `rulesets.game`) and `[scoring]` (options of `rulesets.scoring`). This module only finds
the files, checks their `format` version and hands out the raw tables; each half is validated by its module.
Adding a regulation is adding a file here: nothing in the code lists the ids.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mafia_desk.resources import resource_path

DEFAULT_RULESET = "fiim"
# The layout of a ruleset file. A file states the version it was written for, so that a later layout (an
# option renamed, a table split) can refuse or convert an old file instead of misreading it.
RULESET_FORMAT = 1


class RulesetFileError(ValueError):
    """A ruleset that cannot be used: an unknown id, or a preset file that is not valid TOML."""


class UnknownRulesetError(RulesetFileError):
    """Raised for a ruleset id that is no preset's (a path such as "../x" included)."""


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
    """Only a preset id names a ruleset: an id from a file (a game log, an exchange file) is never a path,
    so "../../elsewhere/evil" cannot make the app read a TOML file from anywhere and echo its values."""
    known = ruleset_ids()
    if ruleset_id not in known:
        raise UnknownRulesetError(f"unknown ruleset {ruleset_id!r} (known: {', '.join(known)})")
    path = rulesets_dir() / f"{ruleset_id}.toml"
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetFileError(f"ruleset {ruleset_id!r}: {path.name} is not valid TOML ({exc})") from None
    except OSError as exc:
        raise RulesetFileError(f"ruleset {ruleset_id!r}: cannot read {path.name} ({exc.strerror})") from None
    version = data.get("format")
    if isinstance(version, bool) or version != RULESET_FORMAT:
        raise RulesetFileError(
            f"ruleset {ruleset_id!r}: {path.name} has format {version!r}; this version reads format "
            f"{RULESET_FORMAT} (docs/rulesets.md)"
        )
    return RulesetFile(
        id=ruleset_id,
        name=str(data.get("name", ruleset_id)),
        source=str(data.get("source", "")),
        game=dict(data.get("game", {})),
        scoring=dict(data.get("scoring", {})),
    )
