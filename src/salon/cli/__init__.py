"""The `salon` command line (typer + rich)."""
