"""The headless subcommands of `mafia-desk`, one module each, kept out of the pure packages.

They sit above every other layer (docs/architecture.md): a command may read the store, compute in scoring or
seating and draw a PDF through reports, which needs Qt; game/, scoring/, seating/ and tournament/ therefore
hold no Qt import at all, not even a lazy one inside a function.
"""
