"""Instruction verbs (CR 608.2c: a spell or ability does what its text says, in order): every
verb a card definition may use, with the rule it follows and the keys an instruction with it
may have besides the verb and ``target``.

This is the one list of verbs. The card reader (:mod:`mtgrules.cards.definitions`) accepts an
instruction only with a verb listed here and only the keys listed for it, so an unknown verb or
a misspelt key fails as the card is loaded, with its position; resolution
(:mod:`mtgrules.game.resolve`) has one handler per verb, and checks on import that every verb
here has one. Adding a verb is one :class:`Verb` here and one handler there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class Verb:
    """An instruction verb: its name (the key in a definition), the rule it follows, and the
    other keys an instruction with it may have (``target`` is always allowed)."""

    name: str
    rule: str
    keys: frozenset[str] = frozenset()
    words: Mapping[str, frozenset[str]] = field(default_factory=lambda: MappingProxyType({}))
    """The words some keys may only be (``value``: the verb's own value), when only some are
    carried out."""


def _verbs(*verbs: Verb) -> Mapping[str, Verb]:
    table = {verb.name: verb for verb in verbs}
    if len(table) != len(verbs):
        raise ValueError("an instruction verb is listed twice")
    return MappingProxyType(table)


_WHERE = frozenset({"on", "to"})
"""``on: self`` / ``to: self``: the instruction is about the source itself."""
_THIS_TURN = frozenset({"this_turn"})
"""An effect from resolution that lasts until end of turn (CR 514.2)."""
_COUNTED = frozenset({"amount", "player", "on", "to", "who"})
"""``who``: of the players named, those who control an object the filter matches ("each
player who controls a creature with power 4 or greater")."""

VERBS: Mapping[str, Verb] = _verbs(
    Verb("effect", "611.2", frozenset({"on", "to", "counted"})),
    Verb("become_copy", "707.2", _WHERE),
    Verb("create_token_copy", "707.2"),
    Verb("damage", "120.3", _COUNTED | {"divided", "each", "instead"}),
    Verb("untap", "701.26b", _WHERE),
    Verb("tap", "701.26a", _WHERE),
    Verb("draw", "121.1", _COUNTED),
    Verb("draw_for_each_returned", "608.2c", words=MappingProxyType({"value": frozenset({"you"})})),
    Verb("discard", "701.9a", _COUNTED),
    Verb(
        "discard_up_to",
        "701.9a",
        frozenset({"then_draw"}),
        MappingProxyType({"then_draw": frozenset({"that_many"})}),
    ),
    Verb("gain_life", "119.3", _COUNTED),
    Verb("lose_life", "119.3", _COUNTED),
    Verb("mill", "701.17a", _COUNTED | {"repeat"}),
    Verb("counters", "122.1", _COUNTED | {"kind", "each"}),
    Verb("exile", "406.2", _WHERE),
    Verb("destroy", "701.8a", _WHERE | {"no_regeneration"}),  # 701.19c
    Verb("sacrifice", "701.21a", _WHERE),
    Verb("return", "400.7", frozenset({"to", "on", "tapped", "under", "from", "chosen"})),
    Verb("regenerate", "701.19a", _WHERE),
    Verb("attach", "701.3a", _WHERE),
    Verb("unattach", "701.3d", _WHERE),
    Verb("create_token", "111.2", frozenset({"tapped", "player", "amount", "abilities"})),
    Verb("flip", "712.2", _WHERE),
    Verb("transform", "701.27a", _WHERE),
    Verb("return_transformed", "712.14a", _WHERE | {"under"}),  # under: owner (110.2)
    Verb("class_level", "716.2a"),
    Verb("cast_transformed", "712.14", _WHERE),
    Verb("win_game", "104.2b", _WHERE),
    Verb(
        "cast_as_though_flash", "601.3b", words=MappingProxyType({"value": frozenset({"sorcery"})})
    ),
    Verb("cant_cast_spells", "601.3", words=MappingProxyType({"value": frozenset({"opponents"})})),
    Verb("choose_name", "201.4", words=MappingProxyType({"value": frozenset({"any", "nonland"})})),
    Verb("discard_named", "701.9a", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb(
        "next_spell_uncounterable", "101.2", words=MappingProxyType({"value": frozenset({"you"})})
    ),
    Verb("change_target", "115.7a", _WHERE),
    Verb("damage_cant_be_prevented", "615.12", words=MappingProxyType({"value": _THIS_TURN})),
    Verb(
        "hexproof_from_this_turn",
        "702.11d",
        words=MappingProxyType({"value": frozenset({"white", "blue", "black", "red", "green"})}),
    ),
    Verb("spells_uncounterable", "101.2", words=MappingProxyType({"value": _THIS_TURN})),
    Verb("cant_cast_this_turn", "601.3", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb(
        "restrict_this_turn",
        "509.1b",
        frozenset({"each"}),
        words=MappingProxyType({"value": frozenset({"attack", "block", "be_blocked"})}),
    ),
    Verb("players_cant_gain_life", "119.7", words=MappingProxyType({"value": _THIS_TURN})),
    Verb("choose", "608.2d", frozenset({"of", "text"})),
    Verb("counter", "701.6a", frozenset({"unless", "instead", "on", "to", "x_is"})),
    Verb("copy_spell", "707.10", frozenset({"new_targets", "on", "to"})),
    Verb("chain_copy", "707.10", frozenset({"paying", "sacrificing"})),
    Verb("storm", "702.40a"),
    Verb("exalted", "702.83a", words=MappingProxyType({"value": frozenset({"that_spell"})})),
    Verb("modular", "702.43a", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("mobilize", "702.181a"),
    Verb("cumulative_upkeep", "702.24a"),
    Verb(
        "protection_from_everything",
        "702.16j",
        words=MappingProxyType({"value": frozenset({"you"})}),
    ),
    Verb("replicate", "702.56a"),
    Verb("sacrifice_mobilized", "702.181a", frozenset({"tokens"})),
    Verb("suspend", "702.62a", words=MappingProxyType({"value": frozenset({"self"})})),
    Verb("suspend_cast", "702.62a"),
    Verb("evoke_sacrifice", "702.74a", frozenset({"changes"})),
    Verb("cascade", "702.85a", words=MappingProxyType({"value": frozenset({"it"})})),
    Verb("cascade_bottom", "702.85a", words=MappingProxyType({"value": frozenset({"it"})})),
    Verb("rebound_cast", "702.88a", frozenset({"changes"})),
    Verb("madness", "702.35a"),
    Verb("gain_flashback", "702.34a"),
    Verb(
        "sacrifice_unless_escaped",
        "702.138c",
        words=MappingProxyType({"value": frozenset({"self"})}),
    ),
    Verb(
        "impulse",
        "601.3",
        frozenset({"until", "what", "free"}),
        MappingProxyType(
            {
                "until": frozenset({"end_of_turn", "end_of_your_next_turn"}),
                "what": frozenset({"play", "cast"}),
            }
        ),
    ),
    Verb(
        "cast",
        "608.2g",
        frozenset({"optional", "free", "instead"}),
        MappingProxyType({"value": frozenset({"target"}), "instead": frozenset({"exile"})}),
    ),
    Verb("ward", "702.21a"),
    Verb("let", "611.2d"),
    Verb(
        "search",
        "701.23a",
        frozenset({"amount", "put", "reveal", "player", "optional", "and_shuffle"}),
        MappingProxyType(
            {"put": frozenset({"hand", "battlefield", "battlefield_tapped", "top_after_shuffle"})}
        ),
    ),
    Verb(
        "add_mana", "106.1", frozenset({"amount", "player", "spend_only", "instead_if", "instead"})
    ),
    Verb("add_mana_next_main", "603.7a", frozenset({"amount"})),  # Mana Drain
    Verb("scry", "701.22a"),
    Verb("surveil", "701.25a"),
    Verb("arrange_top", "608.2c"),
    Verb("put_on_top_from_hand", "608.2c"),
    Verb(
        "shuffle",
        "701.24a",
        frozenset({"optional"}),
        words=MappingProxyType({"value": frozenset({"you", "target", "graveyard_into_library"})}),
    ),
    Verb(
        "exile_graveyard",
        "406.2",
        words=MappingProxyType({"value": frozenset({"target", "targets", "each_opponent"})}),
    ),
    Verb("amass", "701.47a", frozenset({"kind"})),
    Verb("extra_turn", "500.7", words=MappingProxyType({"value": frozenset({"you"})})),
    Verb("look_at_hand", "402.3", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("reveal_hand", "701.20a", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("choose_card", "608.2d"),
    Verb(
        "exchange_control", "701.12b", words=MappingProxyType({"value": frozenset({"two_targets"})})
    ),
    Verb("emblem", "114.2"),  # "you get an emblem with [abilities]"
    Verb("monarch", "725.1", frozenset({"who"})),  # "you become the monarch"
    # CR 603.12: "When you discard a nonland card this way, …" (a reflexive triggered ability)
    Verb(
        "reflexive",
        "603.12",
        frozenset({"ability", "kind"}),
        MappingProxyType({"value": frozenset({"discarded"})}),
    ),
    Verb("untap_chosen", "701.26b", frozenset({"amount"})),  # "up to two lands" (608.2d)
    Verb(  # CR 401.7: "into its owner's library third from the top"
        "put_into_library",
        "401.7",
        frozenset({"from_top"}),
        MappingProxyType({"value": frozenset({"target"})}),
    ),
    Verb(  # CR 400.11b: a card of this card type from outside the game (or exile) to the hand
        "wish",
        "400.11b",
        frozenset({"from", "optional"}),
        MappingProxyType(
            {
                "value": frozenset(
                    {
                        "Artifact",
                        "Creature",
                        "Enchantment",
                        "Instant",
                        "Land",
                        "Planeswalker",
                        "Sorcery",
                        "Battle",
                        "Card",  # any card, not revealed ("put a card you own from outside …")
                    }
                ),
                "from": frozenset({"outside", "exile"}),
            }
        ),
    ),
    Verb(
        "choose_permanent",
        "608.2d",
        frozenset({"player", "act", "and_graveyard"}),
        MappingProxyType({"act": frozenset({"return", "sacrifice", "exile"})}),
    ),
    Verb(
        "owner_puts_top_or_bottom",
        "401.1",
        words=MappingProxyType({"value": frozenset({"target"})}),
    ),
    Verb("discard_chosen", "701.9a", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("exile_chosen", "406.3", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("look_at_top", "608.2c", frozenset({"player", "amount"})),
    Verb("dig", "608.2c", frozenset({"instead"})),
    Verb("put_from_hand", "305.4", frozenset({"tapped"})),
    Verb("each_puts_from_hand", "608.2e"),
    Verb("put_on_top", "401.1", words=MappingProxyType({"value": frozenset({"self", "target"})})),
    Verb("may_put_looked", "608.2d", words=MappingProxyType({"value": frozenset({"graveyard"})})),
    Verb("may", "608.2d", frozenset({"if_you_do", "or", "if_you_dont"})),
    Verb("lose_game", "104.3e", words=MappingProxyType({"value": frozenset({"you"})})),
    Verb("exile_from_graveyard", "406.2"),
    Verb("destroy_same_name", "201.2", _WHERE),
    Verb("discard_or_lose", "701.9a", frozenset({"player"})),
    Verb("discard_or_draw", "701.9a", frozenset({"player"})),
    Verb("keep_on_top", "701.23a"),
    Verb(
        "trade_cards",
        "701.9a",
        frozenset({"plus"}),
        MappingProxyType({"value": frozenset({"discard", "bottom"})}),
    ),
    Verb("pay", "118.3", frozenset({"life"})),
    Verb("flip_coin", "705.1", frozenset({"won", "lost"})),
    Verb("connive", "701.50a", _WHERE),
    Verb("explore", "701.44a", _WHERE),
    Verb("counters_each", "122.1", _WHERE | {"kinds"}),
    Verb("additional_land", "305.2a", words=MappingProxyType({"value": frozenset({"this_turn"})})),
    Verb(
        "shuffle_graveyard_in",
        "701.24a",
        words=MappingProxyType({"value": frozenset({"owner"})}),
    ),
    Verb(
        "sacrifice_permanents",
        "701.21a",
        frozenset({"player"}),
        MappingProxyType({"player": frozenset({"defending"})}),
    ),
    Verb(
        "reveal_top",
        "701.20a",
        frozenset({"player"}),
        MappingProxyType({"player": frozenset({"defending"})}),
    ),
    Verb(
        "put_revealed",
        "608.2c",
        frozenset({"chosen_type", "rest"}),
        MappingProxyType(
            {"value": frozenset({"hand", "graveyard"}), "rest": frozenset({"graveyard"})}
        ),
    ),
    Verb("choose_type", "608.2d"),
    Verb("cast_exiled", "607.2a", words=MappingProxyType({"value": frozenset({"owner"})})),
    Verb("play_from_graveyard", "601.3", words=MappingProxyType({"value": _THIS_TURN})),
    Verb("graveyard_exiled", "614.1a", words=MappingProxyType({"value": _THIS_TURN})),
    Verb(
        "return_exiled",
        "607.2a",
        words=MappingProxyType({"value": frozenset({"battlefield", "hand"})}),
    ),
    Verb("reveal_until", "701.20a", frozenset({"player"})),
    Verb("exile_until", "610.3", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb(
        "take_looked",
        "608.2d",
        frozenset({"kind", "most", "reveal", "exactly", "instead", "rest", "from"}),
        MappingProxyType(
            {
                "value": frozenset({"hand", "battlefield", "top"}),
                "rest": frozenset({"random", "any"}),
                "from": frozenset({"milled"}),
            }
        ),
    ),
    Verb(
        "take_each",
        "608.2c",
        frozenset({"optional"}),
        MappingProxyType({"value": frozenset({"card_type", "color_pair"})}),
    ),
    Verb(
        "put_chosen",
        "608.2c",
        frozenset({"rest"}),
        MappingProxyType(
            {"value": frozenset({"hand", "graveyard"}), "rest": frozenset({"random", "hand"})}
        ),
    ),
    Verb("search_different", "701.23a", frozenset({"reveal"})),
    Verb("exile_top", "406.3"),
    Verb("exile_that_card", "406.2", words=MappingProxyType({"value": frozenset({"graveyard"})})),
    Verb(
        "exile_top_face_down",
        "406.3",
        words=MappingProxyType({"value": frozenset({"to_hand_at_your_next_end_step"})}),
    ),
    Verb("discard_random", "701.9b"),
    Verb(
        "keep_found",
        "608.2c",
        frozenset({"rest"}),
        MappingProxyType({"value": frozenset({"hand"}), "rest": frozenset({"exile"})}),
    ),
    Verb("opponent_chooses", "608.2d"),
    Verb(
        "discard_hand",
        "701.9a",
        frozenset({"player"}),
        MappingProxyType(
            {"value": frozenset({"you", "each_player"}), "player": frozenset({"each_player"})}
        ),
    ),
    Verb("shuffle_self_in", "701.24a", words=MappingProxyType({"value": frozenset({"owner"})})),
    Verb("bottom_looked", "401.4", words=MappingProxyType({"value": frozenset({"random", "any"})})),
    Verb(
        "shuffle_into_library",
        "701.24a",
        frozenset({"player"}),
        MappingProxyType(
            {"value": frozenset({"hand_and_graveyard"}), "player": frozenset({"each_player"})}
        ),
    ),
    Verb("look_at_random", "402.3", words=MappingProxyType({"value": frozenset({"target"})})),
    Verb("counter_of_choice", "122.1"),
    Verb("reveal_looked", "701.20a", words=MappingProxyType({"value": frozenset({"may"})})),
)
"""Every instruction verb, by name."""
