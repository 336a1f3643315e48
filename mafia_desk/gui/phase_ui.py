"""What each phase means on the game screen, in one table: its title, the line under the timer, the digit
keys' hint, what Enter and − do, and which engine action a seat key feeds.

One row per `Phase` (a test checks none is missing), so a new phase is one entry here instead of a branch in
eight if-chains spread over the controller, the screen and the host's texts. The texts are translation
sources kept under the contexts they always had, so the translation files do not change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mafia_desk.game import DonCheck, SheriffCheck, Shot
from mafia_desk.game.events import Event
from mafia_desk.game.model import ActionKind, Phase
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP


class Steps(Protocol):
    """The controller's steps a phase's Enter or − runs (GameController implements them)."""

    def apply(self, event: Event) -> bool: ...

    def end_speech(self) -> None: ...

    def record_roles(self) -> None: ...

    def record_votes(self) -> None: ...

    def record_lift(self) -> None: ...

    def vote_nobody(self) -> None: ...

    def lift_nobody(self) -> None: ...

    def clear_roles(self) -> None: ...

    def finish(self) -> None: ...

    def refuse(self, text: str) -> None: ...


Step = Callable[[Steps], object]


def _tr(context: str, source: object) -> str:
    return QCoreApplication.translate(context, str(source))


@dataclass(frozen=True)
class PhaseUi:
    title: str  # HostText source; {day} and {night} are filled in
    hint: str  # GameScreen source: what a seat key does, in words ("" for none)
    digit: str  # GameScreen source: the digit keys in the key-hint line ("" when they do nothing)
    enter: Step  # what Enter does
    none: Step | None  # what − does; None: it means nothing in this phase (and the button is off)
    seats: ActionKind | None  # the engine action a seat key feeds; its allowed seats are the enabled ones

    def title_for(self, day: int, night: int) -> str:
        return _tr("HostText", self.title).format(day=day, night=night)

    def hint_text(self) -> str:
        return _tr("GameScreen", self.hint) if self.hint else ""

    def digit_text(self) -> str:
        return _tr("GameScreen", self.digit) if self.digit else ""


def _refuse(source: object) -> Step:
    return lambda steps: steps.refuse(_tr("GameController", source))


_VOTE_HINT = str(
    QT_TRANSLATE_NOOP("GameScreen", "Seat keys mark who votes for this candidate; Enter records them.")
)
_VOTE_DIGIT = QT_TRANSLATE_NOOP("GameScreen", "1…0 toggle a vote · + all remaining · − nobody")
_CHECK_ENTER = _refuse(QT_TRANSLATE_NOOP("GameController", "Press the checked seat, or − for no check."))

PHASE_UI: dict[Phase, PhaseUi] = {
    Phase.ZERO_NIGHT: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Zero night: record the roles"),
        hint=str(
            QT_TRANSLATE_NOOP("GameScreen", "Press the don, the two mafia and the sheriff, in that order.")
        ),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 don, mafia, mafia, sheriff"),
        enter=lambda steps: steps.record_roles(),
        none=lambda steps: steps.clear_roles(),
        seats=ActionKind.ROLES,
    ),
    Phase.DAY_SPEECH: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Day {day}: speeches"),
        hint=QT_TRANSLATE_NOOP("GameScreen", "A seat key nominates that seat for the speaker."),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 nominate"),
        enter=lambda steps: steps.end_speech(),
        none=None,
        seats=ActionKind.NOMINATE,
    ),
    Phase.TIE_SPEECH: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Day {day}: speeches of the tied candidates"),
        hint="",
        digit="",
        enter=lambda steps: steps.end_speech(),
        none=None,
        seats=None,
    ),
    Phase.VOTE: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Day {day}: vote"),
        hint=_VOTE_HINT,
        digit=_VOTE_DIGIT,
        enter=lambda steps: steps.record_votes(),
        none=lambda steps: steps.vote_nobody(),
        seats=ActionKind.VOTE,
    ),
    Phase.REVOTE: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Day {day}: revote"),
        hint=_VOTE_HINT,
        digit=_VOTE_DIGIT,
        enter=lambda steps: steps.record_votes(),
        none=lambda steps: steps.vote_nobody(),
        seats=ActionKind.VOTE,
    ),
    Phase.LIFT_VOTE: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Day {day}: lift all tied candidates?"),
        hint=str(
            QT_TRANSLATE_NOOP("GameScreen", "Seat keys mark who votes to lift all; Enter records them.")
        ),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 toggle a vote to lift · + all · − nobody"),
        enter=lambda steps: steps.record_lift(),
        none=lambda steps: steps.lift_nobody(),
        seats=ActionKind.LIFT_VOTE,
    ),
    Phase.LAST_WORDS: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Last words"),
        hint="",
        digit="",
        enter=lambda steps: steps.end_speech(),
        none=None,
        seats=None,  # the best-move guess, when open, is the controller's: it depends on more than the phase
    ),
    Phase.NIGHT_SHOT: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Night {night}: the mafia shoots"),
        hint=QT_TRANSLATE_NOOP("GameScreen", "The seat the mafia shot, or − for a miss."),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 the shot · − miss"),
        enter=_refuse(QT_TRANSLATE_NOOP("GameController", "Press the seat the mafia shot, or − for a miss.")),
        none=lambda steps: steps.apply(Shot(None)),
        seats=ActionKind.SHOT,
    ),
    Phase.DON_CHECK: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Night {night}: the don checks"),
        hint=QT_TRANSLATE_NOOP("GameScreen", "The seat the don checks, or − for no check."),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 the don's check · − no check"),
        enter=_CHECK_ENTER,
        none=lambda steps: steps.apply(DonCheck(None)),
        seats=ActionKind.DON_CHECK,
    ),
    Phase.SHERIFF_CHECK: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "Night {night}: the sheriff checks"),
        hint=QT_TRANSLATE_NOOP("GameScreen", "The seat the sheriff checks, or − for no check."),
        digit=QT_TRANSLATE_NOOP("GameScreen", "1…0 the sheriff's check · − no check"),
        enter=_CHECK_ENTER,
        none=lambda steps: steps.apply(SheriffCheck(None)),
        seats=ActionKind.SHERIFF_CHECK,
    ),
    Phase.FINISHED: PhaseUi(
        title=QT_TRANSLATE_NOOP("HostText", "The game is over"),
        hint="",
        digit="",
        enter=lambda steps: steps.finish(),
        none=None,
        seats=None,
    ),
}
