"""Looking at a player's hand (CR 402.3: only an effect lets a player see another's hand):
"As {this} enters, look at an opponent's hand" (614.12), the opponent chosen first where there
are several."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def hand_cards(game: GameState, player: str) -> list[str]:
    """The cards in ``player``'s hand (CR 402.1), in id order."""
    return sorted(i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player)


def card_names(game: GameState, cards: list[str]) -> str:
    """The names of ``cards``, sorted, for the log ("no cards" for none)."""
    return ", ".join(sorted(game.characteristics(c).name or c for c in cards)) or "no cards"


OPPONENT_HAND = "opponent_hand"
"""The choice of the opponent whose hand is looked at (CR 402.3: "look at an opponent's hand")."""


def look_at_an_opponents_hand(game: GameState, player: str, source: str) -> None:
    """CR 402.3, 614.12: "As {this} enters, look at an opponent's hand, then choose …":
    ``player`` looks at the hand of their one opponent, or chooses which opponent first (a
    choice before the one that follows)."""
    opponents = [p for p in game.turn_order if p != player and not game.players[p].lost]
    if len(opponents) == 1:
        _look(game, player, opponents[0])
    elif opponents:
        game.choices_waiting.append(
            {
                "object": source,
                "choice": OPPONENT_HAND,
                "player": player,
                "options": tuple((p, p) for p in opponents),
            }
        )


def finish_opponent_hand(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 402.3: the player looks at the chosen opponent's hand."""
    _look(game, waiting["player"], dict(waiting["options"])[value])
    game.changed()


def _look(game: GameState, player: str, opponent: str) -> None:
    cards = hand_cards(game, opponent)
    game.show(cards, (player,))  # CR 701.20e
    game.events.append(
        event_of("look", f"{player} looks at {opponent}'s hand: {card_names(game, cards)}", "402.3")
    )
