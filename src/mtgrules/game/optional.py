"""Optional instructions (CR 608.2d): "you may [do something]. If you do, [something else]" —
the controller chooses as the spell or ability resolves whether to do it; what follows "If you
do" happens only if they did. Paying a cost as an instruction (118.3: "you may pay {B}", "you
may pay 2 life") is offered only when it can be paid; "you may discard a card" is the choice of
the card (one option per name in the hand: cards of one name are alike to the player) or of not
discarding. Every other optional instruction is a yes or a no. Conniving (701.50a) is a card
drawn, then a discard chosen the same way (with no option not to); exploring (701.44a) a
card revealed that the player may put into their graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.discard import discard_card
from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, Resolution, every_object, handles
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import draw, hand, library
from mtgrules.model.abilities import Instruction
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

MAY = "may"
"""The kind of choice waiting for the player who may do something."""

DONT = "don't"
"""The option of not doing it."""


def _options(
    game: GameState, player: str, first: Instruction, resolution: Resolution | None = None
) -> tuple[tuple[str, Any], ...]:
    """The ways to do the first optional instruction (none: it can't be done, CR 118.3), each
    with what choosing it means: a permanent to sacrifice (701.21a), a card of their graveyard
    to exile (406.2), one option per permanent or per name."""
    if resolution is not None and first.action in ("choose_permanent", "exile_from_graveyard"):
        return _chosen_options(game, player, first, resolution)
    if first.action == "pay":
        value = str(first.param("value"))
        if value == "life":
            life = int(first.param("life"))
            if game.players[player].life < life:  # CR 119.4
                return ()
            return ((f"pay {life} life", ("life", life)),)
        mana = ManaCost.parse(value, game.rules.symbols)
        if not Payer(game, player).can_pay(mana, 0):
            return ()
        return ((f"pay {value}", ("mana", value)),)
    if first.action == "discard":
        named: dict[str, str] = {}
        for card in sorted(hand(game, player)):
            named.setdefault(f"discard {game.characteristics(card).name or card}", card)
        return tuple((label, ("discard", card)) for label, card in named.items())
    return (("yes", ("do", None)),)


def _chosen_options(
    game: GameState, player: str, first: Instruction, resolution: Resolution
) -> tuple[tuple[str, Any], ...]:
    """CR 701.21a, 608.2d: "sacrifice a land" (one option per permanent of theirs the filter
    matches), "exile a creature card from your graveyard" (one per name: alike to the
    player)."""
    found = every_object(game, resolution, first.param("all"))
    if first.action == "choose_permanent":
        if first.param("act") != "sacrifice":
            return ()
        mine = [
            p for p in found
            if game.objects[p].zone is Zone.BATTLEFIELD and game.controller_of(p) == player
        ]  # fmt: skip
        return tuple(
            (f"sacrifice {game.characteristics(p).name or p} ({p})", ("sacrifice", p)) for p in mine
        )
    named: dict[str, str] = {}
    for card in sorted(found):
        if game.objects[card].zone is Zone.GRAVEYARD and game.objects[card].owner == player:
            named.setdefault(f"exile {game.characteristics(card).name or card}", card)
    return tuple((label, ("exile_card", card)) for label, card in named.items())


@handles("exile_from_graveyard")
def _exile_from_graveyard(it: Instructed) -> bool:
    """CR 406.2, 608.2d: "exile a creature card from your graveyard": the controller chooses one
    of theirs (none: nothing happens)."""
    game, resolution = it.game, it.resolution
    player = resolution.controller
    options = _chosen_options(game, player, it.instruction, resolution)
    if not options:
        game.events.append(event_of("choose", f"{player} has no such card to exile", "608.2d"))
        return True
    game.choices_waiting.append(
        {
            "object": resolution.source_id,
            "choice": MAY,
            "player": player,
            "options": options,
            "resolution": resolution,
            "doing": (it.instruction,),
            "if_you_do": (),
            "then": None,
        }
    )
    return True


@handles("may")
def _may(it: Instructed) -> bool:
    """CR 608.2d: the controller chooses whether to follow the optional instructions (before
    anyone gets priority; the instructions after them wait, 608.2c)."""
    game, resolution = it.game, it.resolution
    steps: tuple[Instruction, ...] = it.instruction.param("then", ())
    player = resolution.controller
    if it.instruction.param("player") == "that_player":  # CR 118.12a: "unless that player
        player = resolution.ability.trigger_player or ""  # pays {4}": they choose to pay
    chooses = player in game.players and not game.players[player].lost
    options = _options(game, player, steps[0], resolution) if steps and chooses else ()
    either: tuple[Instruction, ...] = it.instruction.param("or", ())
    other = _options(game, player, either[0], resolution) if either else ()
    options = (*options, *other)  # CR 608.2d: "you may discard a card or sacrifice a land"
    otherwise: tuple[Instruction, ...] = it.instruction.param("if_you_dont", ())
    if not options:
        game.events.append(event_of("may", f"{player} can't do it: nothing is done", "608.2d"))
        if otherwise:  # "pay {3}{U}{U}. If you don't, you lose the game."
            follow(game, tuple((resolution, i) for i in otherwise))
        return True
    game.choices_waiting.append(
        {
            "object": resolution.source_id,
            "choice": MAY,
            "player": player,
            "options": (*options, (DONT, ("no", None))),
            "resolution": resolution,
            "doing": steps,
            "or": either,
            "or_options": tuple(label for label, _ in other),
            "if_you_do": it.instruction.param("if_you_do", ()),
            "if_you_dont": otherwise,
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


@handles("connive")
def _connive(it: Instructed) -> bool:
    """CR 701.50a: the permanent's controller draws a card, then discards a card (their choice,
    before anyone gets priority); if a nonland card was discarded, a +1/+1 counter is put on
    the permanent (701.50c: not if it has left the battlefield)."""
    game, resolution = it.game, it.resolution
    player = resolution.controller
    draw(game, player)
    options = _options(game, player, Instruction("discard"))
    if not options:
        return True
    game.choices_waiting.append(
        {
            "object": resolution.source_id,
            "choice": MAY,
            "player": player,
            "options": options,
            "resolution": resolution,
            "doing": (),
            "if_you_do": (),
            "connives": it.target,
            "then": None,
        }
    )
    return True


def _connived(game: GameState, permanent: str | None, card: str) -> None:
    """CR 701.50a, 701.50c: a +1/+1 counter for a nonland card discarded, on the conniving
    permanent if it is still on the battlefield."""
    obj = game.objects.get(permanent or "")
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
    obj.counter_timestamps.setdefault("+1/+1", game.next_timestamp())
    game.events.append(event_of("counters", f"{permanent} connives: a +1/+1 counter", "701.50a"))


@handles("explore")
def _explore(it: Instructed) -> bool:
    """CR 701.44a: the exploring creature's controller reveals the top card of their library;
    a land card goes into their hand; otherwise a +1/+1 counter is put on the creature (if it
    is still on the battlefield, 701.44b) and they may put the card into their graveyard."""
    game, creature = it.game, it.target
    if creature is None or creature not in game.objects:
        return False
    player = game.controller_of(creature) or it.resolution.controller
    cards = library(game, player)
    if not cards:
        game.events.append(
            event_of("explore", f"{creature} explores: no card to reveal", "701.44a")
        )
        return True
    top = cards[0]
    name = game.characteristics(top).name or top
    game.events.append(event_of("reveal", f"{player} reveals {name}", "701.44a"))
    if game.characteristics(top).type_line.has_card_type("Land"):
        game.move(top, Zone.HAND)
        return True
    obj = game.objects[creature]
    if obj.zone is Zone.BATTLEFIELD:
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
        obj.counter_timestamps.setdefault("+1/+1", game.next_timestamp())
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": MAY,
            "player": player,
            "options": (
                (f"put {name} into the graveyard", ("explored", top)),
                (DONT, ("no", None)),
            ),
            "resolution": it.resolution,
            "doing": (),
            "if_you_do": (),
            "then": None,
        }
    )
    return True


def finish_may(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 608.2d: the player did the optional instructions (a cost chosen to be paid is paid,
    118.3; the card chosen is discarded, 701.9a) and then what follows "If you do", or didn't;
    then the instructions held back are followed (608.2c)."""
    player = waiting["player"]
    how, what = dict(waiting["options"])[value]
    resolution: Resolution = waiting["resolution"]
    steps: list[tuple[Resolution, Instruction]] = []
    if how == "no":
        game.events.append(event_of("may", f"{player} chooses not to", "608.2d"))
        steps = [(resolution, i) for i in waiting.get("if_you_dont", ())]
    else:
        doing: tuple[Instruction, ...] = waiting["doing"]
        if value in waiting.get("or_options", ()):
            doing = waiting["or"]
        rest = doing if how == "do" else doing[1:]
        if how == "sacrifice" and game.objects[what].zone is Zone.BATTLEFIELD:
            game.move(what, Zone.GRAVEYARD)  # CR 701.21a
            game.events.append(event_of("sacrifice", f"{player} sacrifices {what}", "701.21a"))
            sacrificed(game, player, what)
        elif how == "exile_card" and game.objects[what].zone is Zone.GRAVEYARD:
            game.move(what, Zone.EXILE)  # CR 406.2
            game.events.append(event_of("exile", f"{player} exiles {what}", "406.2"))
        if how == "discard":
            nonland = not game.characteristics(what).type_line.has_card_type("Land")
            discard_card(game, player, what)  # CR 702.35a: madness exiles it instead
            resolution.choices = {**resolution.choices, "discarded": what}  # "this way"
            game.events.append(event_of("discard", f"{player} discards {what}", "701.9a"))
            if "connives" in waiting and nonland:
                _connived(game, waiting["connives"], what)
        elif how == "explored":  # CR 701.44a: the revealed card, still on top
            if library(game, player)[:1] == [what]:
                game.move(what, Zone.GRAVEYARD)
        elif how in ("mana", "life"):
            _pay(game, player, how, what)
        steps = [(resolution, i) for i in (*rest, *waiting["if_you_do"])]
    follow(game, (*steps, *(waiting.get("then") or ())))
    game.changed()


def _pay(game: GameState, player: str, how: str, what: Any) -> None:
    """CR 118.3, 119.4: pay mana (with mana abilities activated as the payment needs, 605.3a)
    or life."""
    if how == "life":
        game.players[player].life -= int(what)
        game.events.append(event_of("pay life", f"{player} pays {what} life", "119.4"))
        return
    pay_cost(game, player, ManaCost.parse(str(what), game.rules.symbols), 0)
    game.events.append(event_of("pay", f"{player} pays {what}", "118.3"))


@handles("pay")
def _pay_instruction(it: Instructed) -> bool:
    """CR 118.3: a cost paid as an instruction (outside "you may", only when it can be)."""
    game, player = it.game, it.resolution.controller
    options = _options(game, player, it.instruction)
    if not options:
        return False
    how, what = options[0][1]
    _pay(game, player, how, what)
    return True


@handles("lose_game")
def _lose_game(it: Instructed) -> bool:
    """CR 104.3e: an effect says its controller loses the game (the state-based actions that
    follow end it, 104.2a)."""
    player = it.resolution.controller
    it.game.players[player].lost = True
    it.game.events.append(event_of("lose", f"{player} loses the game", "104.3e"))
    return True
