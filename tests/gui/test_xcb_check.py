"""A Linux desktop without Qt's xcb libraries gets the one install command, not Qt's plugin abort."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafia_desk.gui import app
from mafia_desk.gui.common import xcb_check

X11 = {"DISPLAY": ":0"}


def loader_without(*absent: str) -> xcb_check.Loader:
    def load(name: str) -> object:
        if name in absent:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()

    return load


def os_release(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "os-release"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_debian_desktop_without_xcb_cursor_gets_the_apt_command(tmp_path: Path) -> None:
    message = xcb_check.xcb_problem(
        X11,
        loader_without("libxcb-cursor.so.0", "libxcb-icccm.so.4"),
        os_release(tmp_path, 'PRETTY_NAME="Ubuntu 24.04"\nID=ubuntu\nID_LIKE=debian\n'),
        "linux",
    )
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in message
    assert message.splitlines()[-1].strip() == "sudo apt install libxcb-cursor0 libxcb-icccm4"


def test_fedora_gets_the_dnf_command(tmp_path: Path) -> None:
    message = xcb_check.xcb_problem(
        X11, loader_without("libxcb-cursor.so.0"), os_release(tmp_path, "ID=fedora\n"), "linux"
    )
    assert message.splitlines()[-1].strip() == "sudo dnf install xcb-util-cursor"


def test_an_unknown_distribution_gets_both_commands(tmp_path: Path) -> None:
    message = xcb_check.xcb_problem(
        X11, loader_without("libxkbcommon-x11.so.0"), tmp_path / "no-os-release", "linux"
    )
    assert "sudo apt install libxkbcommon-x11-0" in message
    assert "sudo dnf install libxkbcommon-x11" in message


def test_nothing_missing_or_no_x11_says_nothing(tmp_path: Path) -> None:
    debian = os_release(tmp_path, "ID=debian\n")
    everything_missing = loader_without(*xcb_check.LIBRARIES)
    assert xcb_check.xcb_problem(X11, loader_without(), debian, "linux") == ""
    wayland = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}
    assert xcb_check.xcb_problem(wayland, everything_missing, debian, "linux") == ""
    assert xcb_check.xcb_problem({"QT_QPA_PLATFORM": "offscreen"}, everything_missing, debian, "linux") == ""
    assert xcb_check.xcb_problem(X11, everything_missing, debian, "win32") == ""
    # Asked for by name, xcb is checked even in a Wayland session.
    forced = {**wayland, "QT_QPA_PLATFORM": "xcb"}
    assert "sudo apt install" in xcb_check.xcb_problem(forced, everything_missing, debian, "linux")


def test_the_real_loader_opens_what_exists_and_refuses_what_does_not() -> None:
    assert xcb_check._dlopen("libc.so.6") is not None
    with pytest.raises(OSError):
        xcb_check._dlopen("libmafia-desk-no-such-library.so.9")


def test_the_gui_prints_the_command_and_exits_1_before_qt_starts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(
        app, "xcb_problem", lambda: "Mafia Desk cannot open its window: ...\n    sudo apt install x"
    )
    monkeypatch.setattr(app, "create_application", lambda _argv: pytest.fail("Qt must not start"))
    assert app.run_gui(["mafia-desk"]) == 1
    assert capsys.readouterr().err.splitlines()[-1] == "    sudo apt install x"
