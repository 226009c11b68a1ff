"""Helpers for the tests of the rules of play: a board set up by hand, then played through real
actions (:meth:`Game.apply`) from the beginning of a step (:func:`begin_from_board`).

``KEYWORD_CARDS`` are definitions, for these tests only, of real cards whose whole rules text is
keyword abilities (or one simple spell or trigger), so combat, payment and step rules can be
tested with a card a player would actually use; a bundled definition of the same card, once
there is one, is replaced by these here. Everything else is a bundled definition, a basic land
or a vanilla creature.
"""

from __future__ import annotations

from mtgrules.cards.definitions import CardDefinition, bundled_definitions, read_definition_text
from mtgrules.game.actions import Action, FinishAttacks, FinishBlocks, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind, Step

KEYWORD_CARDS = {
    "Moss Viper": "abilities: [Deathtouch]",  # {G} 1/1
    "Argothian Swine": "abilities: [Trample]",  # {3}{G} 3/3
    "Elvish Archers": "abilities: [First strike]",  # {1}{G} 2/1
    "Fencing Ace": "abilities: [Double strike]",  # {1}{W} 1/1
    "Child of Night": "abilities: [Lifelink]",  # {1}{B} 2/1
    "Alley Strangler": "abilities: [Menace]",  # {2}{B} 2/3
    "Mountain Bandit": "abilities: [Haste]",  # {R} 1/1
    "Hitchclaw Recluse": "abilities: [Reach]",  # {2}{G} 1/4
    "Darksteel Myr": "abilities: [Indestructible]",  # {3} 0/1
    "Wall of Mist": "abilities: [Defender]",  # {1}{U} 0/5
    "Pouncing Cheetah": "abilities: [Flash]",  # {2}{G} 3/2
    "Porcelain Legionnaire": "abilities: [First strike]",  # {2}{W/P} 3/1
    "Gut Shot": (  # {R/P} instant
        "targets: [any]\nabilities:\n"
        '  - spell: "{this} deals 1 damage to any target."\n'
        "    do:\n      - damage: 1\n"
    ),
    "Grafted Skullcap": (  # {4} artifact; its end-step discard is left out here
        "abilities:\n"
        '  - triggered: "At the beginning of your draw step, draw an additional card."\n'
        "    trigger: At the beginning of your draw step\n"
        "    do:\n      - draw: 1\n"
    ),
    "Spatial Contortion": (  # {1}{C} instant
        "targets:\n  - {types: Creature}\nabilities:\n"
        "  - spell: Target creature gets +3/-3 until end of turn.\n"
        "    do:\n      - effect:\n          affects: target\n"
        "          modify_pt: {power: 3, toughness: -3}\n          duration: end_of_turn\n"
    ),
}


def definitions() -> dict[str, CardDefinition]:
    """The bundled definitions and :data:`KEYWORD_CARDS`."""
    found = dict(bundled_definitions())
    for name, text in KEYWORD_CARDS.items():
        found[name] = read_definition_text(f"card: {name}\n{text}", f"<test {name}>")
    return found


_DEFINITIONS = definitions()


def board(players: tuple[str, ...] = ("A", "B")) -> Game:
    """An empty game to set up by hand."""
    return Game(players, definitions=_DEFINITIONS)


def put(
    game: Game,
    name: str,
    owner: str = "A",
    zone: Zone = Zone.BATTLEFIELD,
    object_id: str | None = None,
    *,
    tapped: bool = False,
) -> str:
    """Put a card into a zone (a library: at the bottom); returns its id."""
    obj = game.create_card(name, owner, zone, object_id=object_id)
    obj.tapped = tapped
    return obj.id


def lands(game: Game, name: str, count: int, owner: str = "A", prefix: str = "") -> list[str]:
    """``count`` untapped lands called ``{prefix or name}-1`` …"""
    stem = prefix or name.lower().replace(" ", "-")
    return [put(game, name, owner, object_id=f"{stem}-{i}") for i in range(1, count + 1)]


def libraries(game: Game, size: int = 10) -> None:
    """Give every player a library of ``size`` Islands, so nobody draws from an empty one."""
    for player in game.players:
        for _ in range(size):
            game.create_card("Island", player, Zone.LIBRARY)


def start(
    game: Game,
    step: Step = Step.PRECOMBAT_MAIN,
    *,
    active: str = "A",
    turn: int = 2,
    library: int | None = 10,
) -> Game:
    """Begin play at ``step`` of turn ``turn`` (not the starting player's first turn unless
    ``turn=1``), with libraries of Islands unless ``library`` is None."""
    if library is not None:
        libraries(game, library)
    game.turn = turn
    begin_from_board(game, step=step, active=active)
    in_trigger_order(game)
    return game


def in_trigger_order(game: Game) -> None:
    """Answer CR 603.3b's question the simplest way: each player's triggers go on the stack in
    the order they triggered."""
    from mtgrules.game.actions import ChooseTrigger

    while game.pending is not None and game.pending.kind is DecisionKind.ORDER:
        game.apply(ChooseTrigger(game.pending.player, 0))


def damage_by_default(game: Game) -> None:
    """Answer CR 510.1c's question the way the damage used to be assigned before it was a
    choice: lethal damage to each blocker in the order they were declared (the first option
    offered)."""
    while game.pending is not None and game.pending.kind is DecisionKind.ASSIGN:
        game.apply(game.legal_actions()[0])
    in_trigger_order(game)


def pass_priority(game: Game) -> None:
    """The player with priority passes (triggers that come up go on in the order they
    triggered; combat damage is assigned by default)."""
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
    game.apply(PassPriority(game.pending.player))
    in_trigger_order(game)
    damage_by_default(game)


def all_pass(game: Game) -> None:
    """Every player passes in succession: the top of the stack resolves or the step ends."""
    for _ in game.turn_order:
        pass_priority(game)


def do_nothing(game: Game) -> None:
    """Take the pending decision's "nothing" option: pass priority, attack or block with no
    creature."""
    decision = game.pending
    assert decision is not None
    if decision.kind is DecisionKind.ATTACK:
        game.apply(FinishAttacks(decision.player))
    elif decision.kind is DecisionKind.BLOCK:
        game.apply(FinishBlocks(decision.player))
    else:
        pass_priority(game)


def pass_until(game: Game, step: Step, turn: int | None = None) -> None:
    """Do nothing until ``step`` (of ``turn``, if given) has begun and waits for a decision."""
    for _ in range(200):
        if game.step is step and (turn is None or game.turn == turn):
            return
        do_nothing(game)
    raise AssertionError(f"never reached {step}")


def rejected(game: Game, action: Action) -> IllegalAction:
    """Apply an illegal action: it raises :class:`IllegalAction` and changes nothing."""
    before = game.state_hash()
    events, log = len(game.events), len(game.log)
    try:
        game.apply(action)
    except IllegalAction as error:
        assert game.state_hash() == before
        assert (len(game.events), len(game.log)) == (events, log)
        return error
    raise AssertionError(f"{action} was allowed")
