"""One round of a tournament drawn by its stage's seating method, over the exchange file's players.

The standings are the scoring engine's business and this package may not import it (the layers of
pyproject.toml), so the caller passes a `Ranking`: the player ids in standings order after a given round.
Choices the spec leaves open are in docs/seating.md ("Drawing one round of a tournament").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from mafia_desk.seating.balanced import balanced_draw
from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.model import DrawRound, Figure, History, SeatingError
from mafia_desk.seating.swiss import final_draw, swiss_draw
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Draw, SeatingMethod, Stage, Tournament

# Player ids best first, by the standings after (stage, round).
Ranking = Callable[[tuple[str, int]], Sequence[str]]


@dataclass(frozen=True)
class RoundDraw:
    """The draw of one round and its quality figures (over this stage's earlier rounds too)."""

    draw: Draw
    method: SeatingMethod
    quality: dict[str, Figure]

    def to_dict(self) -> dict[str, object]:
        d = self.draw
        return {
            "stage": d.stage,
            "round": d.round,
            "seed": d.seed,
            "method": self.method,
            "tables": [list(t) for t in d.tables],
            "sitting_out": list(d.sitting_out),
            "quality": {name: fig.to_dict() for name, fig in self.quality.items()},
        }


def _stage(t: Tournament, stage_id: str) -> tuple[int, Stage]:
    stages = effective_stages(t)
    for index, stage in enumerate(stages):
        if stage.id == stage_id:
            return index, stage
    raise SeatingError(f"--stage {stage_id!r}: unknown stage (stages: {', '.join(s.id for s in stages)})")


def seating_method(stage: Stage, round_: int) -> SeatingMethod:
    """The stage's method for the round; a stage that names none is drawn at random."""
    if stage.seating is None:
        return "random"
    if isinstance(stage.seating, str):
        return stage.seating
    return stage.seating[round_ - 1]


def _last_round(t: Tournament, stage: Stage) -> int:
    if stage.games is not None:
        return stage.games
    return max((g.round for g in t.games if g.stage == stage.id), default=0)


def stage_players(t: Tournament, stage_index: int, rank: Ranking) -> tuple[str, ...]:
    """Who enters the stage: everybody for the first one, then the top `advance` of the previous stage's
    standings (everybody still in when the stage names no `advance`). A closed stage's list is frozen
    (`closings[]`); the ranking must be the standings with the recorded lots, as scoring/advance.py uses."""
    stages = effective_stages(t)
    if stage_index == 0:
        return tuple(p.id for p in t.players)
    stage, previous = stages[stage_index], stages[stage_index - 1]
    closing = t.closing(stage.id)
    if closing is not None:
        return closing.through
    entered = stage_players(t, stage_index - 1, rank)
    if stage.advance is None:
        return entered
    ranked = _ranked(entered, rank((previous.id, _last_round(t, previous))))
    if len(ranked) < stage.advance:
        raise SeatingError(
            f"stage {stage.id}: {stage.advance} advance, but only {len(ranked)} players are in"
        )
    return ranked[: stage.advance]


def _ranked(players: Sequence[str], order: Sequence[str]) -> tuple[str, ...]:
    """`players` in `order`; anyone the standings do not list yet keeps his file order after the rest."""
    wanted = set(players)
    out = [p for p in order if p in wanted]
    placed = set(out)
    return tuple(out + [p for p in players if p not in placed])


def stage_history(t: Tournament, stage_id: str, before: int) -> list[DrawRound]:
    """The stage's earlier rounds as they were played (games), or as drawn where no game is entered yet."""
    rounds: list[DrawRound] = []
    draws = {d.round: d for d in t.draws if d.stage == stage_id}
    for r in range(1, before):
        played = (g for g in t.scored_games if g.stage == stage_id and g.round == r)
        games = sorted(played, key=lambda g: g.table)
        if games:
            rounds.append(DrawRound(r, tuple(g.players for g in games)))
        elif r in draws:
            rounds.append(DrawRound(r, draws[r].tables, draws[r].sitting_out))
    return rounds


def _check_played(t: Tournament, stage_id: str, round_: int) -> None:
    """A Swiss round is ranked by the standings so far: each earlier round of its stage must be in them."""
    drawn = {d.round: len(d.tables) for d in t.draws if d.stage == stage_id}
    for r in range(1, round_):
        played = sum(1 for g in t.scored_games if g.stage == stage_id and g.round == r)
        if played == 0 or played < drawn.get(r, 0):
            raise SeatingError(
                f"stage {stage_id}, round {round_} is Swiss, by the standings so far: round {r} has "
                f"{played} of its games entered"
            )


def draw_round(t: Tournament, stage_id: str, round_: int, seed: int, rank: Ranking) -> RoundDraw:
    """The draw of (stage, round) for `seed`: the same file and seed always give the same draw."""
    index, stage = _stage(t, stage_id)
    if round_ < 1 or (stage.games is not None and round_ > stage.games):
        rounds = f"1..{stage.games}" if stage.games is not None else "1 or more"
        raise SeatingError(f"--round {round_}: stage {stage_id} has rounds {rounds}")
    method = seating_method(stage, round_)
    players = stage_players(t, index, rank)
    tables = stage.tables if stage.tables is not None else len(players) // SEATS
    if tables < 1 or len(players) < tables * SEATS:
        raise SeatingError(
            f"stage {stage_id}: {len(players)} players cannot fill {max(tables, 1)} table(s) of {SEATS}"
        )
    history = History.from_rounds(stage_history(t, stage_id, round_))
    if method == "random":
        made = balanced_draw(players, tables, 1, seed=seed, history=history)
        rnd = made.rounds[0]
        seated = rnd.tables
        sitting_out = rnd.sitting_out
    elif method == "swiss":
        _check_played(t, stage_id, round_)
        previous = (stage_id, round_ - 1)
        if round_ == 1:
            stages = effective_stages(t)
            before = stages[index - 1] if index else None
            previous = (before.id, _last_round(t, before)) if before else (stage_id, 0)
        order = _ranked(players, rank(previous)) if previous[1] > 0 else players
        made = swiss_draw(order[: tables * SEATS], history, seed=seed, round_number=round_)
        seated = made.rounds[0].tables
        sitting_out = order[tables * SEATS :]
    else:
        if tables != 1:
            raise SeatingError(f"stage {stage_id}: a final is one table, the stage has {tables}")
        made = final_draw(players[:SEATS], 1, history, seed=seed)
        seated = made.rounds[0].tables
        sitting_out = players[SEATS:]
    draw = Draw(stage=stage_id, round=round_, tables=tuple(seated), seed=seed, sitting_out=tuple(sitting_out))
    return RoundDraw(draw, method, made.quality)


def add_draw(t: Tournament, new: Draw) -> Tournament:
    """`t` with the draw in `draws[]`; refused for a round already played, or already drawn otherwise."""
    if any(g.stage == new.stage and g.round == new.round for g in t.games):
        raise SeatingError(f"stage {new.stage}, round {new.round}: already played, its draw cannot change")
    for old in t.draws:
        if (old.stage, old.round) == (new.stage, new.round):
            if (old.tables, old.sitting_out) == (new.tables, new.sitting_out):
                return t
            raise SeatingError(
                f"stage {new.stage}, round {new.round}: already drawn (seed {old.seed}), differently"
            )
    return replace(t, draws=(*t.draws, new))
