"""Card-text values: abilities, effects, filters, conditions, instructions, targets, structured
text and costs (CR 113, 118, 601.2f, 608, 611-613). Imports :mod:`mtgrules.vocab` only."""
