"""Costs (CR 118, 602.1a): an activated ability's cost text read into its parts."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mtgrules.vocab.mana import CORE_SYMBOLS, ManaCost, ManaCostError, SymbolTable


class UnsupportedCost(ValueError):
    """A cost the game can't pay yet (it names what)."""


@dataclass(frozen=True)
class Cost:
    """CR 118.1: mana, tapping ({T}), untapping ({Q}), sacrificing this permanent, life;
    discarding this card (``Discard {this}``: an ability that functions in its owner's hand,
    CR 113.6m); ``loyalty``: the loyalty counters a loyalty ability puts on (positive) or
    removes (negative) (CR 606.4), None for an ability that isn't one."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    text: str = ""
    loyalty: int | None = None
    discard_self: bool = False
    chosen: tuple[CostChoice, ...] = ()
    """Parts paid with objects the payer chooses (CR 601.2h): "Sacrifice an artifact"."""
    remove_counters: tuple[tuple[str, int], ...] = ()
    """Counters removed from this permanent (CR 122.8): ``(("+1/+1", 1),)``."""
    put_counters: tuple[tuple[str, int], ...] = ()
    """Counters put on this permanent (CR 122.1): ``(("-0/-1", 1),)`` (Wall of Roots)."""

    @property
    def beyond_self(self) -> bool:
        """Whether paying it takes objects other than its source, or counters of it."""
        return bool(self.chosen or self.remove_counters or self.put_counters)


@dataclass(frozen=True)
class CostChoice:
    """CR 601.2h, 602.2b: a part of an activation cost paid with objects the payer chooses:
    ``action`` (``sacrifice``, ``tap`` or ``return`` permanents they control, ``discard``
    cards from their hand, ``exile`` cards from their graveyard), ``count`` different ones,
    each what ``what`` names (a card type or subtype, ``Permanent``, ``Card``,
    ``Artifact or creature``, ``Nonland permanent``); ``other``: not the source itself
    ("sacrifice another creature")."""

    action: str
    count: int
    what: str
    other: bool = False

    @property
    def zone(self) -> str:
        return {"discard": "hand", "exile": "graveyard"}.get(self.action, "battlefield")


_LIFE = re.compile(r"^pay (\d+) life$", re.IGNORECASE)
_COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|another)"
_CHOSEN: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("sacrifice", re.compile(rf"^sacrifice {_COUNT} (.+?)$", re.IGNORECASE)),
    ("discard", re.compile(rf"^discard {_COUNT} (cards?)$", re.IGNORECASE)),
    ("tap", re.compile(rf"^tap {_COUNT} untapped (.+?) you control$", re.IGNORECASE)),
    ("return", re.compile(rf"^return {_COUNT} (.+?) you control to its owner's hand$", re.I)),
    ("exile", re.compile(rf"^exile {_COUNT} (.+?) from your graveyard$", re.IGNORECASE)),
)
"""The cost parts paid with chosen objects (CR 601.2h), as printed."""
_REMOVE = re.compile(rf"^remove {_COUNT} (\S+) counters? from \{{this\}}$", re.IGNORECASE)
_PUT = re.compile(r"^put (a|an) (\S+) counter on \{this\}$", re.IGNORECASE)
_COUNTS = {"a": 1, "an": 1, "another": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
           "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}  # fmt: skip
_PLURALS = {"cards": "card", "creatures": "creature", "artifacts": "artifact", "lands": "land",
            "permanents": "permanent", "enchantments": "enchantment"}  # fmt: skip


def _chosen_part(part: str) -> CostChoice | None:
    """CR 601.2h: "Sacrifice an artifact", "Discard a card", "Tap an untapped creature you
    control", "Return a Forest you control to its owner's hand", "Exile three cards from your
    graveyard" — or None for another part."""
    for action, pattern in _CHOSEN:
        match = pattern.match(part)
        if match is None or "{this}" in part:
            continue
        article, what = match.group(1).lower(), match.group(2)
        count = _COUNTS[article]
        words = what.split()
        words[-1] = _PLURALS.get(words[-1].lower(), words[-1]) if count > 1 else words[-1]
        if count > 1 and words[-1].endswith("s") and words[-1][:1].isupper():
            words[-1] = words[-1][:-1]  # "two Goblins": each a Goblin
        what = " ".join(words)
        if action in ("discard", "exile") and not what.lower().endswith("card"):
            return None
        return CostChoice(action, count, what[:1].upper() + what[1:], other=article == "another")
    return None


_LOYALTY = re.compile(r"^\[([+−-]?)(\d+)\]$|^([+−-]?)(\d+)$")
"""A loyalty symbol (CR 606.2): ``[+1]``, ``[−3]``, ``[0]``, or as some cards print it ``+2``."""


def loyalty_of(part: str) -> int | None:
    """The loyalty counters a loyalty cost part adds (negative: removes), or None."""
    match = _LOYALTY.match(part)
    if match is None:
        return None
    sign = match.group(1) if match.group(2) is not None else match.group(3)
    number = int(match.group(2) if match.group(2) is not None else match.group(4))
    return -number if sign in ("-", "−") else number


def parse_cost(text: str) -> Cost:
    """Read ``{1}{U}, {T}``, ``{X}``, ``{B}{B}``, ``{T}, Sacrifice {this}``, ``Pay 2 life``.
    Raises :class:`UnsupportedCost` for anything else."""
    mana: ManaCost | None = None
    tap = untap = sacrifice = discard = False
    life = 0
    loyalty: int | None = None
    chosen: list[CostChoice] = []
    removed: list[tuple[str, int]] = []
    put: list[tuple[str, int]] = []
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        if (match := _REMOVE.match(part)) is not None and match.group(1).lower() != "another":
            removed.append((match.group(2), _COUNTS[match.group(1).lower()]))  # CR 122.8
        elif (match := _PUT.match(part)) is not None:
            put.append((match.group(2), 1))
        elif (choice := _chosen_part(part)) is not None:
            chosen.append(choice)
        elif (counters := loyalty_of(part)) is not None:
            loyalty = (loyalty or 0) + counters  # CR 606.5: combined into one
        elif part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif part.lower().startswith("sacrifice") and (
            "{this}" in part or part.lower() == "sacrifice this"
        ):
            sacrifice = True
        elif (match := _LIFE.match(part)) is not None:
            life += int(match.group(1))
        elif part.lower() in ("discard {this}", "discard this card"):
            discard = True
        else:
            try:
                parsed = ManaCost.parse(part)
            except ManaCostError as error:
                raise UnsupportedCost(f"can't pay '{part}'") from error
            mana = parsed if mana is None else ManaCost(mana.symbols + parsed.symbols)
    return Cost(
        mana, tap, untap, sacrifice, life, text, loyalty, discard, tuple(chosen), tuple(removed),
        tuple(put),
    )  # fmt: skip


# -- additional costs to cast a spell (CR 118.8) --------------------------------------------------


@dataclass(frozen=True)
class SpellCost:
    """CR 118.8: a cost paid as a spell is cast besides its mana cost — a kicker cost
    (702.33a) or "as an additional cost to cast this spell, …": mana, permanents to sacrifice
    (one word per permanent: its card type or subtype, ``Creature``, ``Goblin``, or
    ``Permanent``), cards to discard, life to pay."""

    mana: ManaCost | None = None
    sacrifice: tuple[str, ...] = ()
    discard: int = 0
    life: int = 0
    text: str = ""

    def __add__(self, other: SpellCost) -> SpellCost:
        mana = self.mana
        if other.mana is not None:
            mana = other.mana if mana is None else ManaCost(mana.symbols + other.mana.symbols)
        return SpellCost(
            mana,
            self.sacrifice + other.sacrifice,
            self.discard + other.discard,
            self.life + other.life,
            ", ".join(t for t in (self.text, other.text) if t),
        )

    def times(self, count: int) -> SpellCost:
        """This cost paid ``count`` times (multikicker, CR 702.33c)."""
        mana = ManaCost(self.mana.symbols * count) if self.mana is not None and count else None
        return SpellCost(
            mana, self.sacrifice * count, self.discard * count, self.life * count,
            ", ".join([self.text] * count),
        )  # fmt: skip

    @property
    def beyond_mana(self) -> bool:
        """Whether paying it takes more than mana: a choice of objects, or life."""
        return bool(self.sacrifice or self.discard or self.life)


NUMBER_WORDS: dict[str, int] = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
"""How many objects a cost names ("sacrifice two creatures")."""

_SACRIFICE = re.compile(r"^sacrifice (\w+) (.+?)$", re.IGNORECASE)
_DISCARD = re.compile(r"^discard (\w+) cards?$", re.IGNORECASE)


def parse_spell_cost(text: str, symbols: SymbolTable = CORE_SYMBOLS) -> SpellCost:
    """Read an additional cost as printed: ``{4}``, ``Sacrifice a creature``, ``Sacrifice a
    Goblin``, ``Discard two cards``, ``Pay 3 life``, or several joined by commas (``{2}{R},
    Sacrifice a land``). Raises :class:`UnsupportedCost` for anything else. ``symbols`` is the
    mana-symbol table in force (a variant's)."""
    total = SpellCost()
    for part in [p.strip().rstrip(".") for p in text.split(",") if p.strip()]:
        total += _spell_cost_part(part, symbols)
    return replace(total, text=text.strip().rstrip("."))


_EITHER = re.compile(r"^(.+?) or ((?:sacrifice|discard|pay) .+)$", re.IGNORECASE)
_PAY_MANA = re.compile(r"^pay ((?:\{[^}]+\})+)$", re.IGNORECASE)


def spell_cost_options(text: str, symbols: SymbolTable = CORE_SYMBOLS) -> tuple[SpellCost, ...]:
    """CR 118.8, 601.2b: the costs an additional cost offers, of which the caster announces the
    one they pay: two for a choice ("Sacrifice an artifact or discard a card", "Pay 5 life or
    pay {2}"), else the one cost :func:`parse_spell_cost` reads. Raises
    :class:`UnsupportedCost` for a cost the game can't pay."""
    match = _EITHER.match(text.strip().rstrip("."))
    if match is None:
        return (parse_spell_cost(text, symbols),)
    options = []
    for part in match.groups():
        mana = _PAY_MANA.match(part.strip())
        cost = _spell_cost_part(mana.group(1) if mana else part.strip(), symbols)
        options.append(replace(cost, text=part.strip()[:1].upper() + part.strip()[1:]))
    return tuple(options)


def _spell_cost_part(part: str, symbols: SymbolTable) -> SpellCost:
    if (match := _LIFE.match(part)) is not None:
        return SpellCost(life=int(match.group(1)))
    if (match := _DISCARD.match(part)) is not None and match.group(1).lower() in NUMBER_WORDS:
        return SpellCost(discard=NUMBER_WORDS[match.group(1).lower()])
    if (match := _SACRIFICE.match(part)) is not None and match.group(1).lower() in NUMBER_WORDS:
        count = NUMBER_WORDS[match.group(1).lower()]
        word = match.group(2).strip()
        if count > 1 and word.endswith("s"):
            word = word[:-1]  # "two creatures": each a creature
        return SpellCost(sacrifice=(word[:1].upper() + word[1:],) * count)
    try:
        mana = ManaCost.parse(part, symbols)
    except ManaCostError as error:
        raise UnsupportedCost(f"can't pay '{part}' as a spell is cast") from error
    return SpellCost(mana=mana)
