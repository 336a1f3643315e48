"""Points, coefficients, tie-breaks and standings of a tournament (docs/scoring.md).

Import the submodules (`scoring.standings`, `scoring.output`); the rules they apply are
`mafia_desk.rulesets.scoring`, which `mafia_desk.tournament` reads without importing the standings engine.
"""
