"""The driver's readings where a record is silent: who voted to lift all (mafiaratings without the `k`
feature) is taken from who left; a removal at its stage cancels the day's vote as the rules say."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desk.game import Phase, Seat, SeatStatus
from mafia_desk.gameimport import GameImportError, SourceGame, polemica
from mafia_desk.gameimport.drive import build_game

POL = Path(__file__).resolve().parents[1] / "data" / "import-games" / "polemica"


def _tied_day_one(expected: dict[int, tuple[str, int]]) -> SourceGame:
    sg = SourceGame("test", "record 1", [Seat(i, f"P{i}") for i in range(1, 11)], 3, (5, 8), 7)
    sg.nominations = {1: {1: 4, 2: 6}}
    first = {v: 4 for v in (1, 2, 3, 5, 7)} | {v: 6 for v in (4, 6, 8, 9, 10)}
    sg.ballots = {1: [first, dict(first)]}
    sg.lift = {}
    sg.expected_out = expected
    sg.finished = False
    return sg


def test_an_unrecorded_lift_vote_follows_who_left() -> None:
    both = _tied_day_one({4: ("voted_out", 1), 6: ("voted_out", 1)})
    game = build_game(both)
    assert game.state.status(4) is SeatStatus.VOTED_OUT and game.state.status(6) is SeatStatus.VOTED_OUT
    assert "day 1: who voted to lift all is not recorded; taken from who left" in both.notes
    nobody = _tied_day_one({})
    game = build_game(nobody)
    assert game.state.living == tuple(range(1, 11))
    assert game.state.phase.kind is Phase.NIGHT_SHOT, "the record ends before night 1's shot"


def test_one_of_the_tied_recorded_as_leaving_is_refused() -> None:
    with pytest.raises(
        GameImportError, match="test has seat 4 voted out on day 1, but by the rules he stays in"
    ):
        build_game(_tied_day_one({4: ("voted_out", 1)}))


def test_a_polemica_disqualification_during_a_speech_cancels_the_vote() -> None:
    data = json.loads((POL / "match-7002.json").read_text(encoding="utf-8"))["match"]
    data["players"][8]["disqual"] = {"type": "speech", "day": 2, "player": 3}
    data["votes"] += [{"day": 2, "num": 0, "voter": 5, "candidate": 1}]
    sg = polemica.parse(data, "record 1")
    game = build_game(sg)
    st = game.state
    assert st.status(9) is SeatStatus.REMOVED and st.removal_reason(9) == "disqualification"
    assert st.phase.kind is Phase.NIGHT_SHOT and st.phase.night == 2, "the record ends before night 2's shot"
    assert str(st.day_outcome) == "no vote: seat 9 was removed during the day"
    assert "day 2: seat 5's nomination of 1 is refused by the rules" in sg.notes


def test_a_day_without_nominations_or_votes_follows_who_left() -> None:
    """mafiaratings without the `n` and `v` features: day 3's leaver is nominated by the first speaker who may
    and gets every hand; the replay still ends as the record says."""
    from mafia_desk.gameimport import mafiaratings

    data = json.loads((POL.parent / "mafiaratings" / "game-101.json").read_text(encoding="utf-8"))
    for p in data["players"]:
        for key in ("nominating", "voting"):
            if key in p and len(p[key]) > 2:
                p[key] = p[key][:2]
    sg = mafiaratings.parse(data, "record 1")
    game = build_game(sg)
    assert game.state.status(9) is SeatStatus.VOTED_OUT and game.state.winner is not None
    assert "day 3: no nomination recorded; seat 4 nominates seat 9, voted out" in sg.notes
