"""An XLSX players list read safely: every part a reader needs measured and checked before it is parsed.

A workbook is a ZIP of XML parts, and both layers can be turned against a reader: a part that inflates to
gigabytes, one shared string of 240 MB, a row of fifteen million cells, a DTD whose entities expand without
end, or two cells at A1 and XFD1048576, for which a reader of dense grids (calamine) asks for half a
terabyte and aborts the whole process. So the parts are first decompressed here, each within its declared
size (zipfile stops there and checks the CRC) and a cap of its own, and scanned as they stream: no DTD, no
run of text longer than a cell can hold, no cell beyond the columns and rows a players list can have, no
row with more cells than those columns. Only then does calamine (Rust; 0.6 s where openpyxl took 4.5 s on
20,000 rows, docs/players-import.md "XLSX") parse a new in-memory archive that holds exactly the bytes
checked, with the other sheets left empty. The `<dimension>` header is never trusted: calamine places the
cells it reads, so a header saying A1:A2 over five rows loses none of them.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from collections.abc import Callable, Iterator
from typing import IO, Any
from xml.etree import ElementTree

from mafia_desk.inputs.limits import MAX_FILE_BYTES, MAX_PLAYERS
from mafia_desk.tournament.player_import.errors import PlayerImportError

# The whole archive's declared unpacked size: a small file that inflates to gigabytes is refused before
# any part is read.
MAX_XLSX_UNPACKED_BYTES = 4 * MAX_FILE_BYTES
# One worksheet's XML: 40,001 rows of a dozen cells is some 20 MB.
MAX_SHEET_BYTES = 64 * 1024 * 1024
# The shared strings and every other part read (the workbook, its relationships, the styles).
MAX_PART_BYTES = 32 * 1024 * 1024
# Text between two tags: Excel holds at most 32,767 characters in a cell (some 128 KB in UTF-8).
MAX_TEXT_RUN_BYTES = 4 * 1024 * 1024
# The columns a sheet's cells may reach (A..CV) and the cells one row may hold. The reader keeps the first
# 64 columns; with the rows below, these bound the grid calamine allocates to some 4 million cells.
MAX_SHEET_COLUMNS = 100
# The rows a sheet's cells may reach, empty ones included: reading.MAX_ROWS_READ.
MAX_SHEET_ROWS = 2 * MAX_PLAYERS + 1
# Cells in the sheet, empty ones the file writes included: 25 for each of 20,000 players. A list of
# 20,001 rows of 64 cells (1.3 million) cost openpyxl 12 s and 334 MB; it is refused before parsing.
MAX_SHEET_CELLS = 500_000

Progress = Callable[[float], None]

_CHUNK = 1024 * 1024
_DTD = re.compile(rb"<!(?:DOCTYPE|ENTITY)")
_ROOT = re.compile(rb"<(?:([A-Za-z_][\w.-]*):)?worksheet[\s>]")
_STUB = (
    b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'
)


def column_letters(count: int) -> str:
    """The letters of column `count` (1 -> A, 27 -> AA)."""
    out = ""
    while count:
        count, rest = divmod(count - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


def _above(limit: int) -> bytes:
    """A regular expression for the decimal numbers greater than `limit`, leading zeros allowed."""
    digits = str(limit)
    options = [b"[1-9][0-9]{%d,}" % len(digits)]
    for i, d in enumerate(digits):
        if d != "9":
            rest = len(digits) - i - 1
            tail = b"[0-9]{%d}" % rest if rest else b""
            options.append(digits[:i].encode() + b"[%d-9]" % (int(d) + 1) + tail)
    return b"0*(?:" + b"|".join(options) + b")"


def _columns_above(count: int) -> bytes:
    """A regular expression for the column letters beyond column `count` (at most two letters' worth)."""
    last = column_letters(count)
    assert len(last) == 2 and last[1] != "Z", "written for a last column of two letters"
    nxt = chr(ord(last[1]) + 1)
    after = chr(ord(last[0]) + 1)
    return b"(?:[A-Za-z]{3,}|[%s%s][%s-Z%s-z]|[%s-Z%s-z][A-Za-z])" % (
        last[0].encode(),
        last[0].lower().encode(),
        nxt.encode(),
        nxt.lower().encode(),
        after.encode(),
        after.lower().encode(),
    )


# An `r` attribute (a row's number or a cell's reference) beyond the last column or the last row.
_FAR_COLUMN = re.compile(rb"""\sr\s*=\s*["']""" + _columns_above(MAX_SHEET_COLUMNS) + rb"[0-9]")
_FAR_ROW = re.compile(rb"""\sr\s*=\s*["'][A-Za-z]*""" + _above(MAX_SHEET_ROWS) + rb"""["']""")


def read_xlsx_rows(
    raw: bytes, sheet: str | None, progress: Progress | None = None
) -> tuple[list[list[Any]], tuple[str, ...], str]:
    """The rows of the sheet named (the first when None) as calamine gives them, from A1 on; the
    workbook's sheet names; the name of the sheet read. Every refusal is one PlayerImportError line, and
    an exception `progress` raises (a cancel) goes through untouched."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError) as exc:
        raise PlayerImportError(f"a broken XLSX workbook: {exc}") from None
    with archive:
        unpacked = sum(item.file_size for item in archive.infolist())
        if unpacked > MAX_XLSX_UNPACKED_BYTES:
            raise PlayerImportError(
                f"the workbook unpacks to {unpacked // (1024 * 1024):,} MB; at most "
                f"{MAX_XLSX_UNPACKED_BYTES // (1024 * 1024)} MB"
            )
        parts = _Parts(archive)
        names, paths, needed = _structure(parts)
        if not names:
            raise PlayerImportError("the workbook has no sheet")
        if sheet is None:
            chosen = 0
        elif sheet in names:
            chosen = names.index(sheet)
        else:
            listed = ", ".join(repr(n) for n in names)
            raise PlayerImportError(f"the workbook has no sheet {sheet!r} (it has {listed})")
        clean = {path: parts.read(path) for path in needed}
        for path in paths:
            clean.setdefault(path, _STUB)
        clean[paths[chosen]] = parts.read(paths[chosen], sheet=True, progress=progress)
    return _parse(clean, names[chosen]), tuple(names), names[chosen]


class _Parts:
    """The archive's members, each read within its declared size and its cap, and checked as it streams."""

    def __init__(self, archive: zipfile.ZipFile) -> None:
        self.archive = archive
        self.infos = {info.filename: info for info in archive.infolist()}

    def exists(self, name: str) -> bool:
        return name in self.infos

    def read(self, name: str, *, sheet: bool = False, progress: Progress | None = None) -> bytes:
        info = self.infos.get(name)
        if info is None:
            raise PlayerImportError(f"a broken XLSX workbook: it has no part {name}")
        cap = MAX_SHEET_BYTES if sheet else MAX_PART_BYTES
        if info.file_size > cap:
            raise PlayerImportError(
                f"the workbook's part {name} unpacks to {info.file_size / (1024 * 1024):,.0f} MB; "
                f"at most {cap // (1024 * 1024)} MB"
            )
        try:
            stream = self.archive.open(info)
        # RuntimeError: zipfile's refusal of an encrypted part or of a compression it does not know
        except (zipfile.BadZipFile, zipfile.LargeZipFile, RuntimeError, ValueError, OSError) as exc:
            raise PlayerImportError(f"a broken XLSX workbook: {exc}") from None
        kept: list[bytes] = []
        scan = _SheetScan(name) if sheet else None
        done = 0
        with stream:
            for piece in _pieces(stream, name, kept):
                if scan is not None:
                    scan.feed(piece)
                done += len(piece)
                if progress is not None:
                    progress(done / max(1, info.file_size))
        if scan is not None:
            scan.finish()
        return b"".join(kept)


def _pieces(stream: IO[bytes], name: str, kept: list[bytes]) -> Iterator[bytes]:
    """The part's bytes as they stream (all kept in `kept`), yielded cut just after a `>`: no tag, no
    attribute and no `<!DOCTYPE` is split between two pieces. A DTD or an overlong text refuses the part."""
    carry = b""
    while True:
        try:
            chunk = stream.read(_CHUNK)
        except (zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:  # a bad CRC, a cut stream
            raise PlayerImportError(f"a broken XLSX workbook: {exc}") from None
        except Exception as exc:  # zlib.error and the like
            raise PlayerImportError(f"a broken XLSX workbook ({type(exc).__name__})") from None
        if not chunk:
            break
        kept.append(chunk)
        data = carry + chunk
        cut = data.rfind(b">") + 1
        piece, carry = data[:cut], data[cut:]
        if len(carry) > MAX_TEXT_RUN_BYTES:
            raise PlayerImportError(
                f"the workbook's part {name} holds more than {MAX_TEXT_RUN_BYTES // (1024 * 1024)} MB of "
                "text without a tag, more than any cell can hold"
            )
        if _DTD.search(piece):
            raise PlayerImportError(
                f"the workbook's part {name} declares a DTD (<!DOCTYPE, <!ENTITY), which no spreadsheet "
                "writes: refused as a possible XML bomb"
            )
        if piece:
            yield piece
    if carry:
        yield carry


class _SheetScan:
    """Where a worksheet's cells reach, counted as its XML streams, refused at the first cell too far."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cell: re.Pattern[bytes] | None = None
        self.row_start: re.Pattern[bytes] | None = None
        self.rows = 0
        self.row_cells = 0
        self.cells = 0

    def feed(self, piece: bytes) -> None:
        if self.cell is None or self.row_start is None:
            root = _ROOT.search(piece)
            if root is None:
                raise PlayerImportError(f"a broken XLSX workbook: {self.name} is not a worksheet")
            prefix = re.escape(root.group(1) + b":") if root.group(1) else b""
            self.cell = re.compile(b"<" + prefix + rb"c[\s/>]")
            self.row_start = re.compile(b"<" + prefix + rb"row[\s/>]")
        far = _FAR_COLUMN.search(piece)
        if far is not None:
            raise PlayerImportError(
                f"the sheet has a cell beyond column {column_letters(MAX_SHEET_COLUMNS)} "
                f"({_shown(piece, far)}): a players list is read from its first columns; delete the far "
                "cells or copy the list to a new sheet"
            )
        far = _FAR_ROW.search(piece)
        if far is not None:
            raise PlayerImportError(
                f"more than {MAX_SHEET_ROWS:,} rows, empty ones included (a cell at {_shown(piece, far)})"
            )
        # Each piece between two row starts belongs to one row; the first continues the previous one.
        for index, text in enumerate(self.row_start.split(piece)):
            if index:
                self.rows += 1
                self.row_cells = 0
            cells = len(self.cell.findall(text))
            self.cells += cells
            self.row_cells += cells
            if self.row_cells > MAX_SHEET_COLUMNS:
                raise PlayerImportError(
                    f"row {self.rows} of the sheet has more than {MAX_SHEET_COLUMNS} cells; a players list "
                    f"is read from its first columns (up to {column_letters(MAX_SHEET_COLUMNS)})"
                )
        if self.rows > MAX_SHEET_ROWS:
            raise PlayerImportError(f"more than {MAX_SHEET_ROWS:,} rows, empty ones included")
        if self.cells > MAX_SHEET_CELLS:
            raise PlayerImportError(
                f"the sheet has more than {MAX_SHEET_CELLS:,} cells; a players list needs far fewer: copy "
                "its columns to a new sheet"
            )

    def finish(self) -> None:
        if self.cell is None:
            raise PlayerImportError(f"a broken XLSX workbook: {self.name} is empty")


def _shown(piece: bytes, found: re.Match[bytes]) -> str:
    """The reference a refusal names, as the file wrote it (cut short)."""
    whole = _REFERENCE.match(piece, found.start())
    text = whole.group(1) if whole is not None else found.group()
    return text.decode("ascii", "replace")[:20]


_REFERENCE = re.compile(rb"""\sr\s*=\s*["']([^"']{0,40})""")


def _structure(parts: _Parts) -> tuple[list[str], list[str], list[str]]:
    """The sheets' names and parts in the workbook's order, and the other parts calamine needs."""
    root_rels = "_rels/.rels"
    workbook = "xl/workbook.xml"
    if parts.exists(root_rels):
        for rel in _relationships(parts, root_rels, ""):
            if rel[0].endswith("/officeDocument"):
                workbook = rel[1]
    folder = posixpath.dirname(workbook)
    rels_path = posixpath.join(folder, "_rels", posixpath.basename(workbook) + ".rels")
    targets = {rid: (kind, target) for kind, target, rid in _relationships(parts, rels_path, folder)}
    names: list[str] = []
    paths: list[str] = []
    for element in _xml(parts, workbook).iter():
        if _local(element.tag) != "sheet":
            continue
        name = element.get("name")
        rid = next((v for k, v in element.attrib.items() if _local(k) == "id" and k.startswith("{")), None)
        if name is None or rid is None or rid not in targets:
            raise PlayerImportError("a broken XLSX workbook: a sheet without its part")
        names.append(name)
        paths.append(targets[rid][1])
    needed = [p for p in ("[Content_Types].xml", root_rels) if parts.exists(p)] + [workbook, rels_path]
    for kind, target in targets.values():
        if kind.endswith(("/sharedStrings", "/styles")) and parts.exists(target):
            needed.append(target)
    return names, paths, needed


def _relationships(parts: _Parts, path: str, folder: str) -> list[tuple[str, str, str]]:
    """(type, target part, id) of each relationship in `path`, targets resolved from `folder`."""
    out = []
    for element in _xml(parts, path).iter():
        if _local(element.tag) != "Relationship" or element.get("TargetMode") == "External":
            continue
        target = element.get("Target", "")
        resolved = target.lstrip("/") if target.startswith("/") else posixpath.join(folder, target)
        out.append((element.get("Type", ""), posixpath.normpath(resolved), element.get("Id", "")))
    return out


def _xml(parts: _Parts, path: str) -> ElementTree.Element:
    data = parts.read(path)  # checked: within its cap, no DTD
    try:
        return ElementTree.fromstring(data)
    except ElementTree.ParseError as exc:
        raise PlayerImportError(f"a broken XLSX workbook: {path}: {exc}") from None


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _parse(clean: dict[str, bytes], sheet: str) -> list[list[Any]]:
    """calamine over an archive of the checked parts only (stored, not compressed: nothing to inflate)."""
    from python_calamine import CalamineWorkbook

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as out:
        for name, data in clean.items():
            out.writestr(name, data)
    buffer.seek(0)
    try:
        with CalamineWorkbook.from_filelike(buffer) as book:
            rows: list[list[Any]] = book.get_sheet_by_name(sheet).to_python(skip_empty_area=False)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # calamine's errors, and a Rust panic (a BaseException) on odd XML
        detail = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        raise PlayerImportError(f"a broken XLSX workbook: {detail}") from None
    return rows
