"""CR 700.2, 601.2b: Flame of Anor ("Choose one. If you control a Wizard as you cast this spell,
you may choose two instead." with its modes on lines of their own), compiled from its Oracle
text and played: two modes only while its caster controls a Wizard."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _flame(wizard: bool) -> Game:
    game = game_with("Flame of Anor")
    lands(game, "Island", 2)
    lands(game, "Mountain", 1)
    put(game, "Flame of Anor", "A", Zone.HAND, "flame")
    put(game, "Mind Stone", "B", object_id="stone")
    put(game, "Grizzly Bears", "B", object_id="bears")
    if wizard:
        put(game, "Prodigal Pyromancer", "A", object_id="wizard")  # a Human Wizard
    return start(game)


def _mode_sets(game: Game) -> set[tuple[int, ...]]:
    return {a.modes for a in game.legal_actions() if isinstance(a, CastSpell)}


def test_700_2_flame_of_anor_without_a_wizard_one_mode() -> None:
    game = _flame(wizard=False)
    assert _mode_sets(game) == {(1,), (2,), (3,)}
    error = rejected(game, CastSpell("A", "flame", ("A", "stone"), modes=(1, 2)))
    assert error.rule == "700.2a"


def test_700_2_flame_of_anor_with_a_wizard_two_modes() -> None:
    game = _flame(wizard=True)
    assert {(1, 2), (1, 3), (2, 3)} <= _mode_sets(game)
    library = len(game.libraries["A"])
    take(game, CastSpell("A", "flame", ("A", "stone"), modes=(1, 2)))
    resolve_stack(game)
    assert len(game.libraries["A"]) == library - 2
    assert game.get("stone").zone is Zone.GRAVEYARD
