"""The spectator display: the game at the table on a second monitor or a projector, readable from 10 m.

It draws a `HallView` and the hall's clock and nothing else; it never reads the controller or the game, so
it cannot show more than the hall may (no role before the host's reveal at the end, no shot or check before
the morning). The host's window hands it both after each redraw of his screen, the same moment the stream
overlay gets them. The clock counts down here from the last snapshot, so no tick crosses over.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QKeyEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.game.hall_view import STAGE_DAY, HallBallot, HallView
from mafia_desk.gui import engine_text, palette
from mafia_desk.gui.common import settings
from mafia_desk.gui.common.retranslate import is_language_change
from mafia_desk.gui.common.window_size import fit_to_screen
from mafia_desk.gui.display.hall_clock import ALERT_EXPIRED, ALERT_WARNING, HallClock, clock_text
from mafia_desk.gui.display.monitor import show_on
from mafia_desk.gui.display.overlay_feed import hall_labels, heading_text
from mafia_desk.gui.speech_timer import WARNING_AT_MS

SCREEN_SETTING = settings.SPECTATOR_SCREEN.key
THEME_SETTING = settings.SPECTATOR_THEME.key
THEMES = settings.SPECTATOR_THEME.choices
FOUL_MARK = "●"
COLUMNS = ("num", "name", "fouls", "status", "role")
COUNTDOWN_MS = 100


def chosen_theme() -> str:
    return settings.SPECTATOR_THEME.get()


def chosen_screen() -> QScreen | None:
    """The remembered monitor, else the last one (a second monitor when there is one)."""
    screens = QGuiApplication.screens()
    wanted = settings.SPECTATOR_SCREEN.get()
    return next((s for s in screens if s.name() == wanted), screens[-1] if screens else None)


def _label(role: str, parent: QWidget, *, wrap: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setProperty("role", role)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


def _shrinkable(label: QLabel) -> QLabel:
    """The heading, the phase line and the clock are in large type: they must not widen the window past its
    screen; the layout gives them the width left, and the type scales to the window."""
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class SpectatorWindow(QWidget):
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        # A window of its own that goes with the host's: it must not outlive the game's window.
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("spectator")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        # The host's keys stay on his screen when the display opens: the game's keys are his window's.
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setWindowTitle(self.tr("Spectator display"))  # Qt adds "— Mafia Desk"
        self.view: HallView | None = None
        self.clock: HallClock | None = None
        self._clock_age = QElapsedTimer()
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_MS)
        self._countdown.timeout.connect(self._render_clock)

        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = _shrinkable(_label("heading", self, wrap=True))
        self.stage = _shrinkable(_label("stage", self, wrap=True))
        self.stage.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.heading, 1)
        top.addWidget(self.stage, 2)
        outer.addLayout(top)

        body = QHBoxLayout()
        seats = QGridLayout()
        # No gaps between a row's cells, so the speaker's band runs across the row; the cells pad themselves.
        seats.setHorizontalSpacing(0)
        seats.setVerticalSpacing(2)
        self.rows: list[dict[str, QLabel]] = []
        for index in range(10):
            row = {name: _label(name if name == "fouls" else "seat", self) for name in COLUMNS}
            row["num"].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, name in enumerate(COLUMNS):
                seats.addWidget(row[name], index, column)
            self.rows.append(row)
        seats.setColumnStretch(1, 1)
        body.addLayout(seats, 3)

        self.side = QFrame(self)
        self.side.setObjectName("side")
        side = QVBoxLayout(self.side)
        self.clock_label = _shrinkable(_label("clock", self.side))
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.candidates = _label("line", self.side, wrap=True)
        self.tally = _label("line", self.side, wrap=True)
        self.best_move = _label("line", self.side, wrap=True)
        self.result = _label("line", self.side, wrap=True)
        side.addWidget(self.clock_label)
        for line in (self.candidates, self.tally, self.best_move, self.result):
            side.addWidget(line)
        side.addStretch(1)
        body.addWidget(self.side, 2)
        outer.addLayout(body, 1)

        self.theme = chosen_theme()
        self.setStyleSheet(palette.spectator_qss(self.theme))
        # Polished now, so a sheet replaced before the first show reaches every label: an unpolished
        # window deferred it, and a label restyled meanwhile (its look set) kept the old theme's colours.
        self.ensurePolished()
        fit_to_screen(self, 1366, 768)
        self._render()

    # --- what it shows ---
    def changeEvent(self, event: QEvent) -> None:
        """The language switched: the title now; the hall's words come with the game's next redraw, which the
        game screen asks for on the same switch (gui/common/retranslate.py)."""
        if is_language_change(event):
            self.setWindowTitle(self.tr("Spectator display"))
            if self.view is not None:
                self.show_hall(self.view, self.clock)
        super().changeEvent(event)

    def show_hall(self, view: HallView, clock: HallClock | None) -> None:
        """The hall's view and clock now (after the host's redraw); the clock counts on by itself."""
        # The same course again (another redraw while it runs) keeps the first snapshot and its age: the
        # later snapshot's remainder with the first one's age would count the time between them twice.
        if clock != self.clock or clock is None:
            self._clock_age.start()
            self.clock = clock
        self.view = view
        self._render()

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "dark"
        self.setStyleSheet(palette.spectator_qss(self.theme))

    def visible_text(self) -> str:
        """Every word on the display now, one label a line: what the hall reads (the tests read it too)."""
        labels = [self.heading, self.stage]
        labels += [row[name] for row in self.rows for name in COLUMNS]
        labels += [self.clock_label, self.candidates, self.tally, self.best_move, self.result]
        return "\n".join(label.text() for label in labels if label.isVisibleTo(self) and label.text())

    def remaining_ms(self) -> int:
        """The clock as shown now: the snapshot's remainder less the time since, while it runs."""
        if self.clock is None:
            return 0
        if not self.clock.running:
            return self.clock.remaining_ms
        return max(0, self.clock.remaining_ms - self._clock_age.elapsed())

    def _render(self) -> None:
        view = self.view
        if view is None:
            self.heading.setText("")
            self.stage.setText("Mafia Desk")
            for row in self.rows:
                for label in row.values():
                    label.setText("")
            for line in (self.candidates, self.tally, self.best_move, self.result):
                line.setText("")
            self._render_clock()
            return
        labels = hall_labels(view)
        self.heading.setText(heading_text(view))
        self.stage.setText(labels["stage"])
        palette.set_look(self.stage, "break" if view.break_since is not None else "")
        for row, seat in zip(self.rows, view.seats, strict=True):
            status = ""
            if seat.status != "alive":
                status = labels.get(f"status.{seat.status}", seat.status)
                if seat.removal:
                    status += " ({})".format(labels.get(f"removal.{seat.removal}", seat.removal))
            texts = {
                "num": str(seat.seat),
                "name": seat.player + (" ↺" if seat.replaced else ""),
                "fouls": FOUL_MARK * min(seat.fouls, 4),
                "status": status,
                "role": labels.get(f"role.{seat.role}", seat.role) if seat.role else "",
            }
            look = "speaker" if seat.speaking else "out" if seat.status != "alive" else ""
            for name, label in row.items():
                label.setText(texts[name])
                palette.set_look(label, look)
        self.candidates.setText(
            labels["candidates"]
            + " "
            + ", ".join(f"[{c.seat}]" if c.seat == view.counting else str(c.seat) for c in view.candidates)
            if view.candidates
            else ""
        )
        tally = [self._ballot_line(b) for b in view.ballots]
        # The day's outcome says again what its last ballot said; alone, it is the day's only word on it.
        if view.day_outcome is not None and not any(b.outcome is not None for b in view.ballots):
            tally.append(engine_text.translate(view.day_outcome))
        if view.vote_cancelled is not None:
            tally.append(engine_text.translate(view.vote_cancelled))
        self.tally.setText("\n".join(line for line in tally if line))
        self.best_move.setText(
            "{} {}:\n{}".format(
                labels["best_move"], view.best_move.seat, ", ".join(map(str, view.best_move.guess))
            )
            if view.best_move is not None
            else ""
        )
        result = ""
        if view.result is not None:
            result = labels.get("winner", "")
            if view.result.reason is not None:
                result += "\n" + engine_text.translate(view.result.reason)
        self.result.setText(result)
        self._render_clock()

    def _ballot_line(self, ballot: HallBallot) -> str:
        if ballot.kind == "lift" and ballot.outcome is None:
            return ""  # the lift vote is one record of all its hands: until then there is no count to show
        if ballot.kind == "lift":
            count = self.tr("lift: {0}").format(len(ballot.lift_for))
        else:
            count = "  ·  ".join(f"{cand}: {len(voters)}" for cand, voters in ballot.votes)
        if ballot.outcome is None:
            return count
        return (
            f"{count} — {engine_text.translate(ballot.outcome)}"
            if count
            else engine_text.translate(ballot.outcome)
        )

    def _render_clock(self) -> None:
        clock, view = self.clock, self.view
        # The night shows no clock at all (gui/display/hall_clock.py); a vote's idle clock neither.
        shown = view is not None and view.stage == STAGE_DAY and clock is not None and clock.shown
        self.clock_label.setVisible(shown)  # the lines below move up into its room
        if not shown or clock is None:
            self._countdown.stop()
            self.clock_label.setText("")
            palette.set_look(self.clock_label, "")
            return
        left = self.remaining_ms()
        running = clock.running and left > 0
        if not running:
            self._countdown.stop()
        elif not self._countdown.isActive():
            self._countdown.start()
        self.clock_label.setText(clock_text(left))
        if clock.alert == ALERT_EXPIRED:
            look = "expired"
        elif clock.alert == ALERT_WARNING:
            look = "warning"
        elif left <= WARNING_AT_MS:
            look = "low"
        else:
            look = "running" if running else ""
        palette.set_look(self.clock_label, look)

    # --- size: the type follows the window's height, so it reads the same on any screen ---
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_fonts()

    def _scale_fonts(self) -> None:
        # The type follows the smaller of the height and the width (as on a 16:9 screen), so a narrow
        # window shrinks it instead of clipping the clock and the phase line.
        h = max(min(self.height(), self.width() * 9 // 16), 300)

        def size(label: QLabel, px: int, bold: bool = False) -> None:
            font = QFont(label.font())
            font.setPixelSize(max(12, px))
            font.setBold(bold)
            label.setFont(font)

        size(self.heading, h // 22)
        size(self.stage, h // 15, bold=True)
        row_px = h // 19
        for row in self.rows:
            for name, label in row.items():
                size(label, row_px, bold=name in ("num", "name"))
        size(self.clock_label, h // 4, bold=True)
        for line in (self.candidates, self.tally, self.best_move):
            size(line, h // 18)
        size(self.result, h // 16, bold=True)
        margin = h // 40
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, margin, margin, margin)

    # --- where it shows ---
    def show_on_screen(self, screen: QScreen | None = None) -> None:
        """Full screen on `screen` (default: the remembered one) when there is a second monitor; with one
        screen a normal window the host drags where he wants it."""
        show_on(self, screen or chosen_screen())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._countdown.stop()
        super().closeEvent(event)
        self.closed.emit()
