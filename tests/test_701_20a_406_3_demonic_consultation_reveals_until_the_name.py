"""CR 201.4, 406.3, 701.20a with a real card compiled from its Oracle text: Demonic Consultation
("Choose a card name. Exile the top six cards of your library, then reveal cards from the top of
your library until you reveal a card with the chosen name. Put that card into your hand and
exile all other cards revealed this way.") — the six are exiled first; a name that isn't there
exiles the whole library."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

CONSULTATION = "Demonic Consultation"
LIBRARY = ["Grizzly Bears", "Hill Giant", "Forest", "Swamp", "Counterspell", "Duress",
           "Lightning Bolt", "Memnite", "Thassa's Oracle", "Mountain"]  # fmt: skip


def _consult(name: str) -> Game:
    game = zones_game([CONSULTATION], hand={"dc": CONSULTATION}, mana="B", library=LIBRARY)
    take(game, CastSpell("A", "dc"))
    all_pass(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", name))
    resolve_stack(game)
    return game


@needs_full_database
def test_701_20a_demonic_consultation_finds_the_named_card_below_the_six() -> None:
    game = _consult("Thassa's Oracle")
    assert game.objects["a-lib-9"].zone is Zone.HAND
    assert [game.objects[f"a-lib-{n}"].zone for n in range(1, 9)] == [Zone.EXILE] * 8
    assert game.libraries["A"][0] == "a-lib-10"


@needs_full_database
def test_406_3_demonic_consultation_naming_a_card_in_the_top_six_exiles_it_first() -> None:
    game = _consult("Hill Giant")  # exiled with the top six: none is revealed later
    assert game.objects["a-lib-2"].zone is Zone.EXILE
    assert game.libraries["A"] == []  # every other card was revealed and exiled
    assert all(o.zone is not Zone.HAND for i, o in game.objects.items() if i.startswith("a-lib"))
