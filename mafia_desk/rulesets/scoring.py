"""The `[scoring]` table of a ruleset file, read into typed data.

Every number of the regulations' scoring tables lives in `resources/rulesets/<id>.toml`, not in code, so a new
season's constants (FIIM's later 0.5/0.3 best move, Ci cap 0.5) are a data edit. An option a file leaves out
takes the FIIM 2016 baseline (the defaults below), as the ruleset files' header says.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Literal, cast

from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.rulesets.game import GameRuleset, load_game_ruleset

BestMoveWho = Literal["night1_victim", "first_victim"]
# Who may make the best move is one regulation point with one value, `[game] best_move_victim`: the engine
# asks it when the move is made, scoring when it is scored, and a file cannot give them two different answers.
_BEST_MOVE_WHO: dict[str, BestMoveWho] = {"night1": "night1_victim", "first_shot": "first_victim"}
BonusRule = Literal["free", "stars", "best_or_split", "limited"]

TIEBREAK_NAMES = frozenset(
    {
        "red_points",
        "black_points",
        "sheriff_average",
        "don_average",
        "head_to_head",
        "best_player",
        "bonus",
        "wins",
        "wins_don",
        "wins_sheriff",
        "wins_mafia",
        "wins_hard",
        "shot_night1",
        "qualifying_place",
    }
)
# Criteria computed for a tied group rather than for a player alone (readings A34).
GROUP_TIEBREAKS = frozenset({"head_to_head", "qualifying_place"})


class RulesetConfigError(ValueError):
    """A `[scoring]` table that cannot be read: a broken resource file, not a user's input."""


@dataclass(frozen=True)
class ScoringRules:
    ruleset: str
    win: Fraction
    loss: Fraction
    difficulty_k: bool
    stages: tuple[tuple[str, Fraction], ...]
    best_move_who: BestMoveWho
    best_move_3: Fraction
    best_move_2: Fraction
    best_move_sheriff_3: Fraction
    best_move_sheriff_2: Fraction
    bonus_rule: BonusRule
    bonus_judge_min: Fraction
    bonus_judge_max: Fraction
    bonus_circle_best: Fraction
    bonus_circle_worst: Fraction
    bonus_best: Fraction
    bonus_split: Fraction
    bonus_max_players: int
    bonus_winner: tuple[Fraction, ...]
    bonus_loser: tuple[Fraction, ...]
    removal: Fraction
    three_nights_black: Fraction
    missed: Fraction
    short_table: Fraction
    short_table_max: int | None
    excused_max: int | None
    ci: bool
    ci_factor: Fraction
    ci_share: Fraction
    ci_cap: Fraction
    tiebreak: tuple[str, ...]
    tiebreak_if_red_won_more: tuple[str, ...] | None


_FIIM_STAGES: tuple[tuple[str, Fraction], ...] = (
    ("qualifying", Fraction(1)),
    ("semifinal", Fraction(1)),
    ("final", Fraction(1)),
)
_FIIM_CHAIN = ("best_player", "bonus", "wins", "wins_don", "wins_sheriff", "wins_mafia", "shot_night1")


def _fraction(table: Mapping[str, object], key: str, default: Fraction, where: str) -> Fraction:
    value = table.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RulesetConfigError(f"{where}: {key} must be a number, not {value!r}")
    return Fraction(value) if isinstance(value, int) else Fraction(repr(value))


def _optional_int(table: Mapping[str, object], key: str, where: str) -> int | None:
    value = table.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesetConfigError(f"{where}: {key} must be an integer")
    return value


def _table(parent: Mapping[str, object], key: str, where: str) -> Mapping[str, object]:
    value = parent.get(key, {})
    if not isinstance(value, dict):
        raise RulesetConfigError(f"{where}: [{key}] must be a table")
    return cast(Mapping[str, object], value)


def _chain(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulesetConfigError(f"{where}: a tie-break chain must be a list of names")
    unknown = [v for v in value if v not in TIEBREAK_NAMES]
    if unknown:
        raise RulesetConfigError(f"{where}: unknown tie-break {unknown[0]!r}")
    return tuple(cast(list[str], value))


def _choice(table: Mapping[str, object], key: str, allowed: tuple[str, ...], where: str) -> str:
    value = table.get(key, allowed[0])
    if value not in allowed:
        raise RulesetConfigError(f"{where}: {key} must be one of {', '.join(allowed)}")
    return value


_KNOWN_KEYS: dict[str, frozenset[str]] = {
    "": frozenset(
        {
            "win",
            "loss",
            "difficulty_k",
            "stages",
            "best_move",
            "bonus",
            "penalties",
            "absences",
            "ci",
            "tiebreak",
        }
    ),
    "best_move": frozenset({"three_blacks", "two_blacks", "sheriff_three_blacks", "sheriff_two_blacks"}),
    "bonus": frozenset(
        {
            "rule",
            "judge_min",
            "judge_max",
            "circle_best",
            "circle_worst",
            "best",
            "split",
            "max_players",
            "winner",
            "loser",
        }
    ),
    "penalties": frozenset({"removal", "three_nights_black"}),
    "absences": frozenset({"missed", "short_table", "short_table_max", "excused_max"}),
    "ci": frozenset({"enabled", "factor", "share", "cap"}),
    "tiebreak": frozenset({"chain", "if_red_won_more"}),
}


def _check_keys(table: Mapping[str, object], name: str, where: str) -> None:
    """A misspelt option would silently take the FIIM default: refuse it instead."""
    unknown = sorted(set(table) - _KNOWN_KEYS[name])
    if name == "best_move" and "who" in unknown:
        raise RulesetConfigError(
            f"{where}: [scoring.best_move] who is [game] best_move_victim, not a second option"
        )
    if unknown:
        label = f"[scoring.{name}]" if name else "[scoring]"
        raise RulesetConfigError(f"{where}: unknown option {unknown[0]!r} in {label}")


def parse_scoring_table(
    ruleset: str, table: Mapping[str, object], best_move_victim: str = GameRuleset.best_move_victim
) -> ScoringRules:
    """`best_move_victim` is the game half's option of the same ruleset (see `_BEST_MOVE_WHO`)."""
    where = f"ruleset {ruleset}"
    _check_keys(table, "", where)
    stages_raw = table.get("stages")
    stages = _FIIM_STAGES
    if stages_raw is not None:
        if not isinstance(stages_raw, list):
            raise RulesetConfigError(f"{where}: stages must be a list of tables")
        parsed: list[tuple[str, Fraction]] = []
        for entry in stages_raw:
            if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
                raise RulesetConfigError(f"{where}: every stage needs an id")
            parsed.append((entry["id"], _fraction(entry, "coefficient", Fraction(1), where)))
        stages = tuple(parsed)
    best = _table(table, "best_move", where)
    bonus = _table(table, "bonus", where)
    penalties = _table(table, "penalties", where)
    absences = _table(table, "absences", where)
    ci = _table(table, "ci", where)
    tiebreak = _table(table, "tiebreak", where)
    for name, sub in (
        ("best_move", best),
        ("bonus", bonus),
        ("penalties", penalties),
        ("absences", absences),
        ("ci", ci),
        ("tiebreak", tiebreak),
    ):
        _check_keys(sub, name, where)

    def fractions(raw: object, key: str) -> tuple[Fraction, ...]:
        if not isinstance(raw, list):
            raise RulesetConfigError(f"{where}: bonus.{key} must be a list of numbers")
        return tuple(_fraction({"v": v}, "v", Fraction(0), f"{where} bonus.{key}") for v in raw)

    red_more = tiebreak.get("if_red_won_more")
    return ScoringRules(
        ruleset=ruleset,
        win=_fraction(table, "win", Fraction(1), where),
        loss=_fraction(table, "loss", Fraction(0), where),
        difficulty_k=bool(table.get("difficulty_k", False)),
        stages=stages,
        best_move_who=_BEST_MOVE_WHO[best_move_victim],
        best_move_3=_fraction(best, "three_blacks", Fraction(2, 5), where),
        best_move_2=_fraction(best, "two_blacks", Fraction(1, 4), where),
        best_move_sheriff_3=_fraction(best, "sheriff_three_blacks", Fraction(2, 5), where),
        best_move_sheriff_2=_fraction(best, "sheriff_two_blacks", Fraction(1, 4), where),
        bonus_rule=cast(
            BonusRule, _choice(bonus, "rule", ("free", "stars", "best_or_split", "limited"), where)
        ),
        bonus_judge_min=_fraction(bonus, "judge_min", Fraction(-2), where),
        bonus_judge_max=_fraction(bonus, "judge_max", Fraction(2), where),
        bonus_circle_best=_fraction(bonus, "circle_best", Fraction(1), where),
        bonus_circle_worst=_fraction(bonus, "circle_worst", Fraction(-1), where),
        bonus_best=_fraction(bonus, "best", Fraction(1), where),
        bonus_split=_fraction(bonus, "split", Fraction(1, 2), where),
        bonus_max_players=_optional_int(bonus, "max_players", where) or 2,
        bonus_winner=fractions(bonus.get("winner", [1, 0.5]), "winner"),
        bonus_loser=fractions(bonus.get("loser", [0.5]), "loser"),
        removal=_fraction(penalties, "removal", Fraction(-1, 2), where),
        three_nights_black=_fraction(penalties, "three_nights_black", Fraction(0), where),
        missed=_fraction(absences, "missed", Fraction(0), where),
        short_table=_fraction(absences, "short_table", Fraction(0), where),
        short_table_max=_optional_int(absences, "short_table_max", where),
        excused_max=_optional_int(absences, "excused_max", where),
        ci=bool(ci.get("enabled", True)),
        ci_factor=_fraction(ci, "factor", Fraction(2, 5), where),
        ci_share=_fraction(ci, "share", Fraction(2, 5), where),
        ci_cap=_fraction(ci, "cap", Fraction(2, 5), where),
        tiebreak=_chain(tiebreak.get("chain", list(_FIIM_CHAIN)), where),
        tiebreak_if_red_won_more=None if red_more is None else _chain(red_more, where),
    )


@cache
def scoring_rules(ruleset: str) -> ScoringRules:
    """Cached: every loaded tournament, every standings run and every checked result asks for its ruleset's
    rules, and a frozen `ScoringRules` can serve them all. An id without a file raises `UnknownRulesetError`
    (a ValueError)."""
    victim = load_game_ruleset(ruleset).best_move_victim
    return parse_scoring_table(ruleset, load_ruleset_file(ruleset).scoring, victim)
