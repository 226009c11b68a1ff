"""CR 111.4, 113.10 with real cards compiled from their Oracle text: a token created "with" a
quoted ability has that ability, whose {this} is the token itself (201.5). Pest Summoning's
Pests ("When this creature dies, you gain 1 life."), Spawnbed Protector's Eldrazi Scions
("Sacrifice this creature: Add {C}.", a mana ability, 605.1a) and Fable of the
Mirror-Breaker's Goblin Shaman ("Whenever this creature attacks, create a Treasure token.")."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.cards.oracle.compiler import compile_face
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from zones_helpers import zones_game


def _tokens(game: Game, player: str = "A") -> list[str]:
    return sorted(
        i for i, o in game.objects.items()
        if o.is_token and o.zone is Zone.BATTLEFIELD and o.owner == player
    )  # fmt: skip


@needs_full_database
def test_111_4_pest_summoning_makes_two_pests_that_gain_life_as_they_die() -> None:
    game = zones_game(
        ["Pest Summoning"], hand={"ps": "Pest Summoning", "murder": "Murder"}, mana="BBBBGGG"
    )
    take(game, CastSpell("A", "ps"))
    resolve_stack(game)
    pests = _tokens(game)
    assert len(pests) == 2
    chars = game.characteristics(pests[0])
    assert (chars.power, chars.toughness) == (1, 1)
    assert {c.name for c in chars.colors} == {"BLACK", "GREEN"}
    assert chars.type_line.subtype_names == {"Pest"}
    take(game, CastSpell("A", "murder", (pests[0],)))
    resolve_stack(game)
    assert game.players["A"].life == 21
    assert game.objects[pests[1]].zone is Zone.BATTLEFIELD


def _scions() -> tuple[Game, list[str]]:
    game = zones_game(
        ["Spawnbed Protector"], cards={"protector": "Spawnbed Protector"}, step=Step.END
    )
    resolve_stack(game)  # "up to one target": no card to return
    return game, _tokens(game)


@needs_full_database
def test_605_1a_an_eldrazi_scion_sacrifices_itself_for_colorless_mana() -> None:
    game, scions = _scions()
    assert len(scions) == 2
    assert game.characteristics(scions[0]).power == 1
    take(game, ActivateManaAbility("A", scions[0], 1))
    assert scions[0] not in game.objects  # sacrificed: a token there ceases to exist (111.7)
    assert str(game.pools["A"]) == "{C}"
    assert game.objects[scions[1]].zone is Zone.BATTLEFIELD


def test_113_10_the_quoted_ability_renders_back_with_its_own_period() -> None:
    text = (
        "Whenever you cast an artifact spell, create a 1/1 colorless Drone artifact creature "
        'token with flying and "This token can block only creatures with flying."'
    )
    face = compile_face("Pinnacle Emissary", text)
    assert face.status == "supported", face.unsupported
    assert face.rendered == text.replace("This token", "{this}")


def test_113_10_a_quoted_ability_the_game_cant_carry_out_is_refused() -> None:
    text = 'Create a 1/1 red Goblin creature token with "{T}: Frobnicate target creature."'
    face = compile_face("Nonesuch", text, is_spell=True)
    assert face.status == "unsupported"


@needs_full_database
def test_111_4_fables_goblin_shaman_makes_a_treasure_as_it_attacks() -> None:
    text = 'Create a 2/2 red Goblin Shaman creature token with "Whenever this creature attacks, create a Treasure token."'
    face = compile_face("Goblin Maker", text, is_spell=True)
    assert face.status == "supported", face.unsupported
    assert face.data is not None
    (ability,) = face.data["abilities"]
    (step,) = ability["do"]
    (quoted,) = step["create_token"]["abilities"]
    assert quoted["trigger"] == "Whenever {this} attacks"


@needs_full_database
def test_603_6a_tokens_created_enter_the_battlefield_and_trigger_soul_warden() -> None:
    game = zones_game(
        ["Pest Summoning"], hand={"ps": "Pest Summoning"}, mana="BBGG", cards={"w": "Soul Warden"}
    )
    take(game, CastSpell("A", "ps"))
    resolve_stack(game)
    assert len(_tokens(game)) == 2
    assert game.players["A"].life == 22  # "Whenever another creature enters": once for each
