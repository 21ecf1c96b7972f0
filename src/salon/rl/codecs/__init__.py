"""Per-game action codecs and observation encoders for the RL adapters.

Each game has one module here, named after its package (`rose_ceremony.py`, ...), defining

    codec(players)   -> Codec     a fixed integer action space for that player count
    encoder(players) -> Encoder   a fixed-length float vector built from `state.view(p)` only

`codec_for(game_id, players)` / `encoder_for(game_id, players)` find and cache them. A game
registered without such a module fails here with a message saying which file to add.
"""

from __future__ import annotations

import importlib
import zlib
from collections.abc import Sequence
from functools import cache
from typing import Any

from ...core import Action, State, load_game
from ...core.errors import SalonError

__all__ = [
    "Codec", "Encoder", "HashedViewEncoder", "MissingAdapter", "TableCodec", "codec_for",
    "encoder_for",
]


class MissingAdapter(SalonError):
    """A registered game has no RL codec/encoder module yet."""


class Codec:
    """A fixed integer action space for one game and player count.

    Every action any decision can offer has exactly one index in `range(num_distinct_actions)`
    and `index_action` inverts `action_index` (for the same state and seat)."""

    game_id: str
    players: int
    num_distinct_actions: int

    def action_index(self, state: State, p: int, action: Action | str) -> int:
        raise NotImplementedError

    def index_action(self, state: State, p: int, index: int) -> Action:
        raise NotImplementedError

    def legal_indices(self, state: State, p: int) -> list[int]:
        """Indices of p's legal actions, ascending."""
        ai = self.action_index
        return sorted(ai(state, p, a) for a in state.legal_actions(p))

    def _parse(self, state: State, action: Action | str) -> Action:
        if isinstance(action, str):
            return state.game.parse_notation(" ".join(action.split()))
        return action

    def _bad_index(self, index: int) -> SalonError:
        return SalonError(f"{self.game_id}: action index {index!r} is not in "
                          f"0..{self.num_distinct_actions - 1}")


class TableCodec(Codec):
    """A codec over a fixed, ordered list of Action objects (the game's action universe)."""

    def __init__(self, game_id: str, players: int, actions: Sequence[Action]) -> None:
        self.game_id = game_id
        self.players = players
        self.actions: tuple[Action, ...] = tuple(actions)
        self.num_distinct_actions = len(self.actions)
        self._index: dict[Action, int] = {}
        for i, a in enumerate(self.actions):
            if a in self._index:
                raise ValueError(f"{game_id}: action {a} listed twice in the action universe")
            self._index[a] = i
        self._by_text = {str(a): i for i, a in enumerate(self.actions)}

    def action_index(self, state: State, p: int, action: Action | str) -> int:
        action = self._parse(state, action)
        i = self._index.get(action)
        if i is None:
            i = self._by_text.get(str(action))
            if i is None:
                raise SalonError(
                    f"{self.game_id} ({self.players} players): action {str(action)!r} is not in "
                    "the RL action universe; add it to src/salon/rl/codecs/"
                    f"{self.game_id.replace('-', '_')}.py"
                )
        return i

    def index_action(self, state: State, p: int, index: int) -> Action:
        if not 0 <= index < self.num_distinct_actions:
            raise self._bad_index(index)
        return self.actions[index]

    def legal_indices(self, state: State, p: int) -> list[int]:
        idx = self._index
        legal = state.legal_actions(p)
        try:
            return sorted(idx[a] for a in legal)
        except KeyError:  # an action outside the universe: say which, and where to add it
            return sorted(self.action_index(state, p, a) for a in legal)


class Encoder:
    """A fixed-length float observation built from `state.view(p)` only."""

    game_id: str
    players: int
    size: int

    def encode_view(self, view: dict[str, Any], out: Any) -> None:
        """Write the encoding of `view` into `out` (a zeroed float buffer of length `size`)."""
        raise NotImplementedError

    def encode(self, state: State, p: int) -> Any:
        """The observation of seat p as a float32 numpy array (numpy is needed here)."""
        import numpy as np

        out = np.zeros(self.size, dtype=np.float32)
        self.encode_view(state.view(p), out)
        return out

    def layout(self) -> list[tuple[str, int, int]]:
        """(name, start, length) of each block of the vector, for documentation."""
        return [("features", 0, self.size)]


class HashedViewEncoder(Encoder):
    """Every leaf of the view, hashed into `size` buckets (the generic layout).

    The view (a JSON tree) is flattened into features named by their path, list positions
    included (`players_state.1.flowers.O`): a number or boolean adds its value to the bucket of
    its path; a string adds 1 to the bucket of `path=value`; `null` adds 1 to `path=null`.
    The bucket of a feature name is `crc32(name) % size` (deterministic on every machine).
    Keys listed in `skip` are left out."""

    def __init__(self, game_id: str, players: int, size: int = 2048,
                 skip: Sequence[str] = ("game",)) -> None:
        self.game_id = game_id
        self.players = players
        self.size = size
        self.skip = frozenset(skip)
        self._root = _Path("", self)

    def _b(self, name: str) -> int:
        return zlib.crc32(name.encode()) % self.size

    def encode_view(self, view: dict[str, Any], out: Any) -> None:
        acc: dict[int, float] = {}
        root = self._root
        for k, v in view.items():
            if k in self.skip:
                continue
            node = root.kids.get(k)
            if node is None:
                node = root.kids[k] = _Path(str(k), self)
            self._walk(v, node, acc)
        if len(self._root.kids) > 10_000:  # views keyed by ever-new names: keep memory bounded
            self._root = _Path("", self)
        if acc:
            import numpy as np

            out[np.fromiter(acc.keys(), dtype=np.int64, count=len(acc))] += np.fromiter(
                acc.values(), dtype=np.float32, count=len(acc))

    def _walk(self, obj: Any, node: _Path, acc: dict[int, float]) -> None:
        t = type(obj)
        if t is dict:
            items: Any = obj.items()
        elif t is list or t is tuple:
            items = enumerate(obj)
        else:
            self._leaf(obj, node, acc)
            return
        kids = node.kids
        walk = self._walk
        for k, v in items:
            child = kids.get(k)
            if child is None:
                child = kids[k] = _Path(f"{node.path}.{k}", self)
            tv = type(v)
            if tv is int or tv is float:
                if v:
                    b = child.bucket
                    acc[b] = acc.get(b, 0.0) + v
            elif tv is bool:
                if v:
                    b = child.bucket
                    acc[b] = acc.get(b, 0.0) + 1.0
            elif tv is dict or tv is list or tv is tuple:
                walk(v, child, acc)
            else:
                self._leaf(v, child, acc)

    def _leaf(self, obj: Any, node: _Path, acc: dict[int, float]) -> None:
        t = type(obj)
        if t is bool:
            if obj:
                acc[node.bucket] = acc.get(node.bucket, 0.0) + 1.0
        elif t is int or t is float:
            if obj:
                acc[node.bucket] = acc.get(node.bucket, 0.0) + obj
        else:
            b = node.values.get(obj)
            if b is None:
                b = self._b(f"{node.path}={'null' if obj is None else obj}")
                if len(node.values) < 10_000:
                    node.values[obj] = b
            acc[b] = acc.get(b, 0.0) + 1.0

    def layout(self) -> list[tuple[str, int, int]]:
        return [("hashed view features", 0, self.size)]


class _Path:
    """One path of a view tree: its name, its bucket, its children and string-value buckets."""

    __slots__ = ("path", "bucket", "kids", "values")

    def __init__(self, path: str, enc: HashedViewEncoder) -> None:
        self.path = path
        self.bucket = enc._b(path)
        self.kids: dict[Any, _Path] = {}
        self.values: dict[Any, int] = {}


def _module(game_id: str) -> Any:
    load_game(game_id)  # UnknownGame for an unknown id
    name = game_id.replace("-", "_")
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
        raise MissingAdapter(
            f"game {game_id!r} has no RL adapter yet: add src/salon/rl/codecs/{name}.py defining "
            "codec(players) -> Codec (its whole action universe) and encoder(players) -> Encoder"
        ) from None


@cache
def codec_for(game_id: str, players: int) -> Codec:
    """The action codec of `game_id` at `players` players (cached)."""
    game = load_game(game_id)
    if players not in game.player_counts():
        raise SalonError(f"{game_id} is played by {game.players_text()}, not {players}")
    codec: Codec = _module(game_id).codec(players)
    return codec


@cache
def encoder_for(game_id: str, players: int) -> Encoder:
    """The observation encoder of `game_id` at `players` players (cached)."""
    game = load_game(game_id)
    if players not in game.player_counts():
        raise SalonError(f"{game_id} is played by {game.players_text()}, not {players}")
    encoder: Encoder = _module(game_id).encoder(players)
    return encoder
