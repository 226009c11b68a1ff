"""CR 701.3, 704.5m-p: what may be attached to what is data (``Game.attachment_rules``): the
rules' own Aura/Equipment/Fortification, and a rule a variant adds."""

from __future__ import annotations

from mtgrules.game.attachments import AttachmentRule
from mtgrules.game.objects import Zone
from mtgrules.game.sba import apply_state_based_actions
from mtgrules.game.state import Game


def test_704_5p_a_creature_attached_to_something_becomes_unattached() -> None:
    game = Game()
    game.create_card("Grizzly Bears", "A", object_id="bears")
    game.create_card("Gray Ogre", "A", object_id="ogre")
    game.attach("bears", "ogre")
    done = apply_state_based_actions(game)
    assert [(a.rule, a.subject) for a in done] == [("704.5p", "bears")]
    assert game.objects["bears"].attached_to is None
    assert game.objects["bears"].zone is Zone.BATTLEFIELD


def test_a_rule_added_to_the_game_lets_creatures_attach() -> None:
    """A variant's rule: a creature may be attached to another creature (never itself); when
    attached illegally it goes to the graveyard."""
    game = Game()
    game.attachment_rules.insert(
        0,
        AttachmentRule(
            "creature that attaches",
            lambda g, i: i == "bears",
            lambda g, i, host: (
                host != i and g.characteristics(host).type_line.has_card_type("Creature")
            ),
            "graveyard",
            "variant 502.C",
        ),
    )
    game.create_card("Grizzly Bears", "A", object_id="bears")
    game.create_card("Gray Ogre", "A", object_id="ogre")
    game.create_card("Forest", "A", object_id="forest")
    game.attach("bears", "ogre")
    assert apply_state_based_actions(game) == []
    game.attach("bears", "forest")
    done = apply_state_based_actions(game)
    assert [(a.rule, a.subject) for a in done] == [("variant 502.C", "bears")]
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    assert Game().attachment_rules != game.attachment_rules  # other games are unaffected


def test_704_5m_an_aura_on_an_illegal_object_goes_to_the_graveyard() -> None:
    game = Game()
    game.create_card("Forest", "A", object_id="forest")
    game.create_card("Lignify", "A", object_id="lignify")
    game.attach("lignify", "forest")  # Enchant creature
    done = apply_state_based_actions(game)
    assert [(a.rule, a.subject) for a in done] == [("704.5m", "lignify")]
