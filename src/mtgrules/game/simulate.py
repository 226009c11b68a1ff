"""The old home of simulated games: they are now in :mod:`mtgrules.sim.simulate`, and this module re-exports
them for one release."""

from mtgrules.sim.simulate import (
    PLAYERS as PLAYERS,
)
from mtgrules.sim.simulate import (
    GameRecord as GameRecord,
)
from mtgrules.sim.simulate import (
    Summary as Summary,
)
from mtgrules.sim.simulate import (
    agent_seed as agent_seed,
)
from mtgrules.sim.simulate import (
    play_one as play_one,
)
from mtgrules.sim.simulate import (
    simulate as simulate,
)
