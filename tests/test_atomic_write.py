"""`-o` outputs: a regular file is replaced atomically; a device or a pipe is written into, never replaced."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from mafia_desk.atomic_write import write_atomically


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_pipe_given_as_the_output_is_written_into_not_replaced(tmp_path: Path) -> None:
    """Found by QA: `standings -o /dev/full` (or /dev/null, run as root) renamed a regular file over the
    device node, so the device was gone and the command said nothing of the failed write."""
    pipe = tmp_path / "out.pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        write_atomically(pipe, "строка\n")
        assert stat.S_ISFIFO(pipe.stat().st_mode)
        assert os.read(reader, 100).decode("utf-8") == "строка\n"
    finally:
        os.close(reader)
    assert [p.name for p in tmp_path.iterdir()] == ["out.pipe"]  # no temporary file left beside it


def test_a_regular_file_is_replaced_whole(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old and longer", encoding="utf-8")
    write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]
