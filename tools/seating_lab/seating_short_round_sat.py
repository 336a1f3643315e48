"""Offline: settle the maximum of the short-last-round shapes by SAT (PySAT): 21 players on ten rounds of 2
tables and one of 1 (21/2x10+1), 34 on eleven rounds of 3 and one of 1 (34/3x11+1).

In both, the seats divide evenly (210 = 21 x 10, 340 = 34 x 10), so under the strict bench (and the even
one) every player plays exactly 10 games; the models assume only that, so a refusal covers every such draw.

`benched-once` (21/2x10+1 only, the fast model): 21 seats are left empty over the 11 rounds, so everyone sits
out exactly once: one player in each of rounds 1-10 (call him B_j for his round j) and the other 11 (A) in
round 11, whose one table is the ten B players. A player is the word of his tables in rounds 1-10 (two
symbols; B_j has none in round j). Pairs: two A players share a table in at most CAP of the 10 rounds; A and
B_j in at most CAP of the 9 rounds B_j plays; B_j and B_k in at most CAP - 1 of their 8 common rounds (they
also meet in round 11). Symmetry broken without loss of generality: each round's two tables named so that
A_0 sits at the first in every round; the rounds 1-10 ordered so that A_1's word is its second table first
(then B_j is renamed with his round); A_2..A_10 in lexicographic order of their words.

`sits-out-twice` (34/3x11+1 only): 68 places are left empty over the 12 rounds, so everyone sits out
exactly twice: the ten players of the last table (B) twice in rounds 1-11, the other 24 (A) once there and in
round 12. One Boolean per player, round 1-11 and table or bench; every table 10, every bench 4, A benched
once and B twice in rounds 1-11; A-A and A-B pairs share a table in at most CAP of rounds 1-11, B-B pairs in
at most CAP - 1 (they meet in round 12). Symmetry: lex-leader constraints for one order of the variables
(rounds major, players A_0..A_23 then B_0..B_9 minor, tables before the bench), so they hold together: each
round's tables named by first occurrence, the A's ordered by their words and the B's by theirs, rounds 1-11
ordered by their rows.

`generic` (any N players on K rounds of T tables and one of 1, every player with the same number of games):
one Boolean per player, round and table or bench; every table 10, every bench N - 10T, every player G games;
every pair at most CAP meetings. Symmetry: round 1 seats players 0-9, 10-19, ... in table order and benches
the rest; later rounds name their tables by their lowest player.

A found draw is decoded, every pair's meetings recounted from the words, and printed as a grouping JSON
(`tools/seating_lab/seating_library.py --construction` reads it). With `--proof DIR` an UNSAT answer leaves
the CNF (DIMACS) and CaDiCaL's DRUP proof in DIR for an independent checker:
`drat-trim DIR/model.cnf DIR/proof.drup` (github.com/marijnheule/drat-trim) prints `s VERIFIED`.

    python tools/seating_lab/seating_short_round_sat.py 21 --cap 5 [--proof DIR]    # UNSAT (NOTES.md)
    python tools/seating_lab/seating_short_round_sat.py 34 --cap 3 --model sits-out-twice
    python tools/seating_lab/seating_short_round_sat.py 34 --cap 3 --model generic
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat.solvers import Solver

SEATS = 10


class Model:
    def __init__(self) -> None:
        self.pool = IDPool()
        self.cnf = CNF()

    def var(self, *key: object) -> int:
        return int(self.pool.id(key))

    def at_most(self, lits: list[int], k: int) -> None:
        if k < len(lits):
            self.cnf.extend(CardEnc.atmost(lits=lits, bound=k, vpool=self.pool, encoding=EncType.seqcounter))

    def exactly(self, lits: list[int], k: int) -> None:
        self.cnf.extend(CardEnc.equals(lits=lits, bound=k, vpool=self.pool, encoding=EncType.seqcounter))

    def same(self, u: int, v: int) -> int:
        """A literal true iff u and v are equal (two players at the same one of two tables)."""
        e = self.var("same", u, v)
        self.cnf.extend([[-e, -u, v], [-e, u, -v], [e, u, v], [e, -u, -v]])
        return e

    def both(self, u: int, v: int) -> int:
        e = self.var("both", u, v)
        self.cnf.extend([[-e, u], [-e, v], [e, -u, -v]])
        return e

    def lex_leq(self, u: list[int], v: list[int], name: object) -> None:
        """u <= v lexicographically (False < True)."""
        prefix = None  # a literal: the words agree on every earlier position
        for r, (a, b) in enumerate(zip(u, v, strict=True)):
            cond = [] if prefix is None else [-prefix]
            self.cnf.append([*cond, -a, b])
            e = self.var("lex", name, r)
            self.cnf.extend([[*cond, -a, -b, e], [*cond, a, b, e], [-e, -a, b], [-e, a, -b]])
            if prefix is not None:
                self.cnf.append([-e, prefix])
            prefix = e


def benched_once(cap: int) -> tuple[Model, list[list[int | None]]]:
    """The 21/2x10+1 model; returns it and the words' variables, players A_0..A_10 then B_0..B_9 (None: the
    round B_j sits out)."""
    m = Model()
    rounds = 10
    a_words: list[list[int]] = [[m.var("a", i, r) for r in range(rounds)] for i in range(11)]
    b_words: list[list[int | None]] = [
        [m.var("b", j, r) if r != j else None for r in range(rounds)] for j in range(10)
    ]
    for r in range(rounds):
        column = [w[r] for w in a_words] + [x for w in b_words if (x := w[r]) is not None]
        m.exactly(column, SEATS)  # 20 players at 2 tables: 10 at each
    for u, v in itertools.combinations(a_words, 2):
        m.at_most([m.same(x, y) for x, y in zip(u, v, strict=True)], cap)
    for u in a_words:
        for w in b_words:
            m.at_most([m.same(x, y) for x, y in zip(u, w, strict=True) if y is not None], cap)
    for w1, w2 in itertools.combinations(b_words, 2):
        pairs = [(x, y) for x, y in zip(w1, w2, strict=True) if x is not None and y is not None]
        m.at_most([m.same(x, y) for x, y in pairs], cap - 1)
    m.cnf.extend([[-x] for x in a_words[0]])
    m.cnf.extend([[a_words[1][r], -a_words[1][r + 1]] for r in range(rounds - 1)])
    for i in range(2, 10):
        m.lex_leq(a_words[i], a_words[i + 1], i)
    words: list[list[int | None]] = [list(w) for w in a_words] + b_words
    return m, words


# 34/3x11+1: the 24 players who sit out once in rounds 1-11 and in round 12 (A), then the ten of the last
# table (B).
A_COUNT_34 = 24


def sits_out_twice(cap: int) -> tuple[Model, list[list[list[int]]]]:
    """The 34/3x11+1 model; returns it and x[p][r][t] (t = 3: the bench), players A_0..A_23 then
    B_0..B_9."""
    m = Model()
    rounds, tables, a_count, n = 11, 3, A_COUNT_34, 34
    x = [[[m.var("x", p, r, t) for t in range(tables + 1)] for r in range(rounds)] for p in range(n)]
    for p in range(n):
        for r in range(rounds):
            m.exactly(x[p][r], 1)
        m.exactly([x[p][r][tables] for r in range(rounds)], 1 if p < a_count else 2)
    for r in range(rounds):
        for t in range(tables):
            m.exactly([x[p][r][t] for p in range(n)], SEATS)
        m.exactly([x[p][r][tables] for p in range(n)], n - SEATS * tables)
    for p, q in itertools.combinations(range(n), 2):
        left = cap - (1 if p >= a_count and q >= a_count else 0)
        m.at_most([m.both(x[p][r][t], x[q][r][t]) for r in range(rounds) for t in range(tables)], left)
    for r in range(rounds):
        for t in range(1, tables):
            for p in range(n):
                m.cnf.append([-x[p][r][t], *(x[q][r][t - 1] for q in range(p))])
    # One-hot bits compare the other way round from the values they hold (table 0 = 1000 is the highest
    # bit string, the lowest value), so "value word of u <= that of v" is "bits of v <= bits of u".
    for p in range(n - 1):
        if (p < a_count) == (p + 1 < a_count):
            m.lex_leq([b for row in x[p + 1] for b in row], [b for row in x[p] for b in row], ("player", p))
    for r in range(rounds - 1):
        m.lex_leq(
            [b for p in range(n) for b in x[p][r + 1]], [b for p in range(n) for b in x[p][r]], ("round", r)
        )
    return m, x


def decode_sits_out_twice(model: set[int], x: list[list[list[int]]]) -> list[str]:
    return [
        "".join(next("012-"[t] for t, v in enumerate(row) if v in model) for row in rows)
        + ("-" if p < A_COUNT_34 else "L")
        for p, rows in enumerate(x)
    ]


def decode_benched_once(model: set[int], words: list[list[int | None]]) -> list[str]:
    out = []
    for i, w in enumerate(words):
        text = "".join("-" if x is None else ("1" if x in model else "0") for x in w)
        out.append(text + ("-" if i < 11 else "L"))  # round 11: A sits out, B plays its one table
    return out


def generic(n: int, tables: int, rounds: int, cap: int) -> tuple[Model, list[list[list[int]]], list[int]]:
    m = Model()
    seats = SEATS * tables * rounds + SEATS
    if seats % n:
        raise SystemExit(f"{n} players do not split {seats} seats evenly: the model assumes equal games")
    games = seats // n
    z = [[[m.var("z", p, r, t) for t in range(tables + 1)] for r in range(rounds)] for p in range(n)]
    last = [m.var("last", p) for p in range(n)]
    for p in range(n):
        for r in range(rounds):
            m.exactly(z[p][r], 1)
        m.exactly([z[p][r][t] for r in range(rounds) for t in range(tables)] + [last[p]], games)
    for r in range(rounds):
        for t in range(tables):
            m.exactly([z[p][r][t] for p in range(n)], SEATS)
        m.exactly([z[p][r][tables] for p in range(n)], n - SEATS * tables)
    m.exactly(last, SEATS)
    for p, q in itertools.combinations(range(n), 2):
        lits = [m.both(z[p][r][t], z[q][r][t]) for r in range(rounds) for t in range(tables)]
        m.at_most([*lits, m.both(last[p], last[q])], cap)
    for p in range(n):
        first = p // SEATS if p < SEATS * tables else tables
        m.cnf.append([z[p][0][first]])
    for r in range(1, rounds):
        for t in range(tables - 1):
            for p in range(n):
                m.cnf.append([-z[p][r][t + 1], *(z[q][r][t] for q in range(p))])
    return m, z, last


def decode_generic(model: set[int], z: list[list[list[int]]], last: list[int]) -> list[str]:
    out = []
    for p, rows in enumerate(z):
        text = "".join(
            next(str(t) if t < len(row) - 1 else "-" for t, x in enumerate(row) if x in model) for row in rows
        )
        out.append(text + ("L" if last[p] in model else "-"))
    return out


def grouping(words: list[str]) -> dict[str, object]:
    """The words as a grouping JSON (1-based players), every pair's meetings recounted."""
    rounds = []
    for r in range(len(words[0])):
        symbols = sorted({w[r] for w in words} - {"-"})
        rounds.append(
            {
                "tables": [[p + 1 for p, w in enumerate(words) if w[r] == s] for s in symbols],
                "sitting_out": [p + 1 for p, w in enumerate(words) if w[r] == "-"],
            }
        )
    for rnd in rounds:
        if any(len(t) != SEATS for t in rnd["tables"]):
            raise SystemExit("decoded a table that does not hold 10 players: the model is wrong")
    return {"players": len(words), "rounds": rounds}


def most_meetings(words: list[str]) -> int:
    return max(
        sum(1 for a, b in zip(u, v, strict=True) if a == b and a != "-")
        for u, v in itertools.combinations(words, 2)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int, choices=(21, 34))
    parser.add_argument("--cap", type=int, required=True, help="the most meetings allowed for any pair")
    parser.add_argument(
        "--model", choices=("benched-once", "sits-out-twice", "generic"), default="benched-once"
    )
    parser.add_argument("--solver", default="cadical195")
    parser.add_argument(
        "--proof", type=Path, help="a folder for the CNF and the DRUP proof of an UNSAT answer"
    )
    args = parser.parse_args(argv)
    if args.model == "benched-once" and args.players != 21:
        parser.error("the benched-once model is 21/2x10+1's; use --model generic")
    if args.model == "sits-out-twice" and args.players != 34:
        parser.error("the sits-out-twice model is 34/3x11+1's; use --model generic")
    if args.model == "benched-once":
        m, words = benched_once(args.cap)
    elif args.model == "sits-out-twice":
        m, x = sits_out_twice(args.cap)
    else:
        tables, rounds = (2, 10) if args.players == 21 else (3, 11)
        m, z, last = generic(args.players, tables, rounds, args.cap)
    print(f"{args.model} model: {m.pool.top:,} variables, {len(m.cnf.clauses):,} clauses", file=sys.stderr)
    proof = args.proof is not None
    if proof:
        args.proof.mkdir(parents=True, exist_ok=True)
        m.cnf.to_file(str(args.proof / "model.cnf"))
    start = time.perf_counter()
    with Solver(name=args.solver, bootstrap_with=m.cnf.clauses, with_proof=proof) as solver:
        found = solver.solve()
        seconds = time.perf_counter() - start
        if not found:
            print(f"UNSAT in {seconds:.1f} s: no such draw has every pair at most {args.cap} times")
            if proof:
                with open(args.proof / "proof.drup", "w", encoding="ascii") as out:
                    for line in solver.get_proof():
                        out.write(line + "\n")
                print(f"check: drat-trim {args.proof / 'model.cnf'} {args.proof / 'proof.drup'}")
            return 1
        model = {lit for lit in solver.get_model() if lit > 0}
    if args.model == "benched-once":
        decoded = decode_benched_once(model, words)
    elif args.model == "sits-out-twice":
        decoded = decode_sits_out_twice(model, x)
    else:
        decoded = decode_generic(model, z, last)
    most = most_meetings(decoded)
    print(f"SAT in {seconds:.1f} s: max meetings {most} (recounted)", file=sys.stderr)
    if most > args.cap:
        raise SystemExit("the decoded draw breaks the cap: the model is wrong")
    json.dump(grouping(decoded), sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
