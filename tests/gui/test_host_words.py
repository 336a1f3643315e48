"""Issue 17: the host's words for the moment, one line a new host reads aloud, which he may switch off.

A scripted game is driven through the screen's keys and the line is read after each step. The night's words
must tell the table nothing: the same with the don or the sheriff out as with him alive, and the same
whoever was shot, until the morning."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

from mafia_desk.game import JudgeAward
from mafia_desk.game.model import Phase, Team
from mafia_desk.gui import host_words, on_screen

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "host-words.md"
# (don, mafia, mafia, sheriff); seat 2 is a civilian, so his death on night 1 opens the best move (FIIM)
ROLES = (3, 6, 9, 1)


@pytest.fixture(autouse=True)
def _words_setting(qapp: Any) -> Iterator[None]:
    """The switch is a setting: each test starts with the default, and leaves it there."""
    QSettings().remove(host_words.SETTING)
    yield
    QSettings().remove(host_words.SETTING)


def new_window(qtbot: Any, store: Any) -> Any:
    from mafia_desk.gui.main_window import MainWindow

    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def words(host: Host) -> str:
    """The line as drawn (the label), checked against the screen model it renders."""
    label = host.screen.ui.hostWordsLabel
    assert label.text() == host.window.controller.screen.host_words
    return str(label.text())


def test_the_words_follow_a_game_from_the_zero_night_to_the_next_day(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    assert host.screen.ui.hostWordsLabel.isVisible()
    zero = "The town falls asleep. Mafia, wake up: you have a minute to agree. Don, show yourself."
    assert words(host) == zero
    host.seats(3, 6)
    assert words(host) == zero  # the mafia are still awake: the host notes all three
    host.seat(9)
    assert words(host) == "Mafia, go to sleep. Sheriff, wake up and show yourself."
    host.seat(1)  # the 4th pick records the roles: day 1
    assert host.phase is Phase.DAY_SPEECH
    assert words(host) == "The town wakes up. Seat 1, you have the floor."
    host.seat(4)
    host.enter()
    assert words(host) == "Seat 2, you have the floor."
    host.seat(5)
    host.enter_while(Phase.DAY_SPEECH)
    assert words(host) == "We vote; the candidates are seats 4, 5. Who is for seat 4?"
    host.seats(1, 2, 3)
    host.enter()
    assert words(host) == "The hands not yet given go to seat 5."
    host.enter()  # 3 : 7, seat 5 leaves
    assert host.phase is Phase.LAST_WORDS
    assert words(host) == "Seat 5, your last minute."
    host.enter()
    assert host.phase is Phase.NIGHT_SHOT
    assert words(host) == "Night falls, the town falls asleep. The mafia goes hunting."
    host.seat(2)  # the mafia shoot seat 2: nobody hears it until the morning
    assert words(host) == "Mafia, go to sleep. Don, wake up and look for the sheriff."
    host.seat(4)
    assert window.controller.input.answer is not None
    assert words(host) == "Don, go to sleep."
    host.enter()
    assert words(host) == "Don, go to sleep. Sheriff, wake up and look for the mafia."
    host.seat(4)
    # the engine is at the morning already; the screen (and the line) wait for the sheriff to sleep
    assert host.phase is Phase.LAST_WORDS and window.controller.input.answer is not None
    assert words(host) == "Sheriff, go to sleep."
    host.enter()
    assert words(host) == (
        "The town wakes up. Seat 2 was killed tonight. Seat 2, your last minute. "
        "Name your best move: three seats."
    )
    host.minus()  # no best move
    assert words(host) == "The town wakes up. Seat 2 was killed tonight. Seat 2, your last minute."
    host.enter()
    # day 2 opens with seat 3 (seat 2, the opener's turn, is dead); the town woke up with the last words
    assert host.phase is Phase.DAY_SPEECH and host.state.current_speaker == 3
    assert words(host) == "Seat 3, you have the floor."
    window.session.apply(JudgeAward(Team.BLACK, "a test"))
    assert words(host) == "The game is over: the mafia wins."


def test_tie_speeches_the_revote_the_lift_vote_a_lost_speech_and_a_quiet_night(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(*ROLES)
    host.seat(4)
    for _ in range(3):
        host.foul(3)  # the 3rd foul before his turn costs seat 3 today's speech
    host.enter()
    host.seat(5)
    host.enter()
    assert host.state.current_speaker == 3
    assert words(host) == "Seat 3, you have lost this speech for fouls; you may only nominate."
    host.enter_while(Phase.DAY_SPEECH)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    host.enter()  # 5 : 5
    assert host.phase is Phase.TIE_SPEECH
    assert words(host) == "Seat 4, you have 30 seconds to defend yourself."
    host.enter()
    assert words(host) == "Seat 5, you have 30 seconds to defend yourself."
    host.enter()
    assert host.phase is Phase.REVOTE
    assert words(host) == "Revote between seats 4, 5. Who is for seat 4?"
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    host.enter()  # 5 : 5 again
    assert host.phase is Phase.LIFT_VOTE
    assert words(host) == "Who is for all the candidates (seats 4, 5) leaving the table?"
    host.minus()  # nobody lifts: night
    assert words(host) == "Night falls, the town falls asleep. The mafia goes hunting."
    host.minus()  # a miss
    host.minus()  # no don's check
    host.minus()  # no sheriff's check: the morning
    assert host.phase is Phase.DAY_SPEECH and host.state.current_speaker == 2
    assert words(host) == "The town wakes up. Nobody was killed tonight. Seat 2, you have the floor."
    window.session.apply(JudgeAward(Team.RED, "a test"))
    assert words(host) == "The game is over: the town wins."


def test_the_only_candidate_leaves_with_every_hand(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(*ROLES)
    host.enter_while(Phase.DAY_SPEECH)  # nobody nominated on day 1
    host.seat(2)
    host.minus()
    host.minus()
    host.minus()
    host.enter()  # seat 2's last words
    host.seat(5)  # seat 3 opens day 2 and nominates 5, the only candidate
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE
    assert words(host) == "Seat 5 is the only candidate: every hand is his, he leaves the table."


def night_words(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, roles: tuple[int, ...], shot: int | None
) -> list[str]:
    """Day 1: seat 6 is voted out; night 1: the shot, the don points at 4, the sheriff at 4. The line after
    every step of the night, up to the moment the sheriff's answer is put away (the morning)."""
    host = start_club_game(qtbot, new_window(qtbot, store), NAMES, monkeypatch)
    host.seats(*roles)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()  # nobody for seat 4: every hand is seat 6's
    host.enter()
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.NIGHT_SHOT
    seen = [words(host)]
    if shot is None:
        host.minus()
    else:
        host.seat(shot)
    seen.append(words(host))
    host.seat(4)
    seen.append(words(host))
    host.enter()
    seen.append(words(host))
    host.seat(4)
    seen.append(words(host))
    assert on_screen.night_on_screen(host.window.controller.view(), host.window.controller.input)
    return seen


# Seat 6 leaves on day 1: a plain mafia in the first game of a pair, the don (or the sheriff) in the second.
@pytest.mark.parametrize(
    ("alive", "out"), [((3, 6, 9, 1), (6, 3, 9, 1)), ((3, 6, 9, 1), (3, 9, 1, 6))], ids=["don", "sheriff"]
)
def test_the_night_reads_the_same_with_the_checker_out(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, alive: Any, out: Any
) -> None:
    with_him = night_words(qtbot, store, monkeypatch, alive, 2)
    without = night_words(qtbot, store, monkeypatch, out, 2)
    assert with_him == without
    assert with_him[-2:] == [
        "Don, go to sleep. Sheriff, wake up and look for the mafia.",
        "Sheriff, go to sleep.",
    ]


def test_nothing_of_the_night_before_the_morning(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whoever is shot, or nobody, the night reads the same; the shot seat's number is nowhere in it."""
    shot_2 = night_words(qtbot, store, monkeypatch, ROLES, 2)
    shot_7 = night_words(qtbot, store, monkeypatch, ROLES, 7)
    missed = night_words(qtbot, store, monkeypatch, ROLES, None)
    assert shot_2 == shot_7 == missed
    assert not any(re.search(r"\d", line) for line in shot_2)


def test_the_switch_hides_the_line_and_is_remembered(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = new_window(qtbot, store)
    action = window.ui.actionHostWords
    assert action.isCheckable() and action.isChecked()  # on by default
    assert action in window.ui.menuView.actions()
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    label = host.screen.ui.hostWordsLabel
    assert label.isVisible() and label.text()
    action.trigger()
    assert not action.isChecked() and not label.isVisible()
    host.seats(*ROLES)
    assert not label.isVisible()  # a redraw keeps it hidden
    assert QSettings().value(host_words.SETTING, True, type=bool) is False

    again = new_window(qtbot, store)
    assert not again.ui.actionHostWords.isChecked()
    second = start_club_game(qtbot, again, NAMES, monkeypatch)
    assert not second.screen.ui.hostWordsLabel.isVisible()
    again.ui.actionHostWords.trigger()
    assert second.screen.ui.hostWordsLabel.isVisible()
    assert QSettings().value(host_words.SETTING, False, type=bool) is True


def doc_table() -> dict[str, str]:
    """English -> Russian, from the tables of docs/host-words.md."""
    rows = {}
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and line.startswith("| ") and not cells[0].startswith("English"):
            rows[cells[0]] = cells[1]
    return rows


def test_every_word_is_a_translation_source_listed_with_its_russian(tmp_path: Path) -> None:
    """lupdate finds the words under one stable context, and the docs give the Russian of each of them."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("translations_script", ROOT / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    fresh = tmp_path / "words.ts"
    sources = [ROOT / "mafia_desk" / "gui" / "host_words.py", ROOT / "ui" / "main_window.ui"]
    subprocess.run(
        [script.tool("pyside6-lupdate"), *map(str, sources), "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    import xml.etree.ElementTree as ET

    found = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(fresh).getroot().findall("context")
        for m in ctx.findall("message")
    }
    ours = {src for ctx, src in found if ctx == host_words.CONTEXT}
    table = doc_table()
    menu = {"&View", "Show the &host's words"}
    assert menu <= {src for ctx, src in found if ctx == "MainWindow"}
    assert ours | menu == set(table), (sorted(ours - set(table)), sorted(set(table) - ours - menu))
    for english, russian in table.items():
        assert re.findall(r"\{\d\}", english) == re.findall(r"\{\d\}", russian), english
        assert not re.search(r"[A-Za-z]", russian), russian


class DocTranslator(QTranslator):
    """The Russian of docs/host-words.md, as the lead's .qm will give it: only for the `HostWords` context."""

    def __init__(self, table: dict[str, str]) -> None:
        super().__init__()
        self.table = table

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return self.table.get(source) if context == host_words.CONTEXT else None

    def isEmpty(self) -> bool:
        return False


def test_the_russian_interface_reads_the_words_in_russian(
    qtbot: Any, window: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    translator = DocTranslator(doc_table())
    assert QCoreApplication.installTranslator(translator)
    try:
        host = start_club_game(qtbot, window, NAMES, monkeypatch)
        assert words(host).startswith("Город засыпает. Мафия просыпается")
        host.seats(*ROLES)
        assert words(host) == "Город просыпается. Слово получает игрок 1."
        host.enter()
        assert words(host) == "Слово получает игрок 2."
        host.enter_while(Phase.DAY_SPEECH)  # nobody nominated: the night
        assert words(host) == "Наступает ночь, город засыпает. Мафия выходит на охоту."
        host.seat(2)
        assert words(host) == "Мафия засыпает. Дон, проснись, найди шерифа."
    finally:
        QCoreApplication.removeTranslator(translator)


def test_two_lifted_together_get_the_ruleset_s_shorter_last_words(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="arctic-2016")
    host.seats(*ROLES)
    host.seat(4)
    host.enter()
    host.seat(5)
    for _ in range(20):  # 5 : 5 in every ballot, through whatever tie speeches the ruleset gives
        if host.phase is Phase.LIFT_VOTE:
            break
        if host.phase.is_ballot and host.state.phase.candidate == 4:
            host.seats(1, 2, 3, 4, 5)
        host.enter()
    assert host.phase is Phase.LIFT_VOTE
    host.plus()  # everybody lifts: seats 4 and 5 leave
    assert host.phase is Phase.LAST_WORDS and host.state.speech_seconds == 30
    assert words(host) == f"Seat {host.state.current_speaker}, your last words: 30 seconds."
