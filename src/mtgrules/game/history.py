"""The turn's history as play goes on (CR 500.1): the game records, from the events triggered
abilities see (603.2), what card text asks about later in the turn — permanents that left the
battlefield (revolt, 603.10a: by their controller as they left), spells cast (601.2i) and
cards drawn (121.2). The record itself is :class:`~mtgrules.model.history.TurnHistory`, the
game's ``history`` part (:mod:`mtgrules.game.parts`); it starts empty each turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.model.history import NO_HISTORY, OPPONENTS_DRAW_ONE, SpellCast, TurnHistory
from mtgrules.model.triggers import GameEvent, TriggerEvent, TriggerSpec

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.game.mana_pool import Mana
    from mtgrules.game.objects import GameObject


def record_event(game: GameState, event: GameEvent) -> None:
    """Note in the turn's history what ``event`` tells of it (before the abilities it
    triggers are found, so "your second spell" counts the one just cast)."""
    kind = event.kind
    if kind not in _RECORDED or event.player is None:
        return
    if kind == TriggerEvent.ENTERS and not _is_land(game, event.object_id):
        return
    history = turn_history(game)
    if not history:
        history = TurnHistory(game.turn)
    if kind == TriggerEvent.LEAVES:
        history = history.with_left(event.player)
    elif kind == TriggerEvent.CAST:
        spell = event.object_id or ""
        history = history.with_cast(
            SpellCast(
                event.player,
                _card_types(game, spell),
                spell,
                _mana_spent(game, spell),
                _colors(game, spell),
            )
        )
    elif kind == TriggerEvent.BECOMES_TARGET:
        history = history.with_targeted(event.object_id or "", event.player)
    elif kind == TriggerEvent.ENTERS:  # CR 305.1, 603.2: landfall
        history = history.with_land_entered(
            game.controller_of(event.object_id or "") or event.player
        )
    else:
        history = history.with_drawn(event.player, game.step.label)
    game.history = history


_RECORDED = frozenset(
    {
        TriggerEvent.LEAVES,
        TriggerEvent.CAST,
        TriggerEvent.DRAW,
        TriggerEvent.BECOMES_TARGET,
        TriggerEvent.ENTERS,
    }
)


def _is_land(game: GameState, object_id: str | None) -> bool:
    """Whether the object that entered the battlefield is a land there."""
    obj = game.objects.get(object_id or "")
    return obj is not None and game.characteristics(obj.id).type_line.has_card_type("Land")


MANA_SPENT = "mana_spent"
"""The choice a spell on the stack keeps: the mana spent to cast it (CR 601.2h)."""


def note_mana_spent(spell: GameObject, spent: Sequence[Mana]) -> None:
    """CR 601.2h: the spell remembers the mana spent to cast it (each mana's color)."""
    spell.choices[MANA_SPENT] = tuple(m.color.value if m.color else "C" for m in spent)


def _mana_spent(game: GameState, spell: str) -> tuple[str, ...]:
    obj = game.objects.get(spell)
    found: tuple[str, ...] = obj.choices.get(MANA_SPENT, ()) if obj is not None else ()
    return found


def _card_types(game: GameState, object_id: str | None) -> frozenset[str]:
    """CR 601.2i: a spell's card types as it became cast."""
    if object_id is None or object_id not in game.objects:
        return frozenset()
    return frozenset(t.english for t in game.characteristics(object_id).type_line.card_types)


def _colors(game: GameState, object_id: str) -> frozenset[str]:
    """CR 105.2, 601.2i: a spell's colors as it became cast."""
    if object_id not in game.objects:
        return frozenset()
    return frozenset(c.english for c in game.characteristics(object_id).colors)


def turn_history(game: GameState) -> TurnHistory:
    """What happened this turn."""
    history: TurnHistory = game.history
    return history if history.turn == game.turn else NO_HISTORY


def new_turn(game: GameState) -> None:
    """CR 500.1: a turn begins with nothing in its history."""
    if game.history:
        game.history = NO_HISTORY


def nth_draw(game: GameState, player: str) -> int:
    """Which card of the turn ``player`` just drew (1 for their first)."""
    return turn_history(game).cards_drawn(player)


def nth_spell(game: GameState, player: str) -> int:
    """Which spell of the turn ``player`` just cast (1 for their first)."""
    return turn_history(game).spells_cast(player)


def becomes_target_nth(game: GameState, spec: TriggerSpec, event: GameEvent) -> bool:
    """CR 115.10, 603.2: whether the permanent ``event`` is about just became the target of a
    spell or ability its own controller controls, for the ``nth`` time this turn ("Whenever
    {this} becomes the target of a spell or ability you control for the first time each
    turn", Valiant)."""
    target = event.object_id
    if target is None or target not in game.objects or event.player is None:
        return False
    if game.controller_of(target) != event.player:
        return False
    return turn_history(game).times_targeted(target, event.player) == spec.nth


def first_in_draw_step(game: GameState, player: str) -> bool:
    """Whether the card ``player`` just drew is the first they drew in their own draw step this
    turn (CR 504.1: the active player draws a card as the draw step begins)."""
    if game.active_player != player or game.step.label != "draw":
        return False
    in_step = [who for who, step in turn_history(game).drawn if step == "draw" and who == player]
    return len(in_step) == 1


def colors_spent(game: GameState, spell: str) -> int:
    """Converge (CR 207.2c, 601.2h): how many colors of mana were spent to cast ``spell``."""
    obj = game.objects.get(spell)
    spent: tuple[str, ...] = obj.choices.get(MANA_SPENT, ()) if obj is not None else ()
    return len(set(spent) - {"C"})


def converge_covers(game: GameState, spell: str, target: str) -> bool:
    """Whether ``target``'s mana value is less than or equal to the number of colors of mana
    spent to cast ``spell`` (Prismatic Ending), as the spell resolves (CR 608.2b)."""
    obj = game.objects.get(target)
    if obj is None or obj.zone.value != "battlefield":
        return False
    return game.characteristics(target).mana_value <= colors_spent(game, spell)


def may_draw(game: GameState, player: str) -> bool:
    """CR 101.2, 121.1: whether ``player`` may draw a card now: not if an opponent's effect
    says they can't draw more than one card each turn and they drew one this turn (Narset,
    Parter of Veils: the draw doesn't happen)."""
    from mtgrules.effects.ops import ChangeRules

    if turn_history(game).cards_drawn(player) == 0:
        return True
    return not any(
        isinstance(op, ChangeRules) and op.rule == OPPONENTS_DRAW_ONE and controller != player
        for _, controller, op in game.layers().rule_effects
    )
