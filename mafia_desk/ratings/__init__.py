"""Ratings across tournaments (MR-style Elo, openskill's Plackett-Luce) and a player's history.

Pure Python, no Qt and no database: the sources (exchange files, stored tournaments) are handed in as
`Source` values; the store builds them for stored tournaments (`mafia_desk.store.rating_sources`).
docs/ratings.md describes the models, the order of the games and who counts as the same person.
"""
