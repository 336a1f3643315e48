"""A draw by the judge's decision (RFM 2026 spec 8.17, 14: a manual decision with a reason, reg. 5.22):
under a ruleset whose three quiet nights are a draw (rfm-2026, fiim-2025) the judge's award may be a draw;
elsewhere the engine refuses it with a reason, as the exchange file refuses its result
(docs/rulesets-game.md, "The draw")."""

from __future__ import annotations

import json

import pytest
from gamekit import day, new_game, quiet_day_and_night

from mafia_desk.game import (
    EndedBy,
    GameLogError,
    IllegalAction,
    JudgeAward,
    Message,
    Outcome,
    Phase,
    Team,
    Vote,
    event_from_dict,
    event_to_dict,
    protocol,
    protocol_to_text,
    result_entry,
)
from mafia_desk.game.errors import BadEventError
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.log import dumps_game_log, game_from_log_dict, game_log_to_dict
from mafia_desk.tournament import load_tournament

REASON = "disputed situation: judge's decision"
DRAW_RULESETS = ("rfm-2026", "fiim-2025")
NO_DRAW = (
    ("fiim", "any_count"),
    ("stars-2016", "any_count"),
    ("arctic-2016", "at_four"),
    ("white-nights-2016", "at_four"),
    ("german-open-2016", "any_count"),
)


@pytest.mark.parametrize("ruleset", DRAW_RULESETS)
def test_the_judge_awards_a_draw_and_undo_takes_it_back(ruleset: str) -> None:
    game = new_game(ruleset)
    quiet_day_and_night(game, 4)  # one night played, so the draw is not three quiet nights
    before = game.state
    game.apply(JudgeAward(Outcome.DRAW, f"  {REASON} "))
    state = game.state
    assert state.finished and state.phase.kind is Phase.FINISHED
    assert (state.outcome, state.winner, state.ended_by) == (Outcome.DRAW, None, EndedBy.JUDGE)
    assert state.win_reason == Message("win.judge", reason=REASON)
    game.undo()
    assert not game.state.finished and game.state.outcome is None
    assert game.state == before
    game.apply(JudgeAward(Team.BLACK, REASON))  # the judge may still name a team under these rulesets
    won = game.state
    assert (won.outcome, won.ended_by) == (Outcome.BLACK, EndedBy.JUDGE)


@pytest.mark.parametrize(("ruleset", "rule"), NO_DRAW)
def test_a_judge_s_draw_is_refused_where_the_ruleset_has_no_draw(ruleset: str, rule: str) -> None:
    game = new_game(ruleset)
    day(game)
    before = game.state
    with pytest.raises(IllegalAction) as refused:
        game.apply(JudgeAward(Outcome.DRAW, REASON))
    assert refused.value.message == Message("refusal.award_no_draw", rule=rule)
    assert str(refused.value.message) == (
        f"a judge's award may be a draw only under a ruleset whose three-nights rule is draw, not {rule}"
    )
    assert game.state == before and not game.state.finished


def test_a_ruleset_override_away_from_the_draw_takes_the_judge_s_draw_away_too() -> None:
    """The engine obeys the game's own options: an rfm-2026 game whose three nights give red the win has no
    draw to award (the exchange file would accept it, reading the preset; the engine does not record it)."""
    game = new_game("rfm-2026", {"three_nights_rule": "any_count"})
    with pytest.raises(IllegalAction) as refused:
        game.apply(JudgeAward(Outcome.DRAW, REASON))
    assert refused.value.message == Message("refusal.award_no_draw", rule="any_count")


def test_a_judge_s_award_still_needs_a_reason_and_a_known_result() -> None:
    game = new_game("rfm-2026")
    with pytest.raises(IllegalAction) as empty:
        game.apply(JudgeAward(Outcome.DRAW, "  "))
    assert empty.value.message == Message("refusal.award_needs_reason")
    with pytest.raises(IllegalAction) as odd:
        game.apply(JudgeAward("tie", REASON))  # type: ignore[arg-type]
    assert odd.value.message == Message("refusal.award_outcome", value="'tie'")
    fiim = new_game("fiim")
    with pytest.raises(IllegalAction) as odd_fiim:
        fiim.apply(JudgeAward("tie", REASON))  # type: ignore[arg-type]
    assert odd_fiim.value.message == Message("refusal.award_team", value="'tie'")


def test_a_draw_during_the_vote_keeps_the_hands_counted() -> None:
    """As a team's award: the hands already counted stay on the protocol, the round "stopped by the award"."""
    game = new_game("rfm-2026")
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3)))  # three hands for seat 4; seat 6 is being voted on
    assert game.state.phase.kind is Phase.VOTE
    game.apply(JudgeAward(Outcome.DRAW, REASON))
    assert game.state.outcome is Outcome.DRAW
    text = protocol_to_text(protocol(game))
    assert "vote: 4: 3 (1, 2, 3) -> stopped by the judge's award" in text
    assert f"Result: a draw (awarded by the judge: {REASON})" in text


def test_the_judge_s_draw_survives_the_log_the_protocol_the_hall_and_the_exchange_file() -> None:
    game = new_game("rfm-2026")
    quiet_day_and_night(game, 4)
    game.apply(JudgeAward(Outcome.DRAW, REASON))
    log = json.loads(dumps_game_log(game_log_to_dict(game)))
    assert log["events"][-1] == {"type": "judge_award", "winner": "draw", "reason": REASON}
    again = game_from_log_dict(log)
    assert (again.state.outcome, again.state.ended_by) == (Outcome.DRAW, EndedBy.JUDGE)
    sheet = protocol(again)
    assert (sheet.winner, sheet.ended_by) == ("draw", "judge")
    hall = hall_view(again)
    assert hall.result is not None and hall.result.winner == "draw"
    entry = result_entry(again, [f"p{n:02d}" for n in range(1, 11)], stage="qualifying", round=1, table=1)
    assert (entry["winner"], entry["ended_by"], entry["reason"]) == ("draw", "judge", REASON)
    doc = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "ruleset": "rfm-2026",
        "players": [{"id": f"p{n:02d}", "name": f"Player {n}"} for n in range(1, 11)],
        "games": [entry],
    }
    (stored,) = load_tournament(doc).games
    assert (stored.winner, stored.ended_by, stored.reason, stored.drawn) == (
        Outcome.DRAW,
        EndedBy.JUDGE,
        REASON,
        True,
    )


def test_old_awards_read_and_write_as_before_and_a_draw_in_a_log_is_checked_on_replay() -> None:
    """A team's award is written exactly as before ("red"/"black"), so old logs read unchanged; "draw" is read
    by the event parser whatever the ruleset, and replaying it under one without draws is refused."""
    assert event_to_dict(JudgeAward(Team.RED, REASON)) == {
        "type": "judge_award",
        "winner": "red",
        "reason": REASON,
    }
    assert event_from_dict({"type": "judge_award", "winner": "black", "reason": REASON}) == JudgeAward(
        Team.BLACK, REASON
    )
    assert event_from_dict({"type": "judge_award", "winner": "draw", "reason": REASON}) == JudgeAward(
        Outcome.DRAW, REASON
    )
    for spelling in ("Draw", "tie", None):
        with pytest.raises(BadEventError, match='\'winner\' must be "red", "black" or "draw"'):
            event_from_dict({"type": "judge_award", "winner": spelling, "reason": REASON})
    game = new_game("rfm-2026")
    game.apply(JudgeAward(Outcome.DRAW, REASON))
    log = game_log_to_dict(game)
    log["ruleset"] = "fiim"
    with pytest.raises(GameLogError, match="may be a draw only under a ruleset"):
        game_from_log_dict(log)
