"""Points, coefficients, tie-breaks and standings of a tournament (docs/scoring.md).

Import the submodules (`scoring.standings`, `scoring.output`; the rules are `mafia_desk.rulesets.scoring`): this package file stays empty
so that `mafia_desk.tournament` can read the scoring rules without importing the standings engine.
"""
