"""Before Qt starts on X11: are the xcb libraries there that Qt 6's X11 platform plugin loads?

Many desktops lack a few of them (libxcb-cursor0 above all, which Qt 6.5+ needs); without them Qt aborts with
"Could not load the Qt platform plugin "xcb"", a message that names neither the library nor the package. The
GUI checks first, with the system's own loader (dlopen, which also sees the libraries a bundle carries), and
prints the one command that installs what is missing. Headless commands never get here.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# Every xcb-family library libqxcb.so and libQt6XcbQpa.so.6 link (ldd, PySide6 6.9), with its package on
# Debian/Ubuntu and on Fedora. libX11 and libxcb itself are on any X11 desktop and are left out.
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
}

Loader = Callable[[str], object]


def _dlopen(name: str) -> object:
    return ctypes.CDLL(name)


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will pick its X11 plugin: on Linux, asked for (QT_QPA_PLATFORM), or by default on an X11
    session. A Wayland session uses Qt's Wayland plugin; no display at all is Qt's own error to report."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "").strip()
    if asked:
        return asked.split(";")[0].split(":")[0] == "xcb"
    if environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE", "") == "wayland":
        return False
    return bool(environ.get("DISPLAY"))


def missing_libraries(load: Loader = _dlopen) -> list[str]:
    missing = []
    for name in LIBRARIES:
        try:
            load(name)
        except OSError:
            missing.append(name)
    return missing


def distribution(os_release: Path = Path("/etc/os-release")) -> str:
    """ "debian" (Debian, Ubuntu, Mint...), "fedora" (Fedora, RHEL...), or "" when it cannot tell."""
    try:
        text = os_release.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    ids: set[str] = set()
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key in ("ID", "ID_LIKE"):
            ids.update(value.strip().strip('"').lower().split())
    if ids & {"debian", "ubuntu"}:
        return "debian"
    if ids & {"fedora", "rhel", "centos"}:
        return "fedora"
    return ""


def install_commands(missing: list[str], family: str) -> list[str]:
    debian = sorted({LIBRARIES[name][0] for name in missing})
    fedora = sorted({LIBRARIES[name][1] for name in missing})
    commands = {
        "debian": f"sudo apt install {' '.join(debian)}",
        "fedora": f"sudo dnf install {' '.join(fedora)}",
    }
    if family in commands:
        return [commands[family]]
    return [f"{commands['debian']}    (Debian, Ubuntu)", f"{commands['fedora']}    (Fedora)"]


def xcb_problem(
    environ: Mapping[str, str] | None = None,
    load: Loader = _dlopen,
    os_release: Path = Path("/etc/os-release"),
    platform: str = sys.platform,
) -> str:
    """The message to print instead of starting Qt, or "" when nothing is missing (or xcb is not used)."""
    env = os.environ if environ is None else environ
    if not uses_xcb(env, platform):
        return ""
    missing = missing_libraries(load)
    if not missing:
        return ""
    lines = [
        "Mafia Desk cannot open its window: this system lacks X11 libraries that Qt needs "
        f"({', '.join(missing)}). Install them with:",
        *(f"    {command}" for command in install_commands(missing, distribution(os_release))),
    ]
    return "\n".join(lines)
