"""Pieces every workspace shares: the store's change signals."""
