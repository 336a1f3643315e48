"""The `[scoring]` half of a ruleset, as typed options named as their TOML keys (docs/scoring.md).

Every number of the regulations' scoring tables lives in `resources/rulesets/<id>.toml`, not in code, so a new
season's constants (FIIM's later 0.5/0.3 best move, Ci cap 0.5) are a data edit. An option a file leaves out
takes the FIIM 2016 baseline: the defaults below, declared once; `fiim.toml` spells them out and a test keeps
the two equal. Each sub-table of the file (`[scoring.best_move]`, ...) is a frozen dataclass of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Literal

from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.rulesets.game import GameRuleset, load_game_ruleset
from mafia_desk.rulesets.options import (
    BOOL,
    COUNT,
    NUMBER,
    NUMBERS,
    Kind,
    RulesetError,
    documented,
    option,
    read_table,
    table,
)

BestMoveWho = Literal["night1_victim", "first_victim"]
# Who may make the best move is one regulation point with one value, `[game] best_move_victim`: the engine
# asks it when the move is made, scoring when it is scored, and a file cannot give them two different answers.
_BEST_MOVE_WHO: dict[str, BestMoveWho] = {"night1": "night1_victim", "first_shot": "first_victim"}
BonusRule = Literal["free", "stars", "best_or_split", "limited", "grid"]
CiCounted = Literal["so_far", "all"]
CiDrawn = Literal["lost", "won", "none"]

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
        "bonus_net",
        "bonus_net_per_game",
        "best_move_three",
        "best_move_two",
        "best_game_bonus",
    }
)
# Criteria computed for a tied group rather than for a player alone (readings A34).
GROUP_TIEBREAKS = frozenset({"head_to_head", "qualifying_place"})


# A `[scoring]` table that cannot be read; the same error as a `[game]` one.
RulesetConfigError = RulesetError

F = Fraction
_FIIM_STAGES: tuple[tuple[str, Fraction], ...] = (("qualifying", F(1)), ("semifinal", F(1)), ("final", F(1)))
_FIIM_CHAIN = ("best_player", "bonus", "wins", "wins_don", "wins_sheriff", "wins_mafia", "shot_night1")


def _chain(value: object) -> tuple[str, ...] | None:
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        return None
    unknown = [v for v in value if v not in TIEBREAK_NAMES]
    if unknown:
        raise RulesetError(f"unknown tie-break {unknown[0]!r}")
    return tuple(value)


def _stages(value: object) -> tuple[tuple[str, Fraction], ...] | None:
    if not isinstance(value, list | tuple):
        return None
    parsed: list[tuple[str, Fraction]] = []
    for entry in value:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise RulesetError("every stage needs an id")
        coefficient = NUMBER.read(entry.get("coefficient", 1))
        if not isinstance(coefficient, Fraction):
            raise RulesetError(f"stage {entry['id']!r}: coefficient must be a number")
        parsed.append((entry["id"], coefficient))
    return tuple(parsed)


CHAIN = Kind("a list of tie-break names", _chain)
STAGES = Kind("a list of tables {id, coefficient}", _stages)


@dataclass(frozen=True)
class BestMove:
    three_blacks: Fraction = option(F(2, 5), "Best move naming 3 blacks, a red mover.", "A6, A8", NUMBER)
    two_blacks: Fraction = option(F(1, 4), "Best move naming 2 blacks, a red mover.", "A6, A8", NUMBER)
    sheriff_three_blacks: Fraction = option(
        F(2, 5), "Best move naming 3 blacks, the sheriff moving.", "A8, A39", NUMBER
    )
    sheriff_two_blacks: Fraction = option(
        F(1, 4), "Best move naming 2 blacks, the sheriff moving.", "A8, A39", NUMBER
    )


@dataclass(frozen=True)
class Bonus:
    rule: BonusRule = option(
        "free",
        "Which judge's extra points a game may give: any, stars' circles, best-or-split, limited, or a grid "
        "of allowed values.",
        "A16, A17, A18, A43; rfm-2026",
        choices=("free", "stars", "best_or_split", "limited", "grid"),
    )
    judge_min: Fraction = option(
        F(-2), "stars: the least a judge's entry may give a seat in a game.", "A16", NUMBER
    )
    judge_max: Fraction = option(
        F(2), "stars: the most a judge's entry may give a seat in a game.", "A16", NUMBER
    )
    circle_best: Fraction = option(F(1), "stars: what the circle's best player gets, exactly.", "A16", NUMBER)
    circle_worst: Fraction = option(
        F(-1), "stars: what the circle's worst player gets, exactly.", "A16", NUMBER
    )
    best: Fraction = option(F(1), "best_or_split: the extra point of the one best player.", "A17", NUMBER)
    split: Fraction = option(F(1, 2), "best_or_split: what each of two winners gets instead.", "A17", NUMBER)
    max_players: int = option(
        2, "limited, grid: how many seats of a game may get (positive) extra points.", "A43; rfm-2026", COUNT
    )
    winner: tuple[Fraction, ...] = option(
        (F(1), F(1, 2)), "limited, grid: the values a player of the winning team may get.", "A43", NUMBERS
    )
    loser: tuple[Fraction, ...] = option(
        (F(1, 2),), "limited, grid: the values a player of the losing team may get.", "A43", NUMBERS
    )
    negative: tuple[Fraction, ...] = option(
        (), "grid: the negative values any player may get instead.", "rfm-2026", NUMBERS
    )
    max_total: Fraction | None = option(
        None,
        "grid: the most the positive extra points of one game may add up to (none: no limit).",
        "rfm-2026",
        NUMBER,
    )
    max_with_best_move: Fraction | None = option(
        None,
        "grid: the most a best-move maker's extra points and best move may add up to (none: no limit).",
        "rfm-2026",
        NUMBER,
    )


@dataclass(frozen=True)
class Penalties:
    removal: Fraction = option(F(-1, 2), "Points of every removed seat.", "A14", NUMBER)
    three_nights_black: Fraction = option(
        F(0), "Points of each black when a game ends by three nights without change.", "A37", NUMBER
    )


@dataclass(frozen=True)
class Absences:
    missed: Fraction = option(F(0), "Points of a player who missed a round.", "A13", NUMBER)
    short_table: Fraction = option(F(0), "Points of a player benched by a short table.", "A11", NUMBER)
    short_table_max: int | None = option(
        None, "How often a player may get the short-table points (left out: no limit).", "A40", COUNT
    )
    excused_max: int | None = option(
        None, "How many excused absences a player may have (left out: no limit).", "A12, A13", COUNT
    )


@dataclass(frozen=True)
class Ci:
    enabled: bool = option(True, "Whether a red shot on night 1 whose team lost gets Ci.", "A3, A20", BOOL)
    factor: Fraction = option(F(2, 5), "Ci = max(0, min(factor * B / round(share * N), cap)).", "A3", NUMBER)
    share: Fraction = option(F(2, 5), "The share of his games N in Ci's divisor.", "A3", NUMBER)
    cap: Fraction = option(F(2, 5), "The most Ci gives in one game.", "A3", NUMBER)
    won_factor: Fraction = option(
        F(0),
        "Ci of a red shot on night 1 whose team won: won_factor * B / round(share * N), at most won_cap "
        "(0: none).",
        "rfm-2026",
        NUMBER,
    )
    won_cap: Fraction = option(
        F(0), "The most Ci gives in one game the shot player's team won.", "rfm-2026", NUMBER
    )
    counted: CiCounted = option(
        "so_far",
        "B and N of Ci: the player's games so far in play order, or all his games the standings count.",
        "A20; rfm-2026",
        choices=("so_far", "all"),
    )
    drawn: CiDrawn = option(
        "lost",
        "Ci of a red shot on night 1 in a drawn game: the lost game's Ci, the won game's, or none.",
        "rfm-2026 reg. 4.7 / 6.8 (docs/scoring.md)",
        choices=("lost", "won", "none"),
    )


@dataclass(frozen=True)
class Tiebreak:
    chain: tuple[str, ...] = option(
        _FIIM_CHAIN, "The tie-break criteria in order, then the lot.", "A21, A34", CHAIN
    )
    if_red_won_more: tuple[str, ...] | None = option(
        None, "stars: the chain used when reds won more games (left out: always `chain`).", "A27", CHAIN
    )


@dataclass(frozen=True)
class ScoringRules:
    ruleset: str = "fiim"
    win: Fraction = option(F(1), "Points of a win.", "A1", NUMBER)
    loss: Fraction = option(F(0), "Points of a loss.", "A1", NUMBER)
    difficulty_k: bool = option(False, "Whether a hard game's win points are multiplied by K.", "A4", BOOL)
    carry_over: bool = option(
        True,
        "Whether a later stage's standings keep the earlier stages' points (false: each starts from 0).",
        "A4",
        BOOL,
    )
    stages: tuple[tuple[str, Fraction], ...] = option(
        _FIIM_STAGES, "The stages of a tournament and each one's coefficient.", "A1, A5, A22", STAGES
    )
    best_move: BestMove = table(BestMove(), "[scoring.best_move]: points of the best move")
    bonus: Bonus = table(Bonus(), "[scoring.bonus]: the judge's extra points")
    penalties: Penalties = table(Penalties(), "[scoring.penalties]")
    absences: Absences = table(Absences(), "[scoring.absences]")
    ci: Ci = table(Ci(), "[scoring.ci]: compensation of the night-1 victim")
    tiebreak: Tiebreak = table(Tiebreak(), "[scoring.tiebreak]")
    # Not an option of [scoring]: the game half's `best_move_victim` (see _BEST_MOVE_WHO).
    best_move_who: BestMoveWho = "night1_victim"

    @staticmethod
    def option_docs() -> dict[str, str]:
        """Every option by its dotted key (`best_move.three_blacks`), as docs/scoring.md lists them."""
        return {name: str(f.metadata["doc"]) for name, f in documented(ScoringRules).items()}

    @staticmethod
    def option_sources() -> dict[str, str]:
        return {name: str(f.metadata["source"]) for name, f in documented(ScoringRules).items()}


def parse_scoring_table(
    ruleset: str, table: Mapping[str, object], best_move_victim: str = GameRuleset.best_move_victim
) -> ScoringRules:
    """`best_move_victim` is the game half's option of the same ruleset (see `_BEST_MOVE_WHO`)."""
    where = f"ruleset {ruleset}"
    best = table.get("best_move")
    if isinstance(best, dict) and "who" in best:
        raise RulesetError(
            f"{where}: [scoring.best_move] who is [game] best_move_victim, not a second option"
        )
    base = ScoringRules(ruleset=ruleset, best_move_who=_BEST_MOVE_WHO[best_move_victim])
    return read_table(base, table, where, "[scoring]")


@cache
def scoring_rules(ruleset: str) -> ScoringRules:
    """Cached: every loaded tournament, every standings run and every checked result asks for its ruleset's
    rules, and a frozen `ScoringRules` can serve them all. An id without a file raises `UnknownRulesetError`
    (a ValueError)."""
    file = load_ruleset_file(ruleset)  # first: an unknown id or a broken file is a RulesetFileError
    return parse_scoring_table(ruleset, file.scoring, load_game_ruleset(ruleset).best_move_victim)
