"""An upheld ruling waiting for its correction: the correction form stores both in one transaction.

The head judge rules in the protest dialog; when the ruling changes the game, the correction form opens
filled from it, and its OK stores the ruling and the correction together (`Store.rule_protest`), so the
tournament never holds an upheld protest whose correction was lost half way, nor a correction without its
protest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desk.gui.tournament.workspace import TournamentWorkspace


@dataclass(frozen=True)
class PendingRuling:
    protest_id: str
    reason: str
    by: str

    def correction_reason(self) -> str:
        """What the correction form proposes as the correction's reason."""
        return QCoreApplication.translate("PendingRuling", "protest {0} upheld: {1}").format(
            self.protest_id, self.reason
        )


def store_correction(
    workspace: TournamentWorkspace, correction: Mapping[str, Any], ruling: PendingRuling | None
) -> str | None:
    """Store `correction` (with `ruling`: the upheld ruling with it, at once); the refusal, or None."""
    store, tid = workspace.store, workspace.tournament_id
    if ruling is None:
        _, error = workspace.attempt(lambda: store.add_to_tournament(tid, corrections=[dict(correction)]))
    else:
        _, error = workspace.attempt(
            lambda: store.rule_protest(
                tid, ruling.protest_id, "upheld", reason=ruling.reason, by=ruling.by, correction=correction
            )
        )
    return error
