"""Resolving spells and abilities (CR 608): following their instructions in order, with targets
checked first (608.2b)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import mtgrules.game.casting_now

# the modules whose instruction handlers register as they are imported (mtgrules.model.verbs)
import mtgrules.game.control
import mtgrules.game.counter_choice
import mtgrules.game.discarding
import mtgrules.game.emblems
import mtgrules.game.exile_until
import mtgrules.game.exiling
import mtgrules.game.extra_turns
import mtgrules.game.hands
import mtgrules.game.keeping
import mtgrules.game.keyword_triggers
import mtgrules.game.land_plays
import mtgrules.game.library
import mtgrules.game.library_order
import mtgrules.game.madness
import mtgrules.game.milling
import mtgrules.game.outside
import mtgrules.game.putting
import mtgrules.game.reflexive
import mtgrules.game.retargeting
import mtgrules.game.returned
import mtgrules.game.revealing
import mtgrules.game.rummaging
import mtgrules.game.sacrificing
import mtgrules.game.same_name
import mtgrules.game.shuffling
import mtgrules.game.suspend
import mtgrules.game.token_copies
import mtgrules.game.tokens
import mtgrules.game.trading
import mtgrules.game.untapping  # noqa: F401
from mtgrules.cards.errors import IllegalChoice, UnknownCard
from mtgrules.cards.names import choose_card_name, has_card_type
from mtgrules.effects.ops import ChangeText, CopyOf
from mtgrules.game import (  # noqa: F401  (they register their instruction handlers)
    amass,
    cast_keywords,
    casting_effects,
    chains,
    chosen,
    classes,
    coins,
    counters,
    counterspells,
    naming,
    optional,
    permissions,
    prevention,
    prohibitions,
    restrictions,
    sagas,
    ward,
)
from mtgrules.game import mana as _mana  # noqa: F401  (registers the "add_mana" handler)
from mtgrules.game.attachments import attaching_refusal
from mtgrules.game.chosen import return_chosen
from mtgrules.game.copies import copy_spell
from mtgrules.game.damage import add_regeneration_shield, deal_damage, destroy
from mtgrules.game.delayed import remembered_object
from mtgrules.game.discard import discard_card
from mtgrules.game.dividing import division_of
from mtgrules.game.entering import as_permanent_enters, offer_cast_transformed
from mtgrules.game.errors import IllegalAction
from mtgrules.game.events import Event
from mtgrules.game.exile_until import remember_exiled
from mtgrules.game.following import follow, holds
from mtgrules.game.history import may_draw
from mtgrules.game.instead import read_ahead, read_as_a_whole
from mtgrules.game.instructed import (
    HANDLERS,
    Instructed,
    Resolution,
    count_of,
    every_object,
    handles,
)
from mtgrules.game.library import begin_arranging, begin_may_shuffle
from mtgrules.game.log_entries import entry
from mtgrules.game.objects import Zone
from mtgrules.game.player_rules import card_drawn, gain_life
from mtgrules.game.search import (
    begin_search,
    shuffle,
    shuffle_after_search,
    shuffle_graveyard_into_library,
)
from mtgrules.game.zone_events import sacrificed
from mtgrules.model.abilities import (
    Ability,
    EffectSpec,
    Instruction,
)
from mtgrules.model.text import TextError, canonical_word
from mtgrules.model.verbs import VERBS

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def resolve(game: GameState, resolution: Resolution) -> None:
    """CR 608.2: follow the instructions in order."""
    resolve_all(game, (resolution,))


def resolve_all(game: GameState, resolutions: Sequence[Resolution]) -> None:
    """CR 608.2c: follow the instructions of each resolution in turn (a spell's abilities, in
    the order the text lists them)."""
    # CR 608.2c: the text read as a whole: later text may replace or change earlier text
    follow(game, read_ahead(tuple(read_as_a_whole(game, resolutions, holds))))
    game.changed()


@handles("effect")
def _effect(it: Instructed) -> bool:
    """CR 611.2: a continuous effect from a resolving spell or ability."""
    game, resolution, instruction = it.game, it.resolution, it.instruction
    assert instruction.effect is not None
    _check_text_words(instruction.effect, resolution)
    for name, count in instruction.param("let", ()):  # CR 608.2h: counted once, now
        resolution.variables[name] = count_of(game, resolution, count)
    choices = resolution.choices
    if instruction.effect.affects.chosen == "that_object":  # CR 603.7c: of a delayed trigger
        choices = {**choices, "that_object": remembered_object(game, resolution.ability)}
    game.create_effect(
        instruction.effect, resolution.source_id, resolution.controller,
        targets=resolution.targets, variables=resolution.variables, choices=choices,
        text=resolution.ability.text, description=resolution.ability.render(game.characteristics(resolution.source_id).name),
    )  # fmt: skip
    return True


@handles("become_copy")
def _become_copy(it: Instructed) -> bool:
    """CR 707.2: an object becomes a copy of another."""
    resolution, instruction = it.resolution, it.instruction
    assert instruction.effect is not None
    it.game.create_effect(
        _with_this_ability(instruction.effect, resolution.ability),
        resolution.source_id,
        resolution.controller,
        targets=resolution.targets,
        text=resolution.ability.text,
        description="becomes a copy",
    )
    return True


@handles("damage")
def _damage(it: Instructed) -> bool:
    """CR 120.3: damage, to one recipient or divided among the targets (601.2d)."""
    amount = it.amount()
    each = it.instruction.param("each")
    named = it.instruction.param("player") is not None
    players = it.players() if named else []
    if each is not None or named:  # CR 120.3, 608.2c: to each player and object, at once
        objects = every_object(it.game, it.resolution, each) if each is not None else []
        with it.game.at_once():
            for recipient in (*players, *objects):
                _deal_damage(it.game, it.resolution.source_id, recipient, amount)
        return True
    if it.instruction.param("divided"):
        division = division_of(it.resolution, amount)
    else:
        division = [(it.target, amount)] if it.target is not None else []
    for recipient, dealt in division:
        _deal_damage(it.game, it.resolution.source_id, recipient, dealt)
    return True


@handles("untap")
def _untap(it: Instructed) -> bool:
    """CR 701.26b: untap, unless a rule hook says it can't."""
    if it.target is None:
        return False
    refusal = it.game.hooks.untap_refused(it.game, it.target, "effect")
    if refusal is None:
        it.game.get(it.target).tapped = False
    else:
        it.game.events.append(Event("not untapped", refusal[0], refusal[1]))
    return True


@handles("tap")
def _tap(it: Instructed) -> bool:
    """CR 701.26a."""
    if it.target is None:
        return False
    it.game.get(it.target).tapped = True
    return True


@handles("draw")
def _draws(it: Instructed) -> bool:
    """CR 121.1."""
    for player in it.players():
        for _ in range(it.amount()):
            _draw(it.game, player)
    return True


@handles("discard")
def _discards(it: Instructed) -> bool:
    """CR 701.9a."""
    for player in it.players():
        _discard(it.game, player, it.amount())
    return True


@handles("return")
def _return(it: Instructed) -> bool:
    """CR 400.7: return a card to its owner's hand, or to the battlefield (110.2: under its
    owner's control); other destinations aren't carried out."""
    if it.instruction.param("to") == "battlefield" and it.instruction.param("value") == "target":
        return _return_to_battlefield(it)
    if it.instruction.param("to") == "battlefield" and it.instruction.param("from") == "graveyard":
        # CR 113.6k, 400.7: "return {this} from your graveyard", if it is still there
        obj = it.game.objects.get(it.resolution.source_id)
        if obj is None or obj.zone is not Zone.GRAVEYARD:
            return True
        return _return_to_battlefield(replace(it, target=obj.id))
    every = it.instruction.param("all")
    if every is not None and it.instruction.param("chosen"):  # "return a … card" (608.2d)
        return return_chosen(it)
    if every is not None and it.instruction.param("to") == "hand":  # "return all …" (608.2c)
        with it.game.at_once():
            for card in every_object(it.game, it.resolution, every):
                it.game.move(card, Zone.HAND)
                it.game.events.append(
                    Event("return", f"{card} returns to its owner's hand", "400.7")
                )
        return True
    if it.instruction.param("to") != "hand":
        return False
    _return_to_hand(it.game, it.resolution, it.instruction, it.target)
    return True


def _return_to_battlefield(it: Instructed) -> bool:
    """CR 110.2, 400.7: the target card enters the battlefield under its owner's control, as a
    new object (tapped if the instruction says so)."""
    game, card = it.game, it.target
    if card is None or card not in game.objects:
        return True
    game.move(card, Zone.BATTLEFIELD)
    if it.instruction.param("under") == "you":  # "onto the battlefield under your control"
        game.objects[card].controller = it.resolution.controller
    game.objects[card].tapped = bool(it.instruction.param("tapped"))
    as_permanent_enters(game, card)
    game.events.append(Event("return", f"{card} returns to the battlefield", "110.2"))
    return True


@handles("put_on_top")
def _put_on_top(it: Instructed) -> bool:
    """CR 401.1: put the source on top of its owner's library (if it is still on the
    battlefield: a new object elsewhere, 400.7)."""
    game = it.game
    if it.instruction.param("value") == "target":  # "target card from a graveyard"
        card, was = it.target, Zone.GRAVEYARD
    else:
        card, was = it.resolution.source_id, Zone.BATTLEFIELD
    if card is None or card not in game.objects or game.objects[card].zone is not was:
        return True
    game.move(card, Zone.LIBRARY)
    game.events.append(Event("library", f"{card} is put on top of its owner's library", "401.1"))
    return True


def _source_gone(it: Instructed) -> bool:
    """CR 400.7: the instruction is about its source ("on {this}"), which has since left the
    battlefield for another zone (a sacrificed Arcbound Ravager's "put a +1/+1 counter on {this}"
    does nothing)."""
    game, source = it.game, it.resolution.source_id
    remembered = it.resolution.variables.get("source_zone_changes")
    if it.target != source or remembered is None or source not in game.objects:
        return False
    moved = game.zone_changes(source) != remembered
    return moved and game.objects[source].zone is not Zone.BATTLEFIELD


@handles("counters")
def _counters(it: Instructed) -> bool:
    """CR 122.1: put counters on an object; with ``each``, on every object a filter matches
    (the number fixed first, 608.2h: "X +1/+1 counters on each creature you control, where X is
    {this}'s power")."""
    kind = str(it.instruction.param("kind", "+1/+1"))
    each = it.instruction.param("each")
    if each is not None:
        amount = it.amount()
        for object_id in every_object(it.game, it.resolution, each):
            it.game.add_counters(object_id, kind, amount)
        return True
    if it.target is None:
        return False
    if _source_gone(it):
        return True  # CR 400.7: its source left the battlefield and is a new object
    it.game.add_counters(it.target, kind, it.amount())
    return True


@handles("exile", "destroy", "sacrifice")
def _exile_destroy_sacrifice(it: Instructed) -> bool:
    """CR 406.2 exile, 701.8a destroy (each object a filter matches, CR 608.2c, or the
    target), 701.21a sacrifice."""
    game, action, target = it.game, it.instruction.action, it.target
    every = it.instruction.param("all")

    if action in ("exile", "destroy") and every is not None:
        with game.at_once():  # CR 608.2c: all of them at the same time (603.10a)
            for object_id in every_object(game, it.resolution, every):
                if action == "destroy":  # CR 701.19c: "They can't be regenerated."
                    destroy(
                        game, object_id, can_regenerate=not it.instruction.param("no_regeneration")
                    )
                else:
                    game.move(object_id, Zone.EXILE)
        return True
    if target is None:
        return False
    if action == "destroy":  # CR 701.19c: "It can't be regenerated."
        destroy(game, target, can_regenerate=not it.instruction.param("no_regeneration"))
    elif action == "sacrifice":
        player = game.controller_of(target)
        game.move(target, Zone.GRAVEYARD)
        sacrificed(game, player, target)  # CR 701.21a
    else:
        game.move(target, Zone.EXILE)
    if action == "exile":  # CR 607.2a: for a linked "return the exiled card"
        remember_exiled(game, it.resolution.source_id, target)
    return True


@handles("exile_graveyard")
def _exile_graveyard(it: Instructed) -> bool:
    """CR 406.2: exile every card in the target player's graveyard, or in each opponent's, at
    the same time."""
    game = it.game
    if it.instruction.param("value") == "each_opponent":
        players = [p for p in game.players if p != it.resolution.controller]
    elif it.target in game.players:
        players = [it.target]
    else:
        return False
    cards = [i for i, o in game.objects.items() if o.zone is Zone.GRAVEYARD and o.owner in players]
    with game.at_once():
        for card in cards:
            game.move(card, Zone.EXILE)
    game.events.append(Event("exile", f"{len(cards)} card(s) exiled from graveyards", "406.2"))
    return True


@handles("regenerate")
def _regenerate(it: Instructed) -> bool:
    """CR 701.19a: a regeneration shield."""
    if it.target is None:
        return False

    add_regeneration_shield(it.game, it.target)
    return True


@handles("flip")
def _flip(it: Instructed) -> bool:
    """CR 712.2 (flip cards)."""
    if it.target is None:
        return False
    it.game.flip(it.target)
    return True


@handles("choose")
def _choose(it: Instructed) -> bool:
    """CR 608.2d: a choice made as the spell or ability resolves."""
    _check_choice(it.game, it.resolution, it.instruction)
    return True


@handles("gain_life", "lose_life")
def _life(it: Instructed) -> bool:
    """CR 119.3."""
    action = it.instruction.action
    amount = it.amount()

    for player in it.players():
        if action == "gain_life":
            gain_life(it.game, player, amount)
            continue
        it.game.players[player].life -= amount
        it.game.events.append(Event(action, f"{player} loses {amount} life", "119.3"))
    return True


@handles("attach")
def _attaches(it: Instructed) -> bool:
    """CR 701.3a."""
    if it.target is None:
        return False
    _attach(it.game, it.resolution.source_id, it.target)
    return True


@handles("transform")
def _transform(it: Instructed) -> bool:
    """CR 701.27a; 701.27f: a permanent that transformed since the ability was put on the
    stack doesn't transform again."""
    game, resolution, target = it.game, it.resolution, it.target
    if target is None:
        return False
    remembered = resolution.variables.get("transformations")
    if (
        target == resolution.source_id
        and remembered is not None
        and game.get(target).transformations != remembered
    ):
        game.events.append(
            Event("transform", f"{target} transformed since; it doesn't again", "701.27f")
        )
    else:
        game.transform(target)
    return True


@handles("cast_transformed")
def _cast_transformed(it: Instructed) -> bool:
    """CR 712.14 (a defeated battle's controller may cast it transformed)."""
    offer_cast_transformed(it.game, it.resolution.source_id, it.resolution.controller)
    return True


@handles("unattach")
def _unattach(it: Instructed) -> bool:
    """CR 701.3d."""
    it.game.unattach(it.resolution.source_id)
    return True


@handles("let")
def _let(it: Instructed) -> bool:
    """CR 611.2d: numbers fixed as the spell or ability resolves."""
    for name, count in it.instruction.param("let", ()):
        it.resolution.variables[name] = count_of(it.game, it.resolution, count)
    return True


@handles("win_game")
def _win(it: Instructed) -> bool:
    """CR 104.2b."""
    it.game.players[it.resolution.controller].won = True
    return True


@handles("copy_spell")
def _copy(it: Instructed) -> bool:
    """CR 707.10: copy a spell, maybe choosing new targets for the copy (707.10c)."""
    if it.target is None:
        return False
    copy_spell(
        it.game,
        it.target,
        it.resolution.controller,
        new_targets=bool(it.instruction.param("new_targets")),
    )
    return True


@handles("search")
def _search(it: Instructed) -> bool:
    """CR 701.23a: the controller (or ``player: target_controller``, the target's controller
    as it last existed, 608.2h) searches their library for cards matching the description;
    they choose what they find (:mod:`mtgrules.game.search`), or, if the search is
    ``optional`` ("may search"), not to search. ``and_shuffle``: they shuffle after it;
    ``player: each_player``: each player searches their own (Field of Ruin)."""
    if it.instruction.param("player") == "each_player":  # CR 101.4: in turn order
        for searcher in it.players():
            _search_by(it, searcher)
        return True
    if it.instruction.param("player") == "target_controller":
        searchers = it.players()
        if not searchers:
            return True  # the target is gone: no one searches
        searcher = searchers[0]
    else:
        searcher = it.resolution.controller
    _search_by(it, searcher)
    return True


def _search_by(it: Instructed, searcher: str) -> None:
    """CR 701.23a: ``searcher`` searches their library as the instruction says."""
    game = it.game
    found = [
        card
        for card in every_object(game, it.resolution, it.instruction.param("all"))
        if game.objects[card].zone is Zone.LIBRARY and game.objects[card].owner == searcher
    ]  # the description names the zone (``zone: library``): the layer system looks there
    put = it.instruction.param("put") or ("hand",)
    put = (put,) if isinstance(put, str) else tuple(put)
    reveal = bool(it.instruction.param("reveal"))
    begin_search(
        game, searcher, it.resolution.source_id, found, it.amount(), put, reveal,
        optional=bool(it.instruction.param("optional")),
    )  # fmt: skip
    if it.instruction.param("and_shuffle"):
        game.choices_waiting[-1]["then_shuffle"] = True


@handles("scry", "surveil", "arrange_top", "put_on_top_from_hand")
def _arrange_top(it: Instructed) -> bool:
    """CR 701.22a, 701.25a: the controller looks at the top N cards of their library and
    chooses where they go (:mod:`mtgrules.game.library`)."""
    begin_arranging(
        it.game, it.instruction.action, it.resolution.controller, it.resolution.source_id,
        it.amount(),
    )  # fmt: skip
    return True


@handles("shuffle")
def _shuffle(it: Instructed) -> bool:
    """CR 701.24a: a player shuffles their library: the controller (``you``), the target
    player (``target``), or the source's owner their graveyard into it
    (``graveyard_into_library``). After a search of that library, once the search is done."""
    game, how = it.game, it.instruction.param("value")
    if it.instruction.param("optional") and how == "you":  # "you may shuffle" (608.2d)
        begin_may_shuffle(game, it.resolution.controller, it.resolution.source_id)
        return True
    if how == "graveyard_into_library":
        shuffle_graveyard_into_library(game, game.objects[it.resolution.source_id].owner)
        return True
    player = it.resolution.controller if how == "you" else it.target
    if player not in game.players:
        return False
    if not shuffle_after_search(game, player):
        shuffle(game, player)
    return True


def _attach(game: GameState, object_id: str, to: str) -> None:
    """CR 701.3a-b: attaching something that has left the battlefield, to something that has,
    to what it can't be attached to (itself, say), or something no attachment rule covers,
    does nothing: it doesn't move (:func:`~mtgrules.game.attachments.attaching_refusal`)."""
    refusal = attaching_refusal(game, object_id, to)
    if refusal is not None:
        game.events.append(Event("not attached", refusal.message, refusal.rule))
        return
    game.attach(object_id, to)


def _draw(game: GameState, player: str) -> None:
    """CR 121.1-121.2: draw the top card of the library; a player who can't is remembered for
    the state-based action of 704.5b."""
    if not may_draw(game, player):  # "can't draw more than one card each turn" (101.2)
        game.events.append(Event("draw", f"{player} can't draw another card", "101.2"))
        return
    library = game.libraries.get(player, [])
    if not library:
        game.drew_from_empty.add(player)
        game.events.append(Event("draw", f"{player} can't draw from an empty library", "121.4"))
        return

    card = library[0]
    game.move(card, Zone.HAND)
    game.events.append(entry("draw", f"{player} draws a card", "121.1", player=player, amount=1))
    card_drawn(game, player, card)


def _discard(game: GameState, player: str, count: int) -> None:
    """CR 701.9a-b: a player discards ``count`` cards of their choice. With no more cards than
    that in hand there is nothing to choose: they all go; otherwise the player chooses, one
    card at a time, before anyone gets priority (:class:`DecisionKind.DISCARD`)."""
    cards = [i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player]
    if len(cards) <= count:
        for card in cards:
            discard_card(game, player, card)  # CR 702.35a: madness exiles it instead
            game.events.append(
                entry(
                    "discard", f"{player} discards {card}", "701.9a", player=player, targets=[card]
                )
            )
        return
    game.discards_waiting.append((player, count))


def _return_to_hand(
    game: GameState, resolution: Resolution, instruction: Instruction, target: str | None
) -> None:
    """CR 400.7: "return target creature to its owner's hand": it becomes a new object there.
    ``return: self`` returns the source from the graveyard it was put into (Rancor)."""
    if instruction.param("value") == "self":
        source = game.objects.get(resolution.source_id)
        if source is None or source.zone is not Zone.GRAVEYARD:
            return  # it left the graveyard: a new object the ability doesn't know (400.7)
        target = resolution.source_id
    if target is None or target not in game.objects:
        return
    owner = game.objects[target].owner
    game.move(target, Zone.HAND)
    game.events.append(
        entry(
            "return", f"{target} returns to {owner}'s hand", "400.7",
            player=resolution.controller, source=resolution.source_id, targets=[target],
        )
    )  # fmt: skip


def _with_this_ability(spec: EffectSpec, ability: Ability) -> EffectSpec:
    """CR 707.9a: "becomes a copy …, except it has this ability": the resolving ability becomes
    part of the copy's copiable values."""
    ops = tuple(
        replace(op, add_abilities=(*op.add_abilities, ability), with_this_ability=False)
        if isinstance(op, CopyOf) and op.with_this_ability
        else op
        for op in spec.ops
    )
    return replace(spec, ops=ops)


def _check_text_words(spec: EffectSpec, resolution: Resolution) -> None:
    """CR 612.2: the words chosen for a text-changing effect are words of the kind it changes
    (color words for Sleight of Mind, basic land types for Magical Hack)."""
    for op in spec.ops:
        if isinstance(op, ChangeText) and op.chosen:
            for choice in ("from", "to"):
                word = resolution.choices.get(choice)
                if word is None:
                    raise IllegalAction(
                        f"choose the word to change: choose: {{{choice}: …}}", "612.2"
                    )
                try:
                    canonical_word(op.kind, str(word))
                except TextError as error:
                    raise IllegalAction(str(error), "612.2") from error


def _check_choice(game: GameState, resolution: Resolution, instruction: Instruction) -> None:
    """CR 201.4, 201.4a: "choose a card name" (with characteristics): the name of a card in the
    Oracle card reference whose characteristics match. The choice is given with the spell."""
    kind = str(instruction.param("value"))
    value = resolution.choices.get(kind)
    if value is None:
        raise IllegalAction(f"the spell needs a choice: choose: {{{kind}: …}}", "201.4")
    if kind != "card_name":
        return
    wanted = (instruction.param("of") or {}).get("types", [])
    wanted = [wanted] if isinstance(wanted, str) else list(wanted)
    try:
        for card_type in wanted:
            choose_card_name(
                game.database, str(value), has_card_type(card_type), requirement=card_type.lower()
            )
    except IllegalChoice as error:
        raise IllegalAction(str(error).removesuffix(f" (CR {error.rule})"), error.rule) from error
    except UnknownCard as error:
        raise IllegalAction(str(error), "201.4") from error


def _deal_damage(game: GameState, source_id: str, recipient: str, amount: int) -> None:
    """CR 120.3: a spell's or ability's damage is dealt as any other damage: life loss for a
    player, :func:`damage_permanent` for a permanent, with its source's lifelink (702.15b) and
    deathtouch (702.2b), and the events abilities trigger on."""
    deal_damage(game, source_id, recipient, amount)


_UNHANDLED = sorted(set(VERBS) - set(HANDLERS))
if _UNHANDLED:  # every verb a card may use is carried out (mtgrules.model.verbs)
    raise ImportError(f"instruction verbs without a handler: {', '.join(_UNHANDLED)}")
