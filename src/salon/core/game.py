"""The game protocol: Game (facts and a factory) and State (one play), as in DESIGN.md.

A game subclasses `Game` and `State` and implements the underscore hooks. The public methods
here do every check on input, so a game never sees a wrong seat, a finished game or text that
is not one of its legal actions, and a rejected action leaves the state exactly as it was.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import language, serial, undo
from .errors import (
    GameOver,
    IllegalAction,
    InvalidNotation,
    InvalidOptions,
    InvalidRecord,
    NotYourTurn,
    SalonError,
)
from .rng import Rng
from .words import Words, join_words, load_words

__all__ = ["Action", "Game", "Option", "Outcome", "Scoring", "State"]


class Action:
    """Base of every action: a small frozen dataclass whose `str` is its canonical notation."""

    __slots__ = ()


def interned(cls: type[Any], table: dict[Any, Any], key: Any, **fields: Any) -> Any:
    """The one instance of the frozen action class `cls` under `key`, made with these fields the
    first time and kept in `table` (a game's `__new__` returns it): equality is then identity, so
    a membership test in a legal list compares no fields."""
    act = table.get(key)
    if act is None:
        act = table[key] = object.__new__(cls)
        for name, value in fields.items():
            object.__setattr__(act, name, value)
    return act


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game. `details` holds the full score breakdown."""

    scores: list[float]
    winners: list[int]
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "details": self.details}


def _kind(target: type) -> str:
    """An option's type as the option-expected message selects on ("expected an integer", not
    "expected a int"): int, float, bool, or str for any other."""
    return target.__name__ if target in (int, float, bool) else "str"


@dataclass(frozen=True)
class Option:
    """A table option: its name, default, allowed values and a one-line help text."""

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""

    def coerce(self, value: Any) -> Any:
        """The option value from a Python value or a command-line string; raises InvalidOptions."""
        target = type(self.default)
        if isinstance(value, str) and target is not str:
            text = value.strip().lower()
            try:
                if target is bool:
                    if text not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                        raise ValueError(text)
                    value = text in ("1", "true", "yes", "on")
                else:
                    value = target(text)
            except ValueError:
                raise InvalidOptions.worded("option-expected", name=self.name, value=repr(value),
                                            kind=_kind(target)) from None
        if target is int and isinstance(value, bool) or not isinstance(value, target):
            raise InvalidOptions.worded("option-expected", name=self.name, value=repr(value), kind=_kind(target))
        if self.choices and value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise InvalidOptions.worded("option-not-one-of", name=self.name, value=repr(value), choices=allowed)
        return value


class Game:
    """A game's facts (id, version, counts, options) and its State factory. One instance each."""

    id: ClassVar[str]
    version: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    cooperative: ClassVar[bool] = False
    #: whether players may talk freely at the table (a server's chat); False where the rules
    #: restrict communication (Roméo & Juliette: only through missives)
    table_talk: ClassVar[bool] = True
    options: ClassVar[tuple[Option, ...]] = ()
    #: a safe upper bound on decisions in one game; playout tools stop there and report a bug
    max_decisions: ClassVar[int] = 100_000
    #: the State subclass
    state_class: ClassVar[type[State]]
    #: older versions whose records and stored tables still replay: version -> the options
    #: that keep that version's readings (merged over the record's own options)
    legacy_versions: ClassVar[dict[str, dict[str, Any]]] = {}
    #: for an older version, the options it had whose default changed since: the value its
    #: records meant when they left the option out (a record written by hand, or before the
    #: option was stored); a record's own value wins
    legacy_defaults: ClassVar[dict[str, dict[str, Any]]] = {}
    #: `State.statistics()` keys whose numbers name a category (a seat, a chapter), not a
    #: quantity: reports count their values instead of averaging them
    categorical_statistics: ClassVar[frozenset[str]] = frozenset()

    def summary_words(self) -> str:
        """The game's one-line summary in the current language (its words' [text] game_summary;
        "" where the words have none)."""
        words = self.words()
        return words.say("game_summary") if "game_summary" in words.text else ""

    @property
    def summary(self) -> str:
        """The one-line summary in English, the source language (`salon games --json`)."""
        from .language import SOURCE, using

        with using(SOURCE):
            return self.summary_words()

    def words(self) -> Words:
        """The words a person reads for this game in the current language (its package's
        data/words.toml with data/words.<lang>.toml laid over it), loaded once per language.

        With $SALON_WORDS set to a folder, `<folder>/<game id>.toml` (if present) is laid over
        them entry by entry: local corrections without touching the package."""
        lang = language.current()
        cache = self.__dict__.setdefault("_words_by_language", {})
        cached = cache.get(lang)
        if cached is None:
            cached = cache[lang] = self._load_words(lang)
        return cached  # type: ignore[no-any-return]

    def _load_words(self, lang: str) -> Words:
        """The words of `lang`, read afresh (a game whose words are partly made from other data
        overrides this)."""
        return load_words(self._package(), override_dir=os.environ.get("SALON_WORDS"),
                          game_id=self.id, lang=lang)

    def rules_text(self, lang: str | None = None) -> str:
        """The rules reference in our own words (Markdown: the package's data/rules.md, or
        data/rules.<lang>.md in another language where there is one; the pseudo-language's is
        the English one made pseudo)."""
        from importlib import resources

        lang = lang or language.current()
        data = resources.files(self._package()).joinpath("data")
        if lang in language.LANGUAGES and lang != language.SOURCE:
            translated = data.joinpath(f"rules.{lang}.md")
            if translated.is_file():
                return translated.read_text(encoding="utf-8")
        ref = data.joinpath("rules.md")
        text = ref.read_text(encoding="utf-8") if ref.is_file() else ""
        if lang == language.PSEUDO:
            text = "\n".join(line if line.startswith(("#", "|", "```")) or not line.strip() else language.pseudo(line, brackets=False)
                              for line in text.split("\n"))
        return text

    def _package(self) -> str:
        """The package the game's class lives in (its data/ folder holds the words)."""
        import sys

        module = sys.modules[type(self).__module__]
        return module.__package__ or module.__name__

    def options_for_version(self, version: Any, options: dict[str, Any]) -> dict[str, Any]:
        """The options under which a record or table of `version` replays unchanged here.

        The current version: `options` as they are. An older version listed in
        `legacy_versions`: its options merged over them, so it continues under the readings it
        was played with, and its `legacy_defaults` for the options it leaves out. A version
        written as an integer (`3`) is the version of that number. No version (None) or any
        other version: InvalidRecord naming what is missing, or both versions."""
        known = ", ".join([*self.legacy_versions, self.version])
        if version is None:
            raise InvalidRecord.worded("record-version-missing", game=self.id, version=self.version, known=known)
        if isinstance(version, int) and not isinstance(version, bool):
            version = str(version)
        if not isinstance(version, str):
            raise InvalidRecord.worded("record-version-not-text", version=repr(self.version), given=repr(version))
        if version == self.version:
            return dict(options)
        legacy = self.legacy_versions.get(version)
        if legacy is None:
            raise InvalidRecord.worded("record-version-unknown", game=self.id, made=version, version=self.version,
                                       known=known)
        merged = dict(self.legacy_defaults.get(version, {}))
        merged.update(options)
        merged.update(legacy)
        return merged

    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def players_text(self) -> str:
        """How many play, for messages: "2 players", "3–6 players"."""
        if self.min_players == self.max_players:
            return f"{self.min_players} player{'s' if self.min_players != 1 else ''}"
        return f"{self.min_players}–{self.max_players} players"

    def option_variants(self) -> list[dict[str, Any]]:
        """Option sets the conformance suite plays besides the defaults."""
        return [{}]

    def resolve_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Checked, complete options (defaults filled in). Raises InvalidOptions."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise InvalidOptions.worded("players-not-integer", given=repr(players))
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions.worded("game-players-range" if self.min_players != self.max_players
                                        else "game-players-exactly", game=self.id, least=self.min_players,
                                        most=self.max_players, given=players)
        known = {o.name: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise InvalidOptions.worded("game-no-option" if known else "game-no-option-none", game=self.id,
                                        option=repr(unknown[0]), options=", ".join(known))
        return {name: opt.coerce(options[name]) if name in options else opt.default
                for name, opt in known.items()}

    def new_game(self, players: int, seed: int | None = None, **options: Any) -> State:
        """A new game: `players` seats, every random choice drawn from `seed`."""
        opts = self.resolve_options(players, options)
        if seed is None:
            seed = int.from_bytes(os.urandom(7), "big")
        elif isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidOptions.worded("seed-not-integer", given=repr(seed))
        state = self.state_class.__new__(self.state_class)
        state.players = players
        state.seed = seed
        state.options = opts
        state._hist = None
        state._lc_p = -1
        state._lc = None
        state._setup(Rng(seed))
        return state

    def parse_notation(self, text: str) -> Action:
        """The action that `text` spells, legal or not. Raises InvalidNotation. Games override."""
        raise InvalidNotation(f"{text!r} is not notation for {self.id}")

    def parse_action(self, state: State, p: int, text: str) -> Action:
        """The legal action of seat p that `text` spells; IllegalAction / InvalidNotation if none."""
        return state._parse(p, text, state._legal_cached(p))

    def __repr__(self) -> str:
        return f"<Game {self.id}@{self.version}>"


class State:
    """One play of a game. Subclasses implement `_setup`, `_current`, `_legal`, `_apply`,
    `_outcome`, `_view`, `_determinize`, `_prompt`, `clone`, and list their own attributes in
    `FIELDS` (for JSON)."""

    game: ClassVar[Game]
    #: the subclass's own attributes, saved by to_json and restored by from_json
    FIELDS: ClassVar[tuple[str, ...]] = ()

    players: int
    seed: int | None
    options: dict[str, Any]
    _hist: tuple[Any, int, Any] | None
    _lc_p: int
    _lc: list[Action] | None

    # ------------------------------------------------------------------ hooks
    def _setup(self, rng: Rng) -> None:
        raise NotImplementedError

    def _current(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _legal(self, p: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, p: int, action: Action) -> None:
        raise NotImplementedError

    def _outcome(self) -> Outcome | None:
        raise NotImplementedError

    def _view(self, p: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def _determinize(self, p: int, rng: Rng) -> State:
        """A clone with everything p cannot see resampled, drawing only from `rng`."""
        raise NotImplementedError

    def _prompt(self, p: int) -> str:
        return language.say("choose-action")

    def _reversible(self, p: int, action: Action, before: State) -> bool:
        """Whether seat p may take back `action`, just applied (this is the state after it,
        `before` the state before it): only if it revealed nothing to p, drew on no chance and
        handed the decision to no other seat. The default: every action is irreversible, so a
        game that does not override this offers no undo. `undo.quiet_step` helps."""
        return False

    # ------------------------------------------------------- words for people
    def seat_name(self, p: int) -> str:
        """The game's own name for seat p when no player's name is known ("Roméo", "Red")."""
        return language.say("seat-name", number=p + 1)

    def label(self, action: Action, p: int) -> str:
        """A short label in words for one of seat p's legal actions (the move list shows it).

        A game may take a third parameter, `names` (the players' names by seat, or None)."""
        return str(action)

    def label_for(self, action: Action, p: int, names: Sequence[str] | None) -> str:
        """`label`, given the players' names when the game's `label` takes them."""
        cls = type(self)
        takes = cls.__dict__.get("_label_takes_names")
        if takes is None:
            import inspect

            takes = "names" in inspect.signature(cls.label).parameters
            cls._label_takes_names = takes  # type: ignore[attr-defined]
        if takes:
            return self.label(action, p, names=names)  # type: ignore[call-arg]
        return self.label(action, p)

    def narrate(self, before: State, actor: int, action: Action, viewer: int | None,
                names: Sequence[str]) -> list[str]:
        """The log's sentences for `viewer` about `actor` taking `action`, given the state
        `before` it and this state after it, naming players by `names` (one per seat).

        Unlike `describe` (cheap, name-free, used inside searches), this runs once per action
        for people: it may say what followed (a draw, an automatic step, an end of round)."""
        return [f"{names[actor]}: {before.describe(actor, action, viewer)}"]

    def narrate_key(self, before: State, actor: int, action: Action, viewer: int | None) -> Any:
        """All that `narrate(before, actor, action, viewer, names)` depends on of `viewer`, as
        a hashable value: viewers with equal keys are told the same sentences. None (the
        default): no two viewers are known to be told alike. A game that overrides it must
        compare every use of `viewer` in its narrate (tests/games/test_narrate_all.py)."""
        return None

    def narrate_all(self, before: State, actor: int, action: Action,
                    names: Sequence[str]) -> list[list[str]]:
        """`narrate` for seat 0, 1, ... and then the spectator (None), each viewer its own list;
        the sentences are worded once for all the viewers of one `narrate_key`."""
        out: list[list[str]] = []
        done: dict[Any, list[str]] = {}
        for v in [*range(self.players), None]:
            key = self.narrate_key(before, actor, action, v)
            if key is None:
                out.append(self.narrate(before, actor, action, v, names))
                continue
            lines = done.get(key)
            if lines is None:
                lines = done[key] = self.narrate(before, actor, action, v, names)
            out.append(list(lines))
        return out

    def scoring(self, names: Sequence[str]) -> Scoring | None:
        """The final scoring as a person reads it (None before the end)."""
        out = self.outcome()
        if out is None:
            return None
        sc = Scoring(columns=list(names))
        sc.add_row("Score", out.scores)
        sc.verdict = default_verdict(out, names, self.game.cooperative)
        return sc

    def clone(self) -> State:
        """A cheap, independent copy (hand-written by each game)."""
        raise NotImplementedError

    def why_illegal(self, p: int, action: Action) -> str | None:
        """Why a well-formed action is not legal now, if the game can say more than the prompt."""
        return None

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        """What `viewer` learns when `actor` takes `action` (call before applying it)."""
        return str(action)

    def progress_scores(self) -> list[float] | None:
        """Each seat's public running score, for lead-change statistics; None if the game has none."""
        return None

    def statistics(self) -> dict[str, Any]:
        """Statistics this game declares about a finished play (e.g. busts, rounds), for reports.

        Numbers are averaged over many games; strings, booleans and the numbers the game names in
        `Game.categorical_statistics` are counted as categories."""
        return {}

    def component_counts(self) -> dict[str, int]:
        """Every conserved component, counted wherever it is. Must not change during a game."""
        raise NotImplementedError

    # --------------------------------------------------------------- protocol
    def _copy_base(self, other: State) -> None:
        """Copy the protocol's own attributes into `other` (call from clone)."""
        other.players = self.players
        other.seed = self.seed
        other.options = self.options
        other._hist = self._hist
        other._lc_p = self._lc_p
        other._lc = self._lc

    def current_players(self) -> tuple[int, ...]:
        """The seats that must decide now; () once the game is over."""
        return self._current()

    def legal_actions(self, p: int) -> list[Action]:
        """The legal actions of seat p in a stable order; [] if p has nothing to decide."""
        if type(p) is not int or not 0 <= p < self.players:
            self._check_seat(p)
        if p not in self._current():
            return []
        if self._lc_p != p or self._lc is None:
            self._lc = self._legal(p)
            self._lc_p = p
        return list(self._lc)

    def _legal_cached(self, p: int) -> list[Action]:
        if self._lc_p != p or self._lc is None:
            self._lc = self._legal(p)
            self._lc_p = p
        return self._lc

    def apply(self, p: int, action: Action | str) -> None:
        """Play `action` (an Action or its notation) for seat p, after checking it is legal."""
        current = self._current()
        if not current:
            raise GameOver(f"the game is over; {str(action)!r} from seat {p} was not applied")
        if type(p) is not int:
            self._check_seat(p)
        if p not in current:
            self._check_seat(p)
            waiting = ", ".join(map(str, current))
            raise NotYourTurn(
                f"seat {p} has no decision to make now ({str(action)!r} not applied); "
                f"waiting for seat {waiting}"
            )
        legal = self._legal_cached(p)
        if isinstance(action, str):
            action = self._parse(p, action, legal)
        elif action not in legal:
            raise IllegalAction(self._illegal_message(p, action, str(action)))
        self._apply(p, action)
        self._lc = None
        self._hist = (self._hist, p, action)

    def can_undo(self, p: int, before: State | None = None) -> bool:
        """Whether seat p may take back its last action now (see `undo`). `before`, the state
        this one was made from by its last action, if the caller kept it, spares a replay."""
        self._check_seat(p)
        if self._hist is None or p not in self.current_players():
            return False  # no action yet, or p does not decide now: nothing of p's to take back
        try:
            undo.target(self, p, before)
        except SalonError:
            return False
        return True

    def undo(self, p: int) -> None:
        """Take back seat p's last action still in effect: allowed if it was reversible
        (`_reversible`) and no other seat has since done anything p can see (core/undo.py).
        Not a legal action: it is kept in the history as `[p, "undo"]`, so records replay it.
        Raises UndoRefused saying why."""
        self._check_seat(p)
        undo.take_back(self, p)

    def undo_target(self, p: int) -> int:
        """The index in `history()` of the action `undo(p)` would take back; UndoRefused if none."""
        self._check_seat(p)
        return undo.target(self, p)[0]

    def apply_entry(self, p: int, entry: str) -> None:
        """One entry of a record: the undo marker takes back, any other text is applied."""
        if undo.is_undo(entry):
            self.undo(p)
        else:
            self.apply(p, entry)

    def _parse(self, p: int, text: str, legal: Sequence[Action]) -> Action:
        if not isinstance(text, str):
            raise InvalidNotation(f"an action must be notation text, not {type(text).__name__}")
        norm = " ".join(text.split())
        for a in legal:
            if str(a) == norm:
                return a
        action = self.game.parse_notation(norm)  # raises InvalidNotation if malformed
        if action in legal:  # a non-canonical spelling of a legal action
            return action
        raise IllegalAction(self._illegal_message(p, action, text))

    def _illegal_message(self, p: int, action: Action, text: str) -> str:
        reason = self.why_illegal(p, action) or language.say("seat-is-asked", seat=p, prompt=self._prompt(p))
        return language.say("not-legal-now", text=repr(text), reason=reason)

    def _check_seat(self, p: Any) -> None:
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < self.players:
            raise NotYourTurn(f"{p!r} is not a seat of this {self.players}-player game")

    def is_over(self) -> bool:
        return not self._current()

    def outcome(self) -> Outcome | None:
        """Scores, winners and the score breakdown once the game is over; None before."""
        return self._outcome() if self.is_over() else None

    def view(self, p: int | None) -> dict[str, Any]:
        """Exactly what seat p may see, JSON-ready; p=None is a spectator."""
        if p is not None:
            self._check_seat(p)
        return self._view(p)

    def determinize(self, p: int, seed: int) -> State:
        """A state p cannot tell apart from this one, hidden parts resampled from `seed`.

        It depends only on what p knows and on `seed`; it carries no record or game seed."""
        self._check_seat(p)
        result = self._determinize(p, Rng(seed))
        result.seed = None
        result._hist = None
        result._lc = None
        result._lc_p = -1
        return result

    def prompt(self, p: int | None) -> str:
        """A short text: what p decides now, or what everyone waits for."""
        return self.prompt_for(p, None)

    def prompt_for(self, p: int | None, names: Sequence[str] | None) -> str:
        """`prompt(p)`, with the seats everyone waits for named by `names` (None: by number)."""
        if self.is_over():
            return language.say("game-over")
        current = self._current()
        if p is not None:
            self._check_seat(p)
            if p in current:
                return self._prompt(p)
        if names is None:
            return language.say("waiting-for-seats", seats=", ".join(map(str, current)), count=len(current))
        return language.say("waiting-for", names=join_words([names[q] for q in current]))

    def history(self) -> list[tuple[int, Action | str]]:
        """Every applied (seat, action), oldest first; an undo is (seat, "undo")."""
        out: list[tuple[int, Any]] = []
        node = self._hist
        while node is not None:
            node, p, a = node
            out.append((p, a))
        out.reverse()
        return out

    def recent_history(self, k: int) -> list[tuple[int, Action | str]]:
        """The last `k` entries of `history()` (all of it when it holds fewer), oldest first,
        walking only those."""
        out: list[tuple[int, Any]] = []
        node = self._hist
        while node is not None and len(out) < k:
            node, p, a = node
            out.append((p, a))
        out.reverse()
        return out

    def last_entry(self) -> tuple[int, Action | str] | None:
        """The last applied (seat, action) of `history()` (None before any), without walking it."""
        if self._hist is None:
            return None
        _, p, a = self._hist
        return (p, a)

    def record(self) -> dict[str, Any]:
        """The canonical saved game: game, version, players, seed, options, actions."""
        return {
            "game": self.game.id,
            "version": self.game.version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [[p, str(a)] for p, a in self.history()],
        }

    def to_json(self) -> str:
        """The whole state (hidden parts included) as JSON text, for storage and processes."""
        data = {f: serial.encode(getattr(self, f)) for f in self.FIELDS}
        doc = dict(self.record())
        doc["state"] = data
        return json.dumps(doc, sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> State:
        """The state that `to_json` wrote."""
        from .registry import load_game

        try:
            doc = json.loads(text)
            game = load_game(doc["game"])
            if doc["version"] != game.version:
                raise InvalidRecord(
                    f"state saved by {doc['game']}@{doc['version']}, this is @{game.version}"
                )
            cls = game.state_class
            state = cls.__new__(cls)
            state.players = int(doc["players"])
            state.seed = doc["seed"]
            state.options = dict(doc["options"])
            state._lc_p = -1
            state._lc = None
            hist: tuple[Any, int, Any] | None = None
            for p, a in doc["actions"]:
                hist = (hist, int(p), str(a))
            state._hist = hist
            for f in cls.FIELDS:
                setattr(state, f, serial.decode(doc["state"][f]))
        except SalonError:
            raise
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidRecord(f"not a saved salon state: {exc}") from None
        return state

    def __repr__(self) -> str:
        return f"<{self.game.id} state, {self.players} players, to act: {self._current()}>"


@dataclass
class Scoring:
    """The final scoring as a table of words: rows are the rulebook's categories in its order,
    columns the players by name; `shared` holds what belongs to no one player (bonus tiles,
    the tie-break order), `verdict` who won and why, `notes` further lines (a tie broken)."""

    columns: list[str]
    rows: list[dict[str, Any]] = field(default_factory=list)
    shared: list[dict[str, str]] = field(default_factory=list)
    verdict: str = ""
    notes: list[str] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)

    def add_row(self, label: str, values: Sequence[Any], help: str = "", total: bool = False) -> None:
        cells = ["" if v is None else (str(int(v)) if isinstance(v, float) and v.is_integer()
                                        else str(v)) for v in values]
        row: dict[str, Any] = {"label": label, "values": cells}
        if help:
            row["help"] = help
        if total:
            row["total"] = True
        self.rows.append(row)

    def add_shared(self, label: str, value: str, help: str = "") -> None:
        item = {"label": label, "value": value}
        if help:
            item["help"] = help
        self.shared.append(item)

    def to_dict(self) -> dict[str, Any]:
        return {"columns": list(self.columns), "rows": [dict(r) for r in self.rows],
                "shared": [dict(s) for s in self.shared], "verdict": self.verdict,
                "notes": list(self.notes), "winners": list(self.winners)}


def default_verdict(out: Outcome, names: Sequence[str], cooperative: bool) -> str:
    """'Ada wins with 37 points', 'Ada and Bo share the win with 30 points', 'You won together'."""
    from .words import join_words

    if cooperative:
        return language.say("verdict-won-together" if out.winners else "verdict-lost-together")
    if not out.winners:
        return language.say("verdict-nobody")
    who = join_words([names[w] for w in out.winners])
    score = out.scores[out.winners[0]]
    points = int(score) if float(score).is_integer() else score
    return language.say("verdict-wins" if len(out.winners) == 1 else "verdict-share", who=who, points=points)


def check_counts(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """Differences between two component counts, as readable lines (empty if equal)."""
    keys: Iterable[str] = sorted(set(before) | set(after))
    return [f"{k}: {before.get(k, 0)} -> {after.get(k, 0)}" for k in keys
            if before.get(k, 0) != after.get(k, 0)]
