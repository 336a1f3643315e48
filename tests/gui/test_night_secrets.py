"""Issue 38: the night stays secret on every screen the table or the stream can see.

Whole games hosted through the window by key events, with the stream overlay on (a WebSocket client reads
every message), the spectator display open (its texts read after each key) and OBS scene switching on
(a fake OBS records each switch). After every key, by what the table has been told so far:

* in the night (from nightfall until the host puts the sheriff's answer away), every state message and
  spectator frame is the night as it fell (the same seats, no speaker, no ballot, no clock, no role), and a
  key of the night's secret (the shot, a check, putting the don's answer away) sends nothing at all: no
  message, no frame, no scene;
* while a check's answer is up, the host's window (every visible label, button and seat-table cell) shows
  the checker's turn and the night as it fell: no victim, no miss, no next speaker, no role, no morning;
  only the status line carries the answer, which is the checker's;
* a hit and a miss played from the same day look the same, frame by frame, on every screen, until the
  morning is announced; the morning comes in one message;
* the end comes in one message, the roles only with the host's reveal after it.

The games: day 1 a tie, a revote and a lift vote that fails; night 1 a hit or a miss with both checkers in;
then (the hit's game) the don voted out, a miss with a foul at night, the sheriff voted out, a hit with both
checkers out, and a shot that ends the game at night; (the miss's game) the sheriff voted out and a miss
with him out. Every ruleset in both languages.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from overlay_client import OverlayClient
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from mafia_desk.game.model import Phase
from mafia_desk.game.obs_scene import SCENE_KEYS
from mafia_desk.gui import host_text, i18n
from mafia_desk.gui.display import obs_scenes
from mafia_desk.gui.display.obs_scenes import ObsSettings
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.gui.phase_ui import PHASE_UI

RULESETS = ("fiim", "stars-2016", "arctic-2016", "german-open-2016", "white-nights-2016")
DON, MAFIA, SHERIFF = 3, (6, 9), 1
ROLES = (DON, *MAFIA, SHERIFF)
SCENES = {key: f"scene {key}" for key, _ in SCENE_KEYS}  # every moment has a scene of its own
QUIET = object()  # a key of the night's secret: it must send nothing anywhere


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class FakeObs:
    def __init__(self) -> None:
        self.switched: list[str] = []

    def set_current_program_scene(self, name: str) -> None:
        self.switched.append(name)

    def disconnect(self) -> None:
        pass


@dataclass
class Frame:
    """What one key left on every screen: the host's window, the spectator display, what the stream got."""

    key: str
    quiet: bool
    held: bool  # a check's answer is up
    night: int | None  # the night the table is in (None: not a night for the table)
    host: dict[str, Any]
    spectator: dict[str, Any]
    messages: list[dict[str, Any]]
    scenes: list[str]
    protocol: Any = None  # in the night: the protocol the host would open now (Ctrl+P), roles shown


def host_window(window: MainWindow) -> dict[str, Any]:
    """Every visible text of the host's window: labels, buttons (and whether they are on), the seat table's
    cells with their colours and weight, the status bar and the title."""
    labels = {}
    for n, label in enumerate(window.findChildren(QLabel)):
        if label.isVisible() and label.text():
            labels[label.objectName() or f"label {n}"] = label.text()
    buttons = {}
    for n, button in enumerate(window.findChildren(QAbstractButton)):
        if button.isVisible():
            key = button.objectName() or f"button {n}"
            buttons[key] = (button.text(), button.isEnabled(), button.isChecked())
    screen = window.game_screen
    model = screen.ui.seatTable.model()
    cells = []
    for row in range(model.rowCount()):
        line = []
        for col in range(model.columnCount()):
            index = model.index(row, col)
            look = []
            for role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
                brush = model.data(index, role)
                look.append(brush.color().name() if brush is not None else "")
            font = model.data(index, Qt.ItemDataRole.FontRole)
            look.append("bold" if font is not None and font.bold() else "")
            line.append((model.data(index, Qt.ItemDataRole.DisplayRole), *look))
        cells.append(tuple(line))
    return {
        "labels": labels,
        "buttons": buttons,
        "ballot": screen.ui.ballotStrip.text(),
        "cells": tuple(cells),
        "status bar": window.statusBar().currentMessage(),
        "title": window.windowTitle(),
    }


def words(host: dict[str, Any], *, but: tuple[str, ...] = ()) -> str:
    """The host's window as one text (the labels named in `but` left out)."""
    texts = [t for name, t in host["labels"].items() if name not in but]
    texts += [t for t, _, _ in host["buttons"].values()]
    texts += [str(cell[0]) for row in host["cells"] for cell in row]
    return "\n".join([*texts, host["ballot"], host["status bar"], host["title"]])


class Table:
    """One game hosted through the window with every hall display on; `press` records a frame per key."""

    def __init__(self, qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, ruleset: str) -> None:
        self.obs = FakeObs()
        monkeypatch.setattr(obs_scenes, "client_factory", lambda *args: self.obs)
        ObsSettings(enabled=True, scenes=SCENES).save()
        QSettings().setValue("overlay/port", 0)
        window = MainWindow(store, resume_last=False)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        self.qtbot, self.window = qtbot, window
        self.host: Host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset=ruleset)
        window.ui.actionStreamOverlay.setChecked(True)
        window.ui.actionSpectator.setChecked(True)
        assert window.hall.overlay is not None and window.hall.spectator is not None
        self.display = window.hall.spectator
        server = window.hall.overlay.server
        self.sent = [0]  # messages the server sent each client: the client must read them all
        publish, publish_clock = server.publish, server.publish_clock

        def counted_publish(payload: dict[str, Any]) -> None:
            self.sent[0] += 1
            publish(payload)

        def counted_clock(clock: Any) -> None:
            self.sent[0] += clock is not None
            publish_clock(clock)

        monkeypatch.setattr(server, "publish", counted_publish)
        monkeypatch.setattr(server, "publish_clock", counted_clock)
        self.client = OverlayClient(qtbot, server, first=2)  # the hello and the latest state
        self.sent[0] = len(self.client.messages) - 1  # the snapshot on connection, besides its hello
        self.frames: list[Frame] = []
        self.read = len(self.client.messages)
        self.shots: dict[
            int, int | None
        ] = {}  # night -> the seat shot (None: a miss), as the script plays it

    @property
    def controller(self) -> Any:
        return self.window.controller

    def press(self, action: Callable[..., None], *args: Any, quiet: object = None) -> Frame:
        scenes = len(self.obs.switched)
        action(*args)
        self.client.wait_for(self.sent[0] + 1)  # with the hello
        new = self.client.messages[self.read :]
        self.read = len(self.client.messages)
        state = self.host.state
        held = self.controller.input.answer is not None
        night = state.phase.night if (state.phase.kind.is_night or held) else None
        name = getattr(action, "__name__", str(action)) + "".join(f" {getattr(a, 'name', a)}" for a in args)
        frame = Frame(
            key=name,
            quiet=quiet is QUIET,
            held=held,
            night=night,
            host=host_window(self.window),
            spectator={
                "text": self.display.visible_text(),
                "stage": self.display.stage.text(),
                "clock": self.display.clock_label.text(),
                "rows": [{k: label.text() for k, label in row.items()} for row in self.display.rows],
                "looks": [row["name"].property("look") for row in self.display.rows],
            },
            messages=new,
            scenes=self.obs.switched[scenes:],
            protocol=None if night is None else self.protocol(),
        )
        self.frames.append(frame)
        return frame

    def protocol(self) -> Any:
        """The sheet the protocol view would draw now, with the roles (the scripted dialogs say Yes), less
        what the wall clock writes (the date and times: the hit's game and the miss's may straddle midnight)
        and the fouls (given aloud, at night too)."""
        sheet = self.window.protocol_sheet()
        seats = tuple(replace(line, fouls=0) for line in sheet.seats)
        return replace(sheet, date="", started="", ended="", seats=seats)

    # --- the host's moves ---
    def seat(self, n: int, quiet: object = None) -> Frame:
        return self.press(self.host.seat, n, quiet=quiet)

    def minus(self, quiet: object = None) -> Frame:
        return self.press(self.host.minus, quiet=quiet)

    def enter(self, quiet: object = None) -> Frame:
        return self.press(self.host.enter, quiet=quiet)

    def speeches_until(self, phase_left: Phase) -> None:
        for _ in range(12):
            if self.host.phase is not phase_left:
                return
            self.enter()
        raise AssertionError(f"still in {phase_left}: {self.host.status()}")

    def vote_out(self, seat: int) -> None:
        """The first speaker who is not `seat` nominates him, the only candidate; he leaves; night falls."""
        assert self.host.phase is Phase.DAY_SPEECH, self.host.phase
        if self.host.state.current_speaker == seat:
            self.enter()
        self.seat(seat)
        assert [c.seat for c in self.host.state.candidates] == [seat], self.host.status()
        self.speeches_until(Phase.DAY_SPEECH)
        while self.host.phase.is_ballot:  # the lone candidate's count: every hand is his
            assert self.host.state.closes_ballot, self.host.status()
            self.enter()
        self.speeches_until(Phase.LAST_WORDS)
        assert self.host.phase is Phase.NIGHT_SHOT, (self.host.phase, self.host.status())

    def night(
        self, shot: int | None, don_points: int, sheriff_points: int, morning: Qt.Key = Qt.Key.Key_Return
    ) -> None:
        """The shot (or a miss), the don's turn and the sheriff's, each answer put away with Enter; the key
        that puts the sheriff's away is the morning, so it is not a quiet key. `morning`: another key tried
        first (W, the withdrawal, would be read against the morning the engine holds: it is refused while the
        answer is up, which must not tell a hit from a miss either; then Enter)."""
        assert self.host.phase is Phase.NIGHT_SHOT, self.host.phase
        self.shots[self.host.state.phase.night] = shot
        if shot is None:
            self.minus(QUIET)
        else:
            self.seat(shot, QUIET)
        assert self.host.phase is Phase.DON_CHECK, self.host.phase
        self.seat(don_points, QUIET)
        assert self.frames[-1].held, self.host.status()
        self.enter(QUIET)
        assert self.host.phase is Phase.SHERIFF_CHECK, self.host.phase
        self.seat(sheriff_points, QUIET)
        assert self.frames[-1].held and not self.host.phase.is_night, self.host.status()
        self.press(self.host.key, morning)  # the answer is put away: the morning is announced
        if self.frames[-1].held:  # (the checks above fail the test on what the key showed meanwhile)
            self.enter()

    def close(self) -> None:
        self.client.close()
        self.qtbot.waitUntil(lambda: self.window.hall.overlay.server.client_count == 0)
        self.window.ui.actionStreamOverlay.setChecked(False)
        self.window.ui.actionSpectator.setChecked(False)
        self.window.hide()  # closing it would close the store the next game is played in


def day_one(t: Table) -> None:
    """Roles; 1 nominates 5, 2 nominates 7; seat 2 gets three fouls after his speech (his next speech is
    lost: the note must stay at night); 5 : 5, the tied speak, 5 : 5 again, the lift vote fails."""
    for seat in ROLES:
        t.seat(seat)
    assert t.host.phase is Phase.DAY_SPEECH
    t.seat(5)
    t.enter()
    t.seat(7)
    t.enter()
    for _ in range(3):
        t.press(t.host.foul, 2)
    t.speeches_until(Phase.DAY_SPEECH)
    for _ballot in range(2):
        assert t.host.phase in (Phase.VOTE, Phase.REVOTE), t.host.phase
        for seat in (1, 2, 3, 4, 6):
            t.seat(seat)
        t.enter()
        assert t.host.state.closes_ballot, t.host.status()
        t.enter()
        t.speeches_until(Phase.TIE_SPEECH)
    assert t.host.phase is Phase.LIFT_VOTE, t.host.phase
    for seat in (1, 2, 3):
        t.seat(seat)
    t.enter()
    assert t.host.phase is Phase.NIGHT_SHOT, (t.host.phase, t.host.status())


def hit_game(t: Table) -> None:
    """Night 1 a hit (seat 2, then asked for his best move); the don out, a miss with a foul at night; the
    sheriff out, a hit with both checkers out; a shot that ends the game at night; then the roles shown."""
    day_one(t)
    t.night(2, don_points=SHERIFF, sheriff_points=DON, morning=Qt.Key.Key_W)
    assert t.host.phase is Phase.LAST_WORDS and t.host.state.best_move_open, t.host.status()
    for seat in (DON, *MAFIA):
        t.seat(seat)
    t.speeches_until(Phase.LAST_WORDS)
    t.vote_out(DON)
    t.shots[2] = None
    t.minus(QUIET)  # night 2: a miss
    t.press(t.host.foul, 8)  # a foul at night is the table's to see
    t.seat(5, QUIET)  # the don is out: his turn, no check recorded
    t.enter(QUIET)
    t.seat(6, QUIET)
    t.enter()
    assert t.host.phase is Phase.DAY_SPEECH, t.host.phase
    t.vote_out(SHERIFF)
    t.night(4, don_points=5, sheriff_points=6)  # both checkers out
    assert t.host.phase is Phase.LAST_WORDS, t.host.phase
    t.speeches_until(Phase.LAST_WORDS)
    t.vote_out(5)
    t.shots[4] = 7
    t.seat(7)  # 2 blacks, 2 reds: the shot ends the game at once
    assert t.host.state.finished, t.host.status()
    t.press(t.host.key, Qt.Key.Key_R)  # the host shows the roles


def miss_game(t: Table) -> None:
    """Night 1 a miss; the sheriff voted out; night 2 a miss with him out."""
    day_one(t)
    t.night(None, don_points=SHERIFF, sheriff_points=DON, morning=Qt.Key.Key_W)
    assert t.host.phase is Phase.DAY_SPEECH, t.host.phase
    t.vote_out(SHERIFF)
    t.night(None, don_points=5, sheriff_points=6)
    assert t.host.phase is Phase.DAY_SPEECH, t.host.phase


# --- what every frame may carry ---
def role_words() -> list[str]:
    return [host_text.role_name(r) for r in ("civilian", "sheriff", "mafia", "don")]


def check_night(frames: list[Frame], shots: dict[int, int | None]) -> None:
    """From nightfall until the morning is announced: every screen keeps the night as it fell."""
    fell: Frame | None = None
    dusk: dict[str, Any] = {}  # the state message that brought the night
    for i, frame in enumerate(frames):
        before = frames[i - 1] if i else None
        if frame.night is None:
            if fell is not None and before is not None:
                check_morning(before, frame, dusk, shots[fell.night or 0])
            fell = None
            continue
        if fell is None:  # nightfall: the key that ended the day
            fell = frame
            states = [m for m in frame.messages if m["type"] == "state"]
            assert states and states[-1]["stage"] == "night", (frame.key, states)
            assert frame.scenes == [SCENES["night"]], frame.scenes
            dusk = states[-1]
            continue
        where = f"night {frame.night}, {frame.key}"
        if frame.quiet:
            assert frame.messages == [], (where, frame.messages)
            assert frame.scenes == [], (where, frame.scenes)
            assert before is not None and frame.spectator == before.spectator, where
        assert frame.scenes == [], (where, frame.scenes)
        for m in frame.messages:
            assert m["type"] == "state", (where, "no clock in the night", m)
            check_night_state(m, dusk, where)
        check_night_spectator(frame, fell, where)
        check_night_host(frame, fell, where)
        # the protocol view: no victim's "shot, night N", no night row, no new day before the morning
        assert frame.protocol == fell.protocol, (where, frame.protocol, fell.protocol)


def check_night_state(m: dict[str, Any], dusk: dict[str, Any], where: str) -> None:
    """A state message in the night: the night as it fell; only a seat's fouls (given aloud) may change."""
    assert m["stage"] == "night" and m["night"] == dusk["night"] and m["day"] == dusk["day"], (where, m)
    for key in ("step", "speaker", "speech_seconds", "counting", "day_outcome", "vote_cancelled", "result"):
        assert m[key] is None, (where, key, m[key])
    assert m["candidates"] == [] and m["ballots"] == [], (where, m)
    assert m["best_move"] == dusk["best_move"] and m["roles_shown"] is False, (where, m)
    for seat, was in zip(m["seats"], dusk["seats"], strict=True):
        assert seat["role"] is None and not seat["speaking"], (where, seat)
        assert {**seat, "fouls": 0} == {**was, "fouls": 0}, (where, "a seat changed in the night", seat, was)
    assert m["labels"]["stage"] == dusk["labels"]["stage"], (where, m["labels"])
    assert not any(k.startswith("role.") or k in ("timer", "winner") for k in m["labels"]), (where, m)


def check_night_spectator(frame: Frame, fell: Frame, where: str) -> None:
    shown, dusk = frame.spectator, fell.spectator
    assert shown["stage"] == dusk["stage"] and shown["clock"] == "", (where, shown["stage"], shown["clock"])
    for row, was in zip(shown["rows"], dusk["rows"], strict=True):
        assert {**row, "fouls": ""} == {**was, "fouls": ""}, (where, row, was)
    assert shown["looks"] == dusk["looks"], (where, "a speaker in the night")
    assert not any(word in shown["text"] for word in role_words()), (where, shown["text"])


def check_night_host(frame: Frame, fell: Frame, where: str) -> None:
    """The host's window in the night: the seat table as at nightfall (a foul's cells aside), no queue, no
    speaker; while an answer is up, the checker's turn and nothing of the morning."""
    host, dusk = frame.host, fell.host
    for row, was in zip(host["cells"], dusk["cells"], strict=True):
        # only a foul given at night changes a fouls cell (its dots, note, amber); nothing else changes
        assert row[:3] + row[4:] == was[:3] + was[4:], (
            where,
            "the seat table changed in the night",
            row,
            was,
        )
        dots, dusk_dots = row[3][0].split("\n")[0], was[3][0].split("\n")[0]
        assert dots.startswith(dusk_dots), (where, row[3], was[3])
        assert dots != dusk_dots or row[3] == was[3], (
            where,
            "a fouls note changed in the night",
            row[3],
            was[3],
        )
    assert "queueLabel" not in host["labels"], (where, host["labels"].get("queueLabel"))
    if not frame.held:
        return
    # no notice reaches the status bar while the checker is awake (nightfall's scene line may stay)
    assert host["status bar"] in ("", dusk["status bar"]), (where, host["status bar"])
    labels = host["labels"]
    answer_away = tr("GameScreen", "Enter puts the answer away.")
    assert labels["statusLine"].endswith(answer_away), (where, labels["statusLine"])
    night = frame.night
    assert night is not None
    titles = {PHASE_UI[p].title_for(0, night) for p in (Phase.DON_CHECK, Phase.SHERIFF_CHECK)}
    assert labels["headerLabel"] in titles and labels["phaseTitle"] == labels["headerLabel"], (where, labels)
    asleep = {tr("HostWords", "Don, go to sleep."), tr("HostWords", "Sheriff, go to sleep.")}
    assert labels.get("hostWordsLabel") in asleep, (where, labels.get("hostWordsLabel"))
    assert labels["timerLabel"] == "–:––", (where, labels["timerLabel"])
    seat_buttons = [b for name, b in host["buttons"].items() if name.startswith("seatButton")]
    assert seat_buttons and not any(on for _, on, _ in seat_buttons), (where, "a seat key is offered")
    # The status line is the answer, the checker's; the host's words name the checker's role ("Don, go to
    # sleep"), the same every night, alive or out. Nothing else may carry a role or the morning.
    rest = words(host, but=("statusLine", "hostWordsLabel"))
    # (tonight's victim: the seat table is nightfall's, checked above; an earlier night's reads "shot")
    morning = [
        tr("HostText", "Next speakers: {0}").split("{0}")[0].strip(),
        tr("HostText", "Last words"),
        PHASE_UI[Phase.DAY_SPEECH].title_for(night + 1, night).split(":")[0],
        tr("HostWords", "The town wakes up."),
        *role_words(),
    ]
    for word in morning:
        assert word not in rest, (where, word, rest)


def check_morning(last_night: Frame, frame: Frame, dusk: dict[str, Any], shot: int | None) -> None:
    """The key that announces the morning (or the end): one state message, the day's (and its clock), and
    the night's victim only now."""
    where = f"the morning after night {last_night.night}, {frame.key}"
    states = [m for m in frame.messages if m["type"] == "state"]
    assert len(states) == 1, (where, frame.messages)
    morning = states[0]
    assert morning["stage"] in ("day", "finished"), (where, morning["stage"])
    kinds = [m["type"] for m in frame.messages]
    assert kinds in (["state"], ["state", "clock"]), (where, kinds)
    told = {s["seat"]: s["status"] for s in morning["seats"]}
    expected = {s["seat"]: s["status"] for s in dusk["seats"]}
    if shot is not None:
        expected[shot] = "shot"
    assert told == expected, (where, told, expected)


def check_roles(frames: list[Frame]) -> None:
    """No role anywhere the table looks before the end and the host's reveal; then the roles, once."""
    revealed = False
    for frame in frames:
        for m in frame.messages:
            if m["type"] != "state":
                continue
            roles = [s["role"] for s in m["seats"]]
            if m["roles_shown"]:
                assert m["stage"] == "finished" and None not in roles, (frame.key, m)
                revealed = True
            else:
                assert roles == [None] * 10 and not any(k.startswith("role.") for k in m["labels"]), m
        if not revealed:
            assert not any(word in frame.spectator["text"] for word in role_words()), frame.key
            assert all(row[2][0] in ("•••", "") for row in frame.host["cells"]), (frame.key, "a role shown")


def night_frames(frames: list[Frame], night: int) -> list[Frame]:
    """The frames from the key before nightfall to the morning's key."""
    inside = [i for i, f in enumerate(frames) if f.night == night]
    return frames[inside[0] - 1 : inside[-1] + 2]


def comparable(frame: Frame) -> dict[str, Any]:
    """A frame as the table sees it, less what runs on the wall clock: the status bar's notices time out
    after seconds, a clock message's remainder is taken when it is sent (both read in `check_night`)."""
    messages = [{k: v for k, v in m.items() if k not in ("seq", "remaining_ms")} for m in frame.messages]
    host = {k: v for k, v in frame.host.items() if k != "status bar"}
    shown = {"host": host, "spectator": frame.spectator, "messages": messages, "scenes": frame.scenes}
    return {**shown, "protocol": frame.protocol}


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The games' store on a memory file system when the machine has one: every key is an SQLite commit
    (synchronous=FULL), which on a disk costs more than the rest of the key, and these games have hundreds."""
    from mafia_desk.store import open_store

    shm = Path("/dev/shm")
    folder = Path(tempfile.mkdtemp(dir=shm)) if shm.is_dir() and os.access(shm, os.W_OK) else tmp_path
    url = f"sqlite:///{folder / 'games.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    s = open_store(url, backups=False)
    yield s
    s.close()
    if folder != tmp_path:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def clean_settings(qapp: Any) -> Iterator[None]:
    for key in ("obs", "overlay", "display"):
        QSettings().remove(key)
    yield
    for key in ("obs", "overlay", "display"):
        QSettings().remove(key)


def play_both(qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, ruleset: str) -> None:
    hit = Table(qtbot, store, monkeypatch, ruleset)
    hit_game(hit)
    hit.close()
    miss = Table(qtbot, store, monkeypatch, ruleset)
    miss_game(miss)
    miss.close()
    for table, nights, held, quiet in ((hit, 4, 7, 12), (miss, 2, 5, 8)):
        check_night(table.frames, table.shots)
        check_roles(table.frames)
        # what was checked: every night, each check's answer up, each of the night's secret keys
        assert {f.night for f in table.frames if f.night is not None} == set(range(1, nights + 1))
        assert sum(f.held for f in table.frames) == held and sum(f.quiet for f in table.frames) == quiet
    # the hit and the miss, from the same day: the same on every screen until the morning is announced
    pairs = list(zip(night_frames(hit.frames, 1)[:-1], night_frames(miss.frames, 1)[:-1], strict=True))
    # the day's last key, nightfall, the shot, the don's check, his answer put away, the sheriff's check, W
    # refused while his answer is up
    assert len(pairs) == 7, [f.key for f, _ in pairs]
    for a, b in pairs:
        assert comparable(a) == comparable(b), (a.key, b.key)
        if a.night is not None:  # in the night's second or so, the status bar is read too
            assert a.host["status bar"] == b.host["status bar"], (a.key, a.host["status bar"])
    # the morning tells them apart, in one message
    assert night_frames(hit.frames, 1)[-1].messages != night_frames(miss.frames, 1)[-1].messages
    assert hit.frames[-1].messages and hit.frames[-1].messages[-1]["roles_shown"], "R at the end"


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_night_stays_secret_on_every_screen(
    qtbot: Any,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    clean_settings: None,
    qapp: Any,
    ruleset: str,
    language: str,
) -> None:
    assert i18n.install_translators(qapp, language)
    try:
        translated = tr("GameScreen", "Enter puts the answer away.") != "Enter puts the answer away."
        assert translated is (language == "ru")
        play_both(qtbot, store, monkeypatch, ruleset)
    finally:
        i18n.install_translators(qapp, "en")
