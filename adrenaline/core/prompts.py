"""What a decision asks, as an identity: a kind and its arguments, no words.

``Prompt("choose_action", actions_left=2)``, ``Prompt("pay", purpose="shoot",
weapon="Lock Rifle")``: the core says *what* is asked; the words a person reads are
made at the edge (:mod:`adrenaline.words`), as a chess program keeps a move's
coordinates apart from the way it is written.
"""

from __future__ import annotations

from typing import Any


class Prompt:
    """A frozen, hashable question: ``kind`` and keyword ``args`` (plain values:
    numbers, booleans, character and weapon names as the core spells them)."""

    __slots__ = ("kind", "args")

    def __init__(self, kind: str, **args: Any):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def __setattr__(self, name, value):
        raise AttributeError("a Prompt is frozen")

    def __getitem__(self, key: str) -> Any:
        return dict(self.args)[key]

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)

    def __eq__(self, other) -> bool:
        return isinstance(other, Prompt) and (self.kind, self.args) == (other.kind, other.args)

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Prompt({self.kind!r}{args})"

    def as_json(self) -> dict[str, Any]:
        """``{"kind": ..., <args>}``, for the JSON state."""
        return {"kind": self.kind, **dict(self.args)}
