#!/bin/sh
# Installs Mafia Desk for the current user from the unpacked archive (docs/install.md): the program into
# ~/.local/opt/mafia-desk, the command into ~/.local/bin, the menu entry and the icon. Run it again to update;
# `./install.sh --uninstall` removes them (the database and the settings stay).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/mafia-desk
bin=$HOME/.local/bin
if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$opt" "$bin/mafia-desk" "$prefix/applications/mafia-desk.desktop" \
        "$prefix/icons/hicolor/scalable/apps/mafia-desk.svg"
    echo "Mafia Desk removed (your database and settings are kept)."
    exit 0
fi
mkdir -p "$opt" "$bin" "$prefix/applications" "$prefix/icons/hicolor/scalable/apps"
rm -rf "$opt"
cp -R "$here/mafia-desk" "$opt"
ln -sf "$opt/mafia-desk" "$bin/mafia-desk"
sed "s|^Exec=.*|Exec=$opt/mafia-desk|" "$here/mafia-desk.desktop" > "$prefix/applications/mafia-desk.desktop"
cp "$here/mafia-desk.svg" "$prefix/icons/hicolor/scalable/apps/mafia-desk.svg"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$prefix/applications" || true
echo "Mafia Desk installed: find it in the applications menu, or run mafia-desk."
"$opt/mafia-desk" --version
