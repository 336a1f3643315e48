"""The one way in: every check of the exchange file, so importers and the CLI accept the same files."""

from __future__ import annotations

import os

from mafia_desk.inputs.json_file import JsonInputError, check_document, read_json_file
from mafia_desk.rulesets.files import RulesetFileError, UnknownRulesetError, ruleset_ids
from mafia_desk.rulesets.game import RulesetError, load_game_ruleset
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.tournament.checks import check_tournament, default_stages
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import Stage, Tournament
from mafia_desk.tournament.parse import parse_tournament


def load_tournament(data: object) -> Tournament:
    """`data` is a decoded JSON document; raises `TournamentFileError` for the first problem found.

    The document's strings and nesting are checked here too, not only when a file is read: the GUI and the
    store hand over documents they built themselves.
    """
    try:
        check_document(data)
    except JsonInputError as exc:
        raise TournamentFileError("file", str(exc)) from None
    tournament = parse_tournament(data)
    unknown = f"unknown ruleset {tournament.ruleset!r} (known: {', '.join(ruleset_ids())})"
    # Only a preset id names a ruleset: a path such as "../rulesets/fiim" must not reach the file system.
    if tournament.ruleset not in ruleset_ids():
        raise TournamentFileError("file", unknown)
    try:
        rules = scoring_rules(tournament.ruleset)
    except UnknownRulesetError:
        raise TournamentFileError("file", unknown) from None
    except RulesetFileError as exc:
        raise TournamentFileError("file", str(exc)) from None
    try:
        game_rules = load_game_ruleset(tournament.ruleset)
    except (RulesetFileError, RulesetError) as exc:
        raise TournamentFileError("file", str(exc)) from None
    check_tournament(
        tournament,
        rules,
        host_may_reseat=game_rules.host_may_reseat,
        three_nights_rule=game_rules.three_nights_rule,
    )
    return tournament


def read_tournament_file(path: str | os.PathLike[str]) -> Tournament:
    return load_tournament(read_tournament_json(path))


def read_tournament_json(path: str | os.PathLike[str]) -> object:
    """The decoded document, not yet checked: the store's import checks it itself, inside its transaction,
    and must read a file exactly as the headless commands do (a BOM included, the size capped)."""
    try:
        return read_json_file(path)
    except JsonInputError as exc:
        raise TournamentFileError("file", str(exc)) from None


def effective_stages(t: Tournament) -> tuple[Stage, ...]:
    """The file's stages, or the preset's list when the file gives none (readings A1)."""
    if t.stages is not None:
        return t.stages
    return default_stages(scoring_rules(t.ruleset))
