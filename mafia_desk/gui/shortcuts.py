"""Every keyboard shortcut in one registry, so the keys, the QActions and the F1 sheet never disagree.

A seat digit's meaning follows the phase (nominate, vote, shoot, check, guess): the registry only names the
key; the game controller decides what a seat pick does now. Shift+digit is registered as "Shift+<digit>"
only: Qt's key mapper offers that form for the shifted key on every layout (US "@", Russian '"' ...), and
registering the typed character as well made one press match two sequences, which Qt refuses as ambiguous
(no foul at all).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "Shortcuts"

# Seat n's digit key: 1..9, and 0 for seat 10.
SEAT_DIGITS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")


@dataclass(frozen=True)
class Shortcut:
    action_id: str
    keys: tuple[str, ...]
    # Untranslated source text (QT_TRANSLATE_NOOP's result); `text()` translates it at the moment of use.
    source: object
    group: object
    shown_in_sheet: bool = True
    # A key of the game screen: the GameController method it calls (the host's one input path), with its
    # argument if any (a seat, the seconds given); "" for a window's key, connected where its menu is.
    host: str = ""
    arg: int | None = None

    def text(self) -> str:
        return QCoreApplication.translate(_CONTEXT, str(self.source))

    def key_sequences(self) -> list[QKeySequence]:
        return [QKeySequence(k) for k in self.keys]

    def key_label(self) -> str:
        """The first key as the host reads it on screen (native names, e.g. "Ctrl+Z")."""
        return QKeySequence(self.keys[0]).toString(QKeySequence.SequenceFormat.NativeText)


GROUP_GAME = QT_TRANSLATE_NOOP("Shortcuts", "Game")
GROUP_SEATS = QT_TRANSLATE_NOOP("Shortcuts", "Seats")
GROUP_TIMER = QT_TRANSLATE_NOOP("Shortcuts", "Timer")
GROUP_APP = QT_TRANSLATE_NOOP("Shortcuts", "Application")


def _seat_shortcuts() -> list[Shortcut]:
    out: list[Shortcut] = []
    for i, digit in enumerate(SEAT_DIGITS):
        out.append(Shortcut(f"seat_{i + 1}", (digit,), "", GROUP_SEATS, False, "seat", i + 1))
    for i, digit in enumerate(SEAT_DIGITS):
        out.append(Shortcut(f"foul_{i + 1}", (f"Shift+{digit}",), "", GROUP_SEATS, False, "foul", i + 1))
    for i, digit in enumerate(SEAT_DIGITS):
        out.append(
            Shortcut(f"disqualify_{i + 1}", (f"Ctrl+{digit}",), "", GROUP_SEATS, False, "disqualify", i + 1)
        )
    return out


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut(
        "seat_pick",
        ("1",),
        QT_TRANSLATE_NOOP(
            "Shortcuts",
            "1..9, 0: pick seat 1..10 for what the phase asks (nominate, vote, shot, check, best-move guess)",
        ),
        GROUP_SEATS,
    ),
    Shortcut(
        "foul_pick",
        ("Shift+1",),
        QT_TRANSLATE_NOOP("Shortcuts", "Shift+1..0: a foul to seat 1..10"),
        GROUP_SEATS,
    ),
    Shortcut(
        "disqualify_pick",
        ("Ctrl+1",),
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Ctrl+1..0: a disqualifying foul (removal) to seat 1..10, after a confirm"
        ),
        GROUP_SEATS,
    ),
    Shortcut(
        "next",
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP("Shortcuts", "Move on to the next step"),
        GROUP_GAME,
        host="next",
    ),
    Shortcut(
        "none", ("-",), QT_TRANSLATE_NOOP("Shortcuts", "None / miss / no check"), GROUP_GAME, host="none"
    ),
    Shortcut(
        "all_rest",
        ("+", "="),
        QT_TRANSLATE_NOOP("Shortcuts", "All remaining votes"),
        GROUP_GAME,
        host="all_rest",
    ),
    Shortcut(
        "undo",
        ("Backspace", "Ctrl+Z"),
        QT_TRANSLATE_NOOP("Shortcuts", "Undo the last action"),
        GROUP_GAME,
        host="undo",
    ),
    Shortcut(
        "redo", ("Ctrl+Shift+Z", "Ctrl+Y"), QT_TRANSLATE_NOOP("Shortcuts", "Redo"), GROUP_GAME, host="redo"
    ),
    Shortcut(
        "withdraw",
        ("W",),
        QT_TRANSLATE_NOOP("Shortcuts", "The speaker withdraws his nomination"),
        GROUP_GAME,
        host="withdraw",
    ),
    Shortcut(
        "reveal",
        ("R",),
        QT_TRANSLATE_NOOP("Shortcuts", "Roles: a tap shows or hides them, holding shows them until released"),
        GROUP_GAME,
    ),
    Shortcut(
        "timer_toggle",
        ("Space",),
        QT_TRANSLATE_NOOP("Shortcuts", "Start or pause the timer"),
        GROUP_TIMER,
        host="toggle_timer",
    ),
    Shortcut(
        "timer_reset",
        ("T",),
        QT_TRANSLATE_NOOP("Shortcuts", "Reset the timer"),
        GROUP_TIMER,
        host="clock_reset",
    ),
    Shortcut(
        "timer_plus",
        ("Up",),
        QT_TRANSLATE_NOOP("Shortcuts", "Add 10 seconds"),
        GROUP_TIMER,
        host="clock_add",
        arg=10,
    ),
    Shortcut(
        "timer_minus",
        ("Down",),
        QT_TRANSLATE_NOOP("Shortcuts", "Take 10 seconds"),
        GROUP_TIMER,
        host="clock_add",
        arg=-10,
    ),
    Shortcut("sound", ("M",), QT_TRANSLATE_NOOP("Shortcuts", "Sound on or off"), GROUP_TIMER),
    # The table's emergencies share one row of the F1 sheet, which has no height to spare on a 768 px screen.
    Shortcut(
        "emergencies",
        (),
        QT_TRANSLATE_NOOP(
            "Shortcuts", "F9: technical break (pause the whole game, or resume it) · F8: replace a player"
        ),
        GROUP_GAME,
    ),
    Shortcut("technical_break", ("F9",), "", GROUP_GAME, shown_in_sheet=False),
    Shortcut("replace_player", ("F8",), "", GROUP_GAME, shown_in_sheet=False),
    Shortcut("help", ("F1",), QT_TRANSLATE_NOOP("Shortcuts", "This sheet of keys"), GROUP_APP),
    Shortcut("new_game", ("Ctrl+N",), QT_TRANSLATE_NOOP("Shortcuts", "New game"), GROUP_APP),
    Shortcut(
        "tournaments",
        ("Ctrl+T",),
        QT_TRANSLATE_NOOP("Shortcuts", "Tournaments: the organiser's window"),
        GROUP_APP,
    ),
    Shortcut("protocol", ("Ctrl+P",), QT_TRANSLATE_NOOP("Shortcuts", "The game's protocol"), GROUP_APP),
    Shortcut("quit", ("Ctrl+Q",), QT_TRANSLATE_NOOP("Shortcuts", "Quit (the game is saved)"), GROUP_APP),
    *_seat_shortcuts(),
)

_BY_ID = {s.action_id: s for s in SHORTCUTS}
# The game screen's keys: each calls its GameController method (gui/game_screen.py connects them all).
HOST_KEYS: tuple[Shortcut, ...] = tuple(s for s in SHORTCUTS if s.host)


def shortcut(action_id: str) -> Shortcut:
    return _BY_ID[action_id]


def sheet_rows() -> list[tuple[str, str, str]]:
    """(group, keys, description) rows of the F1 sheet, translated now."""
    rows = []
    for s in SHORTCUTS:
        if not s.shown_in_sheet:
            continue
        keys = ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in s.keys)
        if s.action_id == "seat_pick":
            keys = "1 … 9, 0"
        elif s.action_id == "foul_pick":
            keys = "Shift+1 … Shift+0"
        elif s.action_id == "disqualify_pick":
            keys = "Ctrl+1 … Ctrl+0"
        elif s.action_id == "emergencies":
            keys = ", ".join(shortcut(a).key_label() for a in ("technical_break", "replace_player"))
        rows.append((QCoreApplication.translate(_CONTEXT, str(s.group)), keys, s.text()))
    return rows


def build_actions(parent: QWidget, action_ids: Iterable[str]) -> dict[str, QAction]:
    """QActions with the registry's keys, added to `parent`: they fire while `parent` is shown in the active
    window, wherever the keyboard focus is (a host's click on a button must not steal the digit keys)."""
    actions: dict[str, QAction] = {}
    for action_id in action_ids:
        spec = _BY_ID[action_id]
        action = QAction(spec.text() or action_id, parent)
        action.setObjectName(f"action_{action_id}")
        action.setShortcuts(spec.key_sequences())
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        parent.addAction(action)
        actions[action_id] = action
    return actions
