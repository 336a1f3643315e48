"""The game half of a ruleset: every rule where the regulations differ is a named option, so that a ruleset is
data (`[game]` in `resources/rulesets/<id>.toml`) and the engine (`mafia_desk.game`, the layer above) has no
per-tournament branches.

Defaults are the FIIM baseline: a regulation that is silent on a point keeps it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from mafia_desk.rulesets.files import RulesetFileError, load_ruleset_file
from mafia_desk.rulesets.options import (
    BOOL,
    COUNT,
    TEXTS,
    Kind,
    RulesetError,
    documented,
    option,
    read_table,
    whole_from,
)
from mafia_desk.translatable import QT_TRANSLATE_NOOP

__all__ = ["UNLIMITED", "GameRuleset", "RulesetError", "load_game_ruleset"]

UNLIMITED = -1


def _living_tied(value: object) -> object | None:
    """`[[10, 5], [8, 4]]`: pairs (living players, tied candidates), each a whole number from 2."""
    if not isinstance(value, list | tuple):
        return None
    pairs: list[tuple[int, int]] = []
    for pair in value:
        ok = isinstance(pair, list | tuple) and len(pair) == 2
        if not ok or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 2 for n in pair):
            return None
        living, tied = pair
        if tied > living:
            raise RulesetError(f"[{living}, {tied}]: more tied than living players")
        pairs.append((living, tied))
    return tuple(pairs)


LIVING_TIED = Kind("a list of pairs [living, tied], whole numbers of 2 or more", _living_tied)


def _opt(default: Any, doc: str, source: str, choices: tuple[str, ...] = ()) -> Any:
    """A game option whose kind follows from its default: a flag, a count, a list of texts or a choice."""
    kind = BOOL if isinstance(default, bool) else COUNT if isinstance(default, int) else TEXTS
    return option(default, doc, source, None if choices else kind, choices)


@dataclass(frozen=True)
class GameRuleset:
    id: str = "fiim"
    speech_seconds: int = _opt(
        60,
        QT_TRANSLATE_NOOP("GameOptions", "Length of a day speech."),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 2"),
    )
    tie_speech_seconds: int = _opt(
        30,
        QT_TRANSLATE_NOOP("GameOptions", "Length of a tied candidate's speech before a revote."),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 3, G16"),
    )
    last_words_seconds: int = _opt(
        60,
        QT_TRANSLATE_NOOP("GameOptions", "Last words of a single player leaving (vote or night shot)."),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 3-4"),
    )
    multi_exit_last_words_seconds: int = _opt(
        60,
        QT_TRANSLATE_NOOP("GameOptions", "Last words of each player when several leave by one vote."),
        QT_TRANSLATE_NOOP("GameOptions", "G7; arctic seed 001"),
    )
    check_seconds: int = _opt(
        10,
        QT_TRANSLATE_NOOP("GameOptions", "Time the don and the sheriff each get for a night check."),
        QT_TRANSLATE_NOOP("GameOptions", "nuance: check time"),
    )
    agreement_seconds: int = _opt(
        60,
        QT_TRANSLATE_NOOP("GameOptions", "The mafia's agreement on the zero night (the host's clock)."),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 1: one minute"),
    )
    best_move_seconds: int = _opt(
        20,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "The best move's clock: the first part of the night-1 victim's last words, until he names his "
            "three seats or declines; then the last words' time runs.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "this app's choice (no seed gives one)"),
    )
    vote_seconds: int = _opt(
        0,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "How long hands may go up for one candidate (and in the lift vote) before the host's 'thank you' "
            "(0 = no vote clock).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline: none; arctic seed 001 (1.5-2 s), german seed 004 (2 s)"),
    )
    short_table_living: int = _opt(
        4,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "At this many living players or fewer a 3rd-foul player speaks shortened instead of losing it.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G12"),
    )
    third_foul_short_speech_seconds: int = _opt(
        30,
        QT_TRANSLATE_NOOP(
            "GameOptions", "Speech length of a player with 3 fouls at a short table (the living count above)."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 6, G12"),
    )
    third_foul_speech_seconds: int = _opt(
        0,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Speech length of a player whose 3rd foul restricts his next day speech, above the short table "
            "(0 = the speech is lost; he may still nominate).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 6, G11, G13; rfm-2026: 10 s (docs/rulesets.md)"),
    )
    fouls_for_speech_loss: int = _opt(
        3,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "The foul count that costs a player his next day speech (shortened instead at a short table).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 6, G12, G13"),
    )
    fouls_for_removal: int = _opt(
        4,
        QT_TRANSLATE_NOOP("GameOptions", "The foul count that removes a player."),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 6"),
    )
    nomination_list_pick: str = _opt(
        "first",
        QT_TRANSLATE_NOOP(
            "GameOptions", "Several seats named in one sentence ('I nominate 1, 2, 3'): which one counts."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance: several candidates; G9"),
        ("first", "last"),
    )
    nomination_repeat_pick: str = _opt(
        "first",
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "'I nominate 1, I nominate 2': which counts (the first not nominated skips seats already "
            "candidates).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G9; arctic seed 001"),
        ("first", "first_not_nominated"),
    )
    withdrawals_per_game: int = option(
        0,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "How many nominations may be withdrawn in a whole game (-1 = unlimited, 0 = not allowed).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance: withdrawing; G8"),
        whole_from(UNLIMITED, "-1 (unlimited) or a whole number, 0 or more"),
    )
    day1_single_candidate_vote: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions", "Whether day 1 with exactly one candidate holds a vote (baseline: no vote)."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 3"),
    )
    zero_voting: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Day 1's vote eliminates nobody: a ballot with one leader ends the day; a tie goes on as on any "
            "day.",
        ),
        QT_TRANSLATE_NOOP(
            "GameOptions", "Polemica zeroVoting; mafiaratings first-day voting rule 2 (docs/import-games.md)"
        ),
    )
    lift_two_at_four: bool = _opt(
        True,
        QT_TRANSLATE_NOOP(
            "GameOptions", "At 4 living players, whether two tied candidates may both be lifted (car crash)."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance; G14"),
    )
    lift_three_at_nine: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions", "At 9 living players, whether three or more tied candidates may be lifted."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "finer FIIM points; G14"),
    )
    lift_refused: tuple[tuple[int, int], ...] = option(
        (),
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Counts [living, tied] at which the tied may not be lifted: a second tie of the same seats then "
            "means nobody leaves, with no lift-all vote.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "rfm-2026 (docs/rulesets.md); none in the 2016 seeds"),
        LIVING_TIED,
    )
    removal_cancels_vote_at_night: bool = _opt(
        True,
        QT_TRANSLATE_NOOP("GameOptions", "A removal at night means no vote on the next day."),
        QT_TRANSLATE_NOOP("GameOptions", "G1, G20"),
    )
    removal_cancels_vote_in_morning: bool = _opt(
        True,
        QT_TRANSLATE_NOOP("GameOptions", "A removal during the morning last words means no vote that day."),
        QT_TRANSLATE_NOOP("GameOptions", "G1, G3; arctic seed 001"),
    )
    removal_during_day_ends_day: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "A removal during the day's speeches or the vote sends the city to night at once (else "
            "they go on).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G2; arctic seed 001"),
    )
    removal_keeps_vote_leader: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "A removal during the vote after a candidate has votes from more than half the living: "
            "both leave "
            "(else the vote stops, majority or not).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G4, G5"),
    )
    removal_at_3_4_loses: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions", "A removal at 3 or 4 living players gives the win to the other team."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance; german seed 004"),
    )
    three_nights_rule: str = _opt(
        "any_count",
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Three nights in a row with nobody leaving: red wins at any count, red wins only at 4 "
            "living, never anything, or the game is a draw.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance: three nights; G15; draw: RFM 2026 reg. 4.7.1"),
        ("any_count", "at_four", "off", "draw"),
    )
    three_nights_removal_breaks: bool = _opt(
        True,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "A removal for fouls breaks a run of quiet nights (if not, only a shot or a vote-out does).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G15; RFM 2026 spec 8.15: only a shot or a vote-out"),
    )
    best_move_victim: str = _opt(
        "night1",
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Who makes the best move: only the night-1 victim, or the first player shot whenever it happens.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "nuance: best move; G17"),
        ("night1", "first_shot"),
    )
    best_move_void_day1_exits: int = _opt(
        2,
        QT_TRANSLATE_NOOP(
            "GameOptions", "The best move is void when at least this many players left by day 1's vote."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "finer FIIM points; G17"),
    )
    host_may_reseat: bool = _opt(
        False,
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "Whether the host may seat a tournament draw's table in another order (its players stay "
            "the same).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "spec tournament-format draws[]; no seed allows it"),
    )
    tie_speeches_before_revote: bool = _opt(
        True,
        QT_TRANSLATE_NOOP(
            "GameOptions", "Tied candidates speak before every revote, a revote among a different set too."
        ),
        QT_TRANSLATE_NOOP("GameOptions", "baseline 3; G16"),
    )
    replacement_result: str = _opt(
        "starter",
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "A seat replaced mid-game (a judge's decision): the game's result goes to the player who "
            "started it, "
            "or to the substitute on the seat at the end.",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "judge's decision; no seed says otherwise"),
        ("starter", "substitute"),
    )
    judge_award_reasons: tuple[str, ...] = _opt(
        (
            "peeking for information",
            "a hint from the audience",
            "a player who left the table spoke or gestured",
            "disputed situation: judge's decision",
        ),
        QT_TRANSLATE_NOOP(
            "GameOptions",
            "The reasons offered for a result awarded by the judge (a typed reason is accepted too).",
        ),
        QT_TRANSLATE_NOOP("GameOptions", "G22"),
    )

    @property
    def has_draws(self) -> bool:
        """Whether a game may end in a draw: where three quiet nights are one (today's regulations), and only
        there may the judge decide one; the exchange file stores draws under such a ruleset alone."""
        return self.three_nights_rule == "draw"

    def _values(self, unlike: GameRuleset | None = None) -> dict[str, object]:
        """The options as a log writes them (lists, not tuples), only those that differ from `unlike`."""
        return {
            f.name: (list(v) if isinstance(v := getattr(self, f.name), tuple) else v)
            for f in fields(self)
            if f.name != "id" and (unlike is None or getattr(self, f.name) != getattr(unlike, f.name))
        }

    def options(self) -> dict[str, object]:
        """The options that differ from the FIIM baseline: what a log records beside the ruleset id."""
        return self._values(GameRuleset())

    def overrides(self) -> dict[str, object]:
        """The options that differ from this ruleset's own file: what a log stores as `ruleset_options`."""
        try:
            base = load_game_ruleset(self.id)
        except RulesetError:
            return self.options()
        return self._values(base)

    def all_options(self) -> dict[str, object]:
        return self._values()

    @staticmethod
    def option_docs() -> dict[str, str]:
        return {name: str(f.metadata["doc"]) for name, f in documented(GameRuleset).items()}

    @staticmethod
    def option_sources() -> dict[str, str]:
        return {name: str(f.metadata["source"]) for name, f in documented(GameRuleset).items()}


def _apply(rules: GameRuleset, values: Mapping[str, object], where: str) -> GameRuleset:
    result = read_table(rules, values, where, "[game]", noun="game option")
    if not 1 <= result.fouls_for_speech_loss < result.fouls_for_removal:
        # A speech lost at or after removal would never be served; at 0 every player starts without one.
        raise RulesetError(
            f"{where}: fouls_for_speech_loss ({result.fouls_for_speech_loss}) must be at least 1 and below "
            f"fouls_for_removal ({result.fouls_for_removal})"
        )
    return result


@cache
def _file_ruleset(ruleset_id: str) -> GameRuleset:
    """A file is parsed once per process, as `scoring_rules` does for the scoring half: every new game, loaded
    log and saved log (`GameRuleset.overrides`) asks again, and a frozen `GameRuleset` can serve them all."""
    try:
        file = load_ruleset_file(ruleset_id)
    except RulesetFileError as err:
        raise RulesetError(str(err)) from err
    return _apply(GameRuleset(id=ruleset_id), file.game, f"ruleset {ruleset_id}")


def load_game_ruleset(ruleset_id: str = "fiim", overrides: Mapping[str, object] | None = None) -> GameRuleset:
    rules = _file_ruleset(ruleset_id)
    if overrides:
        rules = _apply(rules, overrides, "ruleset options")
    return rules
