"""Exports of the open tournament's standings: the wall sheet (PDF), CSV, XLSX and the exchange file (JSON).

One function, `export_standings`, so that the Standings tab (or a menu) needs one line per button. The wall
sheet asks first what to print: after which round (the latest by default), large type, and whether the
points are shown; a stage whose `hidden_from_round` has come proposes "places and names, no points", the
organiser may choose otherwise. Every file is written whole or not at all (`write_atomically`), from the
store's latest snapshot; a refusal or a disk error is one line in a message box and nothing else changes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.atomic_write import write_atomically
from mafia_desk.gui import i18n
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.forms.ui_standings_export_dialog import Ui_StandingsExportDialog
from mafia_desk.gui.protocol_view import export_folder
from mafia_desk.gui.tournament.workspace import REFUSALS, TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.reports.standings_csv import organiser_csv_bytes
from mafia_desk.reports.standings_pdf import WallSheet, standings_pdf_bytes
from mafia_desk.reports.standings_xlsx import standings_workbook_bytes
from mafia_desk.scoring.hall import HiddenMode, after_choices, hidden_by_default, is_final, latest_round
from mafia_desk.scoring.standings import AfterKey, compute_standings
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Tournament

FORMATS = ("pdf", "csv", "xlsx", "json")
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}  # each in its own language, as a language menu shows it
_HIDDEN_CHOICES: tuple[HiddenMode | None, ...] = (None, "points", "all")


class StandingsExportDialog(QDialog):
    """The wall sheet's options; `choice()` once accepted."""

    def __init__(
        self,
        tournament: Tournament,
        language: str,
        parent: QWidget | None = None,
        chosen: AfterKey | None = None,
    ) -> None:
        """`chosen`: what the Standings tab shows now (a round or one game of it), proposed first; else the
        latest round."""
        super().__init__(parent)
        self.ui = Ui_StandingsExportDialog()
        self.ui.setupUi(self)
        self.tournament = tournament
        self.language = language
        keys = after_choices(tournament)
        for key in keys:
            stage, round_ = key[0], key[1]
            if len(key) == 3:
                label = "    " + self.tr("{0}, after round {1}, table {2}").format(
                    stage_label(stage), round_, key[2]
                )
            elif is_final(tournament, key):
                label = self.tr("{0}, after round {1} (final standings)").format(stage_label(stage), round_)
            else:
                label = self.tr("{0}, after round {1}").format(stage_label(stage), round_)
            self.ui.roundBox.addItem(label, key)
        if not keys:
            self.ui.roundBox.addItem(self.tr("No game played yet"), None)
        self.ui.hiddenBox.addItem(self.tr("Show the points"), None)
        self.ui.hiddenBox.addItem(self.tr("Places and names, no points"), "points")
        self.ui.hiddenBox.addItem(self.tr("Only a notice: the standings are not announced"), "all")
        self.ui.languageValue.setText(
            self.tr("{0} (the interface's language)").format(LANGUAGE_NAMES.get(language, language))
        )
        self.ui.roundBox.currentIndexChanged.connect(self._round_changed)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        latest = latest_round(tournament)
        proposed = chosen if chosen in keys else latest
        self.ui.roundBox.setCurrentIndex(keys.index(proposed) if proposed in keys else 0)
        self._round_changed()

    def after(self) -> AfterKey | None:
        data = self.ui.roundBox.currentData()
        return None if data is None else tuple(data)

    def _round_changed(self) -> None:
        """Each round proposes its stage's rule, so a hidden stage is never posted with points by default."""
        after = self.after()
        hidden = hidden_by_default(self.tournament, after)
        self.ui.hiddenBox.setCurrentIndex(1 if hidden else 0)
        stage = next((s for s in effective_stages(self.tournament) if after and s.id == after[0]), None)
        if stage is not None and stage.hidden_from_round is not None:
            note = self.tr("Stage {0} hides its standings in the hall from round {1} on.").format(
                stage_label(stage.id), stage.hidden_from_round
            )
        else:
            note = ""
        self.ui.hiddenNote.setText(note)
        self.ui.hiddenNote.setVisible(bool(note))

    def choice(self) -> tuple[AfterKey | None, WallSheet]:
        hidden = _HIDDEN_CHOICES[max(0, self.ui.hiddenBox.currentIndex())]
        return self.after(), WallSheet(
            large=self.ui.largeBox.isChecked(), hidden=hidden, language=self.language
        )


def _suggested(name: str, suffix: str) -> str:
    stem = re.sub(r"[^\w.-]+", "_", name).strip("_") or "tournament"
    folder = export_folder()
    return str(Path(folder) / f"{stem}_standings.{suffix}")


def _csv_filters() -> tuple[str, str]:
    return (
        QCoreApplication.translate("StandingsExport", "CSV for Excel, commas (*.csv)"),
        QCoreApplication.translate(
            "StandingsExport", "CSV for a Russian-language Excel, semicolons and decimal commas (*.csv)"
        ),
    )


def _payload(
    fmt: str, workspace: TournamentWorkspace, after: AfterKey | None, sheet: WallSheet, dialect: str
) -> bytes | str:
    t = workspace.tournament
    if fmt == "pdf":
        return standings_pdf_bytes(compute_standings(t, after), t, sheet)
    if fmt == "csv":
        return organiser_csv_bytes(workspace.standings(), t, dialect)
    if fmt == "xlsx":
        return standings_workbook_bytes(t)
    # From the store itself, not the snapshot: the exchange file is the tournament as it is stored.
    document = workspace.store.export_tournament(workspace.tournament_id)
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def export_standings(
    parent: QWidget, workspace: TournamentWorkspace, fmt: str, chosen: AfterKey | None = None
) -> str | None:
    """Ask where (and, for the PDF, how), write the file, return its path; None when cancelled or refused.
    `chosen`: the round or game the Standings tab shows, the wall sheet's first proposal."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r} (one of {', '.join(FORMATS)})")
    t = workspace.tournament
    language = i18n.current_language()
    after: AfterKey | None = None
    sheet = WallSheet(language=language)
    selected = ""
    if fmt == "pdf":
        dialog = StandingsExportDialog(t, language, parent, chosen)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        after, sheet = dialog.choice()
        caption, filters = (
            QCoreApplication.translate("StandingsExport", "Export the wall sheet"),
            QCoreApplication.translate("StandingsExport", "PDF files (*.pdf)"),
        )
    elif fmt == "csv":
        caption = QCoreApplication.translate("StandingsExport", "Export the standings as CSV")
        comma, semicolon = _csv_filters()
        filters = f"{comma};;{semicolon}"
        selected = semicolon if language == "ru" else comma
    elif fmt == "xlsx":
        caption, filters = (
            QCoreApplication.translate("StandingsExport", "Export the standings to Excel"),
            QCoreApplication.translate("StandingsExport", "Excel workbooks (*.xlsx)"),
        )
    else:
        caption, filters = (
            QCoreApplication.translate("StandingsExport", "Export to an exchange file"),
            QCoreApplication.translate("StandingsExport", "Tournament files (*.json)"),
        )
    answer = dialogs.save_file_and_filter(parent, caption, _suggested(t.name, fmt), filters, selected)
    if answer is None:
        return None
    path, chosen_filter = answer
    if not path.lower().endswith(f".{fmt}"):
        path += f".{fmt}"
    dialect = "excel-ru" if chosen_filter == _csv_filters()[1] else "excel"
    try:
        write_atomically(path, _payload(fmt, workspace, after, sheet, dialect))
    except OSError as err:
        dialogs.warn(
            parent,
            QCoreApplication.translate("StandingsExport", "Not exported"),
            f"{path}: {err.strerror or err}",
        )
        return None
    except REFUSALS as err:
        dialogs.warn(parent, QCoreApplication.translate("StandingsExport", "Not exported"), str(err))
        return None
    settings.EXPORT_FOLDER.set(str(Path(path).resolve().parent))
    return path
