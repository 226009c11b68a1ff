"""Keyword abilities in play (CR 702): one constant per keyword of ``vocab/data/keywords.tsv``
(checked against the table as this module is imported: a misspelt keyword fails there, not
quietly in a rule), and one :class:`KeywordRule` per keyword saying where the rules it changes
live. Code that asks whether an object has a keyword uses these constants, never a string."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.game.objects import Zone
from mtgrules.game.refusals import Refusal
from mtgrules.vocab.keywords import keyword

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

BlockingRule = Callable[["GameState", str, str], Refusal | None]
"""CR 509.1b: may ``blocker`` block ``attacker``, as far as a keyword says?"""


def keyword_named(english: str) -> str:
    """The English name of a keyword of the table; a name not there fails at import."""
    found = keyword(english)
    if found is None or found.english != english:
        raise LookupError(f"'{english}' is not a keyword of vocab/data/keywords.tsv")
    return found.english


DEATHTOUCH = keyword_named("Deathtouch")
"""CR 702.2."""
DEFENDER = keyword_named("Defender")
"""CR 702.3."""
DOUBLE_STRIKE = keyword_named("Double strike")
"""CR 702.4."""
ENCHANT = keyword_named("Enchant")
"""CR 702.5."""
EQUIP = keyword_named("Equip")
"""CR 702.6."""
FIRST_STRIKE = keyword_named("First strike")
"""CR 702.7."""
FLASH = keyword_named("Flash")
"""CR 702.8."""
FLYING = keyword_named("Flying")
"""CR 702.9."""
HASTE = keyword_named("Haste")
"""CR 702.10."""
HEXPROOF = keyword_named("Hexproof")
"""CR 702.11."""
INDESTRUCTIBLE = keyword_named("Indestructible")
"""CR 702.12."""
INTIMIDATE = keyword_named("Intimidate")
"""CR 702.13."""
LANDWALK = keyword_named("Landwalk")
"""CR 702.14."""
LIFELINK = keyword_named("Lifelink")
"""CR 702.15."""
PROTECTION = keyword_named("Protection")
"""CR 702.16."""
REACH = keyword_named("Reach")
"""CR 702.17."""
SHROUD = keyword_named("Shroud")
"""CR 702.18."""
TRAMPLE = keyword_named("Trample")
"""CR 702.19."""
VIGILANCE = keyword_named("Vigilance")
"""CR 702.20."""
MENACE = keyword_named("Menace")
"""CR 702.111."""
ANNIHILATOR = keyword_named("Annihilator")
"""CR 702.86."""
CHANGELING = keyword_named("Changeling")
"""CR 702.73."""
INFECT = keyword_named("Infect")
"""CR 702.90."""
MORPH = keyword_named("Morph")
"""CR 702.37."""
SPLICE = keyword_named("Splice")
"""CR 702.47."""
KICKER = keyword_named("Kicker")
"""CR 702.33."""
MULTIKICKER = keyword_named("Multikicker")
"""CR 702.33c."""
PROWESS = keyword_named("Prowess")
"""CR 702.108."""
CYCLING = keyword_named("Cycling")
"""CR 702.29."""
PLAINSCYCLING = keyword_named("Plainscycling")
"""CR 702.29e."""
ISLANDCYCLING = keyword_named("Islandcycling")
"""CR 702.29e."""
SWAMPCYCLING = keyword_named("Swampcycling")
"""CR 702.29e."""
MOUNTAINCYCLING = keyword_named("Mountaincycling")
"""CR 702.29e."""
FORESTCYCLING = keyword_named("Forestcycling")
"""CR 702.29e."""
PLAINSWALK = keyword_named("Plainswalk")
"""CR 702.14c."""
ISLANDWALK = keyword_named("Islandwalk")
"""CR 702.14c."""
SWAMPWALK = keyword_named("Swampwalk")
"""CR 702.14c."""
MOUNTAINWALK = keyword_named("Mountainwalk")
"""CR 702.14c."""
FORESTWALK = keyword_named("Forestwalk")
"""CR 702.14c."""
AFFINITY = keyword_named("Affinity")
"""CR 702.41."""
FLASHBACK = keyword_named("Flashback")
"""CR 702.34."""
DELVE = keyword_named("Delve")
"""CR 702.66."""
STORM = keyword_named("Storm")
"""CR 702.40."""
MADNESS = keyword_named("Madness")
"""CR 702.35."""
WARD = keyword_named("Ward")
"""CR 702.21."""
ESCAPE = keyword_named("Escape")
"""CR 702.138."""
PLOT = keyword_named("Plot")
"""CR 702.170."""
SPECTACLE = keyword_named("Spectacle")
"""CR 702.137."""
EXALTED = keyword_named("Exalted")
"""CR 702.83."""
DEVOID = keyword_named("Devoid")
"""CR 702.114."""
MODULAR = keyword_named("Modular")
"""CR 702.43."""
SUSPEND = keyword_named("Suspend")
"""CR 702.62."""
MOBILIZE = keyword_named("Mobilize")
"""CR 702.181."""
CUMULATIVE_UPKEEP = keyword_named("Cumulative upkeep")
"""CR 702.24."""
REPLICATE = keyword_named("Replicate")
"""CR 702.56."""
LIVING_WEAPON = keyword_named("Living weapon")
"""CR 702.92."""
BESTOW = keyword_named("Bestow")
"""CR 702.103."""
OFFSPRING = keyword_named("Offspring")
"""CR 702.175."""
REBOUND = keyword_named("Rebound")
"""CR 702.88."""
CASCADE = keyword_named("Cascade")
"""CR 702.85."""
EVOKE = keyword_named("Evoke")
"""CR 702.74."""
JOB_SELECT = keyword_named("Job select")
"""CR 702.182."""
SUNBURST = keyword_named("Sunburst")
"""CR 702.44."""

TYPECYCLINGS = (PLAINSCYCLING, ISLANDCYCLING, SWAMPCYCLING, MOUNTAINCYCLING, FORESTCYCLING)
"""CR 702.29e-f: the typecycling keywords (their costs are cycling costs)."""

LANDWALKS = {
    PLAINSWALK: "Plains",
    ISLANDWALK: "Island",
    SWAMPWALK: "Swamp",
    MOUNTAINWALK: "Mountain",
    FORESTWALK: "Forest",
}
"""CR 702.14c: each landwalk keyword and the land type it names."""


def _flying_blocks(game: GameState, blocker: str, attacker: str) -> Refusal | None:
    """CR 702.9b: a creature with flying can't be blocked except by creatures with flying or
    reach (702.17b)."""
    a = game.characteristics(attacker)
    if not a.has_keyword(FLYING):
        return None
    b = game.characteristics(blocker)
    if b.has_keyword(FLYING) or b.has_keyword(REACH):
        return None
    return Refusal(f"'{attacker}' has flying; '{blocker}' has neither flying nor reach", "702.9b")


COLORED_SPELLS = "spells that are one or more colors"
"""CR 702.16a: a quality of protection: spells (objects on the stack cast as spells, 112.1)
with at least one color (105.2)."""


def protected_from(
    game: GameState, protected: str, other: str, *, spell: bool | None = None
) -> bool:
    """CR 702.16: protection from a quality: whether ``other`` has a color ``protected`` has
    protection from, or is multicolored, monocolored or colorless (105.2-105.4) when that is
    the quality, or is a colored spell (from "spells that are one or more colors": ``spell``
    says whether it is one, a spell being cast; unsaid, whether it is a spell on the stack);
    protection from everything (702.16j) is from every object."""
    colors = {c.english.lower() for c in game.characteristics(other).colors}
    for ability in game.characteristics(protected).abilities:
        if ability.is_keyword(PROTECTION):
            quality = ability.parameter.lower().removeprefix("from ").strip()
            if quality in colors or _has_quality(quality, len(colors)):
                return True
            if quality == COLORED_SPELLS and colors and (spell or _is_spell(game, other)):
                return True
    return False


def _is_spell(game: GameState, other: str) -> bool:
    """CR 112.1: whether ``other`` is a spell on the stack (a card or a copy cast or put there
    as a spell, not an ability)."""
    return any(item.kind == "spell" and item.id == other for item in game.stack)


def _has_quality(quality: str, colors: int) -> bool:
    """CR 105.2-105.4, 702.16j: the qualities of protection that count an object's colors."""
    return (
        (quality == "multicolored" and colors >= 2)
        or (quality == "monocolored" and colors == 1)
        or (quality == "colorless" and colors == 0)
        or quality == "everything"
    )


def _protection_blocks(game: GameState, blocker: str, attacker: str) -> Refusal | None:
    """CR 702.16f: a creature with protection can't be blocked by creatures with that
    quality."""
    if protected_from(game, attacker, blocker):
        return Refusal(f"'{attacker}' has protection from '{blocker}'", "702.16f")
    return None


def _landwalk_blocks(game: GameState, blocker: str, attacker: str) -> Refusal | None:
    """CR 702.14c: a creature with landwalk can't be blocked as long as the defending player
    (the blocker's controller, 509.1a) controls a land of the type it names."""
    defending = game.controller_of(blocker)
    chars = game.characteristics(attacker)
    for walk, land_type in LANDWALKS.items():
        if not chars.has_keyword(walk):
            continue
        for object_id, obj in game.objects.items():
            if obj.zone is not Zone.BATTLEFIELD or game.controller_of(object_id) != defending:
                continue
            line = game.characteristics(object_id).type_line
            if line.has_card_type("Land") and line.has_subtype(land_type):
                return Refusal(
                    f"'{attacker}' has {walk.lower()} and {defending} controls a {land_type}",
                    "702.14c",
                )
    return None


@dataclass(frozen=True)
class KeywordRule:
    """What a keyword changes: its rule, the modules (``module`` or ``module:function``) where
    the rules it changes are carried out (none when only its name is known yet), and the rule
    questions it answers itself (``blocking``: may this block that?)."""

    keyword: str
    rule: str
    where: tuple[str, ...]
    blocking: BlockingRule | None = None


KEYWORD_RULES: tuple[KeywordRule, ...] = (
    KeywordRule(
        DEATHTOUCH,
        "702.2",
        ("mtgrules.game.damage:deal_damage", "mtgrules.game.combat_damage:_lethal"),
    ),
    KeywordRule(DEFENDER, "702.3", ("mtgrules.game.combat:attacker_refusal",)),
    KeywordRule(
        DOUBLE_STRIKE,
        "702.4",
        (
            "mtgrules.game.combat_damage:any_first_strike",
            "mtgrules.game.combat_damage:_deals_damage_now",
        ),
    ),
    KeywordRule(ENCHANT, "702.5", ("mtgrules.game.attachments", "mtgrules.game.targets")),
    KeywordRule(EQUIP, "702.6", ("mtgrules.cards.definitions",)),
    KeywordRule(
        FIRST_STRIKE,
        "702.7",
        (
            "mtgrules.game.combat_damage:any_first_strike",
            "mtgrules.game.combat_damage:_deals_damage_now",
        ),
    ),
    KeywordRule(FLASH, "702.8", ("mtgrules.game.casting:cast_timing_refusal",)),
    KeywordRule(FLYING, "702.9", ("mtgrules.game.combat:blocking_restriction",), _flying_blocks),
    KeywordRule(HASTE, "702.10", ("mtgrules.game.mana:may_tap",)),
    KeywordRule(HEXPROOF, "702.11", ("mtgrules.game.hexproof",)),
    KeywordRule(INDESTRUCTIBLE, "702.12", ("mtgrules.game.sba",)),
    KeywordRule(INTIMIDATE, "702.13", ()),
    KeywordRule(LANDWALK, "702.14", ()),
    KeywordRule(LIFELINK, "702.15", ("mtgrules.game.damage:deal_damage",)),
    KeywordRule(
        PROTECTION,
        "702.16",
        ("mtgrules.game.combat:blocking_restriction", "mtgrules.game.target_checks:check_targets"),
        _protection_blocks,
    ),
    KeywordRule(REACH, "702.17", ("mtgrules.game.combat:blocking_restriction",)),
    KeywordRule(SHROUD, "702.18", ("mtgrules.game.resolve",)),
    KeywordRule(TRAMPLE, "702.19", ("mtgrules.game.combat_damage",)),
    KeywordRule(VIGILANCE, "702.20", ("mtgrules.game.combat:finish_declaring_attackers",)),
    KeywordRule(MENACE, "702.111", ("mtgrules.game.combat:menace_blocks",)),
    KeywordRule(
        ANNIHILATOR,
        "702.86",
        (
            "mtgrules.cards.keyword_abilities:annihilator",
            "mtgrules.game.sacrificing:sacrifice_permanents",
        ),
    ),
    KeywordRule(CHANGELING, "702.73", ("mtgrules.cards.definitions",)),
    KeywordRule(INFECT, "702.90", ("mtgrules.game.damage:deal_damage", "mtgrules.game.sba")),
    KeywordRule(MORPH, "702.37", ()),
    KeywordRule(SPLICE, "702.47", ("mtgrules.game.splice:splice_onto",)),
    KeywordRule(KICKER, "702.33", ("mtgrules.game.casting_costs:additional_costs",)),
    KeywordRule(MULTIKICKER, "702.33c", ("mtgrules.game.casting_costs:additional_costs",)),
    KeywordRule(
        PROWESS, "702.108", ("mtgrules.cards.keyword_abilities:prowess", "mtgrules.game.triggers")
    ),
    KeywordRule(
        CYCLING,
        "702.29",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        PLAINSCYCLING,
        "702.29e",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        ISLANDCYCLING,
        "702.29e",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        SWAMPCYCLING,
        "702.29e",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        MOUNTAINCYCLING,
        "702.29e",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        FORESTCYCLING,
        "702.29e",
        ("mtgrules.cards.keyword_abilities:cycling", "mtgrules.game.hand_abilities"),
    ),
    KeywordRule(
        PLAINSWALK, "702.14c", ("mtgrules.game.combat:blocking_restriction",), _landwalk_blocks
    ),
    KeywordRule(
        ISLANDWALK, "702.14c", ("mtgrules.game.combat:blocking_restriction",), _landwalk_blocks
    ),
    KeywordRule(
        SWAMPWALK, "702.14c", ("mtgrules.game.combat:blocking_restriction",), _landwalk_blocks
    ),
    KeywordRule(
        MOUNTAINWALK, "702.14c", ("mtgrules.game.combat:blocking_restriction",), _landwalk_blocks
    ),
    KeywordRule(
        FORESTWALK, "702.14c", ("mtgrules.game.combat:blocking_restriction",), _landwalk_blocks
    ),
    KeywordRule(AFFINITY, "702.41", ("mtgrules.game.cast_keywords:affinity_reduction",)),
    KeywordRule(
        FLASHBACK,
        "702.34",
        ("mtgrules.game.cast_keywords:graveyard_ways", "mtgrules.game.state"),
    ),
    KeywordRule(DELVE, "702.66", ("mtgrules.game.cast_keywords:delve_choices",)),
    KeywordRule(STORM, "702.40", ("mtgrules.game.cast_keywords:_storm",)),
    KeywordRule(
        MADNESS,
        "702.35",
        ("mtgrules.game.discard:discard_card", "mtgrules.game.madness:finish_madness"),
    ),
    KeywordRule(WARD, "702.21", ("mtgrules.game.ward:became_targets", "mtgrules.game.ward:_ward")),
    KeywordRule(
        ESCAPE,
        "702.138",
        ("mtgrules.game.permissions:permitted_ways", "mtgrules.game.permissions:escape_refusal"),
    ),
    KeywordRule(
        PLOT,
        "702.170",
        (
            "mtgrules.game.special_actions:special_actions",
            "mtgrules.game.permissions:permitted_ways",
        ),
    ),
    KeywordRule(
        SPECTACLE,
        "702.137",
        (
            "mtgrules.cards.keyword_abilities:spectacle",
            "mtgrules.game.casting_costs:casting_options",
        ),
    ),
    KeywordRule(
        EXALTED,
        "702.83",
        ("mtgrules.cards.keyword_abilities:exalted", "mtgrules.game.keyword_triggers:_exalted"),
    ),
    KeywordRule(DEVOID, "702.114", ("mtgrules.cards.keyword_abilities:devoid",)),
    KeywordRule(
        MODULAR,
        "702.43",
        ("mtgrules.cards.keyword_abilities:modular", "mtgrules.game.keyword_triggers:_modular"),
    ),
    KeywordRule(
        SUSPEND,
        "702.62",
        ("mtgrules.game.suspend:suspend_actions", "mtgrules.game.suspend:_remove_time_counter"),
    ),
    KeywordRule(
        MOBILIZE,
        "702.181",
        ("mtgrules.cards.keyword_abilities:mobilize", "mtgrules.game.keyword_triggers:_mobilize"),
    ),
    KeywordRule(
        CUMULATIVE_UPKEEP,
        "702.24",
        (
            "mtgrules.cards.keyword_abilities:cumulative_upkeep",
            "mtgrules.game.keyword_triggers:_cumulative_upkeep",
        ),
    ),
    KeywordRule(
        REPLICATE,
        "702.56",
        (
            "mtgrules.game.casting_costs:additional_costs",
            "mtgrules.game.keyword_triggers:_replicate",
        ),
    ),
    KeywordRule(
        LIVING_WEAPON,
        "702.92",
        ("mtgrules.cards.keyword_abilities:living_weapon", "mtgrules.game.tokens:create_tokens"),
    ),
    KeywordRule(
        BESTOW,
        "702.103",
        (
            "mtgrules.game.bestow:cast_bestowed",
            "mtgrules.game.bestow:bestowed_spell_resolves",
            "mtgrules.game.bestow:unattach_bestowed",
        ),
    ),
    KeywordRule(
        OFFSPRING,
        "702.175",
        (
            "mtgrules.game.casting_costs:additional_costs",
            "mtgrules.cards.keyword_abilities:offspring",
            "mtgrules.game.token_copies:create_token_copy",
        ),
    ),
    KeywordRule(
        REBOUND,
        "702.88",
        (
            "mtgrules.game.cast_keywords:cast_with_keywords",
            "mtgrules.game.cast_keywords:rebound_instead",
            "mtgrules.game.cast_keywords:_rebound_cast",
        ),
    ),
    KeywordRule(
        CASCADE,
        "702.85",
        (
            "mtgrules.cards.keyword_abilities:cascade",
            "mtgrules.game.keyword_triggers:_cascade",
            "mtgrules.game.keyword_triggers:_cascade_bottom",
        ),
    ),
    KeywordRule(
        EVOKE,
        "702.74",
        (
            "mtgrules.game.casting_costs:casting_options",
            "mtgrules.game.keyword_triggers:evoked_enters",
            "mtgrules.game.keyword_triggers:_evoke_sacrifice",
        ),
    ),
    KeywordRule(
        JOB_SELECT,
        "702.182",
        ("mtgrules.cards.keyword_abilities:job_select", "mtgrules.game.tokens:create_tokens"),
    ),
    KeywordRule(
        SUNBURST,
        "702.44",
        ("mtgrules.cards.keyword_abilities:sunburst", "mtgrules.game.entering:_sunburst"),
    ),
)
"""One entry per keyword, in the table's order."""

BLOCKING_RULES: tuple[BlockingRule, ...] = tuple(
    r.blocking for r in KEYWORD_RULES if r.blocking is not None
)
"""The keywords' answers to "may this block that?", in the table's order."""
