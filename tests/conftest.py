"""Shared test set-up: every test runs headless; tests marked `slow` run only with `--run-slow`; the tests
that need PostgreSQL (marked `postgres`, or asking for a schema on it) find the server by themselves
(tests/support/pg_schema.py) and, without one, skip with one line in the summary."""

import os
from collections.abc import Generator
from pathlib import Path

import pytest
from pg_schema import NO_SERVER, drop_process_databases

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The fixtures that hand a test the PostgreSQL server: a test that asks for one is a `postgres` test.
PG_FIXTURES = frozenset({"pg_url", "pg_base", "server_url"})


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", help="also run the tests marked slow (big fuzz runs)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if PG_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.postgres)
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, object, object]:
    """Every test skipped for want of a server reports one place, so `-ra` folds them into one line:
    `SKIPPED [163] tests/support/pg_schema.py:1: PostgreSQL: no server at 127.0.0.1:5432; set ...`."""
    report = yield
    if (
        isinstance(report, pytest.TestReport)
        and report.skipped
        and isinstance(report.longrepr, tuple)
        and report.longrepr[2].endswith(NO_SERVER)
    ):
        report.longrepr = (str(Path(__file__).parent / "support" / "pg_schema.py"), 1, NO_SERVER)
    return report


def pytest_sessionfinish(session: pytest.Session) -> None:
    drop_process_databases()


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Generator[None, None, None]:
    """Every test starts in English: a test that switched the interface to Russian and did not switch it
    back (an exception before its own restore) would otherwise make later tests in the same worker read
    Russian where they expect English. The leak is named as a warning, not hidden."""
    yield
    import sys
    import warnings

    i18n = sys.modules.get("mafia_desk.gui.i18n")
    left = "en" if i18n is None else i18n.current_language()
    if i18n is None or left == "en":
        return
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")
    warnings.warn(f"the test left the interface in {left!r}; set back to English", stacklevel=1)
