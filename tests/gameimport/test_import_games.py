"""`mafia-desk import-games` (issue 40 point 1): the sample games of mafiaratings and Polemica (tests/data/
import-games, our own records in their formats) become game logs that replay to the outcome the source
records (winner, best move, who left when and how), tournaments become exchange files, and every hostile
file is one line, exit 2, with nothing written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desk.cli import main
from mafia_desk.game import Game, SeatStatus, Team, load_game_log
from mafia_desk.tournament.load import read_tournament_file

DATA = Path(__file__).resolve().parents[1] / "data" / "import-games"
MR = DATA / "mafiaratings"
POL = DATA / "polemica"


@pytest.fixture(autouse=True)
def _no_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The command opens no database, but `main` looks one up for headless commands: a scratch one."""
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{tmp_path / 'unused.db'}")


def _import(source: str, files: list[Path], out: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    code = main(["import-games", "--from", source, *map(str, files), "--out", str(out)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.err == ""
    return captured.out.splitlines()


def _refused(source: str, files: list[Path], out: Path, capsys: pytest.CaptureFixture[str]) -> str:
    before = sorted(p.name for p in out.parent.iterdir())
    code = main(["import-games", "--from", source, *map(str, files), "--out", str(out)])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: "), captured.err
    assert sorted(p.name for p in out.parent.iterdir()) == before, "something was written"
    return lines[0]


def _out(game: Game) -> dict[int, str]:
    return {s: st.value for s, st in game.state.statuses.items() if st is not SeatStatus.ALIVE}


# ---------------------------------------------------------------- mafiaratings


def test_mafiaratings_tournament_imports_and_replays_to_the_recorded_outcome(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "logs"
    lines = _import("mafiaratings", [MR / "tournament.json"], out, capsys)
    assert lines[:3] == [
        f"game log: {out / 'mafiaratings-101.json'}",
        f"game log: {out / 'mafiaratings-102.json'}",
        f"tournament: {out / 'mafiaratings-tournament-7.json'}",
    ]
    red = load_game_log(out / "mafiaratings-101.json")
    st = red.state
    assert st.finished and st.winner is Team.RED
    assert _out(red) == {1: "shot", 3: "voted_out", 6: "voted_out", 7: "shot", 9: "voted_out"}
    assert st.best_move is not None and (st.best_move.seat, st.best_move.guess) == (1, (3, 9, 10))
    assert st.fouls(5) == 1
    assert [n.shot for n in st.night_results] == [1, 7]
    assert st.night_results[0].don_check == 7
    assert st.night_results[1].sheriff_check == 6, "a check of a seat already out (voted out on day 1)"
    black = load_game_log(out / "mafiaratings-102.json")
    assert black.state.winner is Team.BLACK
    assert _out(black) == {4: "voted_out", 8: "removed", 9: "shot", 10: "shot"}
    assert black.ruleset.zero_voting, "rules digit 4 = 2: day 1's leader stays"
    assert (
        "zero voting" in str(black.state.day_ballots[0].outcome) or black.state.status(2) is SeatStatus.ALIVE
    )
    t = read_tournament_file(out / "mafiaratings-tournament-7.json")
    assert [(g.round, g.winner) for g in t.games] == [(1, "red"), (2, "black")]
    assert len(t.players) == 10


def test_a_replayed_import_prints_its_protocol(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "logs"
    _import("mafiaratings", [MR / "game-101.json"], out, capsys)
    assert main(["replay", str(out / "mafiaratings-101.json")]) == 0
    text = capsys.readouterr().out
    assert "Best move: seat 1 names 3, 9, 10" in text
    assert "revote: 7: 3 (3, 9, 10); 3: 5 (2, 4, 5, 7, 8) -> seat 3 leaves with 5 votes" in text
    assert text.rstrip().endswith("Result: red wins (all black players are out of the game)")


# ---------------------------------------------------------------- Polemica


def test_polemica_shapes_import_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "logs"
    files = [POL / "game-7001.json", POL / "match-7002.json", POL / "trimmed-7003.json"]
    lines = _import("polemica", files, out, capsys)
    assert (
        "note: polemica-7001.json: seat 7: 1 technical foul(s) kept in meta only (no such foul in our log)"
        in lines
    )
    bare = load_game_log(out / "polemica-7001.json")
    st = bare.state
    assert bare.ruleset.zero_voting and st.winner is Team.RED
    assert _out(bare) == {
        1: "shot",
        2: "voted_out",
        4: "shot",
        5: "voted_out",
        8: "voted_out",
        9: "voted_out",
    }
    assert st.best_move is not None and (st.best_move.seat, st.best_move.guess) == (4, (2, 5, 8))
    assert [n.shot for n in st.night_results] == [4, 1, None]
    assert st.night_results[1].sheriff_check == 5, "the shot sheriff checks a seat voted out that day"
    assert st.fouls(6) == 1 and st.fouls(3) == 1
    assert bare.meta["techs"] == {"7": 1}
    wrapped = load_game_log(out / "polemica-7002.json")
    assert not wrapped.state.finished
    assert _out(wrapped) == {2: "voted_out", 4: "shot"}, "no zero voting: day 1's leader leaves"
    assert wrapped.state.phase.day == 2
    trimmed = load_game_log(out / "polemica-7003.json")
    assert trimmed.state.winner is Team.BLACK
    assert _out(trimmed) == {1: "shot", 3: "voted_out", 8: "shot", 9: "voted_out"}
    assert all(s.player_id is None for s in trimmed.seats)
    assert not any(p.name.startswith("polemica-tournament") for p in out.iterdir()), (
        "single games: no tournament"
    )


def test_polemica_tournament_file_becomes_an_exchange_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "logs"
    lines = _import("polemica", [POL / "cup-2026.json"], out, capsys)
    assert f"tournament: {out / 'polemica-tournament-cup-2026.json'}" in lines
    t = read_tournament_file(out / "polemica-tournament-cup-2026.json")
    assert [(g.stage, g.round, g.table, g.winner) for g in t.games] == [
        ("qualifying", 1, 1, "red"),
        ("qualifying", 2, 1, "black"),
    ]


# ---------------------------------------------------------------- hostile files


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def test_truncated_json_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (MR / "tournament.json").read_text(encoding="utf-8")
    bad = _write(tmp_path, "cut.json", text[: len(text) // 2])
    line = _refused("mafiaratings", [MR / "game-101.json", bad], tmp_path / "out", capsys)
    assert "cut.json" in line


def test_wrong_player_count_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = json.loads((POL / "game-7001.json").read_text(encoding="utf-8"))
    game["players"] = game["players"][:9]
    bad = _write(tmp_path, "nine.json", json.dumps(game))
    line = _refused("polemica", [bad], tmp_path / "out", capsys)
    assert line.endswith("record 1: 9 players (a game has 10)")
    mr = json.loads((MR / "game-101.json").read_text(encoding="utf-8"))
    mr["players"].append(mr["players"][0])
    bad = _write(tmp_path, "eleven.json", json.dumps(mr))
    assert _refused("mafiaratings", [bad], tmp_path / "out", capsys).endswith("11 players (a game has 10)")


def test_the_other_systems_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused("polemica", [MR / "game-101.json"], tmp_path / "out", capsys)
    assert "a mafiaratings game, not a Polemica one (use --from mafiaratings)" in line
    line = _refused("mafiaratings", [POL / "match-7002.json"], tmp_path / "out", capsys)
    assert "a Polemica game, not a mafiaratings one (use --from polemica)" in line


def test_a_huge_file_is_refused_unread(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:
        fh.truncate(40 * 1024 * 1024)  # sparse: 40 MB of NULs, over the 16 MB cap
    line = _refused("mafiaratings", [huge], tmp_path / "out", capsys)
    assert "huge.json" in line


def test_a_record_that_contradicts_the_rules_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = json.loads((MR / "game-101.json").read_text(encoding="utf-8"))
    game["winner"] = "maf"
    bad = _write(tmp_path, "flipped.json", json.dumps(game))
    line = _refused("mafiaratings", [MR / "tournament.json", bad], tmp_path / "out", capsys)
    assert line.endswith("mafiaratings says black won, the rules give red")
    game = json.loads((POL / "trimmed-7003.json").read_text(encoding="utf-8"))
    game["votes"] = [v for v in game["votes"] if not (v["day"] == 2 and v["voter"] == 1)]
    bad = _write(tmp_path, "abstain.json", json.dumps(game))
    line = _refused("polemica", [bad], tmp_path / "out", capsys)
    assert line.endswith(
        "record 1: seat 6 voted out on day 2 by the rules, but Polemica has him in to the end"
    )


def test_an_existing_log_is_not_overwritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "mafiaratings-102.json").write_text("mine", encoding="utf-8")
    code = main(["import-games", "--from", "mafiaratings", str(MR / "tournament.json"), "--out", str(out)])
    err = capsys.readouterr().err.splitlines()
    assert code == 2 and len(err) == 1 and "already exists" in err[0]
    assert sorted(p.name for p in out.iterdir()) == ["mafiaratings-102.json"]
    assert (out / "mafiaratings-102.json").read_text(encoding="utf-8") == "mine"
