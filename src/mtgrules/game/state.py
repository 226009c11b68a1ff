"""A game (CR 100-104): the state of play (:class:`~mtgrules.game.game_state.GameState`:
players, objects in zones, timestamps, the continuous effects in force), the rules every game
plays with (the core pack, :data:`~mtgrules.game.core.CORE`, and its variants'), and the game as
a player meets it: its legal actions, taking one, and the game as a value (copied, hashed,
recorded, taken back, saved, seen by one player: :class:`~mtgrules.game.positions.GameAsValue`).

This module is the top of the game package: it imports the rule areas; none of them imports it
but for type annotations.

Characteristics are never stored on objects: :meth:`Game.characteristics` computes them with the
layer system (:func:`~mtgrules.effects.engine.apply_layers`) and caches the result until the state
changes (every change bumps :attr:`Game.version`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.support import UnsupportedCards, deck_support
from mtgrules.effects.engine import LayerResult
from mtgrules.game import reach
from mtgrules.game.apply import check_action, legal_actions, perform
from mtgrules.game.attachments import remembers_gone_host
from mtgrules.game.core import CORE
from mtgrules.game.damage import destroy
from mtgrules.game.decks import check_deck_sizes
from mtgrules.game.errors import IllegalAction as IllegalAction
from mtgrules.game.events import Event as Event
from mtgrules.game.objects import GameObject, Zone
from mtgrules.game.outside import sideboards_of
from mtgrules.game.packs import install, install_pack
from mtgrules.game.positions import GameAsValue, checkpoint
from mtgrules.game.replacement import exiled_instead_of_graveyard
from mtgrules.game.setup import start_game


class Game(GameAsValue):
    """A game: players in turn order (the first is the active player), and every object. As a
    value (copied, hashed, recorded, taken back, saved, seen by one player) through
    :class:`~mtgrules.game.positions.GameAsValue`."""

    def _install_rules(self) -> None:
        """The core pack's rules first (the rule tables filled with the CR's own rules), then
        the variants'."""
        install_pack(self, CORE)
        if self.variants:
            install(self, self.variants)

    # -- playing (CR 103-117, 500-514) -------------------------------------------------------

    @classmethod
    def from_decks(
        cls,
        decks: Any,
        *,
        seed: int = 0,
        players: Iterable[str] | None = None,
        database: CardDatabase | None = None,
        variants: Iterable[str] = (),
        cards: Iterable[Any] = (),
        allow_unsupported: bool = False,
        minimum_deck_size: int | None = None,
        sideboards: dict[str, list[str]] | None = None,
    ) -> Game:
        """A new game between decklists (CR 103): ``decks`` maps player ids to lists of card
        names (English or Japanese), or is a sequence of such lists (players ``A``, ``B``, …).
        ``seed`` decides every shuffle and the starting player; ``variants`` and ``cards`` are
        variant packs and custom cards to play with (a ``Decklist`` brings its own too). A deck with a card the engine doesn't fully play
        (:func:`mtgrules.cards.support.support`) is refused with
        :class:`~mtgrules.cards.support.UnsupportedCards`, naming each card and the text it
        leaves out, unless ``allow_unsupported``. A deck smaller than ``minimum_deck_size``
        (by default forty, CR 100.2b) is refused (:func:`~mtgrules.game.decks.check_deck_sizes`).
        A ``Decklist``'s sideboard (or ``sideboards``: player → card names) is outside the game
        (CR 400.11a): :mod:`mtgrules.game.outside`."""
        if not isinstance(decks, dict):
            ids = list(players or [chr(ord("A") + i) for i in range(len(decks))])
            decks = dict(zip(ids, decks, strict=True))
        for deck in decks.values():
            variants = [*variants, *getattr(deck, "variants", ())]
            cards = [*cards, *getattr(deck, "custom_cards", ())]
        variants = list(dict.fromkeys(variants))
        lists = {p: list(d) for p, d in decks.items()}
        check_deck_sizes(lists, minimum_deck_size)
        game = cls(decks.keys(), database=database, variants=variants, cards=cards)
        if not allow_unsupported:
            found = deck_support(
                (name for names in lists.values() for name in names),
                game.database,
                game.definitions,
            )
            if not found.supported:
                raise UnsupportedCards(found.cards)
        start_game(game, lists, seed, sideboards_of(game, decks, sideboards, allow_unsupported))
        return game

    def legal_actions(self) -> list[Any]:
        """Every action the player the game is waiting for may take now."""
        return legal_actions(self)

    def is_legal(self, action: Any) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def check(self, action: Any) -> None:
        """Raise :class:`IllegalAction`, naming the rule, unless ``action`` is legal now."""
        check_action(self, action)

    def apply(self, action: Any) -> None:
        """Take an action: it is checked first (:class:`IllegalAction` leaves the game exactly
        as it was), then carried out, and the game moves on to the next decision."""
        self.check(action)

        def carry_out() -> None:
            perform(self, action)
            self._checkpoint()

        if self.undo_history is None:
            carry_out()
        else:
            self.undo_history.perform(self, carry_out)

    def _checkpoint(self) -> None:
        """The state hash every so many actions, for the record (:func:`~mtgrules.game.
        positions.checkpoint`)."""
        checkpoint(self)

    def destroy(self, object_id: str) -> bool:
        """CR 701.8a: destroy (see :func:`mtgrules.game.damage.destroy`, the one rule of
        destruction). Returns whether it was destroyed."""
        return destroy(self, object_id)

    # -- what the state's primitives ask of the rules ------------------------------------------

    def _exiled_instead(self, card: str) -> bool:
        return exiled_instead_of_graveyard(self, card)

    def _remembers_gone_host(self, object_id: str) -> bool:
        return remembers_gone_host(self, object_id)

    def _unseen(self) -> tuple[frozenset[str], frozenset[str], bool]:
        return reach.unseen_reading_life(self)

    def _fingerprint(self, left: frozenset[str], reads_life: bool) -> Any:
        return reach.fingerprint(self, left, reads_life)

    def _run_seen(self, left: frozenset[str]) -> LayerResult:
        return reach.run_seen(self, left)

    def _assemble(
        self,
        run: LayerResult,
        left: frozenset[str],
        previous: LayerResult | None,
        moved: tuple[str, ...],
    ) -> LayerResult:
        return reach.assemble(self, run, left, previous, moved)

    def _may_stay_unseen(self, obj: GameObject, zone: Zone, quiet: frozenset[str]) -> bool:
        return reach.may_stay_unseen(self, obj, zone, quiet)
