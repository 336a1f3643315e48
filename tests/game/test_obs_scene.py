"""Which OBS scene the hall's view asks for: a scripted game's sequence, the night as one scene, a speaker's
own scene, empty entries and the break."""

from __future__ import annotations

import itertools

from gamekit import new_game
from hall_script import scripted_game

from mafia_desk.game import Game, Pause
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.obs_scene import SCENE_KEYS, wanted_scene

FULL = {
    "zero_night": "Zero",
    "day": "Day",
    "speech": "Speech",
    "vote": "Vote",
    "last_words": "Last",
    "night": "Night",
    "break": "Break",
    "finished": "End",
}


def prefixes(game: Game) -> list[Game]:
    """The game before its first event (the zero night) and after each of them."""
    replayed = Game(game.ruleset, game.seats, game.meta, game.version)
    out = [replayed.fork()]
    for event in game.events:
        replayed.apply(event)
        out.append(replayed.fork())
    return out


def scenes(mapping: dict[str, str]) -> list[str | None]:
    return [wanted_scene(hall_view(g), mapping) for g in prefixes(scripted_game())]


def collapsed(seq: list[str | None]) -> list[str | None]:
    out: list[str | None] = []
    for s in seq:
        if not out or out[-1] != s:
            out.append(s)
    return out


def test_the_scripted_game_runs_through_the_scenes_in_order() -> None:
    seq = collapsed(scenes(FULL))
    assert seq[0] == "Zero" and seq[-1] == "End"
    # two days of speeches, votes and last words, each followed by a night, then the last day
    assert seq.count("Night") == 2
    assert seq == ["Zero"] + ["Speech", "Vote", "Last", "Night", "Last"] * 2 + ["Speech", "Vote", "End"]
    for before, after in itertools.pairwise(seq):
        assert before != after
    assert set(seq) <= set(FULL.values())


def test_the_night_is_one_scene_whatever_happens_in_it() -> None:
    game = scripted_game()
    views = [hall_view(g) for g in prefixes(game)]
    nights = [(v, wanted_scene(v, FULL)) for v in views if v.stage == "night"]
    assert nights, "the script has nights"
    # the shot, the don's and the sheriff's checks, a foul at night: one scene for all of it
    assert {scene for _v, scene in nights} == {"Night"}
    # and a mapping of every key but "night" never names any scene during the night
    no_night = {k: f"scene {k}" for k, _label in SCENE_KEYS if k != "night"}
    assert {wanted_scene(v, no_night) for v, _s in nights} == {None}


def test_a_speaker_has_his_own_scene_and_the_others_fall_back_to_speech() -> None:
    mapping = {**FULL, "speaker_3": "Cam 3"}
    views = [hall_view(g) for g in prefixes(scripted_game())]
    speeches = [v for v in views if v.step == "speech" and v.speaker is not None]
    assert {v.speaker for v in speeches} >= {3, 4}
    for v in speeches:
        assert wanted_scene(v, mapping) == ("Cam 3" if v.speaker == 3 else "Speech")


def test_an_empty_entry_means_no_switch_and_the_day_is_the_fallback() -> None:
    game = new_game(version=3)
    view = hall_view(game)
    assert view.step == "speech"
    assert wanted_scene(view, {}) is None
    assert wanted_scene(view, {"speech": "  "}) is None
    assert wanted_scene(view, {"speech": " ", "day": "Day"}) == "Day"


def test_the_break_wins_over_the_phase() -> None:
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    assert wanted_scene(hall_view(game), FULL) == "Break"
    assert wanted_scene(hall_view(game), {"speech": "Speech"}) is None
