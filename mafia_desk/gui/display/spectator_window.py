"""The spectator display: the game at the table on a second monitor or a projector, readable from 10 m.

It draws a `HallView` and the hall's clock and nothing else; it never reads the controller or the game, so
it cannot show more than the hall may (no role before the host's reveal at the end, no shot or check before
the morning). The host's window hands it both after each redraw of his screen, the same moment the stream
overlay gets them. The clock counts down here from the last snapshot, so no tick crosses over.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QGuiApplication, QKeyEvent, QResizeEvent, QScreen
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


def _set_px(label: QLabel, px: int, *, bold: bool = False) -> None:
    """The label's type at `px` pixels (12 at least), set only when it changes: a new font relays."""
    font = QFont(label.font())
    font.setPixelSize(max(12, px))
    font.setBold(bold)
    if font != label.font():
        label.setFont(font)


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
        self._names = [""] * 10  # each seat's whole name; the label shows as much as fits
        self._scale = 1.0  # the side's type, shrunk from the height's size until its lines fit
        self._fitted_side: tuple[object, ...] = ()  # what the side and the rows were last fitted to
        self._fitted_rows: tuple[object, ...] = ()
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
            # A long name takes the room the seats have, never the clock's: it is cut with "…" instead
            _shrinkable(row["name"])
            for column, name in enumerate(COLUMNS):
                seats.addWidget(row[name], index, column)
            self.rows.append(row)
        seats.setColumnStretch(1, 1)
        body.addLayout(seats, 2)

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
        body.addWidget(self.side, 1)
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
            self._names = [""] * 10
            self._render_clock()
            self._fit()
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
            self._names[seat.seat - 1] = seat.player + (" ↺" if seat.replaced else "")
            texts = {
                "num": str(seat.seat),
                "fouls": FOUL_MARK * min(seat.fouls, 4),
                "status": status,
                "role": labels.get(f"role.{seat.role}", seat.role) if seat.role else "",
            }
            look = "speaker" if seat.speaking else "out" if seat.status != "alive" else ""
            for name, label in row.items():
                if (
                    name != "name"
                ):  # the name as much as fits: `_fit` writes it when a name or the size changes
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
        self._fit()

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
        text = clock_text(left)
        if len(text) != len(self.clock_label.text()):
            self.clock_label.setText(text)
            self._fit_clock()  # "9:59" to "10:00" needs another size; a tick within one length does not
        else:
            self.clock_label.setText(text)
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
        self._fit()

    def _height(self) -> int:
        return max(min(self.height(), self.width() * 9 // 16), 300)

    def _fit(self) -> None:
        """Every text inside its box, whatever the language and the names: a name is cut with "…", the clock
        and the side's lines shrink until they fit the side panel (a long Russian outcome under a large
        clock ran off the bottom, and long names pushed the clock out to "L:0C")."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        side = self.side.layout()
        lines = (self.candidates, self.tally, self.best_move, self.result)
        size = (self.width(), self.height())
        side_key = (size, self.clock_label.isVisibleTo(self), *(line.text() for line in lines))
        if (
            side is not None and side_key != self._fitted_side
        ):  # a key that changed no line costs nothing here
            self._fitted_side = side_key
            room = self.side.contentsRect().height()
            if self._scale != 1.0:  # the last fit's shrink undone: shorter lines get their full size back
                self._scale = 1.0
                self._side_fonts()
            while self._scale > 0.4:
                margins = side.contentsMargins()
                visible = [w for w in (self.clock_label, *lines) if w.isVisibleTo(self.side)]
                width = self.side.contentsRect().width() - margins.left() - margins.right()
                needed = margins.top() + margins.bottom() + side.spacing() * max(0, len(visible) - 1)
                needed += sum(
                    w.heightForWidth(width) if w.wordWrap() else w.sizeHint().height() for w in visible
                )
                if needed <= room:
                    break
                self._scale *= 0.9
                self._side_fonts()
            self._fit_clock()
        layout.activate()
        column = self.rows[0]["name"]
        rows_key = (column.width(), *self._names)  # the column narrows when a status or a role appears
        if rows_key == self._fitted_rows:
            return
        # The rows' type shrinks (to 3/4 at most) until the longest name fits; a longer one is cut with "…"
        self._row_fonts()
        layout.activate()
        width = column.contentsRect().width()
        longest = max((column.fontMetrics().horizontalAdvance(n) for n in self._names), default=0)
        if width > 0 and longest > width:
            self._row_fonts(max(0.75, width / longest))
            layout.activate()
        for label, name in zip((row["name"] for row in self.rows), self._names, strict=True):
            width = label.contentsRect().width()
            text = (
                label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width - 2)
                if width > 2
                else name
            )
            label.setText(text)
            label.setToolTip(name if text != name else "")
        layout.activate()
        self._fitted_rows = (column.width(), *self._names)

    def _fit_clock(self) -> None:
        """The clock as large as the side panel's width lets it (a quarter of the height at most)."""
        side = self.side.layout()
        if side is None:
            return
        margins = side.contentsMargins()
        width = self.side.contentsRect().width() - margins.left() - margins.right()
        label = self.clock_label
        sample = "8" * len(label.text().replace(":", "")) + ":" if label.text() else "8:88"
        font = QFont(label.font())
        px = max(12, int(self._height() // 4 * self._scale))
        font.setPixelSize(px)
        advance = QFontMetrics(font).horizontalAdvance(sample + "88"[: max(0, 4 - len(sample))])
        margin = label.contentsMargins().left() + label.contentsMargins().right() + 8
        if advance + margin > width > 0:
            px = max(12, px * (width - margin) // advance)
            font.setPixelSize(px)
        if font != label.font():
            label.setFont(font)

    def _scale_fonts(self) -> None:
        # The type follows the smaller of the height and the width (as on a 16:9 screen), so a narrow
        # window shrinks it instead of clipping the clock and the phase line.
        h = self._height()
        _set_px(self.heading, h // 22)
        _set_px(self.stage, h // 15, bold=True)
        self._row_fonts()
        self._side_fonts()
        margin = h // 40
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, margin, margin, margin)

    def _row_fonts(self, scale: float = 1.0) -> None:
        px = int(self._height() // 19 * scale)
        for row in self.rows:
            for name, label in row.items():
                _set_px(label, px, bold=name in ("num", "name"))

    def _side_fonts(self) -> None:
        h = self._height()
        for label, px, bold in (
            (self.clock_label, h // 4, True),
            (self.candidates, h // 18, False),
            (self.tally, h // 18, False),
            (self.best_move, h // 18, False),
            (self.result, h // 16, True),
        ):
            _set_px(label, int(px * self._scale), bold=bold)

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
