"""Print a game's RL layouts: `python -m salon.rl actions|observation GAME [PLAYERS]`.

    python -m salon.rl actions rose-ceremony 4        index -> notation, one a line
    python -m salon.rl observation rose-ceremony 4    start, length, block name

PLAYERS defaults to the game's minimum. An error is one line on stderr, exit status 2.
"""

from __future__ import annotations

import sys

from ..core import SalonError, load_game
from .codecs import TableCodec, codec_for, encoder_for

USAGE = "usage: python -m salon.rl actions|observation GAME [PLAYERS]"


def _error(message: str) -> int:
    print(f"salon.rl: error: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(args) not in (2, 3) or args[0] not in ("actions", "observation"):
        return _error(f"{USAGE} (see --help)")
    what, gid = args[0], args[1]
    try:
        game = load_game(gid)
    except SalonError as exc:
        return _error(str(exc))
    players = game.min_players
    if len(args) == 3:
        try:
            players = int(args[2])
        except ValueError:
            return _error(f"PLAYERS {args[2]!r}: expected an integer")
        if not game.min_players <= players <= game.max_players:
            return _error(f"{gid} is played by {game.players_text()}, not {players}")
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
