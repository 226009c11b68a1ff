"""CR 716: Class levels, with Stormchaser's Talent's level lines compiled from its Oracle text
(its first ability and its level 3 ability, which need prowess and a cast trigger, are left out
of this definition): "{3}{U}: Level 2" only at level 1 and as a sorcery (716.2a); the level 2
section's "When this Class becomes level 2, return target instant or sorcery card from your
graveyard to your hand." is had only from level 2 (716.2a) and triggers as it becomes level 2."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.cards.oracle.compiler import card_data, compile_face
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import definitions, lands, put, rejected, start

TALENT = "Stormchaser's Talent"
RETURN = (
    "When {this} becomes level 2, return target instant or sorcery card from your graveyard to "
    "your hand."
)


def _level_lines_only() -> CardDefinition:
    record = record_of(bundled_database().card(TALENT))
    (face,) = record["faces"]
    lines = face["oracle_text"].split("\n")[2:5]  # the level 2 bar, its section, the level 3 bar
    compiled = compile_face(TALENT, "\n".join(lines), types=tuple(face["types"]))
    assert compiled.status == "supported", compiled.unsupported
    return read_definition_data(card_data(TALENT, {TALENT: compiled}, ()), "<test Talent>")


def _game(step: Step = Step.PRECOMBAT_MAIN) -> Game:
    game = Game(("A", "B"), definitions={**definitions(), TALENT: _level_lines_only()})
    put(game, TALENT, "A", object_id="talent")
    put(game, "Shock", "A", Zone.GRAVEYARD, "shock")
    lands(game, "Island", 6, "A", "A-U")
    return start(game, step)


def _texts(game: Game) -> list[str]:
    return [a.render("{this}") for a in game.characteristics("talent").abilities]


@needs_full_database
def test_716_2d_716_2a_at_level_1_it_has_only_its_level_bars() -> None:
    game = _game()
    assert _texts(game) == ["{3}{U}: Level 2", "{5}{U}: Level 3"]
    assert rejected(game, ActivateAbility("A", "talent", 2)).rule == "716.2a"  # not level 2


@needs_full_database
def test_716_2a_level_2_gives_its_section_and_its_trigger_returns_an_instant() -> None:
    game = _game()
    take(game, ActivateAbility("A", "talent", 1))
    resolve_stack(game)
    assert game.objects["talent"].choices["level"] == 2
    assert RETURN in _texts(game)
    assert game.objects["shock"].zone is Zone.HAND
    assert rejected(game, ActivateAbility("A", "talent", 1)).rule == "716.2a"  # level 2 already


@needs_full_database
def test_716_2a_a_level_bar_only_as_a_sorcery() -> None:
    game = _game(Step.BEGINNING_OF_COMBAT)
    assert rejected(game, ActivateAbility("A", "talent", 1)).rule == "602.5d"
