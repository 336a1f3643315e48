"""Real full and read-only disks for the store's tests: a small tmpfs, filled up or remounted read-only.

Mounting needs root (or CAP_SYS_ADMIN); elsewhere the tests that need it are skipped with the reason. Being
root, chmod alone would not stop a write, so read-only is a read-only mount, which binds root too.
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

FILLER = ".filler"


def _mount(*args: str) -> None:
    done = subprocess.run(["mount", *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise OSError(done.stderr.strip() or f"mount {' '.join(args)} failed")


@contextmanager
def small_disk(folder: Path, size_kib: int = 4096) -> Iterator[Path]:
    """A tmpfs of `size_kib` mounted at `folder`, unmounted afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("a small disk needs a tmpfs mount, which needs root")
    try:
        _mount("-t", "tmpfs", "-o", f"size={size_kib}k,mode=0755", "tmpfs", str(folder))
    except (OSError, FileNotFoundError) as exc:
        pytest.skip(f"cannot mount a tmpfs here: {exc}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path, leave: int = 0) -> Path:
    """Fill the disk under `folder` until at most `leave` bytes are free; the filler can be removed later."""
    filler = folder / FILLER
    with filler.open("ab") as fh:
        chunk = b"\0" * 65536
        while True:
            free = os.statvfs(folder).f_bavail * os.statvfs(folder).f_frsize
            if free <= leave:
                break
            try:
                fh.write(chunk[: max(1, min(len(chunk), free - leave))])
                fh.flush()
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
                break
    return filler


def make_free(folder: Path) -> None:
    (folder / FILLER).unlink(missing_ok=True)


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """Remount the small disk at `folder` read-only for the duration."""
    _mount("-o", "remount,ro", str(folder))
    try:
        yield
    finally:
        _mount("-o", "remount,rw", str(folder))


@contextmanager
def read_only_bind(folder: Path) -> Iterator[None]:
    """Make one folder read-only by bind-mounting it read-only over itself (root is bound by it too)."""
    if os.geteuid() != 0:
        pytest.skip("a read-only bind mount needs root")
    try:
        _mount("--bind", str(folder), str(folder))
    except (OSError, FileNotFoundError) as exc:
        pytest.skip(f"cannot bind-mount here: {exc}")
    try:
        _mount("-o", "remount,bind,ro", str(folder))
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
