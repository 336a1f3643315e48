"""`mafia-desk --self-test`: the installed program checks itself, end to end, in a few seconds.

Made for the frozen bundle (CI runs `dist/mafia-desk/mafia-desk --self-test` after building it; a club can
run it after installing), it works the same from the source tree (`tests/test_self_test.py`). Each step
prints one line, `ok ...` or `FAILED ...: why`; the exit code is 0 only when every step passed.

Nothing of the user's is touched: the database is a new file in a temporary folder, the settings go to
that folder too, and the interface speaks English whatever the user chose. Without a display it runs on
Qt's offscreen platform (the default here, unless QT_QPA_PLATFORM says otherwise).

The samples are bundled in resources/samples/: a game log (a red win, FIIM rules), and a tournament with
its standings worked by hand (the spec's public FIIM example, also tests/fixtures/exchange/fiim*.json).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mafia_desk.resources import resource_path

GAME_LOG = "game-red-win-fiim.json"
TOURNAMENT = "tournament-fiim.json"
EXPECTED_STANDINGS = "tournament-fiim.expected.json"


class SelfTestFailure(Exception):
    """A check that did not hold: its message is the one line the user reads."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def _squeezed(text: str) -> str:
    """Text compared without spaces, case and ligatures: a PDF draws glyphs (a title in capitals)."""
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def _pdf_says(path: Path, words: list[str]) -> None:
    from mafia_desk.reports.pdf_text import pdf_text

    _check(path.is_file() and path.read_bytes().startswith(b"%PDF-"), f"{path.name} is not a PDF")
    text = _squeezed(pdf_text(path))
    missing = [w for w in words if _squeezed(w) not in text]
    _check(not missing, f"{path.name} does not read {', '.join(map(repr, missing))}")


class SelfTest:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.app: Any = None
        self.store: Any = None
        self.windows: list[Any] = []

    def start_qt(self) -> str:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(self.folder / "settings")
        )
        from mafia_desk.gui.app import create_application

        self.app = create_application([sys.argv[0]])
        _check(isinstance(self.app, QApplication), "no QApplication")
        return f"Qt {self.app.platformName()} platform"

    def open_store(self) -> str:
        from mafia_desk.store import open_store

        path = self.folder / "self-test.sqlite3"
        self.store = open_store(f"sqlite:///{path}", backups=False)
        return f"a new database, migrated ({path.name})"

    def main_window(self) -> str:
        from mafia_desk.gui.main_window import MainWindow

        window = MainWindow(self.store, resume_last=False)
        self.windows.append(window)
        window.show()
        self.app.processEvents()
        _check(window.isVisible(), "the main window is not shown")
        _check(window.ui.pages.currentWidget() is window.home, "the main window does not show its home page")
        _check(window.home.ui.newClubGameButton.text() != "", "the home page has no buttons")
        return "main window shown"

    def tournament_window(self) -> str:
        from mafia_desk.tournament.load import read_tournament_json

        data = read_tournament_json(resource_path("samples", TOURNAMENT))
        tid = self.store.import_tournament(data)
        window = self.windows[0].show_tournaments()
        _check(window is not None and window.isVisible(), "the tournament window is not shown")
        self.windows.append(window)
        _check(window.open_tournament(tid) is not None, "the sample tournament does not open")
        self.app.processEvents()
        from mafia_desk.gui.tournament.window import TABS

        _check(window.ui.tabs.count() == len(TABS), f"{window.ui.tabs.count()} tabs instead of {len(TABS)}")
        shown = window.tabs["standings"].model.rowCount()
        expected = len(
            json.loads(resource_path("samples", EXPECTED_STANDINGS).read_text("utf-8"))["standings"]
        )
        _check(shown == expected, f"the standings tab shows {shown} rows, not {expected}")
        return f"tournament window shown, the sample's {shown} players standing"

    def charts(self) -> str:
        """The Charts tab: pyqtgraph and numpy, which nothing else loads; in the bundle numpy is built without
        BLAS and QtOpenGL is a stand-in (packaging/rthook_no_opengl.py): here either would fail."""
        window = self.windows[1]
        window.ui.tabs.setCurrentWidget(window.tabs["charts"])
        self.app.processEvents()
        charts = window.tabs["charts"]
        _check(bool(charts.views), "the Charts tab drew no chart")
        return f"Charts tab drawn ({', '.join(sorted(charts.views))})"

    def postgresql(self) -> str:
        """The PostgreSQL driver loads: psycopg with psycopg_binary's own libpq and OpenSSL, which needs
        Python's ssl module too (it imports it to set up libcrypto first). No server is asked."""
        from mafia_desk.store.server import server_driver

        return f"PostgreSQL driver loads ({server_driver()})"

    def replay(self) -> str:
        from mafia_desk.game.log import load_game_log
        from mafia_desk.game.protocol import protocol

        game = load_game_log(str(resource_path("samples", GAME_LOG)))
        proto = protocol(game)
        _check(game.state.finished, "the sample game does not finish")
        _check(proto.winner == "red", f"the sample game is won by {proto.winner!r}, not 'red'")
        _check(len(proto.days) == 3, f"the sample game has {len(proto.days)} days, not 3")
        return f"game log replayed: {len(game.events)} events, red win on day 3"

    def standings(self) -> str:
        from mafia_desk.scoring.output import standings_to_json
        from mafia_desk.scoring.standings import compute_standings
        from mafia_desk.tournament.load import read_tournament_file

        tournament = read_tournament_file(resource_path("samples", TOURNAMENT))
        rows = standings_to_json(compute_standings(tournament))["standings"]
        expected = json.loads(resource_path("samples", EXPECTED_STANDINGS).read_text("utf-8"))["standings"]
        _check(rows == expected, "the sample's standings differ from the ones worked by hand")
        return f"standings computed: {len(rows)} rows as worked by hand"

    def ratings(self) -> str:
        """Ratings across tournaments with both models (the `ratings` command, the Ratings view): openskill's
        models are compiled by mypyc and import a shared runtime module that only Python imports; a bundle
        once left it out (packaging/mafia_desk.spec, reachable()) and ratings died there, this step not yet
        being there to say so."""
        from mafia_desk.ratings.rate import MODEL_IDS, model_named, rate_sources
        from mafia_desk.ratings.sources import Source
        from mafia_desk.tournament.load import read_tournament_file

        tournament = read_tournament_file(str(resource_path("samples", TOURNAMENT)))
        players = len(tournament.players)
        games = 0
        for model_id in MODEL_IDS:
            rated = rate_sources(model_named(model_id), [Source(label="sample", tournament=tournament)])
            _check(len(rated.rows) == players, f"{model_id}: {len(rated.rows)} players rated, not {players}")
            _check(rated.games > 0, f"{model_id}: no game rated")
            games = rated.games
        return f"ratings computed with {', '.join(MODEL_IDS)}: {players} players, {games} games"

    def protocol_pdf(self) -> str:
        from mafia_desk.game.log import load_game_log
        from mafia_desk.gui.protocol_builder import build_sheet
        from mafia_desk.reports.protocol_pdf import write_protocol_pdf

        game = load_game_log(str(resource_path("samples", GAME_LOG)))
        path = write_protocol_pdf(build_sheet(game), self.folder / "protocol.pdf")
        names = [seat.player for seat in game.seats]
        _pdf_says(path, ["Game protocol", "Red (civilians)", *names])
        return f"protocol PDF written and read back ({path.stat().st_size} bytes, 10 players' names)"

    def standings_pdf(self) -> str:
        from mafia_desk.reports.standings_pdf import write_standings_pdf
        from mafia_desk.scoring.standings import compute_standings
        from mafia_desk.tournament.load import read_tournament_file

        tournament = read_tournament_file(resource_path("samples", TOURNAMENT))
        standings = compute_standings(tournament)
        path = Path(write_standings_pdf(standings, self.folder / "standings.pdf", tournament))
        expected = json.loads(resource_path("samples", EXPECTED_STANDINGS).read_text("utf-8"))["standings"]
        _pdf_says(path, [tournament.name, *(row["name"] for row in expected)])
        return f"standings PDF written and read back ({path.stat().st_size} bytes, every player's name)"

    def xlsx(self) -> str:
        """The standings workbook (openpyxl) written and read back as the player import reads a workbook
        (calamine's Rust module): the bundle trims both libraries, and no other step loads either."""
        from mafia_desk.reports.standings_xlsx import standings_workbook_bytes
        from mafia_desk.tournament.load import read_tournament_file
        from mafia_desk.tournament.player_import import read_xlsx

        tournament = read_tournament_file(resource_path("samples", TOURNAMENT))
        raw = standings_workbook_bytes(tournament)
        cells = {cell for row in read_xlsx(raw).rows for cell in row}
        expected = json.loads(resource_path("samples", EXPECTED_STANDINGS).read_text("utf-8"))["standings"]
        missing = [row["name"] for row in expected if row["name"] not in cells]
        _check(not missing, f"the standings workbook does not read {', '.join(map(repr, missing))}")
        return f"standings XLSX written and read back ({len(raw)} bytes, every player's name)"

    def overlay(self) -> str:
        """The stream overlay's server: its sockets' process (this same program, `--overlay-sockets`, with
        QtWebSockets) serves the page over HTTP and accepts a WebSocket, on ports the system chooses."""
        import socket

        from mafia_desk.gui.display.overlay_server import OverlayServer

        server = OverlayServer("127.0.0.1", 0, 0)
        refused = server.start()
        try:
            _check(refused is None, f"the overlay server does not start: {refused}")
            _check(server.wait_ready(), "the overlay's sockets process does not listen")

            def ask(port: int, request: bytes, until: bytes) -> bytes:
                with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
                    conn.sendall(request)
                    got = b""
                    while until not in got:
                        chunk = conn.recv(65536)
                        if not chunk:
                            break
                        got += chunk
                    return got

            page = ask(
                server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", b"</html>"
            )
            _check(page.startswith(b"HTTP/1.1 200") and b"</html>" in page, "the overlay page is not served")
            handshake = (
                f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.ws_port}\r\nUpgrade: websocket\r\n"
                "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode("ascii")
            answer = ask(server.ws_port, handshake, b"\r\n\r\n")
            _check(answer.startswith(b"HTTP/1.1 101"), "the overlay's WebSocket refuses the handshake")
        finally:
            server.stop()
        return f"stream overlay served (HTTP page, WebSocket handshake; {len(page)} bytes)"

    def translations(self) -> str:
        """Russian loads, ours and Qt's own (standard buttons), and English comes back."""
        from PySide6.QtCore import QCoreApplication

        from mafia_desk.gui import i18n

        try:
            _check(i18n.install_translators(self.app, "ru"), "the Russian translation does not load")
            ours = QCoreApplication.translate("MainWindow", "&Help")
            qt_own = QCoreApplication.translate("QPlatformTheme", "Cancel")
            _check(ours == "&Справка", f"the Help menu reads {ours!r} in Russian")
            _check(qt_own == "Отмена", f"Qt's Cancel button reads {qt_own!r} in Russian (no qtbase_ru.qm?)")
        finally:
            i18n.install_translators(self.app, "en")
        return "Russian (ours and Qt's qtbase) loads and unloads"

    def icu(self) -> str:
        """Qt's ICU (its data trimmed to English and Russian in the bundle, packaging/icu_trim.py) still
        collates Russian names, names time zones and decodes windows-1251."""
        from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone

        collator = QCollator(QLocale("ru_RU"))
        names = sorted(["Яковлев", "Ёлкин", "елена", "Анна", "Жора"], key=collator.sortKey)
        _check(names == ["Анна", "елена", "Ёлкин", "Жора", "Яковлев"], f"Russian collation gives {names}")
        zone = QTimeZone(b"Europe/Moscow").displayName(
            QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale("ru_RU")
        )
        _check("Москва" in zone, f"the Moscow time zone is named {zone!r} in Russian")
        _check(QStringDecoder("windows-1251").isValid(), "no windows-1251 decoder")
        return "Russian collation, time zone names, windows-1251"

    def close(self) -> None:
        for window in reversed(self.windows):
            window.close()
        if self.store is not None:
            self.store.close()
            self.store = None


def self_test_command() -> int:
    started = time.monotonic()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MAFIA_DESK_LANG"] = "en"  # the checks read English words
    with tempfile.TemporaryDirectory(prefix="mafia-desk-self-test-") as folder:
        test = SelfTest(Path(folder))
        steps: list[tuple[str, Callable[[], str]]] = [
            ("Qt", test.start_qt),
            ("database", test.open_store),
            ("main window", test.main_window),
            ("tournament window", test.tournament_window),
            ("charts", test.charts),
            ("PostgreSQL", test.postgresql),
            ("replay", test.replay),
            ("standings", test.standings),
            ("ratings", test.ratings),
            ("protocol PDF", test.protocol_pdf),
            ("standings PDF", test.standings_pdf),
            ("XLSX", test.xlsx),
            ("overlay server", test.overlay),
            ("translations", test.translations),
            ("ICU", test.icu),
        ]
        failed = 0
        try:
            for name, step in steps:
                try:
                    line = step()
                except SelfTestFailure as err:
                    failed += 1
                    print(f"FAILED {name}: {err}", flush=True)
                except (
                    Exception
                ) as err:  # a broken bundle (a missing module or file) is a failure, not a crash
                    failed += 1
                    where = traceback.extract_tb(err.__traceback__)[-1]
                    print(
                        f"FAILED {name}: {type(err).__name__}: {err} ({where.filename}:{where.lineno})",
                        flush=True,
                    )
                else:
                    print(f"ok {name}: {line}", flush=True)
        finally:
            test.close()
    seconds = time.monotonic() - started
    if failed:
        print(f"self-test FAILED: {failed} of {len(steps)} steps ({seconds:.1f} s)", flush=True)
        return 1
    print(f"self-test passed: {len(steps)} steps ({seconds:.1f} s)", flush=True)
    return 0
