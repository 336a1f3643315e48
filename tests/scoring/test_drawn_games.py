"""A drawn game (rfm-2026: three quiet nights) in the standings, worked by hand: no win points for anyone,
the best move, the judge's (negative) extra points and penalties as usual, Ci by `[scoring.ci] drawn`,
wins not counted, draws shown beside them (docs/scoring.md "A drawn game")."""

from __future__ import annotations

import dataclasses
from fractions import Fraction as F
from typing import Any

import pytest
from scoring_builders import document, game, pid, standings

from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.output import (
    explain_to_text,
    row_to_json,
    standings_to_csv,
    standings_to_text,
)
from mafia_desk.scoring.points import CiCounts, SeriesFacts, ci_totals, score_game
from mafia_desk.tournament import TournamentFileError, load_tournament

RFM = "rfm-2026"
TEN = list(range(1, 11))


def _games() -> list[dict[str, Any]]:
    # Every game: don 1, mafia 2 and 3, sheriff 4 (seat n is player n).
    return [
        # Game 1, a draw. Seat 5 (civilian) shot on night 1 names 1, 2, 3: +0.8. The judge: -0.2 to p09;
        # a penalty of -0.5 to p07.
        game(
            1,
            TEN,
            winner="draw",
            ended_by="three_nights",
            shot=5,
            best_move=(5, (1, 2, 3)),
            bonus=[{"seat": 9, "points": -0.2}],
            penalties=[(7, -0.5)],
        ),
        # Game 2, red wins. Seat 6 shot on night 1, no best move. The judge: +0.2 to p01 (a loser).
        game(2, TEN, winner="red", shot=6, bonus=[{"seat": 1, "points": 0.2}]),
        # Game 3, black wins, a night-1 miss.
        game(3, TEN, winner="black"),
    ]


def test_a_drawn_game_worked_by_hand() -> None:
    s = standings(document(RFM, 10, _games()))
    # Ci over all 3 games: N = 3, B = round(0.4 x 3) = 1.
    #   p05: i = 1 (game 1, a draw): drawn = "lost" in rfm-2026, Cil = min(0.5 x 1 / 1, 0.5) = 0.5.
    #   p06: i = 1 (game 2, red won): Ciw = min(0.25 x 1 / 1, 0.4) = 0.25.
    totals = {r.player: r.total for r in s.rows}
    assert totals == {
        pid(1): F("0.2") + 1,  # game 1 nothing, game 2 +0.2 as a loser, game 3 a black win: 1.2
        pid(2): F(1),  # only game 3's win
        pid(3): F(1),
        pid(4): F(1),  # game 2's win
        pid(5): F("0.8") + F("0.5") + 1,  # the best move and Ci in the draw, game 2's win: 2.3
        pid(6): 1 + F("0.25"),  # game 2's win and its Ci: 1.25
        pid(7): F("-0.5") + 1,  # the penalty counts in a draw: 0.5
        pid(8): F(1),
        pid(9): F("-0.2") + 1,  # so do the judge's negative points: 0.8
        pid(10): F(1),
    }
    p5 = s.row(pid(5))
    drawn = p5.breakdown[0]
    assert drawn.result == "drawn" and drawn.team == "red"
    assert [(i.column, i.label, i.points) for i in drawn.items] == [
        ("win_points", "draw", 0),
        ("best_move", "best move, 3 black(s) named", F("0.8")),
        ("ci", "Ci, drawn game (B = 1, N = 3)", F("0.5")),
    ]
    # wins count no draw; draws are counted beside them
    assert (p5.games, p5.wins, p5.draws) == (3, 1, 1)
    assert (s.row(pid(1)).wins, s.row(pid(1)).draws) == (1, 1)
    assert {v.name: v.value for v in p5.tiebreak}["wins"] == 1
    assert s.has_draws


def test_the_sheets_show_draws_beside_wins_only_when_a_game_was_drawn() -> None:
    s = standings(document(RFM, 10, _games()))
    assert row_to_json(s.row(pid(5)))["draws"] == 1
    header = standings_to_csv(s).splitlines()[0].split(",")
    assert header[5:8] == ["games", "wins", "draws"]
    p5_csv = next(line for line in standings_to_csv(s).splitlines() if line.split(",")[1] == pid(5))
    assert p5_csv.split(",")[5:8] == ["3", "1", "1"]
    assert "draws" in standings_to_text(s).splitlines()[1]
    assert "games 3, wins 1, draws 1:" in explain_to_text(s, pid(5))
    assert "seat 5 civilian, drawn" in explain_to_text(s, pid(5))
    # without a drawn game nothing changes: no column, no key
    plain = standings(document(RFM, 10, _games()[1:]))
    assert not plain.has_draws and "draws" not in row_to_json(plain.rows[0])
    assert "draws" not in standings_to_csv(plain).splitlines()[0]
    assert "draws" not in standings_to_text(plain)


def test_no_positive_extra_points_in_a_drawn_game() -> None:
    """mafia-judge's grid: "При ничьей положительные ДБ запрещены": in a draw only 0 and negative values."""
    doc = document(
        RFM, 10, [game(1, TEN, winner="draw", ended_by="three_nights", bonus=[{"seat": 2, "points": 0.3}])]
    )
    with pytest.raises(TournamentFileError) as refused:
        load_tournament(doc)
    assert refused.value.what == (
        "seat 2: a player of a drawn game may get -1.6, -1.2, -0.7, -0.5, -0.4, -0.2, 0, not 0.3"
    )


@pytest.mark.parametrize(("drawn", "ci"), [("lost", F("0.5")), ("won", F("0.25")), ("none", None)])
def test_ci_in_a_drawn_game_follows_the_option(drawn: str, ci: F | None) -> None:
    """`[scoring.ci] drawn`: the lost game's Ci (rfm-2026), the won game's, or none; B = 1, N = 3 here."""
    rules = scoring_rules(RFM)
    rules = dataclasses.replace(rules, ci=dataclasses.replace(rules.ci, drawn=drawn))  # type: ignore[arg-type]
    t = load_tournament(document(RFM, 10, _games()))
    entries = score_game(
        t.games[0], rules, F(1), SeriesFacts(None, F(1)), CiCounts(), None, ci_totals(list(t.games))
    )
    items = [i for i in entries[4].items if i.column == "ci"]
    assert [i.points for i in items] == ([] if ci is None else [ci])
    assert all(i.points == 0 for e in entries for i in e.items if i.column == "win_points")


def test_a_draw_is_no_hard_game_and_no_sides_win_in_the_series() -> None:
    """Readings A4: K counts each side's wins; a draw is one of the N games and nobody's win."""
    from mafia_desk.scoring.points import series_facts

    t = load_tournament(document(RFM, 10, _games()))
    facts = series_facts(list(t.games))
    assert facts.hard_winner is None and facts.k == 1  # one red win, one black win, one draw
    entries = score_game(t.games[0], scoring_rules(RFM), F(1), SeriesFacts(None, F(1)), CiCounts())
    assert {e.result for e in entries} == {"drawn"} and not any(e.hard for e in entries)


def test_a_draw_by_the_judge_s_decision_scores_as_a_drawn_game() -> None:
    """RFM 2026 spec 8.17: the judge may end a game as a draw. It is a drawn game like three quiet nights: no
    win points, Ci by `ci.drawn`, counted among the draws; only the way it ended (and its reason) differ."""
    by_judge = _games()
    by_judge[0] = {**by_judge[0], "ended_by": "judge", "reason": "disputed situation: judge's decision"}
    s = standings(document(RFM, 10, by_judge))
    quiet = standings(document(RFM, 10, _games()))
    assert {r.player: r.total for r in s.rows} == {r.player: r.total for r in quiet.rows}
    p5 = s.row(pid(5))
    drawn = p5.breakdown[0]
    assert drawn.result == "drawn"
    assert [(i.column, i.label, i.points) for i in drawn.items] == [
        ("win_points", "draw", 0),
        ("best_move", "best move, 3 black(s) named", F("0.8")),
        ("ci", "Ci, drawn game (B = 1, N = 3)", F("0.5")),
    ]
    assert (p5.games, p5.wins, p5.draws) == (3, 1, 1)
