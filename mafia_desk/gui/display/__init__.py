"""What the hall sees: full-screen displays for a projector or a second monitor."""
