"""The CR's own defaults as a rule pack: the state-based actions (CR 704), the attachment rules
(auras, equipment, fortifications: 303.4, 301.5, 301.6, 701.3) and the properties of mana
(snow, 106.3) and what a permanent gets as it enters (lore, loyalty, class levels). Every game installs :data:`CORE` first, through the same interface as a variant
pack (:func:`~mtgrules.game.packs.install_pack`), so a variant changes them the way the core
sets them."""

from __future__ import annotations

from mtgrules.game.attachments import ATTACHMENT_RULES
from mtgrules.game.bestow import BESTOWED_AURA
from mtgrules.game.classes import class_enters
from mtgrules.game.loyalty import note_entering
from mtgrules.game.mana import snow_property
from mtgrules.game.packs import VariantPack
from mtgrules.game.sagas import enters_with_lore
from mtgrules.game.sba import CHECKS

CORE = VariantPack(
    name="core",
    description="the Comprehensive Rules' own state-based actions, attachments and mana",
    state_based_actions=CHECKS,
    attachment_rules=(BESTOWED_AURA, *ATTACHMENT_RULES),
    mana_properties=(snow_property,),
    entering_rules=(enters_with_lore, note_entering, class_enters),
)
"""The rules every game plays with; not a variant (no game opts out of it)."""
