"""CR 613.1b, 611.2a with a real card compiled from its Oracle text: Archmage's Charm's third
mode ("Gain control of target nonland permanent with mana value 1 or less.") makes its caster
the permanent's controller from then on (a layer-2 effect of a resolving spell, with no end);
its owner stays its owner (108.3). Act of Treason's control lasts until end of turn (514.2)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import cast_targets, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.turns import Step
from play_helpers import pass_until
from zones_helpers import zones_game

CHARM = "Archmage's Charm"


@needs_full_database
def test_613_1b_archmage_s_charm_takes_a_permanent_of_mana_value_1_for_good() -> None:
    game = zones_game(
        [CHARM],
        hand={"charm": CHARM},
        mana="UUU",
        theirs={"lions": "Savannah Lions", "bears": "Grizzly Bears"},
    )
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)
               and a.card == "charm" and a.modes == (3,)}  # fmt: skip
    assert offered == {("lions",)}  # Grizzly Bears' mana value is 2; lands are excluded
    take(game, CastSpell("A", "charm", ("lions",), modes=(3,)))
    resolve_stack(game)
    assert game.controller_of("lions") == "A"
    assert game.objects["lions"].owner == "B"
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.controller_of("lions") == "A"


@needs_full_database
def test_514_2_act_of_treason_s_control_ends_with_the_turn() -> None:
    game = zones_game(
        ["Act of Treason"], hand={"act": "Act of Treason"}, mana="RRR",
        theirs={"giant": "Hill Giant"},
    )  # fmt: skip
    assert ("giant",) in cast_targets(game, "act")
    take(game, CastSpell("A", "act", ("giant",)))
    resolve_stack(game)
    assert game.controller_of("giant") == "A"
    assert not game.objects["giant"].tapped
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.controller_of("giant") == "B"
