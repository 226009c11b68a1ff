"""CR 702.90: damage from a source with infect isn't life loss or marked damage: a player gets
that many poison counters (702.90b, 122.1f), a creature that many -1/-1 counters (702.90c); it
is still damage (lifelink, deathtouch). CR 704.5c: a player with ten or more poison counters
loses the game. Skithiryx, the Blight Dragon (4/4 flying, infect)."""

from __future__ import annotations

from in_play import attack, cast, declare_attackers, declare_blocks, main_phase, pt, zone
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until


def test_702_90b_skithiryx_gives_poison_counters_not_life_loss() -> None:
    game = main_phase({"skithiryx": "Skithiryx, the Blight Dragon"})
    attack(game, "skithiryx")
    assert (game.players["B"].life, game.players["B"].counters) == (20, {"poison": 4})


def test_702_90c_infect_damage_to_a_creature_is_minus_1_minus_1_counters() -> None:
    """Giant Spider (2/4, reach) blocks: it gets four -1/-1 counters, no damage, and dies as a
    0/0 (704.5f); Skithiryx is dealt 2 ordinary damage."""
    game = main_phase({"skithiryx": "Skithiryx, the Blight Dragon"},
                      theirs={"spider": "Giant Spider"})  # fmt: skip
    attack(game, "skithiryx", blocks={"spider": "skithiryx"})
    assert zone(game, "spider") is Zone.GRAVEYARD
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5f"]
    assert (game.get("skithiryx").damage, game.players["B"].counters) == (2, {})


def test_702_90c_a_creature_shrunk_by_infect_stays_shrunk() -> None:
    """A's Siege Mastodon (3/5) attacks; B's Skithiryx blocks: four -1/-1 counters make the
    Mastodon a -1/1; counters don't wear off in the cleanup step as damage does (514.2)."""
    game = main_phase({"mastodon": "Siege Mastodon"},
                      theirs={"skithiryx": "Skithiryx, the Blight Dragon"})  # fmt: skip
    attack(game, "mastodon", blocks={"skithiryx": "mastodon"})
    mastodon = game.get("mastodon")
    assert (mastodon.counters, mastodon.damage, pt(game, "mastodon")) == ({"-1/-1": 4}, 0, (-1, 1))
    assert game.get("skithiryx").damage == 3
    pass_until(game, Step.UPKEEP)
    assert (zone(game, "mastodon"), pt(game, "mastodon")) == (Zone.BATTLEFIELD, (-1, 1))


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    game = main_phase({"skithiryx": "Skithiryx, the Blight Dragon"})
    game.players["B"].counters["poison"] = 6  # as if poisoned earlier
    declare_attackers(game, "skithiryx")
    declare_blocks(game, {})
    while not game.over:
        pass_priority(game)
    assert (game.players["B"].lost, game.over) == (True, True)
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5c"]


def test_704_5c_nine_poison_counters_don_t() -> None:
    game = main_phase({"skithiryx": "Skithiryx, the Blight Dragon"},
                      hand={"bolt": "Lightning Bolt"}, mana="R")  # fmt: skip
    game.players["B"].counters["poison"] = 5
    attack(game, "skithiryx")
    assert (game.players["B"].counters["poison"], game.players["B"].lost) == (9, False)
    cast(game, "bolt", "B")
    assert (game.players["B"].life, game.players["B"].lost) == (17, False)
