"""Exiling the cards an event or an effect names (CR 406.2-406.3): "Whenever you discard a card,
exile that card from your graveyard." (Necropotence: the card the discard put there, if it is
still there, 400.7), and "Exile the top card of your library face down. Put that card into your
hand at the beginning of your next end step." (Necropotence: 406.3, a delayed trigger about
that card, 603.7a-c)."""

from __future__ import annotations

from mtgrules.game.delayed import YOUR_NEXT_END_STEP, create_delayed, remember_object
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import library
from mtgrules.model.abilities import Ability, AbilityKind, Instruction
from mtgrules.model.text import Text

EXILE_THAT_CARD = "exile_that_card"
"""The verb exiling the card a trigger event was about, from the zone its value names."""


@handles(EXILE_THAT_CARD)
def _exile_that_card(it: Instructed) -> bool:
    """CR 603.2, 400.7: "exile that card from your graveyard": the card the trigger's event put
    into the graveyard, if it is still in its owner's graveyard (one exiled instead by madness,
    702.35a, or gone since, is left alone)."""
    game = it.game
    card = it.resolution.ability.trigger_object
    obj = game.objects.get(card) if card is not None else None
    if obj is None or obj.zone is not Zone.GRAVEYARD or obj.owner != it.resolution.controller:
        game.events.append(event_of("exile", "that card isn't in the graveyard: nothing", "400.7"))
        return True
    game.move(obj.id, Zone.EXILE)
    game.events.append(event_of("exile", f"{obj.id} is exiled from {obj.owner}'s graveyard",
                                "406.2"))  # fmt: skip
    return True


_TO_HAND_TEXT = "At the beginning of your next end step, put that card into your hand."


TO_HAND_AT_YOUR_NEXT_END_STEP = "to_hand_at_your_next_end_step"
"""The value of ``exile_top_face_down``: the card is put into its owner's hand at the beginning
of their next end step."""


@handles("exile_top_face_down")
def _exile_top_face_down(it: Instructed) -> bool:
    """CR 406.3, 603.7a-c: the controller exiles the top card of their library face down (its
    opponents don't see it, 406.3); "put that card into your hand at the beginning of your next
    end step" is a delayed trigger about that card, which does nothing if the card has left
    exile since (400.7)."""
    game, player = it.game, it.resolution.controller
    if it.instruction.param("value") != TO_HAND_AT_YOUR_NEXT_END_STEP:
        return False
    cards = library(game, player)[:1]
    if not cards:
        game.events.append(event_of("exile", f"{player}'s library is empty: nothing", "406.3"))
        return True
    (card,) = cards
    game.move(card, Zone.EXILE)
    game.objects[card].face_down = True
    game.events.append(
        event_of("exile", f"{player} exiles the top card of their library face down", "406.3")
    )
    put = Instruction("return", params=(("value", "target"), ("on", "that_object"), ("to", "hand")))
    later = Ability(AbilityKind.TRIGGERED, Text((_TO_HAND_TEXT,)), instructions=(put,),
                    trigger="At the beginning of your next end step")  # fmt: skip
    ability = remember_object(game, later, card)
    create_delayed(game, YOUR_NEXT_END_STEP, it.resolution.source_id, player, ability)
    return True
