"""packaging/icu_trim.py keeps ICU's data for English, Russian and the root, and everything that is no
locale's (properties, normalisation, collation base, rules); it drops other locales, transliterators and the
legacy converters a Russian club has no files in, and the word-break dictionaries (Qt does not use them),
rebuilding the root break bundle that names them. The trimmed library itself is checked in the bundle by
`--self-test` (its ICU step: Russian collation, time zone names, windows-1251)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "icu_trim.py"
spec = importlib.util.spec_from_file_location("icu_trim", SCRIPT)
assert spec is not None and spec.loader is not None
icu_trim = importlib.util.module_from_spec(spec)
spec.loader.exec_module(icu_trim)


@pytest.mark.parametrize(
    "item",
    [
        "ru.res",
        "ru_UA.res",
        "en_GB.res",
        "root.res",
        "pool.res",
        "res_index.res",
        "coll/ru.res",
        "coll/root.res",
        "coll/ucadata.icu",
        "curr/en.res",
        "zone/ru.res",
        "zone/pool.res",
        "uprops.icu",
        "nfc.nrm",
        "brkitr/cjdict.dict",
        "brkitr/root.res",
        "cnvalias.icu",
        "ibm-5347_P100-1998.cnv",
        "ibm-878_P100-1996.cnv",
        "supplementalData.res",
        "metaZones.res",
        "zoneinfo64.res",
    ],
)
def test_kept(item: str) -> None:
    assert not icu_trim.unwanted(item)


@pytest.mark.parametrize(
    "item",
    [
        "de.res",
        "zh_Hant_TW.res",
        "coll/de_.res",
        "coll/zh.res",
        "lang/fr.res",
        "unit/ja.res",
        "rbnf/ar.res",
        "translit/root.res",
        "gb18030.cnv",
        "ibm-943_P15A-2003.cnv",
        "curr/yue_Hans.res",
    ],
)
def test_dropped(item: str) -> None:
    assert icu_trim.unwanted(item)


DERB_BREAK_ROOT = """// -*- Coding: UTF-8; -*-
root{
    %%DEPENDENCY{
        "char.brk",
        "word.brk",
        "cjdict.dict",
        "thaidict.dict",
    }
    Version { "43.1" }
    boundaries{
        grapheme { "char.brk" }
        word { "word.brk" }
    }
    dictionaries{
        Hani { "cjdict.dict" }
        Thai { "thaidict.dict" }
    }
    lstm{
        Thai { "Thai_graphclust_model4_heavy.res" }
    }
}
"""


def test_the_break_root_loses_its_dictionaries_and_keeps_its_rules() -> None:
    text = icu_trim.break_root_without_dictionaries(DERB_BREAK_ROOT)
    assert "dict" not in text
    for kept in ('"char.brk",', '"word.brk",', 'word { "word.brk" }', "lstm{", 'Version { "43.1" }'):
        assert kept in text
    assert text.count("{") == text.count("}")


def test_a_break_root_without_one_dictionaries_table_is_refused() -> None:
    without = DERB_BREAK_ROOT.split("    dictionaries{")[0] + "}\n"
    with pytest.raises(SystemExit, match="0 dictionaries tables"):
        icu_trim.break_root_without_dictionaries(without)


@pytest.mark.parametrize(
    ("item", "dictionary"),
    [
        ("brkitr/cjdict.dict", True),
        ("brkitr/burmesedict.dict", True),
        ("brkitr/root.res", False),
        ("brkitr/word.brk", False),
        ("unames.icu", False),
    ],
)
def test_the_word_break_dictionaries_are_told_apart(item: str, dictionary: bool) -> None:
    assert bool(icu_trim.DICTIONARY.match(item)) is dictionary
