"""State-based actions (CR 704): checked whenever a player would receive priority, performed all
at once, repeated until none apply (704.3). Each check is one function, named after its rule,
reading characteristics from the layer system."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtgrules.cards.names import same_name
from mtgrules.effects.characteristics import Characteristics
from mtgrules.game.attachments import AttachmentRule, outcome, rule_for
from mtgrules.game.battles import protector_candidates
from mtgrules.game.bestow import unattach_bestowed
from mtgrules.game.damage import destroy
from mtgrules.game.ending import check_game_over, players_leave
from mtgrules.game.events import Event
from mtgrules.game.keywords import INDESTRUCTIBLE
from mtgrules.game.log_entries import entry
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.sagas import chapter_waiting, final_chapter
from mtgrules.game.zones import zone_lists

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@dataclass(frozen=True)
class Action:
    """One state-based action to perform: what happens to which object or player."""

    rule: str
    kind: str
    """``graveyard``, ``destroy``, ``unattach``, ``unattach_untap``, ``lose``,
    ``remove_counters``, ``protector`` (``player`` becomes the battle's protector),
    ``choose_protector`` (its controller chooses), ``choose_legend`` (``player`` chooses the
    legend to keep, 704.5j)."""
    subject: str
    detail: str
    amount: int = 0
    player: str | None = None
    """The player it is about: a battle's new protector."""


def _permanents(game: GameState) -> list[str]:
    """The objects on the battlefield, in the game's order (the zones' lists, derived once
    per game version: the checks look at them, not at every card in every library)."""
    found: list[str] = zone_lists(game).get((Zone.BATTLEFIELD, ""), [])
    return found


def _characteristics(game: GameState) -> dict[str, Characteristics]:
    """Every object's characteristics now (CR 613), as :meth:`Game.characteristics` gives
    them one by one."""
    return game.layers().characteristics


def _creatures(game: GameState) -> list[str]:
    """The creatures on the battlefield (derived once per game version)."""
    derived = game.derived()
    found: list[str] | None = derived.get("sba creatures")
    if found is None:
        chars = _characteristics(game)
        found = derived["sba creatures"] = [
            i for i in _permanents(game) if chars[i].type_line.has_card_type("Creature")
        ]
    return found


def zero_life(game: GameState) -> list[Action]:
    """CR 704.5a: a player with 0 or less life loses the game."""
    return [
        Action("704.5a", "lose", p.id, f"{p.id} has {p.life} life")
        for p in game.players.values()
        if p.life <= 0 and not p.lost
    ]


def ten_poison_counters(game: GameState) -> list[Action]:
    """CR 704.5c, 122.1f: a player with ten or more poison counters loses the game."""
    return [
        Action("704.5c", "lose", p.id, f"{p.id} has {p.counters['poison']} poison counters")
        for p in game.players.values()
        if p.counters.get("poison", 0) >= 10 and not p.lost
    ]


def zero_toughness(game: GameState) -> list[Action]:
    """CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard."""
    out = []
    chars = _characteristics(game)
    for i in _creatures(game):
        toughness = chars[i].toughness or 0
        if toughness <= 0:
            out.append(Action("704.5f", "graveyard", i, f"{i} has toughness {toughness}"))
    return out


def lethal_damage(game: GameState) -> list[Action]:
    """CR 704.5g: a creature with lethal damage marked on it is destroyed (indestructible
    permanents aren't, 702.12b)."""
    out = []
    every = _characteristics(game)
    objects = game.objects
    for i in _creatures(game):
        damage = objects[i].damage
        if not damage:
            continue  # no damage is lethal (a toughness of 0 or less is 704.5f's)
        chars = every[i]
        toughness = chars.toughness or 0
        if toughness > 0 and damage >= toughness and not chars.has_keyword(INDESTRUCTIBLE):
            out.append(
                Action("704.5g", "destroy", i, f"{i} has {damage} damage and toughness {toughness}")
            )
    return out


def zero_loyalty(game: GameState) -> list[Action]:
    """CR 704.5i: a planeswalker with loyalty 0 (no loyalty counters, 306.5c) is put into its
    owner's graveyard."""
    out = []
    every = _characteristics(game)
    for i in _permanents(game):
        chars = every[i]
        if chars.type_line.has_card_type("Planeswalker"):
            loyalty = chars.loyalty or 0
            if loyalty <= 0:
                out.append(Action("704.5i", "graveyard", i, f"{i} has loyalty 0"))
    return out


def saga_after_last_chapter(game: GameState) -> list[Action]:
    """CR 704.5s, 714.4: a Saga with at least as many lore counters as its final chapter
    number, and no chapter ability of it triggered and not yet left the stack, is sacrificed."""
    out = []
    for i in _permanents(game):
        obj = game.objects[i]
        if "lore" not in obj.counters or not game.characteristics(i).type_line.has_subtype("Saga"):
            continue
        final = final_chapter(game, i)
        if final and obj.counters["lore"] >= final and not chapter_waiting(game, i):
            out.append(
                Action("704.5s", "graveyard", i, f"{i} is sacrificed after its last chapter")
            )
    return out


def _battles(game: GameState) -> list[str]:
    """The battles on the battlefield (derived once per game version)."""
    derived = game.derived()
    found: list[str] | None = derived.get("battles")
    if found is None:
        every = _characteristics(game)
        found = derived["battles"] = [
            i for i in _permanents(game) if every[i].type_line.has_card_type("Battle")
        ]
    return found


def _triggered_from(game: GameState) -> set[str]:
    """The sources of triggered abilities that have triggered but not yet left the stack."""
    from mtgrules.model.abilities import AbilityKind

    on_stack = {
        item.source for item in game.stack
        if item.kind == "ability" and item.ability is not None
        and item.ability.kind is AbilityKind.TRIGGERED
    }  # fmt: skip
    return on_stack | {source for source, _, _ in game.waiting_triggers}


def zero_defense(game: GameState) -> list[Action]:
    """CR 704.5v, 310.7: a battle with defense 0 that isn't the source of a triggered ability
    not yet left the stack is put into its owner's graveyard. (A Siege's own "when the last
    defense counter is removed, exile it, then you may cast it transformed", 310.11b, is not
    modeled: transforming isn't.)"""
    out = []
    waiting = None
    for i in _battles(game):
        if (game.characteristics(i).defense or 0) > 0:
            continue
        waiting = _triggered_from(game) if waiting is None else waiting
        if i not in waiting:
            out.append(Action("704.5v", "graveyard", i, f"{i} has defense 0"))
    return out


def battle_protectors(game: GameState) -> list[Action]:
    """CR 704.5w-x, 310.8a, 310.10-310.11a: a battle that isn't being attacked and has no
    protector in the game, or a Siege whose controller is its protector, gets one its
    controller chooses: for a Siege an opponent of theirs, for another battle themselves. With
    no one to choose it goes to its owner's graveyard; with one, that player is chosen."""
    out = []
    for i in _battles(game):
        protector = game.objects[i].choices.get("protector")
        controller = game.controller_of(i)
        siege = game.characteristics(i).type_line.has_subtype("Siege")
        if siege and protector == controller:
            rule = "704.5x"
        elif protector not in game.players or game.players[protector].lost:
            if i in game.combat.attackers.values():
                continue
            rule = "704.5w"
        else:
            continue
        if any(w["object"] == i and w["choice"] == "protector" for w in game.choices_waiting):
            continue
        candidates = protector_candidates(game, i)
        if not candidates:
            out.append(Action(rule, "graveyard", i, f"no player can protect {i}"))
        elif len(candidates) == 1:
            who = candidates[0]
            out.append(Action(rule, "protector", i, f"{who} becomes {i}'s protector", player=who))
        else:
            out.append(
                Action(rule, "choose_protector", i, f"{controller} chooses who protects {i}")
            )
    return out


def legend_rule(game: GameState) -> list[Action]:
    """CR 704.5j: of legendary permanents with the same name controlled by one player, all but
    one go to the graveyard; Mirror Gallery's effect turns the rule off (613.11). In play their
    controller chooses the one kept (:func:`finish_legend_rule`); on a board being set up,
    where no one is asked yet, the newest is kept."""
    if "legend_rule_does_not_apply" in game.rules_in_force():
        return []
    every = _characteristics(game)
    legends = [i for i in _permanents(game) if every[i].type_line.has_supertype("Legendary")]
    out: list[Action] = []
    seen: set[str] = set()
    for i in legends:
        if i in seen:
            continue
        names = frozenset(game.characteristics(i).names)
        group = [
            j for j in legends
            if game.controller_of(j) == game.controller_of(i) and same_name(names, frozenset(game.characteristics(j).names))
        ]  # fmt: skip
        seen.update(group)
        if len(group) > 1 and _legend_choice_waiting(game, group):
            continue
        if len(group) > 1 and game.pending is not None:
            chooser = game.controller_of(i)
            detail = f"{chooser} chooses which of {', '.join(group)} to keep"
            out.append(Action("704.5j", "choose_legend", i, detail, player=chooser))
        elif len(group) > 1:
            keep = max(group, key=lambda j: game.objects[j].timestamp)
            for j in group:
                if j != keep:
                    out.append(Action("704.5j", "graveyard", j, f"legend rule: {keep} is kept"))
    return out


LEGEND_CHOICE = "legend"
"""The kind of choice the legend rule asks for (:data:`Game.choices_waiting`, CR 704.5j)."""


def _legend_choice_waiting(game: GameState, group: list[str]) -> bool:
    """Whether the controller of these legends is already asked which to keep."""
    return any(w["choice"] == LEGEND_CHOICE and w["object"] in group for w in game.choices_waiting)


def _ask_which_legend(game: GameState, action: Action) -> None:
    """CR 704.5j: the legends of ``action.subject``'s name its controller controls, one of
    which they choose to keep."""
    names = frozenset(game.characteristics(action.subject).names)
    group = [
        j for j in _permanents(game)
        if game.characteristics(j).type_line.has_supertype("Legendary")
        and game.controller_of(j) == action.player
        and same_name(names, frozenset(game.characteristics(j).names))
    ]  # fmt: skip
    game.choices_waiting.append(
        {"object": action.subject, "choice": LEGEND_CHOICE, "player": action.player,
         "options": [(j, j) for j in group], "rule": "704.5j"}
    )  # fmt: skip


def finish_legend_rule(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 704.5j: the legend chosen stays; the others of its name go to their owners'
    graveyards."""
    kept = dict(waiting["options"])[value]
    with game.at_once():  # CR 704.3, 603.10a
        for other, _ in waiting["options"]:
            obj = game.objects.get(other)
            if other != kept and obj is not None and obj.zone is Zone.BATTLEFIELD:
                game.move(other, Zone.GRAVEYARD)
    game.events.append(
        entry(
            "state-based action", f"legend rule: {kept} is kept", "704.5j",
            player=waiting["player"], targets=[o for o, _ in waiting["options"] if o != kept],
        )
    )  # fmt: skip
    game.changed()


def world_rule(game: GameState) -> list[Action]:
    """CR 704.5k: of permanents with the world supertype, all but the newest go to the
    graveyard."""
    every = _characteristics(game)
    worlds = [i for i in _permanents(game) if every[i].type_line.has_supertype("World")]
    if len(worlds) < 2:
        return []
    newest = max(game.objects[i].timestamp for i in worlds)
    return [
        Action("704.5k", "graveyard", i, "world rule")
        for i in worlds
        if game.objects[i].timestamp != newest
    ]


def illegal_attachments(game: GameState) -> list[Action]:
    """CR 704.5m, 704.5n, 704.5p, read from the game's attachment rules
    (:mod:`mtgrules.game.attachments`): an Aura attached illegally or to nothing goes to the
    graveyard; an Equipment or Fortification attached illegally becomes unattached; a permanent
    that no rule lets attach (a creature, a battle…) becomes unattached."""
    out = []
    rules: list[AttachmentRule] = game.attachment_rules
    # A permanent attached to nothing is illegal only under a rule that must be attached (an
    # Aura): the rules after the last such one are not asked whether they cover it.
    needed = rules[: max((k + 1 for k, r in enumerate(rules) if r.must_be_attached), default=0)]
    for i in _permanents(game):
        o = game.objects[i]
        host = o.attached_to
        if host is None:
            first = next((r for r in needed if r.covers(game, i)), None)
            if first is not None and first.must_be_attached:
                kind = outcome(first, game, i, None)
                out.append(Action(first.rule, kind, i, f"{i} is attached to nothing"))
            continue
        rule = rule_for(game, i)
        if rule is None:
            out.append(Action("704.5p", "unattach", i, f"{i} can't be attached"))
            continue
        if not rule.may_attach_to(game, i, host):
            kind = outcome(rule, game, i, host)
            out.append(Action(rule.rule, kind, i, f"{i} can't be attached to {host}"))
    return out


def counters_annihilate(game: GameState) -> list[Action]:
    """CR 704.5q: +1/+1 and -1/-1 counters on one permanent remove each other in pairs."""
    out = []
    for i in _permanents(game):
        o = game.objects[i]
        if not o.counters:
            continue
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:
            out.append(
                Action(
                    "704.5q",
                    "remove_counters",
                    i,
                    f"{min(plus, minus)} +1/+1 and -1/-1 counters removed",
                    min(plus, minus),
                )
            )
    return out


CHECKS: tuple[Callable[[GameState], list[Action]], ...] = (
    zero_life, ten_poison_counters, zero_toughness, lethal_damage, zero_loyalty, legend_rule, world_rule,
    illegal_attachments, counters_annihilate, saga_after_last_chapter, zero_defense,
    battle_protectors,
)  # fmt: skip
"""Every state-based action, in rule order. A variant pack adds its own to a game."""


def _logged(action: Action) -> Event:
    """The log's entry for a state-based action performed (CR 704.3): what it did to whom."""
    if action.kind == "choose_legend":  # the player who chooses (704.5j)
        return entry(
            "state-based action", action.detail, action.rule,
            player=action.player, targets=[action.subject],
        )  # fmt: skip
    subjects = [s for s in (action.subject, action.player) if s]
    return entry(
        "state-based action", action.detail, action.rule,
        targets=subjects, amount=action.amount or None,
    )  # fmt: skip


def apply_state_based_actions(
    game: GameState,
    checks: tuple[Callable[[GameState], list[Action]], ...] = CHECKS,
    first: Sequence[Action] = (),
) -> list[Action]:
    """CR 704.3: perform every applicable state-based action at once; repeat until none apply.
    ``first`` are actions found from the game's memory (704.5h deathtouch damage), performed
    with the first round; a permanent they destroy isn't destroyed again by 704.5g in it (one
    destruction, one regeneration shield). Returns what was done, in order."""
    done: list[Action] = []
    for _ in range(100):
        actions = [a for check in checks for a in check(game)]
        if first:
            destroyed = {a.subject for a in first if a.kind == "destroy"}
            actions = [
                *first,
                *(a for a in actions if not (a.kind == "destroy" and a.subject in destroyed)),
            ]
            first = ()
        if not actions:
            return done
        with game.at_once():  # CR 704.3, 603.10a: performed at the same time
            for action in actions:
                _perform(game, action)
                game.events.append(_logged(action))
        done += actions
    raise RuntimeError("state-based actions did not settle after 100 rounds")


def _perform(game: GameState, action: Action) -> None:
    if action.kind == "lose":
        game.players[action.subject].lost = True
    elif action.kind in ("graveyard", "destroy"):
        if action.subject in game.objects and game.objects[action.subject].zone is Zone.BATTLEFIELD:
            if action.kind == "destroy":
                destroy(game, action.subject)  # it may regenerate (701.19a)
            else:
                game.move(action.subject, Zone.GRAVEYARD)
    elif action.kind == "unattach":
        game.unattach(action.subject)
    elif action.kind == "cease_bestowed":  # CR 702.103f
        unattach_bestowed(game, action.subject)
    elif action.kind == "unattach_untap":
        game.unattach(action.subject)
        game.get(action.subject).tapped = False
    elif action.kind in ("protector", "choose_protector"):
        battle = game.objects.get(action.subject)
        if battle is None or battle.zone is not Zone.BATTLEFIELD:
            return
        if action.kind == "protector":
            battle.choices["protector"] = action.player
        else:
            chooser = game.controller_of(action.subject)
            game.choices_waiting.append(
                {"object": action.subject, "choice": "protector", "player": chooser}
            )
    elif action.kind == "choose_legend":
        _ask_which_legend(game, action)
    elif action.kind == "remove_counters":
        game.add_counters(action.subject, "+1/+1", -action.amount)
        game.add_counters(action.subject, "-1/-1", -action.amount)
    game.changed()


def run_state_based_actions(game: GameState) -> None:
    """CR 704.3, with the checks that need the game's memory (704.5b drawing from an empty
    library, 704.5h deathtouch damage)."""
    for player in [p for p in game.players if p in game.drew_from_empty]:  # not a set's order
        game.players[player].lost = True
        game.events.append(
            entry(
                "state-based action", f"{player} drew from an empty library", "704.5b",
                targets=[player],
            )
        )  # fmt: skip
    game.drew_from_empty.clear()
    deathtouched = deathtouch_damage(game)
    game.deathtouched.clear()
    _control_changes(game)
    inputs = _sba_inputs(game)
    if deathtouched or inputs is None or inputs != game.sba_settled:
        done = apply_state_based_actions(game, game.sba_checks, deathtouched)
        game.sba_settled = None if done else inputs
    _tokens_and_copies_cease_to_exist(game)
    players_leave(game)
    check_game_over(game)


def deathtouch_damage(game: GameState) -> list[Action]:
    """CR 704.5h: a creature dealt damage by a source with deathtouch since the last check is
    destroyed (indestructible permanents aren't, 702.12b), in the game's order."""
    if not game.deathtouched:
        return []
    return [
        Action("704.5h", "destroy", i, f"{i} is destroyed")
        for i, o in game.objects.items()
        if i in game.deathtouched
        and o.zone is Zone.BATTLEFIELD
        and not game.characteristics(i).has_keyword(INDESTRUCTIBLE)
    ]


def _control_changes(game: GameState) -> None:
    """CR 302.6: a permanent whose controller changed is no longer "settled": it counts as
    under its new controller's control only from their next turn on, even when control comes
    back to the player who had it at the start of this turn."""
    derived = game.derived()
    if "control checked" in derived:  # nothing changed since the last look
        return
    result = game.layers()
    for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        obj = game.objects[object_id]
        if obj.settled_under is None:
            continue
        traces = result.traces.get(object_id, ())
        if not traces and obj.settled_under == obj.controller:
            continue  # no effect on it: it is controlled as it entered (CR 613.1b)
        if obj.settled_under != game.controller_of(object_id):
            obj.settled_under = None
    derived["control checked"] = True


def _sba_inputs(game: GameState) -> tuple[Any, ...] | None:
    """What the standard checks (:data:`~mtgrules.game.sba.CHECKS`) read: the permanents and
    their characteristics (the layer system's run), life totals, and the damage, counters and
    attachments of permanents. When these are as they were when the checks last found nothing,
    they find nothing again. None for a game with other checks (a variant's, which may read
    more); a variant's attachment rules read what these do (characteristics, zones,
    attachments, and the zone of what a permanent is attached to)."""
    if game.sba_checks is not CHECKS:
        return None
    # A new run of the layer system comes with any change but cards moving between zones it
    # doesn't look at (:mod:`mtgrules.game.reach`), which the checks don't look at either.
    board = game.layers().view
    objects = game.objects
    permanents = tuple(
        (i, o.damage, tuple(o.counters.items()), o.attached_to, _host_zone(game, o.attached_to))
        for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if (o := objects[i]).damage or o.counters or o.attached_to
    )
    players = tuple((p.life, p.lost, tuple(p.counters.items())) for p in game.players.values())
    # CR 704.5v: a battle that is the source of a triggered ability on the stack waits for it.
    triggered = tuple(item.source for item in game.stack if item.kind == "ability")
    triggered += tuple(source for source, _, _ in game.waiting_triggers)
    attacked = tuple(game.combat.attackers.values())  # CR 704.5w: only a battle not attacked
    return (board, players, permanents, triggered, attacked)


def _host_zone(game: GameState, host: str | None) -> Zone | None:
    obj = game.objects.get(host) if host is not None else None
    return obj.zone if obj is not None else None


def _tokens_and_copies_cease_to_exist(game: GameState) -> None:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e,
    707.10a: so does a copy of a spell in a zone other than the stack."""
    derived = game.derived()
    if "tokens checked" in derived:  # nothing moved since the last look
        return
    derived["tokens checked"] = True
    gone = [
        i for i, o in game.objects.items()
        if (o.is_token and o.zone is not Zone.BATTLEFIELD)
        or (o.is_spell_copy and o.zone is not Zone.STACK)
    ]  # fmt: skip
    for object_id in gone:
        if game.objects[object_id].is_spell_copy:
            game.events.append(
                event_of(
                    "state-based action",
                    f"{object_id}, a copy of a spell, ceases to exist",
                    "704.5e",
                )
            )
        game.remove_object(object_id)
        game.changed()
