"""The old home of abilities: they are now in :mod:`mtgrules.model.abilities`, and this module re-exports
them for one release."""

from mtgrules.model.abilities import (
    _RUNS_ON as _RUNS_ON,
)
from mtgrules.model.abilities import (
    ACTIVATION_TIMINGS as ACTIVATION_TIMINGS,
)
from mtgrules.model.abilities import (
    Ability as Ability,
)
from mtgrules.model.abilities import (
    AbilityKind as AbilityKind,
)
from mtgrules.model.abilities import (
    AlternativeCost as AlternativeCost,
)
from mtgrules.model.abilities import (
    RevealedText as RevealedText,
)
