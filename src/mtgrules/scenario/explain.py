"""What ``mtgrules explain`` prints: every object's computed characteristics and the trace of
effects that made them, as JSON (a stable contract) or as readable tables."""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from mtgrules.game.log_entries import stamped
from mtgrules.game.objects import Player
from mtgrules.game.play import summarize
from mtgrules.game.state import Game
from mtgrules.present import japanese
from mtgrules.present.japanese import label
from mtgrules.present.log import entry_ja


def _faces(game: Game, object_ids: list[str | None]) -> list[Any]:
    """The printed faces of these objects (their names now, else as printed), for the
    Japanese printing's lines."""
    faces: list[Any] = []
    for object_id in dict.fromkeys(object_ids):
        if object_id is None or object_id not in game.objects:
            continue
        card = game.objects[object_id].card
        if card is not None:
            faces.extend(card.faces)
        for name in game.characteristics(object_id).names:
            try:
                faces.append(game.database.face(name)[1])
            except LookupError:
                continue
    return faces


def _japanese_of(game: Game, object_id: str, trace: list[dict[str, Any]]) -> Any:
    """Words an ability's English text in Japanese: the line of the Japanese printing of the
    object or of an effect's source that answers it, else the phrase table (None if neither)."""
    faces = _faces(game, [object_id, *(entry["source"] for entry in trace)])

    def words(text: str) -> str | None:
        return japanese.text_line(text, faces) or japanese.trace_phrase(text)

    return words


def object_data(game: Game, object_id: str) -> dict[str, Any]:
    """One object, as the JSON output lists it. The ``_ja`` fields say the same in Japanese
    where the card data's Japanese text and the phrase tables word it, else in English."""
    obj = game.objects[object_id]
    chars = game.characteristics(object_id)
    line = chars.type_line
    trace = [entry.as_dict() for entry in game.trace(object_id)]
    words = _japanese_of(game, object_id, trace)
    faces = _faces(game, [object_id])
    abilities_ja = [
        japanese.ability_text(a, chars.name, faces) or words(a.render(chars.name)) or text
        for a, text in zip(chars.abilities, chars.ability_texts, strict=True)
    ]
    return {
        "id": object_id,
        "zone": obj.zone.value,
        "owner": obj.owner,
        "controller": chars.controller if obj.zone.value in ("battlefield", "stack") else None,
        "name": chars.name,
        "supertypes": [s.english for s in sorted(line.supertypes, key=lambda s: s.rank)],
        "types": [c.english for c in sorted(line.card_types, key=lambda c: c.rank)],
        "subtypes": [s.english for s in line.subtypes],
        "colors": chars.color_letters,
        "mana_value": chars.mana_value,
        "abilities": list(chars.ability_texts),
        "abilities_ja": abilities_ja,
        "power": chars.power,
        "toughness": chars.toughness,
        "loyalty": chars.loyalty,
        "defense": chars.defense,
        "counters": dict(obj.counters),
        "damage": obj.damage,
        "tapped": obj.tapped,
        "attached_to": obj.attached_to,
        "face_down": obj.face_down,
        **_face_state(obj),
        "trace": trace,
        "trace_ja": [japanese.trace_entry(entry, words) for entry in trace],
        "support": object_support(game, object_id),
        **_combat_and_status(game, object_id),
    }


def _face_state(obj: Any) -> dict[str, Any]:
    """Which face an object shows and how (CR 711.2, 712.8, 708.2, 702.26, 111.1, 707.10): the
    name of the face up (null when face down or the card has one face), flipped, the back face
    of a double-faced card up, phased out, a token, a copy of a spell."""
    card = obj.card
    face = None
    if card is not None and len(card.faces) > 1 and not obj.face_down:
        face = obj.face
    back = card is not None and card.layout in _DOUBLE_FACED and face not in (None, card.front)
    return {
        "face": face.name if face is not None else None,
        "flipped": obj.flipped,
        "back_face_up": back,
        "phased_out": obj.phased_out,
        "token": obj.is_token,
        "spell_copy": obj.is_spell_copy,
    }


_DOUBLE_FACED = frozenset({"transform", "modal_dfc", "meld", "reversible_card"})
"""The layouts whose two faces are the two sides of the card (CR 712.1)."""


def _combat_and_status(game: Game, object_id: str) -> dict[str, Any]:
    """What a permanent is doing now: a creature summoning sick (CR 302.6), attacking what (508.1),
    blocking which attacker (509.1), blocked (509.1h) and by which creatures."""
    obj = game.objects[object_id]
    chars = game.characteristics(object_id)
    creature = obj.zone.value == "battlefield" and chars.type_line.has_card_type("Creature")
    combat = game.combat
    return {
        "summoning_sick": creature and obj.settled_under != chars.controller,
        "attacking": combat.attackers.get(object_id),
        "blocking": combat.blockers.get(object_id),
        "blocked": object_id in combat.blocked,
        "blocked_by": sorted(b for b, a in combat.blockers.items() if a == object_id),
    }


MAX_OPTIONS = 200
"""The most legal actions ``explain --json`` lists for the decision waited for."""


def _player_data(game: Game, player: Player) -> dict[str, Any]:
    """A player as the JSON output lists them (CR 102, 119, 122.1f, 106.4, 305.2, 601.2)."""
    zones: dict[str, int] = {}
    for obj in game.objects.values():
        if obj.owner == player.id and obj.zone.value in ("hand", "library", "graveyard", "exile"):
            zones[obj.zone.value] = zones.get(obj.zone.value, 0) + 1
    pool = game.pools.get(player.id)
    return {
        "name": player.id,
        "life": player.life,
        "lost": player.lost,
        "won": player.won,
        "poison": player.counters.get("poison", 0),
        "counters": dict(player.counters),
        "hand": zones.get("hand", 0),
        "library": zones.get("library", 0),
        "graveyard": zones.get("graveyard", 0),
        "exile": zones.get("exile", 0),
        "mana_pool": [str(mana) for mana in pool.mana] if pool is not None else [],
        "lands_played": game.land_plays if player.id == game.active_player else 0,
        "spells_cast": game.spells_cast_by.get(player.id, 0),
    }


def _stack_data(game: Game) -> list[dict[str, Any]]:
    """The stack, top last (CR 405.1), each item with its controller, source and targets."""
    return [
        {
            "id": item.id,
            "kind": item.kind,
            "source": item.source,
            "controller": item.controller,
            "targets": list(item.targets),
            "x": item.x,
            "copy": item.kind == "spell"
            and item.id in game.objects
            and game.objects[item.id].is_spell_copy,
            "description": item.description,
        }
        for item in game.stack
    ]


def _decision_data(game: Game) -> dict[str, Any] | None:
    """The decision the game waits for, with the legal actions (at most :data:`MAX_OPTIONS`)."""
    decision = game.pending
    if decision is None or game.over:
        return None
    actions = game.legal_actions()
    return {
        "player": decision.player,
        "kind": decision.kind.value,
        "about": decision.about,
        "options": [a.as_dict() for a in actions[:MAX_OPTIONS]],
        "options_total": len(actions),
    }


def object_support(game: Game, object_id: str) -> dict[str, Any] | None:
    """How much of the object's card the engine plays (:func:`mtgrules.cards.support.support`),
    with the Oracle texts it leaves out; None for an object with no card (a token, whose
    abilities are those its creator's definition gives it)."""
    from mtgrules.cards.support import support

    card = game.objects[object_id].card
    if card is None:
        return None
    return support(card, game.definitions.get(card.name)).as_dict()


def explain_data(game: Game) -> dict[str, Any]:
    """The whole board: players and every object in every zone."""
    return {
        "players": [_player_data(game, p) for p in game.players.values()],
        "objects": [object_data(game, i) for i in game.objects],
        "rules": sorted(game.rules_in_force()),
        "game": summarize(game),
        "stack": _stack_data(game),
        "decision": _decision_data(game),
        "log": log_data(game),
    }


def log_data(game: Game) -> list[dict[str, Any]]:
    """The game's log (what happened, in order, with the rule of each entry), each entry with
    its event and detail in Japanese too (``event_ja``, ``detail_ja``: English where the tables
    of :mod:`mtgrules.present.log` don't word it)."""
    out = []
    for entry in stamped(game):
        ja = entry_ja(game, entry)
        out.append({**entry.as_dict(), "event_ja": ja["event"], "detail_ja": ja["detail"]})
    return out


def _japanese_name(game: Game, object_id: str) -> str | None:
    """The object's Japanese name (:func:`mtgrules.present.japanese.object_name_ja`)."""
    return japanese.object_name_ja(game, object_id)


def _row(table: Table, *cells: str) -> None:
    """A row of plain text: names, abilities and counter kinds come from the scenario and may
    hold brackets (``[/x]``) that are not markup."""
    table.add_row(*(Text(cell) for cell in cells))


def render(game: Game, console: Console, *, lang: str = "en", only: str | None = None) -> None:
    """Readable tables: one panel per object with its characteristics and trace, its labels and
    (with ``lang="ja"``) its abilities and trace in ``lang`` (:mod:`mtgrules.present.japanese`)."""
    ja = lang == "ja"

    def say(key: str) -> str:
        return label(key, lang)

    for object_id, obj in game.objects.items():
        if only is not None and object_id != only:
            continue
        data = object_data(game, object_id)
        chars = game.characteristics(object_id)
        if ja:
            name = _japanese_name(game, object_id) or say("no_name")
            type_line = chars.type_line.japanese()
        else:
            name = data["name"] or say("no_name")
            type_line = chars.type_line.english()
        summary = Table(show_header=False, box=None, padding=(0, 1))
        summary.add_column(style="dim", no_wrap=True)
        summary.add_column(overflow="fold")
        _row(summary, say("type_line"), type_line or "—")
        colors = " ".join(_color_word(letter, lang) for letter in data["colors"])
        _row(summary, say("colors"), colors or say("colorless"))
        if data["power"] is not None:
            _row(summary, say("pt"), f"{data['power']}/{data['toughness']}")
        for text in data["abilities_ja" if ja else "abilities"]:
            _row(summary, say("ability"), text)
        if data["counters"]:
            counters = ", ".join(f"{v} {k}" for k, v in data["counters"].items())
            _row(summary, say("counters"), counters)
        if data["damage"]:
            _row(summary, say("damage"), str(data["damage"]))
        if data["attached_to"]:
            _row(summary, say("attached_to"), data["attached_to"])
        if data["support"] is not None and data["support"]["status"] != "supported":
            gaps = [gap for face in data["support"]["faces"] for gap in face["unsupported"]]
            lines = [f"[yellow]{data['support']['status']}: {say('not_played')}[/yellow]"]
            lines += [f"✗ {escape(gap['text'])} — {escape(gap['reason'])}" for gap in gaps]
            summary.add_row(say("support"), "\n".join(lines))
        parts: list[Any] = [summary]
        if data["trace"]:
            parts.append(_trace_table(data, lang))
        title = Text(f"{object_id}: {name}", style="bold")
        subtitle = f"{say('zone_' + obj.zone.value)} · {say('owner')} {obj.owner}" + (
            f" · {say('controller')} {data['controller']}" if data["controller"] else ""
        )
        console.print(
            Panel(
                Group(*parts),
                title=title,
                subtitle=Text(subtitle),
                title_align="left",
                subtitle_align="left",
            )
        )
    life = "  ".join(
        label("life_of", lang).format(player=p.id, life=p.life) for p in game.players.values()
    )
    console.print(Text(life))


def _color_word(letter: str, lang: str) -> str:
    """A colour letter as explain's text says it: the letter, or its Japanese word (CR 105.1)."""
    from mtgrules.vocab.colors import Color

    return Color(letter).japanese if lang == "ja" else letter


def _trace_table(data: dict[str, Any], lang: str) -> Table:
    """An object's layer trace (CR 613): one row per effect applied to it, in ``lang``."""

    def say(key: str) -> str:
        return label(key, lang)

    trace = Table(
        title=say("layers"), title_justify="left", box=None, padding=(0, 1), show_edge=False
    )
    for key in ("layer", "effect", "source", "ts", "change", "order"):
        trace.add_column(say(key), overflow="fold")
    for t, t_ja in zip(data["trace"], data["trace_ja"], strict=True):
        words = t_ja if lang == "ja" else t
        change = f"{words['before']} → {words['after']}" if t["before"] or t["after"] else ""
        depends = words["depends_on"] if lang == "ja" else ", ".join(t["depends_on"])
        order = words["order"] + (f"; {say('depends_on')} {depends}" if depends else "")
        _row(
            trace,
            t["layer"],
            words["effect"],
            t["source"] or "",
            str(t["timestamp"] or ""),
            change,
            order,
        )
    return trace


def check_expectations(scenario: Any) -> list[str]:
    """Compare a scenario's ``expect:`` section with the result: for each object id, each
    given field (any field of the JSON output, e.g. ``power``, ``types``, ``abilities``,
    ``zone``) must be equal. ``players: {A: {life: 17}}`` checks players. Returns the
    mismatches, each naming the file and line of the expectation."""
    from mtgrules.sourcefile import line_of

    game = scenario.game
    problems: list[str] = []
    expect = scenario.expect
    for object_id, wanted in expect.items():
        where = f"{scenario.path}:{line_of(expect, object_id)}"
        if object_id == "players":
            for player, fields in wanted.items():
                state = next(
                    (p for p in explain_data(game)["players"] if p["name"] == player), None
                )
                for key, value in fields.items():
                    actual = None if state is None else state.get(key)
                    if actual != value:
                        problems.append(
                            f"{where}: player {player} {key}: expected {value!r}, got {actual!r}"
                        )
            continue
        if object_id not in game.objects:
            problems.append(f"{where}: no object '{object_id}'")
            continue
        data = object_data(game, object_id)
        for key, value in wanted.items():
            if key not in data:
                problems.append(f"{where}: '{key}' is not a field of an object")
            elif data[key] != value:
                problems.append(
                    f"{where}: {object_id} {key}: expected {value!r}, got {data[key]!r}"
                )
    return problems
