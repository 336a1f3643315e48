"""Every regulation code the code cites has a line in docs/glossary.md, so a reader without the spec folder
can follow a comment."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
CODE = re.compile(r"(?<![\w.])(G\d{1,2}a?|A\d{1,2}b?|00[0-4]:\d{1,3})(?![\w:])")


def _listed() -> set[str]:
    return set(re.findall(r"^\| ([^ |]+) \|", GLOSSARY.read_text(encoding="utf-8"), flags=re.MULTILINE))


def _cited() -> dict[str, str]:
    cited: dict[str, str] = {}
    files = [*ROOT.glob("mafia_desk/**/*.py"), *ROOT.glob("tests/**/*.py"), *ROOT.glob("docs/*.md")]
    for path in files:
        if path == GLOSSARY or "forms" in path.parts:
            continue
        for code in CODE.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(code, str(path.relative_to(ROOT)))
    return cited


def test_every_cited_code_is_in_the_glossary() -> None:
    listed = _listed()
    missing = {code: where for code, where in _cited().items() if code not in listed}
    assert not missing, f"codes cited but not in docs/glossary.md: {missing}"


def test_the_scan_sees_the_citations() -> None:
    # The scan itself must find what the code is known to cite, or the test above could pass on nothing.
    cited = _cited()
    assert {"G5", "G18", "A35", "A44"} <= cited.keys()
    assert any(code.startswith("00") for code in cited)
