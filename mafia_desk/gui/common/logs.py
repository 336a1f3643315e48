"""The desktop app's log: a rotating file in the user data folder, so that a club can send what went wrong.

`mafia-desk.log` (1 MB, then `.1` ... `.5`; the oldest goes) in `<user data>/mafia-desk/logs/` (Linux
`~/.local/share/mafia-desk/logs`, Windows `%LOCALAPPDATA%\\mafia-desk\\logs`, macOS
`~/Library/Application Support/mafia-desk/logs`); MAFIA_DESK_LOG_DIR moves it. Help > Open the log folder
shows it; the error dialog names the file. The terminal still gets the same lines.
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

ENV_VAR = "MAFIA_DESK_LOG_DIR"
FILE_NAME = "mafia-desk.log"
MAX_BYTES = 1_000_000
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_file: list[Path] = []


def log_folder() -> Path:
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env)
    return Path(platformdirs.user_data_dir("mafia-desk", appauthor=False)) / "logs"


def log_file() -> Path | None:
    """The file this process logs to, once `start_logging` made it (None before, or if it could not)."""
    return _file[0] if _file else None


def start_logging(folder: Path | None = None) -> Path | None:
    """Log INFO and above to the terminal and to the rotating file; returns the file, or None when the
    folder cannot be written (then the terminal alone, and a warning there saying why)."""
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    if not any(
        isinstance(h, logging.StreamHandler) and not isinstance(h, logging.FileHandler) for h in root.handlers
    ):
        terminal = logging.StreamHandler()
        terminal.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(terminal)
    target = (folder or log_folder()) / FILE_NAME
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(target, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as err:
        logging.getLogger(__name__).warning("no log file: cannot write %s (%s)", target, err.strerror or err)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    for old in [h for h in root.handlers if isinstance(h, RotatingFileHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    _file[:] = [target]
    return target
