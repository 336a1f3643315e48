"""packaging/icu_trim.py keeps ICU's data for English, Russian and the root, and of it what Qt asks ICU for
(collation, time zone names, the converters a Russian club's old files may be in, properties and
normalisation); it drops other locales, transliterators, the other legacy converters, and the families Qt
never reads (break iterators with their dictionaries, currency, unit and language names, spelled-out
numbers, character names, confusables, UTS #46). The trimmed library itself is checked in the bundle by
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
        "zone/ru.res",
        "region/ru.res",
        "zone/pool.res",
        "uprops.icu",
        "nfc.nrm",
        "nfkc.nrm",
        "likelySubtags.res",
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
        "curr/en.res",
        "curr/pool.res",
        "lang/ru.res",
        "unit/en.res",
        "rbnf/ru.res",
        "brkitr/cjdict.dict",
        "brkitr/root.res",
        "brkitr/word.brk",
        "unames.icu",
        "confusables.cfu",
        "uts46.nrm",
    ],
)
def test_dropped(item: str) -> None:
    assert icu_trim.unwanted(item)
