"""CR 701.21a, 603.2: Writhing Chrysalis ("Whenever you sacrifice another Eldrazi, put a +1/+1
counter on {this}."), compiled from its Oracle text with the rest of the card: casting it makes
two Eldrazi Spawn tokens; each Spawn its controller sacrifices for mana puts a counter on it (the
token seen as it last was on the battlefield, 603.10a). A non-Eldrazi sacrificed, or an Eldrazi
an opponent sacrifices, doesn't."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _spawns(game: Game, player: str) -> list[str]:
    return [
        o.id
        for o in game.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.is_token and o.owner == player
    ]


def _chrysalis() -> Game:
    game = game_with("Writhing Chrysalis", "Lotus Petal")
    put(game, "Writhing Chrysalis", "A", Zone.HAND, "chrysalis")
    lands(game, "Mountain", 2, "A")
    lands(game, "Forest", 2, "A")
    start(game)
    take(game, CastSpell("A", "chrysalis"))
    resolve_stack(game)  # the cast trigger, then the spell
    assert game.objects["chrysalis"].zone is Zone.BATTLEFIELD
    return game


def test_701_21a_each_spawn_sacrificed_for_mana_puts_a_counter_on_it() -> None:
    game = _chrysalis()
    spawns = _spawns(game, "A")
    assert len(spawns) == 2
    take(game, ActivateManaAbility("A", spawns[0]))
    resolve_stack(game)
    assert game.objects["chrysalis"].counters == {"+1/+1": 1}
    take(game, ActivateManaAbility("A", spawns[1]))
    resolve_stack(game)
    assert game.objects["chrysalis"].counters == {"+1/+1": 2}
    assert (
        game.characteristics("chrysalis").power,
        game.characteristics("chrysalis").toughness,
    ) == (
        4,
        5,
    )


def test_603_2_a_non_eldrazi_or_an_opponents_eldrazi_doesnt_trigger_it() -> None:
    game = _chrysalis()
    put(game, "Writhing Chrysalis", "B", object_id="theirs")
    put(game, "Lotus Petal", "A", object_id="petal")
    take(game, ActivateManaAbility("A", "petal", color="G"))  # an artifact, not an Eldrazi
    assert game.objects["petal"].zone is Zone.GRAVEYARD
    assert game.waiting_triggers == [] and game.stack == []
    take(game, ActivateManaAbility("A", _spawns(game, "A")[0]))
    resolve_stack(game)
    assert game.objects["chrysalis"].counters == {"+1/+1": 1}
    assert game.objects["theirs"].counters == {}  # B didn't sacrifice it
