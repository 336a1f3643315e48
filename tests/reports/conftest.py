"""Report test fixtures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """A test that installs another language's translators leaves English behind for the next one."""
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")
