"""Reading one ability of Oracle text into a parse tree with the grammar in ``oracle.lark``
(Lark, Earley). The tokenizer turns the text into words the grammar knows; a word it doesn't
know stops the parse at once, naming the word."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedInput
from lark.lexer import Lexer
from lark.parsers import earley

from mtgrules.vocab.types import CORE

SIMPLE_KEYWORDS = (
    "flying", "deathtouch", "defender", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance", "flash", "shroud", "changeling", "infect",
    "prowess", "devoid", "convoke", "delve", "storm", "cascade", "fear", "intimidate", "shadow",
    "exalted", "wither", "partner", "flanking", "horsemanship", "persist", "undying", "banding",
    "sunburst", "phasing", "provoke", "rebound", "riot", "unleash", "evolve", "extort", "mentor",
    "improvise", "skulk", "decayed", "training", "ascend", "myriad", "melee", "dethrone",
    "exploit", "ingest", "battle cry", "living weapon", "split second", "epic", "haunt",
    "cipher", "conspire", "retrace", "gravestorm", "fuse", "soulbond", "undaunted", "assist",
    "jump-start", "mentor", "daybound", "nightbound", "compleated", "ravenous", "enlist",
    "read ahead", "backup", "for mirrodin!", "living metal", "demonstrate", "cleave",
    "job select",
)  # fmt: skip
"""Keyword abilities without a parameter, as their words (CR 702)."""

KEYWORDS_WITH_COST = (
    "kicker", "multikicker", "ward", "cycling", "flashback", "madness", "evoke", "morph",
    "megamorph", "ninjutsu", "dash", "unearth", "echo", "buyback", "entwine", "emerge",
    "escape", "overload", "bestow", "prowl", "spectacle", "surge", "embalm", "eternalize",
    "foretell", "disturb", "blitz", "encore", "mutate", "reconfigure", "transmute",
    "plainscycling", "islandcycling", "swampcycling", "mountaincycling", "forestcycling",
    "landcycling", "basic landcycling", "channel", "outlast", "scavenge", "level up",
    "replicate", "recover", "miracle", "suspend", "craft", "squad", "offspring", "plot",
    "cumulative upkeep",
)  # fmt: skip
"""Keyword abilities followed by a cost."""

KEYWORDS_WITH_NUMBER = (
    "crew", "toxic", "afflict", "annihilator", "bushido", "fading", "vanishing", "modular",
    "graft", "dredge", "bloodthirst", "rampage", "frenzy", "tribute", "renown", "fabricate",
    "absorb", "amplify", "devour", "poisonous", "soulshift", "backup", "casualty", "bloodrush",
    "afterlife", "mobilize", "saddle", "station",
)  # fmt: skip
"""Keyword abilities followed by a number."""

_PHRASES = sorted(
    (k for k in (*SIMPLE_KEYWORDS, *KEYWORDS_WITH_COST, *KEYWORDS_WITH_NUMBER) if " " in k),
    key=lambda k: -len(k),
)

_PHRASE_TUPLE = tuple(_PHRASES)

_TOKEN = re.compile(
    r"""(?P<this>\{this\})
      | (?P<loyalty>\[[+−-]?(?:\d+|X)\]|^[+−-]?(?:\d+|X)(?=:))
      | (?P<mana>\{[^}]+\})
      | (?P<ptmod>[+-](?:\d+|X)/[+-](?:\d+|X))
      | (?P<pt>(?:\d+|X|\*)/(?:\d+|X|\*))
      | (?P<number>\d+)
      | (?P<word>and/or|[A-Za-z][A-Za-z'!-]*)
      | (?P<poss>'s\b|')
      | (?P<punct>[,.:;"•—/])
      | (?P<space>\s+)
      | (?P<other>.)""",
    re.VERBOSE,
)

_CHAPTERS = {"I", "II", "III", "IV", "V", "VI"}
"""A Saga's chapter numbers (CR 714.2)."""

_NO_SPLIT = {"it's", "that's", "don't", "doesn't", "can't", "isn't", "aren't", "won't"}


class UnknownWord(ValueError):
    """A word (or sign) the grammar has no place for: the text can't be parsed."""

    def __init__(self, word: str, column: int) -> None:
        super().__init__(f"unknown word '{word}' at column {column}")
        self.word = word
        self.column = column


@dataclass(frozen=True)
class _Subtypes:
    singular: frozenset[str]
    plural: dict[str, str]


@cache
def _subtypes() -> _Subtypes:
    singular = {s.english for s in CORE.subtypes if " " not in s.english}
    plural: dict[str, str] = {}
    for word in singular:
        plural[word + "s"] = word
        if word.endswith(("f", "fe")):
            plural[word.rsplit("f", 1)[0] + "ves"] = word
        if word.endswith(("s", "x", "ch", "sh")):
            plural[word + "es"] = word
        if word.endswith("y"):
            plural[word[:-1] + "ies"] = word
    plural.update({"Elves": "Elf", "Dwarves": "Dwarf", "Mice": "Mouse"})
    return _Subtypes(frozenset(singular), plural)


@cache
def parser() -> Lark:
    """The Oracle grammar's parser (built once)."""
    here = resources.files("mtgrules.cards.oracle")
    grammar = here.joinpath("oracle.lark").read_text("utf-8")
    folder = here.joinpath("grammar")
    for family in sorted(folder.iterdir() if folder.is_dir() else (), key=lambda f: f.name):
        if family.name.endswith(".lark"):  # a family's rules (%extend of the core ones)
            grammar += f"\n// -- {family.name}\n" + family.read_text("utf-8")
    lark = Lark(
        grammar, parser="earley", lexer=_WordLexer, ambiguity="resolve", keep_all_tokens=True,
        ordered_sets=True,  # stable output: the same parse whatever the hash seed
        start=list(KINDS),
    )  # fmt: skip
    _narrow_predictions(lark)
    return lark


class _Lookahead:
    """The terminals of the next two words the Earley parser will read, while :func:`parse`
    runs (``active``); the lexer moves them on as Lark takes each word."""

    __slots__ = ("active", "enabled", "first", "second", "two")

    def __init__(self) -> None:
        self.active = False
        self.enabled = True
        self.two = True
        """Whether the second word narrows too (else any second word is allowed)."""
        self.first = _END
        self.second = _END

    def at(self, words: list[Token], index: int) -> None:
        """Look ahead from ``words[index]``."""
        self.first = words[index].type if index < len(words) else _END
        if not self.two:
            self.second = _ANY
        else:
            self.second = words[index + 1].type if index + 1 < len(words) else _END


_END = "$END"
"""The lookahead past the last word."""

_ANY = "$ANY"
"""The second word's lookahead when only the first narrows."""

_NEXT = _Lookahead()


@dataclass(frozen=True)
class _Start:
    """What a rule can read first, from its first two symbols: the terminals the first can
    begin with, those it can be as one word alone, the pairs of words it can begin with,
    and the terminals the rest of the rule can begin with (``rest_empty``: the rest can read
    nothing)."""

    begins: frozenset[str]
    alone: frozenset[str]
    pairs: Mapping[str, frozenset[str]]
    rest_begins: frozenset[str]
    rest_empty: bool

    def may_read(self, first: str, second: str) -> bool:
        """Whether the rule can read the words ``first`` ``second``…: by the two as the start
        of what its first symbol reads, or by ``first`` alone as all its first symbol reads
        and ``second`` as the start of the rest (or of what follows the rule)."""
        if first not in self.begins:
            return False
        if second == _ANY or second in self.pairs.get(first, ()):
            return True
        if first not in self.alone:
            return False
        if second == _END:
            return self.rest_empty
        return self.rest_empty or second in self.rest_begins


class _NarrowedPredictions(Mapping[Any, list[Any]]):
    """Lark's Earley predictions (each nonterminal → every rule that can start where it is
    expected), narrowed to the rules that can read the next two words (or read none). A rule
    that can't is dead where it is predicted: it never completes, its own predictions are dead
    too, and it adds nothing to the parse forest, so leaving it out changes no parse (trees,
    ambiguity resolution, the place a failure is found) and saves most of the parser's work."""

    def __init__(self, every: Mapping[Any, list[Any]], tables: _Tables) -> None:
        self._every = every
        self._starts: dict[Any, _Start | None] = {}
        for rules in every.values():
            for rule in rules:
                self._starts[rule] = tables.start_of(rule)
        self._narrowed: dict[tuple[Any, str, str], list[Any]] = {}

    def __getitem__(self, symbol: Any) -> list[Any]:
        if not _NEXT.active:
            return self._every[symbol]
        key = (symbol, _NEXT.first, _NEXT.second)
        found = self._narrowed.get(key)
        if found is None:
            first, second = _NEXT.first, _NEXT.second
            # by the first word, then (from those fewer rules) by the second
            wide = self._narrowed.get((symbol, first, _ANY))
            if wide is None:
                wide = [r for r in self._every[symbol] if _kept(self._starts[r], first, _ANY)]
                self._narrowed[symbol, first, _ANY] = wide
            found = [r for r in wide if _kept(self._starts[r], first, second)]
            self._narrowed[key] = found
        return found

    def __iter__(self) -> Iterator[Any]:
        return iter(self._every)

    def __len__(self) -> int:
        return len(self._every)


def _kept(start: _Start | None, first: str, second: str) -> bool:
    return start is None or start.may_read(first, second)


class _Tables:
    """For each nonterminal of the grammar: the terminals it can be as one word alone, and the
    pairs of words a longer reading of it can begin with (a fixpoint over the rules, with
    Lark's FIRST sets and nullable symbols)."""

    def __init__(self, rules: list[Any], first: Mapping[Any, Any], nullable: set[Any]) -> None:
        self.first = {k.name: frozenset(t.name for t in v) for k, v in first.items()}
        self.nullable = {s.name for s in nullable}
        self.alone: dict[str, set[str]] = {r.origin.name: set() for r in rules}
        self.pairs: dict[str, dict[str, set[str]]] = {r.origin.name: {} for r in rules}
        changed = True
        while changed:
            changed = any([self._widen(rule) for rule in rules])

    def _empty(self, symbol: Any) -> bool:
        return not symbol.is_term and symbol.name in self.nullable

    def begins(self, symbol: Any) -> frozenset[str]:
        return frozenset({symbol.name}) if symbol.is_term else self.first[symbol.name]

    def alone_of(self, symbol: Any) -> set[str]:
        return {symbol.name} if symbol.is_term else self.alone[symbol.name]

    def pairs_of(self, symbol: Any) -> dict[str, set[str]]:
        return {} if symbol.is_term else self.pairs[symbol.name]

    def sequence_begins(self, symbols: list[Any]) -> tuple[frozenset[str], bool]:
        """The terminals a sequence of symbols can begin with, and whether it can read none."""
        out: set[str] = set()
        for symbol in symbols:
            out |= self.begins(symbol)
            if not self._empty(symbol):
                return frozenset(out), False
        return frozenset(out), True

    def _widen(self, rule: Any) -> bool:
        """Add what one rule reads to its nonterminal's tables; whether they grew."""
        origin, expansion = rule.origin.name, list(rule.expansion)
        alone, pairs = self.alone[origin], self.pairs[origin]
        grew = False
        for index, symbol in enumerate(expansion):
            others = expansion[:index] + expansion[index + 1 :]
            if all(self._empty(s) for s in others) and not self.alone_of(symbol) <= alone:
                alone |= self.alone_of(symbol)
                grew = True
        for index, symbol in enumerate(expansion):
            found = [(a, set(b)) for a, b in self.pairs_of(symbol).items()]
            rest, _ = self.sequence_begins(expansion[index + 1 :])
            found += [(a, set(rest)) for a in self.alone_of(symbol)]
            for word, seconds in found:
                known = pairs.setdefault(word, set())
                if not seconds <= known:
                    known |= seconds
                    grew = True
            if not self._empty(symbol):
                break
        return grew

    def start_of(self, rule: Any) -> _Start | None:
        """What ``rule`` can read first; None when it may read nothing or its second symbol
        may read nothing (such a rule is always kept)."""
        expansion = list(rule.expansion)
        if not expansion or all(self._empty(s) for s in expansion):
            return None
        if len(expansion) > 1 and self._empty(expansion[1]):
            return None
        head = expansion[0]
        rest_begins, rest_empty = self.sequence_begins(expansion[1:])
        pairs = {a: frozenset(b) for a, b in self.pairs_of(head).items()}
        return _Start(
            self.begins(head), frozenset(self.alone_of(head)), pairs, rest_begins, rest_empty
        )


def _narrow_predictions(lark: Lark) -> None:
    """Give Lark's Earley parser :class:`_NarrowedPredictions`. Only for a grammar where no
    rule starts with a symbol that can read no word (then a dead prediction's own predictions
    are all dead too); otherwise, or on a Lark whose parser isn't laid out so, the parser keeps
    its own predictions."""
    parser = getattr(getattr(lark, "parser", None), "parser", None)
    if not isinstance(parser, earley.Parser) or not isinstance(
        getattr(parser, "predictions", None), dict
    ):
        return
    nullable = parser.NULLABLE
    if any(r.expansion and r.expansion[0] in nullable for r in lark.rules):
        return
    tables = _Tables(list(lark.rules), parser.FIRST, set(nullable))
    parser.predictions = _NarrowedPredictions(parser.predictions, tables)  # type: ignore[assignment]


@contextmanager
def exhaustive_parsing() -> Iterator[None]:
    """Parse with Lark's own, unnarrowed predictions (the reference the narrowed parse must
    equal: tests compare the two)."""
    before = _NEXT.enabled
    _NEXT.enabled = False
    try:
        yield
    finally:
        _NEXT.enabled = before


def prepare() -> None:
    """Build the parser and the tables :func:`parse` reads, once in this process (before it
    forks workers, which then share them instead of each building its own)."""
    parser()
    _literals()
    _subtypes()
    _shapes()


KINDS = (
    "keyword_line", "mana_ability", "activated", "triggered", "static_line", "spell_line", "modal",
    "loyalty", "chapter",
)  # fmt: skip
"""The kinds of ability line (CR 113.3, 702.1), each a start symbol of the grammar."""

_KEYWORD_STARTS = {
    "SIMPLE_KEYWORD", "KEYWORD_WITH_COST", "KEYWORD_WITH_NUMBER", "LANDWALK", "PROTECTION",
    "ENCHANT", "EQUIP", "FIRST", "DOUBLE", "AFFINITY",
}  # fmt: skip


def kinds_to_try(words: list[Token], is_spell: bool) -> tuple[str, ...]:
    """Which kinds of ability a line can be, from its first words: "When"/"At" starts a
    trigger, a cost then ":" an activated or mana ability (CR 602.1, 605.1a), a keyword a
    keyword line; otherwise static text, or spell text on an instant or sorcery."""
    if not words:
        return ()
    first = words[0].type
    colon = next((i for i, w in enumerate(words) if w.type == "COLON"), None)
    if first in ("WHEN", "WHENEVER", "AT"):  # on a spell, maybe a delayed trigger (603.7)
        return ("triggered", "spell_line") if is_spell else ("triggered",)
    if first == "LOYALTY":
        return ("loyalty",)
    if first == "CHAPTER":
        return ("chapter",)
    if first == "CHOOSE" and any(w.type == "DASH" for w in words):
        return ("modal",)
    if colon is not None and not any(w.type == "DOT" for w in words[:colon]):
        after = words[colon + 1] if colon + 1 < len(words) else None
        return ("mana_ability",) if after is not None and after.type == "ADD" else ("activated",)
    if first in _KEYWORD_STARTS:
        return ("keyword_line", "static_line")
    return ("spell_line", "static_line") if is_spell else ("static_line", "spell_line")


@cache
def _literals() -> dict[str, str]:
    """Each literal word of the grammar → the name of its terminal."""
    out: dict[str, str] = {}
    for terminal in parser().terminals:
        pattern = terminal.pattern
        if pattern.type == "str":
            out[pattern.value] = terminal.name
    return out


def tokens(text: str) -> list[Token]:
    """The grammar's tokens for one ability's text; :class:`UnknownWord` at the first word the
    grammar doesn't have."""
    literals = _literals()
    subtypes = _subtypes()
    out: list[Token] = []
    lowered = text.lower()
    position = 0
    while position < len(text):
        phrase = _phrase_at(text, lowered, position)
        if phrase is not None:  # multi-word keywords ("split second") are one token
            out.append(_keyword_token(phrase, position))
            position += len(phrase)
            continue
        match = _TOKEN.match(text, position)
        assert match is not None
        position = match.end()
        out.extend(_word_tokens(match, literals, subtypes))
    return out


def _phrase_at(text: str, lowered: str, position: int) -> str | None:
    """The multi-word keyword (the longest) standing as whole words at ``position``, if any."""
    if not lowered.startswith(_PHRASE_TUPLE, position):  # most words start none: one test
        return None
    for phrase in _PHRASES:
        end = position + len(phrase)
        if (
            lowered.startswith(phrase, position)
            and (end == len(text) or not text[end].isalpha())
            and (position == 0 or not text[position - 1].isalpha())
        ):
            return phrase
    return None


def _keyword_token(word: str, column: int) -> Token:
    if word in KEYWORDS_WITH_COST:
        return Token("KEYWORD_WITH_COST", word, start_pos=column)
    if word in KEYWORDS_WITH_NUMBER:
        return Token("KEYWORD_WITH_NUMBER", word, start_pos=column)
    return Token("SIMPLE_KEYWORD", word, start_pos=column)


def _word_tokens(
    match: re.Match[str], literals: dict[str, str], subtypes: _Subtypes
) -> Iterator[Token]:
    kind = match.lastgroup
    value = match.group()
    column = match.start()
    if kind == "space":
        return
    if kind == "this":
        yield Token("THIS", value, start_pos=column)
    elif kind == "loyalty":
        yield Token("LOYALTY", value, start_pos=column)
    elif kind == "mana":
        name = {"{T}": "TAP", "{Q}": "UNTAP"}.get(value, "MANA")
        yield Token(name, value, start_pos=column)
    elif kind == "ptmod":
        yield Token("PTMOD", value, start_pos=column)
    elif kind == "pt":
        yield Token("PT", value, start_pos=column)
    elif kind == "number":
        yield Token("NUMBER", value, start_pos=column)
    elif kind == "poss":
        yield Token("POSS", value, start_pos=column)
    elif kind == "punct":
        punct = {"—": "DASH", "•": "BULLET"}.get(value) or literals.get(value)
        if punct is None:
            raise UnknownWord(value, column)
        yield Token(punct, value, start_pos=column)
    elif kind == "word":
        yield from _word(value, column, literals, subtypes)
    else:
        raise UnknownWord(value, column)


def _word(
    value: str, column: int, literals: dict[str, str], subtypes: _Subtypes
) -> Iterator[Token]:
    possessive = False
    if value.endswith("'s") and value.lower() not in _NO_SPLIT:
        value, possessive = value[:-2], True
    elif value.endswith("'") and value.lower() not in _NO_SPLIT:
        value, possessive = value[:-1], True
    lower = value.lower()
    if value in _CHAPTERS:
        yield Token("CHAPTER", value, start_pos=column)
    elif lower in SIMPLE_KEYWORDS or lower in KEYWORDS_WITH_COST or lower in KEYWORDS_WITH_NUMBER:
        yield _keyword_token(lower, column)
    elif value in subtypes.singular and lower not in literals:
        yield Token("SUBTYPE", value, start_pos=column)
    elif value in subtypes.plural and lower not in literals:
        yield Token("PLURAL_SUBTYPE", subtypes.plural[value], start_pos=column)
    elif lower in literals:
        yield Token(literals[lower], lower, start_pos=column)
    elif lower.endswith("walk") and lower[:-4].capitalize() in subtypes.singular:
        yield Token("LANDWALK", lower, start_pos=column)
    elif lower.startswith("non-") or (lower.startswith("non") and len(lower) > 3):
        rest = value[4:] if lower.startswith("non-") else value[3:]
        yield Token(literals["non"], "non", start_pos=column)
        yield from _word(rest, column + len(value) - len(rest), literals, subtypes)
    elif value in subtypes.singular:
        yield Token("SUBTYPE", value, start_pos=column)
    else:
        raise UnknownWord(value, column)
    if possessive:
        yield Token("POSS", "'s", start_pos=column + len(value))


class _WordLexer(Lexer):
    """Hands Lark the tokens :func:`tokens` made (Lark calls ``lex`` with the text)."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Iterator[Token]:  # type: ignore[override]
        for index, word in enumerate(data):  # Lark takes a word, then predicts what may read it
            _NEXT.at(data, index)
            yield word
        _NEXT.at(data, len(data))


class Unparsed(ValueError):
    """Text the grammar doesn't cover, with where it stopped."""


@dataclass(frozen=True)
class _Shape:
    """What token sequences a kind of ability can possibly be: the terminals it can start
    and end with, and every pair of terminals that can stand next to each other in it."""

    first: frozenset[str]
    last: frozenset[str]
    pairs: frozenset[tuple[str, str]]


@cache
def _shapes() -> dict[str, _Shape]:
    """For each kind of ability, its :class:`_Shape`, computed from the grammar's rules
    (FIRST and LAST sets and adjacent pairs, with nullable rules): a line with a pair no
    rule allows can't parse, and is refused without running the parser."""
    rules = parser().rules
    by_origin: dict[str, list[list[Any]]] = {}
    for rule in rules:
        by_origin.setdefault(rule.origin.name, []).append(list(rule.expansion))
    nullable: set[str] = set()
    first: dict[str, set[str]] = {name: set() for name in by_origin}
    last: dict[str, set[str]] = {name: set() for name in by_origin}

    def f(symbol: Any) -> set[str]:
        return {symbol.name} if symbol.is_term else first[symbol.name]

    def g(symbol: Any) -> set[str]:
        return {symbol.name} if symbol.is_term else last[symbol.name]

    def null(symbol: Any) -> bool:
        return not symbol.is_term and symbol.name in nullable

    changed = True
    while changed:
        changed = False
        for origin, expansions in by_origin.items():
            for expansion in expansions:
                if origin not in nullable and all(null(x) for x in expansion):
                    nullable.add(origin)
                    changed = True
                for edge, table, order in ((f, first, expansion), (g, last, expansion[::-1])):
                    for symbol in order:
                        new = edge(symbol) - table[origin]
                        if new:
                            table[origin] |= new
                            changed = True
                        if not null(symbol):
                            break
    shapes: dict[str, _Shape] = {}
    for kind in KINDS:
        reachable, todo = set(), [kind]
        while todo:
            name = todo.pop()
            if name in reachable:
                continue
            reachable.add(name)
            for expansion in by_origin.get(name, ()):
                todo += [x.name for x in expansion if not x.is_term]
        pairs: set[tuple[str, str]] = set()
        for name in reachable:
            for expansion in by_origin[name]:
                for i, left in enumerate(expansion):
                    for right in expansion[i + 1 :]:
                        pairs |= {(a, b) for a in g(left) for b in f(right)}
                        if not null(right):
                            break
        shapes[kind] = _Shape(frozenset(first[kind]), frozenset(last[kind]), frozenset(pairs))
    return shapes


def _impossible(words: list[Token], kind: str) -> str | None:
    """Where a line can't be this kind of ability, by its shape alone; None if it might."""
    shape = _shapes()[kind]
    if words[0].type not in shape.first:
        return f"'{words[0]}'"
    for left, right in itertools.pairwise(words):
        if (left.type, right.type) not in shape.pairs:
            return f"'{right}'"
    if words[-1].type not in shape.last:
        return "the end"
    return None


def parse(text: str, is_spell: bool = False) -> Tree[Token]:
    """The parse tree of one ability line (its root is the kind of ability); raises
    :class:`UnknownWord` or :class:`Unparsed` (with the first place no rule reads)."""
    words = tokens(text)
    failure: Unparsed | None = None
    for kind in kinds_to_try(words, is_spell):
        where = _impossible(words, kind)
        if where is not None:
            name = kind.replace("_", " ")
            failure = failure or Unparsed(f"no {name} rule reads this text at {where}")
            continue
        try:
            return _parse(words, kind)
        except UnexpectedInput as error:
            token = getattr(error, "token", None)
            where = f"'{token}'" if token is not None and token.type != "$END" else "the end"
            failure = failure or Unparsed(
                f"no {kind.replace('_', ' ')} rule reads this text at {where}"
            )
        except LarkError as error:
            failure = failure or Unparsed(str(error))
    raise failure or Unparsed("empty text")


def _parse(words: list[Token], kind: str) -> Tree[Token]:
    """Lark's parse of ``words`` as ``kind``, its predictions narrowed by the next two words.
    A text that fails so is parsed again narrowed by the next word only, for the place it
    fails: narrowed by two, a failure can show one word early (every reading of a word left
    out because the word after it can't follow)."""
    try:
        return _narrowed_parse(words, kind, two=True)
    except UnexpectedInput:
        if not _NEXT.enabled:
            raise
    return _narrowed_parse(words, kind, two=False)


def _narrowed_parse(words: list[Token], kind: str, *, two: bool) -> Tree[Token]:
    lark = parser()
    _NEXT.active = _NEXT.enabled
    _NEXT.two = two
    _NEXT.at(words, 0)
    try:
        return lark.parse(words, start=kind)  # type: ignore[arg-type, unused-ignore]
    finally:
        _NEXT.active = False
        _NEXT.two = True
