"""Variant packs: rule extensions (new supertypes, mana symbols, keywords) that a game opts into."""
