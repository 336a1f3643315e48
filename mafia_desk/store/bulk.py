"""Many rows in few statements: a multi-row `INSERT … RETURNING`, and a read of the rows whose key is one of
many values.

Why not SQLAlchemy's own executemany or an expanding `IN`: for each row it builds and processes a parameter
dictionary, and for 20,000 imported players that bookkeeping cost more than the database's work (the
registration of benchmarks/player_import.py). Here each column's bind processor (a date's text on SQLite,
`JsonText`'s dump) is looked up once and applied to the values, which then go to the driver as they are; the
ids come back from `RETURNING` (SQLite 3.35 and PostgreSQL), not from a second read by name.

SQLite takes `VALUES (?, …), (?, …) …`, a few hundred rows a statement. PostgreSQL takes the rows as one JSON
text that the server reads into the table's own row type (`json_populate_recordset`): psycopg finds a
statement's placeholders in Python and caches that only for short statements, and it writes arrays in
Python, which cost seconds for 20,000 players either way, while `json` writes the text in C.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from datetime import date, datetime
from typing import Any

from sqlalchemy import Connection, Table

# Rows per statement at most: beyond a few hundred a longer statement saves nothing measurable.
_MAX_ROWS = 500
# On PostgreSQL the rows go as one JSON text: a statement is then bounded by memory only.
_POSTGRES_MAX_ROWS = 20_000
# The store opens SQLite and PostgreSQL only (store/location.py): a statement that is not PostgreSQL's is
# SQLite's, whose sqlite3 module takes `?` marks.
_SQLITE_MARK = "?"


def insert_returning(
    conn: Connection,
    table: Table,
    columns: Sequence[str],
    rows: Sequence[Sequence[Any]],
    returning: Sequence[str],
) -> list[tuple[Any, ...]]:
    """Insert `rows` (values in the order of `columns`) and return the `returning` columns of each new row.

    The rows come back in no promised order (neither database promises the order of `RETURNING` rows):
    return a column that tells the rows apart (a code, a name) and match on it."""
    if not rows:
        return []
    target = _table_name(conn, table)
    names = ", ".join(_quoted(conn, c) for c in columns)
    back = ", ".join(_quoted(conn, c) for c in returning)
    one = "(" + ", ".join([_SQLITE_MARK] * len(columns)) + ")"
    convert = [_processor(conn, table, c) for c in columns]
    # Column by column, so that a column without a processor costs nothing and a value repeated as one
    # object (the time of every new row, one shared empty dict) is processed once.
    processed = [list(values) for values in zip(*rows, strict=True)]
    for values, process in zip(processed, convert, strict=True):
        if process is not None:
            values[:] = _each(process, values)
    found: list[tuple[Any, ...]] = []
    if conn.dialect.name == "postgresql":
        # The rows as one JSON text, read by the server into the table's own row type (see above).
        sql = (
            f"INSERT INTO {target} ({names}) SELECT {names} "
            f"FROM json_populate_recordset(NULL::{target}, %s::json) RETURNING {back}"
        )
        for start in range(0, len(rows), _POSTGRES_MAX_ROWS):
            chunk = zip(*(values[start : start + _POSTGRES_MAX_ROWS] for values in processed), strict=True)
            document = json.dumps(
                [dict(zip(columns, row, strict=True)) for row in chunk],
                ensure_ascii=False,
                allow_nan=False,
                default=_json_value,
            )
            found.extend(tuple(r) for r in conn.exec_driver_sql(sql, (document,)).all())
        return found
    flat = [v for row in zip(*processed, strict=True) for v in row]
    width = len(columns)
    per = _rows_per_statement(conn, width)
    for start in range(0, len(rows), per):
        count = min(per, len(rows) - start)
        sql = f"INSERT INTO {target} ({names}) VALUES {', '.join([one] * count)} RETURNING {back}"
        params = tuple(flat[start * width : (start + count) * width])
        found.extend(tuple(r) for r in conn.exec_driver_sql(sql, params).all())
    return found


def _each(process: Callable[[Any], Any], values: list[Any]) -> list[Any]:
    out: list[Any] = []
    last_in: object = object()
    last_out: Any = None
    for v in values:
        if v is None:
            out.append(None)
        elif v is last_in:
            out.append(last_out)
        else:
            last_in, last_out = v, process(v)
            out.append(last_out)
    return out


def select_in(
    conn: Connection, table: Table, columns: Sequence[str], key: str, values: Sequence[Any]
) -> list[tuple[Any, ...]]:
    """The `columns` of every row whose `key` is one of `values`, in no promised order. Result processors
    are not applied: for plain text and integer columns."""
    target = _table_name(conn, table)
    names = ", ".join(_quoted(conn, c) for c in columns)
    convert = _processor(conn, table, key)
    found: list[tuple[Any, ...]] = []
    if conn.dialect.name == "postgresql":  # one JSON text, not a placeholder a value (see insert_returning)
        wanted = f"SELECT (json_array_elements_text(%s::json))::{_sql_type(conn, table, key)}"
        sql = f"SELECT {names} FROM {target} WHERE {_quoted(conn, key)} IN ({wanted})"
        for start in range(0, len(values), _POSTGRES_MAX_ROWS):
            chunk = values[start : start + _POSTGRES_MAX_ROWS]
            listed = list(chunk) if convert is None else [convert(v) for v in chunk]
            document = json.dumps(listed, ensure_ascii=False, allow_nan=False, default=_json_value)
            found.extend(tuple(r) for r in conn.exec_driver_sql(sql, (document,)).all())
        return found
    for chunk in _chunks(values, _rows_per_statement(conn, 1)):
        marks = ", ".join([_SQLITE_MARK] * len(chunk))
        sql = f"SELECT {names} FROM {target} WHERE {_quoted(conn, key)} IN ({marks})"
        params = tuple(chunk) if convert is None else tuple(convert(v) for v in chunk)
        found.extend(tuple(r) for r in conn.exec_driver_sql(sql, params).all())
    return found


def _chunks(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _rows_per_statement(conn: Connection, columns: int) -> int:
    """As many rows as SQLite's limit on a statement's parameters allows, at most `_MAX_ROWS`: the limit is
    the build's (999 before 3.32), asked of the connection itself."""
    raw = conn.connection.dbapi_connection
    limit = 999
    if isinstance(raw, sqlite3.Connection):
        limit = raw.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER)
    return max(1, min(_MAX_ROWS, limit // columns))


def _quoted(conn: Connection, name: str) -> str:
    return conn.dialect.identifier_preparer.quote(name)


def _table_name(conn: Connection, table: Table) -> str:
    return conn.dialect.identifier_preparer.format_table(table)


def _json_value(value: object) -> str:
    """A value the JSON encoder does not know, as PostgreSQL reads it from text (a time: ISO 8601)."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"cannot send a {type(value).__name__} through JSON")


def _sql_type(conn: Connection, table: Table, column: str) -> str:
    """The column's type as the dialect writes it (`VARCHAR`, `TIMESTAMP WITH TIME ZONE`), for a cast."""
    return str(table.c[column].type.compile(dialect=conn.dialect))


def _processor(conn: Connection, table: Table, column: str) -> Callable[[Any], Any] | None:
    """What SQLAlchemy itself would do to a value of `column` before the driver sees it."""
    kind = table.c[column].type
    process: Callable[[Any], Any] | None = kind.dialect_impl(conn.dialect).bind_processor(conn.dialect)
    return process
