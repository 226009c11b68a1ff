"""Names (CR 201): which objects share a name, choosing a card name, interchangeable names, and how
an ability refers to its own object.

An object's names are a ``frozenset[str]`` of English names (CR 201.2); a face-down object or
another nameless object has the empty set. Interchangeable names (CR 201.3) come from the data
table ``data/interchangeable_names.tsv`` (one group per line, names separated by tabs).
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from mtgrules.cards.database import Card, CardDatabase, Face, normalize_name
from mtgrules.cards.errors import IllegalChoice

Names = frozenset[str]
"""The English names an object has; empty when it has none (e.g. face down, CR 708.2a)."""

NAMELESS: Names = frozenset()


@dataclass(frozen=True)
class InterchangeableNames:
    """CR 201.3: groups of card names treated as the same English name."""

    groups: tuple[frozenset[str], ...] = ()

    def of(self, name: str) -> frozenset[str]:
        """``name`` and every name interchangeable with it."""
        for group in self.groups:
            if name in group:
                return group
        return frozenset({name})

    def widen(self, names: Names) -> Names:
        """The names an object with ``names`` counts as having for CR 201.3a."""
        return frozenset().union(*(self.of(n) for n in names)) if names else NAMELESS


@cache
def bundled_interchangeable_names() -> InterchangeableNames:
    """The interchangeable names listed in the package's data table."""
    text = (
        resources.files("mtgrules.cards")
        .joinpath("data", "interchangeable_names.tsv")
        .read_text(encoding="utf-8")
    )
    rows = [
        r for r in csv.reader(text.splitlines(), delimiter="\t") if r and not r[0].startswith("#")
    ]
    return InterchangeableNames(tuple(frozenset(r) for r in rows))


def same_name(first: Names, second: Names, table: InterchangeableNames | None = None) -> bool:
    """CR 201.2a: two objects have the same name if they have at least one name in common; an
    object with no name has the same name as nothing, not even another nameless object.
    CR 201.3a: interchangeable names count as the same name."""
    table = table if table is not None else bundled_interchangeable_names()
    return bool(table.widen(first) & table.widen(second))


def all_different_names(group: Sequence[Names], table: InterchangeableNames | None = None) -> bool:
    """CR 201.2b: objects have different names only if each has at least one name and no two of
    them have a name in common (Liliana's Contract's "four or more Demons with different
    names")."""
    if any(not names for names in group):
        return False
    return not any(
        same_name(group[i], group[j], table) for i in range(len(group)) for j in range(i)
    )


def has_different_name(
    first: Names, others: Iterable[Names], table: InterchangeableNames | None = None
) -> bool:
    """CR 201.2c: the first object has a different name than the others if it has at least one
    name and shares none with any of them, even if some of them have no name."""
    if not first:
        return False
    return not any(same_name(first, other, table) for other in others)


# -- choosing a card name (CR 201.4) ---------------------------------------------------------

CHOOSABLE_FACES: dict[str, str] = {
    "split": "halves",
    "aftermath": "halves",
    "flip": "all",
    "transform": "all",
    "modal_dfc": "all",
    "adventure": "all",
    "omen": "all",
    "prepare": "all",
}
"""CR 201.4b-201.4f: which face names of a multi-face card may be chosen. "halves": each half
but not the combined name (201.4b); "all": the front name or the alternative/back name
(201.4c, 201.4d, 201.4f). Every other layout has one name, the card's."""

RULE_FOR_LAYOUT: dict[str, str] = {
    "split": "201.4b",
    "aftermath": "201.4b",
    "flip": "201.4c",
    "transform": "201.4d",
    "modal_dfc": "201.4d",
    "meld": "201.4e",
    "adventure": "201.4f",
    "omen": "201.4f",
    "prepare": "201.4f",
}


@dataclass(frozen=True)
class ChosenName:
    """A chosen card name (CR 201.4). ``names`` also holds the names interchangeable with it,
    all of which have been chosen (CR 201.4g)."""

    name: str
    names: Names
    card: Card
    face: Face
    rule: str

    def __str__(self) -> str:
        return self.name


def choosable_names(card: Card) -> tuple[str, ...]:
    """CR 201.4b-201.4f: the names of ``card`` a player may choose."""
    if CHOOSABLE_FACES.get(card.layout) in ("halves", "all"):
        return tuple(face.name for face in card.faces)
    return (card.name,)


def name_characteristics(card: Card, name: str) -> Face:
    """The characteristics that decide whether ``name`` of ``card`` fits a choice's
    requirements: only that half (201.4b), the flipped characteristics over the normal ones
    (201.4c: a flipped card keeps its mana cost), only the back face (201.4d), only the melded
    face (201.4e), the adventure's characteristics (201.4f)."""
    face = card.face(name)
    if card.layout == "flip" and face is not card.front and face.mana_cost is None:
        return replace(face, mana_cost=card.front.mana_cost)
    return face


def choose_card_name(
    database: CardDatabase,
    name: str,
    having: Callable[[Face], bool] | None = None,
    *,
    requirement: str = "",
    table: InterchangeableNames | None = None,
) -> ChosenName:
    """CR 201.4: a player told to choose a card name must name a card in the Oracle card
    reference (the card database in use), never a token-only name. ``having`` is the
    characteristic requirement ("choose an artifact card name"): CR 201.4a evaluates it on the
    card as the database has it, never on an object in the game. ``name`` may be English or
    Japanese; the result is the English name (CR 201.2)."""
    card, face = database.face(name)  # UnknownCard for names that are no card's
    whole = len(card.faces) > 1 and normalize_name(name) == normalize_name(card.name)
    if whole or face.name not in choosable_names(card):
        halves = " or ".join(f"'{n}'" for n in choosable_names(card))
        raise IllegalChoice(
            f"'{card.name}' is not one card name: choose the name of one half, {halves}",
            rule="201.4b",
        )
    characteristics = name_characteristics(card, face.name)
    rule = RULE_FOR_LAYOUT.get(card.layout, "201.4a" if having else "201.4")
    if having is not None and not having(characteristics):
        wanted = _with_article(requirement) if requirement else "a card with those characteristics"
        raise IllegalChoice(
            f"'{face.name}' is not the name of {wanted} in the Oracle card reference",
            rule=rule if card.layout in RULE_FOR_LAYOUT else "201.4a",
        )
    table = table if table is not None else bundled_interchangeable_names()
    return ChosenName(face.name, table.of(face.name), card, characteristics, rule)


def _with_article(requirement: str) -> str:
    article = "an" if requirement[:1].lower() in "aeiou" else "a"
    return f"{article} {requirement} card"


def has_card_type(word: str) -> Callable[[Face], bool]:
    """A requirement for :func:`choose_card_name`: "choose a[n] ``word`` card name"."""
    return lambda face: word in face.types


def is_nonland(face: Face) -> bool:
    """A requirement for :func:`choose_card_name`: "choose a nonland card name"."""
    return "Land" not in face.types


# -- references to names in rules text (CR 201.5) -------------------------------------------


@dataclass(frozen=True)
class ThisObject:
    """CR 201.5: text that refers to the object it's on by name. It is a reference to that
    object, not the text of a name: it stays the same object whatever its name becomes, and an
    object that gains the ability refers to itself (201.5b). ``printed`` is the name the card
    printed, for display only."""

    printed: str = ""

    def resolve(self, holder: object) -> object:
        """The object this reference means: the object that has the ability."""
        return holder

    def render(self, current_name: str | None) -> str:
        """The words as printed on the object that now has the ability (201.5b)."""
        return current_name or self.printed or "this object"
