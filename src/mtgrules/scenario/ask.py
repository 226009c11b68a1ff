"""A one-line question (``mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth"``): cards named
in English or Japanese go onto the battlefield in the order given — each with a later timestamp
than the one before (CR 613.7a) — and the board is explained as a scenario's is. The question is
a scenario (:func:`scenario_text`), so it can be saved and taken further."""

from __future__ import annotations

import re
from collections.abc import Sequence
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


@dataclass(frozen=True)
class Question:
    """Cards to put onto the battlefield, in timestamp order: their English names, the ids
    they get on the board, and the variants in use."""

    cards: tuple[str, ...]
    ids: tuple[str, ...]
    variants: tuple[str, ...] = ()


def question(names: Sequence[str], variants: Sequence[str] = ()) -> Question:
    """The question about these cards (English or Japanese names, 《》 allowed), with the
    variants' cards known too. Raises :class:`~mtgrules.cards.errors.UnknownCard` (with the
    closest names) for a name no card has, :class:`NotAPermanent` for an instant or sorcery."""
    from mtgrules.variants import database

    cards = database(variants)
    found = [cards.card(name) for name in names]
    for card in found:
        face = card.faces[0]
        if not PERMANENT_TYPES & set(face.types):
            raise NotAPermanent(face.name, face.types)
    english = tuple(card.name for card in found)
    return Question(english, _ids(english), tuple(variants))


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
    data["battlefield"] = [
        {"card": card, "id": object_id, "controller": PLAYERS[0]}
        for card, object_id in zip(asked.cards, asked.ids, strict=True)
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
