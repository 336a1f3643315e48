"""PyInstaller runtime hook: stand-ins for PySide6.QtOpenGL and PySide6.QtOpenGLWidgets, which the bundle
leaves out (the QtOpenGL binding alone is 8.6 MiB).

pyqtgraph imports both when it loads (pyqtgraph/Qt/OpenGLHelpers.py, graphicsItems/PlotCurveItem.py), but
uses them only to draw through OpenGL, which it does only when asked (its `useOpenGL` and
`enableExperimental` options, both off; the Charts tab asks for neither). The stand-ins let those imports
succeed; the one class pyqtgraph subclasses at import time, QOpenGLWidget, is a QWidget that refuses to be
made, and any other name raises ImportError when it is used, saying what is missing. The self-test's charts
step draws through pyqtgraph inside every bundle.
"""

from __future__ import annotations

import sys
import types
from typing import Any

MISSING = "Mafia Desk's bundle leaves out Qt's OpenGL modules (packaging/rthook_no_opengl.py)"


def _open_gl_widget() -> type:
    from PySide6.QtWidgets import QWidget

    class QOpenGLWidget(QWidget):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            raise ImportError(MISSING)

    return QOpenGLWidget


def _stand_in(name: str, classes: dict[str, Any]) -> types.ModuleType:
    module = types.ModuleType(name, MISSING)
    made: dict[str, Any] = {}

    def __getattr__(attr: str) -> Any:  # a module's __getattr__ (PEP 562)
        if attr.startswith("__"):
            raise AttributeError(attr)
        if attr in classes:
            if attr not in made:
                made[attr] = classes[attr]()
            return made[attr]
        raise ImportError(f"{name}.{attr}: {MISSING}")

    module.__getattr__ = __getattr__
    return module


for _name, _classes in (
    ("PySide6.QtOpenGL", {}),
    ("PySide6.QtOpenGLWidgets", {"QOpenGLWidget": _open_gl_widget}),
):
    sys.modules.setdefault(_name, _stand_in(_name, _classes))
