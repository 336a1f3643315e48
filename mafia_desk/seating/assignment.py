"""Minimum-cost assignment (Hungarian method), for seating one table exactly against each player's history."""

from __future__ import annotations

from collections.abc import Sequence


def min_cost_assignment(cost: Sequence[Sequence[int]]) -> list[int]:
    """Return col[i] for each row i of a square matrix so the total cost is least (Kuhn-Munkres, O(n^3))."""
    n = len(cost)
    if any(len(row) != n for row in cost):
        raise ValueError("the cost matrix must be square")
    inf = float("inf")
    u = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    match = [0] * (n + 1)  # match[col] = row, 1-based; 0 = free
    way = [0] * (n + 1)
    for i in range(1, n + 1):
        match[0] = i
        j0 = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[j0] = True
            i0 = match[j0]
            delta = inf
            j1 = 0
            for j in range(1, n + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j] = cur
                        way[j] = j0
                    if minv[j] < delta:
                        delta = minv[j]
                        j1 = j
            for j in range(n + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
    col = [0] * n
    for j in range(1, n + 1):
        col[match[j] - 1] = j - 1
    return col
