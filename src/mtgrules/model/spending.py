"""Restrictions on spending mana (CR 106.6): "Spend this mana only to cast artifact spells"
(Mishra's Workshop), "… only to cast a creature spell of the chosen type, and that spell can't
be countered" (Cavern of Souls), "… only to cast colorless Eldrazi spells or activate abilities
of colorless Eldrazi" (Eldrazi Temple). The restriction is a property of the mana made (106.6):
it rides on that mana in its controller's pool, and a payment may spend it only on what it
allows."""

from __future__ import annotations

from dataclasses import dataclass, replace

from mtgrules.model.abilities import Filter


@dataclass(frozen=True)
class SpendOnly:
    """CR 106.6: what mana with this restriction may be spent on — casting a spell ``cast``
    matches (with two or more colors if ``multicolored``; with the creature type chosen as the
    mana's source entered if ``chosen_type``, CR 614.12), or activating an ability of a source
    ``activate`` matches. ``uncounterable``: the spell it is spent on can't be countered
    (Cavern of Souls, CR 101.2)."""

    cast: Filter | None = None
    activate: Filter | None = None
    multicolored: bool = False
    chosen_type: bool = False
    uncounterable: bool = False
    chosen: str | None = None
    """The creature type the source had chosen when the mana was made (bound then: the mana
    keeps its restriction after the source leaves, CR 106.6)."""

    def bound(self, chosen: str | None) -> SpendOnly:
        """This restriction with the source's chosen creature type fixed."""
        return replace(self, chosen=chosen) if self.chosen_type else self
