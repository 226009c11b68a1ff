"""CR 111.4, 707.10, 400.7: the ids a scenario names created objects by. A token's id is made from
its name (an unnamed creature token is named after its subtypes plus "Token", 111.4): the first
``soldier-token``, then ``soldier-token-2``…; a copy of a spell is ``<spell id>-copy``; a card
keeps its id in every zone it goes to, though the rules make it a new object there (400.7)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.scenario.explain import check_expectations
from mtgrules.scenario.run import load_scenario_text

BOARD = """\
players: [A, B]
battlefield:
  - {card: Grizzly Bears, id: bears, controller: A}
hand: {A: [Lightning Bolt]}
actions:
  - {cast: Raise the Alarm, controller: A}
  - {cast: Raise the Alarm, controller: A}
  - {cast: Unsummon, controller: A, targets: [bears]}
"""


@needs_full_database  # Raise the Alarm is a real card no hand-written definition has
def test_tokens_are_numbered_by_name_in_the_order_they_are_created() -> None:
    game = load_scenario_text(BOARD).game
    tokens = [o for o in game.objects.values() if o.is_token]
    assert [t.id for t in tokens] == [
        "soldier-token",
        "soldier-token-2",
        "soldier-token-3",
        "soldier-token-4",
    ]
    assert {game.characteristics(t.id).names for t in tokens} == {("Soldier Token",)}


@needs_full_database  # Raise the Alarm is a real card no hand-written definition has
def test_a_card_keeps_its_id_in_every_zone() -> None:
    game = load_scenario_text(BOARD).game
    assert game.objects["bears"].zone.value == "hand"
    assert game.objects["lightning-bolt"].zone.value == "hand"


@needs_full_database  # Raise the Alarm is a real card no hand-written definition has
def test_the_ids_can_be_used_by_expectations() -> None:
    text = BOARD + (
        "expect:\n"
        "  soldier-token-4: {zone: battlefield, power: 1}\n"
        "  bears: {zone: hand}\n"
        "  lightning-bolt: {zone: hand}\n"
    )
    assert check_expectations(load_scenario_text(text)) == []
