// Runs resources/overlay/overlay.html's script under node with a stub DOM and a stub WebSocket, feeds it the
// messages given as JSON lines on stdin ({"wait": ms} moves the page's clock on), and prints the timer's
// text and class after each line. tests/gui/test_overlay_page_clock.py drives it.
"use strict";
const fs = require("fs");
const html = fs.readFileSync(process.argv[2], "utf8");
const script = html.slice(html.indexOf("<script>") + 8, html.indexOf("</script>"));
let now = 0;
const timers = [];
const el = () => ({ textContent: "", className: "", insertRow: () => ({ insertCell: () => ({}) }) });
const elements = {};
for (const id of ["panel", "heading", "stage", "timer", "seats", "candidates", "tally", "bestmove", "result", "offline"]) {
  elements[id] = el();
}
elements.seats.tBodies = [el()];
let socket = null;
const context = {
  location: { search: "", hostname: "127.0.0.1", port: "8765" },
  document: {
    documentElement: { style: { setProperty() {} }, lang: "" },
    body: { classList: { add() {} } },
    getElementById: (id) => elements[id],
    querySelector: () => ({ content: "8766" }),
  },
  performance: { now: () => now },
  setInterval: (fn, ms) => timers.push({ fn, ms, next: ms }),
  setTimeout: () => {},
  WebSocket: function () { socket = this; },
  URLSearchParams,
  JSON, Math, String, Number, Object, Set,
};
new Function(...Object.keys(context), script)(...Object.values(context));
const lines = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
for (const line of lines) {
  const item = JSON.parse(line);
  if (item.wait !== undefined) {
    const until = now + item.wait;
    for (const t of timers) {
      while (t.next <= until) { now = t.next; t.fn(); t.next += t.ms; }
    }
    now = until;
  } else {
    socket.onmessage({ data: JSON.stringify(item) });
  }
  console.log(JSON.stringify({ timer: elements.timer.textContent, look: elements.timer.className }));
}
