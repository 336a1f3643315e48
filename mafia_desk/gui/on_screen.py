"""What the host's screen shows now, as questions answered from the game and the host's input alone.

The screen builder, the host's texts and the controller's key handling all ask these, so a seat that is
pickable, a victim hidden until the morning or a live ballot's count is decided in one place.
"""

from __future__ import annotations

from mafia_desk.game.model import ActionKind, Phase, SeatStatus
from mafia_desk.gui.host_input import GameView, HostInput
from mafia_desk.gui.phase_ui import PHASE_UI, PhaseUi


def phase_ui(g: GameView) -> PhaseUi:
    return PHASE_UI[g.state.phase.kind]


def best_move_open(g: GameView, inp: HostInput) -> bool:
    """The asked victim's three seats are still to come, red or black: the screen is the same for both."""
    return g.state.best_move_open and not inp.staged.no_best_move


def guess_kind(g: GameView) -> ActionKind:
    """What the asked victim's three seats are recorded as: a red one's best move, a black one's guess that
    counts nothing. Only the event differs, never the screen."""
    return ActionKind.NAMED_GUESS if g.state.best_move_seat is None else ActionKind.BEST_MOVE


def seat_choices(g: GameView, inp: HostInput) -> frozenset[int]:
    """The seats a digit does something with now (for enabling the seat buttons)."""
    if inp.answer is not None:
        return frozenset()  # the checker is still awake: his answer is up, nothing is picked now
    s = g.state
    allowed = g.allowed
    if best_move_open(g, inp):
        return allowed.get(guess_kind(g), frozenset())
    if s.phase.kind in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        # The engine refuses the checker's own seat, and every seat when the checker is out; greyed buttons
        # would show the table who checks or that he is dead, so the seats look as pickable as for a living
        # checker, and a press the engine would refuse is answered in words for the host.
        return s.check_seats
    action = phase_ui(g).seats
    return allowed.get(action, frozenset()) if action is not None else frozenset()


def speaker_on_screen(g: GameView, inp: HostInput) -> int | None:
    """The seat to highlight: a day speaker only; at night the acting seat is the don or the sheriff, and the
    morning's first speaker (the victim's last words) waits until the night is off the screen."""
    if inp.answer is None and g.state.phase.kind.is_speech:
        return g.state.current_speaker
    return None


def night_on_screen(g: GameView, inp: HostInput) -> bool:
    """The screen still shows the night: a night phase, or a check's answer not yet put away."""
    return g.state.phase.kind.is_night or inp.answer is not None


def shown_status(g: GameView, seat: int) -> SeatStatus:
    """The seat's status as the table may see it: tonight's victim stays alive until the morning (the told
    game has no shot tonight)."""
    return g.told.status(seat)


def can_none(g: GameView, inp: HostInput) -> bool:
    if inp.answer is not None and inp.answer.last:
        return False  # the night's last check's answer is up: − is refused until Enter
    if best_move_open(g, inp):
        return True  # − is "no best move"
    if g.state.phase.kind is Phase.ZERO_NIGHT:
        return bool(inp.staged.roles)  # − clears the role picks, once there are some
    return phase_ui(g).none is not None


def can_all_rest(g: GameView) -> bool:
    kind = g.state.phase.kind
    return kind.is_ballot or kind is Phase.LIFT_VOTE


def counted_ballot(g: GameView) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The day's last counted ballot (candidate, voters), kept on the table from its close until the night;
    () while a ballot is being voted (that one is live) and at night."""
    s = g.state
    kind = s.phase.kind
    if kind.is_night or kind is Phase.ZERO_NIGHT or kind.is_ballot:
        return ()
    for b in reversed(s.day_ballots):
        if b.kind != "lift" and b.outcome:
            return b.votes
    return ()


def live_counts(g: GameView, inp: HostInput) -> list[tuple[int, int, bool]]:
    """(candidate, votes so far, is the current one) for the ballot on screen, staged presses included."""
    s = g.state
    if not s.phase.kind.is_ballot:
        return []
    counted = {cand: len(voters) for cand, voters in s.ballot}
    out = []
    for cand in s.vote_candidates:
        current = cand == s.phase.candidate
        n = counted.get(cand, 0) + (len(inp.staged.votes) if current else 0)
        out.append((cand, n, current))
    return out


def table_counts(g: GameView, inp: HostInput) -> dict[int, int]:
    """Candidate -> votes for the seat table: the live ballot, else the day's last counted one."""
    live = {cand: n for cand, n, _ in live_counts(g, inp)}
    return live or {cand: len(voters) for cand, voters in counted_ballot(g)}


def voter_choice(g: GameView, inp: HostInput) -> dict[int, int]:
    """Voter seat -> the candidate he voted for in the current round (after its close: in the day's last
    counted one, until the night)."""
    s = g.state
    ballot = s.ballot or counted_ballot(g)
    out = {v: cand for cand, voters in ballot for v in voters}
    candidate = s.phase.candidate
    if s.phase.kind.is_ballot and candidate is not None:
        for v in inp.staged.votes:
            out[v] = candidate
    return out


def player(g: GameView, seat: int) -> str:
    holder = g.state.holder(seat)  # the substitute once a seat was replaced
    return holder.player if holder is not None else ""
