"""`mafia-desk seating`: a balanced draw for anonymous players "1".."N" as JSON, text or a PDF sheet."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mafia_desk.atomic_write import write_atomically
from mafia_desk.inputs.json_file import JsonInputError, read_json_file
from mafia_desk.seating.balanced import balanced_draw, player_names
from mafia_desk.seating.model import Constraints, Draw, SeatingError
from mafia_desk.tournament.errors import short_line


def _load_constraints(path: str | None) -> Constraints:
    if not path:
        return Constraints()
    try:
        data: Any = read_json_file(path)
    except JsonInputError as exc:
        raise SeatingError(f"constraints file {path}: {exc}") from None
    if not isinstance(data, dict):
        raise SeatingError(f"constraints file {path}: expected a JSON object")
    return Constraints.from_dict(data)


def parse_tables(text: str, rounds: int | None) -> tuple[int | tuple[int, ...], int]:
    """`--tables 4` or `--tables 2,2,2,1` (one count per round) and `--rounds`, checked together."""
    parts = [part.strip() for part in str(text).split(",")]
    counts = []
    for part in parts:
        if not (part.isascii() and part.isdigit() and len(part) <= 30):
            raise SeatingError(f"tables: expected a number or numbers separated by commas, got {text!r}")
        counts.append(int(part))
    if len(counts) == 1:
        if rounds is None:
            raise SeatingError("rounds: give --rounds, or one table count per round in --tables")
        return counts[0], rounds
    if rounds is not None and rounds != len(counts):
        raise SeatingError(f"tables: {len(counts)} per-round counts given for --rounds {rounds}")
    return tuple(counts), len(counts)


def format_text(draw: Draw) -> str:
    """A plain listing: each round's tables in seat order, the bench, then every figure beside its bound."""
    lines = [
        f"Seating draw ({draw.kind}): {len(draw.players)} players, "
        f"{','.join(map(str, draw.round_tables)) if draw.round_tables else draw.tables} table(s), "
        f"{len(draw.rounds)} rounds, seed {draw.seed}",
        "",
    ]
    width = max((len(p) for p in draw.players), default=1)
    for rnd in draw.rounds:
        lines.append(f"Round {rnd.number}")
        for t, table in enumerate(rnd.tables, start=1):
            lines.append(f"  Table {t}: " + " ".join(p.rjust(width) for p in table))
        if rnd.sitting_out:
            lines.append("  Sitting out: " + " ".join(rnd.sitting_out))
    lines += ["", "Quality (value / lower bound):"]
    for name, fig in draw.quality.items():
        bound = "-" if fig.bound is None else str(fig.bound)
        mark = "  optimal" if fig.optimal else ""
        lines.append(f"  {name.replace('_', ' '):<20} {fig.value:>7} / {bound:<7}{mark}")
    return "\n".join(lines) + "\n"


def seating_command(args: argparse.Namespace) -> int:
    fmt = args.format
    out = args.output
    try:
        if fmt == "pdf" and not out:
            raise SeatingError("--format pdf writes a file: give it with -o FILE")
        tables, rounds = parse_tables(args.tables, args.rounds)
        draw = balanced_draw(
            player_names(args.players),
            tables,
            rounds,
            seed=args.seed,
            constraints=_load_constraints(getattr(args, "constraints", None)),
            strict_bench=getattr(args, "bench", "strict") == "strict",
            priority=getattr(args, "priority", "repeats"),
        )
    except SeatingError as exc:
        print(short_line(f"invalid: {exc}"), file=sys.stderr)
        return 2
    try:
        if fmt == "pdf":
            from mafia_desk.reports.seating_pdf import seating_pdf_bytes

            write_atomically(out, seating_pdf_bytes(draw))
            return 0
        text = json.dumps(draw.to_dict(), ensure_ascii=False) + "\n" if fmt == "json" else format_text(draw)
        if out:
            write_atomically(out, text.encode("utf-8"))
        else:
            sys.stdout.write(text)
    except OSError as exc:
        print(f"error: cannot write {out}: {exc.strerror}", file=sys.stderr)
        return 1
    return 0
