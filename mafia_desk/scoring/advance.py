"""Who goes through when a stage closes: the top K of the previous stage's standings, the tie at the line.

The decision is the scoring engine's own order (total, the ruleset's tie-break chain, then a recorded lot,
else the provisional player-id order of A32), so the standings, the closing dialog, the headless `advance`
command and the seating of the next stage agree on who is in. What this module adds is the line: which
criterion separated place K from place K+1, and whether a lot is still to be drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mafia_desk.inputs.limits import MAX_ROUND
from mafia_desk.rulesets.scoring import GROUP_TIEBREAKS
from mafia_desk.scoring.standings import StandingRow, Standings, compute_standings
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Lot, StageClosing, Tournament

__all__ = ["AdvanceError", "Advancement", "advancement", "entrants"]


class AdvanceError(ValueError):
    """A stage that cannot be advanced into (unknown, the first, too few players): one line for the user."""


@dataclass(frozen=True)
class Advancement:
    stage: str  # the stage entered
    from_stage: str  # the stage whose standings decide
    count: int  # K: how many go through
    through: tuple[str, ...]  # player ids, in standings order
    line: tuple[str, ...]  # players tied across the line after every tie-break, in standings order
    decided_by: str | None  # the criterion that separated place K from K+1; "lot"; None: no tie there
    needs_lot: bool  # tied across the line, and no lot recorded for exactly that group
    standings: Standings  # the previous stage's standings the decision was read from
    candidates: tuple[StandingRow, ...]  # the rows of those who played the previous stage, in place order
    closing: StageClosing | None = None  # the stage's recorded closing, if it was closed already
    lot: Lot | None = None  # the recorded lot that settled the line, if one did
    rounds_played: int = 0  # rounds of the previous stage with a game counted
    rounds_planned: int | None = None  # its `games`, when the stage gives them

    @property
    def early(self) -> bool:
        """The previous stage still has rounds to play: closing it now would announce a list too soon."""
        return self.rounds_planned is not None and self.rounds_played < self.rounds_planned

    def drawn(self, player: str) -> int | None:
        """The number `player` drew in the lot at the line (his position in it when no number was kept)."""
        if self.lot is None or player not in self.lot.order:
            return None
        index = self.lot.order.index(player)
        return self.lot.drawn[index] if self.lot.drawn else index + 1

    @property
    def changed(self) -> bool:
        """The stage was closed, and the standings today would send other players through."""
        return self.closing is not None and set(self.closing.through) != set(self.through)


def _stage_index(t: Tournament, stage_id: str) -> int:
    ids = [s.id for s in effective_stages(t)]
    if stage_id not in ids:
        raise AdvanceError(f"--stage {stage_id!r}: unknown stage (stages: {', '.join(ids)})")
    index = ids.index(stage_id)
    if index == 0:
        raise AdvanceError(f"--stage {stage_id}: the first stage is entered by everybody; name a later one")
    return index


def entrants(t: Tournament, stage_id: str, lots: Sequence[Lot] | None = None) -> tuple[str, ...]:
    """Who enters `stage_id`: everybody for the first stage, the frozen list of a closed stage, else who the
    standings send through today."""
    ids = [s.id for s in effective_stages(t)]
    if ids and stage_id == ids[0]:
        return tuple(p.id for p in t.players)
    closing = t.closing(stage_id)
    if closing is not None:
        return closing.through
    return advancement(t, stage_id, lots).through


def advancement(
    t: Tournament, stage_id: str, lots: Sequence[Lot] | None = None, standings: Standings | None = None
) -> Advancement:
    """Who of the previous stage's standings goes through into `stage_id`.

    `lots`: the lots to apply; None takes the tournament's recorded ones. The standings count every stage up
    to the end of the previous one (carried over or not, as the ruleset says). `standings`: those standings
    when the caller has them already (no game of a later stage counted, the recorded lots applied), so the
    window's table and its advancing line come from one computation.
    """
    stages = effective_stages(t)
    index = _stage_index(t, stage_id)
    stage, previous = stages[index], stages[index - 1]
    entered = entrants(t, previous.id, lots)
    if standings is None:
        standings = compute_standings(t, after=(previous.id, MAX_ROUND), lots=lots)
    wanted = set(entered)
    rows = tuple(row for row in standings.rows if row.player in wanted)
    count = len(rows) if stage.advance is None else stage.advance
    if count > len(rows):
        raise AdvanceError(
            f"stage {stage.id}: {count} advance, but only {len(rows)} players are in stage {previous.id}"
        )
    through = tuple(row.player for row in rows[:count])
    line: tuple[str, ...] = ()
    decided_by: str | None = None
    needs_lot = False
    applied: Lot | None = None
    if count < len(rows):
        last, next_ = rows[count - 1], rows[count]
        decided_by = _separating(last, next_)
        if decided_by == "lot":
            group = tied_with(rows, last)
            line = tuple(row.player for row in group)
            needs_lot = not all(row.lot_drawn for row in group)
            matching = [lot for lot in (t.lots if lots is None else lots) if set(lot.players) == set(line)]
            applied = None if needs_lot or not matching else matching[-1]
    return Advancement(
        stage=stage.id,
        from_stage=previous.id,
        count=count,
        through=through,
        line=line,
        decided_by=decided_by,
        needs_lot=needs_lot,
        standings=standings,
        candidates=rows,
        closing=t.closing(stage.id),
        lot=applied,
        rounds_played=len({g.round for g in t.scored_games if g.stage == previous.id}),
        rounds_planned=previous.games,
    )


def tied_with(rows: Sequence[StandingRow], row: StandingRow) -> tuple[StandingRow, ...]:
    """The rows tied with `row` on the total and every tie-break before the lot (`row` included)."""
    key = _tie_key(row)
    return tuple(r for r in rows if _tie_key(r) == key)


def _tie_key(row: StandingRow) -> tuple[object, ...]:
    """What a tied group shares: the total and every tie-break value before the lot."""
    return (row.total, tuple(v for v in row.tiebreak if v.name != "lot"))


def _separating(last: StandingRow, next_: StandingRow) -> str | None:
    """The first criterion on which the last player through beats the first one out (readings A34 names)."""
    if last.total != next_.total:
        return None
    theirs = {v.name: v.value for v in next_.tiebreak}
    for value in last.tiebreak:
        if value.name == "lot":
            break
        other = theirs.get(value.name)
        if other is None and value.name in GROUP_TIEBREAKS:
            continue  # a group criterion the other's group never reached: not what split them
        if other != value.value:
            return value.name
    return "lot"
