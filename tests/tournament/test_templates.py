"""Tournament templates: each seed's shape comes out of its file, every file makes a tournament that
`load_tournament` accepts, a bad file is refused in one line, and a new shape is a new file, no code."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from mafia_desk.rulesets.files import ruleset_ids
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.templates import (
    TemplateError,
    load_template,
    load_templates,
    read_template_file,
    template_ids,
    templates_dir,
)

R, S, F = "random", "swiss", "final"


def _stages(template_id: str) -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in load_template(template_id).exchange_stages()}


def test_every_preset_has_a_template() -> None:
    """Each preset has a template of its own name; the team templates ride on a preset too."""
    assert set(ruleset_ids()) <= set(template_ids())
    by_id = {t.id: t.ruleset for t in load_templates()}
    assert {i: by_id[i] for i in ruleset_ids()} == {i: i for i in ruleset_ids()}
    assert by_id["fiim-teams"] == "fiim"


def test_a_team_template_starts_its_tournament_with_teams_of_n_and_best_k() -> None:
    template = load_template("fiim-teams")
    assert (template.team_size, template.team_best) == (5, 4)
    skeleton = template.skeleton("Кубок команд")
    assert skeleton["teams"] == {"size": 5, "best": 4, "list": []}
    assert load_tournament(skeleton).extra["teams"] == {"size": 5, "best": 4, "list": []}
    assert "teams" not in load_template("fiim").skeleton()


@pytest.mark.parametrize(
    ("teams", "message"),
    [
        ("teams = 5", "'teams' must be a [teams] table"),
        ("[teams]\nbest = 2", "'size' is required"),
        ("[teams]\nsize = 4\nbest = 5", "'best' must be a whole number from 1 to 4, not 5"),
        ("[teams]\nsize = 4\ncount = 3", "[teams]: unknown key 'count'"),
    ],
)
def test_a_broken_teams_table_is_refused_with_one_line(tmp_path: Path, teams: str, message: str) -> None:
    text = (templates_dir() / "fiim.toml").read_text(encoding="utf-8")
    path = tmp_path / "fiim.toml"
    # A bare key belongs at the top (after a table header it would be that table's); a table goes anywhere.
    text = f"{teams}\n{text}" if not teams.startswith("[") else f"{text}\n{teams}\n"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TemplateError) as caught:
        read_template_file(path)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_stars_000_two_random_then_six_swiss_top_20_swiss_top_10_random_points_never_shown() -> None:
    stages = _stages("stars-2016")
    assert list(stages) == ["qualifying", "semifinal", "final"]
    q, semi, final = stages.values()
    assert q["games"] == 8 and q["seating"] == [R, R, S, S, S, S, S, S]
    assert "advance" not in q and "tables" not in q  # 40-50 players: the tables follow the registration
    assert (semi["advance"], semi["games"], semi["tables"], semi["seating"]) == (20, 4, 2, S)
    assert (final["advance"], final["games"], final["tables"], final["seating"]) == (10, 4, 1, R)
    assert [s["coefficient"] for s in stages.values()] == [1, 1, 1]
    assert all(s["hidden_from_round"] == 1 for s in stages.values())


def test_arctic_001_sixteen_players_eight_games_five_each() -> None:
    template = load_template("arctic-2016")
    (q,) = template.exchange_stages()
    assert (template.players, q["games"], q["tables"], q["seating"]) == (16, 8, 1, R)
    assert template.games_per_player("qualifying") == 5


def test_rfm_2026_mini_cup_ten_players_five_games_at_one_table() -> None:
    """mafia-judge's mini-cup (PROJECT_SPEC 4.3): 10 players, 5 rounds of one game each, random seating."""
    template = load_template("rfm-2026")
    (q,) = template.exchange_stages()
    assert (template.players, q["games"], q["tables"], q["seating"]) == (10, 5, 1, R)
    assert template.games_per_player("qualifying") == 5
    assert template.display_name("ru") == "Мини-кап РФМ 2026"


def test_fiim_2025_takes_the_fiim_templates_shape() -> None:
    """No source read gives a FIIM tournament's shape: the fiim-2025 template is the fiim template's (the
    product's default, docs/templates.md) under today's ruleset."""
    today, baseline = load_template("fiim-2025"), load_template("fiim")
    assert (today.ruleset, baseline.ruleset) == ("fiim-2025", "fiim")
    assert today.exchange_stages() == baseline.exchange_stages()
    assert today.display_name("ru") == "Турнир ФИИМ 2025"


def test_white_nights_002_forty_on_four_tables_three_random_then_swiss() -> None:
    template = load_template("white-nights-2016")
    q, semi, final = template.exchange_stages()
    assert template.players == 40
    assert (q["id"], q["games"], q["tables"], q["seating"]) == ("qualifying", 6, 4, [R, R, R, S, S, S])
    assert (semi["id"], semi["advance"], semi["games"], semi["tables"], semi["seating"]) == (
        "semifinal",
        40,
        3,
        4,
        S,
    )
    assert semi["coefficient"] == 1.5
    assert (final["id"], final["advance"], final["games"], final["coefficient"]) == ("final", 10, 4, 2)
    assert template.games_per_player("qualifying") == 6
    assert template.games_per_player("final") == 4
    assert all("hidden_from_round" not in s for s in (q, semi, final))


def test_german_open_004_seven_on_four_tables_top_20_three_at_1_5_top_10_four_at_2() -> None:
    template = load_template("german-open-2016")
    q, semi, final = template.exchange_stages()
    assert template.players == 40
    assert (q["games"], q["tables"], q["coefficient"]) == (7, 4, 1)
    assert (semi["advance"], semi["games"], semi["tables"], semi["coefficient"]) == (20, 3, 2, 1.5)
    assert (final["advance"], final["games"], final["tables"], final["coefficient"]) == (10, 4, 1, 2)
    assert template.games_per_player("semifinal") == 3


@pytest.mark.parametrize("template_id", template_ids())
def test_every_template_makes_a_skeleton_load_tournament_accepts(template_id: str) -> None:
    template = load_template(template_id)
    document = template.skeleton("Кубок клуба")
    tournament = load_tournament(document)
    assert tournament.name == "Кубок клуба" and tournament.ruleset == template.ruleset
    assert tournament.players == () and tournament.games == ()
    assert tournament.stages is not None
    assert [s.id for s in tournament.stages] == [s.id for s in template.stages]
    for stage, shape in zip(tournament.stages, template.stages, strict=True):
        assert stage.coefficient == shape.coefficient
        # The exchange model reads the stage shape's optional keys back as typed fields.
        assert (stage.games, stage.tables, stage.advance, stage.hidden_from_round) == (
            shape.games,
            shape.tables,
            shape.advance,
            shape.hidden_from_round,
        )
        seating = stage.seating if isinstance(stage.seating, tuple) else (stage.seating,) * shape.games
        assert tuple(str(m) for m in seating) == shape.seating


def test_every_template_has_a_russian_name() -> None:
    for template in load_templates():
        assert template.display_name("ru") != "" and template.display_name("en") == template.name


def test_a_new_template_is_one_file_no_code(tmp_path: Path) -> None:
    shutil.copy(templates_dir() / "fiim.toml", tmp_path / "fiim.toml")
    (tmp_path / "club-cup.toml").write_text(
        'format = 1\nname = "Club cup"\nruleset = "fiim"\nplayers = 20\n'
        '[[stages]]\nid = "qualifying"\ngames = 5\ntables = 2\nseating = ["random", "swiss", "swiss", '
        '"swiss", "swiss"]\nhidden_from_round = 4\n',
        encoding="utf-8",
    )
    assert template_ids(tmp_path) == ["club-cup", "fiim"]
    template = load_template("club-cup", tmp_path)
    assert template.stages[0].method(1) == R and template.stages[0].method(5) == S
    assert template.games_per_player("qualifying") == 5
    assert load_tournament(template.skeleton()).stages is not None


BAD = [
    ("format = 2", "'format' must be 1"),
    ('ruleset = "../rulesets/fiim"', "unknown ruleset"),
    ('seating = ["random", "swiss"]', "'seating' lists 2 methods for 5 games"),
    ('seating = "snake"', "unknown method 'snake'"),
    ("games = 0", "'games' must be a whole number from 1 to 100"),
    ("hidden_from_round = 6", "'hidden_from_round' must be a whole number from 1 to 5"),
    ("tables = 3", "3 tables need more than 20 players"),
    ("advance = 10", "the first stage takes every player"),
    ("colour = 1", "unknown key 'colour'"),
    ("coefficient = -1", "'coefficient' must be > 0"),
]


@pytest.mark.parametrize(("line", "message"), BAD)
def test_a_broken_template_is_refused_in_one_line_naming_the_file(
    tmp_path: Path, line: str, message: str
) -> None:
    key = line.split(" = ")[0]
    top = {"format": "format = 1", "ruleset": 'ruleset = "fiim"'}
    stage = {"seating": 'seating = "random"', "games": "games = 5", "tables": "tables = 2"}
    head = [top["format"], 'name = "Cup"', top["ruleset"], "players = 20"]
    body = ['id = "qualifying"', stage["games"], stage["tables"], stage["seating"]]
    if key in top:
        head = [line if part == top[key] else part for part in head]
    elif key in stage:
        body = [line if part == stage[key] else part for part in body]
    else:
        body.append(line)
    path = tmp_path / "broken.toml"
    path.write_text("\n".join([*head, "[[stages]]", *body]) + "\n", encoding="utf-8")
    with pytest.raises(TemplateError) as caught:
        read_template_file(path)
    text = str(caught.value)
    assert text.startswith("broken.toml: ") and message in text
    assert "\n" not in text


def test_a_file_that_is_not_toml_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('format = 1\nname = "unterminated\n', encoding="utf-8")
    with pytest.raises(TemplateError, match=r"^bad\.toml: ") as caught:
        read_template_file(path)
    assert "\n" not in str(caught.value)


def test_an_id_is_never_a_path() -> None:
    with pytest.raises(TemplateError, match="unknown template"):
        load_template("../rulesets/fiim")
