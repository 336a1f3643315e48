"""packaging/icu_trim.py keeps ICU's data for English, Russian and the root, and everything that is no
locale's (properties, normalisation, collation base, rules); it drops other locales, transliterators and the
legacy converters a Russian club has no files in. The trimmed library itself is checked in the bundle by
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
