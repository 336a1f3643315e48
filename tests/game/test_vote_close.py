"""G5a, log version 2: every ballot stays open until the host closes it, the last candidate's count and a lone
candidate's included, so fouls, removals and the judge's award can happen while the last hands are up and act
"during the vote" as each ruleset says. Version-1 logs (the last candidate took the rest with no event) still
replay to the same result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fixtures import GAME_LOGS as LOG_DIR
from gamekit import day, end_speeches, new_game, night

from mafia_desk.game import (
    LATEST_LOG_VERSION,
    Disqualify,
    EndSpeech,
    Foul,
    Game,
    GameLogError,
    IllegalAction,
    JudgeAward,
    Phase,
    SeatStatus,
    Team,
    Vote,
    event_from_dict,
    game_from_log_dict,
    game_log_to_dict,
    load_game_ruleset,
    protocol,
    protocol_to_dict,
)
from mafia_desk.game.model import ActionKind

TESTS = Path(__file__).resolve().parents[1]


def v2(ruleset: str = "fiim") -> Game:
    return new_game(ruleset, version=2)


def two_candidates(ruleset: str, first_votes: tuple[int, ...]) -> Game:
    """Day 1: seat 1 nominates 4, seat 2 nominates 6; the host has recorded `first_votes` for seat 4 and is
    counting seat 6, the last candidate."""
    game = v2(ruleset)
    day(game, {1: 4, 2: 6})
    game.apply(Vote(first_votes))
    return game


def test_the_last_candidate_is_counted_until_the_host_closes_him() -> None:
    game = two_candidates("fiim", (1, 2, 3, 5))
    state = game.state
    assert (state.phase.kind, state.phase.candidate) == (Phase.VOTE, 6)
    assert state.closes_ballot
    assert state.not_voted == (4, 6, 7, 8, 9, 10)
    assert state.allowed_actions()[ActionKind.VOTE] == frozenset(state.not_voted)
    assert state.status(4) is SeatStatus.ALIVE and state.status(6) is SeatStatus.ALIVE
    with pytest.raises(IllegalAction, match="takes every hand not yet given: seats 4, 6, 7, 8, 9, 10"):
        game.apply(Vote((4, 6, 7)))
    game.apply(Vote((4, 6, 7, 8, 9, 10)))
    assert game.state.status(6) is SeatStatus.VOTED_OUT
    assert game.state.phase.kind is Phase.LAST_WORDS


def test_a_first_candidate_is_not_the_closing_one() -> None:
    game = v2()
    day(game, {1: 4, 2: 6})
    assert game.state.phase.candidate == 4 and not game.state.closes_ballot


def test_a_lone_candidate_on_day_2_is_voted_on_and_closed() -> None:
    game = v2()
    day(game, {1: 5, 2: 8})
    game.apply(Vote((1, 2, 3, 4, 6, 7)))
    game.apply(Vote((5, 8, 9, 10)))
    end_speeches(game)  # seat 5's last words
    night(game, 4)
    end_speeches(game)
    day(game, {3: 8})
    state = game.state
    assert (state.phase.kind, state.phase.candidate, state.closes_ballot) == (Phase.VOTE, 8, True)
    assert state.not_voted == state.living
    game.apply(Vote(state.living))
    assert game.state.status(8) is SeatStatus.VOTED_OUT
    ballot = protocol_to_dict(protocol(game))["days"][1]["votes"][0]  # type: ignore[index]
    assert ballot["kind"] == "single"
    assert ballot["outcome"] == "seat 8 leaves"


def test_day_1_with_one_candidate_still_has_no_vote() -> None:
    game = v2()
    day(game, {1: 4})
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def _removal_while_last_is_counted(ruleset: str, first_votes: tuple[int, ...]) -> Game:
    game = two_candidates(ruleset, first_votes)
    for _ in range(4):  # a 4th foul for seat 10 while the hands for seat 6 are up
        game.apply(Foul(10))
    return game


@pytest.mark.parametrize(
    "ruleset", ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]
)
def test_a_removal_while_the_last_candidate_is_counted_stops_the_vote_before_a_majority(ruleset: str) -> None:
    """arctic 001:25 (night at once), stars 000:39 and white-nights 002:64 before a majority, german-open
    004:85, fiim G1: the vote stops and nobody is voted out."""
    game = _removal_while_last_is_counted(ruleset, (1, 2, 3, 5))  # 4 of 10: no majority
    state = game.state
    assert state.status(10) is SeatStatus.REMOVED
    assert state.status(4) is SeatStatus.ALIVE and state.status(6) is SeatStatus.ALIVE
    assert state.core.today.rounds[-1].outcome == "stopped by a removal"
    assert state.phase.kind is Phase.NIGHT_SHOT  # every day speech was held already


@pytest.mark.parametrize(
    ("ruleset", "leader_leaves"),
    [
        ("fiim", False),
        ("stars-2016", True),
        ("arctic-2016", False),
        ("white-nights-2016", True),
        ("german-open-2016", False),
    ],
)
def test_a_removal_while_the_last_candidate_is_counted_after_a_majority(
    ruleset: str, leader_leaves: bool
) -> None:
    """stars 000:39, white-nights 002:64: the clear leader and the removed player both leave; german-open
    004:85: no further vote even with a majority; fiim and arctic: the vote stops."""
    game = _removal_while_last_is_counted(ruleset, (1, 2, 3, 5, 7, 8))  # 6 of 10 for seat 4
    state = game.state
    assert state.status(10) is SeatStatus.REMOVED
    assert state.status(6) is SeatStatus.ALIVE
    if leader_leaves:
        assert state.status(4) is SeatStatus.VOTED_OUT
        assert (state.phase.kind, state.current_speaker) == (Phase.LAST_WORDS, 4)
    else:
        assert state.status(4) is SeatStatus.ALIVE
        assert state.phase.kind is Phase.NIGHT_SHOT


def test_a_disqualification_during_a_lone_candidates_vote_stops_it() -> None:
    """G6/G5a: his hands count only once the host closes them, so nobody has a majority yet."""
    game = v2("stars-2016")
    day(game, {1: 5, 2: 8})
    game.apply(Vote((1, 2, 3, 4, 6, 7)))
    game.apply(Vote((5, 8, 9, 10)))
    end_speeches(game)
    night(game, 4)
    end_speeches(game)
    day(game, {3: 8})
    game.apply(Disqualify(9, "insult"))
    assert game.state.status(8) is SeatStatus.ALIVE
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_the_judges_award_while_the_last_candidate_is_counted_ends_the_game_with_nobody_voted_out() -> None:
    game = two_candidates("arctic-2016", (1, 2, 3, 5, 7, 8))
    game.apply(JudgeAward(Team.BLACK, "begging or oath phrases about a colour during the vote"))
    state = game.state
    assert state.finished and state.ended_by == "judge" and state.winner is Team.BLACK
    assert all(state.status(s) is not SeatStatus.VOTED_OUT for s in range(1, 11))


def test_a_foul_for_a_hand_not_raised_for_the_last_candidate_still_gives_him_the_hand() -> None:
    """000:51: the player who does not raise his hand for the last candidate gets a foul; his hand is his."""
    game = two_candidates("stars-2016", (1, 2, 3, 5))
    game.apply(Foul(9))
    assert game.state.fouls(9) == 1 and game.state.closes_ballot
    game.apply(Vote(game.state.not_voted))
    assert game.state.core.today.rounds[-1].votes[6] == [4, 6, 7, 8, 9, 10]
    assert game.state.core.today.fouls == [9]
    assert game.state.status(6) is SeatStatus.VOTED_OUT


def test_a_tie_revote_closes_its_last_candidate_too() -> None:
    game = two_candidates("fiim", (1, 2, 3, 5, 7))
    game.apply(Vote((4, 6, 8, 9, 10)))
    assert game.state.phase.kind is Phase.TIE_SPEECH
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    assert game.state.phase.kind is Phase.REVOTE and game.state.closes_ballot
    game.apply(Vote((4, 6, 9, 10)))
    assert game.state.status(4) is SeatStatus.VOTED_OUT


# ---------------------------------------------------------------- the log version


def test_a_new_game_writes_the_new_version_and_an_old_one_keeps_its_own() -> None:
    assert game_log_to_dict(new_game(version=LATEST_LOG_VERSION))["version"] == LATEST_LOG_VERSION == 3
    old = new_game(version=1)
    data = game_log_to_dict(old)
    assert data["version"] == 1
    assert game_from_log_dict(data).version == 1


def test_a_log_without_a_version_is_read_as_version_1() -> None:
    data = json.loads((LOG_DIR / "01-red-win-fiim.json").read_text(encoding="utf-8"))
    del data["version"]
    game = game_from_log_dict(data)
    assert game.version == 1 and game.state.finished and game.state.winner is Team.RED


def test_a_version_2_log_without_the_close_is_refused_where_the_close_belongs() -> None:
    data = json.loads((LOG_DIR / "01-red-win-fiim.json").read_text(encoding="utf-8"))
    data["version"] = 2
    with pytest.raises(GameLogError, match=r"event 14 \(end_speech\).*vote on seat 8"):
        game_from_log_dict(data)


def _every_game_log() -> list[Path]:
    found = []
    for path in sorted(TESTS.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8-sig"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            continue
        if isinstance(data, dict) and data.get("format") == "mafia-desk/game-log":
            found.append(path)
    return found


GAME_LOGS = _every_game_log()


def test_every_log_under_tests_is_found() -> None:
    assert (
        len(GAME_LOGS) >= 37
    )  # tests/fixtures/game-logs (the store's five copies of them are gone, issue 11)


def _as_version_2(data: dict[str, object]) -> Game:
    """The same game played under version 2: each close the version-1 engine made by itself is entered (a
    version-1 game never waits on a last candidate, so wherever version 2 waits, version 1 has closed)."""
    old = game_from_log_dict(data)
    new = Game(old.ruleset, old.seats, old.meta, version=2)
    for event in old.events:
        new.apply(event)
        if new.state.closes_ballot:
            new.apply(Vote(new.state.not_voted))
    return new


@pytest.mark.parametrize("path", GAME_LOGS, ids=lambda p: str(p.relative_to(TESTS)))
def test_every_version_1_log_replays_to_the_same_result_as_its_version_2_game(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data.get("version", 1) == 1
    old = game_from_log_dict(data)
    new = _as_version_2(data)
    assert new.state.finished == old.state.finished
    assert (new.state.winner, new.state.ended_by, new.state.win_reason) == (
        old.state.winner,
        old.state.ended_by,
        old.state.win_reason,
    )
    assert protocol_to_dict(protocol(new)) == protocol_to_dict(protocol(old))
    # and the version-2 game, written and read back, is the same game
    again = game_from_log_dict(game_log_to_dict(new))
    assert again.version == 2 and again.state == new.state


def test_version_1_and_2_refuse_a_close_that_is_not_theirs() -> None:
    """A version-1 game never stops on its last candidate, so it has no closing vote to take."""
    game = new_game(version=1)
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5)))
    assert game.state.phase.kind is Phase.LAST_WORDS
    with pytest.raises(IllegalAction):
        game.apply(event_from_dict({"type": "vote", "seats": [4, 6, 7, 8, 9, 10]}))
    game.apply(EndSpeech())


def test_a_game_refuses_an_unknown_version() -> None:
    with pytest.raises(ValueError, match="version 4"):
        Game(load_game_ruleset("fiim"), new_game().seats, version=4)


def test_the_judges_award_during_the_vote_keeps_the_hands_already_counted_in_the_protocol() -> None:
    """QA of issue 9: after an award while the last candidate was counted, the protocol's ballot had no
    votes at all, so the sheet lost the six hands recorded for seat 4 (a removal there keeps them)."""
    game = two_candidates("arctic-2016", (1, 2, 3, 5, 7, 8))
    game.apply(JudgeAward(Team.BLACK, "begging or oath phrases about a colour during the vote"))
    days = protocol_to_dict(protocol(game))["days"]
    vote = days[0]["votes"][-1]
    assert [(int(b["candidate"]), list(b["voters"])) for b in vote["ballot"]] == [(4, [1, 2, 3, 5, 7, 8])]
    assert game.state.core.today.rounds[-1].outcome.code == "outcome.stopped_by_award"
