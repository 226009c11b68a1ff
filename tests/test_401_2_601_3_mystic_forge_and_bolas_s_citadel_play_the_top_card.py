"""CR 401.2, 601.3, 305.1, 118.9: the top card of the library, compiled from the Oracle text of
Mystic Forge ("You may look at the top card of your library any time. You may cast artifact
spells and colorless spells from the top of your library.") and of Bolas's Citadel's first two
abilities ("You may play lands and cast spells from the top of your library. If you cast a
spell this way, pay life equal to its mana value rather than pay its mana cost."). Its
controller sees the top card (nobody else does) and plays it from there as the card allows."""

from __future__ import annotations

import random

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.oracle.compiler import compile_card
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, lands, put, rejected, start

pytestmark = needs_full_database

LOOK = "You may look at the top card of your library any time."
FROM_TOP = (
    "You may play lands and cast spells from the top of your library. If you cast a spell this "
    "way, pay life equal to its mana value rather than pay its mana cost."
)


def _forge(*top: tuple[str, str]) -> Game:
    game = game_with("Mystic Forge", "Ornithopter", "Lightning Bolt")
    put(game, "Mystic Forge", "A", object_id="forge")
    for name, object_id in top:  # the first on top
        put(game, name, "A", Zone.LIBRARY, object_id)
    lands(game, "Mountain", 2, "A")
    start(game)
    return game


def _library_seen(game: Game, player: str) -> list[str | None]:
    return [o.name for o in game.view(player).objects if o.zone == "library"]


def test_401_2_the_forge_s_controller_sees_the_top_card_and_nobody_else() -> None:
    game = _forge(("Lightning Bolt", "bolt"), ("Ornithopter", "thopter"))
    assert _library_seen(game, "A") == ["Lightning Bolt"]
    assert _library_seen(game, "B") == []
    world = game.determinize(game.view("A"), random.Random(7))
    assert world.libraries["A"][0] == "bolt"  # the card A knows stays where it is
    game.move("forge", Zone.GRAVEYARD)
    assert _library_seen(game, "A") == []


def test_601_3_an_artifact_on_top_is_cast_from_the_library_a_red_spell_isn_t() -> None:
    game = _forge(("Ornithopter", "thopter"), ("Lightning Bolt", "bolt"))
    assert casts(game, "thopter") == [CastSpell("A", "thopter")]
    take(game, CastSpell("A", "thopter"))
    resolve_stack(game)
    assert game.objects["thopter"].zone is Zone.BATTLEFIELD
    assert game.libraries["A"][0] == "bolt"
    assert casts(game, "bolt") == []  # red: not an artifact, not colorless
    assert rejected(game, CastSpell("A", "bolt", ("B",))).rule == "601.2a"


def _citadel_game() -> Game:
    record = dict(record_of(bundled_database()["Bolas's Citadel"]))
    faces = [dict(f) for f in record["faces"]]
    faces[0]["oracle_text"] = f"{LOOK}\n{FROM_TOP}"  # its third ability isn't supported yet
    compiled = compile_card({**record, "faces": faces})
    assert compiled.definition is not None, compiled.why()
    game = Game(
        ("A", "B"), definitions={**definitions(), compiled.definition.card: compiled.definition}
    )
    put(game, "Bolas's Citadel", "A", object_id="citadel")
    put(game, "Lightning Bolt", "A", Zone.LIBRARY, "bolt")
    put(game, "Mountain", "A", Zone.LIBRARY, "mountain")
    start(game)
    return game


def test_118_9_the_citadel_s_top_spell_is_cast_for_life_and_the_land_played() -> None:
    game = _citadel_game()
    assert _library_seen(game, "A") == ["Lightning Bolt"]
    offered = {(a.cost, a.targets) for a in casts(game, "bolt")}
    assert ("pay life equal to its mana value", ("B",)) in offered
    take(game, CastSpell("A", "bolt", ("B",), cost="pay life equal to its mana value"))
    assert game.players["A"].life == 19  # mana value 1
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.libraries["A"][0] == "mountain"
    take(game, PlayLand("A", "mountain"))
    assert game.objects["mountain"].zone is Zone.BATTLEFIELD
