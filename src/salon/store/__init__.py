"""Persistence (SQLAlchemy): SQLite by default, PostgreSQL by URL. See store.py and schema.py."""

from .schema import LATEST, SchemaTooNew, drop_schema, make_schema, migrate
from .store import Store, default_url

__all__ = ["LATEST", "SchemaTooNew", "Store", "default_url", "drop_schema", "make_schema", "migrate"]
