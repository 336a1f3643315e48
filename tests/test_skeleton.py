"""The package, its entry point and the ruleset files are wired together."""

import subprocess
import sys

from mafia_desk import __version__
from mafia_desk.rulesets.files import DEFAULT_RULESET, load_ruleset_file, ruleset_ids


def test_version_flag_prints_the_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mafia_desk", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"mafia-desk {__version__}"


def test_all_five_rulesets_ship() -> None:
    assert set(ruleset_ids()) >= {
        "fiim",
        "stars-2016",
        "arctic-2016",
        "white-nights-2016",
        "german-open-2016",
    }
    assert load_ruleset_file(DEFAULT_RULESET).id == "fiim"
