"""JSON forms of the values inside events (stages, choices, tuples)."""

from __future__ import annotations

from typing import Any

import attrs

from .state import Stage


def encode(value: Any) -> Any:
    if isinstance(value, Stage):
        data = value._asdict()
        data["tokens"] = [t.text for t in value.tokens]
        return {k: encode(v) for k, v in data.items()
                if k in ("name", "player") or v != _STAGE_DEFAULTS[k]}
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    return value


_STAGE_DEFAULTS = {**Stage._field_defaults, "tokens": []}


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def decode_stage(data: Any) -> Stage:
    from .choice_text import parse_choice

    if not isinstance(data, dict) or "name" not in data or set(data) - set(Stage._fields):
        raise ValueError("bad stage")
    fields = {k: _tupled(v) for k, v in data.items()}
    fields["tokens"] = tuple(parse_choice(t) for t in data.get("tokens", ()))
    return Stage(**fields)


def decode_event_fields(cls: type, fields: dict[str, Any]) -> dict[str, Any]:
    names = {f.name for f in attrs.fields(cls)}
    if set(fields) - names:
        raise ValueError(f"{cls.__name__}: unknown fields {sorted(set(fields) - names)}")
    out = {}
    for k, v in fields.items():
        out[k] = decode_stage(v) if k == "stage" else _tupled(v)
    return out
