"""The scripted games under tests/game/logs replayed end to end, the replay command, the log format, the
protocol and the exchange-file entry."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fixtures import GAME_LOGS
from gamekit import day, end_speeches, new_game, night

from mafia_desk.commands.replay import replay_command
from mafia_desk.game import (
    BadEventError,
    EndSpeech,
    GameLogError,
    Nominate,
    SeatStatus,
    Vote,
    event_from_dict,
    event_to_dict,
    game_from_log_dict,
    game_log_to_dict,
    load_game_log,
    protocol,
    protocol_to_dict,
    protocol_to_text,
    result_entry,
    save_game_log,
)
from mafia_desk.game.events import EVENT_CLASSES

LOGS = GAME_LOGS

# What each scripted game must end with, worked out from the rules by hand (see each game's meta.title):
# winner, ended_by, seats voted out per day, seats removed, shot_night1, best move seat.
EXPECTED = {
    "01-red-win-fiim.json": ("red", "normal", {1: [5], 2: [3], 3: [8]}, [], 4, 4),
    "02-black-win-fiim.json": ("black", "normal", {1: [], 2: [4], 3: [6]}, [], 10, 10),
    "03-tie-settled-by-revote-white-nights.json": ("red", "normal", {1: [5], 2: [8], 3: [3]}, [], 1, 1),
    "04-lift-all-removes-two-fiim.json": ("red", "normal", {1: [5, 8], 2: [3]}, [], 4, None),
    "05-lift-all-fails-fiim.json": ("red", "normal", {1: [], 2: [5], 3: [3], 4: [8]}, [], 7, 7),
    "06a-removal-mid-vote-stars.json": ("red", "normal", {1: [5], 2: [3], 3: [8]}, [10], 1, 1),
    "06b-removal-mid-vote-fiim.json": ("red", "normal", {1: [], 2: [5], 3: [3], 4: [8]}, [10], 1, 1),
    "07-three-nights-german-open.json": ("red", "three_nights", {1: [5], 2: [], 3: []}, [], None, None),
    "08-judge-award-arctic.json": ("red", "judge", {1: [4], 2: []}, [], 1, 1),
    "09-car-crash-at-four-arctic.json": (
        "red",
        "normal",
        {1: [2], 2: [3], 3: [5], 4: [], 5: [1]},
        [],
        10,
        10,
    ),
    "10-withdrawals-white-nights.json": ("red", "normal", {1: [9], 2: [5], 3: [3], 4: [8]}, [], 2, 2),
    "11-removal-at-four-german-open.json": ("black", "normal", {1: [2], 2: [3], 3: [5], 4: []}, [8], 10, 10),
    # written from the docs alone by an acceptance tester (see each meta.title)
    "13-sheriff-shot-night1-checks-fiim.json": ("red", "normal", {1: [], 2: [3], 3: [5], 4: [8]}, [], 7, 7),
    "14-don-out-before-night-fiim.json": ("red", "normal", {1: [3], 2: [5], 3: [8]}, [], 1, 1),
    "15-black-wins-by-shot-at-parity-stars.json": ("black", "normal", {1: [2], 2: [7]}, [], 4, 4),
    "16a-lift-two-at-four-stars.json": ("red", "normal", {1: [5], 2: [3], 3: [1], 4: [9, 8]}, [], 4, 4),
    "16b-no-lift-two-at-four-german-open.json": (
        "red",
        "normal",
        {1: [5], 2: [3], 3: [1], 4: [], 5: [8]},
        [],
        4,
        4,
    ),
    "17-three-way-tie-revote-of-two-fiim.json": ("red", "normal", {1: [2], 2: [3], 3: [5], 4: [8]}, [], 4, 4),
    "18-everyone-tied-fiim.json": ("red", "normal", {1: [], 2: [3], 3: [5], 4: [8]}, [], 10, 10),
    "19-third-fouls-speech-lengths-fiim.json": ("red", "normal", {1: [5], 2: [3], 3: [9], 4: [8]}, [], 1, 1),
    "20a-disqualified-in-revote-white-nights.json": (
        "red",
        "normal",
        {1: [4], 2: [3], 3: [5], 4: [8]},
        [10],
        1,
        1,
    ),
    # 004:85: the vote stops even though seat 4 already had 6 of 10 (the log was 20a's before the G5 fix)
    "20b-disqualified-in-revote-german-open.json": (
        "red",
        "normal",
        {1: [], 2: [3], 3: [5], 4: [8]},
        [10],
        1,
        1,
    ),
    "20c-disqualified-in-revote-fiim.json": ("red", "normal", {1: [], 2: [3], 3: [5], 4: [8]}, [10], 1, 1),
    "20d-disqualified-in-revote-arctic.json": ("red", "normal", {1: [], 2: [3], 3: [5], 4: [8]}, [10], 1, 1),
    "21-best-move-void-after-double-exit-stars.json": (
        "red",
        "normal",
        {1: [2, 5], 2: [3], 3: [8]},
        [],
        None,
        None,
    ),
    "22a-best-move-after-night1-miss-arctic.json": (
        "red",
        "normal",
        {1: [], 2: [3], 3: [5], 4: [8]},
        [],
        None,
        4,
    ),
    "22b-no-best-move-after-night1-miss-white-nights.json": (
        "red",
        "normal",
        {1: [], 2: [3], 3: [5], 4: [8]},
        [],
        None,
        None,
    ),
    "23-three-withdrawals-arctic.json": ("red", "normal", {1: [8], 2: [3], 3: [5]}, [], 1, 1),
    "24a-several-seats-one-sentence-arctic.json": ("red", "normal", {1: [8], 2: [3], 3: [5]}, [], 1, 1),
    "24b-several-seats-one-sentence-white-nights.json": (
        "red",
        "normal",
        {1: [4], 2: [3], 3: [5], 4: [8]},
        [],
        1,
        1,
    ),
    "25-judge-award-mid-night-fiim.json": ("black", "judge", {1: []}, [], 4, None),
    "26-removal-at-three-german-open.json": (
        "black",
        "normal",
        {1: [5], 2: [3], 3: [1], 4: [9], 5: []},
        [6],
        4,
        4,
    ),
    "27-three-tied-at-nine-fiim.json": ("red", "normal", {1: [], 2: [], 3: [3], 4: [5], 5: [8]}, [], 10, 10),
    "28a-removal-in-morning-last-words-arctic.json": (
        "red",
        "normal",
        {1: [], 2: [3], 3: [5], 4: [8]},
        [9],
        4,
        4,
    ),
    "28b-removal-in-morning-last-words-white-nights.json": (
        "red",
        "normal",
        {1: [], 2: [], 3: [3], 4: [5], 5: [8]},
        [9],
        4,
        4,
    ),
    "29-best-move-voided-by-removal-fiim.json": (
        "red",
        "normal",
        {1: [], 2: [3], 3: [5], 4: [8]},
        [4],
        4,
        None,
    ),
    "30-third-foul-then-night-arctic.json": ("red", "normal", {1: [], 2: [5], 3: [8]}, [3], 1, 1),
}


def test_there_are_at_least_eight_scripted_games() -> None:
    assert {p.name for p in LOGS.glob("*.json")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_scripted_game_replays_to_its_result(name: str) -> None:
    winner, ended_by, left, removed, shot1, mover = EXPECTED[name]
    game = load_game_log(LOGS / name)
    state = game.state
    assert state.finished
    assert (state.winner, state.ended_by) == (winner, ended_by)
    p = protocol(game)
    assert {d.day: list(d.left) for d in p.days} == left
    assert [s.seat for s in p.seats if s.status == "removed"] == removed
    entry = result_entry(game)
    assert entry["shot_night1"] == shot1
    best = entry["best_move"]
    assert (best["seat"] if isinstance(best, dict) else None) == mover
    # the log written back is the log read (key order aside)
    assert game_log_to_dict(game) == json.loads((LOGS / name).read_text(encoding="utf-8"))


def test_the_same_removal_mid_vote_differs_between_stars_and_fiim() -> None:
    """Nuance "removal during the day": the two logs share day 1 up to the 4th foul of seat 10 mid-vote."""
    stars = json.loads((LOGS / "06a-removal-mid-vote-stars.json").read_text(encoding="utf-8"))
    fiim = json.loads((LOGS / "06b-removal-mid-vote-fiim.json").read_text(encoding="utf-8"))
    fouls_of_10 = [i for i, e in enumerate(stars["events"]) if e == {"type": "foul", "seat": 10}]
    cut = fouls_of_10[3]
    assert stars["events"][: cut + 1] == fiim["events"][: cut + 1]
    assert stars["events"][cut + 1]["type"] == "end_speech"  # stars: the leader's last words
    assert fiim["events"][cut + 1]["type"] == "shot"  # fiim: straight to night


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_replay_prints_the_protocol_of_every_scripted_game(
    fmt: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for path in sorted(LOGS.glob("*.json")):
        assert replay_command(str(path), fmt) == 0
        out = capsys.readouterr().out
        if fmt == "json":
            data = json.loads(out)
            assert data["finished"] is True
            assert len(data["seats"]) == 10
            assert data["games_entry"] == result_entry(load_game_log(path))
        else:
            assert "Result: " in out and "Day 1" in out


def test_the_replay_command_runs_from_the_entry_point(tmp_path: Path) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mafia_desk",
            "replay",
            str(LOGS / "01-red-win-fiim.json"),
            "--format",
            "text",
        ],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert out.returncode == 0
    assert "Мясник" in out.stdout
    assert "Result: red wins" in out.stdout


def test_an_illegal_log_exits_2_naming_the_event_and_the_reason(tmp_path: Path) -> None:
    data = json.loads((LOGS / "01-red-win-fiim.json").read_text(encoding="utf-8"))
    index = next(i for i, e in enumerate(data["events"]) if e["type"] == "vote")
    data["events"][index] = {"type": "vote", "seats": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "mafia_desk", "replay", str(bad)],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert out.returncode == 2
    assert out.stdout == ""
    assert f"event {index} (vote)" in out.stderr
    assert "11 votes, but only 10 living players have not voted yet" in out.stderr


def test_an_event_after_the_end_is_refused_with_its_index() -> None:
    data = json.loads((LOGS / "02-black-win-fiim.json").read_text(encoding="utf-8"))
    data["events"].append({"type": "end_speech"})
    with pytest.raises(GameLogError) as err:
        game_from_log_dict(data)
    assert err.value.index == len(data["events"]) - 1
    assert "after the end" in err.value.reason


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "something"}, "'format' must be"),
        ({"version": 4}, "unsupported game-log version"),
        ({"ruleset": "no-such"}, "unknown ruleset"),
        ({"ruleset_options": {"bogus": 1}}, "unknown game option 'bogus'"),
        ({"seats": []}, "exactly 10 seats"),
    ],
)
def test_a_bad_header_is_refused_with_a_reason(change: dict[str, object], message: str) -> None:
    data = json.loads((LOGS / "08-judge-award-arctic.json").read_text(encoding="utf-8"))
    data.update(change)
    with pytest.raises(GameLogError, match=message) as err:
        game_from_log_dict(data)
    assert err.value.index is None


def test_a_malformed_event_is_refused_with_its_index() -> None:
    data = json.loads((LOGS / "08-judge-award-arctic.json").read_text(encoding="utf-8"))
    data["events"][3] = {"type": "nominate", "seats": [11]}
    with pytest.raises(GameLogError, match=r"event 3 \(nominate\): 'seats' must be a seat number 1\.\.10"):
        game_from_log_dict(data)


def test_every_event_type_round_trips_through_json() -> None:
    samples = [
        {"type": "roles", "don": 3, "mafia": [5, 8], "sheriff": 7},
        {"type": "end_speech"},
        {"type": "nominate", "seats": [4, 6], "repeated": True},
        {"type": "withdraw"},
        {"type": "vote", "seats": [1, 2]},
        {"type": "lift_vote", "seats": []},
        {"type": "foul", "seat": 4},
        {"type": "disqualify", "seat": 4, "reason": "клятва"},
        {"type": "shot", "seat": None},
        {"type": "don_check", "seat": 7, "is_sheriff": True},
        {"type": "sheriff_check", "seat": None, "is_black": None},
        {"type": "best_move", "guess": [1, 2, 3]},
        {"type": "named_guess", "guess": [4, 6, 9]},
        {"type": "judge_award", "winner": "black", "reason": "a hint from the audience"},
        {"type": "pause", "at": "2026-12-01T20:10:00"},
        {"type": "resume", "at": "2026-12-01T20:12:30"},
        {"type": "replace", "seat": 5, "player": "Новичок", "player_id": "p11", "reason": "fell ill"},
    ]
    assert {s["type"] for s in samples} == set(EVENT_CLASSES)
    for sample in samples:
        event = event_from_dict(sample)
        assert event_to_dict(event) == sample
        assert event_from_dict(json.loads(json.dumps(event_to_dict(event)))) == event


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"type": "dance"}, "unknown event type 'dance'"),
        ({"seat": 3}, "unknown event type None"),
        ({"type": "foul"}, "'seat' must be a seat number"),
        ({"type": "foul", "seat": True}, "'seat' must be a seat number"),
        ({"type": "shot"}, "needs 'seat'"),
        ({"type": "roles", "don": 3, "mafia": [5], "sheriff": 7}, "exactly 2 seats"),
        ({"type": "best_move", "guess": [1, 2]}, "exactly 3 seats"),
        ({"type": "judge_award", "winner": "green", "reason": "x"}, "'winner' must be"),
        ({"type": "foul", "seat": 3, "seet": 4}, "has no field 'seet'"),
        ({"type": "nominate", "seats": []}, "at least one seat"),
    ],
)
def test_a_bad_event_dict_is_refused_with_a_reason(raw: dict[str, object], message: str) -> None:
    with pytest.raises(BadEventError, match=message):
        event_from_dict(raw)


def test_save_and_load_keep_cyrillic_names_and_the_state(tmp_path: Path) -> None:
    game = new_game()
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 9)))
    path = tmp_path / "партия.json"
    save_game_log(game, path)
    assert "Мясник" in path.read_text(encoding="utf-8")
    again = load_game_log(path)
    assert again.state == game.state
    assert again.events == game.events


def test_the_protocol_of_a_running_game_says_where_it_stands() -> None:
    game = new_game()
    game.apply(Nominate((4,)))
    p = protocol(game)
    assert not p.finished
    assert "seat 1's speech on day 1" in protocol_to_text(p)
    assert protocol_to_dict(p)["days"] == [
        {
            "day": 1,
            "opener": 1,
            "nominations": [{"seat": 4, "by": 1}],
            "withdrawals": [],
            "votes": [],
            "left": [],
            "removed": [],
            "fouls": [],
            "vote_cancelled": None,
            "outcome": "",
        }
    ]


def test_the_protocol_records_votes_checks_and_the_best_move() -> None:
    game = new_game()
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 9)))
    end_speeches(game)
    night(game, 2, don=7, sheriff=8)
    p = protocol_to_dict(protocol(game))
    votes = p["days"][0]["votes"]  # type: ignore[index]
    assert votes == [
        {
            "kind": "vote",
            "candidates": [4, 6],
            "ballot": [
                {"candidate": 4, "voters": [1, 2, 3, 5, 7, 9]},
                {"candidate": 6, "voters": [4, 6, 8, 10]},
            ],
            "outcome": "seat 4 leaves with 6 votes",
        }
    ]
    night1 = p["nights"][0]  # type: ignore[index]
    assert night1["shot"] == 2
    assert night1["don_check"] == {"seat": 7, "sheriff": True}
    assert night1["sheriff_check"] == {"seat": 8, "black": True}


def test_result_entry_is_the_exchange_files_games_entry() -> None:
    game = load_game_log(LOGS / "06a-removal-mid-vote-stars.json")
    ids = [f"x{i}" for i in range(10)]
    entry = result_entry(
        game, ids, stage="final", round=2, table=1, bonus=[{"seat": 7, "points": 1}], penalties=[]
    )
    assert entry == {
        "stage": "final",
        "round": 2,
        "table": 1,
        "players": ids,
        "roles": {"don": 3, "mafia": [5, 8], "sheriff": 7},
        "winner": "red",
        "ended_by": "normal",
        "shot_night1": 1,
        "best_move": {"seat": 1, "guess": [3, 8, 9]},
        "bonus": [{"seat": 7, "points": 1}],
        "removed": [{"seat": 10, "reason": "fouls"}],
        "penalties": [],
    }


def test_result_entry_of_a_judges_award_carries_the_reason_and_refuses_a_running_game() -> None:
    entry = result_entry(load_game_log(LOGS / "08-judge-award-arctic.json"))
    assert entry["ended_by"] == "judge"
    assert entry["reason"] == "a hint from the audience"
    game = new_game()
    game.apply(EndSpeech())
    with pytest.raises(ValueError, match="not finished"):
        result_entry(game)


def test_a_removed_seat_shows_in_the_protocol() -> None:
    game = load_game_log(LOGS / "06b-removal-mid-vote-fiim.json")
    assert game.state.status(10) is SeatStatus.REMOVED
    assert "removed (fouls)" in protocol_to_text(protocol(game))


def test_the_game_log_doc_shows_a_real_log_and_its_real_protocol() -> None:
    """docs/game-log.md's example is the scripted red-win game, and its protocol is what replay prints."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "game-log.md").read_text(encoding="utf-8")
    example = doc.split("```json\n", 1)[1].split("```", 1)[0]
    printed = doc.split("```text\n", 1)[1].split("```", 1)[0]
    assert json.loads(example) == json.loads((LOGS / "01-red-win-fiim.json").read_text(encoding="utf-8"))
    assert printed == protocol_to_text(protocol(game_from_log_dict(json.loads(example))))
