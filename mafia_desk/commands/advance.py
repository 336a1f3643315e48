"""`mafia-desk advance SOURCE --stage STAGE`: who goes through into STAGE, and what decided the last place.

Read-only, like `standings`: it prints the decision the closing dialog would store (scoring/advance.py), so
an organiser can check the list before announcing it, or script it. A tie at the line is not an error (exit
0 both ways): the output says a lot is needed, between whom. An invalid source or stage: one `invalid:` line
on stderr, exit 2.
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction

from mafia_desk.commands.standings import SourceUnavailableError, TournamentReader
from mafia_desk.scoring.advance import AdvanceError, Advancement, advancement
from mafia_desk.scoring.output import display_width
from mafia_desk.scoring.standings import StandingRow
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import read_tournament_file
from mafia_desk.tournament.numbers import format_points


def _fail(message: str, code: int = 2) -> int:
    print(message, file=sys.stderr)
    return code


def advance_command(path: str, stage: str, fmt: str, read: TournamentReader = read_tournament_file) -> int:
    try:
        tournament = read(path)
    except TournamentFileError as exc:
        return _fail(str(exc))
    except SourceUnavailableError as exc:
        return _fail(f"error: {exc}", 1)
    try:
        decision = advancement(tournament, stage)
    except AdvanceError as exc:
        return _fail(f"invalid: {exc}")
    if fmt == "json":
        sys.stdout.write(json.dumps(advance_to_json(decision), ensure_ascii=False, indent=1) + "\n")
    else:
        sys.stdout.write(advance_to_text(decision))
    return 0


def _value(value: Fraction | int) -> str:
    return str(value) if isinstance(value, int) else format_points(value)


def line_text(a: Advancement) -> str:
    """One sentence on the line between place K and K+1, for the organiser."""
    rows = {row.player: row for row in a.candidates}
    if a.count >= len(a.candidates):
        return f"everybody of stage {a.from_stage} goes through: nobody is on the line"
    last, first_out = a.candidates[a.count - 1], a.candidates[a.count]
    if a.decided_by is None:
        return (
            f"no tie: place {a.count} has {format_points(last.total)}, "
            f"place {a.count + 1} {format_points(first_out.total)}"
        )
    named = ", ".join(f"{pid} {rows[pid].shown}" for pid in a.line)
    if a.needs_lot:
        return f"tied: a lot is needed between {named}"
    if a.decided_by == "lot":
        drawn = ", ".join(f"{pid} drew {a.drawn(pid)}" for pid in a.line)
        return f"tied after every tie-break; the recorded lot decided: {drawn}"
    mine = {v.name: v.value for v in last.tiebreak}[a.decided_by]
    theirs = {v.name: v.value for v in first_out.tiebreak}[a.decided_by]
    return (
        f"equal on {format_points(last.total)} points; {a.decided_by} decided place {a.count}: "
        f"{last.player} {_value(mine)}, {first_out.player} {_value(theirs)}"
    )


def _row_json(place: int, row: StandingRow) -> dict[str, object]:
    return {"place": place, "player": row.player, "name": row.name, "total": float(row.total)}


def advance_to_json(a: Advancement) -> dict[str, object]:
    through = [_row_json(i, row) for i, row in enumerate(a.candidates[: a.count], start=1)]
    closed = None
    if a.closing is not None:
        closed = {"through": list(a.closing.through), "by": a.closing.by, "at": a.closing.at}
    return {
        "stage": a.stage,
        "from_stage": a.from_stage,
        "count": a.count,
        "candidates": len(a.candidates),
        "through": through,
        "line": list(a.line),
        "decided_by": a.decided_by,
        "needs_lot": a.needs_lot,
        "line_text": line_text(a),
        "closed": closed,
        "changed": a.changed,
        "rounds_played": a.rounds_played,
        "rounds_planned": a.rounds_planned,
    }


def advance_to_text(a: Advancement) -> str:
    lines = [f"into {a.stage} from {a.from_stage}: {a.count} of {len(a.candidates)} go through"]
    table = [("place", "id", "name", "total")]
    table += [
        (str(i), row.player, row.shown, format_points(row.total))
        for i, row in enumerate(a.candidates[: a.count], start=1)
    ]
    widths = [max(display_width(r[c]) for r in table) for c in range(4)]
    for r in table:
        cells = [
            r[0].rjust(widths[0]),
            r[1] + " " * (widths[1] - display_width(r[1])),
            r[2] + " " * (widths[2] - display_width(r[2])),
            " " * (widths[3] - display_width(r[3])) + r[3],
        ]
        lines.append("  ".join(cells).rstrip())
    lines.append(f"line: {line_text(a)}")
    if a.early and a.closing is None:
        lines.append(f"warning: {a.from_stage} has {a.rounds_played} of its {a.rounds_planned} rounds played")
    if a.closing is not None:
        lines.append(f"closed by {a.closing.by} at {a.closing.at}: that list is final")
        if a.changed:
            lines.append("warning: the standings today would send other players through than the closing did")
    return "\n".join(lines) + "\n"
