"""The game's state is declared once (:data:`mtgrules.game.parts.PARTS`): every attribute a game
has is there, copies get their own copy of each copied part, and the state hash reads the parts
that decide what can happen next — among them who has declared blockers (CR 509.1), who drew
from an empty library (704.5b), which creatures were dealt deathtouch damage (704.5h), triggered
abilities waiting to go on the stack (603.3), choices waiting as permanents enter (614.12) and
players who left the game (800.4a). Those read only when not empty, so every earlier state keeps
its hash."""

from __future__ import annotations

from mtgrules.game.parts import PARTS, SHARED
from mtgrules.game.state import Game
from mtgrules.sim.agents import RandomAgent

DECKS = (
    ["Forest"] * 16 + ["Grizzly Bears"] * 12 + ["Llanowar Elves"] * 6 + ["Giant Growth"] * 6,
    ["Mountain"] * 16 + ["Lightning Bolt"] * 10 + ["Gray Ogre"] * 8 + ["Shock"] * 6,
)  # fmt: skip


def _mid_game(variants: tuple[str, ...] = ()) -> Game:
    game = Game.from_decks(list(DECKS), seed=3, variants=variants)
    agents = {p: RandomAgent(seed=i) for i, p in enumerate(game.players)}
    for _ in range(120):
        assert game.pending is not None and not game.over
        game.apply(agents[game.pending.player].choose(game))
    return game


def test_every_attribute_of_a_game_is_declared_once() -> None:
    for game in (Game(), _mid_game(), _mid_game(("bond",))):
        assert set(vars(game)) == {p.name for p in PARTS}
    copied = [p.name for p in PARTS if p.copy is not None]
    assert len(copied) == len(set(copied))
    assert all(p.why for p in PARTS if p.digest is None)
    assert all(p.why == SHARED for p in PARTS if p.copy is None and p.digest is None)


def test_a_copy_owns_every_copied_part() -> None:
    game = _mid_game()
    twin = game.copy()
    for part in PARTS:
        if part.copy is not None and part.name not in ("turn", "over"):
            mine, theirs = getattr(game, part.name), getattr(twin, part.name)
            assert mine is None or mine is not theirs, part.name
    assert twin.state_hash() == game.state_hash()


def test_509_1_704_5b_704_5h_603_3_614_12_800_4a_waiting_state_changes_the_hash() -> None:
    game = _mid_game()
    before = game.state_hash()
    some = next(iter(game.objects))
    player = next(iter(game.players))
    changes = {
        "blocks_declared": lambda g: g.blocks_declared.add(player),
        "drew_from_empty": lambda g: g.drew_from_empty.add(player),
        "deathtouched": lambda g: g.deathtouched.add(some),
        "choices_waiting": lambda g: g.choices_waiting.append(
            {"object": some, "choice": "color", "player": player}
        ),
        "departed": lambda g: g.departed.add(player),
    }
    hashes = {before}
    for name, change in changes.items():
        twin = game.copy()
        change(twin)
        assert twin.state_hash() != before, name
        assert game.state_hash() == before, name  # the copy's change isn't the original's
        hashes.add(twin.state_hash())
    assert len(hashes) == len(changes) + 1


def test_the_record_and_the_caches_do_not_change_the_hash() -> None:
    game = _mid_game()
    before = game.state_hash()
    twin = game.copy()
    twin.events.clear()
    twin.seen.clear()
    twin.watched_zones.clear()
    twin.version += 1
    assert twin.state_hash() == before
