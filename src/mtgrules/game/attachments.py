"""What may be attached to what (CR 301.5, 301.6, 303.4, 701.3), as data: one
:class:`AttachmentRule` per kind of attaching permanent. The state-based actions for illegal
attachments (704.5m, 704.5n, 704.5p) read :attr:`Game.attachment_rules`, so a variant pack can let
other permanents attach (the Bond variant's creatures with Back Attack) by adding a rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.game.keywords import ENCHANT
from mtgrules.game.objects import Zone
from mtgrules.game.refusals import Refusal

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@dataclass(frozen=True)
class AttachmentRule:
    """One kind of permanent that attaches: which permanents it covers, what they may be
    attached to, and what happens when one is attached illegally (or to nothing)."""

    name: str
    covers: Callable[[GameState, str], bool]
    """Whether the permanent is of this kind (an Aura, an Equipment…)."""
    may_attach_to: Callable[[GameState, str, str], bool]
    """Whether the permanent may be attached to this object."""
    when_illegal: str | Callable[[GameState, str, str | None], str]
    """What happens to it: ``graveyard`` (CR 704.5m), ``unattach`` (704.5n), or
    ``unattach_untap``; or a function of the game, the permanent and what it was attached to
    that says which."""
    rule: str
    must_be_attached: bool = False
    """An Aura attached to nothing is illegal too (704.5m); Equipment may hang free."""
    remembers_gone_host: bool = False
    """Whether, when what it is attached to leaves the battlefield, it stays "attached to" the
    object that left until state-based actions are checked (so they can tell what it was
    attached to, and who controlled that, from last known information, CR 608.2h)."""


def _on_battlefield(game: GameState, object_id: str) -> bool:
    obj = game.objects.get(object_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def enchant_allows(game: GameState, aura: str, host: str) -> bool:
    """CR 303.4a, 702.5: an Aura's enchant ability says what it can be attached to."""
    host_line = game.characteristics(host).type_line
    for ability in game.characteristics(aura).abilities:
        if ability.is_keyword(ENCHANT):
            wanted = ability.parameter.strip().lower()
            if wanted == "permanent":
                return True
            words = {c.english.lower() for c in host_line.card_types}
            words |= {s.english.lower() for s in host_line.subtypes}
            return wanted in words
    return True


def _is(subtype: str) -> Callable[[GameState, str], bool]:
    return lambda game, object_id: game.characteristics(object_id).type_line.has_subtype(subtype)


AURA = AttachmentRule(
    "Aura",
    _is("Aura"),
    lambda game, aura, host: (
        host != aura and _on_battlefield(game, host) and enchant_allows(game, aura, host)
    ),
    "graveyard",
    "704.5m",
    must_be_attached=True,
)
"""CR 303.4: an Aura enchants what its enchant ability allows."""

EQUIPMENT = AttachmentRule(
    "Equipment",
    _is("Equipment"),
    lambda game, equipment, host: (
        host != equipment
        and _on_battlefield(game, host)
        and game.characteristics(host).type_line.has_card_type("Creature")
        and not game.characteristics(equipment).type_line.has_card_type("Creature")
    ),
    "unattach",
    "704.5n",
)
"""CR 301.5c: Equipment equips creatures, and an Equipment that is a creature equips nothing."""

FORTIFICATION = AttachmentRule(
    "Fortification",
    _is("Fortification"),
    lambda game, fortification, host: (
        host != fortification
        and _on_battlefield(game, host)
        and game.characteristics(host).type_line.has_card_type("Land")
        and not game.characteristics(fortification).type_line.has_card_type("Creature")
    ),
    "unattach",
    "704.5n",
)
"""CR 301.6: a Fortification fortifies lands."""

ATTACHMENT_RULES: tuple[AttachmentRule, ...] = (AURA, EQUIPMENT, FORTIFICATION)
"""The attachment rules of the Comprehensive Rules; a game's own list may have more."""


def outcome(rule: AttachmentRule, game: GameState, object_id: str, host: str | None) -> str:
    """What happens to ``object_id``, illegally attached to ``host`` (or to nothing)."""
    if isinstance(rule.when_illegal, str):
        return rule.when_illegal
    return rule.when_illegal(game, object_id, host)


def rule_for(game: GameState, object_id: str) -> AttachmentRule | None:
    """The attachment rule that covers this permanent, if any (the first that does)."""
    rules: list[AttachmentRule] = game.attachment_rules
    for rule in rules:
        if rule.covers(game, object_id):
            return rule
    return None


def attaching_refusal(game: GameState, object_id: str, host: str) -> Refusal | None:
    """CR 701.3a-b: why ``object_id`` can't be attached to ``host`` now, or None. Both must be
    on the battlefield at the moment of attaching — an ability whose source has left (or whose
    target has) attaches nothing, as the object it became is a new one (400.7) — and an
    attachment rule must cover ``object_id`` and let it attach to ``host``; otherwise it
    doesn't move."""
    if not _on_battlefield(game, object_id):
        return Refusal(f"{object_id} is not on the battlefield: it can't be attached", "701.3a")
    if not _on_battlefield(game, host):
        return Refusal(f"{host} is not on the battlefield: {object_id} can't be attached to it",
                       "701.3a")  # fmt: skip
    rule = rule_for(game, object_id)
    if rule is None or not rule.may_attach_to(game, object_id, host):
        return Refusal(f"{object_id} can't be attached to {host}: it doesn't move", "701.3b")
    return None


def remembers_gone_host(game: GameState, object_id: str) -> bool:
    """Whether the attachment rule of ``object_id`` keeps it pointing at what it was attached
    to after that left (:attr:`AttachmentRule.remembers_gone_host`)."""
    if not any(r.remembers_gone_host for r in game.attachment_rules):
        return False
    rule = rule_for(game, object_id)
    return rule is not None and rule.remembers_gone_host
