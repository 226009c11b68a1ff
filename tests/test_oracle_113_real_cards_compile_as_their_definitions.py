"""Real cards compiled from their Oracle text (CR 113: abilities) give the same abilities as
their hand-written definitions: the same instructions, effects, costs, targets and keywords,
read by the same definition reader."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.cards.definitions import CardDefinition, bundled_definitions
from mtgrules.cards.oracle import compile_card, compile_face
from mtgrules.effects.text import Text

ORACLE = {
    "Lightning Bolt": ("Instant", "Lightning Bolt deals 3 damage to any target."),
    "Llanowar Elves": ("Creature", "{T}: Add {G}."),
    "Glorious Anthem": ("Enchantment", "Creatures you control get +1/+1."),
    "Murder": ("Instant", "Destroy target creature."),
    "Serra Angel": ("Creature", "Flying, vigilance"),
    "Counterspell": ("Instant", "Counter target spell."),
    "Giant Growth": ("Instant", "Target creature gets +3/+3 until end of turn."),
    "Shivan Dragon": ("Creature", "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn."),
    "Sign in Blood": ("Sorcery", "Target player draws two cards and loses 2 life."),
    "Mind Rot": ("Sorcery", "Target player discards two cards."),
    "Naturalize": ("Instant", "Destroy target artifact or enchantment."),
    "Cast Down": ("Instant", "Destroy target nonlegendary creature."),
    "Cloudkin Seer": (
        "Creature",
        "Flying\nWhen Cloudkin Seer enters the battlefield, draw a card.",
    ),
    "Prodigal Pyromancer": ("Creature", "{T}: Prodigal Pyromancer deals 1 damage to any target."),
    "Bonesplitter": (
        "Artifact",
        "Equipped creature gets +2/+0.\nEquip {1} ({1}: Attach to target creature you control. "
        "Equip only as a sorcery.)",
    ),
    "Steam Vents": (
        "Land",
        "({T}: Add {U} or {R}.)\nAs Steam Vents enters the battlefield, you may pay 2 life. If "
        "you don't, it enters the battlefield tapped.",
    ),
    "Unsummon": ("Instant", "Return target creature to its owner's hand."),
    "Angel's Mercy": ("Instant", "You gain 7 life."),
    "Divination": ("Sorcery", "Draw two cards."),
    "Brindle Boar": ("Creature", "Sacrifice Brindle Boar: You gain 4 life."),
    "Cudgel Troll": ("Creature", "{G}: Regenerate Cudgel Troll."),
    "Concordant Crossroads": ("Enchantment", "All creatures have haste."),
    "Chariot of Victory": (
        "Artifact",
        "Equipped creature has first strike, trample, and haste.\nEquip {1}",
    ),
    "Overrun": ("Sorcery", "Creatures you control get +3/+3 and gain trample until end of turn."),
    "Night's Whisper": ("Sorcery", "You draw two cards and you lose 2 life."),
    "Rancor": (
        "Enchantment",
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into "
        "a graveyard from the battlefield, return Rancor to its owner's hand.",
    ),
    "Soul Warden": (
        "Creature",
        "Whenever another creature enters the battlefield, you gain 1 life.",
    ),
}
"""Oracle text of cards that have hand-written definitions (the facts those files state)."""


def _record(name: str) -> dict[str, object]:
    kind, text = ORACLE[name]
    return {"name": name, "faces": [{"name": name, "types": [kind], "oracle_text": text}]}


def _meaning(ability: Ability) -> Ability:
    """An ability without its wording: the older "enters the battlefield" and the newer
    "enters" are the same trigger event and the same replacement."""
    trigger = ability.trigger.replace(" the battlefield", "").replace("this", "{this}")
    trigger = trigger.replace("{{this}}", "{this}")
    return replace(ability, text=Text(("",)), trigger=trigger)


def _abilities(definition: CardDefinition) -> tuple[Ability, ...]:
    return tuple(_meaning(a) for a in definition.face(definition.card).abilities)


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_113_the_compiled_card_has_the_hand_written_abilities(name: str) -> None:
    compiled = compile_card(_record(name))
    assert compiled.status == "supported", compiled.unsupported
    assert compiled.definition is not None
    written = bundled_definitions()[name]
    assert _abilities(compiled.definition) == _abilities(written)
    assert compiled.definition.face(name).targets == written.face(name).targets


def test_115_4_lightning_bolt_targets_any_target_and_deals_3() -> None:
    compiled = compile_card(_record("Lightning Bolt"))
    assert compiled.definition is not None
    face = compiled.definition.face("Lightning Bolt")
    assert [t.description for t in face.targets] == ["any target"]
    (spell,) = face.abilities
    assert spell.render("Lightning Bolt") == "Lightning Bolt deals 3 damage to any target."
    (damage,) = spell.instructions
    assert (damage.action, damage.amount and damage.amount.constant) == ("damage", 3)


def test_702_1_a_keyword_line_is_one_ability_per_keyword() -> None:
    compiled = compile_face("Serra Angel", "Flying, vigilance", types=("Creature",))
    assert compiled.status == "supported"
    assert compiled.data == {"abilities": ["Flying", "Vigilance"]}
    assert compiled.rendered == "Flying, vigilance"


def test_605_1a_a_mana_ability_is_read_as_the_game_reads_mana_abilities() -> None:
    from mtgrules.model.production import mana_options
    from mtgrules.vocab.colors import Color

    compiled = compile_card(
        {
            "name": "Llanowar Elves",
            "faces": [{"name": "Llanowar Elves", "oracle_text": "{T}: Add {G}."}],
        }
    )
    assert compiled.definition is not None
    (ability,) = compiled.definition.face("Llanowar Elves").abilities
    assert mana_options(ability) == ((Color("G"),),)


def test_603_compiled_triggers_are_ones_the_game_recognises() -> None:
    from mtgrules.cards.oracle.builder import STEPS, TRIGGERS
    from mtgrules.game.triggers import trigger_of

    for wording in [*TRIGGERS.values(), *STEPS.values()]:
        text = wording.format(when="When", this="{this}")
        ability = Ability(AbilityKind.TRIGGERED, Text((text,)), trigger=text)
        assert trigger_of(ability) is not None, text


def test_701_27_a_werewolf_compiles_face_by_face_as_its_definition() -> None:
    name = "Village Messenger // Moonrise Intruder"
    record = {
        "name": name,
        "faces": [
            {
                "name": "Village Messenger",
                "types": ["Creature"],
                "oracle_text": "Haste\nAt the beginning of each upkeep, if no spells were cast "
                "last turn, transform Village Messenger.",
            },
            {
                "name": "Moonrise Intruder",
                "types": ["Creature"],
                "oracle_text": "Menace\nAt the beginning of each upkeep, if a player cast two "
                "or more spells last turn, transform Moonrise Intruder.",
            },
        ],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None
    written = bundled_definitions()[name]
    for face in ("Village Messenger", "Moonrise Intruder"):
        assert tuple(map(_meaning, compiled.definition.face(face).abilities)) == tuple(
            map(_meaning, written.face(face).abilities)
        )


def test_710_a_flip_card_s_front_face_compiles_as_its_definition() -> None:
    face = compile_face(
        "Akki Lavarunner",
        "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it.",
        types=("Creature",),
    )
    assert face.status == "supported"
    from mtgrules.cards.definitions import read_definition_data

    compiled = read_definition_data({"card": "Akki Lavarunner", **face.data}, "<test>")
    written = bundled_definitions()["Akki Lavarunner // Tok-Tok, Volcano Born"]
    assert tuple(map(_meaning, compiled.face("Akki Lavarunner").abilities)) == tuple(
        map(_meaning, written.face("Akki Lavarunner").abilities)
    )
