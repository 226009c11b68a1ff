"""Where the compiler's parts for one kind of text register: a grammar rule's builder (parse
tree → definition data) and the renderer that says that data back in English.

The core of the compiler (:mod:`.builder`, :mod:`.render`) handles the commonest shapes; each
family of abilities or instructions (counterspells, mana abilities, loyalty abilities, …) lives
in one module of :mod:`mtgrules.cards.oracle.families`, with its grammar in a file of
``grammar/`` (Lark ``%extend`` of the core rules in ``oracle.lark``). A family registers here:

- :data:`LINES`: a kind of ability line (a start symbol: ``loyalty``, ``mana_ability``) →
  ``(tree, is_spell) -> Built``;
- :data:`CLAUSES`: an instruction's grammar rule (an alias of ``clause``) →
  ``(tree, scope) -> data``, one instruction as a definition writes it; also
  ``damage_to_RULE`` (a "deals N damage to" clause whose recipient is that rule) and
  ``player_RULE`` (the player data of a player instruction whose subject is that rule);
- :data:`STATICS`: a static ability's grammar rule (an alias of ``static_sentence``) →
  ``tree -> (data, notes)``;
- :data:`COST_PARTS`: an activation cost part's rule (an alias of ``cost_part``) →
  ``tree -> text`` (the cost as printed, read by :func:`~mtgrules.model.costs.parse_cost`);
- :data:`KEYWORDS`: a keyword ability's rule (an alias of ``keyword``) → ``tree -> text``
  (the keyword as a definition writes it, ``Cycling—Pay 2 life.``);
- :data:`TRIGGERS`: a trigger's rule (an alias of ``trigger``) → ``tree -> text`` (the trigger
  condition as a definition writes it);
- :data:`RENDER_INSTRUCTIONS`: an instruction verb → ``(step, say) -> English`` (``say`` is a
  :class:`~mtgrules.cards.oracle.render.Saying`: targets and mentions);
- :data:`TOKENS`: a predefined token's subtype (CR 111.10: ``Treasure``) → ``(number) ->
  token data`` (what ``create_token`` holds), for "create a Treasure token";
- :data:`SENTENCES`: a sentence's grammar rule (an alias of ``effect_sentence``) → ``(tree,
  scope) -> [data]``, its instructions; one marked ``_attach: KEY`` (with ``_to``: a key the
  instruction before must have) becomes that instruction's ``KEY`` ("If you do, …" after "you
  may …", CR 608.2d);
- :data:`RENDER_ABILITIES`: a note ``render: NAME`` on an ability → ``(data, notes, targets)
  -> English``, for the abilities (static or not) a family says itself;
- :data:`CONDITIONS`: a condition's rule (an alias of ``condition``) → ``tree -> data`` (what
  ``if:`` or ``condition:`` holds), and :data:`RENDER_CONDITIONS`: by name, ``(data) -> English
  or None`` (None: not this family's condition), asked before the core's own;
- :data:`SENTENCES`: an effect sentence's rule (an alias of ``effect_sentence``) → ``(tree,
  scope) -> [instructions]``.
- :data:`FILTER_PARTS`: a rule of a noun phrase or group (an alias of one of its parts, or
  ``noun_alternatives`` the core can't read) → ``(node, out)``: writes the filter into ``out``;
- :data:`RENDER_FILTERS`: a filter key → ``(spec, plural) -> English``, for filters a family
  says itself (``any_of``).

A name registered twice is an error at import, so two families can't silently fight over a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

LINES: dict[str, Callable[..., Any]] = {}
CLAUSES: dict[str, Callable[..., Any]] = {}
STATICS: dict[str, Callable[..., Any]] = {}
COST_PARTS: dict[str, Callable[..., Any]] = {}
TRIGGERS: dict[str, Callable[..., Any]] = {}
KEYWORDS: dict[str, Callable[..., Any]] = {}
RENDER_INSTRUCTIONS: dict[str, Callable[..., Any]] = {}
RENDER_ABILITIES: dict[str, Callable[..., Any]] = {}
TOKENS: dict[str, Callable[..., Any]] = {}
CONDITIONS: dict[str, Callable[..., Any]] = {}
RENDER_CONDITIONS: dict[str, Callable[..., Any]] = {}
SENTENCES: dict[str, Callable[..., Any]] = {}
FILTER_PARTS: dict[str, Callable[..., Any]] = {}
RENDER_FILTERS: dict[str, Callable[..., Any]] = {}


def _register(table: dict[str, Callable[..., Any]], what: str, names: tuple[str, ...]) -> Any:
    def register(function: F) -> F:
        for name in names:
            if name in table:
                raise ValueError(f"the {what} '{name}' is registered twice")
            table[name] = function
        return function

    return register


def line(*names: str) -> Callable[[F], F]:
    """Register the builder of a kind of ability line (a start symbol of the grammar)."""
    return _register(LINES, "line kind", names)  # type: ignore[no-any-return]


def clause(*names: str) -> Callable[[F], F]:
    """Register the builder of an instruction's grammar rule."""
    return _register(CLAUSES, "instruction rule", names)  # type: ignore[no-any-return]


def static(*names: str) -> Callable[[F], F]:
    """Register the builder of a static ability's grammar rule."""
    return _register(STATICS, "static rule", names)  # type: ignore[no-any-return]


def cost_part(*names: str) -> Callable[[F], F]:
    """Register the builder of an activation cost part's grammar rule."""
    return _register(COST_PARTS, "cost rule", names)  # type: ignore[no-any-return]


def keyword(*names: str) -> Callable[[F], F]:
    """Register the builder of a keyword ability's grammar rule."""
    return _register(KEYWORDS, "keyword rule", names)  # type: ignore[no-any-return]


def trigger(*names: str) -> Callable[[F], F]:
    """Register the builder of a trigger's grammar rule."""
    return _register(TRIGGERS, "trigger rule", names)  # type: ignore[no-any-return]


def says_instruction(*verbs: str) -> Callable[[F], F]:
    """Register the renderer of an instruction verb."""
    return _register(RENDER_INSTRUCTIONS, "instruction renderer", verbs)  # type: ignore[no-any-return]


def says_ability(*names: str) -> Callable[[F], F]:
    """Register the renderer of abilities whose notes say ``render: NAME``."""
    return _register(RENDER_ABILITIES, "ability renderer", names)  # type: ignore[no-any-return]


def token(*subtypes: str) -> Callable[[F], F]:
    """Register the definition of a predefined token (CR 111.10), by its subtype."""
    return _register(TOKENS, "predefined token", subtypes)  # type: ignore[no-any-return]


def condition(*names: str) -> Callable[[F], F]:
    """Register the builder of a condition's grammar rule."""
    return _register(CONDITIONS, "condition rule", names)  # type: ignore[no-any-return]


def says_condition(*names: str) -> Callable[[F], F]:
    """Register a renderer of conditions (it answers None for a condition not its own)."""
    return _register(RENDER_CONDITIONS, "condition renderer", names)  # type: ignore[no-any-return]


def sentence(*names: str) -> Callable[[F], F]:
    """Register the builder of an effect sentence's grammar rule."""
    return _register(SENTENCES, "sentence rule", names)  # type: ignore[no-any-return]


def filter_part(*names: str) -> Callable[[F], F]:
    """Register the reader of a part of a noun phrase or group into a filter."""
    return _register(FILTER_PARTS, "filter part", names)  # type: ignore[no-any-return]


def says_filter(*keys: str) -> Callable[[F], F]:
    """Register the renderer of filters with a key."""
    return _register(RENDER_FILTERS, "filter renderer", keys)  # type: ignore[no-any-return]
