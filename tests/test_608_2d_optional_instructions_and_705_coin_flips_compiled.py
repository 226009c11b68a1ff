"""CR 608.2d, 118.3, 705: optional instructions and coin flips, compiled from real cards' Oracle
text and played — Abandon Attachments ("You may discard a card. If you do, draw two cards."),
Nihil Spellbomb ("you may pay {B}. If you do, draw a card."), Mana Crypt's upkeep coin flip
("If you lose the flip, Mana Crypt deals 3 damage to you.")."""

from __future__ import annotations

import random

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until, put, rejected, start

pytestmark = needs_full_database


def _options(game: Game) -> set[str]:
    return {a.value for a in game.legal_actions() if isinstance(a, Choose)}


def _attachments(hand_cards: tuple[str, ...]) -> Game:
    game = game_with("Abandon Attachments")
    put(game, "Island", "A")
    put(game, "Mountain", "A")
    put(game, "Abandon Attachments", "A", Zone.HAND, "abandon")
    for index, name in enumerate(hand_cards):
        put(game, name, "A", Zone.HAND, f"hand-{index}")
    start(game)
    take(game, CastSpell("A", "abandon"))
    resolve_stack(game)
    return game


def test_608_2d_abandon_attachments_discards_the_chosen_card_then_draws_two() -> None:
    game = _attachments(("Grizzly Bears", "Lava Axe"))
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert _options(game) == {"discard Grizzly Bears", "discard Lava Axe", "don't"}
    before = len(game.libraries["A"])
    take(game, Choose("A", "discard Lava Axe"))
    assert game.get("hand-1").zone is Zone.GRAVEYARD
    assert game.get("hand-0").zone is Zone.HAND
    assert len(game.libraries["A"]) == before - 2
    hand = [o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(hand) == 3  # the Bears and the two cards drawn after the discard


def test_608_2d_abandon_attachments_declined_draws_nothing() -> None:
    game = _attachments(("Grizzly Bears",))
    before = len(game.libraries["A"])
    take(game, Choose("A", "don't"))
    assert game.get("hand-0").zone is Zone.HAND
    assert len(game.libraries["A"]) == before
    assert game.get("abandon").zone is Zone.GRAVEYARD


def test_608_2d_abandon_attachments_with_an_empty_hand_offers_nothing() -> None:
    game = _attachments(())
    before = len(game.libraries["A"])
    assert not game.choices_waiting  # nothing to discard: "if you do" can't follow
    assert len(game.libraries["A"]) == before
    assert [e.rule for e in game.events if e.event == "may"] == ["608.2d"]


def _spellbomb(*mana: str) -> Game:
    game = game_with("Nihil Spellbomb")
    put(game, "Nihil Spellbomb", "A", object_id="bomb")
    for index, name in enumerate(mana):
        put(game, name, "A", object_id=f"land-{index}")
    put(game, "Grizzly Bears", "B", Zone.GRAVEYARD, "dead-bears")
    start(game)
    take(game, ActivateAbility("A", "bomb", 1, ("B",)))
    resolve_stack(game)
    return game


def test_118_3_nihil_spellbomb_pays_b_to_draw_as_it_goes_to_the_graveyard() -> None:
    game = _spellbomb("Swamp")
    assert _options(game) == {"pay {B}", "don't"}  # the trigger resolves first (603.3)
    before = len(game.libraries["A"])
    take(game, Choose("A", "pay {B}"))
    assert game.get("land-0").tapped
    assert len(game.libraries["A"]) == before - 1
    resolve_stack(game)
    assert game.get("dead-bears").zone is Zone.EXILE


def test_118_3_nihil_spellbomb_without_black_mana_offers_no_payment() -> None:
    game = _spellbomb("Mountain")
    before = len(game.libraries["A"])
    assert not game.choices_waiting
    assert len(game.libraries["A"]) == before
    assert game.get("dead-bears").zone is Zone.EXILE
    assert not game.get("land-0").tapped


def test_608_2d_a_choice_not_offered_is_refused() -> None:
    game = _spellbomb("Swamp")
    error = rejected(game, Choose("A", "pay {2}"))
    assert error.rule == "608.2d"


class _Fixed(random.Random):
    """A random generator whose draws are all ``value``."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def _crypt_upkeep(draw: float) -> Game:
    game = game_with("Mana Crypt")
    put(game, "Mana Crypt", "A", object_id="crypt")
    start(game, Step.END, active="B")
    game.rng = _Fixed(draw)
    pass_until(game, Step.UPKEEP)
    assert (game.active_player, [i.description for i in game.stack]) == (
        "A", ["Mana Crypt: At the beginning of your upkeep, flip a coin. If you lose the flip, "
              "Mana Crypt deals 3 damage to you."]
    )  # fmt: skip
    resolve_stack(game)
    return game


def test_705_2_mana_crypt_deals_3_damage_to_its_controller_on_a_lost_flip() -> None:
    game = _crypt_upkeep(0.75)
    assert game.players["A"].life == 17
    assert [(e.detail, e.rule) for e in game.events if e.event == "flip"] == [
        ("A loses the flip", "705.2")
    ]


def test_705_2_mana_crypt_does_nothing_on_a_won_flip() -> None:
    game = _crypt_upkeep(0.25)
    assert game.players["A"].life == 20
    assert [e.detail for e in game.events if e.event == "flip"] == ["A wins the flip"]
