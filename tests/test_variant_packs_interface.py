"""The pack interface is public and typed: every field of VariantPack has a type made of public
names only (no private class such as the card-definition reader's), each importable from where
its module says; and the card reader a keyword builder is given has every method CardReader
promises."""

from __future__ import annotations

import importlib
import inspect
import typing
from typing import Any

import pytest

import mtgrules.variants as variants
from mtgrules.cards.abilities import Ability
from mtgrules.cards.custom import CustomCard
from mtgrules.cards.definitions import read_definition_text
from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.text import Text
from mtgrules.game import packs as game_packs
from mtgrules.game.attachments import AttachmentRule
from mtgrules.game.game_state import GameState
from mtgrules.game.sba import Action
from mtgrules.sourcefile import Located
from mtgrules.variants import CardReader, VariantPack, register
from mtgrules.vocab.keywords import Keyword
from mtgrules.vocab.ruleset import RuleSet

NAMES = {
    **vars(variants), **vars(game_packs),
    "Ability": Ability, "CustomCard": CustomCard, "Characteristics": Characteristics,
    "Text": Text, "AttachmentRule": AttachmentRule, "StateBasedAction": Action,
    "GameState": GameState,
    "Located": Located,
}  # fmt: skip


@pytest.fixture(autouse=True)
def only_shipped_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packs known are the shipped ones, whatever other tests registered or read."""
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})


def classes_in(hint: Any) -> list[type]:
    """Every class a type hint is made of."""
    found: list[type] = []
    args = typing.get_args(hint)
    if args:
        for arg in args:
            if isinstance(arg, list):
                for a in arg:
                    found += classes_in(a)
            else:
                found += classes_in(arg)
        origin = typing.get_origin(hint)
        if isinstance(origin, type):
            found.append(origin)
    elif isinstance(hint, type):
        found.append(hint)
    return found


def test_every_field_of_a_pack_is_typed_with_public_classes() -> None:
    hints = typing.get_type_hints(VariantPack, globalns=NAMES)
    assert set(hints) == {f for f in VariantPack.__dataclass_fields__}
    for field, hint in hints.items():
        assert hint is not Any, field
        for cls in classes_in(hint):
            if cls.__module__ in ("builtins", "types", "collections.abc", "typing"):
                continue
            assert not cls.__name__.startswith("_"), (field, cls)
            assert getattr(importlib.import_module(cls.__module__), cls.__name__) is cls


def test_a_keyword_builder_is_called_with_the_card_reader_it_was_promised() -> None:
    seen: list[CardReader] = []

    def build(
        reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
    ) -> Ability:
        seen.append(reader)
        return reader.ability({"static": "{this} can't be countered."}, None, 0)

    register(VariantPack(
        "interface-example", keywords=(Keyword("Steadfast", "不動", "static", "example 1"),),
        keyword_builders={"Steadfast": build},
    ))  # fmt: skip
    from mtgrules.variants import ruleset

    definition = read_definition_text(
        "card: X\nabilities: [Steadfast]\n", rules=ruleset(["interface-example"])
    )
    assert definition.face("X").abilities[0].text.render() == "this object can't be countered."
    (reader,) = seen
    promised = {
        n for n, v in vars(CardReader).items() if inspect.isfunction(v) and not n.startswith("_")
    }
    assert promised == {
        "fail", "mapping", "check_keys", "text", "ability", "filter", "targets", "instruction",
    }  # fmt: skip
    for name in promised:
        assert callable(getattr(reader, name)), name
    assert isinstance(reader.rules, RuleSet)
    assert reader.path == "<string>"
