"""Helpers for tests of cards in play: a board set up with :mod:`play_helpers`, then driven only
by actions a player could take — each must be among :meth:`Game.legal_actions` — and by
passing priority until the stack resolves or combat ends."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from mtgrules.game.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
)
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import board, lands, pass_priority, pass_until, put, start

CORE_SET_CARDS = [
    "Air Elemental", "Ajani's Sunstriker", "Alloy Myr", "Angel's Mercy", "Angelic Wall",
    "Birds of Paradise", "Blaze", "Bog Imp", "Boggart Brute", "Bonesplitter",
    "Borderland Marauder", "Brindle Boar", "Cast Down", "Centaur Courser", "Child of Night",
    "Cloudkin Seer", "Colossal Dreadmaw", "Coral Merfolk", "Craw Wurm", "Divination",
    "Divine Verdict", "Doom Blade", "Doomed Dissenter", "Dusk Imp", "Dusk Legion Zealot",
    "Elite Vanguard", "Elvish Mystic", "Elvish Visionary", "Excoriate", "Final Reward",
    "Fire Elemental", "Flame Slash", "Flight", "Furnace Whelp", "Garruk's Companion",
    "Giant Spider", "Goblin Fireslinger", "Hill Giant", "Holy Strength", "Horned Turtle",
    "Hulking Goblin", "Inspiring Cleric", "Kalonian Tusker", "Lava Axe", "Leonin Scimitar",
    "Mahamoti Djinn", "Mind Rot", "Mind Stone", "Murder", "Naturalize", "Night's Whisper",
    "Overrun", "Pacifism", "Palladium Myr", "Phantom Warrior", "Prodigal Pyromancer",
    "Raging Goblin", "Rancor", "Revitalize", "Savannah Lions", "Searing Spear", "Sentinel Spider",
    "Shivan Dragon", "Short Sword", "Siege Mastodon", "Sign in Blood", "Soul Warden",
    "Standing Troops", "Suntail Hawk", "Thundering Giant", "Titanic Growth", "Trained Armodon",
    "Typhoid Rats", "Unsummon", "Vampire Nighthawk", "Volcanic Hammer", "Vulshok Morningstar",
    "Walking Corpse", "Wall of Air", "White Knight", "Wind Drake", "Youthful Knight",
]  # fmt: skip
"""The core-set cards the example decks play with (their definitions were written together)."""

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def take(game: Game, action: Action) -> None:
    """Take an action the game offers (it must be among the legal actions)."""
    assert action in game.legal_actions(), f"{action} is not offered"
    game.apply(action)


def resolve_stack(game: Game) -> None:
    """Every player passes until the stack is empty (or a player must decide something else,
    such as which cards to discard)."""
    while game.stack and game.pending is not None and game.pending.kind is DecisionKind.PRIORITY:
        pass_priority(game)


def cast(game: Game, card: str, *targets: str, x: int = 0) -> None:
    """The player with priority casts ``card`` (paying with their lands) and it resolves."""
    assert game.pending is not None
    take(game, CastSpell(game.pending.player, card, tuple(targets), x))
    resolve_stack(game)


def activate(game: Game, source: str, index: int = 1, *targets: str) -> None:
    """The player with priority activates an ability of ``source`` and it resolves."""
    assert game.pending is not None
    take(game, ActivateAbility(game.pending.player, source, index, tuple(targets)))
    resolve_stack(game)


def main_phase(
    cards: Mapping[str, str] | None = None,
    *,
    hand: Mapping[str, str] | None = None,
    mana: str = "",
    theirs: Mapping[str, str] | None = None,
    their_hand: Mapping[str, str] | None = None,
    their_mana: str = "",
) -> Game:
    """A game in A's precombat main phase (turn 2): A's permanents ``cards`` (id → name, no
    summoning sickness) and ``hand``, B's ``theirs`` and ``their_hand``, and untapped basic
    lands for ``mana`` / ``their_mana`` ("WWU": two Plains and an Island)."""
    game = board()
    for player, permanents, in_hand, symbols in (
        ("A", cards, hand, mana),
        ("B", theirs, their_hand, their_mana),
    ):
        for object_id, name in (permanents or {}).items():
            put(game, name, player, object_id=object_id)
        for object_id, name in (in_hand or {}).items():
            put(game, name, player, Zone.HAND, object_id)
        for symbol in dict.fromkeys(symbols):
            lands(game, BASICS[symbol], symbols.count(symbol), player, f"{player}-{symbol}")
    return start(game)


def attack(game: Game, *creatures: str, blocks: Mapping[str, str] | None = None) -> None:
    """From A's precombat main phase: A attacks B with ``creatures``; B blocks as ``blocks``
    says (blocker → attacker); then everyone passes until the end of combat."""
    declare_attackers(game, *creatures)
    declare_blocks(game, blocks or {})
    pass_until(game, Step.END_OF_COMBAT)


def declare_attackers(game: Game, *creatures: str) -> None:
    """Pass priority until A declares attackers, then attack B with ``creatures``."""
    pass_until(game, Step.DECLARE_ATTACKERS)
    for creature in creatures:
        take(game, DeclareAttacker("A", creature, "B"))
    take(game, FinishAttacks("A"))


def declare_blocks(game: Game, blocks: Mapping[str, str]) -> None:
    """Pass priority until B declares blockers, then declare ``blocks`` (blocker → attacker)."""
    pass_until(game, Step.DECLARE_BLOCKERS)
    for blocker, attacker in blocks.items():
        take(game, DeclareBlocker("B", blocker, attacker))
    take(game, FinishBlocks("B"))


def attackers_offered(game: Game) -> set[str]:
    """The creatures the active player may declare as attackers now."""
    return {a.creature for a in game.legal_actions() if isinstance(a, DeclareAttacker)}


def blocks_offered(game: Game) -> set[tuple[str, str]]:
    """The (blocker, attacker) pairs the defending player may declare now."""
    return {(a.blocker, a.attacker) for a in game.legal_actions() if isinstance(a, DeclareBlocker)}


def cast_targets(game: Game, card: str) -> set[tuple[str, ...]]:
    """The target choices ``card`` is offered with now."""
    return {a.targets for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card}


def zone(game: Game, object_id: str) -> Zone:
    return game.objects[object_id].zone


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def in_zone(game: Game, where: Zone, player: str) -> list[str]:
    return [i for i, o in game.objects.items() if o.zone is where and o.owner == player]


def names(game: Game, ids: Iterable[str]) -> list[str]:
    return sorted(game.characteristics(i).name for i in ids)
