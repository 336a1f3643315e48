"""Workbooks written byte by byte, as Excel and LibreOffice write them (shared strings, a `<dimension>`
header), or as a hostile file would: a header that lies, a part that inflates, a DTD with entities.

openpyxl writes every text inline and never a lying header, so the import's tests and its benchmark build
their XLSX files here: the parts are few and their XML is what the reader meets in the field.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Sequence
from xml.sax.saxutils import escape

Cell = str | int | float | None

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    "{sheets}"
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    "</Types>"
)
_SHEET_TYPE = (
    '<Override PartName="/xl/worksheets/sheet{n}.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
)
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="xl/workbook.xml"/></Relationships>'
)
_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
_R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def column_letter(index: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA."""
    out = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


def sheet_xml(
    rows: Iterable[Sequence[Cell]], strings: dict[str, int], *, dimension: str | None = None, prolog: str = ""
) -> bytes:
    """A worksheet's XML, texts as indexes into `strings` (filled as they come), numbers as numbers; an
    empty or None cell is left out, as Excel does. `dimension`: the header's range, None for none."""
    parts = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', prolog, f"<worksheet {_NS}>"]
    if dimension is not None:
        parts.append(f'<dimension ref="{dimension}"/>')
    parts.append("<sheetData>")
    for r, row in enumerate(rows, start=1):
        cells = []
        for c, value in enumerate(row):
            if value is None or value == "":
                continue
            ref = f"{column_letter(c)}{r}"
            if isinstance(value, str):
                index = strings.setdefault(value, len(strings))
                cells.append(f'<c r="{ref}" t="s"><v>{index}</v></c>')
            else:
                cells.append(f'<c r="{ref}"><v>{value}</v></c>')
        parts.append(f'<row r="{r}">{"".join(cells)}</row>')
    parts.append("</sheetData></worksheet>")
    return "".join(parts).encode("utf-8")


def shared_strings_xml(strings: dict[str, int], prolog: str = "") -> bytes:
    items = "".join(f'<si><t xml:space="preserve">{escape(s)}</t></si>' for s in strings)
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' + prolog
    return f'{head}<sst {_NS} count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>'.encode()


def workbook_bytes(
    sheets: Sequence[tuple[str, Sequence[Sequence[Cell]]]],
    *,
    dimension: str | None = None,
    parts: dict[str, bytes] | None = None,
) -> bytes:
    """An XLSX of the named sheets; `dimension` is written into every sheet's header (None: a true one
    is left out, as some generators do); `parts` replaces or adds raw members (a hostile sheet)."""
    strings: dict[str, int] = {}
    members: dict[str, bytes] = {}
    for n, (_name, rows) in enumerate(sheets, start=1):
        members[f"xl/worksheets/sheet{n}.xml"] = sheet_xml(rows, strings, dimension=dimension)
    members["xl/sharedStrings.xml"] = shared_strings_xml(strings)
    sheet_entries = "".join(
        f'<sheet name="{escape(name)}" sheetId="{n}" r:id="rId{n}"/>' for n, (name, _) in enumerate(sheets, 1)
    )
    members["xl/workbook.xml"] = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook {_NS} {_R_NS}>'
        f"<sheets>{sheet_entries}</sheets></workbook>"
    ).encode()
    rels = "".join(
        f'<Relationship Id="rId{n}" Type="{_REL}/worksheet" Target="worksheets/sheet{n}.xml"/>'
        for n in range(1, len(sheets) + 1)
    )
    strings_id = len(sheets) + 1
    rels += f'<Relationship Id="rId{strings_id}" Type="{_REL}/sharedStrings" Target="sharedStrings.xml"/>'
    members["xl/_rels/workbook.xml.rels"] = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}'
        "</Relationships>"
    ).encode()
    members["_rels/.rels"] = _ROOT_RELS.encode()
    types = "".join(_SHEET_TYPE.format(n=n) for n in range(1, len(sheets) + 1))
    members["[Content_Types].xml"] = _CONTENT_TYPES.format(sheets=types).encode()
    members.update(parts or {})
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()
