"""The engine's coded messages: every code renders, every raise site and every text the state exposes uses a
catalogue code with exactly the parameters its template names, and the English stays as it was."""

from __future__ import annotations

import ast
import copy
import pickle
import re
from pathlib import Path

import pytest
from gamekit import new_game

from mafia_desk.game import CATALOGUE, EndSpeech, Foul, IllegalAction, Message, Nominate, Phase, Vote
from mafia_desk.game.messages import placeholders

ENGINE = Path(__file__).resolve().parents[2] / "mafia_desk" / "game"
PREFIXES = "|".join(sorted({code.partition(".")[0] for code in CATALOGUE}))
CODE = re.compile(rf"^({PREFIXES})\.[a-z0-9_]+$")


def _engine_trees() -> list[tuple[str, ast.Module]]:
    return [
        (p.name, ast.parse(p.read_text(encoding="utf-8")))
        for p in sorted(ENGINE.glob("*.py"))
        if p.name != "messages.py"
    ]


def _calls(name: str) -> list[tuple[str, ast.Call]]:
    out = []
    for file, tree in _engine_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                out.append((file, node))
    return out


def _literal_codes(node: ast.expr) -> list[str] | None:
    """The codes a `Message` call's first argument can be: a literal, or a conditional between literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _literal_codes(node.body), _literal_codes(node.orelse)
        return None if a is None or b is None else a + b
    return None


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_every_code_renders_with_its_parameters(code: str) -> None:
    params = {name: 7 for name in placeholders(code)}
    text = str(Message(code, **params))
    assert text and "{" not in text and "}" not in text
    assert Message(code, **params).code == code


def test_a_message_refuses_an_unknown_code_or_wrong_parameters() -> None:
    with pytest.raises(KeyError):
        Message("refusal.no_such_code")
    with pytest.raises(ValueError, match="takes"):
        Message("outcome.leaves_with_votes", seat=6)
    with pytest.raises(ValueError, match="takes"):
        Message("outcome.all_tied", seat=6)


def test_illegal_action_only_takes_a_coded_message() -> None:
    with pytest.raises(TypeError, match="coded Message"):
        IllegalAction("a bare English sentence")  # type: ignore[arg-type]


def test_every_message_call_in_the_engine_names_a_catalogue_code_with_its_parameters() -> None:
    calls = _calls("Message")
    assert len(calls) > 60
    for file, call in calls:
        codes = _literal_codes(call.args[0])
        if codes is None:
            # `Message(code, ...)` with `code` chosen just above between literals (checked below)
            assert isinstance(call.args[0], ast.Name), f"{file}:{call.lineno}"
            continue
        keywords = {k.arg for k in call.keywords}
        for code in codes:
            assert code in CATALOGUE, f"{file}:{call.lineno}: unknown code {code!r}"
            assert keywords == set(placeholders(code)), (
                f"{file}:{call.lineno}: {code} takes {placeholders(code)}"
            )


def test_every_code_string_in_the_engine_is_in_the_catalogue_and_every_code_is_used() -> None:
    used: set[str] = set()
    for file, tree in _engine_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
                assert node.value in CATALOGUE, f"{file}:{node.lineno}: {node.value!r}"
                used.add(node.value)
    assert used == set(CATALOGUE), f"codes nobody uses: {sorted(set(CATALOGUE) - used)}"


def test_every_raise_site_hands_over_a_message_not_a_bare_string() -> None:
    calls = _calls("IllegalAction")
    assert len(calls) > 30
    for file, call in calls:
        assert len(call.args) == 1 and not call.keywords, f"{file}:{call.lineno}"
        arg = call.args[0]
        assert not isinstance(arg, ast.Constant | ast.JoinedStr | ast.BinOp), f"{file}:{call.lineno}"


def test_a_refusal_carries_code_params_and_the_nested_phase() -> None:
    game = new_game()
    with pytest.raises(IllegalAction) as info:
        game.apply(Vote((1,)))
    err = info.value
    assert err.code == "refusal.not_now"
    assert str(err) == "a vote is not possible now: it is seat 1's speech on day 1"
    action, phase = err.params["action"], err.params["phase"]
    assert isinstance(action, Message) and action.code == "action.a_vote"
    assert isinstance(phase, Message) and phase.code == "phase.day_speech"
    assert dict(phase.params) == {"seat": 1, "day": 1}


def test_state_texts_are_coded_and_read_as_before() -> None:
    game = new_game()
    game.apply(Nominate((4,)))
    for _ in range(4):
        game.apply(Foul(6))
    cancelled = game.state.vote_cancelled
    assert isinstance(cancelled, Message) and cancelled.code == "cancel.removed_in_day"
    assert cancelled == "seat 6 was removed during the day"
    while game.state.phase.kind is Phase.DAY_SPEECH:
        game.apply(EndSpeech())
    outcome = game.state.core.days[0].outcome
    assert isinstance(outcome, Message) and outcome.code in ("outcome.no_vote", "outcome.night_at_once")
    assert outcome.params["cause"] == cancelled
    assert isinstance(game.state.description, Message)


def test_messages_survive_copy_and_pickle() -> None:
    m = Message(
        "refusal.not_now", action=Message("action.a_vote"), phase=Message("phase.night_shot", night=2)
    )
    for other in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert other == m and isinstance(other, Message)
        assert other.code == m.code and dict(other.params) == dict(m.params)
