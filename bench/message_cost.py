"""CPU of the accepted-action path's own work, in process: no database, no socket.

For every action of N full Rose Ceremony games (random legal moves): the clone and apply of
`Hub.act`, the sentences of the log for every viewer (`narrate`), and the state message of each
of the table's connections (3 seats and a spectator) built by `Hub.state_message` from an empty
message cache, as after every change. Prints the CPU time (process time) per action.

    .venv/bin/python bench/message_cost.py --games 40

Deterministic and single-threaded, so two versions of the code compare without the noise of a
loaded machine: run it with PYTHONPATH pointing at the other version's `src`. What it leaves out
(the SQLite transaction, WebSocket frames and the event loop) is measured by bench/server_load.py.
"""

from __future__ import annotations

import argparse
import random
import time

from salon.core import load_game
from salon.server.hub import Hub
from salon.server.live import Conn, LiveTable
from salon.server.talk import placeholders


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    game = load_game("rose-ceremony")
    hub = Hub.__new__(Hub)  # state_message needs no store, thread or loop
    cpu = 0.0
    actions = 0
    for g in range(args.games):
        st = game.new_game(args.players, seed=g)
        seats = [{"seat": q, "kind": "human", "away": False, "name": f"P{q}"} for q in range(args.players)]
        t = LiveTable(id="t", game=game, players=args.players, options={}, seed=g, status="playing",
                      clock=None, bot_delay=None, replacement_bot="random", created_at=0.0, updated_at=0.0,
                      seats=seats, state=st)
        conns = [Conn(seat=q, send=print) for q in [*range(args.players), None]]
        rng = random.Random(g)
        ph = placeholders(args.players)
        while not st.is_over():
            p = st.current_players()[0]
            action = rng.choice(st.legal_actions(p))
            c0 = time.process_time()
            new = st.clone()
            new.apply(p, action)
            if hasattr(new, "narrate_all"):
                logs = new.narrate_all(st, p, action, ph)
            else:  # (older versions word each viewer's sentences apart)
                logs = [new.narrate(st, p, action, v, ph) for v in [*range(args.players), None]]
            if hasattr(t, "record"):  # (the log held as flat tuples)
                t.record(p, logs, new.current_players())
            else:
                t.entries.append((p, logs))
                t.current_at.append(new.current_players())
            t.state = new
            if hasattr(t, "before"):  # (older versions keep no state before)
                t.before = st
            t.msg_cache.clear()
            for c in conns:
                hub.state_message(t, c)
            cpu += time.process_time() - c0
            st = new
            actions += 1
    print(f"{args.games} games, {actions} actions: {1000 * cpu / actions:.3f} ms of CPU per action "
          f"(clone + apply, narrate for {args.players + 1} viewers, {len(conns)} state messages)")


if __name__ == "__main__":
    main()
