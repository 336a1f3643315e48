"""The ruleset mechanism as a whole: one TOML file is a regulation, with its `format`, display name, award
reasons and both halves; the halves cannot disagree on who makes the best move."""

from __future__ import annotations

import zlib
from fractions import Fraction
from pathlib import Path

import pytest
from gamekit import new_game, speak_until

from mafia_desk.game import Foul, SeatStatus
from mafia_desk.rulesets import files
from mafia_desk.rulesets.files import RulesetFileError, load_ruleset_file, ruleset_ids
from mafia_desk.rulesets.game import RulesetError, load_game_ruleset
from mafia_desk.rulesets.scoring import RulesetConfigError, parse_scoring_table, scoring_rules

NEW_REGULATION = """\
format = 1
name = "Club cup 2027"
source = "written by a test"

[game]
speech_seconds = 45
fouls_for_speech_loss = 2
fouls_for_removal = 3
best_move_victim = "first_shot"
judge_award_reasons = ["a phone rang at the table"]

[scoring]
win = 3
[scoring.best_move]
three_blacks = 1.5
[scoring.tiebreak]
chain = ["wins", "bonus"]
"""


@pytest.fixture
def presets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A presets folder of its own: the real fiim file plus whatever a test writes beside it."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "fiim.toml").write_bytes((files.rulesets_dir() / "fiim.toml").read_bytes())
    monkeypatch.setattr(files, "rulesets_dir", lambda: folder)
    return folder


def test_every_preset_states_the_format_and_a_name() -> None:
    for ruleset_id in ruleset_ids():
        file = load_ruleset_file(ruleset_id)
        assert file.name and file.name != ruleset_id, ruleset_id
        assert load_game_ruleset(ruleset_id).judge_award_reasons, ruleset_id


def test_a_new_regulation_is_one_toml_file_and_no_code(presets: Path) -> None:
    (presets / "club-2027.toml").write_text(NEW_REGULATION, encoding="utf-8")
    assert "club-2027" in ruleset_ids()
    assert load_ruleset_file("club-2027").name == "Club cup 2027"
    game = load_game_ruleset("club-2027")
    assert (game.speech_seconds, game.fouls_for_speech_loss, game.fouls_for_removal) == (45, 2, 3)
    assert game.judge_award_reasons == ("a phone rang at the table",)
    scoring = scoring_rules("club-2027")
    assert scoring.win == 3 and scoring.best_move.three_blacks == Fraction(3, 2)
    assert scoring.best_move_who == "first_victim"
    assert scoring.tiebreak.chain == ("wins", "bonus")


def test_a_game_plays_by_the_new_file(presets: Path) -> None:
    """Its options reach the engine: 2 fouls cost the speech, the 3rd removes, speeches are 45 s."""
    (presets / "club-2027.toml").write_text(NEW_REGULATION, encoding="utf-8")
    game = new_game("club-2027")
    assert game.ruleset.id == "club-2027"
    for _ in range(2):
        game.apply(Foul(4))
    assert game.state.speech_seconds == 45
    speak_until(game, 4)
    assert game.state.speech_seconds == 0
    game.apply(Foul(4))
    assert game.state.status(4) is SeatStatus.REMOVED


def test_the_gui_names_a_new_regulation_from_its_file(presets: Path) -> None:
    from mafia_desk.gui.engine_text import ruleset_file_name

    (presets / "club-2027.toml").write_text(NEW_REGULATION, encoding="utf-8")
    assert ruleset_file_name("club-2027") == "Club cup 2027"


@pytest.mark.parametrize("line", ["", "format = 2\n", 'format = "1"\n', "format = true\n"])
def test_a_file_without_the_format_this_version_reads_is_refused(presets: Path, line: str) -> None:
    ruleset_id = f"club-format-{len(line)}-{line[-3:-1]}"  # the halves are cached per id: one id per case
    (presets / f"{ruleset_id}.toml").write_text(
        NEW_REGULATION.replace("format = 1\n", line), encoding="utf-8"
    )
    with pytest.raises(RulesetFileError, match="this version reads format 1"):
        load_ruleset_file(ruleset_id)
    with pytest.raises(RulesetError, match="format"):
        load_game_ruleset(ruleset_id)


def test_who_makes_the_best_move_is_one_value_for_both_halves(presets: Path) -> None:
    for victim in ("night1", "first_shot"):
        text = NEW_REGULATION.replace('"first_shot"', f'"{victim}"')
        (presets / f"club-{victim.replace('_', '-')}.toml").write_text(text, encoding="utf-8")
    assert scoring_rules("club-night1").best_move_who == "night1_victim"
    assert scoring_rules("club-first-shot").best_move_who == "first_victim"
    assert scoring_rules("fiim").best_move_who == "night1_victim"


def test_the_presets_answer_who_makes_the_best_move_once() -> None:
    for ruleset_id in ruleset_ids():
        victim = load_game_ruleset(ruleset_id).best_move_victim
        assert "who" not in load_ruleset_file(ruleset_id).scoring.get("best_move", {}), ruleset_id
        assert (
            scoring_rules(ruleset_id).best_move_who == f"{'night1' if victim == 'night1' else 'first'}_victim"
        )


def test_a_second_who_in_the_scoring_half_is_refused() -> None:
    with pytest.raises(RulesetConfigError, match="best_move_victim"):
        parse_scoring_table("x", {"best_move": {"who": "first_victim"}})


def test_a_tournament_on_a_file_of_another_format_is_an_invalid_line(presets: Path) -> None:
    """The exchange file names a preset whose file cannot be used: one reason, not a traceback."""
    from store_helpers import example

    from mafia_desk.tournament import TournamentFileError, load_tournament

    (presets / "club-old.toml").write_text(
        NEW_REGULATION.replace("format = 1", "format = 0"), encoding="utf-8"
    )
    doc = example("fiim")
    doc["ruleset"] = "club-old"
    with pytest.raises(TournamentFileError, match="has format 0; this version reads format 1"):
        load_tournament(doc)
    with pytest.raises(files.UnknownRulesetError):
        scoring_rules("no-such-ruleset")


def test_every_preset_translates_its_name_and_every_award_reason_into_russian() -> None:
    for ruleset_id in ruleset_ids():
        file = load_ruleset_file(ruleset_id)
        ru = file.translations["ru"]
        assert ru.name and ru.name != file.name, ruleset_id
        english = load_game_ruleset(ruleset_id).judge_award_reasons
        assert ru.judge_award_reasons is not None and len(ru.judge_award_reasons) == len(english), ruleset_id
        assert set(file.award_reasons("ru")) == set(english), ruleset_id
        assert all(file.award_reasons("ru")[r] != r for r in english), ruleset_id
        assert file.display_name("ru") == ru.name and file.display_name("en") == file.name


def test_a_translation_pairs_each_english_reason_by_position(presets: Path) -> None:
    text = NEW_REGULATION.replace(
        'judge_award_reasons = ["a phone rang at the table"]',
        'judge_award_reasons = ["a phone rang at the table", "a player read notes"]',
    )
    text += '[translations.ru]\njudge_award_reasons = ["зазвонил телефон", "игрок читал записи"]\n'
    (presets / "club-pairs.toml").write_text(text, encoding="utf-8")
    file = load_ruleset_file("club-pairs")
    assert file.award_reasons("ru") == {
        "a phone rang at the table": "зазвонил телефон",
        "a player read notes": "игрок читал записи",
    }
    assert file.display_name("ru") == "Club cup 2027"  # no translated name: the English
    assert file.award_reasons("de") == {r: r for r in file.award_reasons("ru")}


@pytest.mark.parametrize(
    ("table", "reason"),
    [
        ('[translations.ru]\njudge_award_reasons = ["один", "два"]\n', "has 2 reasons; .* has 1"),
        ("[translations.ru]\njudge_award_reasons = []\n", "has 0 reasons; .* has 1"),
        ('[translations.ru]\njudge_award_reasons = "один"\n', "must be a list of non-empty strings"),
        ("[translations.ru]\njudge_award_reasons = [1]\n", "must be a list of non-empty strings"),
        ("[translations.ru]\nname = 7\n", "name must be a non-empty string"),
        ('[translations.ru]\nname = " "\n', "name must be a non-empty string"),
        ('[translations.ru]\ntitle = "Кубок"\n', "unknown key 'title'"),
        ('[translations]\nru = "Кубок"\n', "translations.ru must be a table"),
        ('translations = "ru"\n', r"\[translations\] must be a table"),
        ('[translations.russian]\nname = "Кубок"\n', "two-letter code"),
    ],
    ids=[
        "longer",
        "empty",
        "string",
        "number",
        "name-number",
        "name-blank",
        "unknown-key",
        "language-not-table",
        "not-table",
        "language-code",
    ],
)
def test_a_wrong_translation_is_refused_in_one_line(presets: Path, table: str, reason: str) -> None:
    ruleset_id = f"club-tr-{zlib.crc32(table.encode())}"  # the halves are cached per id: one id per case
    text = NEW_REGULATION if not table.startswith("translations =") else table + NEW_REGULATION
    if not table.startswith("translations ="):
        text += table
    (presets / f"{ruleset_id}.toml").write_text(text, encoding="utf-8")
    with pytest.raises(RulesetFileError, match=reason) as refused:
        load_ruleset_file(ruleset_id)
    assert "\n" not in str(refused.value) and f"{ruleset_id}.toml" in str(refused.value)
    with pytest.raises(RulesetError, match=reason):
        load_game_ruleset(ruleset_id)


def test_translated_reasons_need_the_english_list_they_translate(presets: Path) -> None:
    text = NEW_REGULATION.replace('judge_award_reasons = ["a phone rang at the table"]\n', "")
    text += '[translations.ru]\njudge_award_reasons = ["зазвонил телефон"]\n'
    (presets / "club-no-english.toml").write_text(text, encoding="utf-8")
    with pytest.raises(RulesetFileError, match="which this file does not list"):
        load_ruleset_file("club-no-english")
