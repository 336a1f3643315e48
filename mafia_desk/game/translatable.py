"""The marker of a text translated where it is shown, for the engine's modules: `mafia_desk.translatable`'s,
which sits under every layer so the rulesets (below the engine) mark their options' words the same way."""

from __future__ import annotations

from mafia_desk.translatable import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
