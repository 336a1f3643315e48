"""How the organiser's window, and the protocol it prints, say a protest and the head judge's rulings on it.

One place, so the inbox, the round board's tooltip and the game's protocol all word a ruling alike.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.tournament.model import Protest, Ruling

STATUS_TEXT = {
    "open": QT_TRANSLATE_NOOP("ProtestText", "open"),
    "upheld": QT_TRANSLATE_NOOP("ProtestText", "upheld"),
    "rejected": QT_TRANSLATE_NOOP("ProtestText", "rejected"),
}


def status_text(status: str) -> str:
    return QCoreApplication.translate("ProtestText", STATUS_TEXT.get(status, status))


def when_text(at: str) -> str:
    """A stored time as the hall reads it: `2016-06-10 15:42` (the file keeps its full ISO text)."""
    try:
        moment = dt.datetime.fromisoformat(at)
    except ValueError:
        return at
    return moment.strftime("%Y-%m-%d %H:%M")


def filer_text(protest: Protest, names: Mapping[str, str]) -> str:
    name = names.get(protest.by, protest.by)
    if protest.filed_as == "captain":
        return QCoreApplication.translate("ProtestText", "{0} (captain)").format(name)
    return name


def ruling_text(ruling: Ruling) -> str:
    return QCoreApplication.translate("ProtestText", "{0} by {1}, {2}: {3}").format(
        status_text(ruling.decision), ruling.by, when_text(ruling.at), ruling.reason
    )


def protest_lines(protest: Protest, names: Mapping[str, str]) -> list[str]:
    """The protest and its whole history: what, by whom, when; each ruling, the standing one last."""
    lines = [
        QCoreApplication.translate("ProtestText", "Protest {0} of {1}, {2}: {3}").format(
            protest.id, filer_text(protest, names), when_text(protest.at), protest.text
        )
    ]
    if not protest.rulings:
        lines.append(QCoreApplication.translate("ProtestText", "Waiting for the head judge's ruling."))
    for number, ruling in enumerate(protest.rulings, start=1):
        revised = number < len(protest.rulings)
        text = ruling_text(ruling)
        if revised:
            text = QCoreApplication.translate("ProtestText", "{0} (revised)").format(text)
        lines.append(f"  {number}. {text}")
    return lines


def protocol_protest_text(protests: tuple[Protest, ...], names: Mapping[str, str], noted: str = "") -> str:
    """The protocol's "Protest" box: the protest written at the table (`noted`), then each filed protest
    with the ruling that stands (or that it waits for one)."""
    parts = [noted] if noted else []
    for p in protests:
        head = QCoreApplication.translate("ProtestText", "{0} {1}, {2}: {3}").format(
            p.id, filer_text(p, names), when_text(p.at), p.text
        )
        ruling = p.ruling
        if ruling is None:
            tail = QCoreApplication.translate("ProtestText", "ruling: not yet")
        else:
            tail = QCoreApplication.translate("ProtestText", "ruling: {0}").format(ruling_text(ruling))
            if len(p.rulings) > 1:
                tail += " " + QCoreApplication.translate("ProtestText", "(revised {0}×)").format(
                    len(p.rulings) - 1
                )
        parts.append(f"{head} — {tail}")
    return "; ".join(parts)
