"""draw_round with the organiser's constraints and unavailable players; the re-draw after a dropout."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from round_kit import assert_swiss_bands, players, round_games

from mafia_desk.scoring.standings import ranking
from mafia_desk.seating.library import find_schedule
from mafia_desk.seating.model import SeatingError
from mafia_desk.seating.rounds import (
    RoundConstraints,
    add_draw,
    club_groups,
    draw_round,
    redraw_unplayed,
    stage_quality,
)
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.templates import load_template


def tournament(template: str, n: int = 40, clubs: int = 0) -> Tournament:
    doc = load_template(template).skeleton("Тест")
    doc["players"] = players(n, clubs)
    return load_tournament(doc)


def play(t: Tournament, stage: str, rnd: int) -> Tournament:
    from mafia_desk.tournament.export import tournament_to_dict

    (d,) = [d for d in t.draws if (d.stage, d.round) == (stage, rnd)]
    doc: dict[str, Any] = tournament_to_dict(t)
    doc["games"] = [*doc["games"], *round_games(stage, rnd, d.tables)]
    return load_tournament(doc)


def seated(draw: Any) -> set[str]:
    return {p for table in draw.tables for p in table}


def test_same_club_apart_in_the_first_rounds() -> None:
    t = tournament("white-nights-2016", clubs=10)
    groups = club_groups(t)
    assert len(groups) == 10 and all(len(g) == 4 for g in groups)
    rules = RoundConstraints.from_dict({"same_club": True, "apart_rounds": 2})
    for rnd in (1, 2):
        made = draw_round(t, "qualifying", rnd, rnd, ranking(t), rules)
        for table in made.draw.tables:
            for group in groups:
                assert len(set(table) & set(group)) <= 1, (rnd, table)
        assert made.quality["apart_meetings"].value == 0
        t = add_draw(t, made.draw)
    later = draw_round(t, "qualifying", 3, 3, ranking(t), rules)
    assert "apart_meetings" not in later.quality  # round 3 is past apart_rounds: no constraint drawn


def test_named_pair_apart_and_judge_player_sitting_out() -> None:
    t = tournament("white-nights-2016", n=42)
    rules = RoundConstraints.from_dict(
        {"apart": [["p01", "p02"]], "apart_rounds": 1, "absent": {"1": ["p07"]}}
    )
    made = draw_round(t, "qualifying", 1, 5, ranking(t), rules)
    assert "p07" in made.draw.sitting_out and "p07" not in seated(made.draw)
    assert not any({"p01", "p02"} <= set(table) for table in made.draw.tables)
    # The constraints name the first stage: the semifinal is drawn without them.
    assert not rules.applies_to(t, "semifinal") and rules.applies_to(t, "qualifying")


def test_unavailable_players_are_left_out_of_the_draw() -> None:
    t = tournament("white-nights-2016", n=42)
    made = draw_round(t, "qualifying", 1, 9, ranking(t), unavailable=frozenset({"p03", "p40"}))
    everyone = seated(made.draw) | set(made.draw.sitting_out)
    assert "p03" not in everyone and "p40" not in everyone
    assert len(everyone) == 40 and len(made.draw.tables) == 4


def test_swiss_skips_the_unavailable_in_the_ranking() -> None:
    t = tournament("stars-2016", n=41)
    for rnd in (1, 2):
        t = play(add_draw(t, draw_round(t, "qualifying", rnd, rnd, ranking(t)).draw), "qualifying", rnd)
    order = list(ranking(t)(("qualifying", 2)))
    gone = order[3]
    made = draw_round(t, "qualifying", 3, 4, ranking(t), unavailable=frozenset({gone}))
    assert made.method == "swiss"
    kept = [p for p in order if p != gone]
    assert_swiss_bands([list(tb) for tb in made.draw.tables], kept[:40])
    assert gone not in seated(made.draw) and gone not in made.draw.sitting_out


def test_swiss_round_refused_before_the_previous_round_is_entered() -> None:
    t = tournament("stars-2016")
    t = add_draw(t, draw_round(t, "qualifying", 1, 1, ranking(t)).draw)
    t = add_draw(t, draw_round(t, "qualifying", 2, 2, ranking(t)).draw)
    with pytest.raises(SeatingError, match="round 1 has 0 of its games entered"):
        draw_round(t, "qualifying", 3, 3, ranking(t))


def test_redraw_after_a_dropout_keeps_the_played_round() -> None:
    t = tournament("white-nights-2016", n=42)
    for rnd in (1, 2, 3):
        t = add_draw(t, draw_round(t, "qualifying", rnd, rnd, ranking(t)).draw)
    t = play(t, "qualifying", 1)
    before = stage_quality(t, "qualifying")
    dropout = next(p for p in (*t.draws[1].tables[0], *t.draws[2].tables[0]))
    new_t, made = redraw_unplayed(
        t, "qualifying", [11, 12], ranking(t), unavailable=lambda _r: frozenset({dropout})
    )
    assert [m.draw.round for m in made] == [2, 3]
    assert [d for d in new_t.draws if d.round == 1] == [d for d in t.draws if d.round == 1]
    for m in made:
        assert dropout not in seated(m.draw) and dropout not in m.draw.sitting_out
    after = stage_quality(new_t, "qualifying")
    assert set(after) == set(before)
    assert after["max_meetings"].value <= 2  # three rounds of 41 on 4 tables: the balance survives


def test_redraw_refused_when_nothing_is_left_to_play() -> None:
    t = tournament("white-nights-2016")
    t = play(add_draw(t, draw_round(t, "qualifying", 1, 1, ranking(t)).draw), "qualifying", 1)
    with pytest.raises(SeatingError, match="no drawn round is still to play"):
        redraw_unplayed(t, "qualifying", [1], ranking(t))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected a JSON object"),
        ({"same_club": "yes"}, "'same_club' must be true or false"),
        ({"stage": 3}, "'stage' must be a stage id"),
        ({"apart_rounds": True}, "'apart_rounds' must be an integer"),
    ],
)
def test_constraints_refused_in_words(data: Any, message: str) -> None:
    with pytest.raises(SeatingError, match=message):
        RoundConstraints.from_dict(data)


def test_constraints_name_known_players_and_stages() -> None:
    t = tournament("white-nights-2016")
    with pytest.raises(SeatingError, match="unknown player 'p99'"):
        RoundConstraints.from_dict({"apart": [["p01", "p99"]], "apart_rounds": 1}).check(t)
    with pytest.raises(SeatingError, match="unknown stage 'playoff'"):
        RoundConstraints.from_dict({"stage": "playoff"}).check(t)
    rules = RoundConstraints.from_dict({"same_club": True, "apart_rounds": 3, "stage": "qualifying"})
    assert RoundConstraints.from_dict(rules.to_dict()) == rules
    assert replace(rules, same_club=False).to_dict()["same_club"] is False


def test_a_withdrawn_finalist_gives_his_place_to_the_next_in_the_standings() -> None:
    doc: dict[str, Any] = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Финал",
        "ruleset": "fiim",
        "stages": [
            {"id": "qualifying", "games": 1, "seating": "random"},
            {"id": "final", "games": 1, "tables": 1, "advance": 10, "seating": "final"},
        ],
        "players": players(20),
        "games": [],
    }
    t = load_tournament(doc)
    t = play(add_draw(t, draw_round(t, "qualifying", 1, 1, ranking(t)).draw), "qualifying", 1)
    order = list(ranking(t)(("qualifying", 1)))
    made = draw_round(t, "final", 1, 2, ranking(t), unavailable=frozenset({order[0]}))
    assert made.method == "final"
    assert set(seated(made.draw)) == set(order[1:11])


def test_every_round_of_a_fresh_stage_is_one_balanced_draw() -> None:
    """fiim's qualifying is ten random rounds: drawn together they are the library's schedule of the shape,
    every seed of the same quality, far better balanced than ten rounds drawn one by one."""
    t = tournament("fiim", n=40)
    new_t, made = redraw_unplayed(t, "qualifying", [7] * 10, ranking(t), every_round=True)
    assert [m.draw.round for m in made] == list(range(1, 11))
    whole = stage_quality(new_t, "qualifying")
    stored = find_schedule(40, (4,) * 10, "strict")
    assert stored is not None
    assert whole["max_meetings"].value == stored.figures["max_meetings"]
    assert whole["sum_squares"].value == stored.figures["sum_squares"]
    one_by_one = t
    for rnd in range(1, 11):
        one_by_one = add_draw(one_by_one, draw_round(one_by_one, "qualifying", rnd, rnd, ranking(t)).draw)
    assert whole["sum_squares"].value < stage_quality(one_by_one, "qualifying")["sum_squares"].value


def test_every_round_leaves_swiss_rounds_for_later() -> None:
    t = tournament("white-nights-2016")
    new_t, made = redraw_unplayed(t, "qualifying", [3] * 6, ranking(t), every_round=True)
    assert [m.draw.round for m in made] == [1, 2, 3]  # rounds 4-6 are Swiss, by the standings
    assert sorted(d.round for d in new_t.draws) == [1, 2, 3]
    with pytest.raises(SeatingError, match="no random round is left to draw; its rounds by the standings"):
        redraw_unplayed(t, "semifinal", [1] * 3, ranking(t), every_round=True)


def test_a_late_arrival_sits_out_only_the_rounds_he_misses() -> None:
    t = tournament("fiim", n=41)
    late = t.players[5].id
    away = {1: frozenset({late}), 2: frozenset({late})}
    new_t, made = redraw_unplayed(
        t,
        "qualifying",
        [5] * 10,
        ranking(t),
        unavailable=lambda r: away.get(r, frozenset()),
        every_round=True,
    )
    assert len(made) == 10
    for m in made:
        if m.draw.round <= 2:
            assert late not in seated(m.draw) and late not in m.draw.sitting_out
        assert len(seated(m.draw)) == 40
    assert sum(late in seated(m.draw) for m in made) >= 7  # he plays his share of the rest
    assert stage_quality(new_t, "qualifying")["max_meetings"].value <= 4


def test_groups_apart_hold_over_the_rounds_drawn_together() -> None:
    t = tournament("german-open-2016", n=43, clubs=10)
    rules = RoundConstraints.from_dict({"same_club": True, "apart_rounds": 3})
    _new_t, made = redraw_unplayed(t, "qualifying", [9] * 7, ranking(t), rules, every_round=True)
    groups = club_groups(t)
    for m in made:
        for table in m.draw.tables:
            for group in groups:
                assert m.draw.round > 3 or len(set(table) & set(group)) <= 1, (m.draw.round, table)
    assert made[0].quality["apart_meetings"].value == 0
