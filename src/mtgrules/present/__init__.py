"""What the front ends share: summaries of games, objects and actions for people to read."""
