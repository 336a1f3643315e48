"""Every limit on input files, in one place: values no real tournament has are refused at validation.

Each bound sits far beyond the largest event any regulation describes, so it never refuses a real file; it
exists so that a hostile or broken file is one `invalid:` line instead of a traceback, a database error that
differs between SQLite and PostgreSQL, or a value stored and crashing `standings` later. docs/store.md lists
them for users; a change here must be made there too (a test compares both).
"""

from __future__ import annotations

import re

# Input files (exchange file, game log, seating constraints) are refused before reading beyond this size.
# The largest real file, a 16,000-player import with all its games, is about 30 MB.
MAX_FILE_BYTES = 64 * 1024 * 1024
# Nesting of JSON arrays and objects: the formats need 5 (file > games > game > roles > mafia); unknown keys
# (`extra`) may nest a little more, but nothing needs a thousand levels that would exhaust Python's stack.
MAX_JSON_DEPTH = 32
# Python itself refuses converting longer integers (sys.get_int_max_str_digits); the message says why.
MAX_INT_DIGITS = 4300

# Rounds, tables and absences' rounds: 1..1,000.
MAX_ROUND = 1000
MAX_TABLE = 1000
# Points of a bonus, a penalty or an adjustment: -1,000..1,000 (real ones are within -10..+10).
MAX_ABS_POINTS = 1000
# A stage's coefficient: above 0 (readings A2) and at most 100.
MAX_COEFFICIENT = 100
# Ids, names, clubs, cities, stage ids, the tournament's name: at most 200 characters.
MAX_NAME_CHARS = 200
# Free texts (a reason): at most 2,000 characters; they may hold tabs and line breaks, names may not.
MAX_TEXT_CHARS = 2000
# A draw's `seed` in the exchange file: 0..2^63-1, what a 64-bit integer column holds on both backends.
MAX_SEED = 2**63 - 1
# Players in one file: the biggest open tournaments have a few thousand.
MAX_PLAYERS = 20_000
# Games in one file: 20,000 players for 100 rounds at 10 per table.
MAX_GAMES = 200_000
# Seating draws: players in one draw (tables are within MAX_TABLE) and its rounds; a real draw is a few
# hundred players over at most 20 rounds. The work grows with players times rounds, so their product is
# bounded too: 1,000 players over 20 rounds (or 400 over 50) is a draw of some 10-15 s on a 2-core laptop,
# where 10,000 players over 100 rounds ran for hours (docs/seating.md, "Limits").
MAX_SEATING_PLAYERS = 1_000
MAX_SEATING_ROUNDS = 50
MAX_SEATING_PLAYER_ROUNDS = 20_000

# Control characters (and the Unicode line and paragraph separators) break every one-line output a name
# appears in: the `tournaments` listing, CSV standings, error lines. Free texts may hold tabs and line breaks.
_NAME_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_TEXT_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Marks, embeddings, overrides and isolates of the bidirectional algorithm: invisible, they turned a name
# or a reason around and reordered the rest of its line on a printed sheet and in the hall.
_BIDI_CONTROL = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# Either kind at once, with the lone surrogates: one search clears a fine text (nearly every one), and only a
# text it stops at is asked which problem comes first. A merge of 20,000 players checks 160,000 names.
_ANY_NAME_PROBLEM = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_ANY_TEXT_PROBLEM = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def text_problem(value: str, *, free_text: bool = False) -> str | None:
    """Why `value` cannot be a name (an id, a club...), or with `free_text` a reason; None when it can.

    The one rule for names, shared by the exchange file and the store's own methods, so a name refused in a
    file is refused when typed into the GUI too, on SQLite as on PostgreSQL (which cannot store a NUL).
    """
    limit, control = (MAX_TEXT_CHARS, _TEXT_CONTROL) if free_text else (MAX_NAME_CHARS, _NAME_CONTROL)
    if len(value) > limit:
        return f"is {len(value):,} characters long; at most {limit:,}"
    if (_ANY_TEXT_PROBLEM if free_text else _ANY_NAME_PROBLEM).search(value) is None:
        return None
    bad = control.search(value)
    if bad is not None:
        return f"holds the control character U+{ord(bad.group()):04X}"
    bidi = _BIDI_CONTROL.search(value)
    if bidi is not None:
        code = ord(bidi.group())
        return f"holds the direction control U+{code:04X}, which reorders the line it is printed on"
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"holds a lone surrogate (\\u{ord(value[exc.start]):04x}), which is no character"
    return None
