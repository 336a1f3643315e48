"""The organiser's workspace: the tournament window, its tabs, dialogs and models."""
