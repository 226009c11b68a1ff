"""A custom card file is read like every other file a person writes: at most the size limit,
UTF-8 only, refused with the file and a reason otherwise (never read until memory runs out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.cards.custom import read_custom_card_file
from mtgrules.sourcefile import MAX_FILE_BYTES, SourceError


def test_a_card_file_larger_than_the_limit_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 10))
    with pytest.raises(SourceError, match="larger than") as refused:
        read_custom_card_file(str(path))
    assert str(path) in str(refused.value)


def test_a_card_file_in_utf16_is_refused_with_its_encoding(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_bytes("cards: []".encode("utf-16"))
    with pytest.raises(SourceError, match="UTF-16"):
        read_custom_card_file(str(path))
