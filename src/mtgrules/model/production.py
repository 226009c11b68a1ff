"""What a mana ability makes (CR 106.1, 605.1a), read from its words: the ways it can be made,
an amount "for each" (106.1b), the commander's color identity (903.4f), the chosen color
(614.12), what the mana may be spent on (106.6) and what it makes instead under a condition.
Read from the ability alone, so the card reader's support status can ask it too; the game pays
with it in :mod:`mtgrules.game.mana`."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace

from mtgrules.model.abilities import Ability, Condition, Count
from mtgrules.model.spending import SpendOnly
from mtgrules.vocab.colors import Color

__all__ = ["Option", "Production", "mana_options", "production_of", "read_production"]

_ADD = re.compile(r"Add (.+?)(?:\.(?= |$)|$)")
"""What "Add …" says, to the end of its sentence."""
_SYMBOL = re.compile(r"\{([WUBRGC])\}")
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COMMANDER = "one mana of any color in your commander's color identity"
_CHOSEN = "one mana of the chosen color"

Option = tuple[Color | None, ...]


@dataclass(frozen=True)
class Production:
    """CR 106.1, 605.1a: what a mana ability (or a spell's "add" instruction) makes, read from
    its words: the ways it can be made (one tuple of mana per way), each made ``amount`` times
    when it says "for each" (106.1b: determined as it resolves), or the colors of the
    commander's color identity (903.4f)."""

    options: tuple[Option, ...] = ()
    amount: Count | None = None
    commander: bool = False
    chosen: bool = False
    """Also one mana of the color chosen as its permanent entered (614.12: Thriving lands,
    the Gates: "{W} or one mana of the chosen color")."""
    only: SpendOnly | None = None
    """CR 106.6: the mana may be spent only on what this allows."""
    instead: tuple[tuple[Condition, ...], Production] | None = None
    """What it makes instead while every condition holds ("If you control an Urza's Mine and
    an Urza's Power-Plant, add {C}{C}{C} instead")."""

    @property
    def fixed(self) -> bool:
        """Whether what it makes doesn't depend on the game."""
        return self.amount is None and not self.commander and not self.chosen


def read_production(words: str, amount: Count | None = None) -> Production:
    """The mana a phrase adds (CR 106.1): ``{B}{B}{B}``; ``{U} or {R}``; ``{G}, {U}, or {R}``;
    ``{G}{G}, {G}{U}, or {U}{U}``; ``one mana of any color``; ``three mana of any one color``
    (106.1a: all of one color); ``two mana in any combination of colors``; the commander's
    color identity (903.4f). An empty production when the phrase isn't one of these."""
    words = words.strip().rstrip(".")
    if words == _CHOSEN:
        return Production(amount=amount, chosen=True)
    if words.endswith(" or " + _CHOSEN):
        plain = read_production(words.removesuffix(" or " + _CHOSEN))
        if not plain.options or not plain.fixed:
            return Production()
        return Production(plain.options, amount, chosen=True)
    if words == _COMMANDER:
        return Production(commander=True, amount=amount)
    number, _, rest = words.partition(" ")
    count = _COUNTS.get(number)
    if count is not None and rest in ("mana of any color", "mana of any one color"):
        if rest == "mana of any color" and count != 1:
            return Production()
        return Production(tuple((c,) * count for c in Color), amount)
    if count is not None and rest == "mana in any combination of colors":
        ways = itertools.combinations_with_replacement(list(Color), count)
        return Production(tuple(tuple(w) for w in ways), amount)
    options = []
    for part in re.split(r",? or |, ", words):
        symbols = _SYMBOL.findall(part)
        if not symbols or _SYMBOL.sub("", part).strip():
            return Production()
        options.append(tuple(None if s == "C" else Color(s) for s in symbols))
    return Production(tuple(options), amount)


def production_of(ability: Ability) -> Production:
    """What a mana ability makes: its ``add_mana`` instruction's, else its text's "Add …"
    (CR 605.1a). Known per ability (abilities are frozen values)."""
    known = _PRODUCTIONS.get(id(ability))
    if known is not None and known[0] is ability:
        return known[1]
    adding = next((i for i in ability.instructions if i.action == "add_mana"), None)
    if adding is not None:
        production = read_production(str(adding.param("value", "")), adding.amount)
        only = adding.param("spend_only")
        if isinstance(only, SpendOnly):
            production = replace(production, only=only)
        conditions = adding.param("instead_if")
        if conditions:
            other = read_production(str(adding.param("instead", "")))
            production = replace(production, instead=(tuple(conditions), other))
    else:
        match = _ADD.search(ability.render("this"))
        production = read_production(match.group(1)) if match else Production()
    if len(_PRODUCTIONS) > 4096:
        _PRODUCTIONS.clear()
    _PRODUCTIONS[id(ability)] = (ability, production)
    return production


_PRODUCTIONS: dict[int, tuple[Ability, Production]] = {}
"""What each mana ability makes, by ability."""


def mana_options(ability: Ability) -> tuple[Option, ...]:
    """CR 106.1, 605.1a: the mana a mana ability can add, one tuple per way it can be made:
    ``{T}: Add {G}.`` → (G,); ``Add {U} or {R}.`` → (U,), (R,); ``Add {C}{C}.`` → (C, C);
    ``Add one mana of any color.`` → one option per color. For an ability whose mana depends on
    the game ("for each artifact you control"), one of each (see :func:`options_now`)."""
    production = production_of(ability)
    if production.commander or production.chosen:
        return tuple(dict.fromkeys([*production.options, *((c,) for c in Color)]))
    if production.instead is not None:
        return tuple(dict.fromkeys([*production.options, *production.instead[1].options]))
    return production.options
