"""One way to write an output file, shared by every command that writes one (game logs, seating sheets,
exported tournaments): an interrupted or failed write must never leave half a file where a good one was."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike[str], data: bytes | str, mode: int | None = None) -> None:
    """Write beside the target, flush it to disk, then rename over the target (text is written as UTF-8).

    The file gets the permissions any new file gets (mkstemp would leave it readable by its owner only), or
    `mode` when given (an export keeps its database's mode: a private database gives a private export).
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if target.exists() and not target.is_file():
        # A device or a pipe (`-o /dev/stdout`, `/dev/null`): renaming over it would replace the device node
        # (as root, even /dev/null) and lose the write; it has no old content to keep whole, so write into it.
        with target.open("wb") as fh:
            fh.write(payload)
        return
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is None:
            mask = os.umask(0)
            os.umask(mask)
            mode = 0o666 & ~mask
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
