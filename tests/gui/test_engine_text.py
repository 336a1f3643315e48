"""The engine's coded messages reach a Russian host in Russian: refusals, vote cancellations, win reasons,
ballot outcomes, the judge-award reasons and the ruleset names of the protocol."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game import (
    CATALOGUE,
    EndSpeech,
    Foul,
    Game,
    IllegalAction,
    JudgeAward,
    LiftVote,
    Message,
    Nominate,
    Roles,
    Seat,
    Shot,
    Team,
    Vote,
    load_game_ruleset,
)
from mafia_desk.game.messages import context, placeholders
from mafia_desk.gui import engine_text, i18n
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators(qapp, "ru")
    try:
        yield
    finally:
        i18n.install_translators(qapp, "en")


def _game(ruleset: str = "fiim") -> Game:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    game = Game(load_game_ruleset(ruleset), seats, version=1)
    game.apply(Roles(don=3, mafia=(5, 8), sheriff=7))
    return game


def _refusal(game: Game, event: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        game.apply(event)
    return info.value


def _marks(path: Path) -> dict[str, tuple[str, str]]:
    """code -> (context, text) of each `"code": QT_TRANSLATE_NOOP(context, text)` entry of a module."""
    out: dict[str, tuple[str, str]] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if (
                    isinstance(key, ast.Constant)
                    and isinstance(value, ast.Call)
                    and isinstance(value.func, ast.Name)
                    and value.func.id == "QT_TRANSLATE_NOOP"
                ):
                    ctx, text = (ast.literal_eval(a) for a in value.args)
                    out[str(key.value)] = (ctx, text)
    return out


def test_the_engine_catalogue_is_the_one_marked_source_lupdate_reads(tmp_path: Path) -> None:
    messages = ROOT / "mafia_desk" / "game" / "messages.py"
    marks = _marks(messages)
    assert marks == {code: (context(code), text) for code, text in CATALOGUE.items()}
    assert len(set(marks.values())) == len(marks), "two codes would share one translation"
    # no GUI module types an engine template a second time
    for gui_module in sorted((ROOT / "mafia_desk" / "gui").glob("*.py")):
        assert not set(_marks(gui_module).values()) & set(marks.values()), gui_module.name
    # lupdate extracts the marks of the Qt-free module (the script feeds it to lupdate)
    spec = importlib.util.spec_from_file_location("translations_script", ROOT / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert messages in script.sources()
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [script.tool("pyside6-lupdate"), str(messages), "-ts", str(fresh)], check=True, capture_output=True
    )
    found = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(fresh).getroot().iter("context")
        for m in ctx.iter("message")
    }
    assert found == set(marks.values())


def test_every_engine_code_has_a_russian_translation_with_its_parameters(russian: None) -> None:
    missing, broken = [], []
    for code, source in CATALOGUE.items():
        ru = engine_text.QCoreApplication.translate(context(code), source)
        if ru == source or not CYRILLIC.search(ru):
            missing.append(code)
        elif set(re.findall(r"\{(\w*)\}", ru)) != set(placeholders(code)):
            broken.append(code)
    assert missing == [] and broken == []


def test_english_reads_exactly_as_the_engine_words_it(qapp: Any) -> None:
    game = _game()
    err = _refusal(game, Vote((1,)))
    assert str(err) == "a vote is not possible now: it is seat 1's speech on day 1"
    assert engine_text.translate(err.message) == str(err)
    assert engine_text.refusal(err) == "A vote is not possible now: it is seat 1's speech on day 1"
    for _ in range(4):
        game.apply(Foul(6))
    assert engine_text.translate(game.state.vote_cancelled) == "seat 6 was removed during the day"


def test_a_nested_refusal_is_russian_through_and_through(russian: None) -> None:
    game = _game()
    game.apply(Nominate((4,)))
    assert engine_text.refusal(_refusal(game, Vote((1,)))) == (
        "Голосование: сейчас нельзя, идёт речь игрока №1, день 1"
    )
    assert engine_text.refusal(_refusal(game, Nominate((6,)))) == (
        "Игрок №1 сегодня уже выставил игрока №4: каждый выставляет только одну кандидатуру"
    )
    for _ in range(3):
        game.apply(EndSpeech())
    for _ in range(4):
        game.apply(Foul(9))
    assert engine_text.translate(game.state.vote_cancelled) == "игрок №9 удалён днём"
    refused = engine_text.refusal(_refusal(game, Nominate((2,))))
    assert refused == "Выставлять нельзя: сегодня голосования нет (игрок №9 удалён днём)"


def test_win_reasons_and_outcomes_in_russian(russian: None) -> None:
    game = _game()
    game.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    assert engine_text.translate(game.state.win_reason) == "решение судьи: подсказка из зала"
    finished = engine_text.refusal(_refusal(game, EndSpeech()))
    assert finished.startswith("После окончания игры ничего сделать нельзя: игра окончена (победа чёрных:")
    typed = _game()
    typed.apply(JudgeAward(Team.RED, "свой текст судьи"))
    assert engine_text.translate(typed.state.win_reason) == "решение судьи: свой текст судьи"
    voted = _game()
    voted.apply(Nominate((4,)))
    while voted.state.current_speaker is not None:
        voted.apply(EndSpeech())
    outcome = voted.state.core.days[0].outcome
    assert isinstance(outcome, Message)
    assert engine_text.translate(outcome) == "голосования нет: в первый день выставлен только игрок №4"


def test_protocol_sheet_has_no_engine_english_in_russian(russian: None) -> None:
    game = _game("arctic-2016")
    game.apply(Nominate((4,)))
    for _ in range(4):
        game.apply(Foul(6))
    while game.state.night_results == ():
        game.apply(EndSpeech())
    game.apply(Shot(2))
    game.apply(JudgeAward(Team.RED, "a hint from the audience"))
    sheet = build_sheet(game)
    assert sheet.ruleset == "I Арктический турнир, Мурманск, декабрь 2016"
    assert sheet.win_reason == "решение судьи: подсказка из зала"
    assert sheet.days[0].note.endswith("игрок №6 удалён днём")
    for text in (sheet.ruleset, sheet.win_reason, sheet.days[0].note):
        assert not re.search(r"\b(seat|vote|removed|awarded|judge)\b", text), text


def test_ruleset_names_and_award_reasons_of_every_file_are_translated(russian: None) -> None:
    files = sorted(resource_path("rulesets").glob("*.toml"))
    assert len(files) == 7  # the five of the seeds, rfm-2026 and fiim-2025
    for path in files:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        name = engine_text.ruleset_file_name(path.stem)
        assert name != data["name"] and CYRILLIC.search(name), path.stem
        for reason in data["game"].get("judge_award_reasons", []):
            ru = engine_text.award_reason(reason, path.stem)
            assert ru != reason and CYRILLIC.search(ru), reason


def test_a_refused_action_is_shown_in_russian(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.seat(5)  # seat 1 nominates 5
    host.enter()
    events = tuple(window.session.game.events)
    host.seat(5)  # seat 2 names 5 again: the engine refuses
    assert tuple(window.session.game.events) == events
    expected = "Игрок №5 уже выставлен (его выставил игрок №1); назовите другого"
    assert window.statusBar().currentMessage() == expected
    assert expected in host.status()


def test_a_day_nobody_left_says_why_on_the_protocol(russian: None) -> None:
    game = _game()
    game.apply(Nominate((4,)))
    game.apply(EndSpeech())
    game.apply(Nominate((6,)))
    while game.state.current_speaker is not None:
        game.apply(EndSpeech())
    game.apply(Vote((1, 2, 3, 4, 5)))  # 5 : 5
    while game.state.current_speaker is not None:  # the tied candidates speak
        game.apply(EndSpeech())
    game.apply(Vote((1, 2, 3, 4, 5)))  # tied again: lift both?
    game.apply(LiftVote((1, 2)))
    day = build_sheet(game).days[0]
    assert day.out == () and day.lift_all_for == 2
    assert day.note == "2 из 10 за: никто не уходит"


def test_judge_award_offers_russian_reasons_and_records_the_files_english(
    qtbot: Any,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
    russian: None,
    dialogs: Any,
    fake_dialogs: ScriptedDialogs,
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="arctic-2016")
    host.seats(1, 2, 3, 4)
    offered: list[list[str]] = []

    def pick(shown: Shown) -> str:
        offered.append(list(shown.items))
        return shown.items[1]  # black wins; then the second reason of the list

    fake_dialogs.choice = pick
    window.controller.judge_award()
    assert offered[1] == [
        "мольбы или клятвы о своём цвете во время голосования",
        "подсказка из зала",
        "спорная ситуация: решение судьи",
    ]
    assert host.state.finished and host.state.winner is Team.BLACK
    assert host.state.win_reason == "awarded by the judge: a hint from the audience"
    assert engine_text.translate(host.state.win_reason) == "решение судьи: подсказка из зала"
