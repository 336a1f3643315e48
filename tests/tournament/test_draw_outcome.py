"""Our extension of the exchange file: `winner: "draw"`, three quiet nights or the judge's decision under a
ruleset whose `three_nights_rule` is "draw" (rfm-2026, fiim-2025), and nowhere else
(docs/tournament-format.md). Hostile files are refused whole, with exit 2 and one line, through the same CLI
every other refusal takes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scoring_builders import document, game

from mafia_desk.cli import main
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict
from mafia_desk.tournament.model import EndedBy, Outcome

TEN = list(range(1, 11))
WHERE = "game (qualifying, 1, 1)"


def _draw(ruleset: str = "rfm-2026", **changes: Any) -> dict[str, Any]:
    entry = game(1, TEN, winner="draw", ended_by="three_nights", shot=5)
    entry.update(changes)
    return document(ruleset, 10, [entry])


def _refusal(doc: dict[str, Any]) -> TournamentFileError:
    with pytest.raises(TournamentFileError) as refused:
        load_tournament(doc)
    return refused.value


def test_a_draw_by_three_nights_under_rfm_2026_is_read_and_written_back() -> None:
    doc = _draw()
    t = load_tournament(doc)
    g = t.games[0]
    assert (g.winner, g.ended_by, g.drawn) == (Outcome.DRAW, EndedBy.THREE_NIGHTS, True)
    assert not any(g.won(seat) for seat in TEN)  # nobody won, neither team
    written = tournament_to_dict(t)
    assert written["games"][0]["winner"] == "draw"  # type: ignore[index]
    assert written["games"][0]["ended_by"] == "three_nights"  # type: ignore[index]
    assert tournament_to_dict(load_tournament(json.loads(json.dumps(written)))) == written


@pytest.mark.parametrize(
    ("ruleset", "rule"),
    [
        ("fiim", "any_count"),
        ("stars-2016", "any_count"),
        ("arctic-2016", "at_four"),
        ("white-nights-2016", "at_four"),
        ("german-open-2016", "any_count"),
    ],
)
def test_a_draw_under_a_ruleset_without_one_is_refused(ruleset: str, rule: str) -> None:
    err = _refusal(_draw(ruleset))
    assert err.where == WHERE
    assert err.what == f"'winner' draw needs a ruleset whose three-nights rule is draw, not {rule}"


NOT_ENDED_THAT_WAY = (
    "a draw is three quiet nights or the judge's decision: 'ended_by' must be three_nights or judge"
)


def test_a_draw_that_ended_normally_is_refused() -> None:
    err = _refusal(_draw(ended_by="normal"))
    assert (err.where, err.what) == (WHERE, f"{NOT_ENDED_THAT_WAY}, not normal")


@pytest.mark.parametrize("ruleset", ["rfm-2026", "fiim-2025"])
def test_a_draw_by_the_judge_s_decision_is_read_with_its_reason_and_written_back(ruleset: str) -> None:
    """RFM 2026 spec 8.17 / reg. 5.22: the judge may end a game as a draw; as any award, with a reason."""
    doc = _draw(ruleset, ended_by="judge", reason="disputed situation: judge's decision")
    g = load_tournament(doc).games[0]
    assert (g.winner, g.ended_by, g.reason, g.drawn) == (
        Outcome.DRAW,
        EndedBy.JUDGE,
        "disputed situation: judge's decision",
        True,
    )
    written = tournament_to_dict(load_tournament(doc))
    entry = written["games"][0]  # type: ignore[index]
    assert (entry["winner"], entry["ended_by"], entry["reason"]) == (
        "draw",
        "judge",
        "disputed situation: judge's decision",
    )
    assert tournament_to_dict(load_tournament(json.loads(json.dumps(written)))) == written


@pytest.mark.parametrize("reason", [None, "", "   "])
def test_a_judge_s_draw_without_a_reason_is_refused(reason: object) -> None:
    doc = _draw(ended_by="judge", **({} if reason is None else {"reason": reason}))
    err = _refusal(doc)
    assert err.where == WHERE and "'reason'" in err.what


@pytest.mark.parametrize(("ruleset", "rule"), [("fiim", "any_count"), ("arctic-2016", "at_four")])
def test_a_judge_s_draw_under_a_ruleset_without_draws_is_refused(ruleset: str, rule: str) -> None:
    err = _refusal(_draw(ruleset, ended_by="judge", reason="awarded"))
    assert (err.where, err.what) == (
        WHERE,
        f"'winner' draw needs a ruleset whose three-nights rule is draw, not {rule}",
    )


def test_the_spec_s_three_nights_red_win_stays_valid_everywhere() -> None:
    """The spec's contract is kept whole: `three_nights` with `red` is a valid game under every preset,
    rfm-2026 included (a tournament may override the game option; the file checks read the preset), and
    with `black` it is refused (A37)."""
    black = "a game ended by the three-nights rule is won by red"
    assert _refusal(_draw("fiim", winner="black")).what == black
    assert _refusal(_draw(winner="black")).what == black
    load_tournament(_draw("fiim", winner="red"))
    load_tournament(_draw(winner="red"))


@pytest.mark.parametrize("winner", ["Draw", "tie", "nobody", None, 0, True])
def test_other_spellings_of_a_draw_are_refused(winner: object) -> None:
    err = _refusal(_draw(winner=winner))
    assert err.where == WHERE and err.what.startswith("'winner'")


@pytest.mark.parametrize("ended_by", ["three_nights", "judge"])
def test_a_correction_may_not_bring_a_draw_into_a_ruleset_without_one(ended_by: str) -> None:
    doc = document("fiim", 10, [game(1, TEN, winner="red")])
    replacement = game(1, TEN, winner="draw", ended_by=ended_by)
    assert ended_by != "judge" or replacement["reason"]  # the builder gives an award its reason
    doc["corrections"] = [
        {
            "stage": "qualifying",
            "round": 1,
            "table": 1,
            "action": "replace",
            "game": replacement,
            "reason": "protocol",
            "by": "Judge",
            "at": "2026-12-07T10:00",
        }
    ]
    assert "'winner' draw needs a ruleset" in _refusal(doc).what
    doc["ruleset"] = "rfm-2026"
    assert load_tournament(doc).scored_games[0].drawn


def _cli(
    tmp_path: Path, doc: dict[str, Any], capsys: pytest.CaptureFixture[str], output: str = "text"
) -> tuple[int, str, str]:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code = main(["standings", str(path), "--format", output])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_cli_refuses_a_draw_under_fiim_with_exit_2_and_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, _draw("fiim"), capsys)
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [
        f"invalid: {WHERE}: 'winner' draw needs a ruleset whose three-nights rule is draw, not any_count"
    ]


def test_the_cli_refuses_a_draw_that_ended_normally_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, _draw(ended_by="normal"), capsys)
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [f"invalid: {WHERE}: {NOT_ENDED_THAT_WAY}, not normal"]


def test_the_cli_counts_a_judge_s_draw_and_refuses_one_without_a_reason_or_under_fiim(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, _draw(ended_by="judge", reason="disputed situation"), capsys, "json")
    assert (code, err) == (0, "")
    rows = json.loads(out)["standings"]
    assert len(rows) == 10 and all((r["wins"], r["draws"], r["games"]) == (0, 1, 1) for r in rows)
    code, out, err = _cli(tmp_path, _draw(ended_by="judge"), capsys)
    assert (code, out) == (2, "")
    assert len(err.strip().splitlines()) == 1 and err.startswith(f"invalid: {WHERE}: ")
    assert "'reason'" in err
    code, out, err = _cli(tmp_path, _draw("fiim", ended_by="judge", reason="disputed situation"), capsys)
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [
        f"invalid: {WHERE}: 'winner' draw needs a ruleset whose three-nights rule is draw, not any_count"
    ]


def test_the_cli_counts_a_drawn_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(tmp_path, _draw(), capsys)
    assert (code, err) == (0, "")
    assert "draws" in out.splitlines()[1]  # the text table's header has a draws column beside wins
