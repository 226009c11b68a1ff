"""CR 605.1b, 605.4a, 106.12: Badgermole Cub's triggered mana ability — "Whenever you tap a
creature for mana, add an additional {G}." — compiled from its Oracle text: it triggers when
its controller activates a mana ability of a creature with {T} in its cost, and adds its mana at
once, without the stack. A land tapped for mana, or an opponent's creature, doesn't trigger it.

The Cub's "When {this} enters, earthbend 1." is not read yet (earthbend, a keyword action), so
the card as a whole is refused; these tests compile its other line from its own Oracle text."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import records as _records
from in_play import cast, take
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import ActivateManaAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start

pytestmark = needs_full_database

_EARTHBEND = "earthbend"


def _game() -> Game:
    """A game whose Badgermole Cub has its Oracle text but the earthbend line."""
    record = dict(_records()["Badgermole Cub"])
    (face,) = record["faces"]  # type: ignore[misc]
    lines = [line for line in face["oracle_text"].split("\n") if _EARTHBEND not in line]
    assert len(lines) == 1
    record["faces"] = [{**face, "oracle_text": "\n".join(lines)}]
    card = compile_card(record)
    assert card.definition is not None, card.why()
    definitions = {**bundled_definitions(), "Badgermole Cub": card.definition}
    game = Game(("A", "B"), definitions=definitions)
    put(game, "Badgermole Cub", "A", object_id="cub")
    put(game, "Llanowar Elves", "A", object_id="elves")
    put(game, "Forest", "A", object_id="forest")
    put(game, "Llanowar Elves", "B", object_id="their-elves")
    return start(game)


def test_badgermole_cub_refuses_only_its_earthbend_line() -> None:
    card = compile_card(_records()["Badgermole Cub"])
    (face,) = card.faces.values()
    assert [text for text, _ in face.unsupported] == ["When {this} enters, earthbend 1."]


def test_605_1b_tapping_a_creature_for_mana_adds_an_additional_green() -> None:
    game = _game()
    take(game, ActivateManaAbility("A", "elves", 1, "G"))
    assert str(game.pools["A"]) == "{G}{G}"
    assert not game.stack  # CR 605.4a: no stack
    assert [e.rule for e in game.events if e.event == "mana"][-1:] == ["605.4a"]


def test_106_12_tapping_a_land_for_mana_adds_nothing_more() -> None:
    game = _game()
    take(game, ActivateManaAbility("A", "forest", 1, "G"))
    assert str(game.pools["A"]) == "{G}"


def test_605_1b_two_cubs_each_add_an_additional_green() -> None:
    game = _game()
    put(game, "Badgermole Cub", "A", object_id="cub-2")
    take(game, ActivateManaAbility("A", "elves", 1, "G"))
    assert str(game.pools["A"]) == "{G}{G}{G}"


def test_605_1b_the_extra_green_pays_for_a_spell() -> None:
    game = _game()
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    game.get("forest").tapped = True
    take(game, ActivateManaAbility("A", "elves", 1, "G"))
    cast(game, "bears")
    assert game.get("bears").zone is Zone.BATTLEFIELD  # {1}{G} paid with the {G}{G}
    assert str(game.pools["A"]) == ""
