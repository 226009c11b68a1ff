"""Bond 502.A Joint: a static ability that works while casting: you may reveal a card from your
hand as you cast the spell; the spell then goes on the stack with the text that matches the
revealed card. Several Joint instances apply separately."""

from __future__ import annotations

from bond_helpers import bond_board
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, put, rejected, start


def volley_board() -> Game:
    """A holds Joint Volley ("2 damage to target creature"; revealing a creature card: "3
    damage to target player" instead), a creature card and a land card."""
    game = bond_board()
    for i in range(2):
        put(game, "Mountain", "A", object_id=f"m{i}")
    put(game, "Joint Volley", "A", Zone.HAND, "volley")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears-card")
    put(game, "Forest", "A", Zone.HAND, "forest-card")
    put(game, "Oathsworn Sentinel", "B", object_id="sentinel")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def casts(game: Game, card: str) -> set[tuple[str | None, tuple[str, ...]]]:
    return {
        (a.reveal, a.targets)
        for a in game.legal_actions()
        if isinstance(a, CastSpell) and a.card == card
    }


def test_502_A_you_may_reveal_a_card_as_you_cast_the_spell() -> None:
    """Cast without revealing (its own text: target creature), or revealing the creature
    card (target player); revealing the land changes nothing, so it isn't offered."""
    assert casts(volley_board(), "volley") == {
        (None, ("sentinel",)),
        ("bears-card", ("A",)),
        ("bears-card", ("B",)),
    }


def test_502_A_without_revealing_the_spell_has_its_own_text() -> None:
    game = volley_board()
    game.apply(CastSpell("A", "volley", ("sentinel",)))
    all_pass(game)
    assert game.objects["sentinel"].damage == 2
    assert game.players["B"].life == 20


def test_502_A_a_revealed_creature_card_gives_it_the_matching_text() -> None:
    game = volley_board()
    game.apply(CastSpell("A", "volley", ("B",), reveal="bears-card"))
    texts = game.characteristics("volley").ability_texts
    assert "Joint Volley deals 3 damage to target player." in texts
    assert "Joint Volley deals 2 damage to target creature." not in texts
    assert any(e.rule == "Bond 502.A" and "bears-card" in e.detail for e in game.events)
    assert game.objects["bears-card"].zone is Zone.HAND  # revealed, not moved
    all_pass(game)
    assert (game.players["B"].life, game.objects["sentinel"].damage) == (17, 0)
    assert game.objects["volley"].zone is Zone.GRAVEYARD
    assert "Joint Volley deals 2 damage to target creature." in (
        game.characteristics("volley").ability_texts
    )  # its own text again, off the stack


def test_502_A_the_revealed_text_s_targets_are_checked() -> None:
    game = volley_board()
    assert rejected(game, CastSpell("A", "volley", ("sentinel",), reveal="bears-card")).rule == (
        "115.1"
    )
    assert rejected(game, CastSpell("A", "volley", ("B",))).rule == "115.1"


def test_502_A_revealing_a_card_that_matches_nothing_is_refused_as_pointless() -> None:
    game = volley_board()
    error = rejected(game, CastSpell("A", "volley", ("B",), reveal="forest-card"))
    assert error.rule == "Bond 502.A"


def test_502_A_the_revealed_card_must_be_in_your_hand() -> None:
    game = volley_board()
    put(game, "Grizzly Bears", "B", Zone.HAND, "their-bears")
    game.changed()
    assert rejected(game, CastSpell("A", "volley", ("B",), reveal="their-bears")).rule == (
        "Bond 502.A"
    )


def strength_board() -> Game:
    """Shared Strength: +2/+2; revealing a Bonded card: +4/+4 instead; revealing a land card:
    also "You gain 2 life"."""
    game = bond_board()
    put(game, "Forest", "A", object_id="forest")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Shared Strength", "A", Zone.HAND, "strength")
    put(game, "Bonded Hearth", "A", Zone.HAND, "bonded-land")
    put(game, "Forest", "A", Zone.HAND, "forest-card")
    put(game, "Oathsworn Sentinel", "A", Zone.HAND, "bonded-creature")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def strength(game: Game, reveal: str | None) -> tuple[tuple[int | None, int | None], int]:
    game.apply(CastSpell("A", "strength", ("bears",), reveal=reveal))
    all_pass(game)
    chars = game.characteristics("bears")
    return (chars.power, chars.toughness), game.players["A"].life


def test_502_A_several_joint_instances_apply_separately() -> None:
    assert strength(strength_board(), None) == ((4, 4), 20)
    assert strength(strength_board(), "bonded-creature") == ((6, 6), 20)  # the first only
    assert strength(strength_board(), "forest-card") == ((4, 4), 22)  # the second only
    assert strength(strength_board(), "bonded-land") == ((6, 6), 22)  # both


def test_502_A_the_reveal_is_part_of_the_recorded_action() -> None:
    action = CastSpell("A", "strength", ("bears",), reveal="bonded-land")
    assert action.as_dict()["reveal"] == "bonded-land"
    assert CastSpell.from_dict(action.as_dict()) == action
