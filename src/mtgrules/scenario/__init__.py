"""The scenario format: a YAML description of a board and what happens to it."""
