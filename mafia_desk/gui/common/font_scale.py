"""Every window's type size as one setting (settings.FONT_SCALE, per cent): 150 % makes the host's screen
readable from a projector. The application font is scaled from the size Qt chose at start, so changing the
setting twice never compounds; widgets with their own style-sheet sizes (the clock) keep them."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from mafia_desk.gui.common import settings

_base: list[float] = []


def apply_font_scale(percent: int | None = None) -> float:
    """Set the application font to the base size times the scale; returns the point size now in use."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 0.0
    font = app.font()
    if not _base:
        _base.append(font.pointSizeF())
    scale = settings.FONT_SCALE.get() if percent is None else percent
    font.setPointSizeF(_base[0] * scale / 100)
    app.setFont(font)
    return font.pointSizeF()
