"""packaging/linux/install.sh, the archive's installer: it puts the program, the command, the menu entry and
the icon in the user's folders, and --uninstall takes them away again (the data stays)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")
def test_install_and_uninstall_for_the_user(tmp_path: Path) -> None:
    archive = tmp_path / "mafia-desk-0.1.0-linux-x86_64"
    bundle = archive / "mafia-desk"
    bundle.mkdir(parents=True)
    program = bundle / "mafia-desk"
    program.write_text("#!/bin/sh\necho 'mafia-desk 0.1.0'\n", encoding="utf-8")
    program.chmod(0o755)
    for name in (
        "packaging/linux/install.sh",
        "packaging/mafia-desk.desktop",
        "resources/icons/mafia-desk.svg",
    ):
        shutil.copy2(ROOT / name, archive)
    home = tmp_path / "home"
    data = home / ".local" / "share" / "mafia-desk"
    data.mkdir(parents=True)
    (data / "mafia-desk.sqlite3").write_bytes(b"the club's games")
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}

    run = subprocess.run(
        ["sh", str(archive / "install.sh")], env=env, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1] == "mafia-desk 0.1.0"
    command = home / ".local" / "bin" / "mafia-desk"
    assert command.resolve() == (home / ".local" / "opt" / "mafia-desk" / "mafia-desk").resolve()
    entry = (home / ".local" / "share" / "applications" / "mafia-desk.desktop").read_text(encoding="utf-8")
    assert f"Exec={home}/.local/opt/mafia-desk/mafia-desk" in entry.splitlines()
    assert "Name[ru]=Mafia Desk" in entry
    assert (
        home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "mafia-desk.svg"
    ).is_file()

    run = subprocess.run(
        ["sh", str(archive / "install.sh"), "--uninstall"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert not command.exists() and not (home / ".local" / "opt" / "mafia-desk").exists()
    assert not (home / ".local" / "share" / "applications" / "mafia-desk.desktop").exists()
    assert (data / "mafia-desk.sqlite3").read_bytes() == b"the club's games"
