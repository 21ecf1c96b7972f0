"""salon's `ismcts` bot and OpenSpiel's Python `ISMCTSBot` side by side, on the same games.

Both bots get the same iteration budget per decision (`--iterations`), the same rollout policy
(uniform random play to the end of the game), no game heuristic anywhere (salon's bot runs with
`prior=0,guard=0,others=search,hsteps=0,depth=0,rounds=0,paired=false`: plain multiple-observer
ISMCTS with rollouts to the end, whatever the game's profile), the same exploration constant
(c = 0.7 on rewards in [0, 1]: each of k winners scores 1/k) and pick the most visited root action. OpenSpiel's bot
plays the OpenSpiel adapter (`salon.rl.openspiel`: `resample_from_infostate` is salon's
`determinize`); salon's bot plays the salon state inside the same game. OpenSpiel's bot is
`salon.rl.openspiel_bots.ISMCTSBot`: the stock `ISMCTSBot` drawing its determinizations from its
own seeded `random_state` (the stock bot seeds them from OpenSpiel's own sampler, so no two runs
played the same games); every game of a run replays, and two source trees compared with the same
`--seed` play the same games as long as their bots decide alike.

Reported per game:

- iterations/s of each bot: iterations divided by the CPU seconds (time.process_time) spent
  choosing, over every decision with more than one legal action in the games played, and their
  ratio beside issue 32's target (salon at least 10x OpenSpiel);
- head to head: competitive games seat the two bots alternately (2 players: one each; 4 players
  for Rose Ceremony: two each), every deal is played twice with the seats swapped, and the
  figure is salon's share of the wins (a tie shares the win; 50 % = equal strength).
  Cooperative games (Roméo & Juliette) cannot be played head to head: each deal is played by a
  team of two salon bots, a team of two OpenSpiel bots and two mixed teams (both seatings); the
  win rate of each kind of team is given, and iterations/s come from the mixed teams, where both
  bots search the same games.

    .venv/bin/python bench/rl_side_by_side.py --games 200 --iterations 100 [--game rose-ceremony]
        [--workers 2] [--json]

Needs the `rl` extra (open_spiel, numpy). Numbers depend on the machine; the script prints it.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

import salon

UCT_C = 0.7
#: issue 32's mark: salon's iterations/s at least this many times OpenSpiel's, at the same budget
RATIO_TARGET = 10.0


def salon_spec(iterations: int) -> str:
    """salon's ismcts as plain ISMCTS, like OpenSpiel's: no heuristic anywhere (no heuristic
    prior or guard at the root, every seat searches, random rollouts from the first step) and
    rollouts to the end of the game (no depth or round cut-off). A game profile's own settings
    are overridden too: Roméo & Juliette's profile (a paired search whose rollouts stop at the
    end of the scene) would otherwise not be the same search as OpenSpiel's."""
    params = {"iterations": iterations, "rollout": "random", "c": UCT_C}
    from salon.bots import ismcts

    extra = {"prior": 0, "guard": 0, "others": "search", "hsteps": 0, "depth": 0, "rounds": 0,
             "paired": "false"}
    params.update({k: v for k, v in extra.items() if k in getattr(ismcts, "PARAMS", ())})
    return "ismcts:" + ",".join(f"{k}={v}" for k, v in params.items())


def players_for(gid: str) -> int:
    game = salon.load_game(gid)
    if game.min_players <= 2 <= game.max_players:
        return 2
    return 4 if game.min_players <= 4 <= game.max_players else game.min_players


def play_one(gid: str, players: int, deal: int, salon_seats: tuple[int, ...], iterations: int,
             seed: int) -> dict[str, Any]:
    """One game; seats in `salon_seats` are salon's ismcts, the others OpenSpiel's ISMCTSBot."""
    import pyspiel
    from open_spiel.python.algorithms import mcts

    from salon.rl import codec_for, openspiel
    from salon.rl.openspiel_bots import ISMCTSBot

    openspiel.register()
    game = pyspiel.load_game(openspiel.short_name(gid), {"players": players, "num_seeds": 1 << 30})
    codec = codec_for(gid, players)
    state = game.new_initial_state()
    state.apply_action(deal)
    bots: dict[int, Any] = {}
    for p in range(players):
        if p in salon_seats:
            bots[p] = salon.make_bot(salon_spec(iterations), seed=seed * 97 + p)
        else:
            rs = np.random.RandomState((seed * 97 + p) % (1 << 32))
            bots[p] = ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), UCT_C, iterations,
                                random_state=rs)
    stats = {"salon": [0, 0.0], "openspiel": [0, 0.0]}  # iterations, CPU seconds
    while not state.is_terminal():
        p = state.current_player()
        legal = state.legal_actions()
        kind = "salon" if p in salon_seats else "openspiel"
        t0 = time.process_time()
        if kind == "salon":
            inner = state.salon_state
            action = codec.action_index(inner, p, bots[p].choose(inner, p))
        else:
            action = int(bots[p].step(state))
        if len(legal) > 1:
            stats[kind][0] += iterations
            stats[kind][1] += time.process_time() - t0
        state.apply_action(action)
    returns = state.returns()
    return {"returns": returns, "salon_seats": list(salon_seats), "stats": stats,
            "decisions": len(state.history()) - 1}


def jobs_for(gid: str, games: int, iterations: int, seed: int) -> list[tuple[Any, ...]]:
    game = salon.load_game(gid)
    players = players_for(gid)
    jobs = []
    for i in range(games):
        deal = seed * 100_003 + i // 2
        if game.cooperative:  # salon team, OpenSpiel team, then mixed teams (both seatings)
            seats = (tuple(range(players)), (), (0,), tuple(range(1, players)))[i % 4]
            deal = seed * 100_003 + i // 4
        else:
            seats = tuple(q for q in range(players) if (q + i) % 2 == 0)
        jobs.append((gid, players, deal, seats, iterations, seed * 1_000_003 + i))
    return jobs


def summarize(gid: str, results: list[dict[str, Any]], iterations: int) -> dict[str, Any]:
    game = salon.load_game(gid)
    players = players_for(gid)
    timed = results
    if game.cooperative:  # rates from the mixed teams: both bots search the same games
        timed = [r for r in results if 0 < len(r["salon_seats"]) < players] or results
    it = {k: sum(r["stats"][k][0] for r in timed) for k in ("salon", "openspiel")}
    sec = {k: sum(r["stats"][k][1] for r in timed) for k in ("salon", "openspiel")}
    rate = {k: (it[k] / sec[k] if sec[k] else float("nan")) for k in it}
    out: dict[str, Any] = {
        "game": gid, "players": players_for(gid), "games": len(results), "iterations": iterations,
        "salon_iterations_per_s": round(rate["salon"], 1),
        "openspiel_iterations_per_s": round(rate["openspiel"], 1),
        "speedup": round(rate["salon"] / rate["openspiel"], 2) if rate["openspiel"] else None,
        "mean_decisions": round(sum(r["decisions"] for r in results) / max(1, len(results)), 1),
    }
    if game.cooperative:
        team: dict[str, list[float]] = {"salon": [], "openspiel": [], "mixed": []}
        for r in results:
            k = len(r["salon_seats"])
            team["salon" if k == players else "openspiel" if k == 0 else "mixed"].append(r["returns"][0])
        for k, v in team.items():
            out[f"{k}_team_win_rate"] = round(float(np.mean(v)), 3) if v else None
            out[f"{k}_team_games"] = len(v)
    else:
        share = [sum(r["returns"][q] for q in r["salon_seats"]) / max(1e-9, sum(r["returns"]))
                 for r in results]
        mean = float(np.mean(share))
        half = 1.96 * float(np.std(share, ddof=1)) / len(share) ** 0.5 if len(share) > 1 else float("nan")
        out["salon_win_share"] = round(mean, 3)
        out["salon_win_share_95ci"] = round(half, 3)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games per game id (default 200)")
    ap.add_argument("--iterations", type=int, default=100, help="iterations per decision")
    ap.add_argument("--game", action="append", help="game id (repeatable; default: all)")
    ap.add_argument("--workers", type=int, default=1, help="worker processes")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print JSON lines only")
    args = ap.parse_args(argv)
    gids = args.game or salon.game_ids()
    if not args.json:
        print(f"machine: {platform.machine()} {platform.processor() or ''} python "
              f"{platform.python_version()}, {args.workers} worker(s); CPU-time rates")
    rows = []
    for gid in gids:
        jobs = jobs_for(gid, args.games, args.iterations, args.seed)
        t0 = time.time()
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as pool:
                results = list(pool.map(play_one, *zip(*jobs)))
        else:
            results = [play_one(*job) for job in jobs]
        row = summarize(gid, results, args.iterations)
        row["wall_seconds"] = round(time.time() - t0, 1)
        rows.append(row)
        print(json.dumps(row) if args.json else _line(row), flush=True)
    return 0


def _line(row: dict[str, Any]) -> str:
    head = (f"{row['game']:<16} {row['players']}p {row['games']:>4} games @ {row['iterations']} it: "
            f"salon {row['salon_iterations_per_s']:>8.1f} it/s, openspiel "
            f"{row['openspiel_iterations_per_s']:>8.1f} it/s (x{row['speedup']}, target x{RATIO_TARGET:g} "
            f"{'met' if (row['speedup'] or 0) >= RATIO_TARGET else 'BELOW'})")
    if "salon_win_share" in row:
        return head + f"; salon win share {row['salon_win_share']:.3f} ± {row['salon_win_share_95ci']:.3f}"
    return head + (f"; team win rate salon {row['salon_team_win_rate']}, "
                   f"openspiel {row['openspiel_team_win_rate']}, mixed {row['mixed_team_win_rate']}")


if __name__ == "__main__":
    sys.exit(main())
