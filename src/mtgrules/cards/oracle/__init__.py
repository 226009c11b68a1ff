"""The Oracle-text compiler: real cards' rules text compiled into the same card-definition data
the hand-written YAML holds (``docs/oracle-compiler.md``).

>>> compiled = compile_face("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.",
...                         types=("Instant",))
>>> compiled.status
'supported'
"""

from mtgrules.cards.oracle.cache import compiled_definitions, definitions_with_overrides
from mtgrules.cards.oracle.compiler import (
    COMPILER_VERSION,
    CompiledCard,
    CompiledFace,
    CompiledLine,
    compile_card,
    compile_face,
)

__all__ = [
    "COMPILER_VERSION",
    "CompiledCard",
    "CompiledFace",
    "CompiledLine",
    "compile_card",
    "compile_face",
    "compiled_definitions",
    "definitions_with_overrides",
]
