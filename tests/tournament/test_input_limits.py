"""The input limits (issue 10, item 8) at the exchange file's entry points: `load_tournament` for documents
the GUI and the store build, `standings` for files; and docs/store.md listing every limit with its value."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.inputs import limits
from mafia_desk.inputs.json_file import JsonInputError, loads_checked
from mafia_desk.tournament import TournamentFileError, load_tournament

ROOT = Path(__file__).parents[2]
EXAMPLE = json.loads((EXCHANGE / "fiim.json").read_text(encoding="utf-8"))


def _doc(**top: Any) -> dict[str, Any]:
    doc: dict[str, Any] = copy.deepcopy(EXAMPLE)
    doc.update(top)
    return doc


def test_every_limit_is_documented_with_its_value() -> None:
    text = (ROOT / "docs" / "store.md").read_text(encoding="utf-8")
    section = text[text.index("## Input limits") :]
    names = [n for n in vars(limits) if n.isupper() and not n.startswith("_")]
    assert len(names) >= 12
    for name in names:
        value: int = getattr(limits, name)
        assert f"`{name}`" in section, name
        shown = f"{value // 2**20} MB" if name == "MAX_FILE_BYTES" else f"{value:,}"
        assert re.search(rf"\b{re.escape(shown)}\b", section), (name, shown)


@pytest.mark.parametrize(
    ("document", "expected"),
    [
        (_doc(name="T\ud800"), "invalid: file: a text holds a lone surrogate (\\ud800)"),
        (_doc(x={"k\x00": 1}), "invalid: file: a text holds a NUL character"),
        (_doc(x=json.loads("[" * 33 + "]" * 33)), "invalid: file: arrays or objects nested deeper than 32"),
        (_doc(x=[float("nan")]), "invalid: file: nan is not a JSON number"),
        # Strings are checked in batches, joined: a high surrogate ending one string and a low one starting
        # the next are two lone surrogates, not a pair; a bad string among thousands is still found.
        (_doc(x=["a\ud83d", "\ude00b"]), "invalid: file: a text holds a lone surrogate (\\ud83d)"),
        (_doc(x=["fine"] * 9000 + ["bad\x00"] + ["fine"] * 9000), "invalid: file: a text holds a NUL"),
        (_doc(x=["a\ud800", [float("nan")]]), "invalid: file: a text holds a lone surrogate (\\ud800)"),
        (_doc(x={"y": float("-inf")}), "invalid: file: -inf is not a JSON number"),
    ],
)
def test_documents_built_in_code_are_checked_like_files(document: dict[str, Any], expected: str) -> None:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(document)
    assert str(info.value).startswith(expected)


def test_the_file_cap_is_checked_before_reading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.json"
    with path.open("wb") as fh:
        fh.truncate(limits.MAX_FILE_BYTES + 1)
    assert main(["standings", str(path)]) == 2
    assert capsys.readouterr().err == "invalid: file: larger than 64 MB, the most an input file may be\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[" * (limits.MAX_JSON_DEPTH + 1) + "]" * (limits.MAX_JSON_DEPTH + 1), "nested deeper than 32"),
        ("[" * limits.MAX_JSON_DEPTH + "]" * limits.MAX_JSON_DEPTH, None),
        ("9" * limits.MAX_INT_DIGITS, None),
        ("-" + "9" * (limits.MAX_INT_DIGITS + 1), "more than 4,300 digits"),
        ("[1e308, -1e308]", None),
        ("[1e309]", "the number 1e309 is too large"),
        ('{"\\udfff": 1}', "lone surrogate (\\udfff)"),
        ('"\\ud83d\\ude00"', None),  # a surrogate pair is one character
    ],
)
def test_the_reader_limits_at_their_edges(text: str, expected: str | None) -> None:
    if expected is None:
        loads_checked(text)
        return
    with pytest.raises(JsonInputError, match=re.escape(expected)):
        loads_checked(text)


@pytest.mark.parametrize(
    ("where", "value"),
    [
        ("game seat", "x" * 1_000_000),
        ("game stage", "s" * 1_000_000),
        ("absence player", "p" * 1_000_000),
        ("game round", 10**4000),
        ("game seat", "p\x00"),
    ],
)
def test_a_huge_value_from_the_file_makes_a_short_message(where: str, value: object) -> None:
    doc = _doc()
    if where == "game seat":
        doc["games"][0]["players"][2] = value
    elif where == "game stage":
        doc["games"][0]["stage"] = value
    elif where == "game round":
        doc["games"][0]["round"] = value
    else:
        doc["absences"].append({"player": value, "stage": "qualifying", "round": 1, "kind": "bye"})
    with pytest.raises(TournamentFileError) as info:
        load_tournament(doc)
    message = str(info.value)
    assert message.startswith("invalid: ") and len(message) < 300, message[:400]
    assert "\n" not in message and "\x00" not in message


@pytest.mark.parametrize("round_text", ["9" * 5000, "²", "١", "1001", "0", "-1", " 1"])
def test_standings_after_a_round_no_file_has_is_a_line(
    round_text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = EXCHANGE / "fiim.json"
    assert main(["standings", str(path), "--after", f"qualifying:{round_text}"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert "the round must be a whole number 1..1,000" in captured.err and len(captured.err) < 200


def test_an_integer_too_long_for_str_in_a_built_document_is_refused() -> None:
    doc = _doc()
    doc["games"][0]["table"] = 10**10_000  # no file can hold it: only code builds it
    with pytest.raises(TournamentFileError, match="'table' must be <= 1,000, not an integer of more than"):
        load_tournament(doc)
