"""The old home of the layers: they are now in :mod:`mtgrules.model.layers`, and this module re-exports
them for one release."""

from mtgrules.model.layers import (
    _ORDER as _ORDER,
)
from mtgrules.model.layers import (
    OBJECT_LAYERS as OBJECT_LAYERS,
)
from mtgrules.model.layers import (
    Layer as Layer,
)
