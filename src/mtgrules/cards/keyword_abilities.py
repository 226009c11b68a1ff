"""Keyword abilities that stand for other abilities (CR 702): each keyword written on a card
(``Prowess``, ``Cycling {2}``, ``Islandcycling {1}``, ``Flashback {2}{R}``, ``Storm``) read into
the ability it means, made of the same parts a definition writes out in full — a triggered
ability with its trigger and instructions, an activated ability with its cost — so the game
plays it through its ordinary rules; the keyword stays on it (``Ability.keyword``) for the rules
that ask for it by name (:mod:`mtgrules.game.keywords`).

:data:`IMPLEMENTED_KEYWORDS` is the one list of the keywords the game carries out, which the
support status (:mod:`mtgrules.cards.support`) and the Oracle compiler
(:mod:`mtgrules.cards.oracle.support`) read."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from mtgrules.cards.abilities import Ability, AbilityKind, AlternativeCost
from mtgrules.effects.text import Text
from mtgrules.model.costs import parse_spell_cost
from mtgrules.sourcefile import Located, LocatedList
from mtgrules.vocab.keywords import Keyword

if TYPE_CHECKING:
    from mtgrules.vocab.ruleset import RuleSet

IMPLEMENTED_KEYWORDS = frozenset({
    "Changeling", "Deathtouch", "Defender", "Double strike", "Enchant", "Equip", "First strike",
    "Flash", "Flying", "Haste", "Hexproof", "Indestructible", "Infect", "Kicker", "Lifelink",
    "Menace", "Multikicker", "Protection", "Reach", "Shroud", "Trample", "Vigilance",
    "Prowess", "Cycling", "Plainscycling", "Islandcycling", "Swampcycling", "Mountaincycling",
    "Forestcycling", "Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk",
    "Affinity", "Flashback", "Delve", "Storm", "Madness", "Ward", "Escape", "Plot",
    "Spectacle", "Exalted", "Devoid", "Modular", "Suspend", "Mobilize", "Replicate",
    "Living weapon", "Bestow", "Offspring", "Rebound", "Cascade", "Evoke", "Cumulative upkeep",
    "Job select", "Annihilator", "Sunburst",
})  # fmt: skip
"""The keyword abilities of the core rules (CR 702) the game carries out; each has its entry in
:data:`mtgrules.game.keywords.KEYWORD_RULES` saying where. A variant pack's own keywords come
with their rules, so they count as implemented."""

PROWESS_TRIGGER = "Whenever you cast a noncreature spell"
"""CR 702.108a: prowess's trigger condition."""

STORM_TRIGGER = "When you cast this spell"
"""CR 702.40a: storm's trigger condition."""

TYPECYCLING = {
    "Plainscycling": "Plains",
    "Islandcycling": "Island",
    "Swampcycling": "Swamp",
    "Mountaincycling": "Mountain",
    "Forestcycling": "Forest",
}
"""CR 702.29e: the typecycling keywords and the land type each searches for."""


class _Reader(Protocol):
    """What a keyword's builder asks of the definition reader (:mod:`mtgrules.cards.definitions`),
    named here so that this module needn't import it."""

    rules: RuleSet

    def ability(self, data: Located, where: Any, index: int) -> Ability: ...


Builder = Callable[["_Reader", Keyword, str, Text, "Located | None"], Ability]


def _as_keyword(ability: Ability, keyword: Keyword, parameter: str, text: Text) -> Ability:
    """The ability a keyword stands for, shown as the keyword (CR 702.1)."""
    return replace(ability, keyword=keyword, parameter=parameter, text=text)


def _read(reader: _Reader, data: dict[str, Any]) -> Ability:
    """An ability from definition data, read as a YAML definition's would be."""
    located = Located(data)
    if "do" in located:
        located["do"] = LocatedList(Located(d) if isinstance(d, dict) else d for d in data["do"])
    return reader.ability(located, located, 0)


def prowess(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
    of turn." Each instance triggers separately (702.108b)."""
    if parameter:
        raise ValueError(f"prowess has no parameter ('{parameter}')")
    pump = {"affects": "self", "modify_pt": {"power": 1, "toughness": 1}}
    ability = _read(
        reader,
        {
            "triggered": "Prowess",
            "trigger": PROWESS_TRIGGER,
            "do": [{"effect": {**pump, "duration": "end_of_turn"}}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


def cycling_cost(parameter: str) -> str:
    """CR 702.29a: the cost of "Cycling [cost]": the cost, and discarding the card. A cost
    written after a dash (``Cycling—Pay 2 life.``) is read the same way."""
    cost = parameter.strip().rstrip(".")
    if not cost:
        raise ValueError("cycling needs a cost")
    return f"{cost}, Discard {{this}}"


def cycling(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." — an activated ability that
    functions only while the card is in its owner's hand (113.6m). CR 702.29e: typecycling
    ("Islandcycling [cost]") searches instead for a card of that type, reveals it, puts it
    into its owner's hand, then shuffles."""
    cost = cycling_cost(parameter)
    land_type = TYPECYCLING.get(keyword.english)
    if land_type is None:
        do: list[Any] = [{"draw": 1}]
    else:
        found = {"subtypes": [land_type], "zone": "library", "owner": "you"}
        do = [{"search": found, "put": "hand", "reveal": True}, {"shuffle": "you"}]
    ability = _read(reader, {"activated": text.render(), "cost": cost, "do": do})
    return _as_keyword(ability, keyword, parameter, text)


def flashback(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.34a: "You may cast this card from your graveyard if the resulting spell is an
    instant or sorcery spell by paying [cost] rather than paying its mana cost" and, if it was,
    it is exiled instead of going anywhere else as it leaves the stack. A static ability that
    functions in the graveyard (113.6e); the cost is read here, so a cost the game can't pay
    is an error of the definition. A cost of tapping untapped creatures ("Flashback—Tap three
    untapped white creatures you control.") is the ability's alternative cost with the objects
    its caster chooses (601.2h), paid only as the card is cast from the graveyard."""
    tapping = FLASHBACK_TAP.match(parameter.strip())
    if tapping is None:
        parse_spell_cost(parameter.rstrip("."), reader.rules.symbols)
        return Ability(
            AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
            functions_outside_battlefield=True,
        )  # fmt: skip
    count = 1 if tapping["count"] in ("a", "an") else _COUNTS[tapping["count"]]
    creatures: dict[str, Any] = {"types": ["Creature"], "controller": "you"}
    if tapping["color"]:
        creatures["colors"] = [tapping["color"]]
    tap = {"label": "flashback", "cost": "{0}", "objects": [{"tap": creatures, "count": count}]}
    ability = _read(reader, {"static": text.render(), "anywhere": True, "alternative_cost": tap})
    return replace(ability, keyword=keyword, parameter=parameter, text=text)


FLASHBACK_TAP = re.compile(
    r"^—?\s*Tap (?P<count>an|two|three|four|five) untapped (?:(?P<color>white|blue|black|red|green) )?"
    r"creatures? you control\.?$"
)
"""CR 702.34a: a flashback cost of tapping untapped creatures its caster controls."""

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


def affinity(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.41a: "Affinity for artifacts" means "This spell costs {1} less to cast for each
    artifact you control." Only artifacts are carried out."""
    if parameter != "for artifacts":
        raise ValueError(f"affinity {parameter}: only affinity for artifacts is implemented")
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True,
    )  # fmt: skip


def delve(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.66a: delve, a static ability that functions while its spell is on the stack:
    each card its caster exiles from their graveyard as they pay its total cost pays for {1}."""
    if parameter:
        raise ValueError(f"delve has no parameter ('{parameter}')")
    return Ability(AbilityKind.STATIC, text, keyword=keyword, functions_outside_battlefield=True)


def storm(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.40a: "When you cast this spell, copy it for each other spell that was cast before
    it this turn. If the spell has any targets, you may choose new targets for any of the
    copies." A triggered ability that triggers from the stack (113.6k)."""
    if parameter:
        raise ValueError(f"storm has no parameter ('{parameter}')")
    ability = _read(
        reader, {"triggered": "Storm", "trigger": STORM_TRIGGER, "do": [{"storm": "it"}]}
    )
    return _as_keyword(ability, keyword, parameter, text)


MADNESS_TRIGGER = "When this card is exiled this way"
"""CR 702.35a: the trigger condition of madness's triggered ability."""


def madness(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.35a: "Madness [cost]": if its owner would discard it, it is exiled instead (a
    static ability that functions in the hand), and when it is exiled this way its owner may
    cast it for [cost] (a triggered ability, put on the stack by the discard itself:
    :mod:`mtgrules.game.madness`). The ability is the trigger; the game asks for the keyword
    as a card is discarded."""
    parse_spell_cost(parameter, reader.rules.symbols)
    if not parameter.startswith("{"):
        raise ValueError(f"madness {parameter}: only a mana cost is implemented")
    ability = _read(
        reader, {"triggered": "Madness", "trigger": MADNESS_TRIGGER, "do": [{"madness": "it"}]}
    )
    return replace(
        _as_keyword(ability, keyword, parameter, text), functions_outside_battlefield=True
    )


WARD_TRIGGER = (
    "Whenever this permanent becomes the target of a spell or ability an opponent controls"
)
"""CR 702.21a: ward's trigger condition."""


def ward(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell
    or ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." The game triggers it as the spell or ability is put on the stack
    (:mod:`mtgrules.game.ward`); the cost (mana, or life) is read here."""
    cost = parse_spell_cost(parameter.strip().lstrip("—").strip().rstrip("."), reader.rules.symbols)
    if cost.sacrifice or cost.discard:
        raise ValueError(f"ward {parameter}: only mana or life is implemented")
    ability = _read(reader, {"triggered": "Ward", "trigger": WARD_TRIGGER, "do": [{"ward": "it"}]})
    return _as_keyword(ability, keyword, parameter, text)


ESCAPE_EXILE = re.compile(
    r"^(?P<mana>(\{[^}]+\})+), Exile (?P<count>\w+) other cards from your graveyard\.?$"
)
"""CR 702.138a: the escape costs the game carries out: mana, and exiling other cards from the
graveyard."""


def escape_cost(parameter: str) -> tuple[str, int]:
    """CR 702.138a: "Escape—[cost]": the cost's mana and how many other cards it exiles from
    its owner's graveyard; ValueError for another cost."""
    match = ESCAPE_EXILE.match(parameter.strip().lstrip("—").strip())
    words = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
    if match is None or match["count"] not in words:
        raise ValueError(f"escape {parameter}: only mana and exiling other cards is implemented")
    return match["mana"], words[match["count"]]


def escape(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.138a: "Escape—[cost]" means "You may cast this card from your graveyard by paying
    [cost] rather than paying its mana cost." A static ability that functions in the graveyard
    (:mod:`mtgrules.game.permissions`)."""
    mana, _ = escape_cost(parameter)
    parse_spell_cost(mana, reader.rules.symbols)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True,
    )  # fmt: skip


def plot(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.170a: "Plot [cost]": any time its owner has priority during their main phase while
    the stack is empty, they may exile it from their hand and pay [cost] (a special action,
    116.2k); it may be cast from exile without paying its mana cost on a later turn
    (702.170d, :mod:`mtgrules.game.permissions`). A static ability that functions in the hand."""
    if not parameter.startswith("{"):
        raise ValueError(f"plot {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True,
    )  # fmt: skip


SPECTACLE_COST = "spectacle"
"""The name of the cost a spell cast for its spectacle cost is cast for (CR 702.137a)."""


def spectacle(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's
    mana cost if an opponent lost life this turn": an alternative cost (118.9), offered by
    :func:`mtgrules.game.casting_costs.casting_options` while an opponent of the caster has
    lost life this turn."""
    if not parameter.startswith("{"):
        raise ValueError(f"spectacle {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    cost = AlternativeCost(SPECTACLE_COST, parameter, opponent_lost_life=True)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True, alternative_cost=cost,
    )  # fmt: skip


EXALTED_TRIGGER = "Whenever a creature you control attacks alone"
"""CR 702.83a: exalted's trigger condition (506.5: a creature attacks alone)."""


def exalted(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn." (:mod:`mtgrules.game.keyword_triggers`); each instance triggers
    separately (702.83b)."""
    if parameter:
        raise ValueError(f"exalted has no parameter ('{parameter}')")
    ability = _read(
        reader,
        {"triggered": "Exalted", "trigger": EXALTED_TRIGGER, "do": [{"exalted": "that_spell"}]},
    )
    return _as_keyword(ability, keyword, parameter, text)


def devoid(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.114a: "Devoid" is a characteristic-defining ability: "This object is colorless."
    It functions everywhere (604.3), in layer 5 (613.1e, 613.3: before other color
    effects)."""
    if parameter:
        raise ValueError(f"devoid has no parameter ('{parameter}')")
    colorless = {"affects": "self", "set_colors": []}
    ability = _read(
        reader, {"static": "Devoid", "cda": True, "anywhere": True, "effects": [colorless]}
    )
    return _as_keyword(ability, keyword, parameter, text)


MODULAR_TRIGGER = "When {this} is put into a graveyard from the battlefield"
"""CR 702.43a: the trigger condition of modular's triggered ability."""


def modular(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and
    "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
    counter on target artifact creature for each +1/+1 counter on this permanent" (as it last
    existed on the battlefield, 608.2h: :mod:`mtgrules.game.keyword_triggers`). Both are one
    ability here: the entering counters ride on the triggered ability; each instance works
    separately (702.43b)."""
    if not parameter.isdigit():
        raise ValueError(f"modular {parameter}: only a number is implemented")
    ability = _read(
        reader,
        {
            "triggered": "Modular",
            "trigger": MODULAR_TRIGGER,
            "enters": {"counters": {"+1/+1": int(parameter)}},
            "targets": [{"types": ["Artifact", "Creature"]}],
            "do": [{"may": [{"modular": "target"}]}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


SUSPEND_TRIGGER = "At the beginning of your upkeep"
"""CR 702.62a: the trigger condition of suspend's ability that removes time counters."""

SUSPEND_PARAMETER = re.compile(r"^(?P<number>\d+)\s*—\s*(?P<mana>(\{[^}]+\})+)$")
"""CR 702.62a: "N—[cost]", with a mana cost (the costs the game carries out)."""


def suspend_parameter(parameter: str) -> tuple[int, str]:
    """CR 702.62a: the number of time counters and the mana cost of "Suspend N—[cost]";
    ValueError for another cost."""
    match = SUSPEND_PARAMETER.match(parameter.strip())
    if match is None:
        raise ValueError(f"suspend {parameter}: only a number and a mana cost is implemented")
    return int(match["number"]), match["mana"]


def suspend(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.62a: "Suspend N—[cost]": the card may be exiled from its owner's hand with N time
    counters (a special action, :mod:`mtgrules.game.suspend`), and "At the beginning of your
    upkeep, if this card is suspended, remove a time counter from it" — the ability read here,
    which functions in exile; the last counter's removal triggers the cast."""
    _, mana = suspend_parameter(parameter)
    parse_spell_cost(mana, reader.rules.symbols)
    ability = _read(
        reader, {"triggered": "Suspend", "trigger": SUSPEND_TRIGGER, "do": [{"suspend": "self"}]}
    )
    return replace(
        _as_keyword(ability, keyword, parameter, text), functions_outside_battlefield=True
    )


CUMULATIVE_UPKEEP_TRIGGER = "At the beginning of your upkeep"
"""CR 702.24a: cumulative upkeep's trigger condition."""


def cumulative_upkeep(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
    permanent is on the battlefield, put an age counter on this permanent. Then you may pay
    [cost] for each age counter on it. If you don't, sacrifice it." (carried out by
    :mod:`mtgrules.game.keyword_triggers`); each instance triggers on its own, and each adds its
    own age counter (702.24b). Only a mana cost is implemented."""
    if not parameter.startswith("{"):
        raise ValueError(f"cumulative upkeep {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    ability = _read(
        reader,
        {
            "triggered": "Cumulative upkeep",
            "trigger": CUMULATIVE_UPKEEP_TRIGGER,
            "do": [{"cumulative_upkeep": parameter}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


MOBILIZE_TRIGGER = "Whenever {this} attacks"
"""CR 702.181a: mobilize's trigger condition."""


def mobilize(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.181a: "Mobilize N" means "Whenever this creature attacks, create N tapped and
    attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end
    step." (:mod:`mtgrules.game.keyword_triggers`)."""
    if not parameter.isdigit() or int(parameter) < 1:
        raise ValueError(f"mobilize {parameter}: only a number is implemented")
    ability = _read(
        reader,
        {
            "triggered": "Mobilize",
            "trigger": MOBILIZE_TRIGGER,
            "do": [{"mobilize": int(parameter)}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


def replicate(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.56a: "Replicate [cost]" means "As an additional cost to cast this spell, you may
    pay [cost] any number of times" (offered as a multikicker's are,
    :func:`mtgrules.game.casting_costs.additional_costs`) and "When you cast this spell, if a
    replicate cost was paid for it, copy it for each time its replicate cost was paid. If the
    spell has any targets, you may choose new targets for any of the copies." — the ability
    read here, which triggers from the stack (113.6k)."""
    if not parameter.startswith("{"):
        raise ValueError(f"replicate {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    ability = _read(  # the intervening "if" (CR 603.4): paid at least once, as kicks are
        reader,
        {"triggered": "Replicate", "trigger": STORM_TRIGGER, "if": "kicked",
         "do": [{"replicate": "it"}]},
    )  # fmt: skip
    return _as_keyword(ability, keyword, parameter, text)


LIVING_WEAPON_TRIGGER = "When {this} enters"
"""CR 702.92a: living weapon's trigger condition ("When this Equipment enters")."""

GERM = {"colors": ["Black"], "types": "Creature — Phyrexian Germ", "power": 0, "toughness": 0}
"""CR 702.92a: "a 0/0 black Phyrexian Germ creature token"."""


def living_weapon(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black
    Phyrexian Germ creature token, then attach this Equipment to it." The token, 0/0 on its
    own, lives on what the Equipment gives it (704.5f puts it into the graveyard otherwise)."""
    if parameter:
        raise ValueError(f"living weapon has no parameter ('{parameter}')")
    ability = _read(
        reader,
        {
            "triggered": "Living weapon",
            "trigger": LIVING_WEAPON_TRIGGER,
            "do": [{"create_token": dict(GERM)}, {"attach": "self", "to": "created"}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


HERO = {"colors": [], "types": "Creature — Hero", "power": 1, "toughness": 1}
"""CR 702.182a: "a 1/1 colorless Hero creature token"."""


def job_select(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.182a: "Job select" means "When this Equipment enters, create a 1/1 colorless Hero
    creature token, then attach this Equipment to it." """
    if parameter:
        raise ValueError(f"job select has no parameter ('{parameter}')")
    ability = _read(
        reader,
        {
            "triggered": "Job select",
            "trigger": LIVING_WEAPON_TRIGGER,
            "do": [{"create_token": dict(HERO)}, {"attach": "self", "to": "created"}],
        },
    )
    return _as_keyword(ability, keyword, parameter, text)


ANNIHILATOR_TRIGGER = "Whenever {this} attacks"
"""CR 702.86a: annihilator's trigger condition."""


def annihilator(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.86a: "Annihilator N" means "Whenever this creature attacks, defending player
    sacrifices N permanents." (:mod:`mtgrules.game.sacrificing`); each instance triggers
    separately (702.86b)."""
    if not parameter.isdigit():
        raise ValueError(f"annihilator {parameter}: the number of permanents is missing")
    ability = _read(
        reader,
        {"triggered": "Annihilator", "trigger": ANNIHILATOR_TRIGGER,
         "do": [{"sacrifice_permanents": int(parameter), "player": "defending"}]},
    )  # fmt: skip
    return _as_keyword(ability, keyword, parameter, text)


def sunburst(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.44a: "This permanent enters with a +1/+1 counter on it for each color of mana
    spent to cast it if it's a creature, or a charge counter otherwise" — a static ability
    that functions as it enters (:func:`mtgrules.game.entering.as_permanent_enters`; the
    permanent keeps the mana its spell was cast with, 601.2h)."""
    if parameter:
        raise ValueError(f"sunburst has no parameter ('{parameter}')")
    return Ability(AbilityKind.STATIC, text, keyword=keyword, enters=(("sunburst", True),))


BESTOW_COST = "bestow"
"""The name of the cost a spell cast bestowed is cast for (CR 702.103a)."""


def bestow(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.103a: "Bestow [cost]" means "As you cast this spell, you may choose to cast it
    bestowed. If you do, you pay [cost] rather than its mana cost." — an alternative cost
    (118.9); the spell cast for it is a bestowed Aura spell (:mod:`mtgrules.game.bestow`). A
    static ability that functions where the card may be cast from."""
    if not parameter.startswith("{"):
        raise ValueError(f"bestow {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    cost = AlternativeCost(BESTOW_COST, parameter)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True, alternative_cost=cost,
    )  # fmt: skip


OFFSPRING_TRIGGER = "When {this} enters"
"""CR 702.175a: the trigger condition of offspring's triggered ability."""


def offspring(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.175a: "Offspring [cost]" means "You may pay an additional [cost] as you cast this
    spell" (offered as a kicker is, :func:`mtgrules.game.casting_costs.additional_costs`; the
    permanent remembers it was paid, 400.7d) and "When this permanent enters, if its offspring
    cost was paid, create a token that's a copy of it, except it's 1/1." — the ability read
    here (the intervening "if", 603.4)."""
    if not parameter.startswith("{"):
        raise ValueError(f"offspring {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    copy = {"of": {"self": True}, "power": 1, "toughness": 1}
    ability = _read(
        reader,
        {"triggered": "Offspring", "trigger": OFFSPRING_TRIGGER, "if": "kicked",
         "do": [{"create_token_copy": copy}]},
    )  # fmt: skip
    return _as_keyword(ability, keyword, parameter, text)


def rebound(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.88a: rebound, a static ability that functions while its spell is on the stack:
    cast from its caster's hand, it is exiled as it resolves, and at the beginning of their
    next upkeep they may cast it from exile without paying its mana cost
    (:mod:`mtgrules.game.cast_keywords`)."""
    if parameter:
        raise ValueError(f"rebound has no parameter ('{parameter}')")
    return Ability(AbilityKind.STATIC, text, keyword=keyword, functions_outside_battlefield=True)


def cascade(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.85a: "When you cast this spell, exile cards from the top of your library until
    you exile a nonland card whose mana value is less than this spell's mana value. You may
    cast that card without paying its mana cost if the resulting spell's mana value is less
    than this spell's mana value. Then put all cards exiled this way that weren't cast on the
    bottom of your library in a random order." A triggered ability that triggers from the
    stack (113.6k, :mod:`mtgrules.game.keyword_triggers`); each instance triggers separately
    (702.85c)."""
    if parameter:
        raise ValueError(f"cascade has no parameter ('{parameter}')")
    ability = _read(
        reader,
        {"triggered": "Cascade", "trigger": STORM_TRIGGER,
         "do": [{"cascade": "it"}, {"cascade_bottom": "it"}]},
    )  # fmt: skip
    return _as_keyword(ability, keyword, parameter, text)


EVOKE_COST = "evoke"
"""The name of the cost a spell cast for its evoke cost is cast for (CR 702.74a)."""


def evoke(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.74a: "Evoke [cost]" means "You may cast this spell by paying [cost] rather than
    paying its mana cost" (an alternative cost, 118.9) and "When this permanent enters, if its
    evoke cost was paid, its controller sacrifices it" (triggered as the evoked spell's
    permanent enters: :func:`mtgrules.game.keyword_triggers.evoked_enters`). Only a mana cost
    is carried out."""
    if not parameter.startswith("{"):
        raise ValueError(f"evoke {parameter}: only a mana cost is implemented")
    parse_spell_cost(parameter, reader.rules.symbols)
    cost = AlternativeCost(EVOKE_COST, parameter)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True, alternative_cost=cost,
    )  # fmt: skip


KEYWORD_ABILITY_BUILDERS: dict[str, Builder] = {
    "Prowess": prowess,
    "Cycling": cycling,
    **dict.fromkeys(TYPECYCLING, cycling),
    "Flashback": flashback,
    "Affinity": affinity,
    "Delve": delve,
    "Storm": storm,
    "Madness": madness,
    "Ward": ward,
    "Escape": escape,
    "Plot": plot,
    "Spectacle": spectacle,
    "Exalted": exalted,
    "Devoid": devoid,
    "Modular": modular,
    "Suspend": suspend,
    "Mobilize": mobilize,
    "Cumulative upkeep": cumulative_upkeep,
    "Replicate": replicate,
    "Living weapon": living_weapon,
    "Job select": job_select,
    "Annihilator": annihilator,
    "Sunburst": sunburst,
    "Bestow": bestow,
    "Offspring": offspring,
    "Rebound": rebound,
    "Cascade": cascade,
    "Evoke": evoke,
}
"""How each of these keywords becomes an ability, by English keyword."""
