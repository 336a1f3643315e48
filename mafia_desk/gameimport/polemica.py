"""Polemica game records (Vyasma-Mafia/polemica-library: `PolemicaGame`, `GameUtils`; docs/import-games.md)
as `SourceGame`s. Polemica's day d is our day d, and its night d follows day d, as ours."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.game import Seat
from mafia_desk.gameimport.record import MORNING, NIGHT, VOTE, Removal, Slot, SourceGame
from mafia_desk.gameimport.shapes import Record, name_of, seat_list, whole

SOURCE = "Polemica"
MAX_DAYS = 30
_ROLES = {0: "don", 1: "mafia", 2: "civilian", 3: "sheriff"}
_WRAPPERS = ("game", "match", "data")
_NIGHT_STAGES = ("shooting", "checks", "donCheck", "comCheck", "toNight", "comKill")
_MORNING_STAGES = ("shooted", "guess", "toDay")
_STAGE_NAMES = {0: "qualifying", 1: "semifinal", 2: "final"}


def unwrap(obj: object) -> object:
    """A match page wraps the game under one key; a bare game (and a trimmed fixture) is the game itself."""
    if isinstance(obj, Mapping) and "players" not in obj:
        for key in _WRAPPERS:
            inner = obj.get(key)
            if isinstance(inner, Mapping):
                return inner
    return obj


def is_polemica(obj: object) -> bool:
    """A record of this system: players with a `position` and an integer `role`."""
    obj = unwrap(obj)
    if not isinstance(obj, Mapping):
        return False
    players = obj.get("players")
    return isinstance(players, list) and any(
        isinstance(p, Mapping) and "position" in p and isinstance(p.get("role"), int) for p in players
    )


def records(data: object) -> list[object]:
    """A file holds one game (bare or wrapped), a list of them, or `{"games": [...]}`."""
    if isinstance(data, Mapping) and isinstance(data.get("games"), list) and "players" not in data:
        return [unwrap(g) for g in data["games"]]
    if isinstance(data, list):
        return [unwrap(g) for g in data]
    return [unwrap(data)]


def parse(obj: object, label: str) -> SourceGame:
    r = Record(obj, label, SOURCE)
    players = seat_list(r, "players")
    by_seat: dict[int, Record] = {}
    for i, raw in enumerate(players):
        p = Record(raw, f"{label}: players[{i}]", SOURCE)
        pos = whole(p, p.obj.get("position"), "position", 1, 10)
        if pos in by_seat:
            raise r.fail(f"position {pos} is given twice")
        by_seat[pos] = p
    seats: list[Seat] = []
    roles: dict[int, str] = {}
    for pos in range(1, 11):
        p = by_seat[pos]
        role = p.obj.get("role")
        if isinstance(role, bool) or role not in _ROLES:
            raise p.fail(f"role {str(role)[:20]!r} is none of 0 (don), 1 (mafia), 2 (civilian), 3 (sheriff)")
        roles[pos] = _ROLES[int(role)]
        seats.append(Seat(pos, name_of(p, p.opt_str("username"), f"Player {pos}"), _player_id(p)))
    dons = [s for s, x in roles.items() if x == "don"]
    mafia = [s for s, x in roles.items() if x == "mafia"]
    sheriffs = [s for s, x in roles.items() if x == "sheriff"]
    if len(dons) != 1 or len(mafia) != 2 or len(sheriffs) != 1:
        raise r.fail(f"roles: {len(dons)} don, {len(mafia)} mafia, {len(sheriffs)} sheriff (need 1, 2, 1)")
    sg = SourceGame(SOURCE, label, seats, dons[0], (mafia[0], mafia[1]), sheriffs[0])
    _header(r, sg)
    _votes(r, sg)
    _nights(r, sg, roles)
    for pos, p in by_seat.items():
        _fouls(p, pos, sg)
    _best_move(by_seat, sg)
    return sg


def _player_id(p: Record) -> str | None:
    user = p.obj.get("player")
    if isinstance(user, Mapping):
        user = user.get("id")
    if isinstance(user, int) and not isinstance(user, bool):
        return f"pl-{user}"
    return None


def _header(r: Record, sg: SourceGame) -> None:
    result = r.obj.get("result")
    if result is None:
        sg.finished = False
    elif result in (0, 1) and not isinstance(result, bool):
        sg.expected_winner = "red" if result == 0 else "black"
    else:
        raise r.fail(f"result {str(result)[:20]!r} is none of 0 (red), 1 (black), null (unfinished)")
    zero = r.opt_str("zeroVoting")
    if zero is not None:
        if zero not in ("respeech", "liftOnly", "none"):
            raise r.fail(f"zeroVoting {zero!r} is none of respeech, liftOnly, none")
        sg.ruleset_options["zero_voting"] = True
        sg.meta["zeroVoting"] = zero
    sg.meta["source"] = SOURCE
    gid = r.opt_scalar("id")
    if gid is not None:
        sg.meta["source_id"] = str(gid)
        sg.meta["title"] = r.opt_str("name") or f"Polemica game {gid}"
    for key in ("num", "table", "phase", "started", "scoringVersion"):
        value = r.opt_scalar(key)
        if value is not None:
            sg.meta[key] = value
    referee = r.obj.get("referee")
    if isinstance(referee, Mapping) and isinstance(referee.get("username"), str):
        sg.meta["host"] = referee["username"]
    sg.start = str(r.opt_scalar("started") or "")
    num, table, phase = r.opt_int("num"), r.opt_int("table"), r.opt_int("phase")
    sg.round = num if num is not None and 1 <= num <= 1000 else None
    sg.table = table if table is not None and 1 <= table <= 1000 else None
    sg.stage = _STAGE_NAMES.get(phase, f"phase-{phase}") if phase is not None else None


def _votes(r: Record, sg: SourceGame) -> None:
    """`num` 0: the voter nominates the candidate; k >= 1: his hand in the day's k-th ballot; absent: he voted
    to lift all tied (GameUtils.getFinalVotes)."""
    last_day = 0
    for i, raw in enumerate(r.opt_list_long("votes")):
        v = Record(raw, f"{r.label}: votes[{i}]", SOURCE)
        day = whole(v, v.obj.get("day"), "day", 1, MAX_DAYS)
        voter = whole(v, v.obj.get("voter"), "voter", 1, 10)
        cand_raw = v.obj.get("candidate")
        cand = None if cand_raw in (0, None) else whole(v, cand_raw, "candidate", 1, 10)
        num = v.opt_int("num")
        last_day = max(last_day, day)
        if num is None:
            lift = sg.lift.get(day) or set()
            if cand is not None:
                lift.add(voter)
            sg.lift[day] = lift
        elif num == 0:
            if cand is not None:
                sg.nominations.setdefault(day, {})[voter] = cand
        elif 1 <= num <= 20:
            ballots = sg.ballots.setdefault(day, [])
            while len(ballots) < num:
                ballots.append({})
            if cand is not None:
                ballots[num - 1][voter] = cand
        else:
            raise v.fail(f"num {num} is not 0..20")
    sg.last_night = max(sg.last_night, last_day - 1)


def _nights(r: Record, sg: SourceGame, roles: dict[int, str]) -> None:
    shots: dict[int, dict[int, int]] = {}
    for i, raw in enumerate(r.opt_list_long("shots")):
        s = Record(raw, f"{r.label}: shots[{i}]", SOURCE)
        night = whole(s, s.obj.get("night"), "night", 1, MAX_DAYS)
        shooter = whole(s, s.obj.get("shooter"), "shooter", 1, 10)
        victim = whole(s, s.obj.get("victim"), "victim", 1, 10)
        if shooter in shots.setdefault(night, {}):
            raise s.fail(f"seat {shooter} shoots twice on night {night}")
        shots[night][shooter] = victim
    for i, raw in enumerate(r.opt_list_long("checks")):
        c = Record(raw, f"{r.label}: checks[{i}]", SOURCE)
        night = whole(c, c.obj.get("night"), "night", 1, MAX_DAYS)
        role = c.obj.get("role")
        seat = whole(c, c.obj.get("player"), "player", 1, 10)
        if role == 0:
            sg.don_checks[night] = seat
        elif role == 3:
            sg.sheriff_checks[night] = seat
        else:
            raise c.fail(f"role {str(role)[:20]!r} checks nothing (0: the don, 3: the sheriff)")
        sg.last_night = max(sg.last_night, night)
    if shots:
        sg.last_night = max(sg.last_night, max(shots))
    sg.black_shots = shots
    _expected(sg, [s for s, x in roles.items() if x in ("don", "mafia")])


def kill(shots: dict[int, int], living_blacks: list[int]) -> int | None:
    """GameUtils.getKilled: a kill needs every black still in the game to shoot, all at the same seat."""
    targets = set(shots.values())
    if len(targets) != 1 or len(shots) < len(living_blacks):
        return None
    return next(iter(targets))


def _expected(sg: SourceGame, blacks: list[int]) -> None:
    """Who left when, by Polemica's own reading of the record (GameUtils.getKickedFromTable)."""
    out = sg.expected_out
    for day in range(1, sg.last_night + 2):
        ballots = sg.ballots.get(day) or []
        if ballots and ballots[-1]:
            last = ballots[-1]
            tally: dict[int, int] = {}
            for cand in last.values():
                tally[cand] = tally.get(cand, 0) + 1
            top = max(tally.values())
            leaders = [c for c, n in tally.items() if n == top]
            if len(leaders) > 1:
                lifters = sg.lift.get(day) or set()
                if len(lifters) > len(last) - len(lifters):
                    for cand in tally:
                        out[cand] = ("voted_out", day)
            elif not (day == 1 and sg.ruleset_options.get("zero_voting")):
                out[leaders[0]] = ("voted_out", day)
        night_shots = (sg.black_shots or {}).get(day)
        if night_shots is not None:
            victim = kill(night_shots, [b for b in blacks if b not in out])
            if victim is not None:
                out[victim] = ("shot", day)
        if day <= sg.last_night:
            sg.shots[day] = out_victim(out, day)


def out_victim(out: dict[int, tuple[str, int]], night: int) -> int | None:
    return next((seat for seat, what in out.items() if what == ("shot", night)), None)


def _slot(st: Record) -> Slot:
    kind = st.opt_str("type") or "speech"
    day = whole(st, st.obj.get("day"), "stage day", 0, MAX_DAYS)
    player = st.obj.get("player")
    if kind == "speech" and isinstance(player, int) and 1 <= player <= 10:
        return Slot(max(day, 1), player)
    if kind in _NIGHT_STAGES:
        return Slot(day, NIGHT) if day >= 1 else Slot(1, MORNING)
    if kind in _MORNING_STAGES or day == 0:
        return Slot(max(day, 1), MORNING)
    return Slot(day, VOTE)


def _fouls(p: Record, seat: int, sg: SourceGame) -> None:
    for i, raw in enumerate(p.opt_list("fouls")):
        f = Record(raw, f"{p.label}.fouls[{i}]", SOURCE)
        sg.fouls.append((seat, _slot(Record(f.obj.get("stage"), f"{f.label}.stage", SOURCE))))
    techs = p.opt_list("techs")
    if techs:
        sg.notes.append(
            f"seat {seat}: {len(techs)} technical foul(s) kept in meta only (no such foul in our log)"
        )
        sg.meta.setdefault("techs", {})[str(seat)] = len(techs)  # type: ignore[index]
    disqual = p.obj.get("disqual")
    if disqual is not None:
        slot = _slot(Record(disqual, f"{p.label}.disqual", SOURCE))
        sg.removals.append(Removal(seat, slot, "disqualify", "disqualified (Polemica)"))
        sg.expected_out[seat] = ("removed", 0)


def _best_move(by_seat: dict[int, Record], sg: SourceGame) -> None:
    """The first night's victim's `guess.mafs` is his best move when it names three seats."""
    victim = sg.shots.get(1)
    if victim is None:
        return
    guess = by_seat[victim].obj.get("guess")
    mafs = guess.get("mafs") if isinstance(guess, Mapping) else None
    seats = mafs if isinstance(mafs, list) and all(isinstance(m, int) and 1 <= m <= 10 for m in mafs) else []
    if len(seats) == 3 and len(set(seats)) == 3:
        sg.best_move = (victim, (seats[0], seats[1], seats[2]))
        return
    if mafs:
        sg.notes.append(f"seat {victim}'s guess names {len(mafs)} black seat(s), not three: no best move")
