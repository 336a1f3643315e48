"""Draw the spectator display offscreen at 1366x768 into docs/screenshots/spectator-ru.png and -en.png
(Russian on the dark theme, English on the light one): a day-2 speech with the clock running, a seat shot
in the night, one voted out, fouls, the best move and a candidate.

    QT_QPA_PLATFORM=offscreen python scripts/spectator_screenshot.py [OUT_DIR]
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from mafia_desk.game import (
    BestMove,
    DonCheck,
    EndSpeech,
    Foul,
    Game,
    Nominate,
    Phase,
    Roles,
    Seat,
    SheriffCheck,
    Shot,
    Vote,
    load_game_ruleset,
)
from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui import i18n
from mafia_desk.gui.display.hall_clock import HallClock
from mafia_desk.gui.display.spectator_window import SpectatorWindow

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]


def _game() -> Game:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    meta = {"tournament": "Кубок Севера", "round": "2", "table": "1"}
    game = Game(load_game_ruleset("fiim"), seats, meta=meta)
    game.apply(Roles(don=3, mafia=(5, 8), sheriff=7))
    # day 1: 1 nominates 5, 2 nominates 8, seat 6 has a foul; 5 leaves with 7 votes
    while game.state.phase.kind is Phase.DAY_SPEECH:
        speaker = game.state.current_speaker
        if speaker == 1:
            game.apply(Nominate((5,)))
        elif speaker == 2:
            game.apply(Nominate((8,)))
        elif speaker == 4:
            game.apply(Foul(6))
        game.apply(EndSpeech())
    game.apply(Vote((1, 2, 4, 6, 7, 9, 10)))
    if game.state.phase.kind is Phase.VOTE:
        game.apply(Vote((3, 5, 8)))
    while game.state.phase.kind is Phase.LAST_WORDS:
        game.apply(EndSpeech())
    # night 1: 4 is shot and names his best move; the morning's day 2 runs to seat 6's speech
    game.apply(Shot(4))
    game.apply(DonCheck(7))
    game.apply(SheriffCheck(3))
    game.apply(BestMove((3, 5, 8)))
    while game.state.phase.kind is Phase.LAST_WORDS:
        game.apply(EndSpeech())
    while game.state.current_speaker != 6:
        if game.state.current_speaker == 3:
            game.apply(Nominate((8,)))
            game.apply(Foul(10))
        game.apply(EndSpeech())
    game.apply(Foul(9))
    game.apply(Foul(9))
    return game


def main(out_dir: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = _game()
    out_dir.mkdir(parents=True, exist_ok=True)
    for code, theme in (("ru", "dark"), ("en", "light")):
        i18n.install_translators(app, code)
        view = hall_view(game)
        clock = HallClock(43_000, True, 60, "", (43_000, 0, True))
        window = SpectatorWindow()
        window.set_theme(theme)
        window.resize(1366, 768)
        window.show_hall(view, clock)
        window.show()
        app.processEvents()
        path = out_dir / f"spectator-{code}.png"
        window.grab().save(str(path))
        window.close()
        print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
