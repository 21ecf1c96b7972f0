"""Persistence of people: accounts, sessions, e-mailed one-time links, the rate limits every
process shares, the mail outbox, and the seats an account holds.

Like `Store`, every method is synchronous and short (the server calls them from worker
threads); each is one transaction. Tokens and session ids are stored as SHA-256 digests only.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from sqlalchemy import case, delete, func, or_, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .store import Store

if TYPE_CHECKING:
    from ..people.ratings import RatingRules


class People:
    """The people tables of one `Store` (the same engine and prefix)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.s = store.s
        self.engine = store.engine

    # ------------------------------------------------------------ accounts
    def create_account(self, row: dict[str, Any], stale_before: float,
                       outbox: list[dict[str, Any]] = (),  # type: ignore[assignment]
                       link: dict[str, Any] | None = None,
                       if_taken: Callable[[dict[str, Any]], tuple[list[dict[str, Any]], dict[str, Any] | None]]
                       | None = None) -> str | None:
        """A sign-up, in one transaction: None if the account `row` was created (with its
        confirmation `link` and mail), "name" if its name is taken (nothing changes), "email"
        if its address has an account. An unverified account created before `stale_before`
        holding the name or address is removed first (a sign-up nobody confirmed reserves
        nothing for ever).

        A taken address reserves the name all the same, like any unconfirmed sign-up (a *name
        hold*: an unconfirmed account without a usable address), and `if_taken(existing)`
        gives the mail (and its link) for the address's owner: the same writes whichever way,
        so no later answer tells whether the address was known (issue 51)."""
        a = self.s.accounts
        try:
            with self.engine.begin() as conn:
                conn.execute(delete(a).where(
                    a.c.verified.is_(False), a.c.created_at < stale_before,
                    or_(a.c.name_key == row["name_key"], a.c.email_key == row["email_key"])))
                taken = conn.execute(select(a).where(
                    or_(a.c.name_key == row["name_key"], a.c.email_key == row["email_key"]))).mappings().all()
                if any(r["name_key"] == row["name_key"] for r in taken):
                    return "name"
                if taken:
                    conn.execute(a.insert().values(**{**row, **name_hold(row["id"])}))
                    mails, owner_link = if_taken(dict(taken[0])) if if_taken is not None else ([], None)
                    if owner_link is not None:
                        conn.execute(self.s.links.insert().values(**owner_link))
                    self._outbox(conn, mails)
                    return "email"
                conn.execute(a.insert().values(**row))
                if link is not None:
                    conn.execute(self.s.links.insert().values(**link))
                self._outbox(conn, outbox)
        except IntegrityError:  # a sign-up of the same name or address at the same moment
            return "name" if self.account_by("name_key", row["name_key"]) else "email"
        return None

    def account_by(self, column: str, value: str) -> dict[str, Any] | None:
        a = self.s.accounts
        with self.engine.connect() as conn:
            r = conn.execute(select(a).where(a.c[column] == value)).mappings().first()
        return dict(r) if r else None

    def accounts_by_ids(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        a = self.s.accounts
        ids = list(set(ids))
        if not ids:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(select(a).where(a.c.id.in_(ids))).mappings().all()
        return {r["id"]: dict(r) for r in rows}

    def set_mail_turns(self, account_id: str, on: bool) -> bool:
        a = self.s.accounts
        with self.engine.begin() as conn:
            return conn.execute(update(a).where(a.c.id == account_id).values(mail_turns=on)).rowcount == 1

    def set_language(self, account_id: str, lang: str | None) -> bool:
        """The language the account reads (None: the browser's)."""
        a = self.s.accounts
        with self.engine.begin() as conn:
            return conn.execute(update(a).where(a.c.id == account_id).values(language=lang)).rowcount == 1

    def unsubscribe(self, key: str) -> bool:
        """Turn the "your turn" mail off for the account of this unsubscribe key."""
        a = self.s.accounts
        with self.engine.begin() as conn:
            return conn.execute(update(a).where(a.c.unsubscribe_key == key).values(mail_turns=False)).rowcount == 1

    def mail_out(self, rows: list[dict[str, Any]]) -> None:
        """Queue mail on its own (its cause written elsewhere or nothing to write)."""
        with self.engine.begin() as conn:
            self._outbox(conn, rows)

    # ------------------------------------------------------------ one-time links
    def add_link(self, token_hash: str, account_id: str, purpose: str, now: float, ttl: float,
                 outbox: list[dict[str, Any]] = ()) -> None:  # type: ignore[assignment]
        """A one-time link for `purpose`, and the mail that carries it, in one transaction."""
        with self.engine.begin() as conn:
            conn.execute(self.s.links.insert().values(token_hash=token_hash, account_id=account_id,
                                                      purpose=purpose, created_at=now, expires_at=now + ttl,
                                                      used_at=None))
            self._outbox(conn, outbox)

    def _use_link(self, conn: Connection, token_hash: str, purpose: str, now: float) -> str | None:
        """Spend the link (once, before it expires): its account id, or None."""
        lk = self.s.links
        res = conn.execute(update(lk).where(lk.c.token_hash == token_hash, lk.c.purpose == purpose,
                                            lk.c.used_at.is_(None), lk.c.expires_at > now).values(used_at=now))
        if res.rowcount != 1:
            return None
        return conn.execute(select(lk.c.account_id).where(lk.c.token_hash == token_hash)).scalar()

    def verify_email(self, token_hash: str, now: float) -> dict[str, Any] | None:
        """Spend a verify link and mark its account's address confirmed: the account, or None."""
        a = self.s.accounts
        with self.engine.begin() as conn:
            account_id = self._use_link(conn, token_hash, "verify", now)
            if account_id is None:
                return None
            conn.execute(update(a).where(a.c.id == account_id).values(verified=True))
            r = conn.execute(select(a).where(a.c.id == account_id)).mappings().first()
        return dict(r) if r else None

    def reset_password(self, token_hash: str, password_hash: str, now: float) -> str | None:
        """Spend a reset link: the new password, the address confirmed (the link was mailed to
        it), every session of the account ended and its other reset links spent. The account
        id, or None (unknown, used or expired link: nothing changes)."""
        a, lk = self.s.accounts, self.s.links
        with self.engine.begin() as conn:
            account_id = self._use_link(conn, token_hash, "reset", now)
            if account_id is None:
                return None
            conn.execute(update(a).where(a.c.id == account_id).values(password_hash=password_hash, verified=True))
            conn.execute(update(lk).where(lk.c.account_id == account_id, lk.c.purpose == "reset",
                                          lk.c.used_at.is_(None)).values(used_at=now))
            conn.execute(delete(self.s.sessions).where(self.s.sessions.c.account_id == account_id))
        return str(account_id)

    # ------------------------------------------------------------ devices
    def add_device(self, token_hash: str, account_id: str, now: float, ttl: float) -> None:
        """Remember a device that signed in to the account (its cookie's digest), `ttl` seconds."""
        lk = self.s.links
        with self.engine.begin() as conn:
            conn.execute(delete(lk).where(lk.c.token_hash == token_hash))
            conn.execute(lk.insert().values(token_hash=token_hash, account_id=account_id, purpose="device",
                                            created_at=now, expires_at=now + ttl, used_at=None))

    def known_device(self, token_hash: str, account_id: str, now: float) -> bool:
        """Whether this device (its cookie's digest for this account) signed in to it before."""
        lk = self.s.links
        with self.engine.connect() as conn:
            return conn.execute(select(lk.c.token_hash).where(
                lk.c.token_hash == token_hash, lk.c.account_id == account_id, lk.c.purpose == "device",
                lk.c.expires_at > now)).first() is not None

    # ------------------------------------------------------------ sessions
    def add_session(self, id_hash: str, account_id: str, now: float, ttl: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(self.s.sessions.insert().values(id_hash=id_hash, account_id=account_id,
                                                         created_at=now, expires_at=now + ttl))

    def session_account(self, id_hash: str, now: float) -> dict[str, Any] | None:
        """The verified account of a live session, or None."""
        a, se = self.s.accounts, self.s.sessions
        with self.engine.connect() as conn:
            r = conn.execute(select(a).join(se, se.c.account_id == a.c.id).where(
                se.c.id_hash == id_hash, se.c.expires_at > now, a.c.verified.is_(True))).mappings().first()
        return dict(r) if r else None

    def end_session(self, id_hash: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(self.s.sessions).where(self.s.sessions.c.id_hash == id_hash))

    def end_sessions(self, account_id: str) -> int:
        """Sign out everywhere: every session of the account ends."""
        with self.engine.begin() as conn:
            return int(conn.execute(delete(self.s.sessions).where(
                self.s.sessions.c.account_id == account_id)).rowcount)

    # ------------------------------------------------------------ rate limits
    def hit(self, key: str, most: int, window: float, now: float | None = None) -> bool:
        """Count one attempt at `key` in its current window of `window` seconds; False once
        there were more than `most` (the window restarts when it is over). Shared by every
        process of the database (the row is locked while it is counted)."""
        lim = self.s.limits
        now = time.time() if now is None else now
        fresh = now - window
        for _attempt in range(3):
            try:
                with self.engine.begin() as conn:
                    res = conn.execute(update(lim).where(lim.c.key == key).values(
                        count=_case_fresh(lim, fresh, 1, lim.c.count + 1),
                        window_start=_case_fresh(lim, fresh, now, lim.c.window_start)))
                    if res.rowcount != 1:
                        conn.execute(lim.insert().values(key=key, window_start=now, count=1))
                        return 1 <= most
                    count = conn.execute(select(lim.c.count).where(lim.c.key == key)).scalar()
                    return int(count or 0) <= most
            except IntegrityError:  # another process inserted the row first: count again
                continue
        return False

    def forget_expired(self, now: float, keep: float = 86400.0) -> int:
        """Delete what counts for nothing any more: rate-limit windows, sessions and links
        that ended more than `keep` seconds ago, mail sent that long ago. Rows deleted."""
        s, before = self.s, now - keep
        with self.engine.begin() as conn:
            n = conn.execute(delete(s.limits).where(s.limits.c.window_start < before)).rowcount
            n += conn.execute(delete(s.sessions).where(s.sessions.c.expires_at < now)).rowcount
            n += conn.execute(delete(s.links).where(s.links.c.expires_at < before)).rowcount
            n += conn.execute(delete(s.outbox).where(s.outbox.c.sent_at < before)).rowcount
        return int(n)

    # ------------------------------------------------------------ seats
    def claim_seats(self, account_id: str, token_hashes: Iterable[str]) -> list[tuple[str, int]]:
        """Put the guest seats of these token hashes into the account (a seat already in
        another account stays there): the (table id, seat) pairs claimed."""
        se = self.s.seats
        hashes = [h for h in set(token_hashes) if h]
        if not hashes:
            return []
        with self.engine.begin() as conn:
            rows = conn.execute(select(se.c.table_id, se.c.seat).where(
                se.c.token_hash.in_(hashes), se.c.kind == "human", se.c.account_id.is_(None))).all()
            conn.execute(update(se).where(se.c.token_hash.in_(hashes), se.c.kind == "human",
                                          se.c.account_id.is_(None)).values(account_id=account_id))
        return [(r.table_id, int(r.seat)) for r in rows]

    def account_seats(self, account_id: str, statuses: Iterable[str] = ("open", "playing"),
                      limit: int = 200) -> list[dict[str, Any]]:
        """The account's seats at tables of these statuses (newest first), with the table."""
        se, t = self.s.seats, self.s.tables
        with self.engine.connect() as conn:
            rows = conn.execute(select(se.c.table_id, se.c.seat, se.c.away, t.c.game, t.c.status,
                                       t.c.updated_at, t.c.created_at, t.c.players, t.c.outcome,
                                       t.c.rated, t.c.turn_based, t.c.clock)
                                .join(t, t.c.id == se.c.table_id)
                                .where(se.c.account_id == account_id, t.c.status.in_(list(statuses)))
                                .order_by(t.c.updated_at.desc()).limit(limit)).mappings().all()
        return [dict(r) for r in rows]

    def seat_accounts(self, table_id: str) -> dict[int, str]:
        """seat -> account id of a table's seats held by accounts."""
        se = self.s.seats
        with self.engine.connect() as conn:
            rows = conn.execute(select(se.c.seat, se.c.account_id).where(
                se.c.table_id == table_id, se.c.account_id.is_not(None))).all()
        return {int(r.seat): str(r.account_id) for r in rows}

    # ------------------------------------------------------------ ratings
    def unsettled(self, limit: int = 50) -> list[dict[str, Any]]:
        """Finished rated tables whose result is not settled yet (game, options)."""
        t, rt = self.s.tables, self.s.rated_tables
        with self.engine.connect() as conn:
            rows = conn.execute(select(t.c.id, t.c.game, t.c.options, t.c.game_version).where(
                t.c.status == "finished", t.c.rated.is_(True), t.c.id.not_in(select(rt.c.table_id)))
                .limit(limit)).mappings().all()
        return [dict(r) for r in rows]

    def settle(self, table_id: str, now: float, cooperative: bool, chapter: str,
               rules: RatingRules | None = None) -> str | None:
        """Settle a finished rated table once (every process may try; one transaction does it):
        ratings and their history, or the cooperative results, or the reason it is unrated,
        by `rules` (people/ratings.py). The result, or None if it was settled already (or is
        not finished)."""
        from ..people import ratings as rt_rules

        s = self.s
        try:
            with self.engine.begin() as conn:
                if conn.execute(select(s.rated_tables.c.table_id).where(s.rated_tables.c.table_id == table_id)).first():
                    return None
                table = conn.execute(select(s.tables).where(s.tables.c.id == table_id)).mappings().first()
                if table is None or table["status"] != "finished" or not table["outcome"]:
                    return None
                seats = [dict(r) for r in conn.execute(select(s.seats).where(s.seats.c.table_id == table_id)
                                                       .order_by(s.seats.c.seat)).mappings().all()]
                counts = conn.execute(
                    select(s.actions.c.seat, s.actions.c.source, func.count().label("n")).where(
                        s.actions.c.table_id == table_id).group_by(s.actions.c.seat, s.actions.c.source)).all()
                moves = {int(r.seat): 0 for r in counts}
                everything: dict[int, int] = {}
                for r in counts:
                    everything[int(r.seat)] = everything.get(int(r.seat), 0) + int(r.n)
                    if r.source == "human":
                        moves[int(r.seat)] += int(r.n)
                why = rt_rules.why_unrated(dict(table), seats, moves)
                result = f"unrated: {why}" if why else ("cooperative" if cooperative else "rated")
                conn.execute(s.rated_tables.insert().values(table_id=table_id, at=now, result=result[:40]))
                if why:
                    return result
                outcome = json.loads(table["outcome"])
                accounts = [str(x["account_id"]) for x in seats]
                if cooperative:
                    won = bool(outcome.get("winners"))
                    conn.execute(s.coop_results.insert(), [
                        {"table_id": table_id, "account_id": a, "game": table["game"], "chapter": chapter,
                         "won": won, "partners": json.dumps([b for b in accounts if b != a]), "at": now}
                        for a in accounts])
                    return result
                if not self._rate(conn, table_id, str(table["game"]), seats, outcome, moves, everything, now,
                                  rules or rt_rules.RatingRules()):
                    result = "unrated: no seat played its share"  # nobody's rating moved
                    conn.execute(update(s.rated_tables).where(s.rated_tables.c.table_id == table_id)
                                 .values(result=result))
        except IntegrityError:  # another process settled it at the same moment
            return None
        return result

    def _repeats(self, conn: Connection, game: str, accounts: list[str], since: float) -> list[int]:
        """For each account, the most rated games it played in `game` since `since` against one
        of the other `accounts`."""
        ev = self.s.rating_events
        other = ev.alias("other")
        out = []
        for a in accounts:
            rows = conn.execute(select(other.c.account_id, func.count().label("n"))
                                .select_from(ev.join(other, other.c.table_id == ev.c.table_id))
                                .where(ev.c.account_id == a, ev.c.game == game, ev.c.at >= since,
                                       other.c.account_id.in_([b for b in accounts if b != a]))
                                .group_by(other.c.account_id)).all()
            out.append(max((int(r.n) for r in rows), default=0))
        return out

    def _rate(self, conn: Connection, table_id: str, game: str, seats: list[dict[str, Any]], outcome: dict[str, Any],
              human: dict[int, int], everything: dict[int, int], now: float, rules: RatingRules) -> bool:
        """Rate the table by `rules`: whether any account's rating moved."""
        from ..people import ratings as rt_rules

        r = self.s.ratings
        accounts = [str(x["account_id"]) for x in seats]
        have = {row.account_id: (float(row.mu), float(row.sigma), int(row.games)) for row in conn.execute(
            select(r).where(r.c.game == game, r.c.account_id.in_(accounts)).with_for_update()).all()}
        start = rt_rules.initial()
        before = [have.get(a, (*start, 0))[:2] for a in accounts]
        repeats = self._repeats(conn, game, accounts, now - rules.repeat_window)
        done = rt_rules.settle(outcome, seats, human, everything, before, repeats, rules)
        if all(x is None for x in done.after):
            return False
        for q, a in enumerate(accounts):
            if done.after[q] is None:  # the table changes nothing for this account
                continue
            mu, sigma = done.after[q]  # type: ignore[misc]
            if a in have:
                conn.execute(update(r).where(r.c.account_id == a, r.c.game == game).values(
                    mu=mu, sigma=sigma, games=have[a][2] + 1, updated_at=now))
            else:
                conn.execute(r.insert().values(account_id=a, game=game, mu=mu, sigma=sigma, games=1, updated_at=now))
            conn.execute(self.s.rating_events.insert().values(
                table_id=table_id, account_id=a, game=game, at=now, rank=done.ranks[q], left=done.left[q],
                mu_before=before[q][0], sigma_before=before[q][1], mu=mu, sigma=sigma, weight=done.weights[q]))
        return True

    def opponents(self, account_id: str, game: str) -> int:
        """How many different accounts this account played rated games of `game` against."""
        ev = self.s.rating_events
        other = ev.alias("other")
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.count(func.distinct(other.c.account_id)))
                                    .select_from(ev.join(other, other.c.table_id == ev.c.table_id))
                                    .where(ev.c.account_id == account_id, ev.c.game == game,
                                           other.c.account_id != account_id)).scalar() or 0)

    def leaderboard(self, game: str, limit: int = 50, offset: int = 0,
                    rules: RatingRules | None = None) -> list[dict[str, Any]]:
        """The game's established ratings (not provisional: `rules`), best ordinal (mu - 3
        sigma) first, with each account's name."""
        from ..people.ratings import RatingRules

        rules = rules or RatingRules()
        r, a, ev = self.s.ratings, self.s.accounts, self.s.rating_events
        other = ev.alias("other")
        met = (select(func.count(func.distinct(other.c.account_id)))
               .select_from(ev.join(other, other.c.table_id == ev.c.table_id))
               .where(ev.c.account_id == r.c.account_id, ev.c.game == game, other.c.account_id != r.c.account_id)
               .scalar_subquery())
        with self.engine.connect() as conn:
            rows = conn.execute(select(a.c.name, r.c.mu, r.c.sigma, r.c.games, r.c.updated_at)
                                .join(a, a.c.id == r.c.account_id)
                                .where(r.c.game == game, r.c.games >= rules.provisional_games,
                                       met >= rules.provisional_opponents)
                                .order_by((r.c.mu - 3 * r.c.sigma).desc(), a.c.name_key)
                                .limit(limit).offset(offset)).mappings().all()
        return [dict(x) for x in rows]

    def player_ratings(self, account_id: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(the account's rating per game, its rating history newest first)."""
        r, ev = self.s.ratings, self.s.rating_events
        with self.engine.connect() as conn:
            now = conn.execute(select(r).where(r.c.account_id == account_id).order_by(r.c.game)).mappings().all()
            history = conn.execute(select(ev).where(ev.c.account_id == account_id)
                                   .order_by(ev.c.at.desc()).limit(500)).mappings().all()
        return [dict(x) for x in now], [dict(x) for x in history]

    def coop_history(self, account_id: str) -> list[dict[str, Any]]:
        c = self.s.coop_results
        with self.engine.connect() as conn:
            return [dict(x) for x in conn.execute(select(c).where(c.c.account_id == account_id)
                                                  .order_by(c.c.at.desc()).limit(500)).mappings().all()]

    def settled(self, table_ids: Iterable[str]) -> dict[str, str]:
        rt = self.s.rated_tables
        ids = list(table_ids)
        if not ids:
            return {}
        with self.engine.connect() as conn:
            return {x.table_id: x.result for x in conn.execute(select(rt).where(rt.c.table_id.in_(ids))).all()}

    # ------------------------------------------------------------ "your turn" mail
    def queue_turn_mail(self, table_id: str, seat: int, state_id: int, now: float, again_after: float,
                        mail: dict[str, Any]) -> bool:
        """Queue `mail` for a seat to act at `state_id` unless one went out already for this
        turn: a second only once the seat acted since the last one, or `again_after` seconds
        passed. The mail and the note of it in one transaction (True if queued)."""
        tm, ac = self.s.turn_mail, self.s.actions
        with self.engine.begin() as conn:
            last = conn.execute(select(tm).where(tm.c.table_id == table_id, tm.c.seat == seat)
                                .with_for_update()).mappings().first()
            if last is not None:
                acted = conn.execute(select(ac.c.seq).where(ac.c.table_id == table_id, ac.c.seat == seat,
                                                            ac.c.seq > last["state_id"]).limit(1)).first()
                if acted is None and now - float(last["sent_at"]) < again_after:
                    return False
                conn.execute(update(tm).where(tm.c.table_id == table_id, tm.c.seat == seat)
                             .values(state_id=state_id, sent_at=now))
            else:
                conn.execute(tm.insert().values(table_id=table_id, seat=seat, state_id=state_id, sent_at=now))
            self._outbox(conn, [mail])
        return True

    def replace_token(self, table_id: str, seat: int, account_id: str, token_hash: str) -> bool:
        """A new token for the account's seat (the seat's old token stops working)."""
        se = self.s.seats
        with self.engine.begin() as conn:
            return conn.execute(update(se).where(se.c.table_id == table_id, se.c.seat == seat,
                                                 se.c.account_id == account_id)
                                .values(token_hash=token_hash)).rowcount == 1

    # ------------------------------------------------------------ outbox
    def _outbox(self, conn: Connection, rows: Iterable[dict[str, Any]]) -> None:
        rows = list(rows)
        if rows:
            conn.execute(self.s.outbox.insert(), [{"attempts": 0, "sent_at": None, "last_error": None,
                                                   "claimed_by": None, "claimed_until": None,
                                                   "seat": None, "state_id": None, **r}
                                                  for r in rows])

    def claim_mail(self, owner: str, now: float, hold: float, limit: int = 20) -> list[dict[str, Any]]:
        """Claim up to `limit` mails owed now for `hold` seconds: the account mails, and the turn
        mails of the tables `owner` holds the lease of (their owner sends them). A claimed mail
        whose claim ran out (its sender died) is claimed again: at least once."""
        o, t = self.s.outbox, self.s.tables
        mine = select(t.c.id).where(t.c.owner == owner, t.c.lease_expires > now)
        free = or_(o.c.claimed_until.is_(None), o.c.claimed_until < now)
        with self.engine.begin() as conn:
            ids = [r.id for r in conn.execute(
                select(o.c.id).where(o.c.sent_at.is_(None), o.c.next_at <= now, free,
                                     or_(o.c.table_id.is_(None), o.c.table_id.in_(mine)))
                .order_by(o.c.next_at, o.c.created_at).limit(limit)).all()]
            got = []
            for mid in ids:  # one by one: a row another process claimed meanwhile is skipped
                res = conn.execute(update(o).where(o.c.id == mid, o.c.sent_at.is_(None), free)
                                   .values(claimed_by=owner, claimed_until=now + hold))
                if res.rowcount == 1:
                    got.append(mid)
            if not got:
                return []
            rows = conn.execute(select(o).where(o.c.id.in_(got)).order_by(o.c.next_at, o.c.created_at)).mappings().all()
        return [dict(r) for r in rows]

    def mail_sent(self, mail_id: str, now: float) -> None:
        o = self.s.outbox
        with self.engine.begin() as conn:
            conn.execute(update(o).where(o.c.id == mail_id).values(sent_at=now, claimed_by=None,
                                                                   claimed_until=None, last_error=None))

    def mail_dropped(self, mail_id: str) -> None:
        """A mail no longer owed (a "your turn" mail about a turn that is over): deleted."""
        o = self.s.outbox
        with self.engine.begin() as conn:
            conn.execute(delete(o).where(o.c.id == mail_id, o.c.sent_at.is_(None)))

    def drop_stale_turn_mail(self) -> int:
        """Delete the unsent "your turn" mail of tables no longer playing (the game ended or the
        table is gone): nobody sends it (turn mail goes out from the table's owner, and a
        finished table has none), and nobody should be told "your move" about it. How many."""
        o, t = self.s.outbox, self.s.tables
        playing = select(t.c.id).where(t.c.status == "playing")
        with self.engine.begin() as conn:
            return int(conn.execute(delete(o).where(
                o.c.kind == "turn", o.c.sent_at.is_(None), o.c.table_id.is_not(None),
                o.c.table_id.not_in(playing))).rowcount)

    def mail_failed(self, mail_id: str, error: str, retry_at: float) -> None:
        o = self.s.outbox
        with self.engine.begin() as conn:
            conn.execute(update(o).where(o.c.id == mail_id, o.c.sent_at.is_(None)).values(
                attempts=o.c.attempts + 1, next_at=retry_at, last_error=error[:500],
                claimed_by=None, claimed_until=None))

    def outbox_rows(self, where: Any = None) -> list[dict[str, Any]]:
        """Every outbox row (tests and the admin's view), oldest first."""
        o = self.s.outbox
        q = select(o).order_by(o.c.created_at)
        if where is not None:
            q = q.where(where)
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(q).mappings().all()]


def name_hold(account_id: str) -> dict[str, Any]:
    """The columns that make an account row a *name hold*: unconfirmed, with no address that
    any sign-in, reset or sign-up can match (an address key always holds an "@")."""
    return {"email": "", "email_key": f"~held:{account_id}", "verified": False}


def _case_fresh(lim: Any, fresh: float, new: Any, old: Any) -> Any:
    """`new` if the row's window started at or before `fresh` (it is over), else `old`."""
    return case((lim.c.window_start <= fresh, new), else_=old)

