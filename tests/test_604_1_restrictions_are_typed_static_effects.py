"""CR 604.1, 613.11 (508.1c, 509.1b, 502.3, 101.2): "can't attack", "can't block", "can't be
blocked", "doesn't untap during your untap step" and "can't be countered" are rules-changing
effects of static abilities, with a filter saying whom they restrict; the rules read those
effects, never an ability's words. An ability that only says the words, with no effect, does
nothing and is reported as not carried out."""

from __future__ import annotations

from in_play import blocks_offered, declare_attackers, main_phase
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions, read_definition_text
from mtgrules.cards.support import Status, support
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.turns import Step
from play_helpers import pass_until


def _rules(card: str) -> list[tuple[bool, bool, str]]:
    """(restricts itself, restricts what it's attached to, the rule) of each of ``card``'s
    static effects."""
    return [
        (effect.affects.self_only, effect.affects.attached, op.rule)
        for ability in bundled_definitions()[card].face(card).abilities
        for effect in ability.effects
        for op in effect.ops
        if isinstance(op, ChangeRules)
    ]


def test_604_1_the_restrictions_of_hulking_goblin_pacifism_and_emrakul_are_typed_effects() -> None:
    assert _rules("Hulking Goblin") == [(True, False, "cant_block")]
    assert _rules("Phantom Warrior") == [(True, False, "cant_be_blocked")]
    assert _rules("Changeling Outcast") == [
        (True, False, "cant_block"),
        (True, False, "cant_be_blocked"),
    ]
    assert _rules("Pacifism") == [(False, True, "cant_attack"), (False, True, "cant_block")]
    assert _rules("Emrakul, the Aeons Torn") == [(True, False, "cant_be_countered")]


def test_509_1b_hulking_goblin_can_t_block() -> None:
    game = main_phase({"lions": "Savannah Lions"}, theirs={"goblin": "Hulking Goblin"})
    declare_attackers(game, "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == set()


def test_613_1f_under_humility_hulking_goblin_loses_its_restriction_and_blocks() -> None:
    game = main_phase(
        {"lions": "Savannah Lions", "humility": "Humility"}, theirs={"goblin": "Hulking Goblin"}
    )
    declare_attackers(game, "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("goblin", "lions")}


def test_604_1_a_static_ability_that_only_says_can_t_block_is_not_carried_out() -> None:
    card = CardDatabase.from_records(
        [{"name": "Timid Ogre", "types": ["Creature"], "mana_cost": "{2}{R}",
          "power": "3", "toughness": "3", "oracle_text": "Timid Ogre can't block."}]
    ).card("Timid Ogre")  # fmt: skip
    words_only = read_definition_text(
        'card: Timid Ogre\nabilities:\n  - static: "{this} can\'t block."\n'
    )
    typed = read_definition_text(
        'card: Timid Ogre\nabilities:\n  - static: "{this} can\'t block."\n'
        "    effects: [{affects: self, rules: cant_block}]\n"
    )
    [gap] = support(card, words_only).gaps
    assert gap.reason == "no effect is defined for it: its text is shown, nothing applies it"
    assert support(card, typed).status is Status.SUPPORTED
