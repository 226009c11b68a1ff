"""The game: zones, turns and steps, priority, the stack, combat, state-based actions
(CR 103-122, 500-514, 601-616, 700-704)."""
