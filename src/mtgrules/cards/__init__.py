"""Cards: the card database (CR 108), card definitions, their support status, and card names
(CR 201)."""
