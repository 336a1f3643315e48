"""Our extension of the exchange file: `winner: "draw"`, three quiet nights under a ruleset whose
`three_nights_rule` is "draw" (rfm-2026), and nowhere else (docs/tournament-format.md). Hostile files are
refused whole, with exit 2 and one line, through the same CLI every other refusal takes."""

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


@pytest.mark.parametrize("ended_by", ["normal", "judge"])
def test_a_draw_that_did_not_end_by_three_nights_is_refused(ended_by: str) -> None:
    doc = _draw(ended_by=ended_by, **({"reason": "awarded"} if ended_by == "judge" else {}))
    err = _refusal(doc)
    assert (err.where, err.what) == (
        WHERE,
        f"a draw is three quiet nights: 'ended_by' must be three_nights, not {ended_by}",
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


def test_a_correction_may_not_bring_a_draw_into_a_ruleset_without_one() -> None:
    doc = document("fiim", 10, [game(1, TEN, winner="red")])
    replacement = game(1, TEN, winner="draw", ended_by="three_nights")
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


def _cli(tmp_path: Path, doc: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code = main(["standings", str(path)])
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


def test_the_cli_refuses_a_draw_not_ended_by_three_nights_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, _draw(ended_by="normal"), capsys)
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == [
        f"invalid: {WHERE}: a draw is three quiet nights: 'ended_by' must be three_nights, not normal"
    ]


def test_the_cli_counts_a_drawn_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(tmp_path, _draw(), capsys)
    assert (code, err) == (0, "")
    assert "draws" in out.splitlines()[1]  # the text table's header has a draws column beside wins
