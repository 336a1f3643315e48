"""Where the bundled resources live, both from a source checkout and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The top-level `resources/` folder (PyInstaller unpacks it next to the bundle's `_MEIPASS`)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
