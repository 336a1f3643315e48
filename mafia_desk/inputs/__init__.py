"""What any file the program reads must stay within: the input limits and the one capped JSON reader.

The lowest layer (docs/architecture.md), beside `rulesets`: the engine's game logs, the exchange file, the
seating constraints and the store's own checks all read through it, so one limit means the same everywhere.
"""
