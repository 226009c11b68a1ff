"""The old home of the rules in play, now in modules named for their rule areas (see
:mod:`mtgrules.game`): their names are re-exported from here for one release."""

from __future__ import annotations

from mtgrules.game.activation import activation_refusal, activator_refusal
from mtgrules.game.apply import check_action, legal_actions, perform
from mtgrules.game.battles import defending_player, protector
from mtgrules.game.casting import (
    additional_cost_refusal,
    cast_refusal,
    cast_timing_refusal,
    land_refusal,
)
from mtgrules.game.casting_costs import (
    MANA_COST,
    MAX_KICKS,
    AdditionalCosts,
    additional_costs,
    casting_costs,
    is_a,
    total_cost,
)
from mtgrules.game.combat import (
    attack_refusal,
    attacker_refusal,
    block_refusal,
    blocked_refusal,
    blocker_refusal,
    can_block,
    chosen_defender,
    defender_refusal,
    possible_attackers,
)
from mtgrules.game.combat_damage import (
    awaiting_assignment,
    blocked_attacker,
    combat_damage,
    damage_step,
)
from mtgrules.game.copies import copy_spell, new_target_choices
from mtgrules.game.damage import deal_damage
from mtgrules.game.entering import (
    CAST_TRANSFORMED,
    CHOICE_OPTIONS,
    battle_defeated,
    cast_transformed,
    offer_cast_transformed,
)
from mtgrules.game.mana import (
    MAX_X,
    activated_abilities,
    mana_ability_refusal,
    mana_sources,
    tap_refusal,
)
from mtgrules.game.play_state import Combat, Setup, StackItem
from mtgrules.game.refusals import Refusal
from mtgrules.game.sba import run_state_based_actions
from mtgrules.game.setup import OPENING_HAND, begin_from_board, start_game
from mtgrules.game.spells import revealed_texts, spell_text, split_halves
from mtgrules.game.stack import give_priority, resolve_top
from mtgrules.game.targets import legal_targets
from mtgrules.game.trigger_stack import put_triggers_on_stack
from mtgrules.game.turns import (
    MAXIMUM_HAND_SIZE,
    begin_turn,
    cleanup_step,
    enter_step,
    leave_step,
    pass_priority,
    untap_step,
)
from mtgrules.game.zone_events import became_unattached, zone_changed
from mtgrules.game.zones import draw, hand, library, shuffle_library
from mtgrules.present.summary import summarize

_activated = activated_abilities
"""The old name of :func:`~mtgrules.game.mana.activated_abilities`."""

__all__ = [
    "CAST_TRANSFORMED",
    "CHOICE_OPTIONS",
    "MANA_COST",
    "MAXIMUM_HAND_SIZE",
    "MAX_KICKS",
    "MAX_X",
    "OPENING_HAND",
    "AdditionalCosts",
    "Combat",
    "Refusal",
    "Setup",
    "StackItem",
    "_activated",
    "activation_refusal",
    "activator_refusal",
    "additional_cost_refusal",
    "additional_costs",
    "attack_refusal",
    "attacker_refusal",
    "awaiting_assignment",
    "battle_defeated",
    "became_unattached",
    "begin_from_board",
    "begin_turn",
    "block_refusal",
    "blocked_attacker",
    "blocked_refusal",
    "blocker_refusal",
    "can_block",
    "cast_refusal",
    "cast_timing_refusal",
    "cast_transformed",
    "casting_costs",
    "check_action",
    "chosen_defender",
    "cleanup_step",
    "combat_damage",
    "copy_spell",
    "damage_step",
    "deal_damage",
    "defender_refusal",
    "defending_player",
    "draw",
    "enter_step",
    "give_priority",
    "hand",
    "is_a",
    "land_refusal",
    "leave_step",
    "legal_actions",
    "legal_targets",
    "library",
    "mana_ability_refusal",
    "mana_sources",
    "new_target_choices",
    "offer_cast_transformed",
    "pass_priority",
    "perform",
    "possible_attackers",
    "protector",
    "put_triggers_on_stack",
    "resolve_top",
    "revealed_texts",
    "run_state_based_actions",
    "shuffle_library",
    "spell_text",
    "split_halves",
    "start_game",
    "summarize",
    "tap_refusal",
    "total_cost",
    "untap_step",
    "zone_changed",
]
