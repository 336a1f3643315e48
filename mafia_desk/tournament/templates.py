"""Tournament templates: one TOML file per tournament shape in `resources/templates/<id>.toml`.

A template is what an organiser starts a tournament from: a ruleset and the stages with their rounds, tables,
advancing counts, coefficients and the seating method of every round. It is data, not code, so that a new
shape is a new file (docs/templates.md). Everything here is checked when the file is read, so a bad file is
refused with one line naming the file and the key, and what leaves this module is the exchange file's own
vocabulary (spec tournament-format.md, "Optional keys of version 1"), which `load_tournament` accepts.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mafia_desk.resources import resource_path
from mafia_desk.rulesets.files import ruleset_ids
from mafia_desk.tournament.errors import one_line

# The layout of a template file, stated by each file so that a later layout can refuse an old one.
TEMPLATE_FORMAT = 1
SEATING_METHODS = ("random", "swiss", "final")
# What a stage's Swiss rounds rank the players by (the exchange file's stage key `swiss_rank`).
SWISS_RANK_KEYS = ("points", "extra_points")
TABLE_SIZE = 10
MAX_GAMES = 100
MAX_TABLES = 100
MAX_COEFFICIENT = 100

_TOP_KEYS = {"format", "name", "ruleset", "source", "players", "stages", "teams", "translations"}
_TEAM_KEYS = {"size", "best"}
MAX_TEAM_SIZE = 100
_STAGE_KEYS = {
    "id",
    "coefficient",
    "games",
    "tables",
    "advance",
    "seating",
    "hidden_from_round",
    "swiss_rank",
}


class TemplateError(ValueError):
    """A template file that cannot be used; the message is one line: `<file>: <where>: <what>`."""


@dataclass(frozen=True)
class StageShape:
    id: str
    coefficient: int | float
    games: int
    seating: tuple[str, ...]  # one method per round, `games` long
    tables: int | None = None  # None: as many as the registered players fill
    advance: int | None = None  # None: every player of the previous stage (or all, for the first)
    hidden_from_round: int | None = None
    swiss_rank: str | None = None  # None: by points (the standings' total)

    def method(self, round_: int) -> str:
        """The draw method of round `round_` (1-based) of this stage."""
        return self.seating[round_ - 1]

    def to_exchange(self) -> dict[str, Any]:
        """The stage as an exchange file's `stages[]` entry: one method when every round shares it, a list
        otherwise (the spec allows both; the short form is what a person would write)."""
        entry: dict[str, Any] = {"id": self.id, "coefficient": self.coefficient, "games": self.games}
        if self.tables is not None:
            entry["tables"] = self.tables
        if self.advance is not None:
            entry["advance"] = self.advance
        same = all(m == self.seating[0] for m in self.seating)
        entry["seating"] = self.seating[0] if same else list(self.seating)
        if self.hidden_from_round is not None:
            entry["hidden_from_round"] = self.hidden_from_round
        if self.swiss_rank is not None:
            entry["swiss_rank"] = self.swiss_rank
        return entry


@dataclass(frozen=True)
class Template:
    id: str
    name: str
    ruleset: str
    stages: tuple[StageShape, ...]
    source: str = ""
    players: int | None = None  # the expected registration, where the regulation fixes it
    names: dict[str, str] = field(default_factory=dict)  # language -> the name in it
    # A team tournament's N (players per team) and K (the best K count; None: all), from `[teams]`.
    team_size: int | None = None
    team_best: int | None = None

    def display_name(self, language: str) -> str:
        return self.names.get(language, self.name)

    def exchange_stages(self) -> list[dict[str, Any]]:
        return [stage.to_exchange() for stage in self.stages]

    def skeleton(self, name: str | None = None) -> dict[str, Any]:
        """A new tournament as an exchange document: the shape, no players and no games yet."""
        return {
            "format": "mafia-desk/tournament",
            "version": 1,
            "name": self.name if name is None else name,
            "ruleset": self.ruleset,
            "stages": self.exchange_stages(),
            "players": [],
            "games": [],
            **self._teams_key(),
        }

    def _teams_key(self) -> dict[str, Any]:
        """A team template's tournament starts with the exchange file's `teams` key and no team yet."""
        if self.team_size is None:
            return {}
        setup: dict[str, Any] = {"size": self.team_size}
        if self.team_best is not None:
            setup["best"] = self.team_best
        setup["list"] = []
        return {"teams": setup}

    def games_per_player(self, stage_id: str) -> float | None:
        """How many games each player of a stage plays when the template fixes players and tables."""
        stage = next(s for s in self.stages if s.id == stage_id)
        players = stage.advance if stage.advance is not None else self.players
        if players is None or stage.tables is None:
            return None
        return stage.games * stage.tables * TABLE_SIZE / players


def templates_dir() -> Path:
    return resource_path("templates")


def template_ids(directory: Path | None = None) -> list[str]:
    return sorted(p.stem for p in (directory or templates_dir()).glob("*.toml"))


def load_template(template_id: str, directory: Path | None = None) -> Template:
    """Only a file's stem names a template: an id is never a path, so "../x" reads nothing."""
    folder = directory or templates_dir()
    if template_id not in template_ids(folder):
        known = ", ".join(template_ids(folder))
        raise TemplateError(one_line(f"unknown template {template_id!r} (known: {known})"))
    return read_template_file(folder / f"{template_id}.toml")


def load_templates(directory: Path | None = None) -> list[Template]:
    folder = directory or templates_dir()
    return [read_template_file(folder / f"{tid}.toml") for tid in template_ids(folder)]


def read_template_file(path: Path) -> Template:
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise TemplateError(one_line(f"{path.name}: {exc}")) from None
    return parse_template(path.stem, raw, path.name)


def parse_template(template_id: str, raw: dict[str, Any], where: str) -> Template:
    def fail(what: str) -> TemplateError:
        return TemplateError(one_line(f"{where}: {what}"))

    unknown = sorted(set(raw) - _TOP_KEYS)
    if unknown:
        raise fail(f"unknown key {unknown[0]!r}")
    if raw.get("format") != TEMPLATE_FORMAT:
        raise fail(f"'format' must be {TEMPLATE_FORMAT}, not {raw.get('format')!r}")
    name = _text(raw, "name", fail)
    ruleset = _text(raw, "ruleset", fail)
    if ruleset not in ruleset_ids():
        raise fail(f"unknown ruleset {ruleset!r} (known: {', '.join(ruleset_ids())})")
    source = raw.get("source", "")
    if not isinstance(source, str):
        raise fail("'source' must be a string")
    players = _count(raw, "players", fail, low=TABLE_SIZE, high=100_000)
    stages_raw = raw.get("stages")
    if not isinstance(stages_raw, list) or not stages_raw:
        raise fail("'stages' must be a non-empty list of [[stages]] tables")
    stages = tuple(_stage(entry, i, where) for i, entry in enumerate(stages_raw))
    ids = [s.id for s in stages]
    for i, stage_id in enumerate(ids):
        if stage_id in ids[:i]:
            raise fail(f"stages[{i}]: the stage id {stage_id!r} is used twice")
    if stages[0].advance is not None:
        raise fail(f"stages[0] ({stages[0].id}): the first stage takes every player: no 'advance'")
    pool = players
    for i, stage in enumerate(stages):
        if stage.advance is not None:
            if pool is not None and stage.advance > pool:
                raise fail(f"stages[{i}] ({stage.id}): 'advance' {stage.advance} > the {pool} players before")
            pool = stage.advance
        if stage.tables is not None and pool is not None and stage.tables * TABLE_SIZE > pool:
            raise fail(f"stages[{i}] ({stage.id}): {stage.tables} tables need more than {pool} players")
    team_size, team_best = _teams(raw.get("teams"), fail)
    return Template(
        id=template_id,
        name=name,
        ruleset=ruleset,
        stages=stages,
        source=source,
        players=players,
        names=_translations(raw.get("translations"), fail),
        team_size=team_size,
        team_best=team_best,
    )


def _teams(value: object, fail: Any) -> tuple[int | None, int | None]:
    """`[teams]`: `size` (N, the players of a team) and optional `best` (K <= N, how many count)."""
    if value is None:
        return None, None
    if not isinstance(value, dict):
        raise fail("'teams' must be a [teams] table")
    unknown = sorted(set(value) - _TEAM_KEYS)
    if unknown:
        raise fail(f"[teams]: unknown key {unknown[0]!r}")
    size = _count(value, "size", fail, low=1, high=MAX_TEAM_SIZE, required=True)
    assert size is not None
    return size, _count(value, "best", fail, low=1, high=size)


def _stage(raw: object, index: int, where: str) -> StageShape:
    label = f"stages[{index}]"
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        label += f" ({raw['id']})"

    def fail(what: str) -> TemplateError:
        return TemplateError(one_line(f"{where}: {label}: {what}"))

    if not isinstance(raw, dict):
        raise fail("must be a table")
    unknown = sorted(set(raw) - _STAGE_KEYS)
    if unknown:
        raise fail(f"unknown key {unknown[0]!r}")
    stage_id = _text(raw, "id", fail)
    coefficient = raw.get("coefficient", 1)
    if isinstance(coefficient, bool) or not isinstance(coefficient, int | float):
        raise fail("'coefficient' must be a number")
    if not 0 < coefficient <= MAX_COEFFICIENT:
        raise fail(f"'coefficient' must be > 0 and <= {MAX_COEFFICIENT}, not {coefficient!r}")
    games = _count(raw, "games", fail, low=1, high=MAX_GAMES, required=True)
    assert games is not None
    seating = _seating(raw.get("seating"), games, fail)
    hidden = _count(raw, "hidden_from_round", fail, low=1, high=games)
    swiss_rank = raw.get("swiss_rank")
    if swiss_rank is not None and swiss_rank not in SWISS_RANK_KEYS:
        raise fail(f"'swiss_rank' must be one of {', '.join(SWISS_RANK_KEYS)}, not {swiss_rank!r}")
    return StageShape(
        id=stage_id,
        coefficient=coefficient,
        games=games,
        seating=seating,
        tables=_count(raw, "tables", fail, low=1, high=MAX_TABLES),
        advance=_count(raw, "advance", fail, low=TABLE_SIZE, high=100_000),
        hidden_from_round=hidden,
        swiss_rank=swiss_rank,
    )


def _seating(value: object, games: int, fail: Any) -> tuple[str, ...]:
    methods = [value] * games if isinstance(value, str) else value
    if not isinstance(methods, list):
        raise fail(f"'seating' must be one of {', '.join(SEATING_METHODS)} or a list of them, one per game")
    if len(methods) != games:
        raise fail(f"'seating' lists {len(methods)} methods for {games} games")
    for method in methods:
        if method not in SEATING_METHODS:
            raise fail(f"'seating': unknown method {method!r} (known: {', '.join(SEATING_METHODS)})")
    return tuple(str(m) for m in methods)


def _text(raw: dict[str, Any], key: str, fail: Any) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        raise fail(f"'{key}' must be a non-empty string")
    return value


def _count(
    raw: dict[str, Any], key: str, fail: Any, *, low: int, high: int, required: bool = False
) -> int | None:
    if key not in raw:
        if required:
            raise fail(f"'{key}' is required")
        return None
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise fail(f"'{key}' must be a whole number from {low} to {high}, not {value!r}")
    return value


def _translations(value: object, fail: Any) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise fail("'translations' must be a table of [translations.<language>] tables")
    names: dict[str, str] = {}
    for language, table in value.items():
        if not isinstance(table, dict) or set(table) - {"name"}:
            raise fail(f"[translations.{language}] may give only 'name'")
        if "name" in table:
            names[language] = _text(table, "name", fail)
    return names
