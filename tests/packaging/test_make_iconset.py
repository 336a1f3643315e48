"""packaging/macos/make_iconset.py draws the macOS icon set the release workflow packs with iconutil (macOS
only): here, on Linux, the drawing itself is checked, every file iconutil wants at its size and not blank."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def make_iconset() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_iconset", ROOT / "packaging/macos/make_iconset.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_size_iconutil_wants_is_drawn(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    tool = make_iconset()
    out = tmp_path / "mafia-desk.iconset"
    assert tool.main([str(out)]) == 0
    files = tool.iconset_files()
    assert len(files) == 10 and files["icon_512x512@2x.png"] == 1024 and files["icon_16x16.png"] == 16
    assert sorted(p.name for p in out.iterdir()) == sorted(files)
    for name, edge in files.items():
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (edge, edge), name
        # the icon's dark square fills the middle; the corners outside its rounding stay transparent
        assert image.pixelColor(edge // 2, edge // 2).alpha() == 255, name
        assert image.pixelColor(0, 0).alpha() == 0, name


@pytest.mark.parametrize("argv", [[], ["out"], ["a.iconset", "b.iconset"]])
def test_a_wrong_argument_is_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert make_iconset().main(argv) == 2
    assert capsys.readouterr().err.strip() == "usage: make_iconset.py OUT.iconset"
