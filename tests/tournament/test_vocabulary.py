"""One vocabulary across the packages: one Team, EndedBy, Role and seat range, one seat check, one points
formatter, and the domain's code outside gui/."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from mafia_desk.game import Game, IllegalAction, Roles, Seat, load_game_ruleset
from mafia_desk.game import model as game_model
from mafia_desk.game.model import SEATS, EndedBy, Outcome, RemovalReason, Role, Team, is_seat
from mafia_desk.scoring.standings import ROLES, compute_standings
from mafia_desk.tournament import model as tournament_model
from mafia_desk.tournament.load import read_tournament_file
from mafia_desk.tournament.numbers import PointsStyle, format_points

ROOT = Path(__file__).resolve().parents[2]
STARS = ROOT / "tests" / "fixtures" / "exchange" / "stars-2016.json"


def test_the_exchange_file_speaks_the_games_types() -> None:
    for name in ("Team", "Outcome", "EndedBy", "RemovalReason", "Role", "SEATS"):
        assert getattr(tournament_model, name) is getattr(game_model, name), name
    tournament = read_tournament_file(STARS)
    game = tournament.games[0]
    assert isinstance(game.winner, Outcome) and isinstance(game.ended_by, EndedBy)
    assert game.winner.team is Team(game.winner.value)  # a win names its team; a draw (None) none
    assert {game.roles.role_of(s) for s in SEATS} == set(Role)
    assert all(game.roles.team_of(s) is game.roles.role_of(s).team for s in SEATS)
    removals = [r for g in tournament.games for r in g.removed]
    assert all(isinstance(r.reason, RemovalReason) for r in removals)
    assert tuple(Role) == ROLES
    # the enums are the file's strings: JSON and comparisons read exactly as before
    assert (
        json.dumps({"winner": game.winner, Role.DON: 1}) == f'{{"winner": "{game.winner.value}", "don": 1}}'
    )
    assert compute_standings(tournament).rows[0].games_by_role["don"] >= 0


@pytest.mark.parametrize(
    ("value", "ok"),
    [
        (1, True),
        (10, True),
        (0, False),
        (11, False),
        (True, False),
        (1.0, False),
        ("1", False),
        (None, False),
    ],
)
def test_one_seat_check(value: object, ok: bool) -> None:
    assert is_seat(value) is ok


def test_every_reader_refuses_what_the_seat_check_refuses(tmp_path: Path) -> None:
    """The engine's events, the exchange file and the store name the seats alike and refuse a JSON true."""
    from mafia_desk.game.errors import BadEventError
    from mafia_desk.game.events import event_from_dict
    from mafia_desk.store.store import StoreError, _checked_seats
    from mafia_desk.tournament import TournamentFileError, load_tournament

    with pytest.raises(BadEventError, match=r"1\.\.10"):
        event_from_dict({"type": "foul", "seat": True})
    game = Game(load_game_ruleset("fiim"), [Seat(i, f"P{i}") for i in SEATS])
    with pytest.raises(IllegalAction, match="is not a seat"):
        game.apply(Roles(don=True, mafia=(5, 8), sheriff=7))  # True == 1, yet no seat
    seats = [{"seat": s, "player": f"P{s}"} for s in SEATS]
    seats[0]["seat"] = True
    with pytest.raises(StoreError, match=r"1\.\.10"):
        _checked_seats(seats)
    document = json.loads(STARS.read_text(encoding="utf-8"))
    document["games"][0]["roles"]["don"] = 11
    with pytest.raises(TournamentFileError, match=r"1\.\.10"):
        load_tournament(document)


@pytest.mark.parametrize(
    ("value", "exact", "display", "protocol"),
    [
        (Fraction(13), "13", "13.00", "13"),
        (Fraction(2, 5), "0.4", "0.40", "0.4"),
        (Fraction(-1, 4), "-0.25", "-0.25", "-0.25"),
        (Fraction(5, 3), "5/3", "1.67", "1.667"),
        (3, "3", "3", "3"),
    ],
)
def test_one_points_formatter_in_three_styles(
    value: Fraction | int, exact: str, display: str, protocol: str
) -> None:
    assert format_points(value, PointsStyle.EXACT) == exact
    assert format_points(value) == format_points(value, PointsStyle.DISPLAY) == display
    assert format_points(value, PointsStyle.PROTOCOL) == protocol


def _defined_functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}


def test_no_second_points_formatter() -> None:
    package = ROOT / "mafia_desk"
    found = {
        str(p.relative_to(package))
        for p in package.rglob("*.py")
        if _defined_functions(p) & {"format_points", "fmt_fraction"}
    }
    assert found == {"tournament/numbers.py"}


def test_the_result_check_is_domain_code_that_needs_no_qt() -> None:
    code = (
        "import sys; import mafia_desk.scoring.result_check as r; "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'mafia_desk.gui'))], 'Qt loaded'; "
        "print(r.default_stage('fiim'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()


def test_the_protocol_sheet_reads_the_typed_protocol() -> None:
    source = (ROOT / "mafia_desk" / "gui" / "protocol_builder.py").read_text(encoding="utf-8")
    names = {n.id for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Name)}
    assert "protocol_to_dict" not in names and "Any" not in names
