"""Cards: the bundled card database (CR 108) and card names (CR 201)."""
