"""Rulesets: one TOML file per regulation (`resources/rulesets/<id>.toml`), read into validated options.

`files` finds a file and checks its `format`; `game` holds the `[game]` options the engine obeys, `scoring`
the `[scoring]` options standings obey. This package is the lowest layer (docs/architecture.md): it imports no
other part of the app, so the engine, tournament and scoring all read a regulation the same way.
Import the submodules; this file stays empty so that loading one half never loads the other's users.
"""
