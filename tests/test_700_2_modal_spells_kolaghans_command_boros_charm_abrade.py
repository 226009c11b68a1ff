"""CR 700.2: modal spells compiled from their Oracle text. The modes are chosen as the spell is
cast (700.2a, 601.2b), each at most once (700.2d); a mode with no legal target can't be chosen;
the spell has only the chosen modes' targets (700.2c), and each chosen mode does what it says
with its own. Kolaghan's Command ("Choose two —"), Boros Charm and Abrade ("Choose one —")."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, rejected, start

COMMAND = "Kolaghan's Command"


def _command_game() -> Game:
    game = game_with(COMMAND, "Boros Charm", "Abrade")
    put(game, COMMAND, "A", Zone.HAND, "command")
    put(game, "Hill Giant", "A", Zone.GRAVEYARD, "giant")
    put(game, "Mind Stone", "B", object_id="stone")
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Shock", "B", Zone.HAND, "their-shock")
    put(game, "Divination", "B", Zone.HAND, "their-divination")
    lands(game, "Mountain", 2, "A", "A-R")
    lands(game, "Swamp", 1, "A", "A-B")
    start(game)
    return game


def _cast_modes(game: Game) -> dict[tuple[int, ...], set[tuple[str, ...]]]:
    out: dict[tuple[int, ...], set[tuple[str, ...]]] = {}
    for action in game.legal_actions():
        if isinstance(action, CastSpell):
            out.setdefault(action.modes, set()).add(action.targets)
    return out


@needs_full_database
def test_700_2a_choose_two_offers_each_pair_of_modes_with_their_targets() -> None:
    game = _command_game()
    offered = _cast_modes(game)
    assert set(offered) == {(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)}
    assert offered[(1, 3)] == {("giant", "stone")}
    assert ("B", "lions") in offered[(2, 4)] and ("A", "stone") not in offered[(2, 4)]


@needs_full_database
def test_700_2_return_a_creature_card_and_destroy_an_artifact() -> None:
    game = _command_game()
    take(game, CastSpell("A", "command", ("giant", "stone"), modes=(1, 3)))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    assert game.objects["command"].zone is Zone.GRAVEYARD
    assert game.objects["lions"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_700_2c_each_mode_uses_its_own_target_discard_then_damage() -> None:
    game = _command_game()
    take(game, CastSpell("A", "command", ("B", "lions"), modes=(2, 4)))
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    assert game.pending.player == "B"
    game.apply(game.legal_actions()[0])
    resolve_stack(game)
    zones = [game.objects[o].zone for o in ("their-shock", "their-divination")]
    assert sorted(zones) == sorted([Zone.HAND, Zone.GRAVEYARD])  # one card of B's choice
    assert game.objects["lions"].zone is Zone.GRAVEYARD  # 2 damage to a 2/1
    assert game.players["B"].life == 20


@needs_full_database
def test_700_2a_700_2d_the_number_of_modes_and_each_once() -> None:
    game = _command_game()
    assert rejected(game, CastSpell("A", "command", ("giant",), modes=(1,))).rule == "700.2a"
    assert rejected(game, CastSpell("A", "command", ("B", "B"), modes=(2, 2))).rule == "700.2d"
    assert rejected(game, CastSpell("A", "command", ("giant", "stone"))).rule == "700.2a"
    # the targets must be those of the modes chosen (700.2c)
    assert (
        rejected(game, CastSpell("A", "command", ("stone", "giant"), modes=(1, 3))).rule == "115.1"
    )


def _charm_game(card: str, object_id: str, mana: tuple[str, ...]) -> Game:
    game = game_with(COMMAND, "Boros Charm", "Abrade")
    put(game, card, "A", Zone.HAND, object_id)
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Savannah Lions", "B", object_id="lions")
    for index, land in enumerate(mana):
        lands(game, land, 1, "A", f"A-{index}")
    start(game)
    return game


@needs_full_database
def test_700_2_boros_charm_deals_4_to_a_player() -> None:
    game = _charm_game("Boros Charm", "charm", ("Mountain", "Plains"))
    assert set(_cast_modes(game)) == {(1,), (2,), (3,)}
    take(game, CastSpell("A", "charm", ("B",), modes=(1,)))
    resolve_stack(game)
    assert game.players["B"].life == 16


@needs_full_database
def test_700_2_boros_charm_makes_permanents_indestructible_without_a_target() -> None:
    game = _charm_game("Boros Charm", "charm", ("Mountain", "Plains"))
    take(game, CastSpell("A", "charm", (), modes=(2,)))
    resolve_stack(game)
    assert game.characteristics("giant").has_keyword("Indestructible")
    assert not game.characteristics("lions").has_keyword("Indestructible")


@needs_full_database
def test_700_2_boros_charm_gives_double_strike() -> None:
    game = _charm_game("Boros Charm", "charm", ("Mountain", "Plains"))
    take(game, CastSpell("A", "charm", ("giant",), modes=(3,)))
    resolve_stack(game)
    assert game.characteristics("giant").has_keyword("Double strike")


@needs_full_database
def test_700_2a_abrade_a_mode_without_a_legal_target_cant_be_chosen() -> None:
    game = _charm_game("Abrade", "abrade", ("Mountain", "Mountain"))
    offered = _cast_modes(game)
    assert set(offered) == {(1,)}  # no artifact to destroy
    assert offered[(1,)] == {("giant",), ("lions",)}
    take(game, CastSpell("A", "abrade", ("lions",), modes=(1,)))
    resolve_stack(game)
    assert game.objects["lions"].zone is Zone.GRAVEYARD


@needs_full_database
def test_700_2g_a_copy_of_a_modal_spell_copies_its_modes_and_their_targets() -> None:
    game = game_with(COMMAND, "Boros Charm", "Abrade")
    put(game, "Boros Charm", "A", Zone.HAND, "charm")
    put(game, "Twincast", "A", Zone.HAND, "twincast")
    lands(game, "Mountain", 1, "A", "A-R")
    lands(game, "Plains", 1, "A", "A-W")
    lands(game, "Island", 2, "A", "A-U")
    start(game)
    take(game, CastSpell("A", "charm", ("B",), modes=(1,)))
    take(game, CastSpell("A", "twincast", ("charm",)))
    resolve_stack(game)
    assert game.pending is not None and game.pending.options == ("B", "A")  # 707.10c
    game.apply(next(a for a in game.legal_actions() if getattr(a, "targets", None) == ("A",)))
    resolve_stack(game)
    assert game.players["A"].life == 16  # the copy: mode 1, its new target (700.2g)
    assert game.players["B"].life == 16  # the original
