"""The old home of agents: they are now in :mod:`mtgrules.sim.agents`, and this module re-exports
them for one release."""

from mtgrules.sim.agents import (
    _KEYWORD_WORTH as _KEYWORD_WORTH,
)
from mtgrules.sim.agents import (
    AGENTS as AGENTS,
)
from mtgrules.sim.agents import (
    MAX_ACTIONS as MAX_ACTIONS,
)
from mtgrules.sim.agents import (
    Agent as Agent,
)
from mtgrules.sim.agents import (
    GameResult as GameResult,
)
from mtgrules.sim.agents import (
    GreedyAgent as GreedyAgent,
)
from mtgrules.sim.agents import (
    RandomAgent as RandomAgent,
)
from mtgrules.sim.agents import (
    _assign as _assign,
)
from mtgrules.sim.agents import (
    _bad_attack as _bad_attack,
)
from mtgrules.sim.agents import (
    _hand as _hand,
)
from mtgrules.sim.agents import (
    _is as _is,
)
from mtgrules.sim.agents import (
    _kills as _kills,
)
from mtgrules.sim.agents import (
    _least_wanted as _least_wanted,
)
from mtgrules.sim.agents import (
    _life_worth as _life_worth,
)
from mtgrules.sim.agents import (
    _power as _power,
)
from mtgrules.sim.agents import (
    _worth as _worth,
)
from mtgrules.sim.agents import (
    after_resolving as after_resolving,
)
from mtgrules.sim.agents import (
    evaluate as evaluate,
)
from mtgrules.sim.agents import (
    make_agent as make_agent,
)
from mtgrules.sim.agents import (
    play_game as play_game,
)
from mtgrules.sim.agents import (
    why_over as why_over,
)
