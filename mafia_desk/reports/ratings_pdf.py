"""The rating list as an A4 PDF: the model and its parameters on top, then one row per player with his
overall rating, games and the rating of each side and role he played.

Printed like the seating sheet, an HTML table through Qt's QTextDocument (it paginates a long list by itself)
in the bundled DejaVu Sans, so Cyrillic names print the same on any machine.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.ratings.output import shown
from mafia_desk.ratings.rate import RatingList
from mafia_desk.ratings.sources import BUCKETS
from mafia_desk.reports.html_pdf import landscape_html_pdf

BUCKET_LABELS: Mapping[str, str] = {
    "red": QT_TRANSLATE_NOOP("RatingsPdf", "red"),
    "black": QT_TRANSLATE_NOOP("RatingsPdf", "black"),
    "civilian": QT_TRANSLATE_NOOP("RatingsPdf", "civilian"),
    "sheriff": QT_TRANSLATE_NOOP("RatingsPdf", "sheriff"),
    "mafia": QT_TRANSLATE_NOOP("RatingsPdf", "mafia"),
    "don": QT_TRANSLATE_NOOP("RatingsPdf", "don"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("RatingsPdf", text)


def bucket_label(bucket: str) -> str:
    return _tr(BUCKET_LABELS[bucket])


def model_line(ratings: RatingList) -> str:
    """ "MR-style Elo: start=1000, ..." — a rating list always names its model and parameters."""
    parameters = ratings.model.get("parameters")
    listed = ", ".join(f"{k}={v}" for k, v in parameters.items()) if isinstance(parameters, Mapping) else ""
    return f"{ratings.model.get('name')}: {listed}"


def ratings_html(ratings: RatingList, title: str) -> str:
    parts = [
        f"<h2>{html.escape(title)}</h2>",
        f"<p>{html.escape(model_line(ratings))}</p>",
        "<p>"
        + html.escape(
            QCoreApplication.translate("RatingsPdf", "{games} games, {players} players").format(
                games=ratings.games, players=len(ratings.rows)
            )
        )
        + "</p>",
        '<table border="1" cellspacing="0" cellpadding="2" width="100%">',
        "<tr>"
        + "".join(
            f"<th>{html.escape(h)}</th>"
            for h in (
                QCoreApplication.translate("RatingsPdf", "Place"),
                QCoreApplication.translate("RatingsPdf", "Player"),
                QCoreApplication.translate("RatingsPdf", "Rating"),
                QCoreApplication.translate("RatingsPdf", "Games"),
                *map(bucket_label, BUCKETS),
            )
        )
        + "</tr>",
    ]
    for place, r in enumerate(ratings.rows, 1):
        cells = [str(place), html.escape(r.name), f"{shown(r.rating):.2f}", str(r.games)]
        for b in BUCKETS:
            found = r.by_role.get(b)
            cells.append("" if found is None else f"{shown(found.rating):.2f} ({found.games})")
        parts.append(
            "<tr>"
            + "".join(f"<td{'' if i == 1 else ' align=right'}>{c}</td>" for i, c in enumerate(cells))
            + "</tr>"
        )
    parts.append("</table>")
    return "\n".join(parts)


def ratings_pdf_bytes(ratings: RatingList, title: str = "") -> bytes:
    title = title or QCoreApplication.translate("RatingsPdf", "Rating")
    return landscape_html_pdf(ratings_html(ratings, title), title=title, point_size=8.5)
