"""The host's game screen: the seat table, the phase panel, the status line, the queue and the keys.

Layout comes from ui/game_screen.ui; what a key or a click means comes from GameController; this widget only
wires them and redraws after every change.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QHeaderView, QInputDialog, QMessageBox, QPushButton, QWidget

from mafia_desk.game.model import ActionKind, Phase
from mafia_desk.gui import host_text
from mafia_desk.gui.forms.ui_game_screen import Ui_GameScreen
from mafia_desk.gui.game_controller import GameController
from mafia_desk.gui.seat_table_model import COL_FOULS, SeatTableModel
from mafia_desk.gui.shortcuts import build_actions, shortcut

GAME_ACTIONS = (
    "next",
    "none",
    "all_rest",
    "undo",
    "redo",
    "timer_toggle",
    "timer_reset",
    "timer_plus",
    "timer_minus",
    *(f"seat_{n}" for n in range(1, 11)),
    *(f"foul_{n}" for n in range(1, 11)),
    *(f"disqualify_{n}" for n in range(1, 11)),
    "withdraw",
)


# The Russian layout's letters on the Latin keys' places (ЙЦУКЕН over QWERTY). A QAction finds the Latin key
# of a Cyrillic press by itself; an event filter sees only the Cyrillic key, so it asks this table.
_LATIN_PLACE = dict(zip("йцукенгшщзфывапролдячсмитьб", "QWERTYUIOPASDFGHJKLZXCVBNM,", strict=True))


def _latin_key(key: int) -> int:
    """The Latin letter key on the same place as a Cyrillic letter key; other keys unchanged."""
    if 0x400 <= key < 0x500:
        latin = _LATIN_PLACE.get(chr(key).lower())
        return ord(latin) if latin else key
    return key


class RevealKey(QObject):
    """The reveal key (R in the registry): a tap toggles the roles, holding it shows them until released.

    It is an event filter rather than a QAction because a shortcut only sees the press, never the release.
    """

    HOLD_MS = 350

    def __init__(self, screen: QWidget, controller: GameController) -> None:
        super().__init__(screen)
        self.screen = screen
        self.controller = controller
        self.key = shortcut("reveal").key_sequences()[0][0].key()  # type: ignore[index]  # stubs lack []
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
            self.before = self.controller.reveal_roles
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
            combo = sequence[0] if sequence.count() == 1 else None
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


class GameScreen(QWidget):
    protocol_requested = Signal()
    judge_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_GameScreen()
        self.ui.setupUi(self)
        self.controller = controller
        self.model = SeatTableModel(controller, self)
        table = self.ui.seatTable
        table.setModel(self.model)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Every column fits its contents, the player's name included (a stretched name column was squeezed
        # to "…" when a 3rd foul or a long status widened the others); the status column takes the rest.
        table.horizontalHeader().setStretchLastSection(True)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.clicked.connect(self._table_clicked)
        self.seat_buttons: list[QPushButton] = [getattr(self.ui, f"seatButton{n}") for n in range(1, 11)]
        for n, button in enumerate(self.seat_buttons, start=1):
            button.clicked.connect(lambda _=False, seat=n: controller.seat(seat))

        self.actions_by_id = build_actions(self, GAME_ACTIONS)
        a = self.actions_by_id
        a["next"].triggered.connect(controller.next)
        a["none"].triggered.connect(controller.none)
        a["all_rest"].triggered.connect(controller.all_rest)
        a["undo"].triggered.connect(controller.undo)
        a["redo"].triggered.connect(controller.redo)
        a["timer_toggle"].triggered.connect(controller.toggle_timer)
        a["timer_reset"].triggered.connect(controller.timer.reset)
        a["timer_plus"].triggered.connect(lambda: controller.timer.add_seconds(10))
        a["timer_minus"].triggered.connect(lambda: controller.timer.add_seconds(-10))
        for n in range(1, 11):
            a[f"seat_{n}"].triggered.connect(lambda _=False, seat=n: controller.seat(seat))
            a[f"foul_{n}"].triggered.connect(lambda _=False, seat=n: controller.foul(seat))
            a[f"disqualify_{n}"].triggered.connect(lambda _=False, seat=n: controller.disqualify(seat))
        a["withdraw"].triggered.connect(controller.withdraw)

        self.ui.nextButton.clicked.connect(controller.next)
        self.ui.noneButton.clicked.connect(controller.none)
        self.ui.allRestButton.clicked.connect(controller.all_rest)
        self.ui.undoButton.clicked.connect(controller.undo)
        self.ui.redoButton.clicked.connect(controller.redo)
        self.ui.revealButton.toggled.connect(controller.set_reveal)
        self.ui.timerStartButton.clicked.connect(controller.toggle_timer)
        self.ui.timerResetButton.clicked.connect(controller.timer.reset)
        self.ui.timerPlusButton.clicked.connect(lambda: controller.timer.add_seconds(10))
        self.ui.timerMinusButton.clicked.connect(lambda: controller.timer.add_seconds(-10))
        self.ui.protocolButton.clicked.connect(self.protocol_requested)
        self.ui.judgeButton.clicked.connect(self.judge_requested)

        self._reveal_key = RevealKey(self, controller)
        self.letter_keys = LetterKeys(self)
        for action in self.actions_by_id.values():
            self.letter_keys.add(action)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._reveal_key)
            app.installEventFilter(self.letter_keys)
        controller.confirm = self._confirm
        controller.ask_text = self._ask_text
        controller.ask_choice = self._ask_choice
        controller.changed.connect(self.refresh)
        controller.timer.changed.connect(self._refresh_timer)
        self.refresh()

    # --- input from the table ---
    def _table_clicked(self, index: QModelIndex) -> None:
        seat = index.row() + 1
        if index.column() == COL_FOULS:
            self.controller.foul(seat)
        else:
            self.controller.seat(seat)

    def _ask_text(self, title: str, label: str) -> str | None:
        text, ok = QInputDialog.getText(self, title, label)
        return text.strip() if ok else None

    def _ask_choice(self, title: str, label: str, items: list[str]) -> str | None:
        """The usual answers first, editable: the host picks one or types his own (an empty one is his)."""
        text, ok = QInputDialog.getItem(self, title, label, ["", *items], 0, True)
        return text.strip() if ok else None

    def _confirm(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Confirm"), text)
        return answer == QMessageBox.StandardButton.Yes

    # --- drawing ---
    def refresh(self) -> None:
        c = self.controller
        s = c.state
        ui = self.ui
        ui.headerLabel.setText(c.pending_answer[1] if c.pending_answer else host_text.phase_title(s))
        ui.phaseTitle.setText(self._phase_hint_title())
        ui.revealButton.blockSignals(True)
        ui.revealButton.setChecked(c.reveal_roles)
        ui.revealButton.blockSignals(False)
        choices = c.seat_choices()
        picked = set(c.staged.votes) | set(c.staged.lift) | set(c.staged.guess)
        if c.reveal_roles:  # the role picks stay unmarked unless the host shows the roles
            picked |= set(c.staged.roles)
        for n, button in enumerate(self.seat_buttons, start=1):
            button.setEnabled(n in choices)
            button.setStyleSheet("background: #bbf7d0; font-weight: bold;" if n in picked else "")
        ui.noneButton.setEnabled(c.can_none())
        ui.allRestButton.setEnabled(c.can_all_rest())
        ui.nextButton.setEnabled(
            c.pending_answer is not None
            or Phase(s.phase.kind) not in (Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK)
        )
        ui.undoButton.setEnabled(
            not c.session.result_stored
            and (c.session.game.can_undo or bool(picked) or bool(c.staged.roles) or c.staged.no_best_move)
        )
        hint = self._phase_hint()
        ui.phaseHint.setText(hint)
        ui.phaseHint.setVisible(bool(hint))
        ui.redoButton.setEnabled(c.session.game.can_redo)
        ui.judgeButton.setEnabled(not s.finished)
        ui.ballotLabel.setText(self._ballot_html())
        ui.queueLabel.setText(host_text.queue_text(c.session, c.staged))
        status = c.notice or c.status_line()
        if c.pending_answer is not None:  # the checker is awake: his answer, and how to put it away
            status = c.pending_answer[0] + " " + self.tr("Enter puts the answer away.")
        ui.statusLine.setText(status)
        ui.statusLine.setStyleSheet(
            ui.statusLine.styleSheet().split("background:")[0]
            + (
                "background: #991b1b; color: #ffffff;"  # a refusal
                if c.notice and c.notice_is_refusal and c.pending_answer is None
                else "background: #1e3a8a; color: #ffffff;"  # a notice: a check's answer, a foul
                if c.notice or c.pending_answer
                else "background: #1f2937; color: #f9fafb;"
            )
        )
        ui.keyHintsLabel.setText(self._key_hints())
        self._refresh_timer()

    def _refresh_timer(self) -> None:
        t = self.controller.timer
        # no speech or check runs now (a vote, the shot), or a check's answer is still up
        idle = t.duration_seconds == 0 or self.controller.pending_answer is not None
        self.ui.timerLabel.setText("–:––" if idle else t.display())
        low = t.remaining_ms() <= 10_000 and not idle
        colour = "#d1d5db" if idle else "#b91c1c" if low else ("#065f46" if t.running else "#111827")
        self.ui.timerLabel.setStyleSheet(f"font-size: 56pt; font-weight: bold; color: {colour};")
        self.ui.timerStartButton.setText(self.tr("Pause (Space)") if t.running else self.tr("Start (Space)"))

    def _phase_hint_title(self) -> str:
        c = self.controller
        s = c.state
        if c.pending_answer is not None:
            return c.pending_answer[1]
        kind = Phase(s.phase.kind)
        speaker = c.speaker_on_screen()
        if speaker is not None:
            name = next((x.player for x in c.session.game.seats if x.seat == speaker), "")
            if s.speech_seconds == 0:
                return self.tr("Seat {0} · {1} · speech lost ({2} foul)").format(
                    speaker, name, host_text.ordinal(host_text.FORFEIT_FOULS)
                )
            return self.tr("Seat {0} · {1} · {2} s").format(speaker, name, s.speech_seconds)
        if kind in (Phase.VOTE, Phase.REVOTE):
            return self.tr("Voting for seat {0}").format(s.phase.candidate)
        return host_text.phase_title(s)

    def _phase_hint(self) -> str:
        """One line under the timer: what a seat key does in this phase, in words."""
        c = self.controller
        kind = Phase(c.state.phase.kind)
        if c.pending_answer is not None:
            return self.tr("Enter puts the answer away before the next one wakes.")
        if c.best_move_open():
            return self.tr("Best move: press the three seats he names ({0} of 3).").format(
                len(c.staged.guess)
            )
        if c.state.closes_ballot:
            return self.tr("Every hand not yet given goes to the last candidate; Enter closes the vote.")
        if c.pending_answer is None and kind is Phase.DAY_SPEECH and ActionKind.NOMINATE not in c.allowed():
            return ""
        hints = {
            Phase.ZERO_NIGHT: self.tr("Press the don, the two mafia and the sheriff, in that order."),
            Phase.DAY_SPEECH: self.tr("A seat key nominates that seat for the speaker."),
            Phase.VOTE: self.tr("Seat keys mark who votes for this candidate; Enter records them."),
            Phase.REVOTE: self.tr("Seat keys mark who votes for this candidate; Enter records them."),
            Phase.LIFT_VOTE: self.tr("Seat keys mark who votes to lift all; Enter records them."),
            Phase.NIGHT_SHOT: self.tr("The seat the mafia shot, or − for a miss."),
            Phase.DON_CHECK: self.tr("The seat the don checks, or − for no check."),
            Phase.SHERIFF_CHECK: self.tr("The seat the sheriff checks, or − for no check."),
        }
        return hints.get(kind, "")

    def _ballot_html(self) -> str:
        c = self.controller
        rows = c.live_counts()
        if not rows:
            if c.staged.guess:
                return self.tr("Best move: {0}").format(host_text.seats_list(c.staged.guess))
            return ""
        cells = []
        for cand, n, current in rows:
            style = "background:#dbeafe; font-weight:bold;" if current else ""
            cells.append(f"<td style='padding:4px 10px; {style}'>{cand}<br/><b>{n}</b></td>")
        total = sum(n for _, n, _ in rows)
        living = len(c.state.living)
        head = self.tr("Candidate / votes")
        tail = self.tr("{0} of {1} votes cast").format(total, living)
        return f"{head}<table border='1' cellspacing='0'><tr>{''.join(cells)}</tr></table>{tail}"

    def _key_hints(self) -> str:
        kind = Phase(self.controller.state.phase.kind)
        digit = {
            Phase.ZERO_NIGHT: self.tr("1…0 don, mafia, mafia, sheriff"),
            Phase.DAY_SPEECH: self.tr("1…0 nominate"),
            Phase.VOTE: self.tr("1…0 toggle a vote · + all remaining · − nobody"),
            Phase.REVOTE: self.tr("1…0 toggle a vote · + all remaining · − nobody"),
            Phase.LIFT_VOTE: self.tr("1…0 toggle a vote to lift · + all · − nobody"),
            Phase.NIGHT_SHOT: self.tr("1…0 the shot · − miss"),
            Phase.DON_CHECK: self.tr("1…0 the don's check · − no check"),
            Phase.SHERIFF_CHECK: self.tr("1…0 the sheriff's check · − no check"),
        }.get(kind, "")
        c = self.controller
        if kind is Phase.DAY_SPEECH and ActionKind.NOMINATE not in c.allowed():
            digit = ""  # nominations are refused now (one made, or no vote today): the keys do nothing
        if self.controller.best_move_open():
            digit = self.tr("1…0 best-move guess · − no best move")
        elif self.controller.state.closes_ballot:
            digit = self.tr("Enter closes the vote")
        if c.pending_answer is not None:
            digit = ""
        # a finished game takes no foul, and once its result is stored no undo: the line offers neither
        finished = kind is Phase.FINISHED
        parts = [
            digit,
            "" if finished else self.tr("Shift+1…0 foul"),
            self.tr("Enter next"),
            self.tr("Space timer · ↑/↓ ±10 s · T reset"),
            ""
            if c.session.result_stored
            else self.tr("{0} undo · {1} redo").format(
                shortcut("undo").key_label(), shortcut("redo").key_label()
            ),
            self.tr("R roles · M sound · F1 all keys"),
        ]
        return "   ·   ".join(p for p in parts if p)
