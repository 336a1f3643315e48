"""`mafia-desk judges`: the judges of one drawn round of an exchange file, assigned automatically (the
Judges tab's rule: never at a table of his own club where the draw allows), or one judge's tables.

Reads the file through `load_tournament` like every command: a problem is one `invalid:` line on stderr and
exit 2. The assignment is printed as JSON; each table that breaks the rule is one line on stderr (exit 0:
it is the least bad assignment, the organiser decides). `--write` stores it as the draw's `judges`.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace

from mafia_desk.commands.draw import SEED_LIMIT, save_tournament
from mafia_desk.seating.judges import assign_round_judges, judge_tables
from mafia_desk.seating.model import SeatingError
from mafia_desk.tournament.errors import TournamentFileError, short_line
from mafia_desk.tournament.load import read_tournament_file


def _invalid(message: str) -> int:
    text = message if message.startswith("invalid:") else f"invalid: {message}"
    print(short_line(text), file=sys.stderr)
    return 2


def judges_command(path: str, stage: str, round_: int, seed: int | None, write: bool) -> int:
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_LIMIT)
    try:
        t = read_tournament_file(path)
        if not t.judges:
            raise SeatingError("the file lists no judges ('judges')")
        plan = assign_round_judges(t, stage, round_, seed=seed)
        if write:
            draws = tuple(
                replace(d, judges=plan.judges) if (d.stage, d.round) == (stage, round_) else d
                for d in t.draws
            )
            save_tournament(replace(t, draws=draws), path)
    except (TournamentFileError, SeatingError) as exc:
        return _invalid(str(exc))
    except OSError as exc:
        print(f"error: cannot write {path}: {exc.strerror}", file=sys.stderr)
        return 1
    out = {"stage": stage, "round": round_, "seed": seed, "judges": list(plan.judges)}
    sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    for problem in plan.problems:
        print(problem.line(), file=sys.stderr)
    return 0


def judge_day_command(path: str, judge: str, output: str | None, language: str | None = None) -> int:
    """One judge's tables: CSV on stdout, or the PDF at `output` (a name ending in .pdf) or CSV there.

    The languages are the standings' (commands/standings.py): the PDF speaks the interface's language or
    `language`; the CSV's headers are English unless `language` asks for another, so a script reads the
    same words anywhere."""
    try:
        t = read_tournament_file(path)
        if judge not in (t.judges or ()):
            raise SeatingError(
                f"no judge {judge!r} in the file (judges: {', '.join(t.judges or ()) or 'none'})"
            )
    except (TournamentFileError, SeatingError) as exc:
        return _invalid(str(exc))
    from mafia_desk.reports.judge_day import judge_day_csv, judge_day_pdf_bytes
    from mafia_desk.tournament.names import tournament_names

    tables, names = judge_tables(t, judge), tournament_names(t)
    pdf = output is not None and output.lower().endswith(".pdf")
    if pdf or language is not None:
        from mafia_desk.commands.language import speak

        speak(language)
    if output is None:
        sys.stdout.write(judge_day_csv(judge, tables, names, english=language is None))
        return 0
    from mafia_desk.atomic_write import write_atomically

    data = (
        judge_day_pdf_bytes(t.name, judge, tables, names)
        if pdf
        else judge_day_csv(judge, tables, names, english=language is None).encode("utf-8-sig")
    )
    try:
        write_atomically(output, data)
    except OSError as exc:
        print(f"error: cannot write {output}: {exc.strerror}", file=sys.stderr)
        return 1
    return 0
