"""Advancing: the top K of the previous stage, the tie at the line, recorded lots, frozen entry lists."""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from typing import Any

import pytest
from advance_builders import BONUS, THROUGH_BEFORE_LOT, TIED, WINNERS, closing, german_open, result

from mafia_desk.rulesets.files import ruleset_ids
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring import standings as standings_module
from mafia_desk.scoring.advance import AdvanceError, advancement, entrants
from mafia_desk.scoring.standings import compute_standings, ranking
from mafia_desk.seating.rounds import draw_round, stage_players
from mafia_desk.tournament import Lot, TournamentFileError, load_tournament, tournament_to_dict

# p16 drew the better number: not the id order
LOT = {"players": list(TIED), "order": ["p16", "p15"], "drawn": [1, 2]}


def through_with_lot() -> list[str]:
    return [*THROUGH_BEFORE_LOT, "p16"]


def test_the_tie_at_the_line_needs_a_lot() -> None:
    a = advancement(load_tournament(german_open()), "semifinal")
    assert (a.stage, a.from_stage, a.count) == ("semifinal", "qualifying", 20)
    assert set(a.through[:19]) == set(THROUGH_BEFORE_LOT)
    assert a.line == ("p15", "p16")
    assert a.decided_by == "lot"
    assert a.needs_lot
    assert a.through[19] == "p15"  # provisional: the id order of A32 until the lot is drawn
    assert a.closing is None and not a.changed


def test_a_lot_given_orders_exactly_the_tied_pair() -> None:
    t = load_tournament(german_open())
    plain = compute_standings(t)
    a = advancement(t, "semifinal", lots=[Lot(TIED, ("p16", "p15"))])
    assert a.through[19] == "p16" and "p15" not in a.through
    assert a.line == ("p16", "p15") and a.decided_by == "lot" and not a.needs_lot
    assert a.drawn("p15") == 2  # no numbers kept: his position in the lot
    drawn = a.standings
    assert [r.player for r in drawn.rows if r.lot_drawn] == ["p16", "p15"]
    assert (drawn.row("p16").lot, drawn.row("p15").lot) == (1, 2)
    # Nobody else moved: the other tied groups keep their id order, unmarked.
    others = [r.player for r in drawn.rows if r.player not in TIED]
    assert others == [r.player for r in plain.rows if r.player not in TIED]
    assert not any(r.lot_drawn for r in plain.rows)


def test_a_lot_for_another_group_touches_nothing() -> None:
    t = load_tournament(german_open())
    a = advancement(t, "semifinal", lots=[Lot(("p15", "p16", "p17"), ("p17", "p16", "p15"))])
    assert a.needs_lot and a.through[19] == "p15"
    assert not any(r.lot_drawn for r in a.standings.rows)


def test_no_tie_at_the_line() -> None:
    doc = german_open()
    doc["games"][1]["bonus"] = [{"seat": 5, "points": 0.5}, {"seat": 6, "points": 0.25}]
    a = advancement(load_tournament(doc), "semifinal")
    assert a.decided_by is None and a.line == () and not a.needs_lot
    assert a.through[19] == "p15"


def test_a_criterion_of_the_chain_decides_the_line() -> None:
    doc = german_open()
    # p15 gets 0.5 points as a bonus in 2 games (best_player 2), p16 0.5 in one: equal totals.
    second = result("qualifying", 2, 1, [f"p{i:02d}" for i in range(11, 21)], "black")
    second["bonus"] = [{"seat": 5, "points": 0.25}]
    doc["games"][1]["bonus"] = [{"seat": 5, "points": 0.25}, {"seat": 6, "points": 0.5}]
    doc["games"].append(second)
    a = advancement(load_tournament(doc), "semifinal")
    assert a.decided_by == "best_player"
    assert a.through[19] == "p15" and a.line == () and not a.needs_lot


def test_the_recorded_lot_travels_in_the_file_and_reaches_the_standings() -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])]
    t = load_tournament(doc)
    assert load_tournament(tournament_to_dict(t)) == t
    assert tournament_to_dict(t)["closings"] == doc["closings"]
    s = compute_standings(t)
    assert (s.row("p16").place, s.row("p15").place) == (20, 21)
    assert s.row("p16").lot_drawn
    a = advancement(t, "semifinal")
    assert not a.needs_lot and a.decided_by == "lot" and set(a.through) == set(through_with_lot())
    assert a.closing is not None and not a.changed
    assert a.lot is not None and (a.drawn("p16"), a.drawn("p15"), a.drawn("p01")) == (1, 2, None)


def test_20_then_10_and_the_semifinal_draw_seats_the_20_through() -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])]
    t = load_tournament(doc)

    assert stage_players(t, 1, ranking(t)) == tuple(through_with_lot())
    drawn = draw_round(t, "semifinal", 1, seed=7, rank=ranking(t))
    seated = [p for table in drawn.draw.tables for p in table]
    assert sorted(seated) == sorted(through_with_lot()) and not drawn.draw.sitting_out
    # Semifinal: table 1 to the reds, table 2 to the blacks: 10 winners on 1.5 points go to the final.
    doc["games"] += [
        result("semifinal", 1, i, list(table), "red" if i == 1 else "black")
        for i, table in enumerate(drawn.draw.tables, start=1)
    ]
    t = load_tournament(doc)
    final = advancement(t, "final")
    winners = {
        p for i, table in enumerate(drawn.draw.tables, start=1) for p in (table[3:] if i == 1 else table[:3])
    }
    assert final.count == 10 and set(final.through) == winners
    assert final.decided_by is None and final.line == ()
    assert entrants(t, "semifinal") == tuple(through_with_lot())


def test_a_closed_stage_keeps_its_list_when_the_previous_stage_is_corrected() -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])]
    fixed = copy.deepcopy(doc["games"][1])
    fixed["bonus"] = [{"seat": 5, "points": 0.6}, {"seat": 6, "points": 0.5}]
    doc["corrections"] = [
        {
            "stage": "qualifying",
            "round": 1,
            "table": 2,
            "action": "replace",
            "game": fixed,
            "reason": "bonus mistyped",
            "by": "judge",
            "at": "2016-04-30T20:00:00",
        }
    ]
    t = load_tournament(doc)
    a = advancement(t, "semifinal")
    assert "p15" in a.through and a.changed
    assert entrants(t, "semifinal") == tuple(through_with_lot())
    assert stage_players(t, 1, lambda _after: [r.player for r in compute_standings(t).rows]) == tuple(
        through_with_lot()
    )


def test_the_first_stage_and_unknown_stages_are_refused() -> None:
    t = load_tournament(german_open())
    with pytest.raises(AdvanceError, match="first stage"):
        advancement(t, "qualifying")
    with pytest.raises(AdvanceError, match="unknown stage"):
        advancement(t, "playoff")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c.update(stage="qualifying"), "first stage"),
        (lambda c: c.update(stage="playoff"), "unknown stage"),
        (lambda c: c.update(through=c["through"][:19]), "19 players go through, the stage takes 20"),
        (lambda c: c.update(through=[*c["through"][:19], "p99"]), "unknown player 'p99'"),
        (lambda c: c.update(through=[*c["through"][:19], "p01"]), "p01 twice"),
        (lambda c: c["lots"][0].update(order=["p16", "p16"]), "exactly the lot's players"),
        (lambda c: c["lots"][0].update(players=["p15"], order=["p15"]), "at least 2"),
        (lambda c: c["lots"][0].update(order=["p15", "p16"]), "does not follow the lot's order"),
        (lambda c: c.update(lots=["p15"]), "lots[0] must be a JSON object"),
        (lambda c: c["lots"][0].update(drawn=[2, 1]), "'drawn' must give each player"),
        (lambda c: c["lots"][0].update(drawn=[1]), "'drawn' must give each player"),
        (lambda c: c["lots"][0].update(drawn=[0, 1]), "'drawn' must be >= 1"),
        (lambda c: c.update(at="yesterday"), "ISO date and time"),
        (lambda c: c.pop("by"), "'by' is missing"),
    ],
)
def test_a_bad_closing_is_refused_with_one_line(change: Any, message: str) -> None:
    doc = german_open()
    entry = closing("semifinal", through_with_lot(), [copy.deepcopy(LOT)])
    change(entry)
    doc["closings"] = [entry]
    with pytest.raises(TournamentFileError, match=re.escape(message)) as info:
        load_tournament(doc)
    assert "\n" not in str(info.value)


def test_a_stage_closed_twice_is_refused() -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])] * 2
    with pytest.raises(TournamentFileError, match="closed twice"):
        load_tournament(doc)


def test_the_final_closing_takes_only_semifinalists() -> None:
    doc = german_open()
    doc["closings"] = [
        closing("semifinal", through_with_lot(), [LOT]),
        closing("final", ["p15", *through_with_lot()[:9]]),
    ]
    with pytest.raises(TournamentFileError, match="p15 did not enter stage semifinal"):
        load_tournament(doc)


@pytest.mark.parametrize("ruleset", sorted(ruleset_ids()))
def test_every_seed_carries_points_over(ruleset: str) -> None:
    """000:6, 002:18, 004:39: points are never reset; arctic (001) has one stage; fiim as german open."""
    assert scoring_rules(ruleset).carry_over


def test_without_carry_over_a_stage_starts_from_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])]
    semi = [
        result("semifinal", 1, 1, through_with_lot()[:10], "red"),
        result("semifinal", 1, 2, through_with_lot()[10:], "black"),
    ]
    doc["games"] += semi
    t = load_tournament(doc)
    kept = compute_standings(t)
    assert kept.row("p01").total == BONUS["p01"]  # p01 lost his semifinal game: qualifying points kept
    rules = replace(scoring_rules("german-open-2016"), carry_over=False)
    monkeypatch.setattr(standings_module, "scoring_rules", lambda _id: rules)
    reset = compute_standings(t)
    assert reset.row("p01").total == 0
    assert reset.row("p04").total == 0  # a qualifying winner, a semifinal loser
    assert reset.row("p07").total == 1.5  # a semifinal winner: 1 x 1.5, nothing carried
    # The qualifying's own standings are untouched by the reset of later stages.
    assert compute_standings(t, after=("qualifying", 1)).row("p01").total == BONUS["p01"]
    assert set(WINNERS) <= set(advancement(t, "semifinal").through)


def test_the_standings_output_marks_a_recorded_lot() -> None:
    from mafia_desk.scoring.output import standings_to_json, standings_to_text

    doc = german_open()
    doc["closings"] = [closing("semifinal", through_with_lot(), [LOT])]
    s = compute_standings(load_tournament(doc))
    rows = {r["player"]: r for r in standings_to_json(s)["standings"]}
    assert rows["p16"]["lot_drawn"] is True and "lot_drawn" not in rows["p14"]
    assert rows["p16"]["tiebreak"][-1] == {"name": "lot", "value": 1}
    text = {line.split()[1]: line for line in standings_to_text(s).splitlines()[1:]}
    assert "by lot: drawn 1" in text["p16"] and "by lot: drawn 2" in text["p15"]
    assert "lot=1" in text["p14"] and "drawn" not in text["p14"]
