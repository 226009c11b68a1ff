"""The Bond variant (fan-made rules): the Bonded supertype (結束の), Bond mana ``{*}``, and the
keyword abilities Joint, Progress, Back Attack, Shake Off and Bond Rampage. Rule numbers are the
variant's own (``Bond 502.C``); see MISSION §5 and ``docs/variants.md``.

Everything here goes through :class:`~mtgrules.variants.VariantPack`: the engine knows nothing of
Bond. A game opts in with ``Game(variants=["bond"])``, ``variants: [bond]`` in a scenario, or
``--variant bond`` on the command line.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from mtgrules.cards.custom import CustomCard, read_custom_cards
from mtgrules.effects.ops import ModifyPT
from mtgrules.game.attachments import AttachmentRule
from mtgrules.game.game_state import Refusal
from mtgrules.game.objects import Zone
from mtgrules.game.packs import CardReader, VariantPack, register
from mtgrules.model.abilities import (
    Ability,
    AbilityKind,
    AlternativeCost,
    Count,
    EffectSpec,
    Filter,
    Instruction,
    RevealedText,
    TargetSpec,
)
from mtgrules.model.text import Text
from mtgrules.sourcefile import load_yaml_text
from mtgrules.vocab.keywords import Keyword
from mtgrules.vocab.mana import ManaCost, ManaCostError, ManaSymbol, ManaUnit
from mtgrules.vocab.ruleset import RuleSet
from mtgrules.vocab.types import Supertype

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.sourcefile import Located

BONDED = Supertype("Bonded", "結束の")
"""205.4f′: Bonded is a supertype. Every object without it is unbonded."""

BOND_MANA = "bonded"
"""The property of mana a Bonded permanent produces (CR 106.3): what pays ``{*}``."""


def _data(name: str) -> str:
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


KEYWORDS: tuple[Keyword, ...] = tuple(
    Keyword(row["english"], row["japanese"], row["kind"], row["rule"])
    for row in csv.DictReader(_data("keywords.tsv").splitlines(), delimiter="\t")
)
"""The variant's keyword abilities, English and Japanese, from ``keywords.tsv``."""


@dataclass(frozen=True, repr=False)
class BondSymbol(ManaSymbol):
    """Bond mana ``{*}``: one mana of any color or colorless, but only mana a Bonded permanent
    produced. Effects that reduce generic costs can't reduce it."""

    affected_by_generic_reductions: ClassVar[bool] = False

    @property
    def text(self) -> str:
        return "{*}"

    def mana_value(self, x: int = 0) -> int:
        return 1

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return BOND_MANA in mana.source_properties


def bonded_mana(chars: Any) -> tuple[str, ...]:
    """Mana from a Bonded permanent carries the Bond property (checked as it is produced)."""
    return (BOND_MANA,) if chars.type_line.has_supertype(BONDED.english) else ()


def is_bonded(game: GameState, object_id: str) -> bool:
    return bool(game.characteristics(object_id).type_line.has_supertype(BONDED.english))


# -- the keyword abilities ----------------------------------------------------------------------


def _joint(
    reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """502.A Joint: a static ability that works while its spell is cast: if a card matching
    ``reveal`` is revealed from the caster's hand as it is cast, the spell goes on the stack
    with the text ``gives`` (its ``targets``, doing ``do``) — instead of its own (``replaces``, the
    default) or besides it. Several Joint abilities each check the revealed card."""
    if data is None:
        raise ValueError("Joint is written as a mapping: keyword, text, reveal, gives, do")
    reader.check_keys(
        data, {"keyword", "text", "reveal", "gives", "targets", "do", "replaces"}, "Joint"
    )
    for key in ("reveal", "gives", "do"):
        if key not in data:
            raise reader.fail(data, f"Joint needs '{key}'", None)
    reveal = reader.filter(reader.mapping(data["reveal"], data, "reveal", "'reveal'"), ("hand",))
    spell_text = reader.text(str(data["gives"]), data, "gives")
    steps = data["do"]
    if not isinstance(steps, list):
        raise reader.fail(data, "'do' must be a list", "do")
    instructions = tuple(reader.instruction(step, steps, i) for i, step in enumerate(steps))
    shown = reader.text(str(data.get("text", f"Joint — {spell_text.render()}")), data, "text")
    revealed = RevealedText(
        reveal,
        Ability(AbilityKind.SPELL, spell_text, instructions=instructions),
        reader.targets(data.get("targets"), data),
        bool(data.get("replaces", True)),
    )
    return Ability(
        AbilityKind.STATIC, shown, keyword=keyword, revealed_text=revealed,
        functions_outside_battlefield=True,
    )  # fmt: skip


_PROGRESS = re.compile(r"^(?P<n>\d+)\s*(?P<cost>(\{[^}]+\})+)$")


def _progress(
    reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """502.B Progress N [cost]: "If N or more spells were cast this turn, you may pay [cost]
    rather than pay this spell's mana cost" — an alternative cost (CR 118.9) counting every
    player's spells. Several Progress abilities each offer their cost."""
    match = _PROGRESS.match(parameter.strip())
    if match is None:
        raise ValueError(f"write Progress as 'Progress N {{cost}}', not '{text.render()}'")
    ManaCost.parse(match["cost"], reader.rules.symbols)  # a ManaCostError is a ValueError
    parameter = f"{match['n']} {match['cost']}"
    text = Text((f"{keyword.english} {parameter}",))  # as printed, whichever language it was in
    alternative = AlternativeCost(text.render(), match["cost"], None, int(match["n"]))
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        alternative_cost=alternative, functions_outside_battlefield=True,
    )  # fmt: skip


BACK_ATTACK_PUMP = EffectSpec(
    Filter(attached=True),
    (ModifyPT(Count(power_of_source=True), Count(power_of_source=True, times=-1)),),
    text="The creature it is attached to gets +N/-N, where N is its power.",
)
"""502.C: the creature a Back Attack creature is attached to gets +N/-N, N being the attached
creature's power as it is when the effect applies (layer 7c, CR 613.4c)."""


def _back_attack(
    reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """502.C Back Attack: "{T}: Attach this creature to target Bonded creature. Activate only
    during your combat phase", and the pump while attached. Several instances are
    redundant."""
    if data is not None:
        reader.check_keys(data, {"keyword"}, "Back Attack")
    return Ability(
        AbilityKind.ACTIVATED, text, (BACK_ATTACK_PUMP,), (Instruction("attach", target=1),),
        keyword=keyword, parameter=parameter, cost="{T}",
        targets=(TargetSpec(Filter(types=("Creature",), supertypes=(BONDED.english,)),
                            "target Bonded creature"),),
        timing=("your_combat",), timing_rule="Bond 502.C", redundant=True,
    )  # fmt: skip


def _shake_off(
    reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """502.D Shake Off [cost]: "[cost]: Unattach this creature from the creature it is attached
    to. Any player may activate this ability, only during its controller's turn and only while
    this creature is attached." Several instances each work."""
    try:
        ManaCost.parse(parameter.strip(), reader.rules.symbols)
    except ManaCostError as error:
        raise ValueError(f"Shake Off needs a mana cost: {error}") from error
    return Ability(
        AbilityKind.ACTIVATED, text, instructions=(Instruction("unattach"),), keyword=keyword,
        parameter=parameter, cost=parameter.strip(), activators="any",
        timing=("controllers_turn", "attached"), timing_rule="Bond 502.D",
    )  # fmt: skip


def _bond_rampage(
    reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """502.E Bond Rampage N: "Whenever this creature becomes blocked, it gets +N/+N until end of
    turn for each Bonded creature blocking it", counted once as the ability resolves (CR
    611.2d). Several instances trigger separately."""
    if not parameter.strip().isdigit():
        raise ValueError(f"write Bond Rampage as 'Bond Rampage N', not '{text.render()}'")
    n = int(parameter)
    blockers = Filter(blocking=True, types=("Creature",), supertypes=(BONDED.english,))
    pump = EffectSpec(
        Filter(self_only=True),
        (ModifyPT(Count(variable="N", times=n), Count(variable="N", times=n)),),
        duration="end_of_turn",
    )
    return Ability(
        AbilityKind.TRIGGERED, text, keyword=keyword, parameter=parameter,
        trigger="Whenever {this} becomes blocked",
        instructions=(
            Instruction("let", params=(("let", (("N", Count(objects=blockers)),)),)),
            Instruction("effect", effect=pump),
        ),
    )  # fmt: skip


BUILDERS = MappingProxyType(
    {
        "Joint": _joint,
        "Progress": _progress,
        "Back Attack": _back_attack,
        "Shake Off": _shake_off,
        "Bond Rampage": _bond_rampage,
    }
)


# -- Back Attack's rules on the game ------------------------------------------------------------


def _has_back_attack(game: GameState, object_id: str) -> bool:
    chars = game.characteristics(object_id)
    return bool(chars.has_keyword("Back Attack") and chars.type_line.has_card_type("Creature"))


def _may_carry(game: GameState, creature: str, host: str) -> bool:
    """502.C: a Back Attack creature is attached legally to another Bonded creature on the
    battlefield."""
    obj = game.objects.get(host)
    if host == creature or obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    line = game.characteristics(host).type_line
    return bool(line.has_card_type("Creature") and line.has_supertype(BONDED.english))


def _host_controller(game: GameState, host: str) -> str | None:
    """Who controls ``host`` — or, if it is gone, who last did (CR 608.2h)."""
    obj = game.objects.get(host)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return game.controller_of(host)
    known = game.last_known.get(host)
    return known.controller if known is not None else None


def _when_illegal(game: GameState, creature: str, host: str | None) -> str:
    """502.C: attached to an illegal creature, or to one that is gone, it goes to its owner's
    graveyard — unless that creature is one its controller controls: then it is unattached
    and untapped. Attached to itself, it goes to the graveyard."""
    if host is None or host == creature:
        return "graveyard"
    if _host_controller(game, host) == game.controller_of(creature):
        return "unattach_untap"
    return "graveyard"


BACK_ATTACK_RULE = AttachmentRule(
    "Back Attack", _has_back_attack, _may_carry, _when_illegal, "Bond 502.C",
    remembers_gone_host=True,
)  # fmt: skip
"""501.2 / 502.C: creatures with Back Attack attach to Bonded creatures."""


def _untap_refused(game: GameState, object_id: str, how: str) -> Refusal:
    """502.C: while attached, a Back Attack creature doesn't untap during its controller's
    untap step and can't be untapped by spells or abilities."""
    obj = game.objects.get(object_id)
    if obj is None or obj.attached_to is None or not _has_back_attack(game, object_id):
        return None
    if how == "untap_step":
        return (f"{object_id} is attached: it doesn't untap in its untap step", "Bond 502.C")
    return (f"{object_id} is attached: it can't be untapped", "Bond 502.C")


def _attack_refused(game: GameState, creature: str, defender: str) -> Refusal:
    """502.C: a creature with Back Attack can't attack unless the defending player controls no
    Bonded creature and no creature that could block it."""
    if not game.characteristics(creature).has_keyword("Back Attack"):
        return None
    from mtgrules.game.battles import defending_player
    from mtgrules.game.combat import can_block

    player = defending_player(game, defender)
    for object_id, obj in game.objects.items():
        if obj.zone is not Zone.BATTLEFIELD or game.controller_of(object_id) != player:
            continue
        line = game.characteristics(object_id).type_line
        if not line.has_card_type("Creature"):
            continue
        if line.has_supertype(BONDED.english):
            return (f"{player} controls a Bonded creature ({object_id})", "Bond 502.C")
        if not obj.tapped and can_block(game, object_id, creature):
            return (f"{player} controls a creature that could block it ({object_id})", "Bond 502.C")
    return None


def _install(game: GameState) -> None:
    game.hooks.attack.append(_attack_refused)
    game.hooks.untap.append(_untap_refused)


def _cards(rules: RuleSet) -> list[CustomCard]:
    path = "mtgrules/variants/bond/cards.yaml"
    return read_custom_cards(load_yaml_text(_data("cards.yaml"), path), path, rules)


PACK = register(
    VariantPack(
        "bond",
        "The Bond variant: Bonded permanents, Bond mana {*}, Joint, Progress, Back Attack, "
        "Shake Off and Bond Rampage.",
        supertypes=(BONDED,),
        symbols=(BondSymbol(),),
        keywords=KEYWORDS,
        keyword_builders=BUILDERS,
        mana_properties=(bonded_mana,),
        attachment_rules=(BACK_ATTACK_RULE,),
        cards=_cards,
        install=_install,
    )
)
