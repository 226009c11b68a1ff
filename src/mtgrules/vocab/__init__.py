"""The game's vocabulary in English and Japanese: types (CR 205), colors (CR 105) and mana (CR 107)."""
