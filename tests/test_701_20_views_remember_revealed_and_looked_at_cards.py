"""CR 701.20a, 701.20e, 400.2: a card in a hidden zone that was revealed (to every player) or
looked at (by one) is part of what that player may know: ``game.view(player)`` shows it where it
is, the hidden cards it lists leave it out, and ``Game.determinize(view, rng)`` keeps it there.
It stays known while it stays in that zone as the same object (400.7) and, in a library, until
the library is shuffled (701.20d). Thoughtseize and Merchant Scroll reveal, Gitaxian Probe looks
at a hand, Mystical Tutor reveals the card it puts on top and Vampiric Tutor doesn't."""

from __future__ import annotations

import random

from in_play import take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.state import Game
from mtgrules.game.zones import shuffle_library
from play_helpers import pass_priority

HAND = {"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "forest": "Forest"}
HAND_SEEN = {"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "forest": "Forest"}
LIBRARY = ["Island", "Grizzly Bears", "Lightning Bolt", "Counterspell", "Island", "Island"]


def _cast(game: Game, card: str, *targets: str) -> None:
    take(game, CastSpell("A", card, targets))
    pass_priority(game)
    pass_priority(game)


def _seen(game: Game, viewer: str, zone: str, owner: str) -> dict[str, str | None]:
    """The objects of ``owner``'s ``zone`` in ``viewer``'s view, and their names."""
    view = game.view(viewer)
    return {o.id: o.name for o in view.objects if o.zone == zone and o.owner == owner}


def _thoughtseized() -> Game:
    game = main_phase(hand={"seize": "Thoughtseize"}, mana="B", their_hand=HAND)
    _cast(game, "seize", "B")
    take(game, Choose("A", "Lightning Bolt"))
    return game


def test_701_20a_thoughtseize_shows_the_rest_of_the_hand_to_the_caster() -> None:
    game = _thoughtseized()
    assert _seen(game, "A", "hand", "B") == {"bears": "Grizzly Bears", "forest": "Forest"}
    assert dict(game.view("A").hidden)["B"] == ("Island",) * 10  # the library alone
    assert game.known_cards["bears"] == (0, ("A", "B"))  # not moved since: 0 zone changes
    assert _seen(game, "B", "hand", "B") == {"bears": "Grizzly Bears", "forest": "Forest"}


def test_701_20a_determinized_games_keep_the_revealed_hand_where_it_is() -> None:
    game = _thoughtseized()
    view = game.view("A")
    for seed in range(3):
        world = Game.determinize(view, random.Random(seed))
        assert {i: o.card.name for i, o in world.objects.items() if i in ("bears", "forest")} == {
            "bears": "Grizzly Bears",
            "forest": "Forest",
        }
        assert world.objects["bears"].zone.value == world.objects["forest"].zone.value == "hand"
        assert world.view("A") == view


def test_400_7_a_revealed_card_that_changes_zones_is_no_longer_known() -> None:
    game = _thoughtseized()
    game.move("forest", game.objects["bolt"].zone)  # to the graveyard, then back to the hand
    game.move("forest", game.objects["bears"].zone)
    assert _seen(game, "A", "hand", "B") == {"bears": "Grizzly Bears"}
    assert sorted(dict(game.view("A").hidden)["B"]) == ["Forest"] + ["Island"] * 10


def test_701_20e_gitaxian_probe_shows_the_hand_to_its_caster_only() -> None:
    game = main_phase(hand={"probe": "Gitaxian Probe"}, mana="U", their_hand=HAND)
    _cast(game, "probe", "B")
    assert _seen(game, "A", "hand", "B") == HAND_SEEN
    assert game.known_cards == {
        "bears": (0, ("A",)),
        "bolt": (0, ("A",)),
        "forest": (0, ("A",)),
    }
    assert _seen(game, "B", "hand", "A") == {}  # the card Probe drew stays A's secret
    assert dict(game.view("B").hidden)["A"] == ("Island",) * 10


def test_701_20a_mystical_tutor_s_card_on_top_is_known_to_both_players() -> None:
    game = main_phase(hand={"tutor": "Mystical Tutor"}, mana="U", library=LIBRARY)
    _cast(game, "tutor")
    take(game, Choose("A", "Lightning Bolt on top after shuffling"))
    for viewer in ("A", "B"):
        view = game.view(viewer)
        top = view.object("lightning-bolt-3")
        assert (top.name, top.zone, top.place) == ("Lightning Bolt", "library", 0)
        assert sorted(dict(view.hidden)["A"]) == ["Counterspell", "Grizzly Bears"] + ["Island"] * 3
        world = Game.determinize(view, random.Random(7))
        assert world.libraries["A"][0] == "lightning-bolt-3"
        assert world.objects["lightning-bolt-3"].card.name == "Lightning Bolt"
        assert world.view(viewer) == view


def test_701_20e_vampiric_tutor_s_card_on_top_is_known_to_its_caster_alone() -> None:
    game = main_phase(hand={"tutor": "Vampiric Tutor"}, mana="B", library=LIBRARY)
    _cast(game, "tutor")
    take(game, Choose("A", "Grizzly Bears on top after shuffling"))
    assert _seen(game, "A", "library", "A") == {"grizzly-bears-2": "Grizzly Bears"}
    assert _seen(game, "B", "library", "A") == {}
    assert len(dict(game.view("B").hidden)["A"]) == 6


def test_701_20d_a_shuffle_forgets_where_the_revealed_card_is() -> None:
    game = main_phase(hand={"tutor": "Mystical Tutor"}, mana="U", library=LIBRARY)
    _cast(game, "tutor")
    take(game, Choose("A", "Lightning Bolt on top after shuffling"))
    shuffle_library(game, "A")
    assert _seen(game, "B", "library", "A") == {}
    assert game.known_cards == {}


def test_701_20a_merchant_scroll_s_revealed_card_is_seen_in_its_casters_hand() -> None:
    game = main_phase(hand={"scroll": "Merchant Scroll"}, mana="UU", library=LIBRARY)
    _cast(game, "scroll")
    take(game, Choose("A", "Counterspell into their hand"))
    assert _seen(game, "B", "hand", "A") == {"counterspell-4": "Counterspell"}


def test_701_20_what_was_revealed_is_copied_taken_back_and_saved() -> None:
    game = main_phase(hand={"seize": "Thoughtseize"}, mana="B", their_hand=HAND).enable_undo()
    take(game, CastSpell("A", "seize", ("B",)))
    pass_priority(game)
    before = (game.state_hash(), game.view("A"))
    pass_priority(game)  # Thoughtseize resolves: B reveals their hand
    assert len(game.known_cards) == 3
    twin = game.copy()
    again = Game.from_json(game.to_json(), database=game.database, definitions=game.definitions)
    assert again.view("A") == game.view("A") and again.known_cards == game.known_cards
    game.undo()
    assert (game.state_hash(), game.view("A")) == before
    assert _seen(twin, "A", "hand", "B") == HAND_SEEN


def test_701_20a_the_observation_has_a_row_for_the_revealed_library_card() -> None:
    from mtgrules.sim.encoding import OBJECT_FEATURES, name_code, observe

    game = main_phase(hand={"tutor": "Mystical Tutor"}, mana="U", library=LIBRARY)
    _cast(game, "tutor")
    take(game, Choose("A", "Lightning Bolt on top after shuffling"))
    arrays = observe(game.view("B"))
    column = {name: i for i, name in enumerate(OBJECT_FEATURES)}
    rows = [r for r in arrays["objects"] if r[column["zone:library"]] == 1]
    assert len(rows) == 1
    assert (rows[0][column["place"]], rows[0][column["owned"]]) == (0, 0)
    index = next(i for i, r in enumerate(arrays["objects"]) if r[column["zone:library"]] == 1)
    assert arrays["names"][index] == name_code("Lightning Bolt")
