"""Lessons: a game learnt by playing a worked example, move by move, through the rules engine.

A lesson is data in its game's package, one TOML file per lesson in `lessons/`
(`lessons/02-duel.toml`: the number orders them, the rest is the lesson's id):

    source = "rulebook"          # or "salon": salon's own lesson (no worked example exists)
    setup = "duel-example"       # a named set-up of the game (salon.core.setups)
    seed = 21                    # the set-up's deal
    seat = 1                     # the learner's seat
    prelude = [[0, "go market-N"], ...]   # moves played silently after the set-up (optional)

    [[step]]                     # the learner's move: one of `expect` (any of them will do)
    key = "challenge"
    expect = ["duel T19 @0"]
    highlight = ["T19"]          # pieces the board points at: keys, picks or moves ("x*": keys x…)

    [[step]]                     # a move made for another seat, explained
    key = "blue-strikes"
    seat = 0
    moves = ["play 2", "play 2", "done"]

    [[end]]                      # what the rulebook says comes of it: view(seat) paths
    path = "player.1.passion"
    equals = 1

The words a person reads are not in the lesson files but with the game's words, in
`data/lessons.toml` (`[duel]` title, intro, done, and `reference`: where in the rulebook;
`[duel.steps.challenge]` ask, hint and optionally wrong for a learner's step; `say` for another seat's), so they are corrected or
translated like the rest: `data/lessons.<lang>.toml` is laid over them in another language,
and with $SALON_WORDS set, `<folder>/<game>.lessons.toml`, entry by entry.

A position is the state after `k` steps (0 = the set-up after its prelude); the learner's
choices among alternatives are part of it. Positions always replay from the set-up, never from
a seed or a record, so *back* and *restart* are exact. A move other than the expected one is
answered with the lesson's reason and changes nothing.
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from . import language
from .errors import SalonError
from .game import Game, State
from .registry import load_game
from .setups import build_setup
from .words import words_data

__all__ = ["Lesson", "LessonError", "Step", "lesson_of", "lessons_of", "MAX_STEPS"]

#: the most steps a lesson may have (bounds every request that names a step)
MAX_STEPS = 60
_FILE = re.compile(r"^(\d+)-([a-z0-9-]+)\.toml$")


class LessonError(SalonError):
    """A lesson that does not exist, or a step or choice a lesson does not have."""


@dataclass(frozen=True)
class Step:
    """One step: the learner's move (`learner`: any of `moves`) or moves made for `seat`."""

    key: str
    seat: int
    learner: bool
    moves: tuple[str, ...]
    highlight: tuple[str, ...]
    words: dict[str, str]

    @property
    def ask(self) -> str:
        return self.words.get("ask", "") if self.learner else self.words.get("say", "")

    @property
    def hint(self) -> str:
        return self.words.get("hint", "")

    def wrong(self) -> str:
        """The lesson's reason for a move other than the expected one."""
        return self.words.get("wrong") or f"Not this time. {self.hint}".strip()


@dataclass(frozen=True)
class Lesson:
    """A game's lesson (see the module docstring)."""

    game_id: str
    id: str
    order: int
    source: str
    reference: str
    setup: str
    seed: int
    seat: int
    prelude: tuple[tuple[int, str], ...]
    steps: tuple[Step, ...]
    end: tuple[tuple[str, Any], ...]
    title: str
    intro: str
    done: str
    _cache: dict[tuple[int, tuple[int, ...]], State] = field(default_factory=dict, compare=False, repr=False)

    @property
    def game(self) -> Game:
        return load_game(self.game_id)

    def learner_steps(self) -> list[int]:
        return [i for i, st in enumerate(self.steps) if st.learner]

    def check_choices(self, k: int, choices: Sequence[int]) -> tuple[int, ...]:
        """`choices` for the learner's steps before step k (missing ones: the first move)."""
        if not 0 <= k <= len(self.steps):
            raise LessonError.worded("lesson-step-range", step=k, lesson=repr(self.id), last=len(self.steps))
        mine = [i for i in self.learner_steps() if i < k]
        if len(choices) > len(mine):
            raise LessonError.worded("lesson-too-many-choices", given=len(choices), mine=len(mine), step=k)
        out = list(choices) + [0] * (len(mine) - len(choices))
        for i, c in zip(mine, out):
            if not 0 <= c < len(self.steps[i].moves):
                raise LessonError.worded("lesson-choice-range", choice=c, step=i, moves=len(self.steps[i].moves))
        return tuple(out)

    def position(self, k: int = 0, choices: Sequence[int] = ()) -> State:
        """A fresh copy of the state after `k` steps, replayed from the set-up."""
        ch = self.check_choices(k, choices)
        key = (k, ch)
        hit = self._cache.get(key)
        if hit is None:
            if k == 0:
                s = build_setup(self.game, self.setup, self.seed)
                for seat, move in self.prelude:
                    s.apply(seat, move)
            else:
                step = self.steps[k - 1]
                s = self.position(k - 1, ch[:-1] if step.learner else ch)
                if step.learner:
                    s.apply(step.seat, step.moves[ch[-1] if ch else 0])
                else:
                    for move in step.moves:
                        s.apply(step.seat, move)
            if len(self._cache) > 400:
                self._cache.clear()
            self._cache[key] = hit = s
        return hit.clone()

    def check(self, k: int, move: str, choices: Sequence[int] = ()) -> tuple[int | None, str]:
        """The learner's `move` at step k: (the index of the accepted alternative, "") or
        (None, the lesson's reason). Nothing is applied here."""
        if not 0 <= k < len(self.steps) or not self.steps[k].learner:
            raise LessonError.worded("lesson-not-your-step", step=k, lesson=repr(self.id))
        step = self.steps[k]
        text = " ".join(str(move).split())
        if text in step.moves:
            return step.moves.index(text), ""
        state = self.position(k, choices)
        legal = [str(a) for a in state.legal_actions(step.seat)]
        if text not in legal:
            why = None
            try:
                why = state.why_illegal(step.seat, state.game.parse_action(state, step.seat, text))
            except SalonError:
                why = None
            return None, f"That move is not allowed now{': ' + why if why else ''}. {step.hint}".strip()
        return None, step.wrong()

    def end_failures(self, state: State) -> list[str]:
        """The end checks that the final state does not meet (empty: the lesson's outcome)."""
        view = state.view(self.seat)
        bad = []
        for path, want in self.end:
            got: Any = view
            for part in path.split("."):
                if isinstance(got, list) and part.lstrip("-").isdigit():
                    got = got[int(part)] if -len(got) <= int(part) < len(got) else None
                elif isinstance(got, dict):
                    got = got.get(part)
                else:
                    got = None
            if got != want:
                bad.append(f"{path}: {got!r}, the lesson expects {want!r}")
        return bad

    def names(self, state: State, you: str = "you") -> list[str]:
        """The seats' names in a lesson: the game's seat names, the learner's marked '(you)'
        (`you`: the word in the reader's language)."""
        return [state.seat_name(q) + (f" ({you})" if q == self.seat else "") for q in range(state.players)]

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "intro": self.intro, "source": self.source,
                "reference": self.reference, "steps": len(self.steps), "seat": self.seat}


def _words(game: Game, lang: str) -> dict[str, Any]:
    """The lessons' words in `lang`: data/lessons.toml with data/lessons.<lang>.toml (and
    $SALON_WORDS/<game>.lessons.toml) laid over it."""
    data, _ = words_data(game._package(), "lessons.toml", os.environ.get("SALON_WORDS"), game.id, lang)
    return data


def _load(game: Game, order: int, lid: str, raw: dict[str, Any], words: dict[str, Any]) -> Lesson:
    where = f"{game.id} lesson {lid}"
    w = words.get(lid)
    if not isinstance(w, dict) or not all(isinstance(w.get(k), str) for k in ("title", "intro", "done")):
        raise ValueError(f"{where}: data/lessons.toml needs [{lid}] title, intro and done")
    seat = int(raw.get("seat", 0))
    steps = []
    for i, st in enumerate(raw.get("step", [])):
        key = str(st["key"])
        learner = "expect" in st
        sw = w.get("steps", {}).get(key)
        need = ("ask", "hint") if learner else ("say",)
        if not isinstance(sw, dict) or not all(isinstance(sw.get(k), str) for k in need):
            raise ValueError(f"{where}: step {i} needs [{lid}.steps.{key}] {' and '.join(need)}")
        moves = tuple(st["expect"] if learner else st["moves"])
        if not moves:
            raise ValueError(f"{where}: step {i} has no move")
        steps.append(Step(key, seat if learner else int(st["seat"]), learner, moves,
                          tuple(map(str, st.get("highlight", ()))), {k: str(v) for k, v in sw.items()}))
    if not steps or len(steps) > MAX_STEPS:
        raise ValueError(f"{where}: 1–{MAX_STEPS} steps, not {len(steps)}")
    source = str(raw.get("source", ""))
    if source not in ("rulebook", "salon"):
        raise ValueError(f"{where}: source is 'rulebook' or 'salon', not {source!r}")
    return Lesson(
        game_id=game.id, id=lid, order=order, source=source, reference=str(w.get("reference", raw.get("reference", ""))),
        setup=str(raw["setup"]), seed=int(raw.get("seed", 0)), seat=seat,
        prelude=tuple((int(q), str(m)) for q, m in raw.get("prelude", ())), steps=tuple(steps),
        end=tuple((str(e["path"]), e["equals"]) for e in raw.get("end", ())),
        title=w["title"], intro=w["intro"], done=w["done"],
    )


@lru_cache(maxsize=32)
def _lessons(game_id: str, words_dir: str | None, lang: str) -> tuple[Lesson, ...]:
    game = load_game(game_id)
    folder = resources.files(game._package()).joinpath("lessons")
    if not folder.is_dir():
        return ()
    words = _words(game, lang)
    out = []
    for item in sorted(folder.iterdir(), key=lambda x: x.name):
        m = _FILE.match(item.name)
        if not m:
            continue
        with item.open("rb") as fh:
            out.append(_load(game, int(m.group(1)), m.group(2), tomllib.load(fh), words))
    return tuple(out)


def lessons_of(game: Game | str) -> list[Lesson]:
    """The game's lessons in their order (none for a game without a lessons folder)."""
    gid = game if isinstance(game, str) else game.id
    return list(_lessons(load_game(gid).id, os.environ.get("SALON_WORDS"), language.current()))


def lesson_of(game: Game | str, lesson: str | int) -> Lesson:
    """One lesson by id or by its number (1 = the first); LessonError naming them if none."""
    all_ = lessons_of(game)
    for i, item in enumerate(all_, 1):
        if item.id == str(lesson) or str(i) == str(lesson):
            return item
    names = ", ".join(f"{i} {x.id}" for i, x in enumerate(all_, 1))
    gid = game if isinstance(game, str) else game.id
    raise LessonError.worded("lesson-no-such" if names else "lesson-none", game=gid, lesson=repr(lesson), lessons=names)
