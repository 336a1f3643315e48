"""PDF and CSV outputs: protocols, standings, seating sheets."""
