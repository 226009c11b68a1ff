"""How the trace describes an object in each layer (CR 613): its values before and after an
effect, as text, remembered where the same values are described again and again."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.characteristics import TraceEntry
from mtgrules.effects.layers import Layer
from mtgrules.effects.working import Working
from mtgrules.model.abilities import Ability
from mtgrules.vocab.colors import in_wubrg_order
from mtgrules.vocab.typeline import TypeLine

_RENDERED: dict[tuple[int, str | None, str | None], tuple[Ability, str]] = {}


def rendered_ability(ability: Ability, name: str | None, source_name: str | None) -> str:
    """``ability.render(name, source_name)``, remembered: abilities are frozen values, and the
    same ones are rendered again at every run."""
    key = (id(ability), name, source_name)
    known = _RENDERED.get(key)
    if known is not None and known[0] is ability:
        return known[1]
    text = ability.render(name, source_name)
    if len(_RENDERED) > 50_000:
        _RENDERED.clear()
    _RENDERED[key] = (ability, text)
    return text


def describe_layer(obj: Working, layer: Layer) -> str:
    """What the trace says of an object in ``layer``: the characteristics that layer changes."""
    if layer is Layer.TYPE:
        return _english(obj.type_line) or "(no types)"
    if layer is Layer.ABILITY:
        return _abilities(obj)
    if layer in (Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH):
        return f"{_pt(obj.power)}/{_pt(obj.toughness)}"
    if layer in (Layer.COPY, Layer.FACE_DOWN):
        title = " // ".join(obj.names) if obj.names else "(no name)"
        pt = f" {obj.power}/{obj.toughness}" if obj.power is not None else ""
        return f"{title}, {_english(obj.type_line) or '(no types)'}{pt}"
    if layer is Layer.CONTROL:
        return obj.controller
    if layer is Layer.TEXT:
        name = " // ".join(obj.names) if obj.names else None
        texts = [rendered_ability(i.ability, name, None) for i in obj.abilities if not i.granted]
        return " | ".join(texts) + (
            f" [{_english(obj.type_line)}]" if obj.type_line.subtypes else ""
        )
    if layer is Layer.COLOR:
        return ", ".join(c.english.lower() for c in in_wubrg_order(obj.colors)) or "colorless"
    return f"{_pt(obj.power)}/{_pt(obj.toughness)}"


_ABILITIES: dict[tuple[Any, ...], tuple[tuple[Any, ...], str]] = {}


def _abilities(obj: Working) -> str:
    """An object's abilities as the trace says them (layer 6), remembered by the abilities'
    instances (never changed, kept alive here) and the object's names."""
    instances = tuple(obj.abilities)
    key = (obj.names, *map(id, instances))
    known = _ABILITIES.get(key)
    if known is not None:
        return known[1]  # the ids are of instances kept alive in the entry: the same ones
    name = " // ".join(obj.names) if obj.names else None
    text = (
        " | ".join(rendered_ability(i.ability, name, None) for i in instances) or "(no abilities)"
    )
    if len(_ABILITIES) > 4_096:
        _ABILITIES.clear()
    _ABILITIES[key] = (instances, text)
    return text


_ENGLISH: dict[int, tuple[TypeLine, str]] = {}


def _english(line: TypeLine) -> str:
    """``line.english()``, remembered: type lines are frozen values, and the same ones are
    described again before and after each effect."""
    known = _ENGLISH.get(id(line))
    if known is not None and known[0] is line:
        return known[1]
    text = line.english()
    if len(_ENGLISH) > 10_000:
        _ENGLISH.clear()
    _ENGLISH[id(line)] = (line, text)
    return text


def _pt(value: int | None) -> str:
    return "—" if value is None else str(value)


_ENTRIES: dict[tuple[Any, ...], TraceEntry] = {}


def trace_entry(values: tuple[Any, ...]) -> TraceEntry:
    """``TraceEntry(*values)``, one value for equal entries: the same effects applied to the
    same values give the same entries again at every run (entries are frozen values)."""
    known = _ENTRIES.get(values)
    if known is None:
        if len(_ENTRIES) > 10_000:
            _ENTRIES.clear()
        known = _ENTRIES[values] = TraceEntry(*values)
    return known
