"""`salon serve`: the lobby and WebSocket play server (FastAPI + uvicorn)."""

from __future__ import annotations

import os

import typer

from .app import app, console, fail


@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
    port: int = typer.Option(8000, "--port", help="Port to listen on."),
    db: str = typer.Option(None, "--db", envvar="SALON_DB",
                           help="Database URL: sqlite:///file.db or postgresql+psycopg://user@host/db "
                                "(default: a SQLite file in the user's data folder)."),
    table_prefix: str = typer.Option("", "--table-prefix", envvar="SALON_TABLE_PREFIX",
                                     help="Prefix of every database table (several deployments in one database)."),
    bot_delay: float = typer.Option(0.8, "--bot-delay", help="Seconds a bot waits before moving, so humans can follow."),
    bot_workers: int = typer.Option(2, "--bot-workers", help="Worker threads that compute bot moves."),
    bot_processes: int = typer.Option(0, "--bot-processes",
                                      help="Compute bot moves in this many worker processes instead of threads "
                                           "(for heavy search bots such as ismcts)."),
    poll: float = typer.Option(1.0, "--poll", help="Seconds between checks for changes made by other server processes."),
    admin_token: str = typer.Option(None, "--admin-token", envvar="SALON_ADMIN_TOKEN",
                                    help="Enables POST /api/admin/cleanup with this bearer token."),
    rate_limit: float = typer.Option(20.0, "--rate-limit", help="Messages a second one WebSocket may send."),
    rate_burst: float = typer.Option(60.0, "--rate-burst", help="Burst of messages allowed above the rate."),
    cors_origin: list[str] = typer.Option(None, "--cors-origin",
                                          help="Allow browser clients from this origin (repeatable), e.g. https://example.org."),
    log_level: str = typer.Option("info", "--log-level", help="uvicorn log level."),
    access_log: bool = typer.Option(False, "--access-log/--no-access-log",
                                    help="Log every request (off by default: WebSocket URLs carry tokens)."),
) -> None:
    """Serve the lobby (REST, OpenAPI at /docs) and WebSocket play."""
    try:
        import uvicorn

        from ..server.app import create_app
        from ..store import default_url
    except ImportError as exc:  # the web extra is not installed
        raise fail(f"{exc}; install the web extra: pip install 'salon[web]'") from None
    url = db or default_url()
    application = create_app(url, table_prefix=table_prefix, bot_delay=bot_delay, bot_workers=bot_workers,
                             bot_processes=bot_processes,
                             poll_interval=poll, admin_token=admin_token or None,
                             rate_per_second=rate_limit, rate_burst=rate_burst,
                             cors_origins=list(cors_origin or []))
    shown = url.split("@")[-1] if "@" in url else url
    console.print(f"salon serving on http://{host}:{port}  (database: {shown}, API docs: /docs)")
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    uvicorn.run(application, host=host, port=port, log_level=log_level, access_log=access_log,
                ws_max_size=65536, ws_ping_interval=20.0, ws_ping_timeout=30.0,
                ws_per_message_deflate=False)
