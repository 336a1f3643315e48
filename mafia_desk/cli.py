"""The `mafia-desk` command: with no arguments it starts the GUI, with a subcommand it runs a headless tool.

Every subcommand is a thin shell over the same domain and store code the GUI uses; each handler below parses
nothing itself and only turns domain results and errors into output and exit codes (0 ok, 2 invalid input).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from mafia_desk import __version__

Handler = Callable[[argparse.Namespace], int]


def _cmd_gui(args: argparse.Namespace) -> int:
    from mafia_desk.gui.app import run_gui

    return run_gui([sys.argv[0]])


def _cmd_replay(args: argparse.Namespace) -> int:
    from mafia_desk.commands.replay import replay_command

    return replay_command(args.file, args.format)


def _cmd_standings(args: argparse.Namespace) -> int:
    from mafia_desk.commands.standings import standings_command
    from mafia_desk.commands.store import read_tournament_source

    return standings_command(
        args.file,
        args.format,
        args.output,
        args.after,
        args.explain,
        args.csv_dialect,
        read_tournament_source,
        language=args.lang,
        large=args.large,
        hidden=args.hidden,
        teams=args.teams,
    )


def _cmd_ratings(args: argparse.Namespace) -> int:
    from mafia_desk.commands.ratings import ratings_command

    return ratings_command(args.sources, args.format, args.output, args.model, args.lang)


def _cmd_history(args: argparse.Namespace) -> int:
    from mafia_desk.commands.ratings import history_command

    return history_command(args.player, args.sources, args.format, args.output)


def _cmd_advance(args: argparse.Namespace) -> int:
    from mafia_desk.commands.advance import advance_command
    from mafia_desk.commands.store import read_tournament_source

    return advance_command(args.file, args.stage, args.format, read_tournament_source)


def _cmd_seating(args: argparse.Namespace) -> int:
    from mafia_desk.commands.seating import seating_command

    return seating_command(args)


def _cmd_draw(args: argparse.Namespace) -> int:
    from mafia_desk.commands.draw import draw_command

    return draw_command(
        args.file, args.stage, args.round, args.seed, args.write, args.constraints, args.teams_apart
    )


def _cmd_judges(args: argparse.Namespace) -> int:
    from mafia_desk.commands.judges import judge_day_command, judges_command

    if args.judge is not None:
        return judge_day_command(args.file, args.judge, args.output, args.lang)
    if args.lang is not None:
        print("invalid: --lang is for --judge's list (the assignment is JSON)", file=sys.stderr)
        return 2
    if args.stage is None or args.round is None:
        print("invalid: file: give --stage and --round (or --judge NAME for his tables)", file=sys.stderr)
        return 2
    return judges_command(args.file, args.stage, args.round, args.seed, args.write)


def _cmd_seating_sheets(args: argparse.Namespace) -> int:
    from mafia_desk.commands.draw import seating_sheets_command

    return seating_sheets_command(args.file, args.stage, args.round, args.output, args.lang)


def _cmd_import(args: argparse.Namespace) -> int:
    from mafia_desk.commands.store import import_command

    return import_command(args.file)


def _cmd_import_games(args: argparse.Namespace) -> int:
    from mafia_desk.commands.import_games import import_games_command

    return import_games_command(args.source, args.files, args.out)


def _cmd_export(args: argparse.Namespace) -> int:
    from mafia_desk.commands.store import export_command

    return export_command(args.tournament, args.output)


def _cmd_tournaments(args: argparse.Namespace) -> int:
    from mafia_desk.commands.store import tournaments_command

    return tournaments_command()


def _cmd_backup(args: argparse.Namespace) -> int:
    from mafia_desk.commands.store import backup_command

    return backup_command(args.action, args.name)


def _cmd_overlay(args: argparse.Namespace) -> int:
    from mafia_desk.commands.overlay import overlay_command

    return overlay_command(
        args.replay, args.address, args.port, args.ws_port, args.speed, reveal=args.reveal, once=args.once
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mafia-desk",
        description="Mafia Desk: run a sport mafia tournament. Without a command, starts the desktop app.",
    )
    parser.add_argument("--version", action="version", version=f"mafia-desk {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation: open the windows offscreen, replay and score the bundled samples, "
        "write and read back a protocol and a standings PDF; exit 0 when all is well",
    )
    parser.set_defaults(handler=_cmd_gui)
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    p = sub.add_parser("replay", help="replay a game log and print its protocol")
    p.add_argument("file", help="game log (JSON, see docs/game-log.md)")
    p.add_argument("--format", choices=["json", "text"], default="text")
    p.set_defaults(handler=_cmd_replay)

    p = sub.add_parser("standings", help="standings of a tournament exchange file or a stored tournament")
    p.add_argument(
        "file", metavar="SOURCE", help="tournament exchange file (JSON), or a stored tournament's id or name"
    )
    p.add_argument(
        "--format",
        choices=["json", "csv", "text", "pdf", "xlsx"],
        default="text",
        help="pdf: the wall sheet; xlsx: a workbook, the overall standings and a sheet per stage (need -o)",
    )
    p.add_argument("-o", "--output", help="write here instead of stdout")
    p.add_argument(
        "--after",
        metavar="STAGE:ROUND[:TABLE]",
        help="standings as they stood after that round, or after that round's game at TABLE "
        "(games of a round count in table order; the round's absences with its first game)",
    )
    p.add_argument(
        "--explain",
        metavar="PLAYER",
        help="every point of one player, game by game: his id, or his name or a unique part of it",
    )
    p.add_argument(
        "--csv-dialect",
        choices=("excel", "excel-ru"),  # scoring.output.CSV_DIALECTS, not imported: the GUI starts here too
        default="excel",
        help="excel: ',' and a decimal point; excel-ru: ';' and a decimal comma (Russian-locale Excel)",
    )
    p.add_argument(
        "--lang",
        choices=("en", "ru"),  # gui.i18n.SUPPORTED, not imported: the GUI starts here too
        help="pdf, xlsx: the language (default: the interface's, MAFIA_DESK_LANG or the saved setting); "
        "csv: the headers' language (default: English)",
    )
    p.add_argument("--large", action="store_true", help="pdf: place, name, club and total in large type")
    p.add_argument(
        "--hidden",
        choices=("points", "all", "none"),  # commands.standings.HIDDEN_CHOICES
        help="pdf: points: places and names without points; all: only a notice; none: everything "
        "(default: the stage's hidden_from_round decides between points and none)",
    )
    p.add_argument(
        "--teams",
        action="store_true",
        help="text, json: the team standings of a team tournament (docs/scoring.md, 'Team standings')",
    )
    p.set_defaults(handler=_cmd_standings)

    sources_help = (
        "tournament exchange files (JSON) or stored tournaments (id or exact name), rated in the order "
        "given; @stored: every stored tournament, by start date"
    )
    p = sub.add_parser(
        "ratings", help="ratings across tournaments, overall and by side and role (docs/ratings.md)"
    )
    p.add_argument("sources", metavar="SOURCE", nargs="+", help=sources_help)
    p.add_argument("--format", choices=["json", "csv", "pdf"], default="json")
    p.add_argument("--model", choices=["elo", "openskill"], default="elo", help="default: elo (MR-style)")
    p.add_argument("-o", "--output", help="write here instead of stdout (pdf needs it)")
    p.add_argument(
        "--lang",
        choices=("en", "ru"),  # gui.i18n.SUPPORTED, not imported: the GUI starts here too
        help="pdf: the language (default: the interface's); csv: the headers' language (default: English)",
    )
    p.set_defaults(handler=_cmd_ratings)

    p = sub.add_parser("history", help="one player's games across tournaments and his voting figures")
    p.add_argument(
        "player", metavar="PLAYER", help="his id (p01, register:12) or his name or a unique part of it"
    )
    p.add_argument("sources", metavar="SOURCE", nargs="+", help=sources_help)
    p.add_argument("--format", choices=["json"], default="json")
    p.add_argument("-o", "--output", help="write here instead of stdout")
    p.set_defaults(handler=_cmd_history)

    p = sub.add_parser("advance", help="who goes through into a stage, and what decided the last place")
    p.add_argument(
        "file", metavar="SOURCE", help="tournament exchange file (JSON), or a stored tournament's id or name"
    )
    p.add_argument("--stage", required=True, help="the stage entered, e.g. semifinal")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(handler=_cmd_advance)

    p = sub.add_parser("seating", help="draw the seating for a tournament")
    p.add_argument("--players", type=int, required=True)
    p.add_argument(
        "--tables",
        required=True,
        help="tables in every round, or one count per round: 2,2,2,1 (a short last round)",
    )
    p.add_argument("--rounds", type=int, help="rounds (default: as many as --tables lists)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--format", choices=["json", "text", "pdf"], default="json")
    p.add_argument("-o", "--output")
    p.add_argument(
        "--bench",
        choices=["strict", "even"],
        default="strict",
        help="strict: nobody sits out twice before everyone has once; even: only the totals are balanced",
    )
    p.add_argument(
        "--constraints",
        metavar="FILE",
        help='JSON: {"apart": [[ids...]], "apart_rounds": K, "absent": {"ROUND": [ids...]}}',
    )
    p.add_argument(
        "--priority",
        choices=["repeats", "everyone_meets"],
        default="repeats",
        help="repeats: every pair meets as few times as possible; everyone_meets: no pair that never meets "
        "where the rounds allow it, at most one meeting more",
    )
    p.set_defaults(handler=_cmd_seating)

    p = sub.add_parser("draw", help="draw one round of a tournament exchange file by its stage's method")
    p.add_argument("file", help="tournament exchange file (JSON)")
    p.add_argument("--stage", required=True)
    p.add_argument("--round", type=int, required=True)
    p.add_argument("--seed", type=int, help="the same seed gives the same draw; without it one is picked")
    p.add_argument("--write", action="store_true", help="add the draw to the file's draws[]")
    p.add_argument(
        "--constraints",
        metavar="FILE",
        help='JSON as for `seating --constraints`, plus "same_club": true and "stage": ID',
    )
    p.add_argument(
        "--teams-apart",
        metavar="ROUNDS|always",
        help="a team tournament: keep teammates at different tables in the stage's first ROUNDS rounds, or "
        "always (overrides the constraints file's teams_apart); a warning names them where it cannot",
    )
    p.set_defaults(handler=_cmd_draw)

    p = sub.add_parser(
        "judges", help="assign judges to the tables of a drawn round, or list one judge's tables"
    )
    p.add_argument("file", help="tournament exchange file (JSON) with 'judges' (and 'judge_details')")
    p.add_argument("--stage")
    p.add_argument("--round", type=int)
    p.add_argument(
        "--seed", type=int, help="the same seed gives the same assignment; without it one is picked"
    )
    p.add_argument("--write", action="store_true", help="store the assignment as the draw's 'judges'")
    p.add_argument("--judge", metavar="NAME", help="list this judge's tables instead (CSV, or -o FILE.pdf)")
    p.add_argument("-o", "--output", help="with --judge: write the list here (.pdf: a PDF, else CSV)")
    p.add_argument(
        "--lang",
        choices=("en", "ru"),  # gui.i18n.SUPPORTED, not imported: the GUI starts here too
        help="with --judge: pdf: the language (default: the interface's, MAFIA_DESK_LANG or the saved "
        "setting); csv: the headers' language (default: English)",
    )
    p.set_defaults(handler=_cmd_judges)

    p = sub.add_parser("seating-sheets", help="the seating sheets PDF of one round drawn in the file")
    p.add_argument("file", help="tournament exchange file (JSON)")
    p.add_argument("--stage", required=True)
    p.add_argument("--round", type=int, required=True)
    p.add_argument("-o", "--output", required=True)
    p.add_argument(
        "--lang",
        choices=("en", "ru"),  # gui.i18n.SUPPORTED, not imported: the GUI starts here too
        help="the sheets' language (default: the interface's, MAFIA_DESK_LANG or the saved setting)",
    )
    p.set_defaults(handler=_cmd_seating_sheets)

    p = sub.add_parser(
        "overlay", help="serve the stream overlay while replaying a game log (docs/overlay.md)"
    )
    p.add_argument(
        "--replay", required=True, metavar="GAME.json", help="game log (JSON, see docs/game-log.md)"
    )
    p.add_argument("--port", type=int, default=8765, help="the page's HTTP port (default 8765; 0: any free)")
    p.add_argument("--ws-port", type=int, default=0, help="the WebSocket's port (default: --port + 1)")
    p.add_argument(
        "--address",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1, this machine only)",
    )
    p.add_argument("--speed", type=float, default=1.0, help="events a second (default 1; 0.5: one every 2 s)")
    p.add_argument("--reveal", action="store_true", help="show the roles once the game is over")
    p.add_argument("--once", action="store_true", help="stop after the last event instead of serving on")
    p.set_defaults(handler=_cmd_overlay)

    p = sub.add_parser("import", help="import a tournament exchange file into the database")
    p.add_argument("file")
    p.set_defaults(handler=_cmd_import)

    p = sub.add_parser(
        "import-games",
        help="turn mafiaratings or Polemica game records into game logs (docs/import-games.md)",
    )
    p.add_argument(
        "--from",
        dest="source",
        required=True,
        choices=("mafiaratings", "polemica"),  # gameimport.SOURCES, not imported: the GUI starts here too
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="the source's game JSON (one game or a list)")
    p.add_argument(
        "--out",
        required=True,
        metavar="DIR",
        help="folder for the game logs and, where the records name a tournament, its exchange file",
    )
    p.set_defaults(handler=_cmd_import_games)

    p = sub.add_parser("export", help="export a stored tournament as an exchange file")
    p.add_argument("tournament", help="the tournament's id or exact name")
    p.add_argument("-o", "--output")
    p.set_defaults(handler=_cmd_export)

    p = sub.add_parser("tournaments", help="list the stored tournaments")
    p.set_defaults(handler=_cmd_tournaments)

    p = sub.add_parser("backup", help="list or restore database backups")
    p.add_argument("action", choices=["list", "restore"])
    p.add_argument("name", nargs="?", help="the backup to restore (from `backup list`)")
    p.set_defaults(handler=_cmd_backup)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if (sys.argv[1:] if argv is None else list(argv))[:1] == ["--overlay-sockets"]:
        # The stream overlay's sockets, a process of the app's own (gui/display/overlay_sockets.py `FLAG`).
        from mafia_desk.gui.display.overlay_sockets import serve

        return serve()
    args = build_parser().parse_args(argv)
    if args.self_test:
        from mafia_desk.commands.self_test import self_test_command

        return self_test_command()
    handler: Handler = args.handler
    if handler is not _cmd_gui:
        _database_from_settings()
    return handler(args)


def _database_from_settings() -> None:
    """The headless commands open the database the desktop app opens: the file chosen in its Settings
    dialog, passed on as MAFIA_DESK_DB (which, when already set, wins as always)."""
    import os

    if os.environ.get("MAFIA_DESK_DB", "").strip():
        return
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui.common import settings
    from mafia_desk.gui.common.identity import APPLICATION, ORGANIZATION

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    url = settings.chosen_database_url()
    if url is not None:
        os.environ["MAFIA_DESK_DB"] = url


if __name__ == "__main__":
    raise SystemExit(main())
