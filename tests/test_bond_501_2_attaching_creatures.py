"""Bond 501.2 attaching: Auras, Equipment, Fortifications and creatures with Back Attack attach;
attaching to what it is already attached to does nothing; attaching anew gives a new timestamp;
unattached Equipment and Back Attack creatures stay on the battlefield; leaving an attached state
is "becoming unattached", an event triggers see. And the variant is one pack: without it, none of
this exists."""

from __future__ import annotations

import pytest

from bond_helpers import back_attack, bond_board, index_of
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.attachments import rule_for
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.variants import get
from play_helpers import all_pass, board, pass_until, put, start


def sprite_board() -> Game:
    """A's Homesick Sprite (1/1; Back Attack; Shake Off {1}; "Whenever this creature becomes
    unattached, you gain 2 life") and two Bonded creatures."""
    game = bond_board()
    put(game, "Homesick Sprite", "A", object_id="sprite")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    put(game, "Oathsworn Sentinel", "A", object_id="sentinel")
    put(game, "Mountain", "A", object_id="mountain")
    start(game, Step.BEGINNING_OF_COMBAT)
    return game


def test_501_2_creatures_with_back_attack_attach() -> None:
    game = sprite_board()
    rule = rule_for(game, "sprite")
    assert rule is not None and rule.name == "Back Attack"
    assert rule_for(game, "colossus") is None  # a creature without Back Attack doesn't
    game.apply(back_attack(game, "sprite", "colossus"))
    all_pass(game)
    assert game.objects["sprite"].attached_to == "colossus"


def test_501_2_attaching_to_what_it_is_already_attached_to_does_nothing() -> None:
    game = sprite_board()
    game.apply(back_attack(game, "sprite", "colossus"))
    all_pass(game)
    timestamp, events = game.objects["sprite"].timestamp, len(game.events)
    game.attach("sprite", "colossus")
    assert game.objects["sprite"].timestamp == timestamp
    assert not any(e.event == "unattached" for e in game.events[events:])


def test_501_2_attaching_anew_gives_a_new_timestamp() -> None:
    """Shaken off in A's turn, the Sprite attaches again next combat: a later timestamp."""
    game = sprite_board()
    game.apply(back_attack(game, "sprite", "colossus"))
    all_pass(game)
    first = game.objects["sprite"].timestamp
    game.apply(ActivateAbility("A", "sprite", index_of(game, "sprite", "Shake Off")))
    all_pass(game)
    pass_until(game, Step.BEGINNING_OF_COMBAT, turn=4)
    assert not game.objects["sprite"].tapped  # unattached: it untapped as usual
    game.apply(back_attack(game, "sprite", "sentinel"))
    all_pass(game)
    assert game.objects["sprite"].attached_to == "sentinel"
    assert game.objects["sprite"].timestamp > first


def test_501_2_an_unattached_back_attack_creature_stays_on_the_battlefield() -> None:
    game = sprite_board()
    game.apply(back_attack(game, "sprite", "colossus"))
    all_pass(game)
    game.apply(ActivateAbility("A", "sprite", index_of(game, "sprite", "Shake Off")))
    all_pass(game)
    sprite = game.objects["sprite"]
    assert (sprite.zone, sprite.attached_to) == (Zone.BATTLEFIELD, None)
    assert game.characteristics("sprite").type_line.has_card_type("Creature")


def test_501_2_becoming_unattached_is_an_event_triggers_see() -> None:
    game = sprite_board()
    game.apply(back_attack(game, "sprite", "colossus"))
    all_pass(game)
    assert game.players["A"].life == 20
    game.apply(ActivateAbility("A", "sprite", index_of(game, "sprite", "Shake Off")))
    all_pass(game)  # Shake Off resolves: the Sprite becomes unattached; its ability triggers
    assert [item.source for item in game.stack] == ["sprite"]
    all_pass(game)
    assert game.players["A"].life == 22


def test_501_2_becoming_unattached_when_the_creature_it_was_on_leaves() -> None:
    """The host leaves (Murder): the state-based action unattaches the Sprite (A controlled
    the host), and that is "becoming unattached" too."""
    game = sprite_board()
    for i in range(3):
        put(game, "Swamp", "A", object_id=f"swamp-{i}")
    put(game, "Murder", "A", Zone.HAND, "murder")
    game.changed()
    game.apply(back_attack(game, "sprite", "sentinel"))
    all_pass(game)
    game.apply(CastSpell("A", "murder", ("sentinel",)))
    all_pass(game)
    assert game.objects["sprite"].attached_to is None
    assert [item.source for item in game.stack] == ["sprite"]
    all_pass(game)
    assert game.players["A"].life == 22


# -- the variant is one pack -------------------------------------------------------------------


def test_the_variant_is_one_pack_and_a_game_without_it_sees_none_of_it() -> None:
    pack = get("bond")
    assert [s.english for s in pack.supertypes] == ["Bonded"]
    assert [s.text for s in pack.symbols] == ["{*}"]
    assert [k.english for k in pack.keywords] == [
        "Joint", "Progress", "Back Attack", "Shake Off", "Bond Rampage",
    ]  # fmt: skip
    assert [k.japanese for k in pack.keywords] == [
        "ジョイント", "進撃", "背撃", "振り払い", "結束暴走",
    ]  # fmt: skip
    plain = board()
    with pytest.raises(LookupError):
        plain.create_card("Rearguard Ogre", "A", Zone.BATTLEFIELD)
    assert plain.hooks.attack == [] and plain.hooks.untap == []
    assert all(r.name != "Back Attack" for r in plain.attachment_rules)
