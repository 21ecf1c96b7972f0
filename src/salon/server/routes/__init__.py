"""The HTTP routes of the server, one APIRouter per concern; `server/app.py` assembles them.

- `games`: the games, their words and rules, the bot levels;
- `tables`: creating, listing and reading tables, acting and undoing over REST, records,
  replays and rematches;
- `seats`: claiming, leaving, naming a seat and handing an absent one to the bot;
- `admin`: clean-up (admin token), this process's statistics, the error codes;
- `pages`: the fallback page at `/` when no browser client is installed.

What they share (the services of one app, the seat token, the admin token) are the
dependencies of `deps`.
"""
