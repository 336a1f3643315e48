"""The release workflow (.github/workflows/release.yml) builds the installers on GitHub's Windows, macOS and
Linux runners, which this machine cannot be: what can be checked here is that GitHub would accept the file
and that it does what docs/install.md says it does.

The syntax is checked against GitHub's workflow schema as check-jsonschema vendors it (offline: CI reaches no
schema store); a copy with one broken key shows that the check can fail. The rest reads the workflow as data:
each of the three systems builds the bundle, runs its --self-test, builds and tries its installer, and uploads
it, and every file and Makefile target it names exists.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SYSTEMS = {"ubuntu-22.04": "Linux", "windows-latest": "Windows", "macos-latest": "macOS"}

pytest.importorskip("check_jsonschema", reason="check-jsonschema is a dev dependency (pyproject.toml)")


def schema_check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def workflow() -> dict[str, Any]:
    from ruamel.yaml import YAML  # check-jsonschema's own YAML reader

    data = YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def steps_for(system: str) -> list[dict[str, Any]]:
    """The steps a runner of `system` (runner.os) runs: those without a condition, and those whose condition
    names it (== 'system') or names another system (!= 'other')."""
    chosen = []
    for step in workflow()["jobs"]["installer"]["steps"]:
        condition = step.get("if")
        if condition is None:
            chosen.append(step)
            continue
        match = re.fullmatch(r"runner\.os (==|!=) '(\w+)'", condition)
        assert match, f"unexpected condition {condition!r}"
        if (match.group(1) == "==") == (match.group(2) == system):
            chosen.append(step)
    return chosen


def runs(system: str) -> str:
    return "\n".join(step.get("run", "") for step in steps_for(system))


def test_github_would_accept_the_workflow() -> None:
    result = schema_check(WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_schema_check_catches_a_broken_key(tmp_path: Path) -> None:
    broken = tmp_path / "release.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "    runs-on:" in text
    broken.write_text(text.replace("    runs-on:", "    run-on:", 1), encoding="utf-8")
    result = schema_check(broken)
    assert result.returncode != 0
    assert "run-on" in result.stdout + result.stderr


def test_the_matrix_is_the_three_systems() -> None:
    matrix = workflow()["jobs"]["installer"]["strategy"]["matrix"]["include"]
    assert {entry["os"] for entry in matrix} == set(SYSTEMS)
    assert workflow()["jobs"]["installer"]["strategy"]["fail-fast"] is False


@pytest.mark.parametrize("system", sorted(SYSTEMS.values()))
def test_each_system_self_tests_its_bundle_and_its_installer(system: str) -> None:
    script = runs(system)
    if system == "Linux":
        # package-check runs the bundle's --self-test and the size limit; linux-archive-check installs the
        # archive with its install.sh and runs the installed command's --self-test under Xvfb
        assert "make package-check" in script
        assert "make -o package linux-archive-check" in script
    else:
        assert "pyinstaller" in script and "packaging/mafia_desk.spec" in script
        assert script.count("--self-test") == 2, "the bundle's and the installed program's self-test"
    if system == "Windows":
        assert "packaging\\windows\\mafia-desk.iss" in script and "/VERYSILENT" in script
    if system == "macOS":
        assert "hdiutil create" in script and "hdiutil attach" in script


@pytest.mark.parametrize("system", sorted(SYSTEMS.values()))
def test_each_system_uploads_its_installer(system: str) -> None:
    uploads = [s for s in steps_for(system) if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert len(uploads) == 1
    assert uploads[0]["with"]["if-no-files-found"] == "error"
    matrix = workflow()["jobs"]["installer"]["strategy"]["matrix"]["include"]
    pattern = next(e["artefact"] for e in matrix if SYSTEMS[e["os"]] == system)
    suffix = {"Linux": ".tar.gz", "Windows": "-setup.exe", "macOS": ".dmg"}[system]
    assert pattern.endswith(suffix)


def test_every_file_and_make_target_it_names_exists() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^make (?:-o \S+ )?([\w-]+)", text.replace("run: make", "\nmake"), re.M))
    assert targets >= {"venv", "numpy-noblas", "package-check", "linux-archive-check"}
    for target in targets:
        assert re.search(rf"^{re.escape(target)}:", makefile, re.M), f"no Makefile target {target}"
    names = re.findall(r"(?<![\w/])packaging[/\\][\w/\\.-]+\.(?:spec|iss|py)", text)
    assert {"packaging/mafia_desk.spec", "packaging/macos/make_iconset.py"} <= set(names)
    for name in names:
        assert (ROOT / name.replace("\\", "/")).is_file(), name
