"""Continuous effects and the layer system (CR 611-613)."""
