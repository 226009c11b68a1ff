"""CR 613.1b, 108.3, 603.4 with a real card compiled from its Oracle text: Agent of Treachery
("When Agent of Treachery enters, gain control of target permanent." and "At the beginning of
your end step, if you control three or more permanents you don't own, draw three cards.") —
the stolen permanent stays its owner's (108.3), and the end-step trigger counts the permanents
controlled but not owned."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import in_zone, resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until
from zones_helpers import zones_game

AGENT = "Agent of Treachery"


def _steal(theirs: dict[str, str], target: str) -> Game:
    game = zones_game([AGENT], hand={"agent": AGENT}, mana="UUUUUUU", theirs=theirs)
    take(game, CastSpell("A", "agent"))
    resolve_stack(game)
    take(game, ChooseTargets("A", (target,)))
    resolve_stack(game)
    return game


@needs_full_database
def test_613_1b_agent_of_treachery_gains_control_of_the_target_permanent() -> None:
    game = _steal({"giant": "Hill Giant", "bears": "Grizzly Bears"}, "giant")
    assert game.controller_of("giant") == "A"
    assert game.objects["giant"].owner == "B"
    assert game.controller_of("bears") == "B"


@needs_full_database
def test_603_4_two_permanents_you_don_t_own_draw_nothing_at_the_end_step() -> None:
    game = _steal({"giant": "Hill Giant", "bears": "Grizzly Bears"}, "giant")
    hand = len(in_zone(game, Zone.HAND, "A"))
    pass_until(game, Step.END, turn=2)
    resolve_stack(game)
    assert len(in_zone(game, Zone.HAND, "A")) == hand


@needs_full_database
def test_108_3_three_permanents_you_don_t_own_draw_three_cards() -> None:
    game = _steal({"giant": "Hill Giant", "bears": "Grizzly Bears", "lions": "Savannah Lions"},
                  "giant")  # fmt: skip
    for stolen in ("bears", "lions"):  # set-up: two more of B's permanents under A's control
        game.objects[stolen].controller = "A"
    game.changed()
    assert sum(1 for o in game.objects.values() if o.owner == "B"
               and o.zone is Zone.BATTLEFIELD and game.controller_of(o.id) == "A") == 3  # fmt: skip
    hand = len(in_zone(game, Zone.HAND, "A"))
    pass_until(game, Step.END, turn=2)
    resolve_stack(game)
    assert len(in_zone(game, Zone.HAND, "A")) == hand + 3
