"""CR 611.3, 613.4c: Empyrean Eagle compiled from its Oracle text: "Other creatures you control
with flying get +1/+1." — its controller's other creatures with flying, not itself, not a
creature without flying, not an opponent's flyer; a creature that gains flying gets it too
(the group is read as the effect applies, 611.3a)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start

pytestmark = needs_full_database


def test_611_3_empyrean_eagle_pumps_only_its_controllers_other_flyers() -> None:
    game = game_with("Empyrean Eagle")
    put(game, "Empyrean Eagle", "A", object_id="eagle")
    put(game, "Wind Drake", "A", object_id="drake")  # 2/2 flying
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Wind Drake", "B", object_id="their-drake")
    put(game, "Flight", "A", Zone.HAND, "flight")
    lands(game, "Island", 1, "A")
    start(game)

    def pt(object_id: str) -> tuple[int | None, int | None]:
        chars = game.characteristics(object_id)
        return chars.power, chars.toughness

    assert pt("eagle") == (2, 3)
    assert pt("drake") == (3, 3)
    assert pt("giant") == (3, 3)
    assert pt("their-drake") == (2, 2)
    cast(game, "flight", "giant")  # "Target creature gains flying until end of turn."
    assert pt("giant") == (4, 4)
