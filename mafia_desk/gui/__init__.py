"""The desktop app: the host's game screen, its dialogs and the Qt models over the engine and the store."""
