"""`salon serve`: the lobby and WebSocket play server (FastAPI + uvicorn)."""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import typer

from ..core.language import say
from ..server import gc_tuning
from .app import WordedCommand, app, console, fail

#: how the supervisor of `--workers N` starts each worker (its settings come on its stdin)
WORKER_COMMAND = [sys.executable, "-c", "from salon.cli.serve import worker_main; worker_main()"]


@app.command("serve", cls=WordedCommand, help="cli-doc-serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", metavar="ADDR", help="cli-doc-serve-host"),
    port: int = typer.Option(8000, "--port", min=1, max=65535, metavar="PORT", help="cli-doc-serve-port"),
    db: str = typer.Option(None, "--db", metavar="URL", envvar="SALON_DB",
                           help="cli-doc-serve-db"),
    table_prefix: str = typer.Option("", "--table-prefix", metavar="PREFIX", envvar="SALON_TABLE_PREFIX",
                                     help="cli-doc-serve-table-prefix"),
    bot_delay: float = typer.Option(0.8, "--bot-delay", metavar="SECONDS", help="cli-doc-serve-bot-delay"),
    bot_workers: int = typer.Option(2, "--bot-workers", metavar="N",
                                    help="cli-doc-serve-bot-workers"),
    bot_processes: int = typer.Option(0, "--bot-processes", metavar="N",
                                      help="cli-doc-serve-bot-processes"),
    bot_level: list[str] = typer.Option(None, "--bot-level", metavar="NAME=SPEC",
                                        help="cli-doc-serve-bot-level"),
    bot_max_iterations: int = typer.Option(5000, "--bot-max-iterations", metavar="N", min=1,
                                           help="cli-doc-serve-bot-max-iterations"),
    min_bot_delay: float = typer.Option(0.3, "--min-bot-delay", metavar="SECONDS", min=0,
                                        help="cli-doc-serve-min-bot-delay"),
    bot_per_creator: int = typer.Option(None, "--bot-per-creator", metavar="N", min=1,
                                        help="cli-doc-serve-bot-per-creator"),
    bot_cpu_per_minute: float = typer.Option(60.0, "--bot-cpu-per-minute", metavar="SECONDS", min=0.1,
                                             help="cli-doc-serve-bot-cpu-per-minute"),
    poll: float = typer.Option(1.0, "--poll", metavar="SECONDS", help="cli-doc-serve-poll"),
    lease_ttl: float = typer.Option(15.0, "--lease-ttl", metavar="SECONDS", min=0.3,
                                    help="cli-doc-serve-lease-ttl"),
    admin_token: str = typer.Option(None, "--admin-token", metavar="TOKEN", envvar="SALON_ADMIN_TOKEN",
                                    help="cli-doc-serve-admin-token"),
    rate_limit: float = typer.Option(20.0, "--rate-limit", metavar="PER_SECOND", help="cli-doc-serve-rate-limit"),
    rate_burst: float = typer.Option(60.0, "--rate-burst", metavar="N", help="cli-doc-serve-rate-burst"),
    rate_strikes: int = typer.Option(100, "--rate-strikes", metavar="N", min=0,
                                     help="cli-doc-serve-rate-strikes"),
    max_message: int = typer.Option(4096, "--max-message", metavar="N", min=64,
                                    help="cli-doc-serve-max-message"),
    ws_outbox: int = typer.Option(200, "--ws-outbox", metavar="N", min=1,
                                  help="cli-doc-serve-ws-outbox"),
    ws_per_address: int = typer.Option(64, "--ws-per-address", metavar="N", min=1,
                                       help="cli-doc-serve-ws-per-address"),
    ws_per_table: int = typer.Option(100, "--ws-per-table", metavar="N", min=0,
                                     help="cli-doc-serve-ws-per-table"),
    ws_per_seat: int = typer.Option(8, "--ws-per-seat", metavar="N", min=1,
                                    help="cli-doc-serve-ws-per-seat"),
    ws_hello_timeout: float = typer.Option(5.0, "--ws-hello-timeout", metavar="SECONDS", min=0.1,
                                           help="cli-doc-serve-ws-hello-timeout"),
    ws_close_timeout: float = typer.Option(10.0, "--ws-close-timeout", metavar="SECONDS", min=0.1,
                                           help="cli-doc-serve-ws-close-timeout"),
    cors_origin: list[str] = typer.Option(None, "--cors-origin", metavar="ORIGIN",
                                          help="cli-doc-serve-cors-origin"),
    log_level: str = typer.Option("info", "--log-level", metavar="LEVEL", help="cli-doc-serve-log-level"),
    access_log: bool = typer.Option(False, "--access-log/--no-access-log",
                                    help="cli-doc-serve-access-log"),
    max_body: int = typer.Option(64 * 1024, "--max-body", metavar="N", min=1,
                                 help="cli-doc-serve-max-body"),
    tables_per_minute: int = typer.Option(20, "--tables-per-minute", metavar="N", min=1,
                                          help="cli-doc-serve-tables-per-minute"),
    open_tables: int = typer.Option(50, "--open-tables", metavar="N", min=1,
                                    help="cli-doc-serve-open-tables"),
    header_timeout: float = typer.Option(10.0, "--header-timeout", metavar="SECONDS", min=0.1,
                                         help="cli-doc-serve-header-timeout"),
    idle_timeout: float = typer.Option(20.0, "--idle-timeout", metavar="SECONDS", min=0.1,
                                       help="cli-doc-serve-idle-timeout"),
    rest_rate: float = typer.Option(10.0, "--rest-rate", metavar="PER_SECOND", min=0.01,
                                    help="cli-doc-serve-rest-rate"),
    rest_burst: float = typer.Option(50.0, "--rest-burst", metavar="N", min=1,
                                     help="cli-doc-serve-rest-burst"),
    renames_per_minute: int = typer.Option(6, "--renames-per-minute", metavar="N", min=1,
                                           help="cli-doc-serve-renames-per-minute"),
    http_per_address: int = typer.Option(128, "--http-per-address", metavar="N", min=1,
                                         help="cli-doc-serve-http-per-address"),
    max_connections: int = typer.Option(None, "--max-connections", metavar="N", min=1,
                                        help="cli-doc-serve-max-connections"),
    wal_limit_mb: float = typer.Option(4.0, "--wal-limit-mb", metavar="MIB", min=0.1,
                                       help="cli-doc-serve-wal-limit-mb"),
    db_retry_max: float = typer.Option(30.0, "--db-retry-max", metavar="SECONDS", min=0.5,
                                       help="cli-doc-serve-db-retry-max"),
    trusted_proxy: list[str] = typer.Option(None, "--trusted-proxy", metavar="ADDR",
                                            help="cli-doc-serve-trusted-proxy"),
    gc_threshold: int = typer.Option(gc_tuning.DEFAULT_THRESHOLD0, "--gc-threshold", metavar="N", min=0,
                                     help="cli-doc-serve-gc-threshold"),
    gc_freeze: bool = typer.Option(True, "--gc-freeze/--no-gc-freeze",
                                   help="cli-doc-serve-gc-freeze"),
    # ---- accounts and mail (docs/accounts.md)
    public_url: str = typer.Option(None, "--public-url", metavar="URL",
                                   help="cli-doc-serve-public-url"),
    smtp_url: str = typer.Option(None, "--smtp-url", metavar="URL", envvar="SALON_SMTP_URL",
                                 help="cli-doc-serve-smtp-url"),
    password_memory: int = typer.Option(65536, "--password-memory", metavar="KIB", min=1024,
                                        help="cli-doc-serve-password-memory"),
    # post-game analyses (server/analysis_work.py, docs/security.md)
    analysis_queue: int = typer.Option(4, "--analysis-queue", metavar="N", min=0,
                                       help="cli-doc-serve-analysis-queue"),
    analyses_per_address: int = typer.Option(6, "--analyses-per-address", metavar="N", min=0,
                                             help="cli-doc-serve-analyses-per-address"),
    background_analysis: bool = typer.Option(True, "--background-analysis/--no-background-analysis",
                                             envvar="SALON_BACKGROUND_ANALYSIS",
                                             help="cli-doc-serve-background-analysis"),
    background_nice: int = typer.Option(19, "--background-nice", metavar="N", min=0, max=19,
                                        envvar="SALON_BACKGROUND_NICE",
                                        help="cli-doc-serve-background-nice"),
    workers: int = typer.Option(1, "--workers", metavar="N", min=1,
                                help="cli-doc-serve-workers"),
) -> None:
    """Serve the lobby (REST, OpenAPI at /docs) and WebSocket play."""
    settings = {k: v for k, v in locals().items() if k != "workers"}
    if workers > 1:
        _supervise(settings, workers)
        return
    _serve(settings)


def worker_main() -> None:
    """A worker of `salon serve --workers N` (started by the supervisor, server/workers.py):
    its settings on the first line of stdin, the listening socket inherited."""
    from ..server.workers import inherited_socket, read_settings, watch_supervisor, worker_instance

    settings = json.loads(read_settings())
    watch_supervisor()
    _serve(settings, inherited_socket(), quiet=True, instance=worker_instance())


def _supervise(settings: dict[str, Any], workers: int) -> None:
    """Bind the port, bring the database's schema up to date once, and run the workers."""
    try:
        import prometheus_client  # noqa: F401  (the supervisor marks exited workers' metrics dead)
        import uvicorn  # noqa: F401
    except ImportError as exc:  # the web extra is not installed: no worker could start
        raise fail(say("cli-error-web-extra", reason=str(exc))) from None
    from ..server.workers import Supervisor, bind
    from ..store import Store, default_url

    settings["db"] = url = settings["db"] or default_url()
    _bot_policy(settings)  # bad levels stop here, before any worker starts
    try:
        store = Store(url, prefix=settings["table_prefix"])
        try:
            store.migrate()  # once, before the workers start together (SQLite has no migration lock)
        finally:
            store.close()
    except Exception as exc:  # noqa: BLE001 - any database error stops the start, in one line
        raise fail(say("cli-error-database", url=_shown(url), reason=f"{type(exc).__name__}: {exc}")) from None
    try:
        sock = bind(settings["host"], settings["port"])
    except OSError as exc:
        raise fail(say("cli-error-listen", host=str(settings["host"]), port=str(settings["port"]), reason=str(exc))) from None
    host, port = sock.getsockname()[:2]
    console.print(say("cli-serving-workers", address=f"http://{host}:{port}", workers=workers, db=_shown(url)))
    sys.stdout.flush()
    settings["port"] = port
    status = Supervisor(WORKER_COMMAND, workers, sock, json.dumps(settings).encode(),
                        metrics_dir=os.environ.get("PROMETHEUS_MULTIPROC_DIR")
                        or os.environ.get("prometheus_multiproc_dir") or None).run()
    if status:
        raise typer.Exit(status)


def _shown(url: str) -> str:
    """The database URL without its user and password."""
    return url.split("@")[-1] if "@" in url else url


def _bot_policy(settings: dict[str, Any]) -> Any:
    from ..server.limits import DEFAULT_LEVELS, BotPolicy

    levels = dict(DEFAULT_LEVELS)
    own: dict[str, Any] = {}  # BotPolicy's defaults: the games' own specs for the levels
    if settings["bot_level"]:  # the operator's levels replace the defaults, the games' own too
        levels, own = {}, {"game_levels": {}}
        for item in settings["bot_level"]:
            name, eq, spec = item.partition("=")
            if not eq or not spec.strip():
                raise fail(say("cli-error-bot-level", item=repr(item)))
            levels[name.strip().lower()] = spec.strip()
    bots = BotPolicy(levels=levels, **own, max_iterations=settings["bot_max_iterations"],
                     min_bot_delay=settings["min_bot_delay"], per_creator=settings.get("bot_per_creator"),
                     cpu_per_minute=settings.get("bot_cpu_per_minute", 60.0))
    try:
        bots.check_levels()
    except ValueError as exc:
        raise fail(f"--bot-level: {exc}") from None
    return bots


def _serve(settings: dict[str, Any], sock: Any = None, quiet: bool = False, instance: str | None = None) -> None:
    """One server process: on `settings["host"]:settings["port"]`, or on the listening socket
    `sock` a supervisor passed (with the `instance` id of the worker's slot)."""
    try:
        import uvicorn

        from ..server.analysis_work import AnalysisLimits
        from ..server.app import create_app
        from ..server.guard import connection_cap, guarded_protocol, raise_descriptor_limit
        from ..server.limits import Limits
        from ..server.logs import bound_the_logs
        from ..server.ws_protocol import with_close_after
        from ..store import default_url
    except ImportError as exc:  # the web extra is not installed
        raise fail(say("cli-error-web-extra", reason=str(exc))) from None
    o = settings
    bots = _bot_policy(o)
    url = o["db"] or default_url()
    limits = Limits(msg_rate=o["rate_limit"], msg_burst=o["rate_burst"], msg_strikes=o["rate_strikes"],
                    max_message=o["max_message"], outbox=o["ws_outbox"], ws_per_address=o["ws_per_address"],
                    ws_per_table=o["ws_per_table"], ws_per_seat=o["ws_per_seat"],
                    hello_timeout=o["ws_hello_timeout"],
                    max_body=o["max_body"], tables_per_minute=o["tables_per_minute"],
                    open_tables_per_address=o["open_tables"], header_timeout=o["header_timeout"],
                    idle_timeout=o["idle_timeout"], max_connections=o["max_connections"],
                    http_per_address=o.get("http_per_address", 128), rest_rate=o.get("rest_rate", 10.0),
                    rest_burst=o.get("rest_burst", 50.0), renames_per_minute=o.get("renames_per_minute", 6),
                    trusted_proxies=tuple(o["trusted_proxy"] or ()),
                    wal_limit=int(o["wal_limit_mb"] * 2**20), db_retry_max=o["db_retry_max"])
    if o.get("smtp_url"):  # a wrong --smtp-url stops the start in one line
        from ..people.mail import SmtpConfig

        try:
            SmtpConfig.parse(o["smtp_url"])
        except ValueError as exc:
            raise fail(str(exc)) from None
    if o.get("public_url") and not str(o["public_url"]).startswith(("http://", "https://")):
        raise fail(say("cli-error-public-url", url=repr(o["public_url"])))
    application = create_app(url, table_prefix=o["table_prefix"], bot_delay=o["bot_delay"],
                             bot_workers=o["bot_workers"], bot_processes=o["bot_processes"],
                             poll_interval=o["poll"], admin_token=o["admin_token"] or None,
                             limits=limits, bots=bots, cors_origins=list(o["cors_origin"] or []), instance=instance,
                             lease_ttl=o["lease_ttl"], gc_threshold=o["gc_threshold"] or None,
                             gc_freeze=o["gc_freeze"], public_url=o.get("public_url"),
                             smtp_url=o.get("smtp_url"), password_memory=o.get("password_memory") or 65536,
                             analysis=AnalysisLimits(queue=o["analysis_queue"],
                                                     per_address=o["analyses_per_address"],
                                                     background=o.get("background_analysis", True),
                                                     background_nice=o.get("background_nice", 19)))
    if not quiet:
        console.print(say("cli-serving", address=f"http://{o['host']}:{o['port']}", db=_shown(url)))
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    cap = connection_cap(limits.max_connections, raise_descriptor_limit())
    config = uvicorn.Config(
        application, host=o["host"], port=o["port"], log_level=o["log_level"], access_log=o["access_log"],
        http=guarded_protocol(limits.header_timeout, cap, limits.http_per_address, limits.trusted_proxies),
        timeout_keep_alive=limits.idle_timeout,  # type: ignore[arg-type]  # a float works (call_later)
        proxy_headers=False,  # X-Forwarded-For is read by limits.client_address, from --trusted-proxy only
        ws=with_close_after(o["ws_close_timeout"]), ws_max_size=65536, ws_ping_interval=20.0, ws_ping_timeout=30.0,
        ws_per_message_deflate=False,
        # a stop (SIGTERM) waits this long for requests under way (each store call has its own
        # deadline, server/hub.py DB_TIMEOUT), then closes them and stops
        timeout_graceful_shutdown=10)
    bound_the_logs()  # after uvicorn.Config, which configures its loggers (server/logs.py)
    server = uvicorn.Server(config)
    server.run(sockets=[sock] if sock is not None else None)
    if not server.started:  # as uvicorn.run: the port was taken, or the app did not start
        sys.exit(3)
