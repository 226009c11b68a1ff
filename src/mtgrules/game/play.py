"""The old home of the rules in play, now in modules named for their rule areas (see the
:mod:`mtgrules.game` package); this module re-exports their names for one release."""

from __future__ import annotations

from mtgrules.game.activation import (
    _COSTS as _COSTS,
)
from mtgrules.game.activation import (
    _ability_cost as _ability_cost,
)
from mtgrules.game.activation import (
    _activatable as _activatable,
)
from mtgrules.game.activation import (
    _activate as _activate,
)
from mtgrules.game.activation import (
    _activate_actions as _activate_actions,
)
from mtgrules.game.activation import (
    _activation_problem as _activation_problem,
)
from mtgrules.game.activation import (
    _why_not_activate as _why_not_activate,
)
from mtgrules.game.apply import (
    _DECISION_RULES as _DECISION_RULES,
)
from mtgrules.game.apply import (
    _discarded as _discarded,
)
from mtgrules.game.apply import (
    _divided_otherwise as _divided_otherwise,
)
from mtgrules.game.apply import (
    _legal_like as _legal_like,
)
from mtgrules.game.apply import (
    _why_illegal as _why_illegal,
)
from mtgrules.game.apply import (
    check_action as check_action,
)
from mtgrules.game.apply import (
    legal_actions as legal_actions,
)
from mtgrules.game.apply import (
    perform as perform,
)
from mtgrules.game.casting import (
    _cast as _cast,
)
from mtgrules.game.casting import (
    _cast_actions as _cast_actions,
)
from mtgrules.game.casting import (
    _cast_targets as _cast_targets,
)
from mtgrules.game.casting import (
    _casting as _casting,
)
from mtgrules.game.casting import (
    _divided_amount as _divided_amount,
)
from mtgrules.game.casting import (
    _division_problem as _division_problem,
)
from mtgrules.game.casting import (
    _divisions_offered as _divisions_offered,
)
from mtgrules.game.casting import (
    _in_hand as _in_hand,
)
from mtgrules.game.casting import (
    _kicked_words as _kicked_words,
)
from mtgrules.game.casting import (
    _land_actions as _land_actions,
)
from mtgrules.game.casting import (
    _may_cast_now as _may_cast_now,
)
from mtgrules.game.casting import (
    _reveal_options as _reveal_options,
)
from mtgrules.game.casting import (
    _spells_in_hand as _spells_in_hand,
)
from mtgrules.game.casting import (
    _way_to_cast as _way_to_cast,
)
from mtgrules.game.casting import (
    _WayToCast as _WayToCast,
)
from mtgrules.game.casting import (
    _why_not_additional as _why_not_additional,
)
from mtgrules.game.casting import (
    _why_not_cast as _why_not_cast,
)
from mtgrules.game.casting import (
    _why_not_land as _why_not_land,
)
from mtgrules.game.casting_costs import (
    MANA_COST as MANA_COST,
)
from mtgrules.game.casting_costs import (
    MAX_KICKS as MAX_KICKS,
)
from mtgrules.game.casting_costs import (
    AdditionalCosts as AdditionalCosts,
)
from mtgrules.game.casting_costs import (
    _discard_choices as _discard_choices,
)
from mtgrules.game.casting_costs import (
    _generic_changed as _generic_changed,
)
from mtgrules.game.casting_costs import (
    _pay as _pay,
)
from mtgrules.game.casting_costs import (
    _pay_beyond_mana as _pay_beyond_mana,
)
from mtgrules.game.casting_costs import (
    _plus as _plus,
)
from mtgrules.game.casting_costs import (
    _read_spell_cost as _read_spell_cost,
)
from mtgrules.game.casting_costs import (
    _sacrifice_choices as _sacrifice_choices,
)
from mtgrules.game.casting_costs import (
    _spell_matches as _spell_matches,
)
from mtgrules.game.casting_costs import (
    _SpellView as _SpellView,
)
from mtgrules.game.casting_costs import (
    additional_costs as additional_costs,
)
from mtgrules.game.casting_costs import (
    casting_costs as casting_costs,
)
from mtgrules.game.casting_costs import (
    is_a as is_a,
)
from mtgrules.game.casting_costs import (
    total_cost as total_cost,
)
from mtgrules.game.combat import (
    _RESTRICTIONS as _RESTRICTIONS,
)
from mtgrules.game.combat import (
    _attachments as _attachments,
)
from mtgrules.game.combat import (
    _attack_actions as _attack_actions,
)
from mtgrules.game.combat import (
    _block_actions as _block_actions,
)
from mtgrules.game.combat import (
    _defenders as _defenders,
)
from mtgrules.game.combat import (
    _defending_players as _defending_players,
)
from mtgrules.game.combat import (
    _finish_attacks as _finish_attacks,
)
from mtgrules.game.combat import (
    _finish_blocks as _finish_blocks,
)
from mtgrules.game.combat import (
    _menace_blocks as _menace_blocks,
)
from mtgrules.game.combat import (
    _protected as _protected,
)
from mtgrules.game.combat import (
    _restricted as _restricted,
)
from mtgrules.game.combat import (
    _still_attacked as _still_attacked,
)
from mtgrules.game.combat import (
    _why_not_attack as _why_not_attack,
)
from mtgrules.game.combat import (
    _why_not_attacked as _why_not_attacked,
)
from mtgrules.game.combat import (
    _why_not_block as _why_not_block,
)
from mtgrules.game.combat import (
    can_block as can_block,
)
from mtgrules.game.combat import (
    chosen_defender as chosen_defender,
)
from mtgrules.game.combat import (
    defending_player as defending_player,
)
from mtgrules.game.combat import (
    possible_attackers as possible_attackers,
)
from mtgrules.game.combat import (
    protector as protector,
)
from mtgrules.game.combat_damage import (
    _any_first_strike as _any_first_strike,
)
from mtgrules.game.combat_damage import (
    _assign as _assign,
)
from mtgrules.game.combat_damage import (
    _assignment_problem as _assignment_problem,
)
from mtgrules.game.combat_damage import (
    _deals_damage_now as _deals_damage_now,
)
from mtgrules.game.combat_damage import (
    _lethal as _lethal,
)
from mtgrules.game.combat_damage import (
    _note_first_strikers as _note_first_strikers,
)
from mtgrules.game.combat_damage import (
    _on_battlefield as _on_battlefield,
)
from mtgrules.game.combat_damage import (
    awaiting_assignment as awaiting_assignment,
)
from mtgrules.game.combat_damage import (
    blocked_attacker as blocked_attacker,
)
from mtgrules.game.combat_damage import (
    combat_damage as combat_damage,
)
from mtgrules.game.combat_damage import (
    damage_step as damage_step,
)
from mtgrules.game.copies import (
    _copy_targets_chosen as _copy_targets_chosen,
)
from mtgrules.game.copies import (
    copy_spell as copy_spell,
)
from mtgrules.game.copies import (
    new_target_choices as new_target_choices,
)
from mtgrules.game.damage import (
    _destroy as _destroy,
)
from mtgrules.game.damage import (
    deal_damage as deal_damage,
)
from mtgrules.game.ending import (
    _check_game_over as _check_game_over,
)
from mtgrules.game.ending import (
    _concede as _concede,
)
from mtgrules.game.ending import (
    _players_leave as _players_leave,
)
from mtgrules.game.entering import (
    CAST_TRANSFORMED as CAST_TRANSFORMED,
)
from mtgrules.game.entering import (
    CHOICE_OPTIONS as CHOICE_OPTIONS,
)
from mtgrules.game.entering import (
    _as_enters as _as_enters,
)
from mtgrules.game.entering import (
    _battle_enters as _battle_enters,
)
from mtgrules.game.entering import (
    _choice_options as _choice_options,
)
from mtgrules.game.entering import (
    _creature_kind as _creature_kind,
)
from mtgrules.game.entering import (
    _make_choice as _make_choice,
)
from mtgrules.game.entering import (
    _valid_choice as _valid_choice,
)
from mtgrules.game.entering import (
    battle_defeated as battle_defeated,
)
from mtgrules.game.entering import (
    cast_transformed as cast_transformed,
)
from mtgrules.game.entering import (
    offer_cast_transformed as offer_cast_transformed,
)
from mtgrules.game.mana import (
    MAX_X as MAX_X,
)
from mtgrules.game.mana import (
    _activated as _activated,
)
from mtgrules.game.mana import (
    _can_pay as _can_pay,
)
from mtgrules.game.mana import (
    _mana_abilities as _mana_abilities,
)
from mtgrules.game.mana import (
    _mana_actions as _mana_actions,
)
from mtgrules.game.mana import (
    _max_x as _max_x,
)
from mtgrules.game.mana import (
    _may_tap as _may_tap,
)
from mtgrules.game.mana import (
    _Payer as _Payer,
)
from mtgrules.game.mana import (
    _plan as _plan,
)
from mtgrules.game.mana import (
    _produce_mana as _produce_mana,
)
from mtgrules.game.mana import (
    _why_not_mana as _why_not_mana,
)
from mtgrules.game.mana import (
    mana_sources as mana_sources,
)
from mtgrules.game.play_state import (
    Combat as Combat,
)
from mtgrules.game.play_state import (
    Setup as Setup,
)
from mtgrules.game.play_state import (
    StackItem as StackItem,
)
from mtgrules.game.play_state import (
    _log as _log,
)
from mtgrules.game.sba import (
    _control_changes as _control_changes,
)
from mtgrules.game.sba import (
    _host_zone as _host_zone,
)
from mtgrules.game.sba import (
    _sba_inputs as _sba_inputs,
)
from mtgrules.game.sba import (
    _tokens_and_copies_cease_to_exist as _tokens_and_copies_cease_to_exist,
)
from mtgrules.game.sba import (
    run_state_based_actions as run_state_based_actions,
)
from mtgrules.game.setup import (
    OPENING_HAND as OPENING_HAND,
)
from mtgrules.game.setup import (
    _cards_to_bottom as _cards_to_bottom,
)
from mtgrules.game.setup import (
    _keep as _keep,
)
from mtgrules.game.setup import (
    _mulligan_decided as _mulligan_decided,
)
from mtgrules.game.setup import (
    begin_from_board as begin_from_board,
)
from mtgrules.game.setup import (
    start_game as start_game,
)
from mtgrules.game.spells import (
    revealed_texts as revealed_texts,
)
from mtgrules.game.spells import (
    spell_text as spell_text,
)
from mtgrules.game.spells import (
    split_halves as split_halves,
)
from mtgrules.game.stack import (
    _kicks_of as _kicks_of,
)
from mtgrules.game.stack import (
    _next_in_game as _next_in_game,
)
from mtgrules.game.stack import (
    _resolve_ability as _resolve_ability,
)
from mtgrules.game.stack import (
    _resolve_spell as _resolve_spell,
)
from mtgrules.game.stack import (
    give_priority as give_priority,
)
from mtgrules.game.stack import (
    pass_priority as pass_priority,
)
from mtgrules.game.stack import (
    resolve_top as resolve_top,
)
from mtgrules.game.targets import (
    _permanents_passing_filter as _permanents_passing_filter,
)
from mtgrules.game.targets import (
    _spell_targets as _spell_targets,
)
from mtgrules.game.targets import (
    _target_choices as _target_choices,
)
from mtgrules.game.targets import (
    _target_still_legal as _target_still_legal,
)
from mtgrules.game.targets import (
    _targets_still_legal as _targets_still_legal,
)
from mtgrules.game.targets import (
    _zone_targeted as _zone_targeted,
)
from mtgrules.game.targets import (
    legal_targets as legal_targets,
)
from mtgrules.game.timing import (
    _sorcery_timing as _sorcery_timing,
)
from mtgrules.game.timing import (
    _timing_allows as _timing_allows,
)
from mtgrules.game.triggers import (
    _HOLDERS as _HOLDERS,
)
from mtgrules.game.triggers import (
    _TRIGGERS as _TRIGGERS,
)
from mtgrules.game.triggers import (
    _choose_trigger as _choose_trigger,
)
from mtgrules.game.triggers import (
    _event as _event,
)
from mtgrules.game.triggers import (
    _matches as _matches,
)
from mtgrules.game.triggers import (
    _push_trigger as _push_trigger,
)
from mtgrules.game.triggers import (
    _source_state as _source_state,
)
from mtgrules.game.triggers import (
    _trigger_holders as _trigger_holders,
)
from mtgrules.game.triggers import (
    _trigger_text as _trigger_text,
)
from mtgrules.game.triggers import (
    _triggers_of as _triggers_of,
)
from mtgrules.game.triggers import (
    became_unattached as became_unattached,
)
from mtgrules.game.triggers import (
    put_triggers_on_stack as put_triggers_on_stack,
)
from mtgrules.game.triggers import (
    zone_changed as zone_changed,
)
from mtgrules.game.turns import (
    MAXIMUM_HAND_SIZE as MAXIMUM_HAND_SIZE,
)
from mtgrules.game.turns import (
    _doesnt_untap as _doesnt_untap,
)
from mtgrules.game.turns import (
    begin_turn as begin_turn,
)
from mtgrules.game.turns import (
    cleanup_step as cleanup_step,
)
from mtgrules.game.turns import (
    enter_step as enter_step,
)
from mtgrules.game.turns import (
    leave_step as leave_step,
)
from mtgrules.game.turns import (
    untap_step as untap_step,
)
from mtgrules.game.zones import (
    _zone_lists as _zone_lists,
)
from mtgrules.game.zones import (
    draw as draw,
)
from mtgrules.game.zones import (
    hand as hand,
)
from mtgrules.game.zones import (
    library as library,
)
from mtgrules.game.zones import (
    shuffle_library as shuffle_library,
)
from mtgrules.present.summary import summarize as summarize
