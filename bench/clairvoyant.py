"""How much a search bot would win if it could see what it may not: an upper bound, not a bot.

A search bot draws its determinizations from what its seat may see (`State.determinize`). This
bench replaces them, in its own process only, with states that tell the truth:

* `--see all`: the true state itself (the partner's hand, every deck's order, the event cards
  still to come): the bot plays as if it knew the future draws;
* `--see partner` (Roméo & Juliette): the partner's true hand and face-down choice, the decks
  still shuffled from what the seat may know: the bot plays as if the talk had told it
  everything about the partner's cards;
* `--see none`: the bot as it is (the control: the same games as `salon arena`'s).

The deals and the bots' seeds are those of `salon arena` with the same `--seed` (game k uses
the table seed `game_seed(seed, k)`, each seat its derived seed), so `--see none` repeats an
arena's games exactly and `--against FILE` (an arena's `--out` file) sets each deal beside that
arena's result for the same spec. Cooperative games only (a seat's win is the table's).

    .venv/bin/python bench/clairvoyant.py --spec ismcts:iterations=1000 --see partner --games 40 \\
        --option chapter=9 --against docs/arenas/romeo-levels-ch9-seed1.jsonl
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from salon.bots import make_bot
from salon.core import load_game
from salon.core.game import State
from salon.core.playout import play_out
from salon.core.rng import Rng, derive_seed
from salon.sim.runner import game_seed
from salon.sim.stats import wilson


def see_all(cls: type[State]) -> None:
    """Determinizations are the true state (`State.determinize` still clears its seed and
    history)."""
    cls._determinize = lambda self, p, rng: self.clone()  # type: ignore[method-assign]


def see_partner(cls: type[State]) -> None:
    """Roméo & Juliette: the partner's hand and face-down choice are the true ones; the partner's
    decks hold the rest of its cards in an order drawn from the seed (the seat's own decks and
    the event deck as `determinize` draws them)."""
    fair = cls.determinize

    def determinize(self: Any, p: int, seed: int) -> State:
        out: Any = fair(self, p, seed)
        q = 1 - p
        rng = Rng(derive_seed(seed, "partner"))
        out.loc_hand[q], out.cha_hand[q] = list(self.loc_hand[q]), list(self.cha_hand[q])
        out.pick_loc[q], out.pick_cha[q] = self.pick_loc[q], self.pick_cha[q]
        for name in ("loc_deck", "cha_deck"):
            deck = sorted(getattr(self, name)[q])
            rng.shuffle(deck)
            getattr(out, name)[q] = deck
        return out

    cls.determinize = determinize  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="romeo-juliette")
    ap.add_argument("--spec", default="ismcts:iterations=1000", help="The bot spec every seat plays.")
    ap.add_argument("--see", choices=("none", "partner", "all"), default="partner")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--start", type=int, default=0, help="First deal (arena game index).")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--against", help="An arena --out file of the same seed: its result per deal beside ours.")
    args = ap.parse_args(argv)

    game = load_game(args.game)
    if not game.cooperative:
        raise SystemExit(f"{args.game}: a cooperative game is needed (a seat's win is the table's)")
    options = {k: json.loads(v) if v[:1].isdigit() or v in ("true", "false") else v
               for k, v in (o.split("=", 1) for o in args.option)}
    players = game.min_players
    cls = type(game.new_game(players=players, seed=0, **options))
    if args.see == "all":
        see_all(cls)
    elif args.see == "partner":
        if args.game != "romeo-juliette":
            raise SystemExit("--see partner knows Roméo & Juliette's hands only")
        see_partner(cls)
    theirs: dict[int, bool] = {}
    if args.against:
        for line in open(args.against, encoding="utf-8"):
            row = json.loads(line)
            if "index" in row and row["seats"][0] == args.spec and all(s == args.spec for s in row["seats"]):
                theirs[row["seed"]] = bool(row["winners"])
    won = both = 0
    t0 = time.process_time()
    for k in range(args.start, args.start + args.games):
        seed = game_seed(args.seed, k)
        state = game.new_game(players=players, seed=seed, **options)
        bots = [make_bot(args.spec, seed=derive_seed(seed, "bot", p)) for p in range(players)]
        play_out(state, bots, game.max_decisions)
        out = state.outcome()
        assert out is not None
        win = bool(out.winners)
        won += win
        beside = theirs.get(seed)
        both += bool(beside)
        print(f"deal {k}: {'won' if win else 'lost'}" + ("" if beside is None else f" (arena: {'won' if beside else 'lost'})"),
              flush=True)
    lo, hi = wilson(won, args.games)
    print(f"{args.spec}, seeing {args.see}: won {won} of {args.games} deals "
          f"({100 * won / args.games:.1f}%, 95% Wilson {100 * lo:.1f}%-{100 * hi:.1f}%)"
          + (f"; the arena's fair bot won {both} of the same deals" if theirs else "")
          + f"; {time.process_time() - t0:.0f} CPU-s")


if __name__ == "__main__":
    main()
