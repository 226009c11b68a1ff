"""Actions taken from an opening hand (CR 103.6): once the mulligans are over, the starting
player, then each other player in turn order, may use the cards of their hand that say so —
reveal one ("You may reveal this card from your opening hand. If you do, …", 103.6b: each card
once; what it then does is followed at once, a delayed trigger created) or begin the game with
one on the battlefield ("If this card is in your opening hand, you may begin the game with it on
the battlefield.", 103.6a). Then the first turn begins (103.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.delayed import create_delayed
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import Decision, DecisionKind, event_of
from mtgrules.game.turns import begin_turn
from mtgrules.game.zones import hand

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.model.abilities import Ability

OPENING_HAND_CHOICE = "opening_hand"
"""The kind of choice (``choices_waiting``) a player makes among their opening hand's actions."""

DONE = "done"
"""The option that ends a player's opening-hand actions (CR 103.6)."""


def opening_hand_ability(game: GameState, card: str) -> Ability | None:
    """CR 103.6: the card's ability that works from an opening hand, if it has one."""
    for ability in game.characteristics(card).abilities:
        if ability.opening_hand:
            return ability
    return None


def _options(game: GameState, player: str, used: list[str]) -> list[tuple[str, str]]:
    """The actions ``player`` may still take: one per card of their hand with such an ability
    not used yet (103.6b: each card revealed this way only once)."""
    found = []
    for card in sorted(hand(game, player)):
        ability = opening_hand_ability(game, card)
        if ability is None or card in used:
            continue
        verb = "reveal" if ability.opening_hand == "reveal" else "begin with"
        found.append((f"{verb} {game.characteristics(card).name} ({card})", card))
    return found


def begin_opening_actions(game: GameState) -> None:
    """CR 103.6: the mulligans are over; offer the opening-hand actions, starting player
    first, then the first turn begins (103.8)."""
    _offer(game, list(game.turn_order), [])


def _offer(game: GameState, players: list[str], used: list[str]) -> None:
    while players:
        options = _options(game, players[0], used)
        if options:
            waiting: dict[str, Any] = {
                "choice": OPENING_HAND_CHOICE, "player": players[0], "object": players[0],
                "options": [*options, (DONE, DONE)], "players": players, "used": used,
                "rule": "103.6",
            }  # fmt: skip
            game.choices_waiting.insert(0, waiting)
            game.pending = Decision(
                DecisionKind.CHOOSE, players[0], tuple(label for label, _ in waiting["options"]),
                about=f"{players[0]}: {OPENING_HAND_CHOICE}", data={"rule": "103.6"},
            )  # fmt: skip
            return
        players = players[1:]
    begin_turn(game, first=True)


def is_opening_hand_choice(game: GameState) -> bool:
    """Whether the choice the game waits for is among opening-hand actions (CR 103.6)."""
    return bool(game.choices_waiting) and (game.choices_waiting[0]["choice"] == OPENING_HAND_CHOICE)


def choose_opening_action(game: GameState, label: str) -> None:
    """CR 103.6: carry out the chosen opening-hand action (or end the player's), then offer
    the next."""
    waiting = game.choices_waiting.pop(0)
    players: list[str] = list(waiting["players"])
    used: list[str] = list(waiting["used"])
    card = dict(waiting["options"])[label]
    if card == DONE:
        return _offer(game, players[1:], used)
    used.append(card)
    ability = opening_hand_ability(game, card)
    assert ability is not None
    if ability.opening_hand == "battlefield":
        _begin_on_battlefield(game, players[0], card)
    else:
        _reveal(game, players[0], card, ability)
    _offer(game, players, used)


def _begin_on_battlefield(game: GameState, player: str, card: str) -> None:
    """CR 103.6a: the player puts the card onto the battlefield; it is there as the game
    begins, under their control since the first turn began (no summoning sickness, 302.6)."""
    game.move(card, Zone.BATTLEFIELD)
    obj = game.objects[card]
    obj.controller = player
    obj.settled_under = player
    game.events.append(
        event_of(
            "opening hand", f"{player} begins the game with {card} on the battlefield", "103.6a"
        )
    )


def _reveal(game: GameState, player: str, card: str, ability: Ability) -> None:
    """CR 103.6b: the card is revealed (it stays revealed until the first turn begins); what
    its ability then does — a delayed triggered ability, 603.7a — is created."""
    game.show([card])
    game.events.append(event_of("opening hand", f"{player} reveals {card}", "103.6b"))
    for step in ability.instructions:
        if step.action != "delayed":
            raise NotImplementedError(f"an opening-hand '{step.action}' (CR 103.6b)")
        create_delayed(game, step.param("when"), card, player, step.param("ability"))
