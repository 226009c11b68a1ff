"""CR 614.10, 603.2, 406.3, 603.7: Necropotence, compiled from its Oracle text and played —
"Skip your draw step." (its controller's draw step doesn't happen), "Whenever you discard a
card, exile that card from your graveyard." (one trigger per card, 701.9a) and "Pay 1 life:
Exile the top card of your library face down. Put that card into your hand at the beginning of
your next end step." (a delayed trigger about that card, 603.7c)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Discard
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until, put, start

pytestmark = needs_full_database


def _necropotence(step: Step = Step.PRECOMBAT_MAIN) -> Game:
    game = game_with("Necropotence")
    put(game, "Necropotence", "A", object_id="necro")
    return start(game, step)


def test_614_10_necropotence_skips_its_controllers_draw_step() -> None:
    game = _necropotence(Step.UPKEEP)
    library = list(game.libraries["A"])
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert game.libraries["A"] == library
    assert not [o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]


def test_614_10_the_opponent_still_draws() -> None:
    game = game_with("Necropotence")
    put(game, "Necropotence", "A", object_id="necro")
    start(game, Step.UPKEEP, active="B")
    before = len(game.libraries["B"])
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert len(game.libraries["B"]) == before - 1


def test_603_2_necropotence_exiles_each_card_discarded_to_hand_size() -> None:
    game = _necropotence()
    for index in range(9):
        put(game, "Grizzly Bears", "A", Zone.HAND, f"card-{index}")
    pass_until(game, Step.CLEANUP)
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    take(game, Discard("A", "card-0"))
    take(game, Discard("A", "card-1"))
    assert len(game.stack) == 2  # CR 514.3a: one trigger per card discarded
    resolve_stack(game)
    assert game.objects["card-0"].zone is Zone.EXILE
    assert game.objects["card-1"].zone is Zone.EXILE
    assert game.objects["card-2"].zone is Zone.HAND


def test_406_3_necropotence_pays_life_and_the_card_comes_at_the_end_step() -> None:
    game = _necropotence()
    top = game.libraries["A"][0]
    take(game, ActivateAbility("A", "necro", 1))
    resolve_stack(game)
    assert game.players["A"].life == 19
    assert game.objects[top].zone is Zone.EXILE
    assert game.objects[top].face_down
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects[top].zone is Zone.HAND
    assert not game.objects[top].face_down
