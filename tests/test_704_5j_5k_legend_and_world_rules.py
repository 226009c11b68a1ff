"""CR 704.5j: the legend rule — of legendary permanents with the same name controlled by one
player, all but one go to the graveyard. Mirror Gallery ("The 'legend rule' doesn't apply") turns
it off (613.11). 704.5k: the world rule (Nether Void)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def zones(game: Game, *ids: str) -> list[str]:
    return [game.get(i).zone.value for i in ids]


def test_704_5j_two_isamarus_under_one_player() -> None:
    game = scenario(
        """
        battlefield:
          - {card: "Isamaru, Hound of Konda", id: old}
          - {card: "Isamaru, Hound of Konda", id: new}
        """
    )
    assert zones(game, "old", "new") == ["graveyard", "battlefield"]
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5j"]


def test_704_5j_legends_with_the_same_name_under_different_players_stay() -> None:
    game = scenario(
        """
        battlefield:
          - {card: "Isamaru, Hound of Konda", id: mine}
          - {card: "Isamaru, Hound of Konda", id: theirs, controller: B}
        """
    )
    assert zones(game, "mine", "theirs") == ["battlefield", "battlefield"]


@pytest.mark.parametrize("gallery_first", [True, False], ids=["gallery-older", "gallery-newer"])
def test_704_5j_mirror_gallery_keeps_both_emrakuls(gallery_first: bool) -> None:
    """Whenever Mirror Gallery entered, the legend rule doesn't apply while it's there."""
    gallery = "  - {card: Mirror Gallery, id: gallery}\n"
    emrakuls = (
        '  - {card: "Emrakul, the Aeons Torn", id: first}\n'
        '  - {card: "Emrakul, the Aeons Torn", id: second}\n'
    )
    board = gallery + emrakuls if gallery_first else emrakuls + gallery
    game = scenario("battlefield:\n" + board)
    assert zones(game, "first", "second") == ["battlefield", "battlefield"]
    assert "legend_rule_does_not_apply" in game.rules_in_force()


def test_704_5j_when_mirror_gallery_leaves_the_legend_rule_applies_again() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Mirror Gallery, id: gallery}
          - {card: "Isamaru, Hound of Konda", id: old}
          - {card: Clone, id: clone, choose: {copy: old}}
        actions:
          - {leave: gallery, to: graveyard}
        """
    )
    assert zones(game, "old", "clone") == ["graveyard", "battlefield"]


def test_704_5j_a_clone_of_a_legend_is_legendary_with_the_same_name() -> None:
    game = scenario(
        """
        battlefield:
          - {card: "Isamaru, Hound of Konda", id: isamaru}
          - {card: Clone, id: clone, choose: {copy: isamaru}}
        """
    )
    assert zones(game, "isamaru", "clone") == ["graveyard", "battlefield"]


def test_704_5j_akki_lavarunners_aren_t_legendary_until_they_flip() -> None:
    """CR 710.2: unflipped, Akki Lavarunner is a nonlegendary creature; each that flips is
    Tok-Tok, Volcano Born, legendary. The first flip changes nothing; the second makes two
    Tok-Toks."""
    board = """
    battlefield:
      - {card: Akki Lavarunner, id: first}
      - {card: Akki Lavarunner, id: second}
    actions:
      - {trigger: first}
    """
    game = scenario(board)
    assert zones(game, "first", "second") == ["battlefield", "battlefield"]
    assert game.characteristics("first").type_line.english() == (
        "Legendary Creature — Goblin Shaman"
    )
    assert game.characteristics("second").type_line.english() == "Creature — Goblin Warrior"
    game = scenario(board + "  - {trigger: second}\n")
    assert zones(game, "first", "second") == ["graveyard", "battlefield"]


def test_710_1c_a_flipped_akki_lavarunner_keeps_its_color_and_mana_cost() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Akki Lavarunner, id: akki}
        actions:
          - {trigger: akki}
        """
    )
    chars = game.characteristics("akki")
    assert (chars.name, chars.color_letters, str(chars.mana_cost)) == (
        "Tok-Tok, Volcano Born",
        ["R"],
        "{3}{R}",
    )
    assert (chars.power, chars.toughness) == (2, 2)
    assert game.get("akki").flipped is True


def test_704_5k_two_nether_voids_the_older_goes() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Nether Void, id: old, controller: A}
          - {card: Nether Void, id: new, controller: B}
        """
    )
    assert zones(game, "old", "new") == ["graveyard", "battlefield"]
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5k"]


def test_704_5k_mirror_gallery_doesnt_stop_the_world_rule() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Mirror Gallery, id: gallery}
          - {card: Nether Void, id: old}
          - {card: Nether Void, id: new}
        """
    )
    assert zones(game, "old", "new") == ["graveyard", "battlefield"]
