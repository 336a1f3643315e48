#!/bin/sh
# The start time of the GUI as a user sees it: starts COMMAND (e.g. dist/mafia-desk/mafia-desk), waits until
# a visible window named "Mafia Desk" is on the X display, then stops it. Time this script with farm-bench
# (README, "Size and start"): DISPLAY=:77 farm-bench -- scripts/time_to_window.sh dist/mafia-desk/mafia-desk
# Needs xdotool and an X server (Xvfb + a window manager, so that "visible" means mapped by it).
set -u
"$@" >/dev/null 2>&1 &
pid=$!
while ! xdotool search --onlyvisible --name '^Mafia Desk$' >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { echo "the program ended before its window appeared" >&2; exit 1; }
    sleep 0.01
done
kill "$pid"
wait "$pid" 2>/dev/null
exit 0
