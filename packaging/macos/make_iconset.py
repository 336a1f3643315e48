"""Draws resources/icons/mafia-desk.svg into a macOS .iconset folder:
`python packaging/macos/make_iconset.py OUT.iconset`.

The release workflow (.github/workflows/release.yml) then packs it with Apple's `iconutil -c icns` into
packaging/macos/mafia-desk.icns, which packaging/mafia_desk.spec gives the .app. Qt draws the SVG (QtSvg is in
the app's own dependencies), so the Mac needs no other converter; iconutil itself exists only on macOS, which
is why the drawing is a separate step that tests/packaging/test_make_iconset.py checks on Linux.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "mafia-desk.svg"
# iconutil's names: every size at 1x and 2x (Apple's "Creating an icon set" list).
SIZES = (16, 32, 128, 256, 512)


def iconset_files() -> dict[str, int]:
    """File name -> edge in pixels, as iconutil expects them."""
    files = {}
    for size in SIZES:
        files[f"icon_{size}x{size}.png"] = size
        files[f"icon_{size}x{size}@2x.png"] = size * 2
    return files


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not argv[0].endswith(".iconset"):
        print("usage: make_iconset.py OUT.iconset", file=sys.stderr)
        return 2
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(["make_iconset", "-platform", "offscreen"])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_iconset.py: cannot read {SVG}", file=sys.stderr)
        return 1
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for name, edge in iconset_files().items():
        image = QImage(edge, edge, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        if not image.save(str(out / name), "PNG"):
            print(f"make_iconset.py: cannot write {out / name}", file=sys.stderr)
            return 1
    del app
    print(f"{out}: {len(iconset_files())} PNG files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
