"""The JSON Schema of the save format, made from the state classes themselves.

The package ships it as ``burgundy/save.schema.json`` for other programs that read saves;
``python -m burgundy.schema`` writes it again after a change to the state classes (a test
checks that the shipped file is current). It describes the shape of a save; what a shape
cannot say (conservation, tiles on spaces of their colour, live hooks) ``Game.from_json``
checks.
"""

from __future__ import annotations

import functools
import json
import sys
import types
import typing
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Union

import attrs

from burgundy.games.castles import state as model
from burgundy.games.castles.actions import ACTION_TYPES, Action
from burgundy.games.castles.events import EVENT_TYPES, Event
from burgundy.games.castles.saves import FORMAT, VERSION
from burgundy.games.castles.tile import Tile

SCHEMA_FILE = "save.schema.json"
#: The base game's tile ids, and those of the kinds tile files declare (``inn``, ``shield:3``).
_TILE_ID = (
    r"^(castle|mine|ship|animal:[a-z]+:[0-9]+|building:[a-z0-9_]+|knowledge:[0-9]+"
    r"|[a-z][a-z0-9_]*(:([a-z][a-z0-9_]*|[1-9][0-9]*))?)$"
)


def _tags() -> Mapping[Any, Mapping[type, str]]:
    return {
        model.Frame: model.FRAME_TAGS,
        Event: {cls: vars(cls)["tag"] for cls in EVENT_TYPES},
        Action: {cls: vars(cls)["tag"] for cls in ACTION_TYPES},
    }


class _Builder:
    """Schemas of the classes a save holds, each named once in ``definitions``."""

    def __init__(self) -> None:
        self.definitions: dict[str, Any] = {}
        self.tags = _tags()
        # A class of a union is written with its tag wherever it is (a frame in a frame).
        self.tag_of = {cls: tag for tags in self.tags.values() for cls, tag in tags.items()}

    def of(self, hint: Any) -> dict[str, Any]:
        for union, tags in self.tags.items():
            if hint == union:
                return {"oneOf": [self.of_class(cls) for cls in tags]}
        if hint is int:
            return {"type": "integer"}
        if hint is str:
            return {"type": "string"}
        if hint is bool:
            return {"type": "boolean"}
        if hint is Tile:
            return {"type": "string", "pattern": _TILE_ID}
        if hint is type(None):
            return {"type": "null"}
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (Union, types.UnionType):
            return {"anyOf": [self.of(arg) for arg in args]}
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of(args[0])}
            items = [self.of(arg) for arg in args]
            return {"type": "array", "prefixItems": items, "minItems": len(items), "items": False}
        if attrs.has(hint):
            return self.of_class(hint)
        raise TypeError(f"no schema for {hint!r}")

    def of_class(self, cls: type) -> dict[str, Any]:
        name, tag = cls.__name__, self.tag_of.get(cls)
        if name not in self.definitions:
            self.definitions[name] = {}  # a placeholder while its fields refer back
            hints = typing.get_type_hints(cls)
            fields = attrs.fields(cls)
            properties = {f.name: self.of(hints[f.name]) for f in fields}
            required = [f.name for f in fields if f.default is attrs.NOTHING]
            if tag is not None:
                properties = {"type": {"const": tag}, **properties}
                required = ["type", *required]
            self.definitions[name] = {
                "type": "object",
                "properties": properties,
                "required": required,
                "additionalProperties": False,
            }
        return {"$ref": f"#/definitions/{name}"}


def save_schema() -> dict[str, Any]:
    """The JSON Schema of a save (format version ``VERSION``)."""
    builder = _Builder()
    state = builder.of(model.GameState)
    source = {
        "type": "object",
        "properties": {"path": {"type": "string"}, "text": {"type": "string"}},
        "required": ["path", "text"],
        "additionalProperties": False,
    }
    house_rules = {
        "type": "object",
        "properties": {
            "sources": {"type": "array", "items": source},
            "hooks": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["sources"],
        "additionalProperties": False,
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "A saved game of burgundy",
        "type": "object",
        "properties": {
            "format": {"const": FORMAT},
            "version": {"const": VERSION},
            "game": {"const": "castles"},
            "engine": {"type": "string", "description": "the engine version that saved it"},
            "ruleset": {"type": "string", "description": "the digest of the tile set"},
            "tiles": {"anyOf": [{"const": "standard"}, house_rules]},
            "state": state,
        },
        "required": ["format", "version", "game", "engine", "ruleset", "tiles", "state"],
        "additionalProperties": False,
        "definitions": dict(sorted(builder.definitions.items())),
    }


def schema_text() -> str:
    return json.dumps(save_schema(), indent=1, sort_keys=False) + "\n"


@functools.cache
def shipped_schema() -> dict[str, Any]:
    """The schema as the package ships it."""
    text = resources.files("burgundy").joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def main() -> None:
    """``python -m burgundy.schema``: write the schema where the package ships it."""
    target = Path(str(resources.files("burgundy").joinpath(SCHEMA_FILE)))
    target.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
