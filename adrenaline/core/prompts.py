"""What a decision asks, as an identity: a kind and its arguments, no words.

``Prompt("choose_action", actions_left=2)``, ``Prompt("pay", purpose="shoot",
weapon="Lock Rifle")``: the core says *what* is asked; the words a person reads are
made at the edge (:mod:`adrenaline.words`), as a chess program keeps a move's
coordinates apart from the way it is written.
"""

from __future__ import annotations

import functools
from typing import Any


class Prompt(tuple):
    """A frozen, hashable question: ``kind`` and keyword ``args`` (plain values:
    numbers, booleans, character and weapon names as the core spells them).

    A tuple underneath, ``(kind, args)``: one is made for every decision, so it costs
    no more than the sentence it replaces."""

    __slots__ = ()

    def __new__(cls, kind: str, **args: Any):
        items = tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items())
        return tuple.__new__(cls, (kind, items))

    @property
    def kind(self) -> str:
        return tuple.__getitem__(self, 0)

    @property
    def args(self) -> tuple[tuple[str, Any], ...]:
        return tuple.__getitem__(self, 1)

    def __getitem__(self, key):
        """An argument by name (``prompt["moves"]``)."""
        if isinstance(key, str):
            return dict(self.args)[key]
        return tuple.__getitem__(self, key)

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)

    def __getnewargs_ex__(self):
        return (self.kind,), dict(self.args)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Prompt({self.kind!r}{args})"

    def as_json(self) -> dict[str, Any]:
        """``{"kind": ..., <args>}``, for the JSON state."""
        return {"kind": self.kind, **dict(self.args)}


@functools.lru_cache(maxsize=None, typed=True)
def prompt(kind: str, **args: Any) -> Prompt:
    """``Prompt(kind, **args)``, made once and then shared: a Prompt is a frozen value,
    and the rules ask the same few questions (a kind and a few small arguments)
    thousands of times a second."""
    return Prompt(kind, **args)
