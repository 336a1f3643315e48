"""Each tie-break criterion of each preset decides in turn: equal on all before it, different on it.

The player who should lose the criterion has the smaller id, so a criterion that did not decide would let the
lot put him first and the test would fail.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from scoring_builders import document, game, pid, standings

from mafia_desk.rulesets.scoring import GROUP_TIEBREAKS, scoring_rules
from mafia_desk.scoring.tiebreaks import PlayerStats, head_to_head, order_players

PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]


def _raise(stats: PlayerStats, name: str) -> None:
    """Make `stats` better than a blank player on `name` and on nothing else."""
    if name in ("red_points", "black_points", "bonus"):
        setattr(stats, name, F(1, 3))
    elif name == "sheriff_average":
        stats.sheriff_points, stats.sheriff_games = F(7), 2
    elif name == "don_average":
        stats.don_points, stats.don_games = F(7), 2
    elif name in ("best_player", "wins", "wins_hard", "shot_night1"):
        setattr(stats, name, 1)
    elif name.startswith("wins_"):
        stats.wins_by_role[name.removeprefix("wins_")] = 1
    else:
        raise AssertionError(name)


CASES = [
    (preset, chain, step)
    for preset in PRESETS
    for chain in filter(
        None, (scoring_rules(preset).tiebreak.chain, scoring_rules(preset).tiebreak.if_red_won_more)
    )
    for step, name in enumerate(chain)
    if name not in GROUP_TIEBREAKS
]


@pytest.mark.parametrize(("preset", "chain", "step"), CASES)
def test_criterion_decides_when_all_before_are_equal(preset: str, chain: tuple[str, ...], step: int) -> None:
    worse, better = PlayerStats(player="a", total=F(5)), PlayerStats(player="b", total=F(5))
    for earlier in chain[:step]:
        _raise(worse, earlier)
        _raise(better, earlier)
    _raise(better, chain[step])
    for later in chain[step + 1 :]:
        if later not in GROUP_TIEBREAKS:
            _raise(worse, later)  # the loser is ahead on everything after: only `step` may decide
    ordered, values = order_players([worse, better], chain, None)
    assert ordered == ["b", "a"]
    assert all(v.name != "lot" for v in values["a"])


def test_total_comes_before_any_tie_break() -> None:
    low, high = PlayerStats(player="a", total=F(1)), PlayerStats(player="b", total=F(2))
    _raise(low, "wins")
    assert order_players([low, high], ("wins",), None)[0] == ["b", "a"]


def test_lot_orders_by_player_id_code_points() -> None:
    group = [PlayerStats(player=p, total=F(0)) for p in ("b", "Я", "A", "a")]
    ordered, values = order_players(group, ("wins",), None)
    assert ordered == ["A", "a", "b", "Я"]  # A32: Unicode code point order
    assert [values[p][-1].value for p in ordered] == [1, 2, 3, 4]


def test_head_to_head_counts_games_with_another_member_only() -> None:
    a, b, c = (PlayerStats(player=p, total=F(0)) for p in "abc")
    table_ab = frozenset({"a", "b"})
    table_c = frozenset({"c"})
    a.game_points = {0: (table_ab, F(5)), 1: (table_c | {"a"}, F(4))}
    b.game_points = {0: (table_ab, F(3)), 2: (frozenset({"b"}), F(9))}
    c.game_points = {1: (table_c | {"a"}, F(1))}
    assert head_to_head([a, b]) == {"a": F(5), "b": F(3)}  # game 1 (a with c) does not count for [a, b]
    assert head_to_head([a, b, c]) == {"a": F(9), "b": F(3), "c": F(1)}


def test_stars_black_chain_when_reds_won_more() -> None:
    ten = list(range(1, 11))
    s = standings(document("stars-2016", 10, [game(1, ten, winner="red"), game(2, ten, winner="red")]))
    assert s.chain == ("black_points", "don_average", "head_to_head")


def test_stars_head_to_head_then_lot() -> None:
    # p01 and p02 are civilians in game 1 and lose (0 each); in round 2 each wins as a civilian at his own
    # table (5 each). Reds won 2 games, blacks 1: the black chain (A27). Black points 0 each, don average 0
    # (A24), head-to-head: game 1 only, 0 each -> the lot.
    t1 = list(range(1, 11))
    doc = document(
        "stars-2016",
        20,
        [
            game(1, t1, don=5, mafia=(6, 7), sheriff=8, winner="black"),
            game(2, [1, *range(11, 20)], table=1, don=2, mafia=(3, 4), sheriff=5, winner="red"),
            game(2, [2, 3, 4, 5, 6, 7, 8, 9, 10, 20], table=2, don=10, mafia=(8, 9), sheriff=7, winner="red"),
        ],
    )
    s = standings(doc)
    r1, r2 = s.row(pid(1)), s.row(pid(2))
    assert r1.total == r2.total == 5
    assert [v.name for v in r1.tiebreak] == ["black_points", "don_average", "head_to_head", "lot"]
    assert r1.place + 1 == r2.place


def _german(p02_in_final: bool) -> dict[str, object]:
    # Qualifying: p01 is the don and loses (0), p02 a civilian and wins (1): p02 qualifies above p01.
    # Final (x2): p01 a civilian, red wins: 2. p02 the don there (loses, 0) or absent (p11 plays instead).
    # Adjustment +1 to p02 (outside the qualifying place, A23): both end at 2 with 1 win, no don, sheriff or
    # mafia win, no extra points, never shot -> tie-break (6) if both are finalists, else the lot.
    final = [1, 2 if p02_in_final else 11, *range(3, 11)]
    return document(
        "german-open-2016",
        11,
        [
            game(1, list(range(1, 11)), winner="red", don=1, mafia=(3, 4), sheriff=5),
            game(1, final, stage="final", winner="red", don=2, mafia=(3, 4), sheriff=5),
        ],
        absences=[(11, "qualifying", 1, "bye")] + ([] if p02_in_final else [(2, "final", 1, "bye")]),
        adjustments=[(2, 1)],
    )


def test_german_qualifying_place_decides_among_finalists() -> None:
    s = standings(_german(p02_in_final=True))
    r1, r2 = s.row(pid(1)), s.row(pid(2))
    assert r1.total == r2.total == 2
    assert r2.place + 1 == r1.place  # against the lot's id order
    q = {v.name: v.value for v in r2.tiebreak}
    assert q["qualifying_place"] < {v.name: v.value for v in r1.tiebreak}["qualifying_place"]
    assert "lot" not in q


def test_german_qualifying_place_skipped_when_not_all_finalists() -> None:
    s = standings(_german(p02_in_final=False))
    r1, r2 = s.row(pid(1)), s.row(pid(2))
    assert r1.total == r2.total == 2
    assert r1.place + 1 == r2.place  # the lot
    assert [v.name for v in r1.tiebreak][-2:] == ["shot_night1", "lot"]


def test_player_without_games_is_listed_and_places_are_never_shared() -> None:
    # A33/A26: p11 and p12 have no record at all; p01..p10 play one game. Every tie ends in distinct places.
    s = standings(document("fiim", 12, [game(1, list(range(1, 11)), winner="black")]))
    assert [r.place for r in s.rows] == list(range(1, 13))
    idle = s.row(pid(12))
    assert (idle.total, idle.games, idle.wins, idle.breakdown) == (0, 0, 0, ())
    assert [r.player for r in s.rows][:3] == [
        pid(1),
        pid(2),
        pid(3),
    ]  # black winners; the don first (wins_don)
