"""How well each softmax temperature explains the offers a bot makes in Rose Ceremony.

Rose Ceremony's search module reads a face-down offer by a softmax over the offerer's date
values (`salon.games.rose_ceremony.search.OFFER_TEMPERATURE`); this prints the mean
log-likelihood per offer of the offers `--bot` makes in every seat of seeded 3-player games, at
a few temperatures (higher is a better fit; a uniform guess among 8 offers is -2.079):

    .venv/bin/python bench/rose_offer_fit.py [--games 30] [--seed 1000] [--bot ismcts:iterations=200]
"""

from __future__ import annotations

import argparse
import math

from salon.bots import make_bot
from salon.games.rose_ceremony.search import offer_fit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--bot", default="ismcts:iterations=200")
    args = parser.parse_args()
    n, fit = offer_fit(lambda seed: make_bot(args.bot, seed=seed), args.games, args.seed,
                       (0.3, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0))
    print(f"{n} offers by {args.bot} in {args.games} games (seed {args.seed}); "
          f"uniform over 8: {math.log(1 / 8):.3f}")
    for t, ll in fit.items():
        print(f"temperature {t:<4}  mean log-likelihood {ll:.3f}")


if __name__ == "__main__":
    main()
