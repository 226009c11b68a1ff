"""CR 608.2h: Swords to Plowshares ("Exile target creature. Its controller gains life equal to
its power.") reads the creature as it last existed on the battlefield — pumped power included,
its controller, not its caster; CR 202.3: Abrupt Decay's "nonland permanent with mana value 3 or
less" is a filter of the target."""

from __future__ import annotations

from in_play import cast, cast_targets, take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import pass_priority


def test_608_2h_swords_exiles_the_creature_and_its_controller_gains_its_power() -> None:
    game = main_phase(
        hand={"swords": "Swords to Plowshares"}, mana="W", theirs={"giant": "Hill Giant"}
    )
    cast(game, "swords", "giant")
    assert game.objects["giant"].zone is Zone.EXILE
    assert (game.players["A"].life, game.players["B"].life) == (20, 23)


def test_608_2h_swords_gains_the_power_the_creature_had_as_it_left() -> None:
    game = main_phase(
        hand={"swords": "Swords to Plowshares", "growth": "Giant Growth"},
        mana="WG",
        cards={"bears": "Grizzly Bears"},
    )
    take(game, CastSpell("A", "growth", ("bears",)))
    pass_priority(game)
    pass_priority(game)  # Grizzly Bears is 5/5 until end of turn
    cast(game, "swords", "bears")
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.players["A"].life == 25  # 5, not its printed 2


def test_202_3_abrupt_decay_targets_only_nonland_permanents_with_mana_value_3_or_less() -> None:
    game = main_phase(
        hand={"decay": "Abrupt Decay"},
        mana="BG",
        theirs={"bears": "Grizzly Bears", "giant": "Hill Giant", "maw": "Colossal Dreadmaw"},
    )
    offered = cast_targets(game, "decay")
    assert ("bears",) in offered
    assert not {("giant",), ("maw",)} & offered  # mana value 4 and 6
    assert not any(t[0].startswith("A-") for t in offered if t)  # lands aren't
    cast(game, "decay", "bears")
    assert game.objects["bears"].zone is Zone.GRAVEYARD
