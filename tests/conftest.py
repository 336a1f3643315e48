"""Shared test set-up: every test runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
