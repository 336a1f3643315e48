"""OBS scene switching against a fake obs-websocket client: one switch per change, an absent OBS is one
status line, the retry waits, the dialog keeps its settings, and the feature is off by default."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gamekit import new_game
from gui_driver import start_club_game
from PySide6.QtCore import QSettings

from mafia_desk.game import Pause
from mafia_desk.gui.display import obs_scenes
from mafia_desk.gui.display.obs_dialog import ObsDialog
from mafia_desk.gui.display.obs_scenes import RETRY_SECONDS, ObsSceneSwitcher, ObsSettings

NAMES = [f"Игрок {i}" for i in range(1, 11)]


class FakeRequestError(Exception):
    """Shaped like obsws-python's OBSSDKRequestError (a request OBS answered with an error)."""

    def __init__(self, req_name: str) -> None:
        self.req_name = req_name
        super().__init__(f"Request {req_name} returned code 600.")


class FakeObs:
    def __init__(self, scenes: set[str]) -> None:
        self.scenes = scenes
        self.switched: list[str] = []
        self.disconnected = False

    def set_current_program_scene(self, name: str) -> None:
        if name not in self.scenes:
            raise FakeRequestError("SetCurrentProgramScene")
        self.switched.append(name)

    def disconnect(self) -> None:
        self.disconnected = True


@pytest.fixture(autouse=True)
def _clean_obs_settings(qapp: Any) -> Iterator[None]:
    QSettings().remove("obs")
    yield
    QSettings().remove("obs")


@pytest.fixture
def obs(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The factory replaced: `made` lists the connection attempts, `fail` makes the next ones raise."""
    state: dict[str, Any] = {"made": [], "fail": None, "client": FakeObs({"Speech", "Night", "Break"})}

    def factory(host: str, port: int, password: str, timeout: float) -> FakeObs:
        state["made"].append((host, port, password, timeout))
        if state["fail"] is not None:
            raise state["fail"]
        client: FakeObs = state["client"]
        return client

    monkeypatch.setattr(obs_scenes, "client_factory", factory)
    return state


def enabled_switcher(clock: list[float], **scenes: str) -> tuple[ObsSceneSwitcher, list[str]]:
    ObsSettings(
        enabled=True, scenes=scenes or {"speech": "Speech", "night": "Night", "break": "Break"}
    ).save()
    switcher = ObsSceneSwitcher(clock=lambda: clock[0])
    lines: list[str] = []
    switcher.status.connect(lines.append)
    return switcher, lines


def test_off_by_default_nothing_is_asked(obs: dict[str, Any]) -> None:
    assert ObsSettings.load().enabled is False
    switcher = ObsSceneSwitcher()
    switcher.show(new_game(version=3))
    assert obs["made"] == []


def test_one_switch_per_change_none_on_repeats(obs: dict[str, Any]) -> None:
    clock = [100.0]
    switcher, lines = enabled_switcher(clock)
    game = new_game(version=3)
    for _ in range(3):
        switcher.show(game)  # the host's screen redrawn three times on the same speech
    assert obs["client"].switched == ["Speech"]
    assert obs["made"] == [("127.0.0.1", 4455, "", obs_scenes.CONNECT_TIMEOUT)]
    game.apply(Pause("2026-12-01T20:10:00"))
    switcher.show(game)
    switcher.show(game)
    assert obs["client"].switched == ["Speech", "Break"]
    assert lines == ["OBS scene: Speech", "OBS scene: Break"]


def test_obs_missing_is_one_status_line_and_the_retry_waits(obs: dict[str, Any]) -> None:
    clock = [100.0]
    switcher, lines = enabled_switcher(clock)
    obs["fail"] = ConnectionRefusedError(111, "Connection refused")
    game = new_game(version=3)
    for _ in range(5):
        switcher.show(game)  # no exception reaches the host
    assert len(obs["made"]) == 1
    assert len(lines) == 1 and "not running" in lines[0] and "127.0.0.1:4455" in lines[0]
    clock[0] += RETRY_SECONDS + 1
    switcher.show(game)
    assert len(obs["made"]) == 2 and len(lines) == 1  # tried again, the same line not repeated
    obs["fail"] = None  # OBS started
    clock[0] += RETRY_SECONDS + 1
    switcher.show(game)
    assert obs["client"].switched == ["Speech"] and lines[-1] == "OBS scene: Speech"


def test_an_unknown_scene_is_one_line_and_not_asked_again(obs: dict[str, Any]) -> None:
    clock = [100.0]
    switcher, lines = enabled_switcher(clock, speech="No such scene")
    game = new_game(version=3)
    switcher.show(game)
    switcher.show(game)
    assert obs["client"].switched == []
    assert len(lines) == 1 and '"No such scene"' in lines[0]
    assert switcher.connected  # the connection itself is fine


def test_a_wrong_password_or_a_missing_library_is_one_line(obs: dict[str, Any]) -> None:
    clock = [100.0]
    switcher, lines = enabled_switcher(clock)
    obs["fail"] = Exception("failed to identify client with the server, please check connection settings")
    switcher.show(new_game(version=3))
    assert len(lines) == 1 and "cannot connect" in lines[0] and "identify" in lines[0]
    obs["fail"] = ImportError("No module named 'obsws_python'")
    clock[0] += RETRY_SECONDS + 1
    switcher.show(new_game(version=3))
    assert len(lines) == 2 and "obsws-python" in lines[1]


def test_the_dialog_saves_and_reloads_the_settings(qtbot: Any) -> None:
    dialog = ObsDialog()
    qtbot.addWidget(dialog)
    assert not dialog.ui.enabledBox.isChecked()
    assert (dialog.ui.hostEdit.text(), dialog.ui.portBox.value()) == ("127.0.0.1", 4455)
    dialog.ui.enabledBox.setChecked(True)
    dialog.ui.hostEdit.setText("localhost")
    dialog.ui.portBox.setValue(4456)
    dialog.ui.passwordEdit.setText("secret")
    dialog.scene_cell("night").setText("Ночь")
    dialog.scene_cell("speaker_7").setText("Cam 7")
    dialog.accept()
    saved = ObsSettings.load()
    assert (saved.enabled, saved.host, saved.port, saved.password) == (True, "localhost", 4456, "secret")
    assert saved.scenes == {"night": "Ночь", "speaker_7": "Cam 7"}
    again = ObsDialog()
    qtbot.addWidget(again)
    assert again.ui.enabledBox.isChecked() and again.ui.passwordEdit.text() == "secret"
    assert again.scene_cell("night").text() == "Ночь" and again.scene_cell("speech").text() == ""
    assert again.ui.sceneTable.item(0, 0) is not None


def test_the_window_follows_the_game_after_the_settings(
    qtbot: Any, window: Any, obs: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """View > OBS scenes... saves the settings; the refresh after each host-screen redraw switches."""

    def fill_and_accept(dialog: ObsDialog) -> int:
        dialog.ui.enabledBox.setChecked(True)
        for key in ("zero_night", "day", "speech"):
            dialog.scene_cell(key).setText("Speech" if key == "speech" else "Night")
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(ObsDialog, "exec", fill_and_accept)
    window.ui.actionObsScenes.trigger()
    assert window.hall.obs.settings.enabled
    start_club_game(qtbot, window, NAMES, monkeypatch)
    assert obs["client"].switched, "starting the game switched no scene"
    assert obs["client"].switched[-1] in {"Speech", "Night"}
