"""The web server: REST lobby, WebSocket play, bots in seats (see app.py, hub.py, docs/api.md)."""
