"""CR 122.1, 122.1b: Unexpected Fangs ("Put a +1/+1 counter and a lifelink counter on target
creature."), compiled from its Oracle text: the creature gets both, and the lifelink counter
gives it lifelink."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.keywords import LIFELINK
from mtgrules.game.objects import Zone
from play_helpers import put, start

pytestmark = needs_full_database


def test_122_1b_unexpected_fangs_puts_a_p_t_and_a_lifelink_counter() -> None:
    game = game_with("Unexpected Fangs")
    put(game, "Swamp", "A")
    put(game, "Swamp", "A")  # {1}{B}
    put(game, "Unexpected Fangs", "A", Zone.HAND, "fangs")
    put(game, "Grizzly Bears", "A", object_id="bears")
    start(game)
    take(game, CastSpell("A", "fangs", ("bears",)))
    resolve_stack(game)
    assert game.get("bears").counters == {"+1/+1": 1, "lifelink": 1}
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness, chars.has_keyword(LIFELINK)) == (3, 3, True)
