"""A smaller ICU data library for the bundle: the locale data of English and Russian only (and the root
everything falls back to), and of that only what Qt asks ICU for: collation, time zone names and the
Cyrillic and Central European legacy converters.

Qt calls ICU for nothing else (`nm -D --undefined-only` over libQt6*.so: ucol_*, ucal_* for time zones,
ucnv_*, u_strToUpper/Lower, whose case data is compiled into libicuuc). So the break iterators go with their
dictionaries (QTextBoundaryFinder and text layout find boundaries with Qt's own tables: checked on Thai,
Chinese, Lao, Japanese and Russian text), and so do the transliterators, currency, unit and language
display names, spelled-out numbers, Unicode character names, the spoof checker's confusables and IDNA's
UTS #46 data (QUrl has its own).

Qt links ICU (libicuuc, libicui18n) for locale-aware collation, case mapping and codecs; the app asks ICU for
none of that beyond English and Russian, yet PySide6 ships ICU's whole data, libicudata.so.73, 31 MiB: every
locale's currencies, units, time zone and language names. This script takes the data out of that library
(the one symbol `icudt<NN>_dat`), drops items with ICU's own `icupkg`, and links the rest into a library of
the same name and symbol. Run by packaging/mafia_desk.spec on Linux when `icupkg` (Debian: icu-devtools) and
a C compiler are there; otherwise the spec keeps the original library (bigger, same behaviour).

    python packaging/icu_trim.py SOURCE_LIB WORK_DIR    # prints the new library's path
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

# Locale-specific items are kept for these languages and their regional variants (en_GB, ru_UA...).
LANGUAGES = ("en", "ru")
# Whole families of items Qt never asks ICU for (the docstring above says why each goes); region names stay:
# a time zone's generic location name is made of them.
DROP_PREFIXES = ("translit/", "brkitr/", "curr/", "unit/", "lang/", "rbnf/")
DROP_ITEMS = {"unames.icu", "confusables.cfu", "uts46.nrm"}
# Legacy converters go, but for the Cyrillic and Central European ones a club's old files may be in
# (windows-1250..1258, KOI8-R, KOI8-U, ISO 8859-2 and -5); UTF-8/16/32 and Latin-1 are Qt's own.
KEEP_CONVERTERS = re.compile(r"^(cnvalias\.icu|ibm-(534[6-9]|535[0-4]|878|1168|912|915)_P100-\d+\.cnv)$")
LOCALE_TREES = ("", "curr/", "lang/", "region/", "unit/", "zone/", "coll/", "rbnf/", "brkitr/")
LOCALE_ITEM = re.compile(r"^(?P<tree>(?:[a-z]+/)?)(?P<locale>[a-z]{2,3}(?:_[A-Za-z0-9]*)*)\.res$")
KEEP_ALWAYS = {
    "root.res",
    "pool.res",
    "res_index.res",
    "supplementalData.res",
    "metadata.res",
    "tzdbNames.res",
}


def data_symbol(lib: Path) -> tuple[str, int, int]:
    """(symbol, file offset, size) of ICU's data in the library."""
    symbols = subprocess.run(["readelf", "-sW", str(lib)], capture_output=True, text=True, check=True).stdout
    m = re.search(
        r"^\s*\d+:\s+([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+(icudt\d+_dat)$",
        symbols,
        re.M,
    )
    if m is None:
        raise SystemExit(f"{lib}: no icudt*_dat symbol")
    address, size, name = int(m.group(1), 16), int(m.group(2), 0), m.group(3)
    sections = subprocess.run(["readelf", "-SW", str(lib)], capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        parts = line.replace("[ ", "[").split()
        if len(parts) > 5 and parts[1] == ".rodata":
            section_address, section_offset = int(parts[3], 16), int(parts[4], 16)
            return name, address - section_address + section_offset, size
    raise SystemExit(f"{lib}: no .rodata section")


def unwanted(item: str) -> bool:
    if item.startswith(DROP_PREFIXES) or item in DROP_ITEMS:
        return True
    if item.endswith(".cnv") and not KEEP_CONVERTERS.match(item):
        return True
    name = item.rsplit("/", 1)[-1]
    if name in KEEP_ALWAYS:
        return False
    m = LOCALE_ITEM.match(item)
    if m is None or m.group("tree") not in LOCALE_TREES:
        return False  # not a locale's bundle (properties, normalisation, rules): kept
    return m.group("locale").split("_")[0] not in LANGUAGES


def trim(source: Path, work: Path) -> Path:
    work.mkdir(parents=True, exist_ok=True)
    symbol, offset, size = data_symbol(source)
    full = work / f"{symbol[:-4]}l.dat"
    with source.open("rb") as f:
        f.seek(offset)
        full.write_bytes(f.read(size))
    items = subprocess.run(
        ["icupkg", "-l", str(full)], capture_output=True, text=True, check=True
    ).stdout.split()
    drop = [item for item in items if unwanted(item)]
    listing = work / "drop.txt"
    listing.write_text("\n".join(drop) + "\n", encoding="utf-8")
    # The package keeps ICU's own name (icudt73l): ICU finds its items under that name, and icupkg names the
    # package it writes after the output file.
    small = work / "trimmed" / full.name
    small.parent.mkdir(exist_ok=True)
    subprocess.run(["icupkg", "-r", str(listing), str(full), str(small)], check=True, capture_output=True)
    assembly = work / "icudata.S"
    assembly.write_text(
        "\n".join(
            [
                '.section .rodata, "a"',
                f".globl {symbol}",
                f".type {symbol}, @object",
                ".balign 16",
                f"{symbol}:",
                f'.incbin "{small}"',
                f".size {symbol}, . - {symbol}",
                '.section .note.GNU-stack, "", @progbits',
                "",
            ]
        ),
        encoding="utf-8",
    )
    out = work / source.name
    compiler = shutil.which("cc") or shutil.which("gcc") or "cc"
    subprocess.run(
        [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{source.name}", "-o", str(out), str(assembly)],
        check=True,
        capture_output=True,
    )
    print(f"icu_trim: {len(drop)} of {len(items)} items dropped; {size:,} -> {out.stat().st_size:,} bytes")
    return out


def available() -> bool:
    return (
        sys.platform.startswith("linux")
        and all(shutil.which(t) for t in ("icupkg", "readelf"))
        and bool(shutil.which("cc") or shutil.which("gcc"))
    )


if __name__ == "__main__":
    print(trim(Path(sys.argv[1]), Path(sys.argv[2])))
