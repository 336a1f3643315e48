"""A players file (CSV or XLSX) read into rows of text, or one `PlayerImportError` saying why it cannot be.

The file comes from outside, often from a spreadsheet of unknown origin: a binary file, a broken workbook,
a CSV in an encoding we do not read must each end as one line the organiser can act on, never a traceback.
The rules (encodings, delimiters, limits) are in docs/players-import.md.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from mafia_desk.inputs.limits import MAX_FILE_BYTES, MAX_PLAYERS
from mafia_desk.tournament.player_import.errors import PlayerImportError
from mafia_desk.tournament.player_import.xlsx import Progress, read_xlsx_rows

# Columns read per row: a players list has a handful; a hostile sheet claiming 16,384 columns is cut here.
MAX_COLUMNS = 64
DELIMITERS = (",", ";", "\t")
# Rows read, empty ones included: a sheet of a million blank rows is refused rather than walked through.
MAX_ROWS_READ = 2 * MAX_PLAYERS + 1
# Rows looked at to choose the delimiter: enough to see the shape, little enough to stay instant.
_SNIFF_ROWS = 50

_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # the Excel 97-2003 .xls container


@dataclass(frozen=True)
class Sheet:
    """The file's rows as text, the header included, each cell stripped; `number[i]` is row i's number as a
    spreadsheet shows it (1 = the first line), so a skipped row can be found in the file."""

    rows: tuple[tuple[str, ...], ...]
    numbers: tuple[int, ...]
    # How the file was read, for the preview: "utf-8", "utf-8-sig", "cp1251" or "xlsx"; the CSV delimiter.
    encoding: str
    delimiter: str | None = None
    # A workbook's sheets in its order, and the one read: the dialog lists them without opening it again.
    sheet_names: tuple[str, ...] = ()
    sheet: str | None = None


def read_players_file(
    path: str | os.PathLike[str], *, sheet: str | None = None, progress: Progress | None = None
) -> Sheet:
    """The rows of a CSV or XLSX file, told apart by content (a ZIP is a workbook), not by the name's suffix:
    a file saved as `players.csv` from Excel may well be a workbook. `progress` hears the share of a
    workbook's sheet read so far (0..1); an exception it raises (ImportCancelled) stops the read."""
    raw = _read_capped(path)
    if raw.startswith(_ZIP_MAGIC):
        return read_xlsx(raw, sheet=sheet, progress=progress)
    if raw.startswith(_OLE_MAGIC):
        raise PlayerImportError("an Excel 97-2003 (.xls) file is not supported; save it as XLSX or CSV")
    if sheet is not None:
        raise PlayerImportError(f"a sheet ({sheet!r}) was named, but the file is not an XLSX workbook")
    return read_csv(raw)


def _read_capped(path: str | os.PathLike[str]) -> bytes:
    try:
        with open(path, "rb") as fh:
            # One byte past the cap: a device such as /dev/zero has no size to check beforehand.
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise PlayerImportError(f"cannot read {Path(path).name}: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise PlayerImportError(f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, the most a file may be")
    return raw


def decode_text(raw: bytes) -> tuple[str, str]:
    """The text and its encoding: UTF-8 with a BOM, else strict UTF-8, else cp1251 (what Russian Excel saves
    as "CSV"). Strict UTF-8 almost never accepts cp1251 Cyrillic by accident, so the order is safe."""
    if raw.startswith(_UTF16_BOMS):
        raise PlayerImportError("the file is UTF-16 text; save it as CSV in UTF-8 (or cp1251)")
    if b"\x00" in raw:
        raise PlayerImportError("a binary file, not CSV text (it holds NUL bytes)")
    if raw.startswith(_UTF8_BOM):
        try:
            return raw[len(_UTF8_BOM) :].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError as exc:
            raise PlayerImportError(f"the file starts as UTF-8 but byte {exc.start} is not UTF-8") from None
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        text = raw.decode("cp1251")
    except UnicodeDecodeError as exc:
        raise PlayerImportError(
            f"unknown encoding: neither UTF-8 nor cp1251 (byte {exc.start}); save the file as UTF-8 CSV"
        ) from None
    if any(ord(c) < 32 and c not in "\t\r\n" for c in text):
        raise PlayerImportError("unknown encoding or a binary file: it holds control characters")
    return text, "cp1251"


def read_csv(raw: bytes) -> Sheet:
    """The rows of CSV bytes; the delimiter is the one of , ; tab that splits the first rows most evenly."""
    text, encoding = decode_text(raw)
    delimiter = sniff_delimiter(text)
    try:
        return _collect(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter), encoding, delimiter)
    except csv.Error as exc:
        raise PlayerImportError(f"not readable as CSV: {exc}") from None


def sniff_delimiter(text: str) -> str:
    """The candidate whose rows most often have the same number (above one) of columns; a comma when none
    splits anything (a one-column list of names). csv.Sniffer guesses letters as delimiters on short files,
    so the choice is made among the three a spreadsheet writes."""
    best, best_score = ",", (0, 0)
    for candidate in DELIMITERS:
        try:
            reader = csv.reader(io.StringIO(text, newline=""), delimiter=candidate)
            rows = list(itertools.islice(reader, _SNIFF_ROWS))
        except csv.Error:
            continue
        widths = [len(r) for r in rows if any(c.strip() for c in r)]
        if not widths or max(widths) < 2:
            continue
        modal = max(set(widths), key=lambda w: (widths.count(w), w))
        score = (widths.count(modal), modal) if modal > 1 else (0, 0)
        if score > best_score:
            best, best_score = candidate, score
    return best


def read_xlsx(raw: bytes, *, sheet: str | None = None, progress: Progress | None = None) -> Sheet:
    """The rows of the workbook's first sheet (or the one named), values as text; formulas give their cached
    value. The parts are checked before calamine parses them (player_import/xlsx.py), and every row is read
    whatever the sheet's `<dimension>` header claims."""
    rows, names, chosen = read_xlsx_rows(raw, sheet, progress)
    sheet_read = _collect(([_cell_text(v) for v in row[:MAX_COLUMNS]] for row in rows), "xlsx", None)
    return replace(sheet_read, sheet_names=names, sheet=chosen)


def _cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # a club number typed in Excel comes back as 12.0
    return str(value)


def _collect(rows: Iterable[Iterable[str]], encoding: str, delimiter: str | None) -> Sheet:
    """Rows stripped, wholly empty ones dropped (with their numbers kept right), at most MAX_PLAYERS + 1 (the
    header): a longer file is refused rather than silently cut."""
    kept: list[tuple[str, ...]] = []
    numbers: list[int] = []
    for number, row in enumerate(rows, start=1):
        if number > MAX_ROWS_READ:
            raise PlayerImportError(f"more than {MAX_ROWS_READ:,} rows, empty ones included")
        cells = tuple(c.strip() for c in itertools.islice(row, MAX_COLUMNS))
        while cells and not cells[-1]:
            cells = cells[:-1]
        if not cells:
            continue
        if len(kept) > MAX_PLAYERS:
            raise PlayerImportError(f"more than {MAX_PLAYERS:,} rows of players, the most a file may hold")
        kept.append(cells)
        numbers.append(number)
    if not kept:
        raise PlayerImportError("the file holds no rows")
    return Sheet(tuple(kept), tuple(numbers), encoding, delimiter)
