"""The rating list and a player's history as JSON documents and CSV (Python's csv module), for the command
line and the GUI's export. Ratings are rounded to two decimals on output only; the models keep floats."""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Callable, Mapping
from fractions import Fraction

from mafia_desk.ratings.history import PlayerHistory, VotingFigures
from mafia_desk.ratings.rate import RatingList
from mafia_desk.ratings.sources import BUCKETS
from mafia_desk.scoring.output import neutralise_text


def shown(value: float) -> float:
    """Two decimals, and never "-0.0"."""
    return round(value, 2) + 0.0


def ratings_to_json(ratings: RatingList) -> dict[str, object]:
    return {
        "model": dict(ratings.model),
        "games": ratings.games,
        "ratings": [
            {
                "place": place,
                "player": r.player,
                "name": r.name,
                "rating": shown(r.rating),
                "games": r.games,
                "wins": r.wins,
                "by_role": {
                    b: {"rating": shown(r.by_role[b].rating), "games": r.by_role[b].games}
                    for b in BUCKETS
                    if b in r.by_role
                },
            }
            for place, r in enumerate(ratings.rows, 1)
        ],
    }


# The CSV's header keys, which are its English headers; a bucket's two columns are `b` and `b games`.
RATINGS_CSV_KEYS = ("place", "player", "name", "rating", "games", "wins")


def ratings_csv_bytes(ratings: RatingList, labels: Callable[[str], str] | None = None) -> bytes:
    """UTF-8 with a BOM (Excel reads Cyrillic then), CRLF rows; the first line names the model and its
    parameters, as a rating list must, the second the columns. A bucket the player never played is empty.
    `labels`: a header key (`model`, RATINGS_CSV_KEYS, a bucket, `BUCKET games`) in words, for the headers
    in the interface's language (reports/ratings_csv.py); without it the keys, in English."""
    label = labels or (lambda key: key)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    parameters = ratings.model.get("parameters")
    described = (
        "; ".join(f"{k}={v}" for k, v in parameters.items()) if isinstance(parameters, Mapping) else ""
    )
    writer.writerow([f"{label('model')}: {ratings.model.get('name')}", described])
    header = [label(key) for key in RATINGS_CSV_KEYS]
    for b in BUCKETS:
        header += [label(b), label(f"{b} games")]
    writer.writerow(header)
    for place, r in enumerate(ratings.rows, 1):
        row: list[object] = [
            place,
            neutralise_text(r.player),
            neutralise_text(r.name),
            shown(r.rating),
            r.games,
        ]
        row.append(r.wins)
        for b in BUCKETS:
            found = r.by_role.get(b)
            row += ["", ""] if found is None else [shown(found.rating), found.games]
        writer.writerow(row)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def _points(value: Fraction | None) -> float | int | None:
    if value is None:
        return None
    if value.denominator == 1:
        return int(value)
    return round(float(value), 4)


def figures_to_json(f: VotingFigures) -> dict[str, object]:
    note = None
    if f.games and not f.logged_games:
        note = (
            f"none of the {f.games} games has an event log (entered on the quick form or merged): "
            "votes, nominations, checks and fouls are unknown"
        )
    elif f.unlogged_games:
        note = (
            f"{f.unlogged_games} of {f.games} games have no event log (entered on the quick form or merged): "
            f"votes, nominations, checks and fouls count the {f.logged_games} logged games only"
        )
    return {
        "games": f.games,
        "logged_games": f.logged_games,
        "unlogged_games": f.unlogged_games,
        "shot_first_night": f.shot_first_night,
        "votes_as_red": f.votes_as_red,
        "votes_for_black_as_red": f.votes_for_black_as_red,
        "nominated_games": f.nominated_games,
        "nominations": f.nominations,
        "checked_by_sheriff": f.checked_by_sheriff,
        "checked_by_don": f.checked_by_don,
        "fouls": f.fouls,
        "note": note,
    }


def history_to_json(h: PlayerHistory) -> dict[str, object]:
    return {
        "player": h.player,
        "name": h.name,
        "figures": figures_to_json(h.figures),
        "games": [
            {
                "tournament": g.tournament,
                "stage": g.stage,
                "round": g.round,
                "table": g.table,
                "seat": g.seat,
                "role": g.role.value,
                "side": g.side.value,
                "result": g.result,
                "points": _points(g.points),
                "shot_first_night": g.shot_first_night,
                "logged": g.log is not None,
                "fouls": None if g.log is None else g.log.fouls,
                "nominated": None if g.log is None else g.log.nominated,
                "checked_by_sheriff": None if g.log is None else g.log.checked_by_sheriff,
                "checked_by_don": None if g.log is None else g.log.checked_by_don,
                "votes": None if g.log is None else g.log.votes,
                "votes_for_black": None if g.log is None else g.log.votes_for_black,
            }
            for g in h.games
        ],
    }


def folded(text: str) -> str:
    """Case, Unicode form and ё/е do not matter when a person is named by his name."""
    return unicodedata.normalize("NFC", text).casefold().replace("ё", "е").strip()


class PersonLookupError(ValueError):
    """A name that matches nobody, or several people."""


def find_person(text: str, names: Mapping[str, str]) -> str:
    """The person `text` names: an exact key ("p01", "register:12"), else an exact name, else the one name
    containing it."""
    if text in names:
        return text
    wanted = folded(text)
    if not wanted:
        raise PersonLookupError("no such player in the sources")
    for matches in (
        [k for k, n in names.items() if folded(n) == wanted],
        [k for k, n in names.items() if wanted in folded(n)],
    ):
        if len(matches) == 1:
            return matches[0]
        if matches:
            listed = ", ".join(f"{k} {names[k]}" for k in sorted(matches)[:5])
            raise PersonLookupError(f"{len(matches)} players match ({listed}); give the id")
    raise PersonLookupError("no such player in the sources")
