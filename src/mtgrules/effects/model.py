"""The old home of effects as values: they are now in :mod:`mtgrules.model.abilities`, and this module re-exports
them for one release."""

from mtgrules.model.abilities import (
    ALL_FIELDS as ALL_FIELDS,
)
from mtgrules.model.abilities import (
    Condition as Condition,
)
from mtgrules.model.abilities import (
    Context as Context,
)
from mtgrules.model.abilities import (
    Count as Count,
)
from mtgrules.model.abilities import (
    EffectSpec as EffectSpec,
)
from mtgrules.model.abilities import (
    Field as Field,
)
from mtgrules.model.abilities import (
    Filter as Filter,
)
from mtgrules.model.abilities import (
    Instruction as Instruction,
)
from mtgrules.model.abilities import (
    Op as Op,
)
from mtgrules.model.abilities import (
    TargetSpec as TargetSpec,
)
from mtgrules.model.abilities import (
    View as View,
)
from mtgrules.model.abilities import (
    Word as Word,
)
from mtgrules.model.abilities import (
    _most_with_different_names as _most_with_different_names,
)
from mtgrules.model.abilities import (
    word_kind_of as word_kind_of,
)
