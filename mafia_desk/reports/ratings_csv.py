"""The rating list's CSV with its headers in the interface's language, as the standings CSV has its own
(reports/standings_csv.py): the rows are written by the pure `ratings.output.ratings_csv_bytes`; this module
only brings the words: its own, and the PDF's names of the sides and roles (reports/ratings_pdf.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.ratings.output import ratings_csv_bytes
from mafia_desk.ratings.rate import RatingList
from mafia_desk.reports.ratings_pdf import BUCKET_LABELS

# The header keys' words: in English the keys themselves, so `--lang en` writes the default's headers;
# the sides and roles are the PDF's words.
_CSV_WORDS = {
    "model": QT_TRANSLATE_NOOP("RatingsCsv", "model"),
    "place": QT_TRANSLATE_NOOP("RatingsCsv", "place"),
    "player": QT_TRANSLATE_NOOP("RatingsCsv", "player"),  # the column of ids (Russian: «id игрока»)
    "name": QT_TRANSLATE_NOOP("RatingsCsv", "name"),
    "rating": QT_TRANSLATE_NOOP("RatingsCsv", "rating"),
    "games": QT_TRANSLATE_NOOP("RatingsCsv", "games"),
    "wins": QT_TRANSLATE_NOOP("RatingsCsv", "wins"),
}
BUCKET_GAMES = QT_TRANSLATE_NOOP("RatingsCsv", "{0} games")
GAMES_SUFFIX = " games"


def ratings_csv_label(key: str) -> str:
    """A header key of the rating list's CSV in the running application's language."""
    if key in _CSV_WORDS:
        return QCoreApplication.translate("RatingsCsv", _CSV_WORDS[key])
    if key in BUCKET_LABELS:
        return QCoreApplication.translate("RatingsPdf", BUCKET_LABELS[key])
    bucket = key.removesuffix(GAMES_SUFFIX)
    if bucket != key and bucket in BUCKET_LABELS:
        return QCoreApplication.translate("RatingsCsv", BUCKET_GAMES).format(ratings_csv_label(bucket))
    return key


def organiser_ratings_csv_bytes(ratings: RatingList, *, english: bool = False) -> bytes:
    """`english`: the headers in English (the command line's default: a script reads the same words
    anywhere), else in the language of the installed translators (the GUI's export, `--lang`)."""
    return ratings_csv_bytes(ratings, None if english else ratings_csv_label)
