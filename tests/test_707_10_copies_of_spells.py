"""CR 707.10: copies of spells (Twincast, Reverberate: "Copy target instant or sorcery spell. You
may choose new targets for the copy."). The copy is put on the stack without being cast, so
"whenever you cast" doesn't trigger; it has the spell's copiable values (707.2, from a layer-1
copy effect) and the choices made for it — its targets and the value of X — unless its
controller chooses new targets, which must be legal (707.10c). It is its own spell: countering
the original doesn't counter it (701.6a). Once it leaves the stack it ceases to exist (704.5e,
707.10a): it never stays in a graveyard."""

from __future__ import annotations

import re

import pytest

from in_play import main_phase, resolve_stack, take, zone
from mtgrules.cards.build import bundled_database
from mtgrules.game.actions import CastSpell, ChooseTargets, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority, rejected

COPY = "bolt-copy"
"""The id the copy of the Lightning Bolt ``bolt`` gets."""


def bolt_and_twincast(
    cards: dict[str, str] | None = None,
    theirs: dict[str, str] | None = None,
    *,
    their_hand: dict[str, str] | None = None,
    their_mana: str = "",
) -> Game:
    """A's precombat main phase: A casts Lightning Bolt at B, then Twincast targeting it, and
    everyone passes: Twincast resolves and A is to choose the copy's targets (707.10c)."""
    game = main_phase(
        cards,
        hand={"bolt": "Lightning Bolt", "twincast": "Twincast"},
        mana="RUU",
        theirs=theirs,
        their_hand=their_hand,
        their_mana=their_mana,
    )
    take(game, CastSpell("A", "bolt", ("B",)))
    take(game, CastSpell("A", "twincast", ("bolt",)))
    while "twincast" in [item.id for item in game.stack]:
        pass_priority(game)
    return game


def copy_targets(game: Game) -> set[tuple[str, ...]]:
    return {a.targets for a in game.legal_actions() if isinstance(a, ChooseTargets)}


# -- the copy ------------------------------------------------------------------------------------


def test_707_10_twincast_copies_lightning_bolt_and_both_deal_damage() -> None:
    game = bolt_and_twincast()
    take(game, ChooseTargets("A", ("B",)))  # keep the target
    assert [item.id for item in game.stack] == ["bolt", COPY]
    resolve_stack(game)
    assert game.players["B"].life == 14


def test_707_10c_its_controller_may_keep_the_targets_or_choose_new_legal_ones() -> None:
    game = bolt_and_twincast({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    assert game.pending.player == "A"
    assert game.legal_actions()[0] == ChooseTargets("A", ("B",))  # keeping comes first
    assert copy_targets(game) == {("B",), ("A",), ("bears",), ("ogre",)}


def test_707_10c_a_new_target_is_chosen() -> None:
    game = bolt_and_twincast(theirs={"ogre": "Gray Ogre"})
    take(game, ChooseTargets("A", ("ogre",)))
    assert game.stack[-1].targets == ("ogre",)
    resolve_stack(game)
    assert zone(game, "ogre") is Zone.GRAVEYARD
    assert game.players["B"].life == 17


def test_707_10c_a_target_that_isn_t_legal_can_t_be_chosen() -> None:
    game = bolt_and_twincast()
    error = rejected(game, ChooseTargets("A", ("twincast",)))
    assert error.rule == "707.10c"


def test_707_10_the_copy_keeps_the_value_of_x() -> None:
    game = main_phase(hand={"blaze": "Blaze", "twincast": "Reverberate"}, mana="RRRRR")
    take(game, CastSpell("A", "blaze", ("B",), x=2))
    take(game, CastSpell("A", "twincast", ("blaze",)))
    pass_priority(game)
    pass_priority(game)
    take(game, ChooseTargets("A", ("B",)))
    assert game.stack[-1].x == 2
    resolve_stack(game)
    assert game.players["B"].life == 16


def test_707_10_a_copy_isn_t_cast() -> None:
    """Contemplation ("Whenever you cast a spell, you gain 1 life") sees the Bolt and Twincast
    cast, not the copy."""
    game = bolt_and_twincast({"contemplation": "Contemplation"})
    take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)
    assert game.players["A"].life == 22
    assert game.spells_cast_this_turn == 2


def test_707_2_the_copy_has_the_spell_s_copiable_values_from_a_copy_effect() -> None:
    game = bolt_and_twincast()
    take(game, ChooseTargets("A", ("B",)))
    copy = game.objects[COPY]
    chars = game.characteristics(COPY)
    assert (chars.name, chars.type_line.english(), chars.color_letters) == (
        "Lightning Bolt",
        "Instant",
        ["R"],
    )
    assert copy.printed.names == () and copy.is_spell_copy
    assert (copy.owner, game.controller_of(COPY)) == ("A", "A")  # 707.10: its controller's
    assert [entry.layer for entry in game.trace(COPY)] == ["1a"]


def test_704_5e_the_copy_ceases_to_exist_once_it_resolves() -> None:
    game = bolt_and_twincast()
    take(game, ChooseTargets("A", ("B",)))
    pass_priority(game)
    pass_priority(game)  # the copy resolves
    assert COPY not in game.objects
    assert (game.players["B"].life, [i.id for i in game.stack]) == (17, ["bolt"])
    assert ("state-based action", "704.5e") in [(e.event, e.rule) for e in game.events]
    resolve_stack(game)
    graveyard = [i for i, o in game.objects.items() if o.zone is Zone.GRAVEYARD]
    assert sorted(graveyard) == ["bolt", "twincast"]


def test_701_6a_countering_the_original_doesn_t_counter_the_copy() -> None:
    game = bolt_and_twincast(their_hand={"counterspell": "Counterspell"}, their_mana="UU")
    take(game, ChooseTargets("A", ("B",)))
    take(game, PassPriority("A"))
    assert {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)} == {
        ("bolt",),
        (COPY,),
    }
    take(game, CastSpell("B", "counterspell", ("bolt",)))
    resolve_stack(game)
    assert game.players["B"].life == 17  # the copy's 3 damage only
    assert zone(game, "bolt") is Zone.GRAVEYARD
    assert ("counter", "701.6a") in [(e.event, e.rule) for e in game.events]
    assert COPY not in game.objects


def test_701_6a_a_countered_copy_ceases_to_exist() -> None:
    game = bolt_and_twincast(their_hand={"counterspell": "Counterspell"}, their_mana="UU")
    take(game, ChooseTargets("A", ("B",)))
    take(game, PassPriority("A"))
    take(game, CastSpell("B", "counterspell", (COPY,)))
    resolve_stack(game)
    assert game.players["B"].life == 17  # the original's 3 damage only
    assert COPY not in game.objects


def test_608_2b_twincast_whose_spell_is_gone_does_nothing() -> None:
    """Countered in response, the Bolt is no longer on the stack: Twincast's only target is
    illegal and it doesn't resolve."""
    game = main_phase(
        hand={"bolt": "Lightning Bolt", "twincast": "Twincast"},
        mana="RUU",
        their_hand={"counterspell": "Counterspell"},
        their_mana="UU",
    )
    take(game, CastSpell("A", "bolt", ("B",)))
    take(game, CastSpell("A", "twincast", ("bolt",)))
    take(game, PassPriority("A"))
    take(game, CastSpell("B", "counterspell", ("bolt",)))
    resolve_stack(game)
    assert game.players["B"].life == 20
    assert not any(o.is_spell_copy for o in game.objects.values())
    assert ("countered", "608.2b") in [(e.event, e.rule) for e in game.events]


def test_707_10_a_copy_replays_to_the_same_state() -> None:
    """The copy and its targets are part of the state: a game copied mid-decision goes on the
    same way."""
    game = bolt_and_twincast(theirs={"ogre": "Gray Ogre"})
    twin = game.copy()
    assert twin.state_hash() == game.state_hash()
    for g in (game, twin):
        take(g, ChooseTargets("A", ("ogre",)))
        resolve_stack(g)
    assert twin.state_hash() == game.state_hash()


# -- the definitions ---------------------------------------------------------------------------------

DB = bundled_database()


@pytest.mark.parametrize("name", ["Twincast", "Reverberate", "Counterspell", "Contemplation"])
def test_201_5_the_definitions_read_as_their_oracle_text(name: str) -> None:
    game = Game()
    obj = game.create_card(name, "A", Zone.HAND)
    text = DB.face(name)[1].oracle_text or ""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in text.split("\n")]
    assert list(game.characteristics(obj.id).ability_texts) == [line for line in lines if line]


# -- decisions made for the original (707.10: "additional or alternative costs") -----------------


def test_707_10_a_copy_of_a_kicked_spell_is_kicked() -> None:
    """Burst Lightning kicked (4 damage) and Twincast: the copy deals 4 too."""
    game = main_phase(hand={"burst": "Burst Lightning", "twincast": "Twincast"}, mana="RRRRRUU")
    take(game, CastSpell("A", "burst", ("B",), kicks=1))
    take(game, CastSpell("A", "twincast", ("burst",)))
    while "twincast" in [item.id for item in game.stack]:
        pass_priority(game)
    take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 20 - 4 - 4


def test_707_10_a_copy_keeps_the_text_a_revealed_card_gave_the_spell() -> None:
    """Under the Bond variant, Joint Volley cast revealing a creature card has "3 damage to
    target player"; its copy has that text and that target too."""
    from bond_helpers import bond_board
    from play_helpers import put, start

    game = bond_board()
    for i in range(2):
        put(game, "Mountain", "A", object_id=f"m{i}")
        put(game, "Island", "A", object_id=f"i{i}")
    put(game, "Island", "A", object_id="i2")  # the Volley's {1} may be paid with an Island
    put(game, "Joint Volley", "A", Zone.HAND, "volley")
    put(game, "Twincast", "A", Zone.HAND, "twincast")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears-card")
    put(game, "Oathsworn Sentinel", "B", object_id="sentinel")
    start(game)
    take(game, CastSpell("A", "volley", ("B",), reveal="bears-card"))
    take(game, CastSpell("A", "twincast", ("volley",)))
    while "twincast" in [item.id for item in game.stack]:
        pass_priority(game)
    copy = game.stack[-1].id
    assert "Joint Volley deals 3 damage to target player." in (
        game.characteristics(copy).ability_texts
    )
    assert copy_targets(game) == {("B",), ("A",)}  # players, as the revealed text says
    take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)
    assert (game.players["B"].life, game.objects["sentinel"].damage) == (14, 0)
