"""The rating models: Elo against a hand-computed example, openskill's Plackett-Luce against openskill's own
`rate`, determinism, the order of the games and who is the same person across files."""

from __future__ import annotations

import json
import math
import random

import pytest
from openskill.models import PlackettLuce as OpenSkill

from mafia_desk.game.model import Outcome, Team
from mafia_desk.ratings.elo import Elo, EloCell, EloParameters, red_expectation
from mafia_desk.ratings.output import ratings_to_json
from mafia_desk.ratings.plackett_luce import PlackettLuce
from mafia_desk.ratings.rate import model_named, rate_sources
from mafia_desk.ratings.sources import GameKind, Source, collect, ordered_games
from mafia_desk.tournament.model import Game, Player, Roles, Stage, Tournament

TEN = tuple(f"p{i:02d}" for i in range(1, 11))


def game(
    stage: str,
    rnd: int,
    table: int,
    players: tuple[str, ...],
    black: tuple[int, int, int],
    winner: Team | Outcome,
    sheriff: int | None = None,
) -> Game:
    sheriff = sheriff or next(s for s in range(1, 11) if s not in black)
    return Game(stage, rnd, table, players, Roles(black[0], (black[1], black[2]), sheriff), winner)


def tournament(
    *games: Game, ids: tuple[str, ...] = TEN, stages: tuple[str, ...] = ("qualifying",)
) -> Tournament:
    return Tournament(
        name="t",
        players=tuple(Player(pid, f"Name {pid}") for pid in ids),
        stages=tuple(Stage(s) for s in stages),
        games=games,
    )


def test_elo_matches_the_hand_computed_example() -> None:
    # Game 1: everybody at 1000, so p = 1/2; red wins a tournament game, K 12: reds +6, blacks -6.
    # Game 2: p01, p02 (1006) and p08 (994) are black: Rb = 1002; the reds are five at 1006 and two at 994,
    # Rr = 7018/7 = 1002.5714; p = 1/(1+10^((1002-1002.5714)/400)) = 1/(1+0.9967160) = 0.5008224;
    # black wins: every red moves by 12(0 - 0.5008224) = -6.0098683, every black by +6.0098683.
    first = game("qualifying", 1, 1, TEN, (8, 9, 10), Team.RED, sheriff=1)
    second = game("qualifying", 2, 1, TEN, (1, 2, 8), Team.BLACK, sheriff=3)
    rows = {r.player: r for r in rate_sources(Elo(), [Source("t", tournament(first, second))]).rows}
    assert rows["p01"].history[0] == pytest.approx(1006.0)
    assert rows["p09"].history[0] == pytest.approx(994.0)
    assert rows["p01"].rating == pytest.approx(1012.0098683, abs=1e-6)  # black in game 2, won
    assert rows["p08"].rating == pytest.approx(1000.0098683, abs=1e-6)  # black twice: lost, then won
    assert rows["p03"].rating == pytest.approx(999.9901317, abs=1e-6)  # red twice: won, then lost
    assert rows["p09"].rating == pytest.approx(987.9901317, abs=1e-6)  # black, then red: lost both
    # The role ratings are each their own: p01 was the sheriff, then the don. In game 2 the role teams are
    # the sheriff p03 (1000), civilians p04-p07 (1006 from game 1) and p09, p10 (new, 1000): Rr = 7024/7;
    # the don and the mafia are all new (1000): p = 1/(1+10^(-3.4286/400)) = 0.5049340, black wins: +6.0592.
    assert rows["p01"].by_role["sheriff"].rating == pytest.approx(1006.0)
    assert rows["p01"].by_role["don"].games == 1
    assert rows["p01"].by_role["don"].rating == pytest.approx(1006.0592, abs=1e-3)
    assert set(rows["p01"].by_role) == {"red", "black", "sheriff", "don"}
    assert rows["p01"].games == 2 and rows["p01"].wins == 2


def test_elo_k_by_game_kind_and_the_expectation() -> None:
    assert red_expectation([1000.0] * 7, [1000.0] * 3) == 0.5
    assert red_expectation([1400.0] * 7, [1000.0] * 3) == pytest.approx(10 / 11)
    params = EloParameters()
    assert params.k(GameKind.TOURNAMENT) == 12 and params.k(GameKind.CLUB) == 16
    red, black = [EloCell(1000.0) for _ in range(7)], [EloCell(1000.0) for _ in range(3)]
    Elo().update(red, black, Outcome.BLACK, kind=GameKind.CLUB)
    assert red[0].value == 992.0 and black[0].value == 1008.0


def test_elo_counts_a_draw_as_half_a_win_for_each_side() -> None:
    """S = 1/2: equal teams do not move; a favourite red (p = 10/11) loses K(1/2 - 10/11) = 12 x 9/22."""
    red, black = [EloCell(1000.0) for _ in range(7)], [EloCell(1000.0) for _ in range(3)]
    Elo().update(red, black, Outcome.DRAW, kind=GameKind.TOURNAMENT)
    assert red[0].value == 1000.0 and black[0].value == 1000.0
    red, black = [EloCell(1400.0) for _ in range(7)], [EloCell(1000.0) for _ in range(3)]
    Elo().update(red, black, Outcome.DRAW, kind=GameKind.TOURNAMENT)
    assert red[0].value == pytest.approx(1400.0 - 12 * 9 / 22)
    assert black[0].value == pytest.approx(1000.0 + 12 * 9 / 22)


def test_plackett_luce_takes_a_draw_as_openskills_tie() -> None:
    """A draw is openskill's tie (both teams at rank 0), to the last bit: neither a win nor a loss."""
    ours, reference = PlackettLuce(), OpenSkill()
    mine_red = [ours.new_cell() for _ in range(7)]
    mine_black = [ours.new_cell() for _ in range(3)]
    ours.update(mine_red, mine_black, Outcome.BLACK, GameKind.TOURNAMENT)  # black ahead before the draw
    ours.update(mine_red, mine_black, Outcome.DRAW, GameKind.TOURNAMENT)
    red, black = [reference.rating() for _ in range(7)], [reference.rating() for _ in range(3)]
    red, black = reference.rate([red, black], ranks=[1, 0])
    red, black = reference.rate([red, black], ranks=[0, 0])
    assert [(c.mu, c.sigma) for c in mine_red + mine_black] == [(c.mu, c.sigma) for c in red + black]
    won = PlackettLuce()
    won_red, won_black = [won.new_cell() for _ in range(7)], [won.new_cell() for _ in range(3)]
    won.update(won_red, won_black, Outcome.BLACK, GameKind.TOURNAMENT)
    won.update(won_red, won_black, Outcome.RED, GameKind.TOURNAMENT)
    assert won_red[0].mu != mine_red[0].mu


def random_games(rng: random.Random, n: int, ids: tuple[str, ...]) -> list[Game]:
    out = []
    for i in range(n):
        players = tuple(rng.sample(ids, 10))
        black = tuple(rng.sample(range(1, 11), 3))
        out.append(game("qualifying", i + 1, 1, players, black, rng.choice([Outcome.RED, Outcome.BLACK])))  # type: ignore[arg-type]
    return out


def test_plackett_luce_is_openskills_rate_game_by_game() -> None:
    """Our in-place update (tau added, then the model's computation) gives what openskill's public `rate`
    gives, to the last bit, over 200 random games; an openskill release that changes either fails here."""
    rng = random.Random(3)
    ids = tuple(f"q{i:02d}" for i in range(30))
    games = random_games(rng, 200, ids)
    ours = PlackettLuce()
    reference = OpenSkill()
    mine = {pid: ours.new_cell() for pid in ids}
    theirs = {pid: reference.rating() for pid in ids}
    for g in games:
        red = [g.players[s - 1] for s in range(1, 11) if g.roles.team_of(s) is Team.RED]
        black = [g.players[s - 1] for s in range(1, 11) if g.roles.team_of(s) is Team.BLACK]
        ours.update([mine[p] for p in red], [mine[p] for p in black], g.winner, GameKind.TOURNAMENT)
        ranks = [0, 1] if g.winner is Outcome.RED else [1, 0]
        new_red, new_black = reference.rate(
            [[theirs[p] for p in red], [theirs[p] for p in black]], ranks=ranks
        )
        theirs.update(zip(red, new_red, strict=True))
        theirs.update(zip(black, new_black, strict=True))
    for pid in ids:
        assert (mine[pid].mu, mine[pid].sigma) == (theirs[pid].mu, theirs[pid].sigma)
    assert any(not math.isclose(m.mu, 25.0) for m in mine.values())


@pytest.mark.parametrize("model_id", ["elo", "openskill"])
def test_the_same_games_give_the_same_list(model_id: str) -> None:
    rng = random.Random(5)
    ids = tuple(f"q{i:02d}" for i in range(25))
    t = tournament(*random_games(rng, 60, ids), ids=ids)
    once = json.dumps(ratings_to_json(rate_sources(model_named(model_id), [Source("t", t)])))
    again = json.dumps(ratings_to_json(rate_sources(model_named(model_id), [Source("t", t)])))
    assert once == again
    document = json.loads(once)
    assert document["model"]["id"] == model_id and document["model"]["parameters"]
    ratings = [r["rating"] for r in document["ratings"]]
    assert ratings == sorted(ratings, reverse=True)


def test_games_are_rated_by_stage_order_then_round_then_table() -> None:
    a = game("final", 1, 1, TEN, (1, 2, 3), Team.RED)
    b = game("qualifying", 2, 1, TEN, (1, 2, 3), Team.RED)
    c = game("qualifying", 1, 2, TEN, (1, 2, 3), Team.RED)
    others = tuple(f"x{i}" for i in range(10))
    d = game("qualifying", 1, 1, others, (1, 2, 3), Team.RED)
    t = tournament(a, b, c, d, ids=TEN + others, stages=("qualifying", "final"))
    keys = [key for key, _i in ordered_games(Source("t", t))]
    assert keys == [("qualifying", 1, 1), ("qualifying", 1, 2), ("qualifying", 2, 1), ("final", 1, 1)]
    # Across sources the order given wins: a file's games all come before the next file's.
    collected = collect([Source("second", tournament(a, stages=("final",))), Source("first", t)])
    assert [(g.source, g.stage) for g in collected.games][:2] == [(0, "final"), (1, "qualifying")]


def test_order_changes_elo_ratings() -> None:
    """Elo depends on the order: the same two games in the other order give other ratings, which is why the
    order is fixed and documented."""
    one = game("qualifying", 1, 1, TEN, (1, 2, 3), Team.RED)
    two = game("qualifying", 2, 1, TEN, (4, 5, 6), Team.BLACK)
    forward = rate_sources(Elo(), [Source("a", tournament(one)), Source("b", tournament(two))])
    backward = rate_sources(Elo(), [Source("b", tournament(two)), Source("a", tournament(one))])
    assert {r.player: r.rating for r in forward.rows} != {r.player: r.rating for r in backward.rows}


def test_the_same_id_in_two_files_is_one_person_and_stored_ones_go_by_the_register() -> None:
    one = Source("a", tournament(game("qualifying", 1, 1, TEN, (1, 2, 3), Team.RED)))
    two = Source("b", tournament(game("qualifying", 1, 1, TEN, (4, 5, 6), Team.RED)))
    rows = {r.player: r for r in rate_sources(Elo(), [one, two]).rows}
    assert len(rows) == 10 and rows["p01"].games == 2
    # Stored tournaments: p01 of each is a different register entry, except where the register says so.
    stored_one = Source("a", one.tournament, register={pid: i for i, pid in enumerate(TEN)}, stored_id=1)
    register_two = {pid: 100 + i for i, pid in enumerate(TEN)}
    register_two["p05"] = 0  # merged in the register with tournament 1's p01
    stored_two = Source("b", two.tournament, register=register_two, stored_id=2)
    rows = {r.player: r for r in rate_sources(Elo(), [stored_one, stored_two]).rows}
    assert len(rows) == 19
    assert rows["register:0"].games == 2
    assert rows["register:101"].games == 1
    # A registration without a register entry is a person of its own tournament only.
    unlinked = Source("c", two.tournament, register={}, stored_id=3)
    assert unlinked.person("p01") == "t3:p01"
