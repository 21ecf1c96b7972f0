"""Print a game's RL layouts: `python -m salon.rl actions|observation <game> [players]`.

    python -m salon.rl actions rose-ceremony 4        index -> notation, one a line
    python -m salon.rl observation rose-ceremony 4    start, length, block name
"""

from __future__ import annotations

import sys

from ..core import load_game
from .codecs import TableCodec, codec_for, encoder_for


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (2, 3) or args[0] not in ("actions", "observation"):
        print(__doc__.strip())
        return 2
    what, gid = args[0], args[1]
    game = load_game(gid)
    players = int(args[2]) if len(args) == 3 else game.min_players
    if what == "actions":
        codec = codec_for(gid, players)
        if isinstance(codec, TableCodec):
            for i, a in enumerate(codec.actions):
                print(f"{i}\t{a}")
        else:  # seat-relative codecs: shown for seat 0
            state = game.new_game(players, seed=0)
            for i in range(codec.num_distinct_actions):
                print(f"{i}\t{codec.index_action(state, 0, i)}\t(as seen by seat 0)")
    else:
        for name, start, length in encoder_for(gid, players).layout():
            print(f"{start}\t{length}\t{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
