"""The standings CSV for organisers: headers in the interface's language (the wall sheet's labels, as the
workbook has them), each player's club, one column per tie-break criterion. The rows are written by the pure
`scoring.output.standings_to_csv` with Python's csv module; this module only brings the words (marked in
standings_pdf.py, which lupdate reads) and the clubs from the tournament."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desk.reports.standings_pdf import COLUMN_LABELS, TIEBREAK_LABELS, fixed_source
from mafia_desk.scoring.output import TIEBREAK_PREFIX, standings_csv_bytes
from mafia_desk.scoring.standings import Standings
from mafia_desk.tournament.model import Tournament


def _translated(text: str) -> str:
    return QCoreApplication.translate("StandingsPdf", text)


def _english(text: str) -> str:
    return text


def csv_label(key: str, tr: Callable[[str], str] = _translated) -> str:
    """A column's header (`scoring.output.csv_columns` keys) in the running application's language, or
    with `tr=_english` in English whatever translators are installed."""
    if key in COLUMN_LABELS:
        source = COLUMN_LABELS[key][0]
    elif key.startswith(TIEBREAK_PREFIX):
        name = key[len(TIEBREAK_PREFIX) :]
        label = tr(TIEBREAK_LABELS[name]) if name in TIEBREAK_LABELS else name
        return f"{tr('tie-break')}: {label}".replace("\n", " ")
    else:
        source = fixed_source(key)
    return tr(source).replace("\n", " ")


def organiser_csv_bytes(
    standings: Standings, t: Tournament, dialect: str = "excel", *, english: bool = False
) -> bytes:
    """UTF-8 with a BOM, `,` or `;` as `dialect` says (scoring.output.CSV_DIALECTS); `english`: the headers
    in English (the command line's default), else in the language of the installed translators."""
    clubs = {p.id: p.club.strip() for p in t.players if p.club and p.club.strip()}
    tr = _english if english else _translated
    return standings_csv_bytes(standings, dialect, labels=lambda key: csv_label(key, tr), clubs=clubs)
