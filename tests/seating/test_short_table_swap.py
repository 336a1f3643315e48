"""A swap in a draw with a short table (issue 37): the place on the short table goes with the bench seat."""

from __future__ import annotations

from mafia_desk.seating.rounds import short_table_of, swap_in_draw
from mafia_desk.tournament.model import Draw

TABLE = tuple(f"p{i:02d}" for i in range(1, 11))


def test_the_short_table_follows_the_bench_seat_in_a_swap() -> None:
    d = Draw(
        "qualifying", 2, (TABLE,), 5, ("p11", "p12"), extra={"short_table": ["p11", "p12"], "ranked_by": "x"}
    )
    swapped = swap_in_draw(d, "p03", "p12")
    assert swapped.sitting_out == ("p11", "p03") and "p12" in swapped.tables[0]
    assert short_table_of(swapped) == ("p11", "p03") and swapped.extra["ranked_by"] == "x"
    assert short_table_of(swap_in_draw(d, "p01", "p02")) == ("p11", "p12")
    plain = Draw("qualifying", 2, (TABLE,), 5, ("p11",))
    assert swap_in_draw(plain, "p01", "p11").extra == {}
