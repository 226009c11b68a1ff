"""The old home of structured rules text: they are now in :mod:`mtgrules.model.text`, and this module re-exports
them for one release."""

from mtgrules.model.text import (
    _IRREGULAR_PLURALS as _IRREGULAR_PLURALS,
)
from mtgrules.model.text import (
    _PLACEHOLDER as _PLACEHOLDER,
)
from mtgrules.model.text import (
    Segment as Segment,
)
from mtgrules.model.text import (
    SelfReference as SelfReference,
)
from mtgrules.model.text import (
    Slot as Slot,
)
from mtgrules.model.text import (
    SourceReference as SourceReference,
)
from mtgrules.model.text import (
    Text as Text,
)
from mtgrules.model.text import (
    TextError as TextError,
)
from mtgrules.model.text import (
    WordKind as WordKind,
)
from mtgrules.model.text import (
    WordRef as WordRef,
)
from mtgrules.model.text import (
    _article as _article,
)
from mtgrules.model.text import (
    canonical_word as canonical_word,
)
from mtgrules.model.text import (
    plural as plural,
)
