"""What an effect sees while the layers are applied (CR 613): every object's working record
(:class:`WorkingView`, and the copy-on-write view of a trial application), one continuous effect
(:class:`EffectInstance`) and its context (:class:`EffectContext`), and the result."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from mtgrules.effects.characteristics import Characteristics, TraceEntry
from mtgrules.effects.model import EffectSpec, Word
from mtgrules.effects.text import Text
from mtgrules.effects.working import Board, Working
from mtgrules.model.abilities import Ability
from mtgrules.model.history import NO_HISTORY, TurnHistory


class WorkingView:
    """Every object's working record, by id, in a stable order. A trial view shares the
    untouched records with its parent and copies the ones it changes."""

    def __init__(
        self, records: dict[str, Working], order: list[str], alias: dict[str, str] | None = None
    ) -> None:
        self.records = records
        self.order = order
        self.alias = alias or {}
        """Objects that share another's record (alike sources, see :func:`alike_objects`)."""

    def objects(self) -> Iterator[Working]:
        records = self.records
        return (records[i] for i in self.order)

    def get(self, object_id: str) -> Working | None:
        record = self.records.get(object_id)
        if record is None and self.alias:
            like = self.alias.get(object_id)
            return self.records.get(like) if like is not None else None
        return record

    def trial(self) -> WorkingView:
        return TrialView(self)


class TrialView(WorkingView):
    """A copy-on-write view for trial applications: records are copied when first written."""

    def __init__(self, parent: WorkingView) -> None:
        super().__init__(dict(parent.records), parent.order, parent.alias)
        self.copied: set[str] = set()

    def writable(self, object_id: str) -> Working:
        if object_id not in self.copied:
            self.records[object_id] = self.records[object_id].clone()
            self.copied.add(object_id)
        return self.records[object_id]

    def keep_changed(self, parent: WorkingView) -> None:
        """Forget the copies the trial left as they were: an effect can depend on another only
        through what it changes (CR 613.8a)."""
        parents = parent.records
        for object_id in [i for i in self.copied if self.records[i].same_as(parents[i])]:
            self.records[object_id] = parents[object_id]
            self.copied.discard(object_id)


# -- effect instances ----------------------------------------------------------------------------


@dataclass
class EffectInstance:
    """One continuous effect while layers are applied."""

    key: tuple[Any, ...]
    spec: EffectSpec
    source_id: str
    timestamp: tuple[int, ...]
    ability_key: tuple[Any, ...] | None = None
    resolved: Any = None
    fixed_controller: str | None = None
    locked: list[str] | None = None
    started: bool = False
    label: str = ""
    label_of: tuple[Ability, tuple[str, ...]] | None = None
    """A static ability's effect is labelled with its ability's text as its object (of these
    names) says it: rendered only when needed."""

    @property
    def text(self) -> str:
        """What the effect is, for the trace."""
        if self.label_of is not None and not self.label:
            ability, names = self.label_of
            self.label = ability.render(" // ".join(names) if names else None)
        return self.label

    @property
    def is_static(self) -> bool:
        return self.resolved is None and self.ability_key is not None


class EffectContext:
    """The :class:`~mtgrules.effects.model.Context` of one effect instance on one view."""

    def __init__(self, instance: EffectInstance, view: WorkingView, board: Board) -> None:
        self.instance = instance
        self.view = view
        self.board = board
        self.source_id = instance.source_id
        self.effect_key = instance.key
        self.timestamp = instance.timestamp[0] if instance.timestamp else 0

    @property
    def controller(self) -> str:
        if self.instance.fixed_controller is not None:
            return self.instance.fixed_controller
        source = self.view.get(self.source_id)
        return source.controller if source is not None else ""

    def _text(self) -> Text | None:
        source = self.view.get(self.source_id)
        if source is not None and self.instance.ability_key is not None:
            for i in source.abilities:
                if i.key == self.instance.ability_key:
                    return i.ability.text
        resolved = self.instance.resolved
        if resolved is not None and resolved.ability_text is not None:
            text: Text = resolved.ability_text
            return text
        return None

    def named_source(self) -> str | None:
        """CR 201.5a: the object the effect's ability names by ``{source}``."""
        source = self.view.get(self.source_id)
        if source is not None and self.instance.ability_key is not None:
            for i in source.abilities:
                if i.key == self.instance.ability_key:
                    return i.named_source
        return None

    def word(self, word: Word) -> str:
        if isinstance(word, str):
            return word
        text = self._text()
        value = text.word(word.kind, word.number) if text is not None else None
        if value is None:
            raise ValueError(f"the effect's text has no {word.kind.value} word #{word.number}")
        return value

    def blocking(self, attacker: str) -> frozenset[str]:
        """CR 509.1g: the creatures blocking ``attacker``, from the game's combat (none on a
        board without one)."""
        combat = getattr(self.board, "combat", None)
        blockers = getattr(combat, "blockers", {})
        return frozenset(b for b, a in blockers.items() if a == attacker)

    def spells_cast_last_turn(self) -> Mapping[str, int]:
        """How many spells each player cast last turn (none on a board without turns)."""
        found: Mapping[str, int] = getattr(self.board, "spells_cast_last_turn", {})
        return found

    def turn_history(self) -> TurnHistory:
        """What happened this turn (nothing on a board without turns)."""
        found: TurnHistory = getattr(self.board, "history", NO_HISTORY)
        return found if found.turn == getattr(self.board, "turn", found.turn) else NO_HISTORY

    def life_total(self, player: str) -> int:
        """CR 119.1: ``player``'s life total (0 on a board without players)."""
        state = getattr(self.board, "players", {}).get(player)
        return int(getattr(state, "life", 0))

    def variable(self, name: str) -> int:
        resolved = self.instance.resolved
        if resolved is None or name not in resolved.variables:
            return 0
        value: int = resolved.variables[name]
        return value

    def choice(self, kind: str) -> Any:
        resolved = self.instance.resolved
        if resolved is not None and kind in resolved.choices:
            return resolved.choices[kind]
        obj = self.board.objects.get(self.source_id)
        return obj.choices.get(kind) if obj is not None else None

    def target(self, index: int) -> str | None:
        resolved = self.instance.resolved
        if resolved is None or index > len(resolved.targets):
            return None
        target: str | None = resolved.targets[index - 1]
        return target


# -- the result --------------------------------------------------------------------------------------


@dataclass
class LayerResult:
    """Every object's characteristics, how each came about, and the rules effects in force."""

    characteristics: dict[str, Characteristics]
    traces: dict[str, list[TraceEntry]]
    rules: set[str] = field(default_factory=set)
    view: WorkingView | None = None
    rule_effects: list[tuple[str, str, Any]] = field(default_factory=list)
    """Effects on the rules in force with their parameters (CR 613.11): (source, controller,
    operation), in the order they apply — e.g. cost increases and reductions (601.2f)."""
