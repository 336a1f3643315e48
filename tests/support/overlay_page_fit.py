"""Render resources/overlay/overlay.html in Chromium (QtWebEngine) at a stream's size, feed it messages as the
app's WebSocket would, and after each state measure every text against its box and the page.

Usage: overlay_page_fit.py PAGE MESSAGES.jsonl WxH. Prints one JSON line: {"drawn": n, "problems": [...]}.
tests/gui/test_hall_fit.py runs it in a process of its own.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer, QUrl
from PySide6.QtWebEngineCore import QWebEngineScript
from PySide6.QtWebEngineWidgets import QWebEngineView
from PySide6.QtWidgets import QApplication

STUB_SOCKET = """
window.__sockets = [];
window.WebSocket = function (url) { window.__sockets.push(this); };
"""
# Every box of the panel that holds text: inside the page, and no wider than its own box (a table cell
# never wraps, so it only has to stay on the page).
MEASURE = """
(function () {
  const out = [];
  const w = window.innerWidth, h = window.innerHeight;
  const boxes = [document.getElementById("panel"), ...document.querySelectorAll("#panel div, #panel td")];
  for (const el of boxes) {
    if (!el.textContent && el.id !== "panel") continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const label = (el.id || el.className || el.tagName) + ": " + JSON.stringify(el.textContent.slice(0, 60));
    if (r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5)
      out.push(label + " leaves the page at (" + Math.round(r.right) + ", " + Math.round(r.bottom) + ")");
    if (el.tagName !== "TD" && el.scrollWidth > el.clientWidth + 1)
      out.push(label + " is wider than its box");
  }
  return JSON.stringify(out);  // a JS array reaches PySide's callback as ''
})()
"""


def _wait(condition: Any, timeout_ms: int = 20_000) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(10)
    left = [timeout_ms // 10]

    def poll() -> None:
        left[0] -= 1
        if condition() or left[0] <= 0:
            loop.quit()

    timer.timeout.connect(poll)
    timer.start()
    loop.exec()
    if not condition():
        raise SystemExit("timed out")


def main() -> int:
    page_path, feed_path, size = sys.argv[1], sys.argv[2], sys.argv[3]
    width, height = (int(x) for x in size.split("x"))
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication(["overlay-page-fit"])
    view = QWebEngineView()
    stub = QWebEngineScript()
    stub.setSourceCode(STUB_SOCKET)
    stub.setInjectionPoint(QWebEngineScript.InjectionPoint.DocumentCreation)
    stub.setWorldId(QWebEngineScript.ScriptWorldId.MainWorld)
    view.page().scripts().insert(stub)
    view.resize(width, height)
    view.show()
    loaded: list[bool] = []
    view.loadFinished.connect(loaded.append)
    view.load(QUrl.fromLocalFile(page_path))
    _wait(lambda: bool(loaded))

    def run(script: str) -> Any:
        answer: list[Any] = []
        view.page().runJavaScript(script, 0, answer.append)
        _wait(lambda: bool(answer))
        return answer[0]

    if not loaded[0] or run("window.__sockets.length") != 1:
        raise SystemExit("the page did not load or open its socket")
    problems: dict[str, str] = {}
    drawn = 0
    for line in Path(feed_path).read_text("utf-8").splitlines():
        message = json.loads(line)
        run(f"window.__sockets[0].onmessage({{data: {json.dumps(line)}}}); 1")
        if message["type"] != "state":
            continue
        if run("document.getElementById('stage').textContent") == message["labels"]["stage"]:
            drawn += 1
        for problem in json.loads(run(MEASURE)):
            problems.setdefault(problem.split(":")[0], f"{message['stage']}: {problem}")
    print(json.dumps({"drawn": drawn, "problems": list(problems.values())}, ensure_ascii=False))
    view.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
