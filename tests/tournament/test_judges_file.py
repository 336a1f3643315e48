"""Our exchange-file keys for judges (docs/tournament-format.md, "judges at the tables"): the documented
example is read and written back, through the store too, and every broken rule rejects the whole file with
one `invalid:` line (exit 2 on the command line)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.store import open_store
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict

DOC = Path(__file__).resolve().parents[2] / "docs" / "tournament-format.md"


def documented() -> dict[str, Any]:
    """The organiser fixture with the page's `judge_details`, and judges on round 1's draw as documented."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Our extension: judges at the tables") :]
    block = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert block is not None
    keys = json.loads("{" + block.group(1) + "}")
    data: dict[str, Any] = json.loads(
        (EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8")
    )
    data["judge_details"] = keys["judge_details"]
    data["draws"][0]["judges"] = keys["draws"][0]["judges"]
    return data


def error_of(data: object) -> str:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(data)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_the_documented_example_is_read_and_written_back() -> None:
    data = documented()
    t = load_tournament(data)
    anna = t.judge_list[1]
    assert (anna.name, anna.club, anna.city, anna.player) == ("Anna Richter", "Cosa Nostra", None, "p21")
    first = t.draw_of("qualifying", 1)
    assert first is not None and first.judges == ("Игорь Судьин", None)
    assert first.judge_of(1) == "Игорь Судьин" and first.judge_of(2) is None and first.judge_of(3) is None
    out = tournament_to_dict(t)
    assert out == data
    keys = list(out)
    assert keys.index("judge_details") == keys.index("judges") + 1
    assert list(out["draws"][0])[-1] == "judges"  # type: ignore[index]
    assert "judges" not in out["draws"][1]  # type: ignore[index]


def test_unknown_keys_inside_a_judge_are_kept() -> None:
    data = documented()
    data["judge_details"][0]["phone"] = "+7 900"
    assert tournament_to_dict(load_tournament(data))["judge_details"] == data["judge_details"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(judge_details={"name": "x"}), "invalid: file: 'judge_details' must be a list"),
        (lambda d: d["judge_details"].append("Пётр"), "judge_details[2] must be a JSON object, not 'Пётр'"),
        (lambda d: d["judge_details"][0].pop("name"), "invalid: file: judge_details[0]: 'name' is missing"),
        (lambda d: d["judge_details"][0].update(club=5), "judge_details[0]: 'club' must be a string, not 5"),
        (lambda d: d["judge_details"][1].update(player="p99"), "judge_details[1]: unknown player 'p99'"),
        (lambda d: d["judge_details"][1].update(name="Пётр"), "judge_details[1]: 'Пётр' is not in 'judges'"),
        (
            lambda d: d["judge_details"][1].update(name="Игорь Судьин"),
            "judge_details[1]: 'Игорь Судьин' is described twice",
        ),
        (
            lambda d: d["judges"].append("Anna Richter"),
            "invalid: file: judge 'Anna Richter' is listed twice in 'judges'",
        ),
        (
            lambda d: d["draws"][0].update(judges=["Игорь Судьин"]),
            "invalid: stage qualifying: draw of round 1: 'judges' has 1 entries for 2 tables",
        ),
        (
            lambda d: d["draws"][0].update(judges=["Игорь Судьин", "Пётр"]),
            "invalid: stage qualifying: draw of round 1, table 2: 'Пётр' is not in 'judges'",
        ),
        (
            lambda d: d["draws"][0].update(judges=["Anna Richter", "Anna Richter"]),
            "draw of round 1: judge 'Anna Richter' is assigned to two tables",
        ),
        (
            lambda d: d["draws"][0].update(judges=[1, None]),
            "draw of round 1: judges[0] must be a judge's name or null, not 1",
        ),
        (
            lambda d: d["draws"][0].update(judges="Anna Richter"),
            "draw of round 1: 'judges' must be a list of names or nulls, not 'Anna Richter'",
        ),
    ],
)
def test_a_broken_rule_rejects_the_file(change: Any, message: str) -> None:
    data = copy.deepcopy(documented())
    change(data)
    assert message in error_of(data)


def test_the_store_keeps_them_and_the_cli_refuses_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    db = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", db)
    bad = documented()
    bad["draws"][0]["judges"] = ["Игорь Судьин"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad, ensure_ascii=False), encoding="utf-8")
    assert main(["import", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "invalid: stage qualifying: draw of round 1: 'judges' has 1 entries for 2 tables\n"
    good = tmp_path / "good.json"
    good.write_text(json.dumps(documented(), ensure_ascii=False), encoding="utf-8")
    assert main(["import", str(good)]) == 0
    tid = capsys.readouterr().out.strip()
    out = tmp_path / "out.json"
    assert main(["export", tid, "-o", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == documented()
    # the same file again merges to nothing; other judge details conflict, shown with both
    store = open_store(db)
    try:
        again = documented()
        store.import_tournament(again)
        assert store.export_tournament(int(tid)) == documented()
        other = documented()
        other["judge_details"][0]["club"] = "Другой клуб"
        with pytest.raises(Exception, match="judge_details"):
            store.import_tournament(other)
    finally:
        store.close()
