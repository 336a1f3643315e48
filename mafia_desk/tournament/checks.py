"""Checks that need more than one object: references between records and the preset's scoring rules.

A file breaking any of them is rejected whole (spec: Errors), so the scoring engine can trust every game it
gets. The readings (A-numbers) that decide a check are cited beside it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from fractions import Fraction

from mafia_desk.rulesets.game import GameRuleset
from mafia_desk.rulesets.scoring import ScoringRules
from mafia_desk.tournament.bonus_grid import check_bonus_grid
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import (
    CORRECTION_PROTEST_KEY,
    Draw,
    EndedBy,
    Game,
    Outcome,
    Stage,
    Team,
    Tournament,
    exact,
)
from mafia_desk.tournament.names import SAME_NAMES, SAME_NAMES_KEY
from mafia_desk.tournament.numbers import PointsStyle, format_points
from mafia_desk.tournament.teams import teams_of
from mafia_desk.tournament.templates import SWISS_RANK_KEYS


def default_stages(rules: ScoringRules) -> tuple[Stage, ...]:
    return tuple(Stage(id=sid, coefficient=_as_number(c)) for sid, c in rules.stages)


def _as_number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def check_tournament(
    t: Tournament,
    rules: ScoringRules,
    *,
    host_may_reseat: bool = False,
    three_nights_rule: str = "any_count",
) -> None:
    """`host_may_reseat`: the ruleset's [game] option; without it a game under a draw keeps its seat order.
    `three_nights_rule`: the ruleset's [game] option; only "draw" lets a game's `winner` be "draw" (our
    extension, docs/tournament-format.md)."""
    stages = _check_stages(t)
    # A list, not a set: the error message names the stages in their order, the same on every run.
    stage_list = [s.id for s in stages] if stages is not None else [sid for sid, _ in rules.stages]
    stage_ids = set(stage_list)
    player_ids = _check_players(t)
    played: dict[tuple[str, int, str], str] = {}
    seen_games: set[tuple[str, int, int]] = set()
    for game in t.games:
        where = game.where
        if game.stage not in stage_ids:
            known = ", ".join(stage_list)
            raise TournamentFileError(where, f"unknown stage {game.stage!r} (stages: {known})")
        key = (game.stage, game.round, game.table)
        if key in seen_games:
            raise TournamentFileError(where, "two games share this stage, round and table")
        seen_games.add(key)
        counts = Counter(game.players)
        for pid, n in counts.items():
            if n > 1:
                raise TournamentFileError(where, f"player {pid} sits at {n} seats")
            if pid not in player_ids:
                raise TournamentFileError(where, f"unknown player {pid!r} at seat {game.seat_of(pid)}")
            other = played.get((game.stage, game.round, pid))
            if other is not None:
                raise TournamentFileError(
                    where, f"player {pid} plays twice in round {game.round} of {game.stage} (also {other})"
                )
            played[(game.stage, game.round, pid)] = where
        _check_game(game, rules, three_nights_rule)
    _check_absences(t, stage_ids, player_ids, played, rules)
    # a substitute drawn to sit out the round came in for a player who left (the host's `replace`)
    came_in = {
        (g.stage, g.round, pid)
        for g in t.games
        for seat, pid in g.substitutes().items()
        if g.players[seat - 1 : seat] == (pid,)
    }
    draws = _check_draws(t, stage_list, player_ids, {k: v for k, v in played.items() if k not in came_in})
    for game in t.games:
        _check_under_draw(game, draws, host_may_reseat)
    _check_corrections(t, player_ids, draws, rules, host_may_reseat, three_nights_rule)
    _check_closings(t, stage_list, player_ids)
    _check_protests(t, player_ids)
    _check_judge_details(t, player_ids)
    _check_same_names(t)
    teams_of(t)  # our key `teams`: raises for the first broken rule (tournament/teams.py)
    for adj in t.adjustments:
        if adj.player not in player_ids:
            raise TournamentFileError(f"player {adj.player}", "adjustment for an unknown player")


def _check_same_names(t: Tournament) -> None:
    """Our key `same_names`: how players who share a name are told apart (tournament/names.py)."""
    value = t.extra.get(SAME_NAMES_KEY)
    if value is not None and (not isinstance(value, str) or value not in SAME_NAMES):
        raise TournamentFileError(
            "file", f"'{SAME_NAMES_KEY}' must be one of {', '.join(SAME_NAMES)}, not {value!r}"
        )


def _check_stages(t: Tournament) -> tuple[Stage, ...] | None:
    if t.stages is None:
        return None
    seen: set[str] = set()
    for stage in t.stages:
        if stage.id in seen:
            raise TournamentFileError(f"stage {stage.id}", "stage ids must be unique")  # A2
        seen.add(stage.id)
        hidden, games = stage.hidden_from_round, stage.games
        if hidden is not None and games is not None and hidden > games:
            raise TournamentFileError(
                f"stage {stage.id}", f"'hidden_from_round' {hidden} is after its last round {games}"
            )
        rank = stage.extra.get("swiss_rank")
        if rank is not None and (not isinstance(rank, str) or rank not in SWISS_RANK_KEYS):
            raise TournamentFileError(
                f"stage {stage.id}", f"'swiss_rank' must be one of {', '.join(SWISS_RANK_KEYS)}, not {rank!r}"
            )
    if not t.stages:
        raise TournamentFileError("file", "'stages' must list at least one stage")
    return t.stages


def _check_draws(
    t: Tournament, stage_list: list[str], player_ids: set[str], played: dict[tuple[str, int, str], str]
) -> dict[tuple[str, int], Draw]:
    stages = {s.id: s for s in t.stages or ()}
    draws: dict[tuple[str, int], Draw] = {}
    for d in t.draws:
        where = f"stage {d.stage}"
        label = f"draw of round {d.round}"
        if d.stage not in stage_list:
            raise TournamentFileError(where, f"{label}: unknown stage (stages: {', '.join(stage_list)})")
        if (d.stage, d.round) in draws:
            raise TournamentFileError(where, f"two draws of round {d.round}")
        draws[(d.stage, d.round)] = d
        stage = stages.get(d.stage)
        if stage is not None and stage.games is not None and d.round > stage.games:
            raise TournamentFileError(where, f"{label}: the stage has {stage.games} rounds")
        if stage is not None and stage.tables is not None and len(d.tables) > stage.tables:
            raise TournamentFileError(where, f"{label}: {len(d.tables)} tables; the stage has {stage.tables}")
        seen: set[str] = set()
        groups = [(f"table {i}", table) for i, table in enumerate(d.tables, start=1)]
        for name, members in [*groups, ("sitting out", d.sitting_out)]:
            if name != "sitting out" and len(members) != 10:
                raise TournamentFileError(where, f"{label}, {name}: exactly 10 players, not {len(members)}")
            for pid in members:
                if pid not in player_ids:
                    raise TournamentFileError(where, f"{label}, {name}: unknown player {pid!r}")
                if pid in seen:
                    raise TournamentFileError(where, f"{label}: player {pid} is placed twice")
                seen.add(pid)
        for pid in d.sitting_out:
            game = played.get((d.stage, d.round, pid))
            if game is not None:
                raise TournamentFileError(where, f"{label}: player {pid} sits out, but plays {game}")
        _check_short_table(d, where, label, player_ids)
        _check_draw_judges(t, d, where, label)
    return draws


def _check_draw_judges(t: Tournament, d: Draw, where: str, label: str) -> None:
    """Our key `draws[].judges`: one entry per table, a judge of `judges` or null, each judge at most once."""
    if not d.judges:
        return
    if len(d.judges) != len(d.tables):
        raise TournamentFileError(
            where, f"{label}: 'judges' has {len(d.judges)} entries for {len(d.tables)} tables"
        )
    known = set(t.judges or ())
    seen: set[str] = set()
    for table, name in enumerate(d.judges, start=1):
        if name is None:
            continue
        if name not in known:
            raise TournamentFileError(where, f"{label}, table {table}: {name!r} is not in 'judges'")
        if name in seen:
            raise TournamentFileError(where, f"{label}: judge {name!r} is assigned to two tables")
        seen.add(name)


def _check_judge_details(t: Tournament, player_ids: set[str]) -> None:
    """Our key `judge_details`: each entry names a judge of `judges`, once; `player` a registered player."""
    names = list(t.judges or ())
    if t.judge_details or any(d.judges for d in t.draws):
        # a judge is named by his name in `judge_details` and `draws[].judges`: it must say who
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise TournamentFileError("file", f"judge {twice[0]!r} is listed twice in 'judges'")
    known = set(names)
    seen: set[str] = set()
    for i, j in enumerate(t.judge_details):
        if j.name not in known:
            raise TournamentFileError("file", f"judge_details[{i}]: {j.name!r} is not in 'judges'")
        if j.name in seen:
            raise TournamentFileError("file", f"judge_details[{i}]: {j.name!r} is described twice")
        seen.add(j.name)
        if j.player is not None and j.player not in player_ids:
            raise TournamentFileError("file", f"judge_details[{i}]: unknown player {j.player!r}")


def _check_short_table(d: Draw, where: str, label: str, player_ids: set[str]) -> None:
    """The draw's `short_table` (our key: the players its short table benches, who get the ruleset's
    short-table points as absences): a list of known players, none twice, none seated at a table."""
    short = d.extra.get("short_table")
    if short is None:
        return
    if not isinstance(short, list) or not all(isinstance(p, str) for p in short):
        raise TournamentFileError(where, f"{label}: 'short_table' must be a list of player ids")
    seated = {p for table in d.tables for p in table}
    for pid in short:
        if pid not in player_ids:
            raise TournamentFileError(where, f"{label}, short table: unknown player {pid!r}")
        if pid in seated:
            raise TournamentFileError(where, f"{label}, short table: player {pid} is seated at a table")
    twice = sorted(p for p, n in Counter(short).items() if n > 1)
    if twice:
        raise TournamentFileError(where, f"{label}, short table: player {twice[0]} is listed twice")


def _check_under_draw(game: Game, draws: dict[tuple[str, int], Draw], host_may_reseat: bool) -> None:
    d = draws.get((game.stage, game.round))
    if d is None:
        return
    if game.table > len(d.tables):
        raise TournamentFileError(game.where, f"the draw of this round has only {len(d.tables)} tables")
    drawn = d.tables[game.table - 1]
    # a seat whose substitute is credited (replacement_result = substitute) holds him instead of the drawn
    # player, and only as the game's `replacements` say
    subs = {seat: pid for seat, pid in game.substitutes().items() if game.players[seat - 1 : seat] == (pid,)}
    kept = tuple(pid for i, pid in enumerate(game.players, start=1) if i not in subs)
    if host_may_reseat:
        same = set(kept) <= set(drawn) and len(set(drawn) - set(kept)) == len(subs)
    else:
        same = all(
            a == b for i, (a, b) in enumerate(zip(drawn, game.players, strict=False), 1) if i not in subs
        )
        same = same and len(drawn) == len(game.players)
    if not same:
        order = "" if host_may_reseat else " in the draw's seat order"
        raise TournamentFileError(
            game.where, f"the players differ from table {game.table} of the draw (no re-seating{order})"
        )


def _check_corrections(
    t: Tournament,
    player_ids: set[str],
    draws: dict[tuple[str, int], Draw],
    rules: ScoringRules,
    host_may_reseat: bool,
    three_nights_rule: str,
) -> None:
    originals = {(g.stage, g.round, g.table) for g in t.games}
    for c in t.corrections:
        if (c.stage, c.round, c.table) not in originals:
            raise TournamentFileError(c.where, f"correction ({c.action}) of a game that is not in 'games'")
        if c.game is None:
            continue
        for pid, n in Counter(c.game.players).items():
            if n > 1:
                raise TournamentFileError(c.where, f"correction: player {pid} sits at {n} seats")
            if pid not in player_ids:
                raise TournamentFileError(
                    c.where, f"correction: unknown player {pid!r} at seat {c.game.seat_of(pid)}"
                )
        _check_game(c.game, rules, three_nights_rule)
        _check_under_draw(c.game, draws, host_may_reseat)
    # The games the standings count must still seat each player at most once a round.
    played: dict[tuple[str, int, str], str] = {}
    for game in t.scored_games:
        for pid in game.players:
            other = played.get((game.stage, game.round, pid))
            if other is not None:
                raise TournamentFileError(
                    game.where,
                    f"after the corrections, player {pid} plays twice in round {game.round} of "
                    f"{game.stage} (also {other})",
                )
            played[(game.stage, game.round, pid)] = game.where
    absent = {(a.stage, a.round, a.player): a.kind for a in t.absences}
    for (stage, round_, pid), where in played.items():
        kind = absent.get((stage, round_, pid))
        if kind is not None:
            raise TournamentFileError(
                where, f"after the corrections, player {pid} plays but is absent ({kind}) in this round"
            )


def _check_protests(t: Tournament, player_ids: set[str]) -> None:
    """Our key `protests`: each on a game in `games[]`, filed by a registered player (one seated in that game,
    in its original or a correction's version, unless he files as a team captain), ids unique; and a
    correction that names a protest names one of its own game that was upheld at least once."""
    seated: dict[tuple[str, int, int], set[str]] = {}
    for g in t.games:
        seated[(g.stage, g.round, g.table)] = set(g.players)
    for c in t.corrections:
        if c.game is not None:
            seated.setdefault((c.stage, c.round, c.table), set()).update(c.game.players)
    seen: set[str] = set()
    for p in t.protests:
        label = f"protest {p.id}"
        if p.id in seen:
            raise TournamentFileError("file", f"two protests share the id {p.id!r}")
        seen.add(p.id)
        players = seated.get(p.slot)
        if players is None:
            raise TournamentFileError(p.where, f"{label}: a protest on a game that is not in 'games'")
        if p.by not in player_ids:
            raise TournamentFileError(p.where, f"{label}: filed by an unknown player {p.by!r}")
        if p.filed_as == "player" and p.by not in players:
            raise TournamentFileError(
                p.where, f"{label}: filed by {p.by}, who did not play this game (a captain files with 'as')"
            )
    for c in t.corrections:
        if CORRECTION_PROTEST_KEY not in c.extra:
            continue
        named = c.extra[CORRECTION_PROTEST_KEY]
        protest = t.protest(named) if isinstance(named, str) else None
        if protest is None:
            raise TournamentFileError(
                c.where, f"correction: 'protest' names no protest of the file: {named!r}"
            )
        if protest.slot != (c.stage, c.round, c.table):
            raise TournamentFileError(c.where, f"correction: protest {protest.id} is on {protest.where}")
        if not any(r.decision == "upheld" for r in protest.rulings):
            raise TournamentFileError(c.where, f"correction: protest {protest.id} was never upheld")


def _check_closings(t: Tournament, stage_list: list[str], player_ids: set[str]) -> None:
    """A closing freezes who entered a stage: it must name a later stage once, registered players only, as
    many as the stage takes, among those who entered the stage before it, and agree with its own lots."""
    stages = {s.id: s for s in t.stages or ()}
    closed: dict[str, frozenset[str]] = {}
    for c in t.closings:
        where = f"stage {c.stage}"
        if c.stage not in stage_list:
            raise TournamentFileError(where, f"closing: unknown stage (stages: {', '.join(stage_list)})")
        index = stage_list.index(c.stage)
        if index == 0:
            raise TournamentFileError(
                where, "closing: the first stage is entered by everybody, not closed into"
            )
        if c.stage in closed:
            raise TournamentFileError(where, "closing: the stage is closed twice")
        for pid in c.through:
            if pid not in player_ids:
                raise TournamentFileError(where, f"closing: unknown player {pid!r} goes through")
        stage = stages.get(c.stage)
        if stage is not None and stage.advance is not None and len(c.through) != stage.advance:
            raise TournamentFileError(
                where, f"closing: {len(c.through)} players go through, the stage takes {stage.advance}"
            )
        before = closed.get(stage_list[index - 1])
        if before is not None:
            outside = [pid for pid in c.through if pid not in before]
            if outside:
                raise TournamentFileError(
                    where, f"closing: {', '.join(outside)} did not enter stage {stage_list[index - 1]}"
                )
        through = set(c.through)
        for i, lot in enumerate(c.lots):
            for pid in lot.players:
                if pid not in player_ids:
                    raise TournamentFileError(where, f"closing: lots[{i}]: unknown player {pid!r}")
            drawn_in = [pid for pid in lot.order if pid in through]
            if drawn_in != list(lot.order[: len(drawn_in)]):
                raise TournamentFileError(
                    where, f"closing: lots[{i}]: 'through' does not follow the lot's order {list(lot.order)}"
                )
        closed[c.stage] = frozenset(c.through)


def _check_players(t: Tournament) -> set[str]:
    ids: set[str] = set()
    for index, player in enumerate(t.players):
        if player.id in ids:
            raise TournamentFileError(f"players[{index}]", f"player id {player.id!r} is used twice")
        ids.add(player.id)
    return ids


def draw_without_its_ruleset(preset: GameRuleset, overrides: Mapping[str, object]) -> bool:
    """Whether a tournament's game options would make draws its exchange file refuses: the file accepts a
    draw only under a ruleset whose own three-nights rule is `draw` (it names the preset, not the
    tournament's options), so an override to `draw` elsewhere would end games in results nobody can store."""
    return overrides.get("three_nights_rule") == "draw" and not preset.has_draws


def _check_game(game: Game, rules: ScoringRules, three_nights_rule: str) -> None:
    where = game.where
    roles = game.roles
    draw_outcome = three_nights_rule == "draw"
    if game.winner is Outcome.DRAW:
        # Our extension: a draw is only the regulation's three quiet nights or the judge's decision (RFM 2026
        # spec 8.17, reg. 5.22; its reason is required as for any award, A38), under a ruleset that has it.
        if not draw_outcome:
            raise TournamentFileError(
                where,
                f"'winner' draw needs a ruleset whose three-nights rule is draw, not {three_nights_rule}",
            )
        if game.ended_by not in (EndedBy.THREE_NIGHTS, EndedBy.JUDGE):
            raise TournamentFileError(
                where,
                "a draw is three quiet nights or the judge's decision: 'ended_by' must be three_nights or "
                f"judge, not {game.ended_by}",
            )
    elif game.ended_by is EndedBy.THREE_NIGHTS and game.winner is not Outcome.RED:
        raise TournamentFileError(where, "a game ended by the three-nights rule is won by red")  # A37
    removed_seats: set[int] = set()
    for removal in game.removed:
        if removal.seat in removed_seats:
            raise TournamentFileError(where, f"seat {removal.seat} is removed twice")
        removed_seats.add(removal.seat)
    move = game.best_move
    if move is not None:
        mover = move.seat
        if roles.team_of(mover) is not Team.RED:
            raise TournamentFileError(
                where, f"best move by seat {mover}, a {roles.role_of(mover)}: only a red player makes one"
            )  # A7
        if mover in removed_seats:
            raise TournamentFileError(
                where, f"best move by seat {mover}, who was removed: a removed player has no last words"
            )  # A41
        if game.shot_night1 is None:
            if rules.best_move_who == "night1_victim":
                raise TournamentFileError(
                    where, f"best move by seat {mover} after a night-1 miss: {rules.ruleset} allows none"
                )  # A6b
        elif mover != game.shot_night1:
            raise TournamentFileError(
                where,
                f"best move by seat {mover}, but seat {game.shot_night1} was shot on night 1: "
                "only he may make it",
            )  # A6, A6b
    _check_bonus(game, rules)


def _check_bonus(game: Game, rules: ScoringRules) -> None:
    where = game.where
    for entry in game.bonus:
        if entry.kind != "judge" and rules.bonus.rule != "stars":
            raise TournamentFileError(
                where, f"bonus for seat {entry.seat}: kind {entry.kind} exists only in stars-2016"
            )  # A15
    if rules.bonus.rule == "stars":
        _check_bonus_stars(game, rules)
    elif rules.bonus.rule == "best_or_split":
        _check_bonus_best_or_split(game, rules)
    elif rules.bonus.rule == "limited":
        _check_bonus_limited(game, rules)
    elif rules.bonus.rule == "grid":
        check_bonus_grid(game, rules)


def _check_bonus_stars(game: Game, rules: ScoringRules) -> None:
    # A16: circle points are exactly +1 / -1; the judge's own points per seat and game stay within -2..+2.
    judge: dict[int, Fraction] = {}
    for entry in game.bonus:
        points = exact(entry.points)
        if entry.kind == "circle_best" and points != rules.bonus.circle_best:
            raise TournamentFileError(
                game.where, f"seat {entry.seat}: circle_best must be {_fmt(rules.bonus.circle_best)}"
            )
        if entry.kind == "circle_worst" and points != rules.bonus.circle_worst:
            raise TournamentFileError(
                game.where, f"seat {entry.seat}: circle_worst must be {_fmt(rules.bonus.circle_worst)}"
            )
        if entry.kind == "judge":
            judge[entry.seat] = judge.get(entry.seat, Fraction(0)) + points
    for seat, total in sorted(judge.items()):
        if not rules.bonus.judge_min <= total <= rules.bonus.judge_max:
            raise TournamentFileError(
                game.where,
                f"seat {seat}: the judge's extra points add up to {_fmt(total)}, outside "
                f"{_fmt(rules.bonus.judge_min)}..{_fmt(rules.bonus.judge_max)}",
            )


def _check_bonus_best_or_split(game: Game, rules: ScoringRules) -> None:
    # A17: nothing; +best to one player of either team; or +split to each of two winners.
    entries = game.bonus
    if not entries:
        return
    points = [exact(e.points) for e in entries]
    if len(entries) == 1 and points[0] == rules.bonus.best:
        return
    if len(entries) == 2 and all(p == rules.bonus.split for p in points):
        if entries[0].seat == entries[1].seat:
            raise TournamentFileError(game.where, f"seat {entries[0].seat} gets the split extra points twice")
        for e in entries:
            if not game.won(e.seat):
                raise TournamentFileError(
                    game.where,
                    f"seat {e.seat}: +{_fmt(rules.bonus.split)} goes only to players of the winning team",
                )
        return
    shown = ", ".join(f"seat {e.seat} {_fmt(p)}" for e, p in zip(entries, points, strict=True))
    raise TournamentFileError(
        game.where,
        f"extra points ({shown}) not allowed: give +{_fmt(rules.bonus.best)} to one player, or "
        f"+{_fmt(rules.bonus.split)} to each of two winners",
    )


def _check_bonus_limited(game: Game, rules: ScoringRules) -> None:
    # A43: at most max_players entries on different seats; a winner and a loser have their own allowed values.
    entries = game.bonus
    if len(entries) > rules.bonus.max_players:
        raise TournamentFileError(
            game.where, f"extra points for {len(entries)} players; at most {rules.bonus.max_players}"
        )
    seats = [e.seat for e in entries]
    if len(set(seats)) != len(seats):
        raise TournamentFileError(game.where, "extra points twice for one seat")
    for e in entries:
        won = game.won(e.seat)  # in a draw nobody won: everyone has the loser's values
        allowed = rules.bonus.winner if won else rules.bonus.loser
        if exact(e.points) not in allowed:
            side = "a winner" if won else "a loser"
            values = " or ".join(f"+{_fmt(v)}" for v in allowed)
            raise TournamentFileError(
                game.where, f"seat {e.seat}: {side} may get {values}, not {_fmt(exact(e.points))}"
            )


def _check_absences(
    t: Tournament,
    stage_ids: set[str],
    player_ids: set[str],
    played: dict[tuple[str, int, str], str],
    rules: ScoringRules,
) -> None:
    seen: set[tuple[str, str, int]] = set()
    short_tables: Counter[str] = Counter()
    excused: Counter[str] = Counter()
    for a in t.absences:
        where = f"player {a.player}"
        if a.player not in player_ids:
            raise TournamentFileError(where, "absence of an unknown player")
        if a.stage not in stage_ids:
            raise TournamentFileError(where, f"absence in unknown stage {a.stage!r}")
        if (a.stage, a.round, a.player) in played:
            game = played[(a.stage, a.round, a.player)]
            raise TournamentFileError(
                where, f"absent ({a.kind}) in round {a.round} of {a.stage}, but plays {game}"
            )  # A10
        if (a.player, a.stage, a.round) in seen:
            raise TournamentFileError(where, f"two absences in round {a.round} of {a.stage}")  # A10
        seen.add((a.player, a.stage, a.round))
        if a.kind == "short_table":
            short_tables[a.player] += 1
            if (
                rules.absences.short_table_max is not None
                and short_tables[a.player] > rules.absences.short_table_max
            ):
                raise TournamentFileError(
                    where,
                    f"at a short table {short_tables[a.player]} times; {rules.ruleset} allows "
                    f"{rules.absences.short_table_max}",
                )  # A11
        if a.kind == "excused":
            excused[a.player] += 1
            if rules.absences.excused_max is not None and excused[a.player] > rules.absences.excused_max:
                raise TournamentFileError(
                    where,
                    f"excused {excused[a.player]} times; {rules.ruleset} allows {rules.absences.excused_max}",
                )  # A12


def _fmt(value: Fraction) -> str:
    return format_points(value, PointsStyle.PROTOCOL)
