"""Reading card-definition YAML into definitions, one part of the vocabulary per module: filters
and amounts, layer operations, instructions. :mod:`mtgrules.cards.definitions` puts them together."""
