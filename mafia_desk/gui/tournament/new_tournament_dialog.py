"""New tournament from a template: the template's shape and its ruleset's options, all editable, then stored.

The template (resources/templates/<id>.toml) fills in the stages; the organiser names the tournament, gives
the venue, dates and judges, may change any stage's rounds, tables, advancing count, coefficient, seating
methods and hidden round, and any of the ruleset's game options. Nothing is stored until every value passes
the same checks an imported file does: a refusal is shown in the dialog in words and the dialog stays open.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from mafia_desk.gui import i18n
from mafia_desk.gui.common.scroll_body import scroll_body
from mafia_desk.gui.engine_text import ruleset_file_name
from mafia_desk.gui.forms.ui_new_tournament_dialog import Ui_NewTournamentDialog
from mafia_desk.gui.tournament import option_cells
from mafia_desk.gui.tournament.workspace import REFUSALS
from mafia_desk.rulesets.game import GameRuleset, load_game_ruleset
from mafia_desk.rulesets.options import RulesetError
from mafia_desk.seating.rounds import RANK_KEYS
from mafia_desk.store.store import Store
from mafia_desk.tournament.checks import draw_without_its_ruleset
from mafia_desk.tournament.load import effective_stages, load_tournament
from mafia_desk.tournament.templates import Template, TemplateError, load_templates

# The stages table's columns: the exchange file's stage keys, in the order shown. `swiss_rank` is one of them
# because the regulation decides it (seed 000 ranks its qualifying's Swiss rounds by extra points): a key the
# table did not show was lost on the way from the template to the tournament.
STAGE_KEYS = ("id", "games", "tables", "advance", "coefficient", "seating", "hidden_from_round", "swiss_rank")
_INT_KEYS = {"games", "tables", "advance", "hidden_from_round"}
_WORD_KEYS = {"swiss_rank": tuple(RANK_KEYS)}
OPTION_ROLE = Qt.ItemDataRole.UserRole  # an options table row's option key


def _cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def _item_text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text().strip() if item is not None else ""


def _number(text: str, key: str, stage: str) -> int | float:
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        raise ValueError(f"stage {stage}: {key} must be a number, not {text!r}") from None
    if key in _INT_KEYS:
        if not value.is_integer():
            raise ValueError(f"stage {stage}: {key} must be a whole number, not {text!r}")
        return int(value)
    return int(value) if value.is_integer() else value


def _word(text: str, key: str, stage: str) -> str:
    """A key whose value is one of a few words, refused here: a typo would only surface at the first draw."""
    words = _WORD_KEYS[key]
    if text not in words:
        raise ValueError(f"stage {stage}: {key} must be {' or '.join(words)}, not {text!r}")
    return text


class NewTournamentDialog(QDialog):
    """`editing`: an existing tournament's details (venue, dates, judges, options) instead of a new one; its
    name and stages stay as they are (the name is what merges files from other laptops into it)."""

    def __init__(self, store: Store, parent: QWidget | None = None, editing: int | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_NewTournamentDialog()
        self.ui.setupUi(self)
        scroll_body(self, self.ui.errorLabel, self.ui.buttons)  # OK within a 1366x768 laptop's screen
        self.store = store
        self.created_id: int | None = None
        self.editing = editing
        self.templates: list[Template] = []
        self._base: GameRuleset | None = None
        self._ruleset_id = ""
        try:
            self.templates = load_templates()
        except TemplateError as err:
            self.ui.errorLabel.setText(str(err))
        language = i18n.current_language()
        for template in self.templates:
            self.ui.templateBox.addItem(template.display_name(language), template.id)
        ui = self.ui
        ui.stagesTable.setColumnCount(len(STAGE_KEYS))
        ui.stagesTable.setHorizontalHeaderLabels(
            [
                self.tr("Stage"),
                self.tr("Rounds"),
                self.tr("Tables"),
                self.tr("Advance"),
                self.tr("Coefficient"),
                self.tr("Seating (random / swiss / final, per round)"),
                self.tr("Hidden from round"),
                self.tr("Swiss rounds ranked by (points / extra points)"),
            ]
        )
        ui.stagesTable.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        for edit in (ui.startEdit, ui.endEdit):  # the form's own is not translated
            edit.setPlaceholderText(self.tr("YYYY-MM-DD"))
        ui.optionsTable.setColumnCount(3)
        ui.optionsTable.setHorizontalHeaderLabels(
            [self.tr("What it decides"), self.tr("Value"), self.tr("Source")]
        )
        ui.optionsTable.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        ui.templateBox.currentIndexChanged.connect(self._template_chosen)
        ui.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        ui.buttons.accepted.connect(self.create_tournament)
        ui.buttons.rejected.connect(self.reject)
        if editing is not None:
            self._load_existing(editing)
        elif self.templates:
            self._template_chosen(0)
        ui.nameEdit.setFocus()

    def _load_existing(self, tournament_id: int) -> None:
        ui = self.ui
        self.setWindowTitle(self.tr("Tournament details"))
        ui.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Save"))
        t = self.store.load_tournament(tournament_id)
        info = self.store.tournament_info(tournament_id)
        ui.templateBox.setEnabled(False)
        ui.templateInfo.setText(self.tr("Ruleset: {0}").format(ruleset_file_name(t.ruleset)))
        ui.nameEdit.setText(t.name)
        ui.nameEdit.setReadOnly(True)
        ui.venueEdit.setText(t.venue or "")
        ui.startEdit.setText(t.start or "")
        ui.endEdit.setText(t.end or "")
        ui.judgesEdit.setText(", ".join(t.judges or ()))
        stages = [
            {
                "id": st.id,
                "games": st.games,
                "tables": st.tables,
                "advance": st.advance,
                "coefficient": st.coefficient,
                "seating": st.seating,
                "hidden_from_round": st.hidden_from_round,
                "swiss_rank": st.extra.get("swiss_rank"),
            }
            for st in effective_stages(t)
        ]
        self._fill_stages(stages, editable=False)
        self._fill_options(t.ruleset, dict(info.ruleset_options))

    @property
    def template(self) -> Template | None:
        index = self.ui.templateBox.currentIndex()
        return self.templates[index] if 0 <= index < len(self.templates) else None

    def _template_chosen(self, _index: int) -> None:
        template = self.template
        if template is None:
            return
        ui = self.ui
        ui.nameEdit.setText(template.display_name(i18n.current_language()))
        info = [self.tr("Ruleset: {0}").format(ruleset_file_name(template.ruleset))]
        if template.players:
            info.append(self.tr("{0} players").format(template.players))
        if template.source:
            info.append(self.tr("from {0}").format(template.source))
        ui.templateInfo.setText(" · ".join(info))
        self._fill_stages(template.exchange_stages(), editable=True)
        self._fill_options(template.ruleset, {})
        ui.errorLabel.clear()

    def _fill_stages(self, stages: list[dict[str, Any]], editable: bool) -> None:
        table = self.ui.stagesTable
        table.setRowCount(len(stages))
        for row, stage in enumerate(stages):
            for column, key in enumerate(STAGE_KEYS):
                value = stage.get(key)
                if isinstance(value, Fraction):
                    value = int(value) if value.denominator == 1 else float(value)
                if key == "id" and isinstance(value, str):
                    value = option_cells.say(value)
                elif key in ("seating", "swiss_rank") and isinstance(value, str | list | tuple):
                    value = option_cells.words_text(value)
                item = QTableWidgetItem(_cell_text(value))
                if not editable:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()

    def _fill_options(self, ruleset_id: str, overrides: dict[str, object]) -> None:
        """One row per game option: what it decides and where the regulations say so, in the interface's
        language, and its value, the one editable cell; the option's key is the row's data."""
        ui = self.ui
        self._ruleset_id = ruleset_id
        self._base = load_game_ruleset(ruleset_id)
        docs, sources = GameRuleset.option_docs(), GameRuleset.option_sources()
        values = load_game_ruleset(ruleset_id, overrides).all_options()
        ui.optionsTable.setRowCount(len(values))
        for row, (name, value) in enumerate(values.items()):
            cells = (
                QCoreApplication.translate("GameOptions", docs.get(name, name)),
                option_cells.value_text(value, ruleset_id),
                QCoreApplication.translate("GameOptions", sources.get(name, "")),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                item.setData(OPTION_ROLE, name)
                ui.optionsTable.setItem(row, column, item)
        ui.optionsTable.resizeColumnsToContents()
        ui.optionsTable.setColumnWidth(1, min(ui.optionsTable.columnWidth(1), 240))
        ui.optionsTable.setColumnWidth(2, min(ui.optionsTable.columnWidth(2), 200))

    # --- what the dialog makes ---
    def stages(self) -> list[dict[str, Any]]:
        table = self.ui.stagesTable
        out: list[dict[str, Any]] = []
        for row in range(table.rowCount()):
            cells = {key: _item_text(table, row, c) for c, key in enumerate(STAGE_KEYS)}
            stage_id = option_cells.read(cells["id"]) or f"stage {row + 1}"
            entry: dict[str, Any] = {"id": stage_id}
            for key in STAGE_KEYS[1:]:
                text = cells[key]
                if not text:
                    continue
                if key == "seating":
                    methods = option_cells.read_words(text)
                    entry[key] = methods[0] if len(set(methods)) == 1 else methods
                elif key in _WORD_KEYS:
                    entry[key] = _word(option_cells.read(text), key, stage_id)
                else:
                    entry[key] = _number(text, key, stage_id)
            out.append(entry)
        return out

    def ruleset_options(self) -> dict[str, object]:
        """The game options the organiser changed (those that differ from the ruleset's own file)."""
        assert self._base is not None
        table = self.ui.optionsTable
        base = self._base.all_options()
        changed: dict[str, object] = {}
        for row in range(table.rowCount()):
            item = table.item(row, 1)
            if item is None:
                continue
            name = str(item.data(OPTION_ROLE))
            value = option_cells.read_value(item.text(), base.get(name), self._ruleset_id)
            if value != base.get(name) and not (isinstance(value, list) and tuple(value) == base.get(name)):
                changed[name] = value
        load_game_ruleset(self._ruleset_id, changed)  # refused here, in words, before anything is stored
        if draw_without_its_ruleset(self._base, changed):
            raise RulesetError(
                self.tr(
                    "A draw after three quiet nights needs a ruleset that has it (rfm-2026, fiim-2025): "
                    "the tournament's file could not store such a game."
                )
            )
        return changed

    def document(self) -> dict[str, Any]:
        template = self.template
        assert template is not None
        ui = self.ui
        doc = template.skeleton(ui.nameEdit.text().strip())
        doc["stages"] = self.stages()
        for key, edit in (("venue", ui.venueEdit), ("start", ui.startEdit), ("end", ui.endEdit)):
            if edit.text().strip():
                doc[key] = edit.text().strip()
        judges = [j.strip() for j in ui.judgesEdit.text().split(",") if j.strip()]
        if judges:
            doc["judges"] = judges
        return doc

    def create_tournament(self) -> None:
        if self.editing is not None:
            self.save_details(self.editing)
            return
        if self.template is None:
            return
        try:
            if not self.ui.nameEdit.text().strip():
                raise ValueError(self.tr("The tournament needs a name."))
            document = self.document()
            options = self.ruleset_options()
            load_tournament(document)
            tid = self.store.create_tournament(document)
            if options:
                self.store.update_tournament(tid, ruleset_options=options)
        except (*REFUSALS, RulesetError) as err:
            self.ui.errorLabel.setText(str(err))
            return
        self.created_id = tid
        self.ui.errorLabel.clear()
        self.accept()

    def save_details(self, tournament_id: int) -> None:
        ui = self.ui
        try:
            options = self.ruleset_options()
            self.store.update_tournament(
                tournament_id,
                venue=ui.venueEdit.text().strip(),
                start_date=ui.startEdit.text().strip(),
                end_date=ui.endEdit.text().strip(),
                judges=[j for j in ui.judgesEdit.text().split(",")],
                ruleset_options=options,
            )
        except (*REFUSALS, RulesetError) as err:
            ui.errorLabel.setText(str(err))
            return
        ui.errorLabel.clear()
        self.accept()
