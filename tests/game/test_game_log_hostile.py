"""Hostile game logs (issue 10, items 9 and 11): `replay` refuses each in one line, exit 2, never a traceback.

A log's `ruleset` names a preset, never a path; a broken preset file is a line; `version` is a JSON integer
of a version this program reads; and the file is read within the input limits.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import GAME_LOGS

from mafia_desk.cli import main
from mafia_desk.game import LOG_VERSIONS, GameLogError, game_from_log_dict, load_game_log
from mafia_desk.inputs import limits
from mafia_desk.rulesets import files as rulesets

LOG = GAME_LOGS / "01-red-win-fiim.json"


def _log(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(LOG.read_text(encoding="utf-8"))
    data.update(changes)
    return data


def _replay(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """The one line `replay` printed on stderr, after checking it refused the log with exit 2."""
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: "), captured.err
    return lines[0]


def _write(tmp_path: Path, content: str | bytes | dict[str, Any]) -> Path:
    path = tmp_path / "game.json"
    if isinstance(content, dict):
        content = json.dumps(content, ensure_ascii=False)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def test_a_ruleset_path_never_reaches_the_file_system(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The evil file sits where `../` from the presets folder leads; its values must not be read or echoed."""
    evil = tmp_path / "evil.toml"
    evil.write_text('[game]\nspeech_seconds = "SECRET-VALUE"\n', encoding="utf-8")
    up = "../" * (len(rulesets.rulesets_dir().resolve().parts) - 1)
    target = f"{up}{str(evil.with_suffix('')).lstrip('/')}"
    assert (rulesets.rulesets_dir() / f"{target}.toml").resolve() == evil.resolve()
    for ruleset in (target, str(evil.with_suffix("")), "fiim/../fiim", "FIIM", " fiim"):
        line = _replay(_write(tmp_path, _log(ruleset=ruleset)), capsys)
        assert "unknown ruleset" in line and "SECRET" not in line
        assert "known: " in line


def test_a_broken_preset_file_is_a_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    presets = tmp_path / "rulesets"
    presets.mkdir()
    (presets / "fiim.toml").write_bytes((rulesets.rulesets_dir() / "fiim.toml").read_bytes())
    broken = 'name = "Broken"\n[game\nspeech_seconds = 60\n'
    (presets / "broken-2026.toml").write_text(broken, encoding="utf-8")
    monkeypatch.setattr(rulesets, "rulesets_dir", lambda: presets)
    line = _replay(_write(tmp_path, _log(ruleset="broken-2026")), capsys)
    assert "ruleset 'broken-2026': broken-2026.toml is not valid TOML" in line


@pytest.mark.parametrize("version", [True, 1.0, "1", None, [1], 0, 2**64, -1])
def test_a_version_that_is_not_a_readable_integer_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], version: object
) -> None:
    line = _replay(_write(tmp_path, _log(version=version)), capsys)
    assert "unsupported game-log version" in line
    with pytest.raises(GameLogError, match="unsupported game-log version"):
        game_from_log_dict(_log(version=version))


def test_every_readable_version_is_an_integer_and_version_1_replays() -> None:
    assert all(type(v) is int for v in LOG_VERSIONS) and 1 in LOG_VERSIONS
    assert game_from_log_dict(_log(version=1)).state.finished


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"format": "mafia-desk/game-log", "version": ' + "1" * 5000 + "}", "4,300 digits"),
        ("[" * 100_000, "nested deeper than"),
        ('{"format": "mafia-desk/game-log", "version": NaN}', "NaN is not a JSON number"),
        ('{"format": "mafia-desk/game-log", "version": 1e400}', "too large"),
        (b'{"format": "mafia-desk/game-log", "version": 1, "x": "\xff"}', "not UTF-8 text"),
        ('{"format": "mafia-desk/game-log", "version": 1, "x": "\\ud800"}', "lone surrogate"),
        ("[1, 2]", "a game log must be a JSON object"),
    ],
)
def test_json_beyond_the_limits_is_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes, expected: str
) -> None:
    assert expected in _replay(_write(tmp_path, content), capsys)


def test_a_device_or_a_file_beyond_the_cap_is_refused_before_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:
        fh.truncate(limits.MAX_FILE_BYTES + 1)
    for path in (huge, Path("/dev/zero")):
        if path.exists():
            assert "larger than 64 MB" in _replay(path, capsys)
            with pytest.raises(GameLogError, match="larger than"):
                load_game_log(path)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("events", 3), {"type": "x" * 100_000}),
        (("seats", 0, "seat"), int("9" * 4000)),
        (("events", 1), {"type": "nominate", "seats": [int("9" * 4000)]}),
        (("seats", 0, "player"), 7),
    ],
)
def test_a_huge_value_in_a_log_makes_a_short_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], path: tuple[Any, ...], value: object
) -> None:
    data = _log()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    line = _replay(_write(tmp_path, data), capsys)
    assert len(line) < 700


@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("player", "Иван\nseat 2  Мафия", "control character U+000A"),
        ("player", "x" * (limits.MAX_NAME_CHARS + 1), f"at most {limits.MAX_NAME_CHARS}"),
        ("player_id", "p01\tp02", "control character U+0009"),
        ("player", "Иван\u202eвонавИ", "direction control U+202E"),
    ],
)
def test_a_seat_name_follows_the_names_rule(
    key: str, value: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by QA: a log's seat name with a line break was replayed and printed raw, breaking the protocol's
    table, and a megabyte-long one was accepted; the exchange file and the store refuse both."""
    data = _log()
    data["seats"][1][key] = value
    line = _replay(_write(tmp_path, data), capsys)
    assert f"seats[1].{key}" in line and says in line
    assert len(line) < 300
