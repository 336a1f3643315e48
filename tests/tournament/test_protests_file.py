"""The exchange file's `protests` key (docs/tournament-format.md): the documented example is read and written
back, `--explain` names the protest behind a correction, and every broken rule of the table rejects the whole
file with one `invalid:` line (exit 2 on the command line)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict

DOC = Path(__file__).resolve().parents[2] / "docs" / "tournament-format.md"


def documented() -> dict[str, Any]:
    """The spec's white-nights example with the `protests` and `corrections` of the documented example."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## `protests`") :]
    block = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert block is not None
    keys = json.loads("{" + block.group(1) + "}")
    data: dict[str, Any] = json.loads((EXCHANGE / "white-nights-2016.json").read_text(encoding="utf-8"))
    data.update(keys)
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
    first, second = t.protests
    assert (first.id, first.slot, first.by, first.filed_as, first.status) == (
        "pr1",
        ("qualifying", 1, 1),
        "p04",
        "player",
        "upheld",
    )
    assert [r.decision for r in first.rulings] == ["rejected", "upheld"]
    assert (second.filed_as, second.status, second.rulings) == ("captain", "open", ())
    assert t.protest_of(t.corrections[0]) == first
    out = tournament_to_dict(t)
    assert out["protests"] == data["protests"]
    assert out["corrections"] == data["corrections"]
    assert load_tournament(out) == t
    # Without the key the file has none, and export writes none.
    del data["protests"], data["corrections"]
    assert "protests" not in tournament_to_dict(load_tournament(data))


def test_unknown_keys_inside_a_protest_and_a_ruling_are_kept() -> None:
    data = documented()
    data["protests"][0]["x_video"] = {"url": "file:///v.mp4"}
    data["protests"][0]["rulings"][1]["x_note"] = 1
    out = tournament_to_dict(load_tournament(data))
    assert out["protests"][0]["x_video"] == {"url": "file:///v.mp4"}  # type: ignore[index]
    assert out["protests"][0]["rulings"][1]["x_note"] == 1  # type: ignore[index]


def test_explain_names_the_upheld_protest(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(documented(), ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path), "--explain", "p04"]) == 0
    out = capsys.readouterr().out
    assert "game (qualifying, 1, 1) voided by Главный судья" in out
    assert (
        "after protest pr1 by GoX at 2016-06-10T15:42:10+03:00: Голосование объявлено до окончания "
        "последней речи; upheld by Главный судья at 2016-06-10T17:30:00+03:00: Видеозапись: речь прервана"
    ) in out


def _set(path: str, value: object) -> Any:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if value is _DELETE:
            del target[int(last) if last.isdigit() else last]
        else:
            target[int(last) if last.isdigit() else last] = value

    return change


_DELETE = object()
G11 = "invalid: game (qualifying, 1, 1): protest pr1: "


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (_set("protests", {"id": "pr1"}), "invalid: file: 'protests' must be a list, not an object"),
        (_set("protests.0", "pr1"), "invalid: file: protests[0] must be a JSON object"),
        (_set("protests.0.id", _DELETE), "invalid: game (qualifying, 1, 1): protests[0]: 'id' is missing"),
        (_set("protests.0.id", ""), "invalid: game (qualifying, 1, 1): protests[0]: 'id' must not be empty"),
        (_set("protests.1.id", "pr1"), "invalid: file: two protests share the id 'pr1'"),
        (
            _set("protests.0.stage", "semi"),
            G11.replace("qualifying", "semi") + "a protest on a game that is not",
        ),
        (_set("protests.0.round", 1.0), G11.replace("1, 1", "1.0, 1") + "'round' must be a JSON integer"),
        (_set("protests.0.table", 7), G11.replace("1, 1)", "1, 7)") + "a protest on a game that is not in"),
        (_set("protests.0.by", _DELETE), G11 + "'by' is missing"),
        (_set("protests.0.by", "p99"), G11 + "filed by an unknown player 'p99'"),
        (_set("protests.0.by", "p14"), G11 + "filed by p14, who did not play this game"),
        (_set("protests.0.as", "coach"), G11 + "'as' must be one of player, captain, not 'coach'"),
        (_set("protests.0.text", "  "), G11 + "'text' must not be empty"),
        (_set("protests.0.text", 5), G11 + "'text' must be a string, not 5"),
        (_set("protests.0.at", "10.06.2016 15:42"), G11 + "'at' must be an ISO date and time"),
        (_set("protests.0.at", _DELETE), G11 + "'at' is missing"),
        (_set("protests.0.rulings", {}), G11 + "'rulings' must be a list, not an object"),
        (_set("protests.0.rulings.0", []), G11 + "rulings[0] must be a JSON object"),
        (
            _set("protests.0.rulings.0.decision", "partly"),
            G11 + "rulings[0]: 'decision' must be one of upheld",
        ),
        (_set("protests.0.rulings.1.reason", ""), G11 + "rulings[1]: 'reason' must not be empty"),
        (_set("protests.0.rulings.1.by", _DELETE), G11 + "rulings[1]: 'by' is missing"),
        (_set("protests.0.rulings.1.at", "yesterday"), G11 + "rulings[1]: 'at' must be an ISO date and time"),
        (_set("protests.0.rulings", [{}] * 101), G11 + "101 rulings; at most 100"),
        (
            _set("corrections.0.protest", "pr9"),
            "invalid: game (qualifying, 1, 1): correction: 'protest' names no protest of the file: 'pr9'",
        ),
        (_set("corrections.0.protest", 1), "correction: 'protest' names no protest of the file: 1"),
        (_set("protests.0.rulings", []), "correction: protest pr1 was never upheld"),
    ],
)
def test_a_broken_protest_rejects_the_whole_file(change: Any, expected: str) -> None:
    data = documented()
    change(data)
    assert error_of(data).startswith(expected) or expected in error_of(data)


def test_a_correction_naming_a_protest_of_another_game_is_refused() -> None:
    data = documented()
    data["protests"][1]["rulings"] = copy.deepcopy(data["protests"][0]["rulings"])
    data["corrections"][0]["protest"] = "pr2"
    assert "correction: protest pr2 is on game (qualifying, 2, 1)" in error_of(data)


def test_a_captain_and_a_player_of_a_corrected_game_may_file() -> None:
    data = documented()
    data["protests"][1]["as"] = None  # null: a player; p07 did not play round 2's game
    assert "filed by p07, who did not play this game" in error_of(data)
    data["protests"][1]["as"] = "captain"
    assert load_tournament(data).protests[1].filed_as == "captain"


def test_cli_import_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{tmp_path / 'desk.sqlite3'}")
    data = documented()
    data["protests"][0]["rulings"][0]["decision"] = "maybe"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["import", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "invalid: game (qualifying, 1, 1): protest pr1: rulings[0]: 'decision' must be one of upheld, "
        "rejected, not 'maybe'\n"
    )
    good = tmp_path / "good.json"
    good.write_text(json.dumps(documented(), ensure_ascii=False), encoding="utf-8")
    assert main(["import", str(good)]) == 0
    tid = capsys.readouterr().out.strip()
    out = tmp_path / "out.json"
    assert main(["export", tid, "-o", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["protests"] == documented()["protests"]
