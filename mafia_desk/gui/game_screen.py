"""The host's game screen: the seat table, the phase panel, the status line, the queue and the keys.

Layout comes from ui/game_screen.ui; what a key or a click means comes from GameController; this widget
wires them and renders the controller's ScreenModel, once per host input, without asking it anything else.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QKeyCombination,
    QModelIndex,
    QObject,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QAction, QFont, QFontMetrics, QHideEvent, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QApplication, QHeaderView, QPushButton, QStyle, QWidget

from mafia_desk.game.model import Role, SeatStatus
from mafia_desk.gui import host_text, host_words, palette
from mafia_desk.gui.common.retranslate import is_language_change, refresh_item_views
from mafia_desk.gui.forms.ui_game_screen import Ui_GameScreen
from mafia_desk.gui.screen_model import Ballot, Look, ScreenModel
from mafia_desk.gui.seat_table_model import (
    COL_BY,
    COL_FOULS,
    COL_NOMINATED,
    COL_PLAYER,
    COL_ROLE,
    COL_SEAT,
    COL_STATUS,
    COL_VOTED,
    COL_VOTES,
    SeatTableModel,
)
from mafia_desk.gui.shortcuts import HOST_KEYS, build_actions, shortcut
from mafia_desk.gui.speech_timer import SpeechTimer

BLINK_MS = 400
_HINTS_GAP = "   ·   "  # between the key line's groups


class Host(Protocol):
    """The host's input handler as the screen sees it (GameController): its keys are looked up by the names
    the shortcut registry gives them, its screen is drawn on `changed`."""

    changed: SignalInstance
    screen: ScreenModel
    timer: SpeechTimer
    dialog_parent: QWidget | None

    def seat(self, seat: int) -> None: ...

    def foul(self, seat: int) -> None: ...

    def set_reveal(self, on: bool) -> None: ...

    def retranslate(self) -> None: ...


# The Russian layout's letters on the Latin keys' places (ЙЦУКЕН over QWERTY). A QAction finds the Latin key
# of a Cyrillic press by itself; an event filter sees only the Cyrillic key, so it asks this table.
_LATIN_PLACE = dict(zip("йцукенгшщзфывапролдячсмитьб", "QWERTYUIOPASDFGHJKLZXCVBNM,", strict=True))


def _latin_key(key: int) -> int:
    """The Latin letter key on the same place as a Cyrillic letter key; other keys unchanged."""
    if 0x400 <= key < 0x500:
        latin = _LATIN_PLACE.get(chr(key).lower())
        return ord(latin) if latin else key
    return key


def _combo(sequence: QKeySequence) -> QKeyCombination:
    """The sequence's first key combination (PySide6 indexes a QKeySequence; its stubs do not say so)."""
    first: QKeyCombination = getattr(sequence, "__getitem__")(0)  # noqa: B009
    return first


class RevealKey(QObject):
    """The reveal key (R in the registry): a tap toggles the roles, holding it shows them until released.

    It is an event filter rather than a QAction because a shortcut only sees the press, never the release.
    """

    HOLD_MS = 350

    def __init__(self, screen: QWidget, controller: Host) -> None:
        super().__init__(screen)
        self.screen = screen
        self.controller = controller
        self.key = _combo(shortcut("reveal").key_sequences()[0]).key()
        self.clock = QElapsedTimer()
        self.before = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) or not isinstance(event, QKeyEvent):
            return False
        if _latin_key(event.key()) != self.key or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        window = self.screen.window()
        if not self.screen.isVisible() or QApplication.activeWindow() is not window:
            return False
        if event.isAutoRepeat():
            return True
        if kind == QEvent.Type.KeyPress:
            self.clock.start()
            self.before = self.controller.screen.reveal
            self.controller.set_reveal(True)
        elif self.clock.isValid():
            held = self.clock.elapsed() >= self.HOLD_MS
            self.controller.set_reveal(self.before if held else not self.before)
            self.clock.invalidate()
        return True


class LetterKeys(QObject):
    """Letter shortcuts (T, W, M) on a Cyrillic layout: the press reports "Е", "Ц", "Ь", which no QAction
    with a Latin key matches, so this filter finds the Latin key on the same place, as RevealKey does."""

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        self.screen = screen
        self.actions: dict[int, QAction] = {}

    def add(self, action: QAction) -> None:
        for sequence in action.shortcuts():
            combo = _combo(sequence) if sequence.count() == 1 else None
            if combo is not None and combo.keyboardModifiers() == Qt.KeyboardModifier.NoModifier:
                key = combo.key()
                if Qt.Key.Key_A <= key <= Qt.Key.Key_Z:
                    self.actions[int(key)] = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if not 0x400 <= event.key() < 0x500 or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        action = self.actions.get(_latin_key(event.key()))
        if action is None or not self.screen.isVisible():
            return False
        if QApplication.activeWindow() is not self.screen.window() or not action.isEnabled():
            return False
        action.trigger()
        return True


def widest_values() -> dict[int, tuple[str, ...]]:
    """Every text a column of the seat table can hold in the interface's language (not the names: they
    take the width the others leave): each column is as wide as its widest, so none jumps as the game fills
    it (a 3rd foul's "speech lost", "→ 10", "voted out")."""
    note = QCoreApplication.translate("SeatTableModel", "{0} s").format(99)  # a shortened speech
    seat = "10"
    return {
        COL_SEAT: (seat,),
        COL_ROLE: ("•••", *(host_text.role_name(role) for role in Role)),
        COL_FOULS: ("●●●●", QCoreApplication.translate("SeatTableModel", "speech lost"), note),
        COL_NOMINATED: (seat,),
        COL_BY: (seat,),
        COL_VOTES: (seat,),
        COL_VOTED: (
            f"→ {seat}",
            QCoreApplication.translate("SeatTableModel", "lift"),
            QCoreApplication.translate("SeatTableModel", "guess"),
        ),
        COL_STATUS: tuple(host_text.status_name(status) for status in SeatStatus),
    }


class GameScreen(QWidget):
    protocol_requested = Signal()
    judge_requested = Signal()

    def __init__(self, controller: Host, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_GameScreen()
        self.ui.setupUi(self)
        self.controller = controller
        self.model = SeatTableModel(self)
        table = self.ui.seatTable
        table.setModel(self.model)
        table.verticalHeader().setVisible(False)
        # Each column is as wide as the widest text it can ever hold in this language and font
        # (`fit_columns`), so it stays put as the game fills it (a 3rd foul's note, the revealed roles, a
        # "voted out" moved every column, the names squeezed to "…" and back); the names take the rest.
        # Qt's ResizeToContents measured every cell after any change and painted the table twice.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.clicked.connect(self._table_clicked)
        self.seat_buttons: list[QPushButton] = [getattr(self.ui, f"seatButton{n}") for n in range(1, 11)]
        for n, button in enumerate(self.seat_buttons, start=1):
            # Picked is the button's checked state, styled by `:checked`: a pseudo-state costs a repaint
            # where a property costs a re-polish and a relayout of the panel on every staged seat.
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, seat=n: self._seat_clicked(seat))

        # Every key of the registry that names a controller method calls it: a new host action is its key
        # in gui/shortcuts.py and its method, nothing here.
        self.actions_by_id = build_actions(self, (k.action_id for k in HOST_KEYS))
        for key in HOST_KEYS:
            method = getattr(controller, key.host)
            args = () if key.arg is None else (key.arg,)
            self.actions_by_id[key.action_id].triggered.connect(lambda _=False, m=method, a=args: m(*a))

        # A button is its key's action: the same method, the same one path
        for button, action_id in (
            (self.ui.nextButton, "next"),
            (self.ui.noneButton, "none"),
            (self.ui.allRestButton, "all_rest"),
            (self.ui.undoButton, "undo"),
            (self.ui.redoButton, "redo"),
            (self.ui.timerStartButton, "timer_toggle"),
            (self.ui.timerResetButton, "timer_reset"),
            (self.ui.timerPlusButton, "timer_plus"),
            (self.ui.timerMinusButton, "timer_minus"),
        ):
            button.clicked.connect(self.actions_by_id[action_id].trigger)
        self.ui.revealButton.toggled.connect(controller.set_reveal)
        self.ui.protocolButton.clicked.connect(self.protocol_requested)
        self.ui.judgeButton.clicked.connect(self.judge_requested)

        self._reveal_key = RevealKey(self, controller)
        self.letter_keys = LetterKeys(self)
        for action in self.actions_by_id.values():
            self.letter_keys.add(action)
        # The two filters sit on the application only while this screen is shown (showEvent/hideEvent) and
        # come off before it is deleted (`release`): an application-wide filter that outlives its screen, or
        # is asked about the screen's own children as they are destroyed, crashed a later event.
        self._filters_on = False
        controller.dialog_parent = self
        self.timer = controller.timer
        ui = self.ui
        ui.statusLine.setStyleSheet(palette.STATUS_LINE_QSS)
        ui.timerLabel.setStyleSheet(palette.TIMER_QSS)
        ui.keyHintsLabel.setStyleSheet(palette.KEY_HINTS_QSS)
        for button in self.seat_buttons:
            button.setStyleSheet(palette.SEAT_BUTTON_QSS)
        self._timer_idle = True
        self._clock_alert = Look.PLAIN
        # Time up: the clock flashes (its look alternates) so the table sees it from across the room.
        self._blink = QTimer(self)
        self._blink.setInterval(BLINK_MS)
        self._blink.timeout.connect(self._blink_once)
        self._blink_lit = True
        self.host_words_on = host_words.shown()
        controller.changed.connect(self.draw)
        self.timer.changed.connect(self._render_timer)
        self._widths: dict[int, int] = {}
        self._hint_parts: list[str] = []
        ui.keyHintsLabel.installEventFilter(self)  # its width changes: the groups that fit are chosen again
        self._keep_hint_room()
        self.draw(controller.screen)
        self.fit_columns()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.ui.retranslateUi(self)
            self.model.retranslate()
            refresh_item_views(self)
            self.controller.retranslate()  # the screen's words are built again, then drawn here
            self.fit_columns()
        elif event.type() == QEvent.Type.FontChange:  # the text size for a projector (Settings)
            self.fit_columns()
            self._keep_hint_room()
        super().changeEvent(event)

    def _keep_hint_room(self) -> None:
        """The line under the timer keeps two lines whether its hint takes one, two or none: the seat
        buttons under it stayed put only while every phase's hint wrapped alike, and a Russian or a
        shorter hint moved them up and down from phase to phase."""
        hint = self.ui.phaseHint
        hint.setMinimumHeight(2 * hint.fontMetrics().lineSpacing() + hint.margin() * 2)

    def fit_columns(self) -> None:
        """Each column's width from the widest text it can hold (`widest_values`) and its header, in this
        language and font: measured once per language and font, not per change of a cell."""
        table = self.ui.seatTable
        header = table.horizontalHeader()
        bold_font = QFont(table.font())
        bold_font.setBold(True)
        self._metrics = (QFontMetrics(table.font()), QFontMetrics(bold_font))
        # the delegate's own padding (Qt's size hint: the focus frame's margin and a pixel, each side) and 2
        frame = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table)
        self._margin = 2 * (frame + 1) + 2
        self._widths = {}
        for column, texts in widest_values().items():
            self._set_width(column, max(header.sectionSizeHint(column), self._text_width(column, texts)))
        self._widen(frozenset(widest_values()))

    def _text_width(self, column: int, texts: Iterable[str]) -> int:
        plain, bold = self._metrics
        metrics = bold if column in (COL_SEAT, COL_PLAYER) else plain  # the speaker's row is bold
        lines = [line for text in texts for line in text.split("\n")]
        return max((metrics.horizontalAdvance(line) + self._margin for line in lines), default=0)

    def _set_width(self, column: int, width: int) -> None:
        self._widths[column] = width
        self.ui.seatTable.setColumnWidth(column, width)

    def _widen(self, columns: frozenset[int]) -> None:
        """A text wider than foreseen (several seats nominated at once) widens its column, once: a column
        is never narrowed during a game."""
        for column in columns:
            if column == COL_PLAYER:
                continue  # the names take what the others leave
            texts = (str(self.model.index(row, column).data() or "") for row in range(self.model.rowCount()))
            width = self._text_width(column, texts)
            if width > self._widths.get(column, 0):
                self._set_width(column, width)

    # --- input from the table ---
    def _table_clicked(self, index: QModelIndex) -> None:
        seat = index.row() + 1
        if index.column() == COL_FOULS:
            self.controller.foul(seat)
        else:
            self.controller.seat(seat)

    def _set_key_filters(self, on: bool) -> None:
        """On this screen and every widget in it, where the host's keys land, not on the whole application:
        an application-wide Python filter is handed every event of the process (timers, deferred deletions,
        other threads' signals), and PySide crashed now and then converting one of them."""
        if on == self._filters_on:
            return
        targets = [self, *self.findChildren(QWidget)]
        for key_filter in (self._reveal_key, self.letter_keys):
            for target in targets:
                if on:
                    target.installEventFilter(key_filter)
                else:
                    target.removeEventFilter(key_filter)
        self._filters_on = on

    def showEvent(self, event: QShowEvent) -> None:
        self._set_key_filters(True)
        super().showEvent(event)

    def _seat_clicked(self, seat: int) -> None:
        """A click toggled the button itself; the controller decides, and the buttons show what it decided
        even when the click was refused and nothing was redrawn."""
        self.controller.seat(seat)
        picked = self.controller.screen.seats_picked
        for n, button in enumerate(self.seat_buttons, start=1):
            button.setChecked(n in picked)

    def hideEvent(self, event: QHideEvent) -> None:
        self._set_key_filters(False)
        super().hideEvent(event)

    def release(self) -> None:
        """Before deleteLater: no key reaches this screen's filters from now on."""
        self._set_key_filters(False)

    # --- drawing ---
    def draw(self, screen: ScreenModel) -> None:
        ui = self.ui
        ui.headerLabel.setText(screen.header)
        ui.phaseTitle.setText(screen.title)
        ui.revealButton.blockSignals(True)
        ui.revealButton.setChecked(screen.reveal)
        ui.revealButton.blockSignals(False)
        for n, button in enumerate(self.seat_buttons, start=1):
            button.setEnabled(n in screen.seats_enabled)
            button.setChecked(n in screen.seats_picked)
        ui.noneButton.setEnabled(screen.can_none)
        ui.allRestButton.setEnabled(screen.can_all_rest)
        ui.nextButton.setEnabled(screen.can_next)
        ui.undoButton.setEnabled(screen.can_undo)
        ui.phaseHint.setText(screen.hint)  # two lines kept for it, shown or empty (`_keep_hint_room`)
        ui.redoButton.setEnabled(screen.can_redo)
        ui.judgeButton.setEnabled(screen.can_judge)
        for button in (ui.timerStartButton, ui.timerResetButton, ui.timerMinusButton, ui.timerPlusButton):
            button.setEnabled(not screen.paused)
        self._show_ballot(screen.ballot)
        ui.queueLabel.setText(screen.queue)
        ui.hostWordsLabel.setText(screen.host_words)
        ui.hostWordsLabel.setVisible(self.host_words_on and bool(screen.host_words))
        ui.statusLine.setText(screen.status)
        palette.set_look(ui.statusLine, screen.status_look)
        self._hint_parts = self._key_hints(screen)
        self._fit_key_hints()
        changed = self.model.set_rows(screen.rows, screen.fouls_tooltip)
        if changed and self._widths:  # measured once the screen is built (`fit_columns`)
            self._widen(changed)
        self._timer_idle = screen.timer_idle
        if screen.clock_alert != self._clock_alert:
            self._clock_alert = screen.clock_alert
            self._blink_lit = True
            if screen.clock_alert is Look.CLOCK_EXPIRED:
                self._blink.start()
            else:
                self._blink.stop()
        self._render_timer()

    def _blink_once(self) -> None:
        self._blink_lit = not self._blink_lit
        self._render_timer()

    def show_host_words(self, on: bool) -> None:
        """The View menu's switch: a host who knows the words hides the line."""
        self.host_words_on = on
        self.ui.hostWordsLabel.setVisible(on and bool(self.controller.screen.host_words))

    def _render_timer(self) -> None:
        t = self.timer
        idle = self._timer_idle  # no speech or check runs now (a vote, the shot), or a check's answer is up
        self.ui.timerLabel.setText("–:––" if idle else t.display())
        low = t.remaining_ms() <= 10_000 and not idle
        alert = self._clock_alert
        if idle:
            look = "idle"
        elif alert is Look.CLOCK_EXPIRED:
            look = "expired" if self._blink_lit else "low"
        elif alert is Look.CLOCK_WARNING:
            look = "warning"
        else:
            look = "low" if low else "running" if t.running else ""
        palette.set_look(self.ui.timerLabel, look)
        self.ui.timerStartButton.setText(self.tr("Pause (Space)") if t.running else self.tr("Start (Space)"))

    def _show_ballot(self, ballot: Ballot) -> None:
        strip = self.ui.ballotStrip
        if ballot.cells:
            tail = host_text.first_upper(self.tr("{0} of {1} votes cast").format(ballot.cast, ballot.living))
            strip.show_count(self.tr("Candidate / votes"), ballot.cells, tail)
        elif ballot.guess:
            strip.show_line(self.tr("Best move: {0}").format(host_text.seats_list(ballot.guess)))
        else:
            strip.show_line("")

    def _fit_key_hints(self) -> None:
        """The key line on one line, whatever the language and the window's width: groups of keys are left
        out from the middle ("…"; all of them in the tooltip), never the phase's own keys first nor F1 last.
        Wrapped onto a second line, it pushed the whole screen up by a line and back, phase by phase."""
        label = self.ui.keyHintsLabel
        parts = self._hint_parts
        room = label.contentsRect().width() - 4
        metrics = label.fontMetrics()
        shown = list(parts)
        while len(shown) > 2 and metrics.horizontalAdvance(_HINTS_GAP.join(shown)) > room:
            kept = [p for p in shown if p != "…"]
            if len(kept) <= 2:
                break
            del kept[-2]
            shown = [*kept[:-1], "…", kept[-1]]
        label.setText(_HINTS_GAP.join(shown))
        label.setToolTip(_HINTS_GAP.join(parts) if shown != parts else "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.ui.keyHintsLabel and event.type() == QEvent.Type.Resize:
            self._fit_key_hints()
        return False

    def _key_hints(self, screen: ScreenModel) -> list[str]:
        # a finished game takes no foul, and once its result is stored no undo: the line offers neither
        if screen.paused:  # a technical break: only its end, or undo of its start, does anything
            return [
                self.tr("{0} resume the game").format(shortcut("technical_break").key_label()),
                self.tr("{0} undo").format(shortcut("undo").key_label()),
                self.tr("F1 all keys"),
            ]
        parts = [
            screen.key_digits,
            self.tr("Shift+1…0 foul") if screen.offers_fouls else "",
            self.tr("Enter next"),
            self.tr("Space timer · ↑/↓ ±10 s · T reset"),
            self.tr("{0} undo · {1} redo").format(shortcut("undo").key_label(), shortcut("redo").key_label())
            if screen.offers_undo
            else "",
            self.tr("R roles · M sound · F1 all keys"),
        ]
        return [p for p in parts if p]
