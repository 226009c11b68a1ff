"""A one-line question (``mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth"``): cards named
in English or Japanese go onto the battlefield in the order given — each with a later timestamp
than the one before (CR 613.7a) — and the board is explained as a scenario's is. The question is
a scenario (:func:`scenario_text`), so it can be saved and taken further."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import yaml
from rich.console import Console

from mtgrules.game.state import Game
from mtgrules.scenario.run import Scenario, load_scenario_text

PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
"""CR 110.4: the card types a permanent may have."""

PLAYERS = ("A", "B")
"""The players of a question; every card named is the first one's."""


class NotAPermanent(ValueError):
    """A card asked about that can't be on the battlefield (CR 110.4): an instant or sorcery."""

    rule = "110.4"

    def __init__(self, name: str, types: Sequence[str]) -> None:
        kind = " ".join(types).lower() or "card without a card type"
        super().__init__(
            f"{name} is {'an' if kind[0] in 'aeiou' else 'a'} {kind} card: it can't be on the "
            f"battlefield (CR 110.4; to ask about casting it, write a scenario)"
        )


class ChoiceError(ValueError):
    """A choice made as a card enters (CR 614.12) that the question can't take: one missing
    for a card that needs it, one for a card that makes none or isn't asked about."""

    rule = "614.12"

    def __init__(self, message: str, card: str, kind: str | None = None) -> None:
        super().__init__(message)
        self.card = card
        self.kind = kind


@dataclass(frozen=True)
class Question:
    """Cards to put onto the battlefield, in timestamp order: their English names, the ids
    they get on the board, the variants in use, and for each card the choice it is made with
    as it enters (CR 614.12: its kind and value, as a scenario's ``choose:`` says it), if any."""

    cards: tuple[str, ...]
    ids: tuple[str, ...]
    variants: tuple[str, ...] = ()
    choices: tuple[tuple[str, str] | None, ...] = ()


def question(
    names: Sequence[str], variants: Sequence[str] = (), choose: Mapping[str, str] | None = None
) -> Question:
    """The question about these cards (English or Japanese names, 《》 allowed), with the
    variants' cards known too; ``choose`` gives, by a card's name, the value it enters with
    when it asks for a choice as it enters (a creature type for Conspiracy, a color for Painter's
    Servant, CR 614.12). Raises :class:`~mtgrules.cards.errors.UnknownCard` (with the closest
    names) for a name no card has, :class:`NotAPermanent` for an instant or sorcery,
    :class:`ChoiceError` for a choice given for a card that makes none or isn't asked about
    (a choice missing is the scenario's error as the board is set up: :func:`ask`)."""
    from mtgrules.variants import database

    cards = database(variants)
    found = [cards.card(name) for name in names]
    for card in found:
        face = card.faces[0]
        if not PERMANENT_TYPES & set(face.types):
            raise NotAPermanent(face.name, face.types)
    english = tuple(card.name for card in found)
    chosen = {cards.card(name).name: value for name, value in (choose or {}).items()}
    for name in chosen:
        if name not in english:
            raise ChoiceError(f"a choice for {name}, which isn't asked about", name)
    choices = tuple(
        _choice(card.name, card.faces[0].name, chosen.get(card.name), variants) for card in found
    )
    return Question(english, _ids(english), tuple(variants), choices)


def _choice(
    card: str, face: str, value: str | None, variants: Sequence[str]
) -> tuple[str, str] | None:
    """The choice ``card`` enters with (CR 614.12): the kind its definition asks for, and
    ``value``; None for a card that asks for none or has no value given (the board's set-up
    then says what it needs)."""
    if value is None:
        return None
    kind = choice_kind(card, variants, face)
    if kind is None:
        raise ChoiceError(f"{card} makes no choice as it enters", card)
    return (kind, value)


def choice_kind(card: str, variants: Sequence[str] = (), face: str | None = None) -> str | None:
    """What ``card`` (its ``face``, by default the face of its name) chooses as it enters (CR
    614.12: ``creature_type``, ``color``, ``card_name``, ``basic_land_type``), by its
    definition; None when it chooses nothing."""
    from mtgrules.cards.custom import merged
    from mtgrules.cards.support import known_definitions
    from mtgrules.variants import custom_cards, ruleset

    extra = merged(custom_cards(tuple(variants), ruleset(tuple(variants))))
    definitions = {**known_definitions(), **{c.definition.card: c.definition for c in extra}}
    definition = definitions.get(card)
    if definition is None:
        return None
    first = definition.face(face or card)
    return next((str(spec) for kind, spec in first.as_enters if kind == "choose"), None)


def _ids(names: Sequence[str]) -> tuple[str, ...]:
    """A short id per card: its name up to a comma, in lowercase words joined by '-'
    (``urborg``, ``blood-moon``); a second card of the same name gets ``-2``."""
    out: list[str] = []
    for name in names:
        base = re.sub(r"[^a-z0-9]+", "-", name.split(",")[0].split("//")[0].lower()).strip("-")
        base = base or "card"
        found, n = base, 1
        while found in out:
            n += 1
            found = f"{base}-{n}"
        out.append(found)
    return tuple(out)


def scenario_text(asked: Question) -> str:
    """The question as a scenario file (``docs/scenario-format.md``)."""
    data: dict[str, object] = {"players": list(PLAYERS)}
    if asked.variants:
        data["variants"] = list(asked.variants)
    choices = asked.choices or (None,) * len(asked.cards)
    data["battlefield"] = [
        {"card": card, "id": object_id, "controller": PLAYERS[0]}
        | ({"choose": {choice[0]: choice[1]}} if choice else {})
        for card, object_id, choice in zip(asked.cards, asked.ids, choices, strict=True)
    ]
    header = "# " + " + ".join(asked.cards) + ", in this order (mtgrules ask)\n"
    return header + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def ask(asked: Question) -> Scenario:
    """The board of the question, set up (state-based actions performed, CR 704.3). Raises
    :class:`~mtgrules.sourcefile.SourceError` for a card that can't simply be put onto the
    battlefield (one that needs a choice as it enters: write a scenario)."""
    return load_scenario_text(scenario_text(asked), "<ask>")


def render_order(game: Game, asked: Question, console: Console, *, lang: str = "en") -> None:
    """One line: the cards in the order they entered, with their timestamps (in ``lang``)."""
    from mtgrules.present.japanese import label

    entered = label("entered_then", lang).join(
        label("entered_card", lang).format(
            card=_name_in(game, card, lang), id=object_id, ts=game.objects[object_id].timestamp
        )
        for card, object_id in zip(asked.cards, asked.ids, strict=True)
        if object_id in game.objects
    )
    line = label("entered", lang).format(player=PLAYERS[0], cards=entered)
    console.print(line, highlight=False)


def _name_in(game: Game, card: str, lang: str) -> str:
    """A card's name as asked, or its Japanese name in Japanese when the card data has one."""
    if lang != "ja":
        return card
    try:
        found = game.database.card(card)
    except LookupError:
        return card
    return found.name_ja or card
