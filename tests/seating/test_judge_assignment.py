"""The automatic judges' assignment (mafia_desk/seating/judges.py): the club (and team) rule met whenever it
can be, the least bad assignment and each broken table named when it cannot, a playing judge kept off the
round, each judge's tables spread over the rounds, and the same answer for the same seed."""

from __future__ import annotations

import itertools

from mafia_desk.seating.judges import JudgedRound, assign_judges, check_judges
from mafia_desk.tournament import Judge


def _tables(count: int) -> list[tuple[str, ...]]:
    return [tuple(f"p{t * 10 + s:03d}" for s in range(10)) for t in range(count)]


def _clubs(tables: list[tuple[str, ...]], table_club: list[str]) -> dict[str, str | None]:
    """Table t's players all of club table_club[t], except the last seat (no club)."""
    out: dict[str, str | None] = {}
    for table, club in zip(tables, table_club, strict=True):
        for p in table[:-1]:
            out[p] = club
        out[table[-1]] = None
    return out


def test_the_club_rule_is_met_when_the_draw_allows() -> None:
    tables = _tables(3)
    clubs = _clubs(tables, ["A", "B", "C"])
    judges = [Judge("ja", club="a "), Judge("jb", club="B"), Judge("jc", club="C")]  # case and spaces ignored
    for seed in range(20):
        plan = assign_judges(judges, tables, clubs, seed=seed)
        assert plan.problems == ()
        assert sorted(n or "" for n in plan.judges) == ["ja", "jb", "jc"]
        for name, club in zip(plan.judges, ["A", "B", "C"], strict=True):
            assert name != f"j{club.lower()}"


def test_when_it_cannot_be_met_the_least_bad_and_a_line_per_broken_table() -> None:
    tables = _tables(2)
    clubs = _clubs(tables, ["A", "A"])
    clubs[tables[1][0]] = "B"  # table 2 has 8 players of A, table 1 has 9
    plan = assign_judges([Judge("ja", club="A"), Judge("jx", club="X")], tables, clubs, seed=1)
    assert plan.judges == ("jx", "ja")  # the judge of club A takes the table with fewer of his club
    (problem,) = plan.problems
    assert (problem.table, problem.judge, len(problem.same_club)) == (2, "ja", 8)
    assert problem.line() == f"table 2: judge ja judges 8 players of his club ({', '.join(tables[1][1:9])})"


def test_too_few_judges_leave_tables_without_one_and_say_so() -> None:
    tables = _tables(3)
    clubs = _clubs(tables, ["A", "B", "C"])
    plan = assign_judges([Judge("ja", club="A")], tables, clubs, seed=3)
    assert plan.judges.count("ja") == 1 and plan.judges.index("ja") != 0
    assert [p.line() for p in plan.problems if p.judge is None] == [
        f"table {t}: no judge free" for t in (1, 2, 3) if plan.judges[t - 1] is None
    ]


def test_a_judge_who_plays_this_round_judges_nothing_in_it() -> None:
    tables = _tables(2)
    clubs = _clubs(tables, ["A", "B"])
    playing = Judge("jp", player=tables[0][3])
    plan = assign_judges([playing, Judge("j1"), Judge("j2")], tables, clubs, seed=0)
    assert "jp" not in plan.judges and plan.problems == ()
    # sitting out this round (not seated), he judges
    later = assign_judges([playing, Judge("j1")], [tables[1]], clubs, seed=0)
    assert later.judges in (("jp",), ("j1",))
    problems = check_judges([playing], tables, ["jp", None], clubs)
    assert [p.line() for p in problems] == [
        "table 1: judge jp plays at table 1 in this round",
        "table 2: no judge free",
    ]


def test_the_team_rule_plugs_in_through_the_players_teams() -> None:
    tables = _tables(2)
    clubs: dict[str, str | None] = {}
    captain = "p900"
    team_of = {captain: "Red", tables[0][5]: "Red"}
    judges = [Judge("jt", player=captain), Judge("jo")]
    for seed in range(10):
        plan = assign_judges(judges, tables, clubs, seed=seed, team_of=team_of)
        assert plan.judges == ("jo", "jt") and plan.problems == ()
    (problem,) = check_judges(judges, tables, ["jt", "jo"], clubs, team_of)
    assert problem.same_team == (tables[0][5],)
    assert problem.line() == f"table 1: judge jt judges 1 players of his team ({tables[0][5]})"


def test_each_judge_s_tables_are_spread_over_the_rounds() -> None:
    tables = _tables(4)
    clubs: dict[str, str | None] = {}
    judges = [Judge(f"j{i}") for i in range(4)]
    earlier: list[JudgedRound] = []
    for seed in range(4):
        plan = assign_judges(judges, tables, clubs, seed=seed, earlier=earlier)
        earlier.append(JudgedRound(tuple(tables), plan.judges))
    for j in judges:  # four rounds, four tables: every judge at every table once
        assert sorted(r.judges.index(j.name) for r in earlier) == [0, 1, 2, 3]


def test_more_judges_than_tables_share_the_rounds() -> None:
    tables = _tables(2)
    judges = [Judge(f"j{i}") for i in range(4)]
    earlier: list[JudgedRound] = []
    for seed in range(4):
        plan = assign_judges(judges, tables, {}, seed=seed, earlier=earlier)
        earlier.append(JudgedRound(tuple(tables), plan.judges))
    counts = [sum(j.name in r.judges for r in earlier) for j in judges]
    assert counts == [2, 2, 2, 2]


def test_the_same_seed_gives_the_same_assignment_and_seeds_differ() -> None:
    tables = _tables(6)
    judges = [Judge(f"j{i}") for i in range(6)]
    plans = {seed: assign_judges(judges, tables, {}, seed=seed).judges for seed in range(8)}
    assert all(assign_judges(judges, tables, {}, seed=s).judges == plans[s] for s in plans)
    assert len(set(plans.values())) > 1


def test_every_rule_breaking_choice_is_avoided_on_small_cases() -> None:
    """Exhaustive over 3 tables and 3 judges of clubs A/B/C: whenever some assignment has no conflict, the
    automatic one has none; otherwise it has no more conflicting players than the best one."""
    tables = _tables(3)
    for table_clubs in itertools.product("AB", repeat=3):
        clubs = _clubs(tables, list(table_clubs))
        for judge_clubs in itertools.product("ABC", repeat=3):
            judges = [Judge(f"j{i}", club=c) for i, c in enumerate(judge_clubs)]
            best = min(
                sum(9 for t, i in enumerate(perm) if judge_clubs[i] == table_clubs[t])
                for perm in itertools.permutations(range(3))
            )
            plan = assign_judges(judges, tables, clubs, seed=5)
            got = sum(len(p.same_club) for p in plan.problems)
            assert got == best


def test_a_judge_s_tables_in_the_order_of_play_with_the_draw_s_time() -> None:
    import json

    from fixtures import EXCHANGE

    from mafia_desk.seating.judges import judge_tables
    from mafia_desk.tournament import load_tournament

    data = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8"))
    data["draws"].reverse()  # the file's order is not the order of play
    data["draws"][0]["judges"] = [None, "Anna Richter"]  # round 2
    data["draws"][0]["time"] = "16:30"
    data["draws"][1]["judges"] = ["Anna Richter", None]  # round 1
    t = load_tournament(data)
    tables = judge_tables(t, "Anna Richter")
    assert [(j.round, j.table, j.time) for j in tables] == [(1, 1, None), (2, 2, "16:30")]
    assert tables[1].players == tuple(data["draws"][0]["tables"][1])
    assert judge_tables(t, "Игорь Судьин") == ()
