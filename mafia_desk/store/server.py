"""The tournament server: one PostgreSQL database that every laptop of a tournament writes at once.

A laptop's own database stays the instance-locked, single-writer store it always was; the server is opened
*shared*: no instance lock, since the organiser and every table write it together, each change in its own
transaction, and PostgreSQL's row locks and MVCC keep them apart (a reader never blocks a writer). What a
table writes to the server goes through `store/sync.py`; docs/server.md is the user's side of it.

Connection failures are sorted into the few cases an organiser can act on (`ServerProblem.kind`), each with
one sentence, because "connection failed" tells a volunteer at a venue nothing.
"""

from __future__ import annotations

import re
import select as select_module
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import DBAPIError, NoSuchModuleError

from mafia_desk.store.checks import check_engine_database
from mafia_desk.store.engine import ORGANISER_LIMITS, SessionLimits, server_session_settings
from mafia_desk.store.errors import NewerSchemaError, NotADatabaseError, StoreError
from mafia_desk.store.failures import server_text
from mafia_desk.store.location import parse_url
from mafia_desk.store.lock import SharedLock
from mafia_desk.store.models import HEAD_REVISION
from mafia_desk.store.store import Store

# The NOTIFY channel of migration 0006: "e<tournament id>" for a game's progress, "t<id>" for the rest.
CHANNEL = "mafia_desk"
# libpq settings that make a cut network an error within seconds instead of a hang, on the laptop's side:
# the host's screen must never wait on a cable (every action is on the laptop's disk first; only the push
# waits). The server's side of the same connection is set by `session_options`.
CONNECT_TIMEOUT_S = 3
NETWORK_ARGS: dict[str, Any] = {
    "connect_timeout": CONNECT_TIMEOUT_S,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 2,
    "tcp_user_timeout": 6000,
}
APPLICATION_PREFIX = "mafia-desk: "

UNREACHABLE, AUTHENTICATION, NO_DATABASE, NO_SCHEMA, OLD_SCHEMA, NEWER_SCHEMA, TLS, NOT_OURS, BAD_URL = (
    "unreachable",
    "authentication",
    "no database",
    "no schema",
    "old schema",
    "newer schema",
    "tls",
    "not ours",
    "bad url",
)


class ServerProblem(StoreError):
    """The server cannot be used as it is; `kind` is one of the constants above (the GUI offers to create
    the schema for NO_SCHEMA and to bring it up to date for OLD_SCHEMA)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class ServerInfo:
    url: str  # without the password
    version: str  # PostgreSQL's server_version
    revision: str | None  # the schema's, None when it has none yet


def server_url(raw: str) -> URL:
    """A PostgreSQL URL (the psycopg 3 driver is filled in for `postgresql://`)."""
    try:
        parsed = parse_url(raw.strip())
    except StoreError as err:
        raise ServerProblem(BAD_URL, str(err)) from err
    if parsed.get_backend_name() != "postgresql":
        raise ServerProblem(
            BAD_URL,
            "a tournament server is a PostgreSQL database: postgresql://USER:PASSWORD@HOST:5432/DATABASE",
        )
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    if not parsed.host:
        raise ServerProblem(BAD_URL, "the server's URL names no host: postgresql://USER@HOST:5432/DATABASE")
    return parsed


def application_name(who: str) -> str:
    """PostgreSQL keeps only printable ASCII of `application_name` (63 bytes): the laptop's name, Cyrillic
    as often as not, travels percent-encoded and is decoded for the organiser's list (`connected_laptops`)."""
    name = APPLICATION_PREFIX
    for char in who:
        piece = quote(char, safe=" -_.()#")
        if len(name) + len(piece) > 63:
            break
        name += piece
    return name if who else APPLICATION_PREFIX.strip()


def server_driver() -> str:
    """The PostgreSQL driver as loaded here (psycopg with psycopg_binary's own libpq and OpenSSL): the
    self-test asks, since a bundle that lost a library of it fails only at the venue. No server is asked."""
    import psycopg

    server_url("postgresql://self-test@localhost/self-test")
    return f"psycopg {psycopg.pq.__impl__}, libpq {psycopg.pq.version()}"


def session_options(url: URL, limits: SessionLimits) -> str:
    """libpq's `options` for a server session: our limits and the server's keepalive first, then whatever
    the URL's own `options` says (a `search_path`, or a venue's own timeouts, which win: a later `-c`
    overrides an earlier one). Sent with the connection's start-up, so they cost no round trip and hold
    from the session's first statement."""
    ours = " ".join(f"-c {name}={value}" for name, value in server_session_settings(limits).items())
    given = url.query.get("options")
    if isinstance(given, tuple):
        given = " ".join(given)
    return f"{ours} {given}" if given else ours


def connect_args(url: URL, who: str, limits: SessionLimits) -> dict[str, Any]:
    """Everything a server connection is opened with besides the URL: both sides' keepalive, the limits,
    and the laptop's name (the organiser's list of who is connected reads `application_name` from
    pg_stat_activity)."""
    return {
        **NETWORK_ARGS,
        "application_name": application_name(who),
        "options": session_options(url, limits),
    }


def server_engine(url: URL, who: str = "", limits: SessionLimits = ORGANISER_LIMITS) -> Engine:
    """An engine whose connections fail fast on a cut network, cannot be held by a stalled peer for longer
    than `limits` say, and say who they are."""
    try:
        return create_engine(
            url, pool_pre_ping=True, pool_size=2, max_overflow=4, connect_args=connect_args(url, who, limits)
        )
    except (NoSuchModuleError, ImportError) as err:
        raise ServerProblem(BAD_URL, f"cannot use {url.render_as_string(hide_password=True)}: {err}") from err


def classify(exc: BaseException, shown: str) -> ServerProblem:
    """One sentence per thing the organiser can do something about."""
    orig = getattr(exc, "orig", exc)
    state = getattr(orig, "sqlstate", None)
    said = server_text(orig)
    low = said.lower()
    if (
        state in ("28P01",)
        or "password authentication failed" in low
        or "no password supplied" in low
        or "not permitted to log in" in low
        or ("role" in low and "does not exist" in low)
    ):
        return ServerProblem(
            AUTHENTICATION, f"the server {shown} refused the user name or password: check them ({said})"
        )
    if "ssl" in low and ("required" in low or "ssl off" in low or "does not support ssl" in low):
        return ServerProblem(
            TLS,
            f"the server {shown} and this laptop disagree on encryption (TLS): add or remove "
            f"?sslmode=require in the URL as the server demands ({said})",
        )
    if state == "28000" or "pg_hba.conf" in low:
        return ServerProblem(
            AUTHENTICATION,
            f"the server {shown} does not let this laptop in (its pg_hba.conf has no entry for it): {said}",
        )
    if state == "3D000" or ("database" in low and "does not exist" in low):
        return ServerProblem(
            NO_DATABASE, f"the server {shown} has no such database: create it first (docs/server.md) ({said})"
        )
    return ServerProblem(
        UNREACHABLE,
        f"the server {shown} cannot be reached: is it running, and is this laptop on the venue's network? "
        f"({said})",
    )


def check_server(raw: str, who: str = "") -> ServerInfo:
    """Connect, look at the schema, and say what is wrong, or return what the server is."""
    url = server_url(raw)
    shown = url.render_as_string(hide_password=True)
    engine = server_engine(url, who)
    try:
        try:
            with engine.connect() as conn:
                version = str(conn.execute(text("SHOW server_version")).scalar_one())
        except DBAPIError as exc:
            raise classify(exc, shown) from exc
        try:
            revision = check_engine_database(engine, what="the server's database")
        except NotADatabaseError as err:
            raise ServerProblem(NOT_OURS, str(err)) from err
        except NewerSchemaError as err:
            raise ServerProblem(NEWER_SCHEMA, str(err)) from err
        except DBAPIError as exc:
            raise classify(exc, shown) from exc
    finally:
        engine.dispose()
    if revision is None:
        raise ServerProblem(
            NO_SCHEMA,
            f"the server {shown} answers, but its database has no Mafia Desk tables yet: create them",
        )
    if revision != HEAD_REVISION:
        raise ServerProblem(
            OLD_SCHEMA,
            f"the server {shown} holds an older Mafia Desk schema ({revision}); bring it up to date "
            f"({HEAD_REVISION}) once every laptop runs this version",
        )
    return ServerInfo(shown, version, revision)


def create_server_schema(raw: str, who: str = "") -> ServerInfo:
    """Create the tables (or bring an older schema up to date): the organiser's "create it" answer."""
    from mafia_desk.store.migrate import upgrade

    url = server_url(raw)
    shown = url.render_as_string(hide_password=True)
    engine = server_engine(url, who)
    try:
        check_engine_database(engine, what="the server's database")  # refuses another program's tables
        # Two laptops creating at once: the second waits for the first and then finds nothing to do.
        with engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(4242, 6)"))
        upgrade(engine)
    except NotADatabaseError as err:
        raise ServerProblem(NOT_OURS, str(err)) from err
    except NewerSchemaError as err:
        raise ServerProblem(NEWER_SCHEMA, str(err)) from err
    except DBAPIError as exc:
        raise classify(exc, shown) from exc
    finally:
        engine.dispose()
    return check_server(raw, who)


def open_server(raw: str, who: str = "", limits: SessionLimits = ORGANISER_LIMITS) -> Store:
    """The server as a Store every laptop shares: the organiser's window and a table's reads run on it
    (`limits`: DESK_LIMITS for a table's claim or the judge's decision, store/engine.py).

    The schema must be current (`check_server` first): a shared database is never migrated behind the
    other laptops' backs."""
    check_server(raw, who)
    url = server_url(raw)
    return Store(
        server_engine(url, who, limits), url.render_as_string(hide_password=True), None, SharedLock()
    )


@dataclass(frozen=True)
class Connected:
    """A laptop connected to the server now (pg_stat_activity), by the name it gave."""

    who: str
    address: str | None
    since: str


def connected_laptops(server: Store) -> list[Connected]:
    with server.engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT application_name, client_addr::text, backend_start FROM pg_stat_activity "
                "WHERE datname = current_database() AND application_name LIKE :prefix "
                "ORDER BY backend_start"
            ),
            {"prefix": APPLICATION_PREFIX + "%"},
        ).all()
    seen: dict[str, Connected] = {}
    for name, address, since in rows:
        who = unquote(str(name)[len(APPLICATION_PREFIX) :])
        if who and who not in seen:
            seen[who] = Connected(who, address, since.strftime("%H:%M") if since is not None else "")
    return list(seen.values())


@dataclass(frozen=True)
class Notice:
    """One change announced by the server: `progress` for a game's event or claim, else any other change;
    `tournament_id` 0 when the change names none."""

    tournament_id: int
    progress: bool


_NOTICE = re.compile(r"([et])(\d+)")


def parse_notice(payload: str) -> Notice | None:
    match = _NOTICE.fullmatch(payload)
    if match is None:
        return None
    return Notice(int(match.group(2)), match.group(1) == "e")


class Listener:
    """LISTEN on the server's channel from a thread of its own: `notices()` yields as the server sends,
    never polling the tables; a lost connection is retried until `stop()`.

    The connection is psycopg's own (autocommit, as LISTEN needs), not the pool's: a pooled connection
    would be handed to another query with the subscription still on it."""

    def __init__(self, raw: str, who: str = "") -> None:
        self._url = server_url(raw)
        self._who = who
        self._stop = threading.Event()
        self.connected = False

    def stop(self) -> None:
        self._stop.set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def notices(self, wake_every: float = 0.5) -> Iterator[Notice | None]:
        """Notices as they come; None after each `wake_every` seconds of silence and after a reconnection
        (the caller then re-reads everything: what changed while the connection was down was not said)."""
        import psycopg

        conninfo = self._url.set(drivername="postgresql").render_as_string(hide_password=False)
        args = connect_args(self._url, self._who, ORGANISER_LIMITS)
        while not self._stop.is_set():
            try:
                with psycopg.connect(conninfo, autocommit=True, **args) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.connected = True
                    yield None
                    while not self._stop.is_set():
                        ready, _, _ = select_module.select([conn.fileno()], [], [], wake_every)
                        if not ready:
                            conn.execute("SELECT 1")  # a dead connection errors here, not silently
                            yield None
                            continue
                        for note in conn.notifies(timeout=0, stop_after=1000):
                            notice = parse_notice(note.payload)
                            if notice is not None:
                                yield notice
            except psycopg.Error:
                self.connected = False
                self._stop.wait(1.0)
        self.connected = False
