"""Every text the GUI translates is one lupdate can find in the context it is looked up in.

lupdate reads `self.tr("…")`, `QCoreApplication.translate("Context", "…")` and `QT_TRANSLATE_NOOP`; a
module's own alias `tr("…")` or `_tr("…")` is filed under the empty context (or not at all), so its text
shows in English under the Russian interface while every translation test passes. Aliases may take a marked
text, never a literal: this test finds the literals."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALIASED = re.compile(r'(?<![\w.])_?tr\("[^"]*"\)')


def test_no_translation_alias_is_called_with_a_literal_text() -> None:
    offenders = []
    for folder in ("gui", "reports"):
        for path in sorted((ROOT / "mafia_desk" / folder).rglob("*.py")):
            if "forms" in path.parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if ALIASED.search(line) and not line.lstrip().startswith("def "):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "use self.tr or QCoreApplication.translate(context, …):\n" + "\n".join(offenders)
