"""The old home of costs: they are now in :mod:`mtgrules.model.costs`, and this module re-exports
them for one release."""

from mtgrules.model.costs import (
    _DISCARD as _DISCARD,
)
from mtgrules.model.costs import (
    _LIFE as _LIFE,
)
from mtgrules.model.costs import (
    _SACRIFICE as _SACRIFICE,
)
from mtgrules.model.costs import (
    NUMBER_WORDS as NUMBER_WORDS,
)
from mtgrules.model.costs import (
    Cost as Cost,
)
from mtgrules.model.costs import (
    SpellCost as SpellCost,
)
from mtgrules.model.costs import (
    UnsupportedCost as UnsupportedCost,
)
from mtgrules.model.costs import (
    _spell_cost_part as _spell_cost_part,
)
from mtgrules.model.costs import (
    parse_cost as parse_cost,
)
from mtgrules.model.costs import (
    parse_spell_cost as parse_spell_cost,
)
