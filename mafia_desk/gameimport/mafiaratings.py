"""mafiaratings.com game records (szotin/mafiaratings, `include/game.php`; docs/import-games.md) as
`SourceGame`s. A record's round r is night r followed by day r+1 (round 0: the zero night and day 1)."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.game import Seat
from mafia_desk.gameimport.record import MORNING, NIGHT, VOTE, Removal, Slot, SourceGame
from mafia_desk.gameimport.shapes import Record, name_of, seat_list, whole

SOURCE = "mafiaratings"
MAX_ROUNDS = 30
_ROLES = {"civ": "civilian", "maf": "mafia", "don": "don", "sheriff": "sheriff", "srf": "sheriff"}
_REMOVALS = {
    "warnings": ("fouls", ""),
    "kickOut": ("disqualify", "kicked out (mafiaratings)"),
    "teamKickOut": ("disqualify", "kicked out, the team loses (mafiaratings)"),
    "giveUp": ("disqualify", "gave up (mafiaratings)"),
    "techFouls": ("disqualify", "two technical fouls (mafiaratings)"),
}
_NIGHT_TIMES = (
    "start",
    "arrangement",
    "relaxed sitting",
    "night start",
    "shooting",
    "don",
    "sheriff",
    "night end",
)


def is_mafiaratings(obj: object) -> bool:
    """A record of this system: its players carry no `position` and its result is `winner` civ/maf."""
    return isinstance(obj, Mapping) and "winner" in obj and not _has_positions(obj)


def _has_positions(obj: Mapping[str, object]) -> bool:
    players = obj.get("players")
    return isinstance(players, list) and any(isinstance(p, Mapping) and "position" in p for p in players)


def records(data: object) -> list[object]:
    """A file holds one game, a list of games, or `{"games": [...]}` (docs/game.js of the source)."""
    if isinstance(data, Mapping) and isinstance(data.get("games"), list) and "players" not in data:
        return list(data["games"])
    if isinstance(data, list):
        return list(data)
    return [data]


def parse(obj: object, label: str) -> SourceGame:
    r = Record(obj, label, SOURCE)
    players = seat_list(r, "players")
    roles: dict[int, str] = {}
    seats: list[Seat] = []
    for seat, raw in enumerate(players, start=1):
        p = Record(raw, f"{label}: players[{seat - 1}]", SOURCE)
        role = p.opt_str("role") or "civ"
        if role not in _ROLES:
            raise r.fail(f"players[{seat - 1}].role {role!r} is none of civ, maf, don, sheriff")
        roles[seat] = _ROLES[role]
        pid = p.opt_int("id")
        seats.append(
            Seat(
                seat,
                name_of(p, p.opt_str("name"), f"Player {seat}"),
                f"mr-{pid}" if pid is not None else None,
            )
        )
    don, mafia, sheriff = _cards(r, roles)
    winner = r.req_str("winner")
    if winner not in ("civ", "maf"):
        raise r.fail(f"winner {winner!r} is neither civ nor maf")
    sg = SourceGame(SOURCE, label, seats, don, mafia, sheriff)
    sg.expected_winner = "red" if winner == "civ" else "black"
    _header(r, sg)
    last = 0
    for seat, raw in enumerate(players, start=1):
        p = Record(raw, f"{label}: players[{seat - 1}]", SOURCE)
        last = max(last, _player(p, seat, sg))
    sg.last_night = last
    _settle_shots(sg)
    return sg


def _cards(r: Record, roles: dict[int, str]) -> tuple[int, tuple[int, int], int]:
    dons = [s for s, x in roles.items() if x == "don"]
    mafia = [s for s, x in roles.items() if x == "mafia"]
    sheriffs = [s for s, x in roles.items() if x == "sheriff"]
    if len(dons) != 1 or len(mafia) != 2 or len(sheriffs) != 1:
        raise r.fail(f"roles: {len(dons)} don, {len(mafia)} mafia, {len(sheriffs)} sheriff (need 1, 2, 1)")
    return dons[0], (mafia[0], mafia[1]), sheriffs[0]


def _header(r: Record, sg: SourceGame) -> None:
    gid = r.opt_scalar("id")
    sg.meta["source"] = SOURCE
    if gid is not None:
        sg.meta["source_id"] = str(gid)
        sg.meta["title"] = f"mafiaratings game {gid}"
    for key in ("eventId", "tournamentId", "clubId", "startTime", "endTime", "language"):
        value = r.opt_scalar(key)
        if value is not None:
            sg.meta[key] = value
    tid = r.opt_scalar("tournamentId")
    sg.tournament = str(tid) if tid is not None else None
    start = r.opt_scalar("startTime")
    sg.start = f"{start:>20}" if start is not None else ""
    moderator = r.obj.get("moderator")
    if isinstance(moderator, Mapping) and isinstance(moderator.get("name"), str):
        sg.meta["host"] = moderator["name"]
    rules = r.opt_str("rules")
    if rules is not None:
        sg.meta["rules"] = rules
        _rules(r, rules, sg)


def _rules(r: Record, code: str, sg: SourceGame) -> None:
    """The 13-digit code of include/rules.php: digit i is rule i's choice (docs/import-games.md)."""
    if len(code) != 13 or not code.isdigit():
        raise r.fail(f"rules {code!r} is not a 13-digit code")
    d = [int(c) for c in code]
    if d[4] in (1, 2):  # first-day voting: "to talk" and "no breaking" keep day 1's clear leader in
        sg.ruleset_options["zero_voting"] = True
    if d[7] == 1:
        sg.ruleset_options["lift_two_at_four"] = False
    if d[8] == 0:
        sg.ruleset_options["lift_three_at_nine"] = True
    if d[0] == 1:
        sg.notes.append(
            "rules: the day's opener rotates by the last speaker; replayed with ours (next after the opener)"
        )
    if d[4] == 3:
        sg.notes.append(
            "rules: day 1's leader leaves only when he voted for himself; replayed as the standard rule"
        )


def _player(p: Record, seat: int, sg: SourceGame) -> int:
    """Reads one player's arrays into the game; returns the last round they reach."""
    last = 0
    nominating = p.opt_list("nominating")
    for rnd, nominee in enumerate(nominating):
        if nominee is not None:
            sg.nominations.setdefault(rnd + 1, {})[seat] = whole(p, nominee, f"nominating[{rnd}]", 1, 10)
    last = max(last, len(nominating) - 1)
    voting = p.opt_list("voting")
    for rnd, vote in enumerate(voting):
        _vote(p, sg, seat, rnd + 1, vote, rnd)
    last = max(last, len(voting) - 1)
    shooting = p.opt_list("shooting")
    for night, target in enumerate(shooting, start=1):
        if target is not None:
            whole(p, target, f"shooting[{night - 1}]", 1, 10)  # each black's shot; the kill is on the victim
    last = max(last, len(shooting))
    for key, checks in (("don", sg.don_checks), ("sheriff", sg.sheriff_checks)):
        checked = p.opt_int(key)
        if checked is not None:
            if not 1 <= checked <= MAX_ROUNDS:
                raise p.fail(f"{key} {checked} is not a night 1..{MAX_ROUNDS}")
            checks[checked] = seat
            last = max(last, checked)
    legacy = p.opt_list("legacy")
    if legacy:
        guess = tuple(whole(p, g, "legacy", 1, 10) for g in legacy)
        if len(guess) == 3 and len(set(guess)) == 3:
            sg.best_move = (seat, (guess[0], guess[1], guess[2]))
        else:
            sg.notes.append(f"seat {seat}'s legacy {list(guess)} is not three seats; left out")
    for i, w in enumerate(p.opt_list("warnings")):
        sg.fouls.append((seat, _slot(Record(w, f"{p.label}.warnings[{i}]", SOURCE))))
    techs = p.opt_list("techFouls")
    if techs:
        sg.notes.append(
            f"seat {seat}: {len(techs)} technical foul(s) not represented (no such foul in our log)"
        )
    death = p.obj.get("death")
    if death is not None:
        last = max(last, _death(Record(death, f"{p.label}.death", SOURCE), seat, sg))
    if last > MAX_ROUNDS:
        raise p.fail(f"the record runs past round {MAX_ROUNDS}")
    return last


def _vote(p: Record, sg: SourceGame, seat: int, day: int, vote: object, rnd: int) -> None:
    if vote is None:
        return
    ballots = sg.ballots.setdefault(day, [])
    votes = vote if isinstance(vote, list) else [vote]
    for k, v in enumerate(votes):
        if isinstance(v, bool):
            if k != len(votes) - 1:
                raise p.fail(f"voting[{rnd}]: true/false is only the last entry")
            lift = sg.lift.get(day) or set()
            if v:
                lift.add(seat)
            sg.lift[day] = lift
            continue
        while len(ballots) <= k:
            ballots.append({})
        if v is not None:
            ballots[k][seat] = whole(p, v, f"voting[{rnd}]", 1, 10)


def _slot(w: Record) -> Slot:
    """A game time {round, time, speaker, ...} as the slot of our day or night it falls in."""
    rnd = w.opt_int("round") or 0
    time = w.opt_str("time") or "speaking"
    if not 0 <= rnd <= MAX_ROUNDS:
        raise w.fail(f"round {rnd} is not 0..{MAX_ROUNDS}")
    if time in _NIGHT_TIMES:
        return Slot(rnd, NIGHT) if rnd >= 1 else Slot(1, MORNING)
    if time == "speaking":
        speaker = w.opt_int("speaker")
        return (
            Slot(rnd + 1, speaker) if speaker is not None and 1 <= speaker <= 10 else Slot(rnd + 1, MORNING)
        )
    if time in ("night kill speaking", "day start"):
        return Slot(rnd + 1, MORNING)
    return Slot(rnd + 1, VOTE)


def _death(d: Record, seat: int, sg: SourceGame) -> int:
    kind = d.opt_str("type")
    rnd = d.opt_int("round")
    time = d.obj.get("time")
    if rnd is None and isinstance(time, Mapping) and isinstance(time.get("round"), int):
        rnd = int(time["round"])
    if kind is None or rnd is None:
        raise d.fail("a death needs its type and round")
    if kind == "day":
        sg.expected_out[seat] = ("voted_out", rnd + 1)
        return rnd
    if kind == "night":
        sg.expected_out[seat] = ("shot", rnd)
        return rnd
    if kind not in _REMOVALS:
        raise d.fail(f"death type {kind!r} is none of day, night, {', '.join(_REMOVALS)}")
    removal, reason = _REMOVALS[kind]
    slot = _slot(Record(time, d.label, SOURCE)) if isinstance(time, Mapping) else Slot(rnd + 1, MORNING)
    sg.removals.append(Removal(seat, slot, removal, reason))
    sg.expected_out[seat] = ("removed", 0)
    if kind == "teamKickOut":
        sg.notes.append(f"seat {seat} was kicked out and his team lost")
    return rnd


def _settle_shots(sg: SourceGame) -> None:
    """The night's kill is the player the record has dying that night; a night without one is a miss."""
    for night in range(1, sg.last_night + 1):
        sg.shots[night] = next(
            (seat for seat, (kind, when) in sg.expected_out.items() if kind == "shot" and when == night), None
        )
