"""The "chain" spells (CR 707.10, 608.2d): "Then that player or that permanent's controller
may pay {R}{R}. If the player does, they may copy {this} and may choose a new target for that
copy." (Chain Lightning), "Then that permanent's controller may sacrifice a land. If the player
does, …" (Chain of Vapor). The player the spell's target is (or that controlled it, as it last
existed: 608.2h) chooses; paying the cost, they put a copy of the spell on the stack under
their control and may choose a new target for it — a copy that can chain in turn.

Paying and copying are one answer: a player who pays always copies (paying without copying
changes nothing else)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.copies import copy_targets_chosen, new_target_choices
from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, every_object, handles, last_known
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.zone_events import sacrificed
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CHOICE = "chain"
"""The kind of the waiting choice (:mod:`mtgrules.game.entering` asks and finishes it)."""
DONT = "don't copy"


@handles("chain_copy")
def chain_copy(it: Instructed) -> bool:
    """CR 608.2d: the target player, or the target permanent's controller, may pay the cost to
    copy the spell (no choice when they can't pay it)."""
    game, target = it.game, it.target
    if target is None:
        return True
    if target in game.players:
        player = target
    elif target in game.objects:
        player = last_known(game, target).controller or game.objects[target].owner
    else:
        return True
    options: list[tuple[str, Any]] = [(DONT, None)]
    pay = it.instruction.param("paying")
    sacrifice = it.instruction.param("sacrificing")
    if pay is not None:
        if Payer(game, player).can_pay(ManaCost.parse(str(pay), game.rules.symbols), 0):
            options.append((f"pay {pay} and copy", ("pay", str(pay))))
    elif sacrifice is not None:
        for land in every_object(game, it.resolution, sacrifice):
            obj = game.objects[land]
            if obj.zone is Zone.BATTLEFIELD and game.controller_of(land) == player:
                name = game.characteristics(land).name
                options.append((f"sacrifice {name} ({land}) and copy", ("sacrifice", land)))
    if len(options) == 1:
        game.events.append(event_of("copy", f"{player} can't pay to copy the spell", "608.2d"))
        return True
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": CHOICE,
            "player": player,
            "options": tuple(options),
            "spell": it.resolution.source_id,
            "targets": tuple(t for t in it.resolution.targets if t is not None),
            "then": None,
        }
    )
    return True


def finish_chain(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 707.10, 707.10c: the player pays (or sacrifices) and copies the spell, then may choose
    a new target for the copy; or declines."""
    answer = dict(waiting["options"])[value]
    player = waiting["player"]
    if answer is None:
        game.events.append(event_of("copy", f"{player} doesn't copy it", "608.2d"))
        return
    how, what = answer
    if how == "pay":
        pay_cost(game, player, ManaCost.parse(what, game.rules.symbols), 0)
    else:
        game.move(what, Zone.GRAVEYARD)
        game.events.append(event_of("sacrifice", f"{player} sacrifices {what}", "701.21a"))
        sacrificed(game, player, what)
    spell = waiting["spell"]
    copy = game.copy_spell(spell, player)
    name = game.characteristics(copy.id).name
    item = StackItem(
        copy.id, "spell", copy.id, player, None, waiting["targets"], 0, f"{name} (a copy)"
    ).remember_targets(game)
    game.stack.append(item)
    if item.targets and len(new_target_choices(game, item)) > 1:
        game.copies_waiting.append(copy.id)  # CR 707.10c: they may choose a new target
    else:
        copy_targets_chosen(game, copy.id, item.targets)
    follow_knowing(game, waiting, CHOICE, value)
    game.changed()
