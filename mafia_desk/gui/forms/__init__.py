"""Forms compiled from ui/*.ui by scripts/compile_forms.py: do not edit."""
