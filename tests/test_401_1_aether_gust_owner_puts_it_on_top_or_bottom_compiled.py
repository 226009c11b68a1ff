"""CR 401.1, 115.1: Aether Gust compiled from its Oracle text: "Choose target spell or permanent
that's red or green. Its owner puts it on the top or bottom of their library." — a red spell
leaves the stack without resolving (it isn't countered) and a green permanent leaves the
battlefield, where their owner chooses; a blue one can't be chosen."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def test_401_1_aether_gust_puts_a_red_spell_on_the_bottom_of_its_owners_library() -> None:
    game = game_with("Aether Gust")
    put(game, "Shock", "B", Zone.HAND, "shock")
    put(game, "Aether Gust", "A", Zone.HAND, "gust")
    lands(game, "Mountain", 1, "B", "b-mountain")
    lands(game, "Island", 2, "A")
    start(game, active="B")
    take(game, CastSpell("B", "shock", ("A",)))
    pass_priority(game)
    take(game, CastSpell("A", "gust", ("shock",)))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.player == "B"  # its owner chooses
    assert game.pending.options == ("top", "bottom")
    take(game, Choose("B", "bottom"))
    assert game.objects["shock"].zone is Zone.LIBRARY
    assert game.libraries["B"][-1] == "shock"
    assert not game.stack
    assert game.players["A"].life == 20


def test_115_1_aether_gust_takes_a_green_permanent_but_not_a_blue_one() -> None:
    game = game_with("Aether Gust")
    put(game, "Centaur Courser", "B", object_id="courser")  # green
    put(game, "Wind Drake", "B", object_id="drake")  # blue
    put(game, "Aether Gust", "A", Zone.HAND, "gust")
    lands(game, "Island", 2, "A")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert ("courser",) in offered
    assert ("drake",) not in offered
    take(game, CastSpell("A", "gust", ("courser",)))
    resolve_stack(game)
    take(game, Choose("B", "top"))
    assert game.libraries["B"][0] == "courser"
    assert game.objects["courser"].zone is Zone.LIBRARY
