"""CR 104: how the game ends — a player with 0 or less life loses (704.5a), a player who drew
from an empty library loses (704.5b), a player may concede at any time (104.3a), and the last
player left wins (104.2a)."""

from __future__ import annotations

from mtgrules.game.actions import CastSpell, Concede, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, pass_priority, pass_until, put, rejected, start


def test_704_5a_a_player_at_0_life_loses_the_next_time_a_player_would_get_priority() -> None:
    game = board()
    put(game, "Mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    game.players["B"].life = 3
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    all_pass(game)
    assert game.players["B"].life == 0
    assert (game.over, game.winner, game.players["B"].lost) == (True, "A", True)
    assert game.pending is None
    assert game.legal_actions() == []
    assert [(e.event, e.rule) for e in game.events if e.rule == "704.5a"] == [
        ("state-based action", "704.5a")
    ]


def test_704_5a_a_player_above_0_life_plays_on() -> None:
    game = board()
    put(game, "Mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    game.players["B"].life = 4
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    all_pass(game)
    assert (game.players["B"].life, game.over, game.winner) == (1, False, None)


def test_704_5b_drawing_from_an_empty_library_loses_the_game() -> None:
    game = board()
    start(game, Step.UPKEEP, library=None)
    pass_priority(game)
    pass_priority(game)  # the draw step: A draws from an empty library
    assert (game.over, game.winner) == (True, "B")
    assert game.players["A"].lost is True
    assert [e.rule for e in game.events if e.rule == "704.5b"] == ["704.5b"]


def test_704_5b_an_empty_library_alone_doesnt_lose() -> None:
    game = board()
    start(game, Step.PRECOMBAT_MAIN, library=None)
    all_pass(game)
    assert game.over is False


def test_104_3a_a_player_can_concede_at_any_time_even_without_priority() -> None:
    game = board()
    start(game)
    assert game.pending is not None and game.pending.player == "A"
    game.apply(Concede("B"))
    assert (game.over, game.winner) == (True, "A")
    assert game.players["B"].lost is True


def test_104_2a_in_a_multiplayer_game_the_others_play_on_after_a_concession() -> None:
    game = board(("A", "B", "C"))
    start(game)
    game.apply(Concede("B"))
    assert (game.over, game.winner) == (False, None)
    game.apply(Concede("C"))
    assert (game.over, game.winner) == (True, "A")


def test_104_1_nothing_can_be_done_once_the_game_is_over() -> None:
    game = board()
    start(game)
    game.apply(Concede("A"))
    assert game.winner == "B"
    assert rejected(game, PassPriority("B")).rule == "104.1"
    assert rejected(game, Concede("B")).rule == "104.1"


def test_704_5b_a_player_made_to_draw_from_an_empty_library_loses() -> None:
    """Master of the Feast: at the beginning of A's upkeep, B draws a card — from an empty
    library."""
    game = board()
    put(game, "Master of the Feast")
    for _ in range(5):
        game.create_card("Island", "A", Zone.LIBRARY)
    start(game, Step.UNTAP, library=None)
    all_pass(game)
    assert (game.over, game.winner) == (True, "A")


def test_104_2b_an_effect_that_says_a_player_wins_ends_the_game() -> None:
    """Liliana's Contract's upkeep trigger with four Demons (Arcane Adaptation makes the Bears
    Demons too): A wins, and the game is over at once."""
    game = board()
    put(game, "Liliana's Contract")
    for name in ("Grinning Demon", "Master of the Feast", "Grizzly Bears", "Runeclaw Bear"):
        put(game, name)
    adaptation = put(game, "Arcane Adaptation")
    game.objects[adaptation].choices["creature_type"] = "Demon"
    start(game, Step.UNTAP)
    while not game.over:
        pass_priority(game)
    assert (game.winner, game.step, game.pending) == ("A", Step.UPKEEP, None)
    assert game.legal_actions() == []


def test_800_4a_a_player_who_concedes_with_priority_passes_it_to_the_next_player() -> None:
    game = board(("A", "B", "C"))
    put(game, "Grizzly Bears", "A", object_id="a-bears")
    put(game, "Forest", "A", zone=Zone.HAND, object_id="a-card")
    put(game, "Grizzly Bears", "B", object_id="b-bears")
    start(game)
    game.apply(Concede("A"))
    assert game.pending is not None and game.pending.player == "B"
    assert "a-bears" not in game.objects and "a-card" not in game.objects
    assert "A" not in game.libraries
    assert game.objects["b-bears"].zone is Zone.BATTLEFIELD
    assert [e.rule for e in game.events if e.event == "leaves the game"] == ["800.4a"]


def test_800_4j_the_turn_of_a_player_who_left_goes_on_without_them() -> None:
    game = board(("A", "B", "C"))
    start(game)
    game.apply(Concede("A"))
    pass_until(game, Step.UPKEEP, turn=3)
    assert (game.active_player, game.over) == ("B", False)
    assert game.pending is not None and game.pending.player == "B"


def test_800_4a_conceding_instead_of_declaring_attackers() -> None:
    game = board(("A", "B", "C"))
    put(game, "Grizzly Bears", "A", object_id="a-bears")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(Concede("A"))
    assert game.combat.attackers == {}
    assert game.pending is not None and game.pending.player == "B"
