"""Ruleset files: one TOML file per regulation in `resources/rulesets/<id>.toml`.

A file carries both halves of a regulation, so that one id names everything a tournament needs:
`[game]` (options of `rulesets.game`) and `[scoring]` (options of `rulesets.scoring`). This module only finds
the files, checks their `format` version and their `[translations]`, and hands out the raw tables; each half
is validated by its module. Adding a regulation is adding a file here: nothing in the code lists the ids,
and the file's display name and award reasons carry their own translations, so no code lists its texts.
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


# The texts a `[translations.<lang>]` table may translate: the display name and `[game] judge_award_reasons`.
TRANSLATED_KEYS = ("name", "judge_award_reasons")


@dataclass(frozen=True)
class Translation:
    """One language's texts of a ruleset file; a text left out is shown in the file's English."""

    name: str | None = None
    judge_award_reasons: tuple[str, ...] | None = None


@dataclass(frozen=True)
class RulesetFile:
    id: str
    name: str
    source: str
    game: dict[str, Any] = field(default_factory=dict)
    scoring: dict[str, Any] = field(default_factory=dict)
    translations: dict[str, Translation] = field(default_factory=dict)

    def display_name(self, language: str) -> str:
        """The name in `language`, else the file's English."""
        translation = self.translations.get(language)
        return translation.name if translation and translation.name else self.name

    def award_reasons(self, language: str) -> dict[str, str]:
        """The file's English award reasons -> their text in `language` (itself where none is given), paired
        by position: the log records the English, the judge's console shows the translation."""
        english = [str(r) for r in self.game.get("judge_award_reasons", ())]
        translation = self.translations.get(language)
        translated = translation.judge_award_reasons if translation else None
        return dict(zip(english, translated or english, strict=True))


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
    game = dict(data.get("game", {}))
    where = f"ruleset {ruleset_id!r}: {path.name}"
    return RulesetFile(
        id=ruleset_id,
        name=str(data.get("name", ruleset_id)),
        source=str(data.get("source", "")),
        game=game,
        scoring=dict(data.get("scoring", {})),
        translations=_translations(data.get("translations", {}), game.get("judge_award_reasons"), where),
    )


def _texts(value: object) -> tuple[str, ...] | None:
    if isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value):
        return tuple(value)
    return None


def _translations(table: object, english_reasons: object, where: str) -> dict[str, Translation]:
    """`[translations.<lang>]`: each text a non-empty string, the reasons a list as long as the English one
    (they pair by position), so that a mistranslated file is refused when read, not shown half-translated."""
    if not isinstance(table, dict):
        raise RulesetFileError(f"{where}: [translations] must be a table of languages, got {table!r}")
    result: dict[str, Translation] = {}
    for language, texts in table.items():
        key = f"translations.{language}"
        if not (len(language) == 2 and language.isascii() and language.isalpha() and language.islower()):
            raise RulesetFileError(f"{where}: {key}: a language is a two-letter code such as ru")
        if not isinstance(texts, dict):
            raise RulesetFileError(f"{where}: {key} must be a table (keys: {', '.join(TRANSLATED_KEYS)})")
        unknown = sorted(set(texts) - set(TRANSLATED_KEYS))
        if unknown:
            raise RulesetFileError(
                f"{where}: {key} has unknown key {unknown[0]!r} (known: {', '.join(TRANSLATED_KEYS)})"
            )
        name = texts.get("name")
        if name is not None and not (isinstance(name, str) and name.strip()):
            raise RulesetFileError(f"{where}: {key}.name must be a non-empty string, got {name!r}")
        reasons = None
        if "judge_award_reasons" in texts:
            reasons = _texts(texts["judge_award_reasons"])
            if reasons is None:
                raise RulesetFileError(
                    f"{where}: {key}.judge_award_reasons must be a list of non-empty strings, "
                    f"got {texts['judge_award_reasons']!r}"
                )
            english = _texts(english_reasons)
            if english is None:
                raise RulesetFileError(
                    f"{where}: {key}.judge_award_reasons translates [game] judge_award_reasons, "
                    "which this file does not list"
                )
            if len(reasons) != len(english):
                raise RulesetFileError(
                    f"{where}: {key}.judge_award_reasons has {len(reasons)} reasons; [game] "
                    f"judge_award_reasons has {len(english)} (they pair by position)"
                )
        result[language] = Translation(name=name, judge_award_reasons=reasons)
    return result
