"""CR 714: Sagas, with Urza's Saga compiled from its Oracle text. It enters with a lore counter
(714.3a) and gets another as its controller's precombat main phase begins (714.3c); each
chapter triggers as the count reaches its number (714.2b): I gives it "{T}: Add {C}.", II a
Construct-making ability, III searches for an artifact card with mana cost {0} or {1}; it is
sacrificed once chapter III has left the stack (714.4, 704.5s). Under Blood Moon it has no
chapter abilities: it gets no lore counter and, its final chapter number 0, stays (714.2d)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, ActivateManaAbility, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, start

SAGA = "Urza's Saga"


def _game() -> Game:
    game = game_with(SAGA)
    put(game, SAGA, "A", Zone.HAND, "saga")
    for player in ("A", "B"):
        for _ in range(6):
            put(game, "Island", player, Zone.LIBRARY)  # drawn first
    for name, object_id in (
        ("Bonesplitter", "bonesplitter"),  # {1}
        ("Mind Stone", "mind-stone"),  # {2}: not found
        ("Hill Giant", "giant"),
    ):
        put(game, name, "A", Zone.LIBRARY, object_id)
    return start(game, library=None)


def _next_main_phase(game: Game) -> None:
    pass_until(game, Step.PRECOMBAT_MAIN, turn=game.turn + 2)


@needs_full_database
def test_714_3a_it_enters_with_a_lore_counter_and_chapter_i_gives_it_a_mana_ability() -> None:
    game = _game()
    take(game, PlayLand("A", "saga"))
    assert game.objects["saga"].counters == {"lore": 1}
    assert len(game.stack) == 1 and "I — " in game.stack[0].description
    resolve_stack(game)
    assert game.objects["saga"].zone is Zone.BATTLEFIELD
    assert "{T}: Add {C}." in game.characteristics("saga").ability_texts
    take(game, ActivateManaAbility("A", "saga", 1))
    assert str(game.pools["A"]) == "{C}"


@needs_full_database
def test_714_3c_714_2b_chapter_ii_as_the_next_main_phase_begins_makes_constructs() -> None:
    game = _game()
    take(game, PlayLand("A", "saga"))
    resolve_stack(game)
    _next_main_phase(game)
    assert game.objects["saga"].counters == {"lore": 2}
    resolve_stack(game)
    texts = game.characteristics("saga").ability_texts
    assert "{T}: Add {C}." in texts  # chapter I's ability stays (611.2a)
    assert any(t.startswith("{2}, {T}: Create a 0/0 colorless Construct") for t in texts)
    lands(game, "Island", 2, "A", "A-U")
    (activate,) = [
        a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == "saga"
    ]
    take(game, activate)
    resolve_stack(game)
    (construct,) = [
        i for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and "Construct" in game.characteristics(i).type_line.subtype_names
    ]  # fmt: skip
    chars = game.characteristics(construct)
    assert (chars.power, chars.toughness) == (1, 1)  # itself: the only artifact A controls


@needs_full_database
def test_714_2b_chapter_iii_finds_an_artifact_with_mana_cost_1_then_704_5s_the_saga_goes() -> None:
    game = _game()
    take(game, PlayLand("A", "saga"))
    resolve_stack(game)
    _next_main_phase(game)
    resolve_stack(game)
    _next_main_phase(game)
    assert game.objects["saga"].counters == {"lore": 3}
    assert game.objects["saga"].zone is Zone.BATTLEFIELD  # 714.4: chapter III is on the stack
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("find nothing", "Bonesplitter onto the battlefield")
    game.apply(Choose("A", "Bonesplitter onto the battlefield"))
    resolve_stack(game)
    assert game.objects["bonesplitter"].zone is Zone.BATTLEFIELD
    assert game.objects["mind-stone"].zone is Zone.LIBRARY
    assert game.objects["saga"].zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5s" for e in game.events)


@needs_full_database
def test_714_3c_714_4_under_blood_moon_urzas_saga_has_no_chapters_gets_no_lore_and_stays() -> None:
    game = game_with(SAGA)
    put(game, SAGA, "A", object_id="saga")
    put(game, "Blood Moon", "B", object_id="moon")
    game.objects["saga"].counters = {"lore": 2}
    for player in ("A", "B"):
        for _ in range(6):
            put(game, "Island", player, Zone.LIBRARY)
    start(game, Step.UPKEEP, library=None)
    pass_until(game, Step.PRECOMBAT_MAIN)
    chars = game.characteristics("saga")
    assert chars.type_line.has_subtype("Mountain") and chars.type_line.has_subtype("Saga")
    assert game.objects["saga"].counters == {"lore": 2}  # no chapter abilities: no lore (714.3c)
    assert game.objects["saga"].zone is Zone.BATTLEFIELD  # final chapter number 0 (714.2d, 714.4)
    take(game, ActivateManaAbility("A", "saga", 1, "R"))  # a Mountain (305.7)
    assert str(game.pools["A"]) == "{R}"
