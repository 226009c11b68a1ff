"""The compiled database is cached outside the repository, keyed by the input and the compiler;
hand-written definitions take precedence over compiled ones."""

from __future__ import annotations

from pathlib import Path

from card_data import needs_full_database
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compiled_definitions, definitions_with_overrides

RECORDS = [
    {"name": "Example Bolt", "faces": [{"name": "Example Bolt", "types": ["Instant"],
      "oracle_text": "Example Bolt deals 3 damage to any target."}]},
    {"name": "Example Learner", "faces": [{"name": "Example Learner", "types": ["Sorcery"],
      "oracle_text": "Learn."}]},
]  # fmt: skip


def test_supported_cards_only_and_the_cache_is_reused(tmp_path: Path) -> None:
    first = compiled_definitions(RECORDS, cache=tmp_path)
    assert sorted(first) == ["Example Bolt"]
    (stored,) = tmp_path.glob("oracle-*.pickle")
    again = compiled_definitions(RECORDS, cache=tmp_path)
    assert again == first
    assert list(tmp_path.glob("oracle-*.pickle")) == [stored]


def test_other_input_is_another_cache_entry(tmp_path: Path) -> None:
    compiled_definitions(RECORDS, cache=tmp_path)
    compiled_definitions(RECORDS[:1], cache=tmp_path)
    assert len(list(tmp_path.glob("oracle-*.pickle"))) == 2


def test_a_cards_jsonl_file_is_read_only_on_a_miss(tmp_path: Path) -> None:
    import json

    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS), encoding="utf-8")
    assert sorted(compiled_definitions(path=path, cache=tmp_path)) == ["Example Bolt"]
    assert sorted(compiled_definitions(path=path, cache=tmp_path)) == ["Example Bolt"]


def test_hand_written_definitions_take_precedence(tmp_path: Path) -> None:
    record = {"name": "Murder", "faces": [{"name": "Murder", "types": ["Instant"],
              "oracle_text": "Destroy target creature."}]}  # fmt: skip
    compiled = compiled_definitions([record], cache=tmp_path)
    merged = definitions_with_overrides(compiled)
    assert merged["Murder"] is bundled_definitions()["Murder"]
    assert compiled["Murder"].path == "<oracle:Murder>"


@needs_full_database
def test_compiling_in_several_processes_gives_what_one_process_gives() -> None:
    """The database is compiled in one process per core; the definitions, and their order,
    are those of a compile in one process."""
    import itertools

    from mtgrules.cards.build import bundled_database, iter_records
    from mtgrules.cards.oracle.cache import compile_definitions

    records = list(itertools.islice(iter_records(bundled_database()), 0, 6000, 20))
    alone = compile_definitions(records, workers=1)
    shared = compile_definitions(records, workers=2)
    assert alone  # some of these cards are supported
    assert list(shared) == list(alone)
    assert shared == alone
