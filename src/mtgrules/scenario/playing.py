"""Scenario actions in play (``pay: true``): the game's own rules for priority, passing, steps,
casting and activating from hand with costs paid, attacking, blocking and assigning combat
damage (CR 117, 500-511, 601, 602), as actions of the scenario reader."""

from __future__ import annotations

import contextlib
from typing import Any

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from mtgrules.scenario.values import MAX_CHOICE, ScenarioReader
from mtgrules.sourcefile import Located

PAID_CAST_KEYS = {
    "cast", "pay", "controller", "as", "targets", "x", "kicked", "kicks", "sacrifice", "discard",
    "divide", "face", "cost", "reveal", "modes",
}  # fmt: skip
"""What a ``cast`` action with ``pay: true`` (cast from hand in play) may say."""


_ANSWERED_BY = "answer it first with a 'decide' action"


def waiting_choice(game: Game, refused: str) -> str:
    """Why something is ``refused`` (``the upkeep step can't be reached``): the choice a
    player must make first, with its rule and the answers offered."""
    from mtgrules.game.apply import DECISION_RULES

    decision = game.pending
    assert decision is not None
    rule = str(decision.data.get("rule", DECISION_RULES[decision.kind]))
    about = f" ({decision.about})" if decision.about and decision.about != rule else ""
    answers = offered_answers(game)
    offered = f"; offered: {'; '.join(answers[:12])}" + ("; …" if len(answers) > 12 else "")
    return (
        f"{refused} before {decision.player} makes a choice: "
        f"{decision.kind.value}{about} (CR {rule}){offered}; {_ANSWERED_BY}"
    )


def offered_answers(game: Game) -> list[str]:
    """What a ``decide`` action may answer the waiting decision with, as it would be written."""
    from mtgrules.game.actions import (
        Choose,
        ChooseTargets,
        ChooseTrigger,
        Discard,
        Keep,
        Mulligan,
        PutOnBottom,
    )  # fmt: skip

    decision = game.pending
    out: list[str] = []
    for action in game.legal_actions():
        if isinstance(action, (Keep, Mulligan)):
            out.append(action.kind)
        elif isinstance(action, Choose):
            out.append(action.value)
        elif isinstance(action, Discard):
            out.append(action.card)
        elif isinstance(action, (PutOnBottom, ChooseTargets)):
            out.append(
                f"[{', '.join(getattr(action, 'cards', ()) or getattr(action, 'targets', ()))}]"
            )
        elif isinstance(action, ChooseTrigger) and decision is not None:
            out.append(f"{action.trigger + 1} ({decision.options[action.trigger]})")
    return out


class Playing(ScenarioReader):
    """The scenario reader's actions in play."""

    # -- playing: the game's own rules (turns, priority, costs) -----------------------------

    def play(self, game: Game) -> None:
        """Start playing from the board, once: turn 1, the first player's precombat main phase
        (the scenario's moment), with priority to the active player."""
        if game.pending is None and not game.over:
            from mtgrules.game.play import begin_from_board

            begin_from_board(game)

    def priority_holder(self, game: Game) -> str:
        from mtgrules.game.turns import DecisionKind

        self.play(game)
        if game.pending is None or game.pending.kind is not DecisionKind.PRIORITY:
            kind = game.pending.kind.value if game.pending else "nothing (the game is over)"
            raise IllegalAction(f"the game waits for {kind}, not for priority", "117.1")
        return str(game.pending.player)

    def pass_once(self, game: Game) -> None:
        """Each player passes priority once (CR 117.4): the top of the stack resolves, or the
        step ends."""
        from mtgrules.game.actions import PassPriority
        from mtgrules.game.turns import DecisionKind

        self.play(game)
        if game.pending is not None and game.pending.kind not in (
            DecisionKind.PRIORITY,
            DecisionKind.ASSIGN,
        ):
            raise IllegalAction(waiting_choice(game, "priority can't be passed"), "117.3")
        for _ in range(len(game.players)):
            if game.pending is None or game.pending.kind is not DecisionKind.PRIORITY:
                break
            stack_size, step = len(game.stack), game.step
            game.apply(PassPriority(game.pending.player))
            if len(game.stack) != stack_size or game.step is not step:
                break
        self.assign_by_default(game)

    @staticmethod
    def assign_by_default(game: Game) -> None:
        """CR 510.1c: combat damage not assigned by an ``assign`` action is assigned the
        default way (lethal damage to each blocker in the order they were declared)."""
        from mtgrules.game.turns import DecisionKind

        while game.pending is not None and game.pending.kind is DecisionKind.ASSIGN:
            game.apply(game.legal_actions()[0])

    def assign(self, game: Game, data: Located) -> None:
        """CR 510.1c, 702.19b: players pass priority until the game waits for combat damage to
        be assigned; then each attacking creature named assigns its damage as given
        (``{attacker: [[recipient, amount], ...]}``), and any other that has a choice assigns
        it by default."""
        from mtgrules.game.actions import AssignCombatDamage, PassPriority
        from mtgrules.game.turns import DecisionKind, Step

        self.check_keys(data, {"assign"}, "'assign'")
        given = data["assign"]
        if not isinstance(given, dict) or not given:
            raise self.fail(
                data, "'assign' maps attacking creatures to [[recipient, amount]]", "assign"
            )
        self.play(game)
        before_damage = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE)
        while game.pending is not None and game.pending.kind is DecisionKind.PRIORITY:
            if game.step not in before_damage:
                raise IllegalAction("no combat damage is waiting to be assigned", "510.1c")
            game.apply(PassPriority(game.pending.player))
        for attacker, pairs in given.items():
            if not isinstance(pairs, list):
                raise self.fail(given, "an assignment is a list of [recipient, amount]", attacker)
            assignment = tuple(tuple(p) if isinstance(p, list) else p for p in pairs)
            game.apply(AssignCombatDamage(game.active_player, str(attacker), assignment))
        self.assign_by_default(game)

    def advance_to(self, game: Game, label: str, where: Any, key: str | int | None) -> None:
        """Move on to the next ``label`` step, this turn or the next: players pass priority,
        triggered abilities resolve, no one attacks or blocks, combat damage is assigned the
        default way (510.1c). A choice a player must make on the way (a discard, a choice as a
        permanent enters, the order or targets of triggers) is refused, naming it, for the
        scenario to make with its action (``choose``, ``discard``, ``order``,
        ``choose_targets``), and so is a step not reached by the end of the next turn."""
        from mtgrules.game.actions import FinishAttacks, FinishBlocks, PassPriority
        from mtgrules.game.turns import DecisionKind, Step

        try:
            target = Step.from_label(label)
        except ValueError as error:
            raise self.fail(where, str(error), key) from error
        self.play(game)
        start = (game.turn, game.step)
        for _ in range(2000):
            self.check_played(game, where, key)
            decision = game.pending
            if decision is None:
                return
            if game.step is target and (game.turn, game.step) != start:
                return
            if game.turn > start[0] + 1:
                raise self.fail(
                    where, f"the {label} step isn't reached this turn or the next (CR 500.1)", key
                )
            if decision.kind is DecisionKind.PRIORITY:
                game.apply(PassPriority(decision.player))
            elif decision.kind is DecisionKind.ATTACK:
                if target is Step.DECLARE_ATTACKERS and game.step is target:
                    return
                game.apply(FinishAttacks(decision.player))
            elif decision.kind is DecisionKind.BLOCK:
                if target is Step.DECLARE_BLOCKERS and game.step is target:
                    return
                game.apply(FinishBlocks(decision.player))
            elif decision.kind is DecisionKind.ASSIGN:
                self.assign_by_default(game)
            else:
                raise self.fail(
                    where, waiting_choice(game, f"the {label} step can't be reached"), key
                )
        raise self.fail(where, f"the game didn't reach the {label} step", key)

    def decide(self, game: Game, data: Located) -> None:
        """Make the choice the game waits for (CR 101.4, each decision's own rule), as its
        player: ``decide: keep`` or ``mulligan`` (103.5), the cards to put on the bottom
        (103.5c) or to discard (514.1) as a list of ids, a value for a choice (a colour or
        creature type as a permanent enters, 614.12; the legend to keep, 704.5j; a mode…), the
        triggered abilities in the order they go on the stack, each by its position among those
        still waiting (from 1) or a word of its text (603.3b), a trigger's targets as a list of
        ids (603.3d). Refused, with the rule, when the game waits for something else or the
        answer isn't offered; the game is then as it was."""
        from mtgrules.game.turns import DecisionKind

        self.check_keys(data, {"decide"}, "'decide'")
        self.play(game)
        decision = game.pending
        if decision is None or decision.kind in (DecisionKind.PRIORITY, DecisionKind.ATTACK,
                                                 DecisionKind.BLOCK, DecisionKind.ASSIGN):  # fmt: skip
            waits = decision.kind.value if decision else "nothing (the game is over)"
            raise IllegalAction(
                f"no choice is waiting to be made: the game waits for {waits}", "117.1"
            )
        given = data["decide"]
        answers = [str(v) for v in given] if isinstance(given, list) else [str(given)]
        self.answer(game.copy(), answers)  # tried first: one refused leaves the game as it was
        self.answer(game, answers)

    def answer(self, game: Game, answers: list[str]) -> None:
        """Give ``answers`` to the decision ``game`` waits for."""
        from mtgrules.game.actions import (
            Action,
            Choose,
            ChooseTargets,
            Discard,
            Keep,
            Mulligan,
            PutOnBottom,
        )  # fmt: skip
        from mtgrules.game.turns import DecisionKind

        decision = game.pending
        assert decision is not None
        player, kind = decision.player, decision.kind
        actions: list[Action]
        if kind is DecisionKind.MULLIGAN:
            if answers not in (["keep"], ["mulligan"]):
                raise IllegalAction(
                    f"answer a mulligan with keep or mulligan, not {answers}", "103.5"
                )
            actions = [Keep(player) if answers == ["keep"] else Mulligan(player)]
        elif kind is DecisionKind.BOTTOM:
            actions = [PutOnBottom(player, self.cards_in_hand(game, answers, player))]
        elif kind is DecisionKind.DISCARD:
            actions = [Discard(player, c) for c in self.cards_in_hand(game, answers, player)]
        elif kind is DecisionKind.TARGETS:
            actions = [ChooseTargets(player, tuple(answers))]
        elif kind is DecisionKind.ORDER:
            self.order_triggers(game, answers)
            return
        else:
            actions = [Choose(player, answer) for answer in answers]
        for action in actions:
            game.apply(action)

    def cards_in_hand(self, game: Game, cards: list[str], player: str) -> tuple[str, ...]:
        """Cards of ``player``'s hand, each by id or by name (a name twice: two such cards)."""
        chosen: list[str] = []
        for card in cards:
            if card in game.objects:
                chosen.append(card)
                continue
            try:
                english = game.database.face(card)[1].name
            except LookupError:
                english = card
            found = [
                object_id for object_id, obj in game.objects.items()
                if obj.zone is Zone.HAND and obj.owner == player and object_id not in chosen
                and english in game.characteristics(object_id).names
            ]  # fmt: skip
            if not found:
                raise IllegalAction(f"no '{card}' in {player}'s hand", "514.1")
            chosen.append(found[0])
        return tuple(chosen)

    def order_triggers(self, game: Game, answers: list[str]) -> None:
        """CR 603.3b: put the waiting triggered abilities on the stack in the order given, each
        by its position among those still waiting (from 1) or a word of its text."""
        from mtgrules.game.actions import ChooseTrigger
        from mtgrules.game.turns import DecisionKind

        for answer in answers:
            decision = game.pending
            if decision is None or decision.kind is not DecisionKind.ORDER:
                raise IllegalAction(
                    f"no triggered ability is waiting to be ordered for '{answer}'", "603.3b"
                )
            options = list(decision.options)
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                index = int(answer) - 1
            else:
                found = [
                    i for i, text in enumerate(options) if answer.casefold() in text.casefold()
                ]
                if len(found) != 1:
                    offered = "; ".join(f"{i}: {text}" for i, text in enumerate(options, start=1))
                    how = "matches none" if not found else "matches more than one"
                    raise IllegalAction(
                        f"'{answer}' {how} of the waiting triggered abilities ({offered})", "603.3b"
                    )
                index = found[0]
            game.apply(ChooseTrigger(decision.player, index))

    def next_step(self, game: Game, data: Located) -> None:
        self.check_keys(data, {"next"}, "'next'")
        self.advance_to(game, str(data["next"]), data, "next")

    def play_land(self, game: Game, data: Located) -> None:
        from mtgrules.game.actions import PlayLand

        self.check_keys(data, {"play_land"}, "'play_land'")
        card = str(data["play_land"])
        player = self.priority_holder(game)
        game.apply(PlayLand(player, self.card_in_hand(game, card, player)))

    def card_in_hand(self, game: Game, card: str, player: str, besides: str = "") -> str:
        """A card in ``player``'s hand (other than ``besides``), by id or by (English or
        Japanese) name."""
        if card in game.objects:
            return card
        try:
            english = game.database.face(card)[1].name
        except LookupError as error:
            raise IllegalAction(str(error), "601.2a") from error
        for object_id, obj in game.objects.items():
            if (
                obj.zone is Zone.HAND
                and obj.owner == player
                and object_id != besides
                and game.characteristics(object_id).names
                and english in game.characteristics(object_id).names
            ):
                return object_id
        raise IllegalAction(f"{player} has no {english} in hand", "601.2a")

    def cast_paid(self, game: Game, data: Located) -> None:
        """CR 601.2: cast from hand, paying the cost from lands and the pool; the spell waits
        on the stack until players pass."""
        from mtgrules.game.actions import CastSpell

        self.check_keys(data, PAID_CAST_KEYS, "'cast'")
        player = self.priority_with(game, data)
        card = self.card_in_hand(game, str(data["cast"]), player)
        targets = tuple(str(t) for t in data.get("targets") or [])
        sacrifice = self.ids(data.get("sacrifice"))
        discard = tuple(self.card_in_hand(game, c, player) for c in self.ids(data.get("discard")))
        divide = self.division(data)
        face = self.half_cast(game, card, data)
        cost = self.chosen_cost(game, player, card, data, face)
        reveal = data.get("reveal")
        if reveal is not None:
            reveal = self.card_in_hand(game, str(reveal), player, besides=card)
        game.apply(
            CastSpell(
                player, card, targets, self.x(data), face=face, cost=cost,
                kicks=self.kicks(data), sacrifice=sacrifice, discard=discard, divide=divide,
                reveal=reveal, modes=self.modes(data),
            )
        )  # fmt: skip

    def priority_with(self, game: Game, data: Located) -> str:
        """The player with priority, who must be ``controller`` if the action names one. With
        ``as: B``, the players before B pass priority until B has it (CR 117.3d), so that B
        can respond or act in this step; refused if B can't get it without the stack
        resolving or the step ending."""
        player = self.priority_holder(game)
        wanted = data.get("as")
        if wanted is not None:
            if wanted not in game.players:
                raise self.fail(data, f"no player '{wanted}'", "as")
            player = self.give_priority_to(game, str(wanted))
        if "controller" in data and data["controller"] != player:
            raise IllegalAction(
                f"{data['controller']} doesn't have priority; {player} does", "117.1"
            )
        return player

    def give_priority_to(self, game: Game, wanted: str) -> str:
        """CR 117.3d: the players who hold priority before ``wanted`` pass it, one at a time,
        until ``wanted`` holds it (nothing resolves and the step doesn't end meanwhile)."""
        from mtgrules.game.actions import PassPriority

        for _ in range(len(game.players)):
            holder = self.priority_holder(game)
            if holder == wanted:
                return holder
            stack, step = len(game.stack), game.step
            twin = game.copy()
            twin.apply(PassPriority(holder))
            if len(twin.stack) != stack or twin.step is not step or twin.pending is None:
                raise IllegalAction(
                    f"{wanted} can't get priority now: when {holder} passes, "
                    + ("the top of the stack resolves" if game.stack else "the step ends"),
                    "117.4",
                )
            game.apply(PassPriority(holder))
        raise IllegalAction(f"{wanted} can't get priority in this step", "117.3d")

    def chosen_cost(
        self, game: Game, player: str, card: str, data: Located, face: str | None = None
    ) -> str:
        """CR 118.9, 601.2b: the cost a spell is cast for (``cost:``, an alternative cost's
        label such as ``Progress 2 {R}``), among those it may be cast for now."""
        from mtgrules.game.play import MANA_COST, casting_costs

        cost = str(data.get("cost", MANA_COST))
        offered = [label for label, _ in casting_costs(game, player, card, face)]
        if cost not in offered:
            raise IllegalAction(
                f"{game.characteristics(card).name} can't be cast for '{cost}' now "
                f"(it may be cast for: {', '.join(offered) or 'nothing'})",
                "601.2b",
            )
        return cost

    def activate_paid(self, game: Game, data: Located) -> None:
        """CR 602.2: the player with priority activates an ability, paying its costs; it waits
        on the stack until players pass."""
        from mtgrules.game.actions import ActivateAbility

        self.check_keys(
            data,
            {"activate", "pay", "ability", "targets", "x", "controller", "as", "divide"},
            "'activate'",
        )
        player = self.priority_with(game, data)
        targets = tuple(str(t) for t in data.get("targets") or [])
        game.apply(
            ActivateAbility(
                player, str(data["activate"]), self.ability_number(data), targets,
                self.x(data), divide=self.division(data),
            )
        )  # fmt: skip

    def modes(self, data: Located) -> tuple[int, ...]:
        """CR 700.2a, 601.2b: the modes chosen for a modal spell (``modes: [1, 3]``), each by
        its number from 1 in the order printed."""
        given = data.get("modes")
        if given is None:
            return ()
        if not isinstance(given, list):
            raise self.fail(data, "'modes' must be a list of mode numbers, e.g. [1, 3]", "modes")
        return tuple(self.whole(given, i, n, 1, MAX_CHOICE, "modes") for i, n in enumerate(given))

    def ids(self, value: Any) -> tuple[str, ...]:
        """One id or name, or a list of them."""
        if value is None:
            return ()
        return tuple(str(v) for v in value) if isinstance(value, list) else (str(value),)

    def kicks(self, data: Located) -> int:
        """CR 702.33d: ``kicked: true`` (once) or ``kicks: N`` (multikicker)."""
        if "kicks" in data:
            return self.number(data, "kicks", 0, MAX_CHOICE)
        kicked = data.get("kicked", False)
        if not isinstance(kicked, bool):
            raise self.fail(data, "'kicked' must be true or false", "kicked")
        return int(kicked)

    def half_cast(self, game: Game, card: str, data: Located) -> str | None:
        """CR 709.3: the half of a split card cast: ``face``, or the half the card was named
        by; 715.3: an adventurer card's Adventure, so named (None: cast normally, or any other
        card)."""
        from mtgrules.game.play import split_halves

        halves = split_halves(game, card)
        if halves == [None]:
            return None
        named = str(data.get("face", data["cast"]))
        with contextlib.suppress(LookupError):
            named = game.database.face(named)[1].name
        if named not in halves:
            if None in halves:
                return None  # CR 715.3: an adventurer card cast normally
            raise IllegalAction(
                f"name the half of the split card to cast: {', '.join(map(str, halves))}", "709.3"
            )
        return named

    def attack(self, game: Game, data: Located) -> None:
        from mtgrules.game.actions import DeclareAttacker, FinishAttacks
        from mtgrules.game.turns import DecisionKind

        self.check_keys(data, {"attack", "defender"}, "'attack'")
        self.advance_to(game, "declare_attackers", data, "attack")
        if game.pending is None or game.pending.kind is not DecisionKind.ATTACK:
            raise IllegalAction("no creature can attack now", "508.1a")
        player = game.pending.player
        others = [p for p in game.turn_order if p != player]
        defender = str(data.get("defender", others[0] if others else ""))
        for creature in data["attack"] or []:
            game.apply(DeclareAttacker(player, str(creature), defender))
        game.apply(FinishAttacks(player))

    def block(self, game: Game, data: Located) -> None:
        from mtgrules.game.actions import DeclareBlocker, FinishBlocks
        from mtgrules.game.turns import DecisionKind

        self.check_keys(data, {"block"}, "'block'")
        self.advance_to(game, "declare_blockers", data, "block")
        if game.pending is None or game.pending.kind is not DecisionKind.BLOCK:
            raise IllegalAction("nothing is attacking, so nothing can block", "509.1")
        player = game.pending.player
        for blocker, attacker in (data["block"] or {}).items():
            game.apply(DeclareBlocker(player, str(blocker), str(attacker)))
        game.apply(FinishBlocks(player))
