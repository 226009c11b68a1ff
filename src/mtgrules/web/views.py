"""The old home of the workbench views: they are now in :mod:`mtgrules.present.views`, and this
module re-exports them for one release."""

from mtgrules.present.views import (
    _ASSIGNED as _ASSIGNED,
)
from mtgrules.present.views import (
    _EXTRAS as _EXTRAS,
)
from mtgrules.present.views import (
    _LABELS as _LABELS,
)
from mtgrules.present.views import (
    COMPARED as COMPARED,
)
from mtgrules.present.views import (
    _ability_text as _ability_text,
)
from mtgrules.present.views import (
    _assignment as _assignment,
)
from mtgrules.present.views import (
    _name as _name,
)
from mtgrules.present.views import (
    _values as _values,
)
from mtgrules.present.views import (
    action_label as action_label,
)
from mtgrules.present.views import (
    action_view as action_view,
)
from mtgrules.present.views import (
    board_views as board_views,
)
from mtgrules.present.views import (
    layer_rows as layer_rows,
)
from mtgrules.present.views import (
    object_view as object_view,
)
from mtgrules.present.views import (
    printed_abilities as printed_abilities,
)
