"""What an option of a ruleset is, for both halves: a dataclass field named as its TOML key, with its default,
a one-line doc, the regulation it comes from and the kind of value it takes.

`[game]` (`GameRuleset`) and `[scoring]` (`ScoringRules` and its sub-tables) are declared with `option()` and
read with `read_table()`, so a misspelt key, a value of the wrong kind and an undocumented option are refused
the same way in both halves, and the docs tables of both (docs/rulesets-game.md, docs/scoring.md) are checked
against the same metadata. Defaults live only in the field declarations.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import Field, dataclass, fields, replace
from dataclasses import field as dataclass_field
from fractions import Fraction
from typing import Any, TypeVar


class RulesetError(ValueError):
    """A ruleset file or override that names an unknown option or gives it a value of the wrong kind."""


T = TypeVar("T")


@dataclass(frozen=True)
class Kind:
    """How an option's value is read. `read` returns the typed value, None for a value of the wrong kind (the
    refusal then says "must be <wants>"), or raises RulesetError with a reason of its own."""

    wants: str
    read: Callable[[object], object | None]


def _number(value: object) -> Fraction | None:
    """Exact from the TOML text: 0.4 is 2/5, not the nearest double (readings A35)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return Fraction(value) if isinstance(value, int) else Fraction(repr(value))


def _whole_from(minimum: int) -> Callable[[object], object | None]:
    def read(value: object) -> object | None:
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= minimum
        return value if ok else None

    return read


def list_of(item: Callable[[object], object | None]) -> Callable[[object], object | None]:
    def read(value: object) -> object | None:
        if not isinstance(value, list | tuple):
            return None
        items = tuple(item(v) for v in value)
        return None if any(i is None for i in items) else items

    return read


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


BOOL = Kind("true or false", lambda v: v if isinstance(v, bool) else None)
COUNT = Kind("a whole number, 0 or more", _whole_from(0))
NUMBER = Kind("a number", _number)
NUMBERS = Kind("a list of numbers", list_of(_number))
TEXTS = Kind("a list of non-empty strings", list_of(_text))


def whole_from(minimum: int, wants: str) -> Kind:
    return Kind(wants, _whole_from(minimum))


def option(
    default: Any, doc: str, source: str, kind: Kind | None = None, choices: tuple[str, ...] = ()
) -> Any:
    """An option: its default (the FIIM baseline), what it decides, where the regulations say so. A text
    option gives its allowed words as `choices` instead of a kind."""
    if choices:
        kind = Kind(f"one of {', '.join(choices)}", lambda v: v if v in choices else None)
    if kind is None:
        raise TypeError("an option needs a kind or choices")
    if isinstance(default, list | dict | set):
        raise TypeError("an option's default must be immutable: a frozen ruleset is shared by every game")
    return dataclass_field(default=default, metadata={"doc": doc, "source": source, "kind": kind})


def table(default: Any, doc: str) -> Any:
    """A sub-table (`[scoring.best_move]`): a frozen dataclass of options of its own."""
    return dataclass_field(default=default, metadata={"doc": doc, "table": True})


def documented(cls: type[Any], prefix: str = "") -> dict[str, Field[Any]]:
    """Every option of `cls` by its dotted TOML name (`best_move.three_blacks`), sub-tables flattened."""
    found: dict[str, Field[Any]] = {}
    for f in fields(cls):
        if f.metadata.get("table"):
            found.update(documented(type(f.default), f"{prefix}{f.name}."))
        elif "kind" in f.metadata:
            found[prefix + f.name] = f
    return found


def read_table(base: T, values: Mapping[str, object], where: str, label: str, noun: str = "option") -> T:
    """`base` with the options `values` gives, each checked; `label` names the table in a refusal."""
    known = {f.name: f for f in fields(base) if "doc" in f.metadata}  # type: ignore[arg-type]
    changes: dict[str, Any] = {}
    for name, value in values.items():
        spec = known.get(name)
        if spec is None:
            raise RulesetError(
                f"{where}: unknown {noun} {name!r} in {label} (known: {', '.join(sorted(known))})"
            )
        if spec.metadata.get("table"):
            inner = f"{label[:-1]}.{name}]"
            if not isinstance(value, dict):
                raise RulesetError(f"{where}: {inner} must be a table")
            changes[name] = read_table(getattr(base, name), value, where, inner)
            continue
        kind: Kind = spec.metadata["kind"]
        try:
            read = kind.read(value)
        except RulesetError as err:
            raise RulesetError(f"{where}: {name}: {err}") from None
        if read is None:
            raise RulesetError(f"{where}: {name} must be {kind.wants}, not {value!r}")
        changes[name] = read
    return replace(base, **changes)  # type: ignore[type-var]
