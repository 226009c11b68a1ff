"""Playing whole games without a person: agents, simulated matches (on the public game API)."""
