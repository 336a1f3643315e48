"""The phase groups the engine and the screen both ask about, spelled once on `Phase`."""

from mafia_desk.game.model import Phase


def test_phase_groups() -> None:
    assert {p for p in Phase if p.is_night} == {Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK}
    assert {p for p in Phase if p.is_speech} == {Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.LAST_WORDS}
    assert {p for p in Phase if p.is_ballot} == {Phase.VOTE, Phase.REVOTE}


def test_zero_night_is_not_a_night_phase() -> None:
    """Nobody acts on the zero night: the rules that forbid a night action must not see it as a night."""
    assert not Phase.ZERO_NIGHT.is_night
