"""Throughput of every registered game on one core: random-playout games/s, decisions/s, clone()/s,
and heuristic-playout decisions/s (every seat the game's heuristic bot: what the searches'
heuristic rollouts and `others=heuristic` spend their time on).

Times are CPU seconds of this process (time.process_time), so a busy machine skews them less.

    make bench            # or: .venv/bin/python bench/run.py [--seconds 3] [--json] [--no-openspiel] [--no-db]

Then bench/ismcts_bench.py's table; salon's ISMCTS against OpenSpiel's ISMCTSBot per title (a short
bench/rl_side_by_side.py run, the ratio beside its 10x target; --no-openspiel skips it); and
bench/db_action_cost.py's: the server's CPU per human
action on SQLite and on PostgreSQL side by side, and their ratio beside its target (PostgreSQL
from SALON_TEST_POSTGRES_URL; SQLite alone when it is unset or does not answer; --no-db skips it).
"""

from __future__ import annotations

import argparse
import json
import platform
import time

import salon
from salon.core.rng import Rng


def playout_speed(gid: str, players: int, seconds: float) -> dict[str, float]:
    game = salon.load_game(gid)
    rng = Rng(12345)
    games = decisions = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_game(players=players, seed=seed)
        seed += 1
        while True:
            current = state.current_players()
            if not current:
                break
            p = current[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.below(len(legal))])
            decisions += 1
        games += 1
    elapsed = time.process_time() - start
    return {"games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "decisions_per_game": decisions / max(games, 1)}


def heuristic_speed(gid: str, players: int, seconds: float) -> float:
    """Decisions/s of whole seeded games between the game's heuristic bots (choose and apply)."""
    game = salon.load_game(gid)
    decisions = seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_game(players=players, seed=seed)
        bots = [salon.make_bot("heuristic", seed=seed * players + q) for q in range(players)]
        seed += 1
        while current := state.current_players():
            p = current[0]
            state.apply(p, bots[p].choose(state, p))
            decisions += 1
    return decisions / (time.process_time() - start)


def clone_speed(gid: str, players: int, seconds: float) -> float:
    """clone()/s on mid-game states."""
    game = salon.load_game(gid)
    rng = Rng(7)
    states = []
    for seed in range(20):
        s = game.new_game(players=players, seed=seed)
        steps = 0
        while not s.is_over() and steps < 40 + seed * 3:
            p = s.current_players()[0]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.below(len(legal))])
            steps += 1
        if not s.is_over():
            states.append(s)
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for s in states:
            s.clone()
        n += len(states)
    return n / (time.process_time() - start)


#: issue 32's marks: random-playout decisions/s on one core, and clone()/s for every game
PLAYOUT_TARGET = {"rose-ceremony": 300_000, "roxane": 150_000, "aqua-mirabilis": 60_000, "romeo-juliette": 200_000}
CLONE_TARGET = 150_000


def mark(value: float, target: float | None) -> str:
    """A figure beside its target: "≥ 300,000 met" or "≥ 300,000 BELOW"."""
    if target is None:
        return ""
    return f"≥ {target:,.0f} {'met' if value >= target else 'BELOW'}"


#: issue 32's mark for search speed: salon's ISMCTS iterations/s over OpenSpiel's Python ISMCTSBot
SEARCH_RATIO_TARGET = 10.0


def openspiel_side_by_side(gids: list[str], games: int = 2, iterations: int = 50) -> None:
    """salon's ismcts and OpenSpiel's ISMCTSBot on the same games and budget (bench/rl_side_by_side.py,
    a short run: `games` games per title at `iterations` per decision), the ratio beside its target
    and OpenSpiel's own rate (it runs on salon's adapter, which must not get slower)."""
    try:
        import pyspiel  # noqa: F401
        from rl_side_by_side import jobs_for, play_one, summarize  # type: ignore[import-not-found]
    except ImportError:  # (no `rl` extra)
        return
    print(f"\nISMCTS against OpenSpiel's ISMCTSBot, {games} games a title at {iterations} iterations a decision, "
          "random rollouts, CPU time")
    print(f"{'game':18} {'salon it/s':>11} {'OpenSpiel it/s':>15} {'ratio':>7} {'target':>12}")
    for gid in gids:
        row = summarize(gid, [play_one(*job) for job in jobs_for(gid, games, iterations, 1)], iterations)
        ratio = row["speedup"] or 0.0
        print(f"{gid:18} {row['salon_iterations_per_s']:>11,.0f} {row['openspiel_iterations_per_s']:>15,.0f} "
              f"{ratio:>6.1f}x {'≥ 10x ' + ('met' if ratio >= SEARCH_RATIO_TARGET else 'BELOW'):>12}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--game", action="append", help="Only these games (repeatable).")
    ap.add_argument("--no-openspiel", action="store_true",
                    help="Skip the ISMCTS side by side with OpenSpiel's ISMCTSBot (bench/rl_side_by_side.py).")
    ap.add_argument("--no-db", action="store_true",
                    help="Skip the per-action CPU on SQLite and PostgreSQL (bench/db_action_cost.py).")
    args, _ = ap.parse_known_args()
    rows = []
    for gid in args.game or salon.game_ids():
        game = salon.load_game(gid)
        players = 4 if game.min_players <= 4 <= game.max_players else game.min_players
        row = {"game": gid, "players": players, **playout_speed(gid, players, args.seconds),
               "clones_per_s": clone_speed(gid, players, args.seconds / 2),
               "heuristic_decisions_per_s": heuristic_speed(gid, players, args.seconds / 2)}
        rows.append(row)
    machine = {"python": platform.python_version(), "machine": platform.machine(), "processor": platform.processor()}
    if args.json:
        print(json.dumps({"machine": machine, "games": rows}, indent=2))
        return
    print(f"Python {machine['python']} on {machine['machine']}, one core\n")
    print(f"{'game':18} {'players':>7} {'games/s':>10} {'decisions/s':>12} {'target':>17} {'dec/game':>9} "
          f"{'clone()/s':>11} {'target':>17} {'heuristic dec/s':>16}")
    for r in rows:
        print(f"{r['game']:18} {r['players']:>7} {r['games_per_s']:>10.1f} {r['decisions_per_s']:>12,.0f} "
              f"{mark(r['decisions_per_s'], PLAYOUT_TARGET.get(r['game'])):>17} {r['decisions_per_game']:>9.1f} "
              f"{r['clones_per_s']:>11,.0f} {mark(r['clones_per_s'], CLONE_TARGET):>17} "
              f"{r['heuristic_decisions_per_s']:>16,.0f}")
    try:
        from ismcts_bench import main as ismcts_main  # type: ignore[import-not-found]
    except ImportError:
        pass
    else:
        ismcts_main()
    if not args.no_openspiel:
        openspiel_side_by_side(args.game or salon.game_ids())
    if not args.no_db:
        try:
            from db_action_cost import main as db_main  # type: ignore[import-not-found]
        except ImportError:  # (SQLite-only installs: no server extras)
            return
        print()
        db_main([])


if __name__ == "__main__":
    main()
