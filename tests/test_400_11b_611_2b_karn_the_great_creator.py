"""Karn, the Great Creator, compiled from his Oracle text and played: his [+1] makes up to one
target noncreature artifact an artifact creature with power and toughness each equal to its mana
value until his controller's next turn (CR 205.1b, 613.4b, 611.2b); his [-2] puts an artifact
card its owner has outside the game (their sideboard, CR 400.11a-b) or a face-up one they own in
exile into their hand. Burning Wish brings a sorcery card from outside the game the same way."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.decks import read_decklist
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, start

KARN = "Karn, the Great Creator"


def _karn(**outside: list[str]) -> Game:
    game = game_with(KARN, "Burning Wish")
    put(game, KARN, "A", object_id="karn")
    put(game, "Mind Stone", "A", object_id="stone")
    put(game, "Hill Giant", "B", object_id="giant")
    game.outside = {p: list(c) for p, c in outside.items()}
    return start(game)


def _options(game: Game) -> list[str]:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    return sorted(a.value for a in game.legal_actions() if isinstance(a, Choose))


@needs_full_database
def test_611_2b_plus_one_makes_an_artifact_creature_until_your_next_turn() -> None:
    game = _karn()
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "karn" and a.index == 1
    }  # fmt: skip
    assert offered == {(), ("stone",)}  # up to one noncreature artifact (not the Giant)
    take(game, ActivateAbility("A", "karn", 1, ("stone",)))
    assert game.objects["karn"].counters == {"loyalty": 6}
    resolve_stack(game)
    stone = game.characteristics("stone")
    assert stone.type_line.has_card_type("Creature") and stone.type_line.has_card_type("Artifact")
    assert (stone.power, stone.toughness) == (2, 2)  # Mind Stone's mana value
    pass_until(game, Step.UPKEEP, turn=3)  # the opponent's turn: still a creature
    assert game.characteristics("stone").type_line.has_card_type("Creature")
    pass_until(game, Step.UPKEEP, turn=4)  # Karn's controller's next turn: it ends
    stone = game.characteristics("stone")
    assert not stone.type_line.has_card_type("Creature")
    assert stone.power is None


@needs_full_database
def test_400_11b_minus_two_reveals_an_artifact_card_from_the_sideboard() -> None:
    game = _karn(A=["Mind Stone", "Shivan Dragon"])
    take(game, ActivateAbility("A", "karn", 2, ()))
    assert game.objects["karn"].counters == {"loyalty": 3}
    resolve_stack(game)
    assert _options(game) == ["nothing", "reveal Mind Stone from outside the game"]
    game.apply(Choose("A", "reveal Mind Stone from outside the game"))
    in_hand = [o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]
    assert [o.card.name for o in in_hand if o.card] == ["Mind Stone"]
    assert game.outside == {"A": ["Shivan Dragon"]}


@needs_full_database
def test_400_11b_minus_two_chooses_a_face_up_artifact_card_in_exile() -> None:
    game = _karn()
    put(game, "Mind Stone", "A", Zone.EXILE, object_id="exiled-stone")
    put(game, "Mind Stone", "B", Zone.EXILE, object_id="their-stone")  # not A's
    take(game, ActivateAbility("A", "karn", 2, ()))
    resolve_stack(game)
    assert _options(game) == ["choose Mind Stone in exile", "nothing"]
    game.apply(Choose("A", "choose Mind Stone in exile"))
    assert game.objects["exiled-stone"].zone is Zone.HAND
    assert game.objects["their-stone"].zone is Zone.EXILE


@needs_full_database
def test_608_2d_minus_two_may_take_nothing() -> None:
    game = _karn(A=["Mind Stone"])
    take(game, ActivateAbility("A", "karn", 2, ()))
    resolve_stack(game)
    game.apply(Choose("A", "nothing"))
    assert game.outside == {"A": ["Mind Stone"]}
    assert not [o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]


@needs_full_database
def test_400_11b_burning_wish_takes_a_sorcery_and_is_exiled() -> None:
    game = _karn(A=["Mind Stone", "Murder", "Lava Axe"])
    lands(game, "Mountain", 2)
    put(game, "Burning Wish", "A", Zone.HAND, object_id="wish")
    take(game, CastSpell("A", "wish", ()))
    resolve_stack(game)
    assert _options(game) == ["nothing", "reveal Lava Axe from outside the game"]
    game.apply(Choose("A", "reveal Lava Axe from outside the game"))
    assert game.objects["wish"].zone is Zone.EXILE
    names = [o.card.name for o in game.objects.values() if o.zone is Zone.HAND and o.card]
    assert names == ["Lava Axe"]


@needs_full_database
def test_400_11a_a_decklist_sideboard_is_outside_the_game_and_replays() -> None:
    main = "\n".join(["4 Mind Stone", "56 Island"])
    deck = read_decklist(f"{main}\n\nSideboard\n1 Lava Axe\n1 Island\n")
    game = Game.from_decks({"A": deck, "B": deck}, seed=3)
    assert game.outside == {"A": ["Lava Axe", "Island"], "B": ["Lava Axe", "Island"]}
    record = game.record()
    assert record["sideboards"] == {"A": ["Lava Axe", "Island"], "B": ["Lava Axe", "Island"]}
    assert Game.replay(record).outside == game.outside
