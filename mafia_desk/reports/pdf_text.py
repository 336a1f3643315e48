"""The text of a PDF that this app wrote (QPdfWriter), read back without poppler: for `--self-test`, which
must check its protocol and standings PDFs inside the frozen bundle, where no `pdftotext` can be assumed.

It reads what Qt writes and nothing more: objects `N 0 obj ... endobj`, Flate-compressed streams, Type0 fonts
with a /ToUnicode CMap (bfchar and bfrange), and the text operators Tf, Tj and TJ with hex strings. It is not
a general PDF reader; a PDF it cannot read gives less text, and the self-test fails on the missing words.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

_OBJECT = re.compile(rb"(\d+)\s+0\s+obj\b(.*?)\bendobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*)\r?\nendstream", re.S)
_REF = r"(\d+)\s+0\s+R"
_HEX = re.compile(r"<([0-9A-Fa-f\s]*)>")
_RANGE = re.compile(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[.*?\]|<[0-9A-Fa-f]+>)", re.S)
_TOKEN = re.compile(r"/(\S+?)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9A-Fa-f\s]*)>\s*Tj|(ET)\b", re.S)


def _objects(data: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in _OBJECT.finditer(data)}


def _stream(body: bytes) -> bytes:
    m = _STREAM.search(body)
    if m is None:
        return b""
    raw = m.group(1)
    if b"FlateDecode" not in body[: m.start()]:
        return raw
    try:
        return zlib.decompressobj().decompress(raw)
    except zlib.error:
        return b""


def _cmap(text: str) -> dict[str, str]:
    """A ToUnicode CMap as {glyph code (hex, upper case): text}."""
    out: dict[str, str] = {}
    for block in re.findall(r"beginbfchar(.*?)endbfchar", text, re.S):
        pairs = _HEX.findall(block)
        for code, uni in zip(pairs[0::2], pairs[1::2], strict=False):
            out[code.upper()] = _utf16(uni)
    for block in re.findall(r"beginbfrange(.*?)endbfrange", text, re.S):
        for low_hex, high_hex, target in _RANGE.findall(block):
            low, high, width = int(low_hex, 16), int(high_hex, 16), len(low_hex)
            if target.startswith("["):  # one text per code
                for code, uni in zip(range(low, high + 1), _HEX.findall(target), strict=False):
                    out[f"{code:0{width}X}"] = _utf16(uni)
            else:  # consecutive code points from the first
                first = _utf16(target.strip("<>"))
                for i, code in enumerate(range(low, high + 1)):
                    out[f"{code:0{width}X}"] = first[:-1] + chr(ord(first[-1]) + i) if first else ""
    return out


def _utf16(hex_text: str) -> str:
    try:
        return bytes.fromhex(hex_text).decode("utf-16-be")
    except ValueError:
        return ""


def _fonts(objects: dict[int, bytes]) -> dict[int, dict[str, str]]:
    """Each font object with a ToUnicode CMap: its number -> its CMap."""
    fonts: dict[int, dict[str, str]] = {}
    for number, body in objects.items():
        m = re.search(rb"/ToUnicode\s+" + _REF.encode(), body)
        if m is not None and b"/Font" in body:
            fonts[number] = _cmap(_stream(objects.get(int(m.group(1)), b"")).decode("latin-1"))
    return fonts


def _font_names(objects: dict[int, bytes]) -> dict[str, int]:
    """Resource names of fonts (/F11 -> object 11) from every /Font dictionary."""
    names: dict[str, int] = {}
    for body in objects.values():
        for block in re.findall(rb"/Font\s*<<(.*?)>>", body, re.S):
            for name, ref in re.findall(rb"/(\S+?)\s+" + _REF.encode(), block):
                names[name.decode("latin-1")] = int(ref)
    return names


def _decode(hex_text: str, cmap: dict[str, str]) -> str:
    digits = re.sub(r"\s", "", hex_text).upper()
    return "".join(cmap.get(digits[i : i + 4], "") for i in range(0, len(digits), 4))


def pdf_text(path: str | Path) -> str:
    """The text of every page, in drawing order; runs of text separated by newlines."""
    objects = _objects(Path(path).read_bytes())
    fonts = _fonts(objects)
    names = _font_names(objects)
    pieces: list[str] = []
    for body in objects.values():
        if b"/Font" in body or b"/ToUnicode" in body:
            continue
        content = _stream(body).decode("latin-1")
        if " Tj" not in content and "TJ" not in content:
            continue
        cmap: dict[str, str] = {}
        for m in _TOKEN.finditer(content):
            font, array, single, move = m.groups()
            if font is not None:
                cmap = fonts.get(names.get(font, -1), {})
            elif array is not None:
                pieces.append("".join(_decode(h, cmap) for h in _HEX.findall(array)))
            elif single is not None:
                pieces.append(_decode(single, cmap))
            elif move == "ET":
                pieces.append("\n")
    return re.sub(r"\n+", "\n", "".join(pieces)).strip()
