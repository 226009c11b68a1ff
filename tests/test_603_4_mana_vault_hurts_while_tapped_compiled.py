"""CR 603.4, 302.6: Mana Vault compiled from its Oracle text and played: it doesn't untap in
its controller's untap step; paying {4} as the upkeep trigger resolves untaps it; while it is
tapped as its controller's draw step begins (and again as the trigger resolves), it deals 1
damage to them."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateManaAbility, Choose
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _vault(tapped: bool, islands: int = 0) -> Game:
    game = game_with("Mana Vault")
    put(game, "Mana Vault", "A", object_id="vault", tapped=tapped)
    lands(game, "Island", islands, "A")
    return start(game, Step.END, active="B")


def test_702_mana_vault_adds_three_colorless() -> None:
    game = game_with("Mana Vault")
    put(game, "Mana Vault", "A", object_id="vault")
    start(game)
    take(game, ActivateManaAbility("A", "vault", 1, None))
    assert str(game.pools["A"]) == "{C}{C}{C}"


def test_603_4_tapped_vault_deals_1_damage_in_the_draw_step() -> None:
    game = _vault(tapped=True)
    pass_until(game, Step.DRAW)
    assert game.get("vault").tapped  # it didn't untap (its own static ability)
    assert [i.source for i in game.stack] == ["vault"]
    pass_priority(game)
    pass_priority(game)
    assert game.players["A"].life == 19


def test_603_4_untapped_vault_doesnt_trigger() -> None:
    game = _vault(tapped=False)
    pass_until(game, Step.DRAW)
    assert game.stack == []
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert game.players["A"].life == 20


def test_603_4_paying_4_in_the_upkeep_untaps_it_before_the_draw_step() -> None:
    game = _vault(tapped=True, islands=4)
    pass_until(game, Step.UPKEEP)
    pass_priority(game)
    pass_priority(game)  # the upkeep trigger resolves: pay {4}?
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    options = [a for a in game.legal_actions() if isinstance(a, Choose)]
    pay = next(a for a in options if a.value != "no")
    game.apply(pay)
    assert not game.get("vault").tapped
    assert all(game.get(f"island-{n}").tapped for n in range(1, 5))
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert game.players["A"].life == 20
