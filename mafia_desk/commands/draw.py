"""`mafia-desk draw` and `mafia-desk seating-sheets`: one round of an exchange file drawn, saved, printed.

Both read the file through `load_tournament`, so they accept exactly the files an import accepts; a problem
is one `invalid:` line on stderr and exit 2. The standings that rank a Swiss round come from the scoring
engine here, the only layer that may join it to the seating library.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace

from mafia_desk.atomic_write import write_atomically
from mafia_desk.commands.language import speak
from mafia_desk.inputs.json_file import JsonInputError, read_json_file
from mafia_desk.scoring.standings import ranking
from mafia_desk.seating.model import SeatingError
from mafia_desk.seating.rounds import RoundConstraints, add_draw, draw_round, teams_apart_value
from mafia_desk.seating.teams_apart import teammates_together, together_text
from mafia_desk.tournament.errors import TournamentFileError, short_line
from mafia_desk.tournament.export import tournament_to_dict
from mafia_desk.tournament.load import load_tournament, read_tournament_file
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.names import tournament_names

SEED_LIMIT = 2**31


def _invalid(message: str) -> int:
    text = message if message.startswith("invalid:") else f"invalid: {message}"
    print(short_line(text), file=sys.stderr)
    return 2


def save_tournament(t: Tournament, path: str) -> None:
    """Written atomically and read back through every check first: a file we cannot load is never written."""
    document = tournament_to_dict(t)
    load_tournament(json.loads(json.dumps(document)))
    write_atomically(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")


def load_round_constraints(path: str | None, t: Tournament) -> RoundConstraints | None:
    """The organiser's constraints file, checked against the tournament: an unknown id is refused, not
    ignored, since a constraint that silently does nothing is worse than none."""
    if not path:
        return None
    try:
        data = read_json_file(path)
    except JsonInputError as exc:
        raise SeatingError(f"constraints file {path}: {exc}") from None
    rules = RoundConstraints.from_dict(data)
    rules.check(t)
    return rules


def draw_command(
    path: str,
    stage: str,
    round_: int,
    seed: int | None,
    write: bool,
    constraints: str | None = None,
    teams_apart: str | None = None,
) -> int:
    """`teams_apart` ("always" or a number of rounds) overrides the constraints file's; a draw that still
    seats teammates together is made and printed, with one `warning:` line on stderr naming them."""
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_LIMIT)
    try:
        t = read_tournament_file(path)
        rules = load_round_constraints(constraints, t)
        if teams_apart is not None:
            rules = replace(
                rules or RoundConstraints(stage=stage), teams_apart=teams_apart_value(teams_apart)
            )
            rules.check(t)
        made = draw_round(t, stage, round_, seed, ranking(t), rules)
        if write:
            # `recorded`, not `draw`: a Swiss round keeps its `ranked_by` in `draws[]`, as the Rounds tab
            # saves it, so the file still says which games ranked the round after later results change them.
            save_tournament(add_draw(t, made.recorded), path)
    except (TournamentFileError, SeatingError) as exc:
        return _invalid(str(exc))
    except OSError as exc:
        print(f"error: cannot write {path}: {exc.strerror}", file=sys.stderr)
        return 1
    if rules is not None and rules.applies_to(t, stage) and rules.teams_apart and rules.teams_in(round_):
        together = teammates_together(t, made.draw)
        if together:
            print(
                short_line(
                    f"warning: teammates apart cannot be met in round {round_}: "
                    + together_text(together, tournament_names(t))
                ),
                file=sys.stderr,
            )
    sys.stdout.write(json.dumps(made.to_dict(), ensure_ascii=False) + "\n")
    return 0


def seating_sheets_command(
    path: str, stage: str, round_: int, output: str, language: str | None = None
) -> int:
    try:
        t = read_tournament_file(path)
        found = [d for d in t.draws if (d.stage, d.round) == (stage, round_)]
        if not found:
            raise SeatingError(
                f"stage {stage}, round {round_}: no draw in the file (run `mafia-desk draw --write`)"
            )
    except (TournamentFileError, SeatingError) as exc:
        return _invalid(str(exc))
    from mafia_desk.reports.seating_sheets import SeatingSheets, seating_sheets_pdf_bytes, sheet_round

    speak(language)
    names = tournament_names(t)
    d = found[0]
    rnd = sheet_round(
        d.stage,
        d.round,
        [[(seat, names[pid]) for seat, pid in enumerate(table, start=1)] for table in d.tables],
        [names[pid] for pid in d.sitting_out],
        d.judges,
    )
    try:
        write_atomically(output, seating_sheets_pdf_bytes(SeatingSheets(t.name, (rnd,))))
    except OSError as exc:
        print(f"error: cannot write {output}: {exc.strerror}", file=sys.stderr)
        return 1
    return 0
