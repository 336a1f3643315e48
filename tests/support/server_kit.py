"""The tournament server's tests: a schema of their own on the test PostgreSQL server, a TCP proxy the test
can cut like a venue's network, and table laptops that play scripted games into their own SQLite journal
while a Pusher sends them to the server (all of it the product's code; only the cable is simulated)."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Sequence
from contextlib import AbstractContextManager, suppress
from pathlib import Path
from typing import Any

import pytest
from hall_script import scripted_game
from pg_schema import pg_schema
from sqlalchemy.engine import make_url

from mafia_desk.game import Game, event_to_dict
from mafia_desk.game.events import JudgeAward
from mafia_desk.game.model import Team
from mafia_desk.store import Store, open_store, sync
from mafia_desk.store.pusher import Pusher


def server_schema() -> AbstractContextManager[str]:
    return pg_schema("md_srv")


def through(url: str, port: int) -> str:
    """The same database reached through the proxy on `port`."""
    return make_url(url).set(host="127.0.0.1", port=port).render_as_string(hide_password=False)


class CuttableProxy:
    """A TCP forwarder the test can cut: `cut()` drops every connection at once and refuses new ones
    (what a laptop sees when the venue's switch goes down or the server restarts), `restore()` lets
    them through again."""

    def __init__(self, target_host: str = "127.0.0.1", target_port: int = 5432) -> None:
        self._target = (target_host, target_port)
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(64)
        self.port: int = self._listener.getsockname()[1]
        self._open = threading.Event()
        self._open.set()
        self._lock = threading.Lock()
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._closing = False
        self.cuts = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closing:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if not self._open.is_set():
                client.close()
                continue
            try:
                upstream = socket.create_connection(self._target, timeout=3)
            except OSError:
                client.close()
                continue
            upstream.settimeout(None)
            with self._lock:
                self._pairs.append((client, upstream))
            if not self._open.is_set():  # cut while this one was being connected
                self.cut()
                continue
            threading.Thread(target=self._pipe, args=(client, upstream), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                with suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._open.is_set():
            self.cuts += 1
        self._open.clear()
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for s in pair:
                with suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                s.close()

    def restore(self) -> None:
        self._open.set()

    def close(self) -> None:
        self._closing = True
        self.cut()
        self._listener.close()


# --- scripted games, as a host plays them ---


def red_game(seats: Sequence[tuple[int, str, str]]) -> Game:
    """Two days of votes, two nights, a best move, red wins on day 3 (hall_script's game, these seats)."""
    from mafia_desk.game import Seat

    return scripted_game([Seat(*s) for s in seats])


def script(
    seats: Sequence[tuple[int, str, str]], rng: random.Random, full: bool = False
) -> list[dict[str, Any]]:
    """A whole game's events: the red win, or (unless `full`) its start and the judge's award to black."""
    events = [event_to_dict(e) for e in red_game(seats).events]
    if not full and rng.random() < 0.5:
        cut_at = rng.randrange(5, len(events) - 5)
        events = [*events[:cut_at], event_to_dict(JudgeAward(Team.BLACK, "the table's behaviour"))]
    return events


class Laptop:
    """One table's laptop: its own SQLite journal, a Pusher to the server, and the host's script."""

    def __init__(self, folder: Path, server_url: str, name: str, console: str | None = None) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.name = name
        self.console = console or uuid.uuid4().hex
        self.local: Store = open_store(f"sqlite:///{folder / 'laptop.sqlite3'}", backups=False)
        self.server_url = server_url
        self.pusher = Pusher(self.local, server_url, console=self.console, holder=name)
        self.pusher.start()

    def close(self) -> None:
        self.pusher.stop()
        self.local.close()


class PrivateServer:
    """A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so a test can
    restart a real server mid-round without touching the server every other test shares. Needs the
    server's binaries and, when run as root, the `postgres` system user (as on this machine and in CI)."""

    def __init__(self) -> None:
        """The cluster lives in a folder of its own under the system's temporary folder, not under pytest's
        tmp_path: pytest sets its own base folder back to 0700 whenever another pytest run starts (another
        worker, another checkout), which locked the `postgres` user out mid-test ("could not access
        directory ... Permission denied", seen in CI)."""
        import glob
        import pwd
        import shutil
        import tempfile

        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb")) or [shutil.which("initdb") or ""]
        initdb = found[-1]
        if not initdb or not Path(initdb).exists():
            pytest.skip("no PostgreSQL server binaries (initdb) on this machine")
        self.bin = Path(initdb).parent
        self._as: list[str] = []
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                pytest.skip("running as root without a postgres system user to run a server as")
            runuser = shutil.which("runuser")
            if runuser is None:
                pytest.skip("running as root without runuser")
            self._as = [runuser, "-u", "postgres", "--"]
        self.folder = Path(tempfile.mkdtemp(prefix="mafia-desk-pg-", dir=tempfile_root()))
        if self._as:
            self.folder.chmod(0o777)
        self.data = self.folder / "data"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
        self.start()

    def _run(self, tool: str, *args: str, check: bool = True) -> int:
        """The tool's exit code; a failure it was not told to expect raises with what the tool said (a bare
        CalledProcessError hid why `pg_ctl stop` failed once in CI under load)."""
        import subprocess

        done = subprocess.run(
            [*self._as, str(self.bin / tool), *args], capture_output=True, timeout=150, cwd="/"
        )
        if check and done.returncode != 0:
            said = (done.stderr or done.stdout).decode(errors="replace").strip()
            raise RuntimeError(f"{tool} {args[0] if args else ''} failed ({done.returncode}): {said}")
        return done.returncode

    def _pg_ctl(self, action: str) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run("pg_ctl", action, "-D", str(self.data), "-w", "-m", "fast", "-o", options,
                  "-l", str(self.folder / "server.log"))  # fmt: skip

    def start(self) -> None:
        self._pg_ctl("start")

    def restart(self) -> None:
        self._pg_ctl("restart")

    def stop(self) -> None:
        """Stopped, whatever state a test left the server in: a stop that fails because the server is
        already down (`pg_ctl status` exit 3) is no failure; any other is raised with pg_ctl's words."""
        import shutil

        try:
            self._pg_ctl("stop")
        except RuntimeError:
            if self._run("pg_ctl", "status", "-D", str(self.data), check=False) != 3:
                raise
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"


def tempfile_root() -> str:
    import tempfile

    return tempfile.gettempdir()


class FrozenDesk:
    """tests/support/frozen_desk.py in a process of its own, stopped inside a push until `resume()`: what
    the server sees of a laptop whose Wi-Fi dropped mid-push (its connection open, its transaction
    unfinished, the game's row locked). It claims table 1 of round 1 and plays 15 events, the last ones in
    the push it freezes in."""

    def __init__(
        self, tmp_path: Path, server: Any, server_url: str, tid: int, stage: str, first: int = 10
    ) -> None:
        self.folder = tmp_path / "frozen"
        self.folder.mkdir()
        self.console, self.holder = "console-frozen", "Стол 1"
        seats = sync.server_tables(server, tid)[0]
        seated = [
            (n, name, code) for n, (code, name) in enumerate(zip(seats.codes, seats.names, strict=True), 1)
        ]
        self.events = script(seated, random.Random(39), full=True)[:15]
        script_file = tmp_path / "frozen-script.json"
        script_file.write_text(json.dumps(self.events), encoding="utf-8")
        root = Path(__file__).resolve().parents[2]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(root / "tests" / "support")])}
        self.process = subprocess.Popen(
            [
                sys.executable,
                str(Path(__file__).with_name("frozen_desk.py")),
                str(self.folder),
                server_url,
                self.console,
                self.holder,
                str(script_file),
                str(tid),
                stage,
                "1",
                str(first),
            ],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        first_line = self.wait_for("game ")
        _, game, self.uid = first_line.split()
        self.game_id = int(game)
        self.frozen_at = float(self.wait_for("frozen").split()[1])  # CLOCK_MONOTONIC: one clock system-wide
        deadline = time.monotonic() + 10
        while self.state() != "T":  # stopped, with its push's transaction open on the server
            assert time.monotonic() < deadline, self.state()
            time.sleep(0.01)

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.strip())

    def wait_for(self, prefix: str, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines:
                if line.startswith(prefix):
                    return line
            assert self.process.poll() is None, self.lines
            time.sleep(0.02)
        raise AssertionError(f"no {prefix!r} from the frozen desk: {self.lines}")

    def state(self) -> str:
        return Path(f"/proc/{self.process.pid}/stat").read_text().split(") ")[1].split()[0]

    def resume(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.send_signal(signal.SIGCONT)
            self.process.wait(10)

    def copy_journal(self, folder: Path) -> Path:
        """A copy of the frozen desk's SQLite journal (it holds its own lock): every action it committed,
        since each was on its disk before its push began. Returns the copy's database file."""
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("laptop.sqlite3", "laptop.sqlite3-wal"):
            if (self.folder / name).exists():
                shutil.copy(self.folder / name, folder / name)
        return folder / "laptop.sqlite3"

    def journal(self) -> list[dict[str, Any]]:
        """The frozen desk's own journal, read beside it."""
        copy = self.copy_journal(self.folder.parent / "frozen-journal")
        local = open_store(f"sqlite:///{copy}", backups=False)
        try:
            return local.game_events(self.game_id)
        finally:
            local.close()
            shutil.rmtree(copy.parent)
