"""The PySAT call the lab's SAT models share: one solver, a time limit, the model's true literals."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable

from pysat.solvers import Solver


def solve_limited(clauses: Iterable[list[int]], seconds: float, solver_name: str) -> set[int] | None:
    """Run the named PySAT solver on the clauses for at most `seconds` and print its answer on stderr; the
    true literals of the model found, or None (UNSAT, or the time ran out)."""
    with Solver(name=solver_name, bootstrap_with=clauses) as solver:
        timer = threading.Timer(seconds, solver.interrupt)
        timer.start()
        result = solver.solve_limited(expect_interrupt=True)
        timer.cancel()
        print(f"result {result}", file=sys.stderr, flush=True)
        if result is not True:
            return None
        return {lit for lit in solver.get_model() if lit > 0}
