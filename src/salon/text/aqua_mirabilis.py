"""Terminal renderer for Aqua Mirabilis: one compact screen in words (100 columns, ~30 lines).

Header (day, who decides what), the time track and the next deliveries, the market and where the
perfumers stand, the preference matrix beside the cities, coaches and Dames, the open recipes and
lessons, then each perfumer's board. Every name, effect and phrase comes from the game's words file
(its [text] templates `tty_*`, in the current language). At the end the header gives the verdict;
the play loop prints the final scoring table under the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core import load_game
from ..core.words import Words, join_words
from ..games.aqua_mirabilis.speech import track_place
from . import Parts

FLOWERS = ["O", "B", "J", "L", "N", "R"]
#: the seats' colours (the words file names them: Blue, Orange, Green, Red)
STYLES = ["bold blue", "bold dark_orange", "bold green", "bold red"]
FLOWER_STYLE = {"O": "dark_orange", "B": "medium_purple", "J": "yellow", "L": "orchid",
                "N": "white", "R": "red"}
METHOD_ORDER = ["DIS", "MAC", "SQU", "ENF", "EXT"]
TRACK = 10
GRASSE = 4
CITY_SPACE = {0: "LO", 2: "PA", 7: "KO", 9: "FI"}


def _words() -> Words:
    return load_game("aqua-mirabilis").words()


def _names(view: dict[str, Any], names: Sequence[str] | None, w: Words) -> list[str]:
    n = view["players"]
    if names:
        return [str(x) for x in names[:n]]
    return [w.name("seat", q) for q in range(n)]


def _fl(w: Words, f: str) -> str:
    return w.name("flower", f)


def _ab(w: Words, f: str) -> str:
    """The flower's three-letter abbreviation (words file)."""
    return w.field("flower", f, "abbr", _fl(w, f)[:3])


def _counts(w: Words, d: dict[str, int]) -> str:
    return ", ".join(w.say("count_flower", n=n, name=_fl(w, f)) for f, n in d.items() if n) or w.say("tty_none")


def _where(w: Words, p: dict[str, Any]) -> str:
    """Where a perfumer stands: an action space's short name, or home."""
    if p["perfumer"]:
        return w.field("slot", p["perfumer"], "short", w.name("slot", p["perfumer"]))
    return w.say("tty_home")


def _who(q: int, names: list[str]) -> Text:
    return Text(names[q], style=STYLES[q % len(STYLES)])


def _header(view: dict[str, Any], w: Words, names: list[str]) -> Text:
    t = Text()
    t.append("Aqua Mirabilis  ", style="bold")
    t.append(w.name("day", view["day_space"]), style="bold magenta")
    t.append(" (" + (w.say("day_of", day=view["day"], days=view["last_day"]) if view["day"]
                     else w.say("day_start", days=view["last_day"])) + ")  ")
    if view["to_act"]:
        for q in view["to_act"]:
            t.append_text(_who(q, names))
        t.append(w.say("tty_to_play"))
        if view.get("decision"):
            t.append(" · " + w.name("decision", view["decision"]), style="italic")
        if view.get("extra_turn"):
            t.append(w.say("tty_extra_turn"))
    elif "result" in view:
        from salon.games.aqua_mirabilis.final_table import build_scoring

        t.append(w.say("tty_game_over", verdict=build_scoring(view["result"], names, w).verdict), style="bold")
    if view["end_triggered_by"] >= 0:
        t.append(w.say("tty_last_sunday_by"), style="red")
        t.append_text(_who(view["end_triggered_by"], names))
    return t


def _time(view: dict[str, Any], w: Words) -> RenderableType:
    wl, last, day = view["week_length"], view["last_day"], view["day"]
    t = Text(w.say("tty_time"))
    for d in range(last + 1):
        if d == day:
            t.append("●", style="bold magenta")
        else:
            t.append("S" if d % wl == 0 else "·", style="bold" if d % wl == 0 else "dim")
    nxt: dict[int, dict[str, int]] = {}
    for dl in view["deliveries"]:
        got = nxt.setdefault(dl["sunday"], {})
        for f in dl["flowers"]:
            got[f] = got.get(f, 0) + dl["times"]
    if nxt:
        sunday = min(nxt)
        week = sunday // wl
        t.append(w.say("tty_next_delivery", week=week))
        t.append(", ".join(w.say("count_item", n=nxt[sunday][f], name=_ab(w, f))
                           for f in FLOWERS if f in nxt[sunday]))
    return t


def _market(view: dict[str, Any], w: Words, names: list[str]) -> RenderableType:
    bench = {p["perfumer"]: p["seat"] for p in view["players_state"] if p["perfumer"]}
    t = Text(w.say("tty_market"))
    for i, f in enumerate(FLOWERS):
        t.append(f"{_fl(w, f)} {view['market'][i]}", style=FLOWER_STYLE[f])
        for k, wf in enumerate(view["workers"]):
            if wf == f:
                t.append(w.say("tty_worker", n=k + 1), style="italic")
        if f"market-{f}" in bench:
            t.append(" (")
            t.append_text(_who(bench[f"market-{f}"], names))
            t.append(")")
        t.append("  ")
    return t


def _matrix(view: dict[str, Any], w: Words) -> RenderableType:
    king, court = view["king"], view["court"]
    t = Table(title=w.name("area", "matrix"), box=None, padding=(0, 0), pad_edge=False,
              title_style="bold", caption=w.say("tty_matrix_key"), caption_style="dim")
    t.add_column("", no_wrap=True)
    for b in FLOWERS:
        t.add_column(("♛" if b == king else " ") + _ab(w, b), justify="center", no_wrap=True,
                     min_width=4, style="bold" if b == king else None)
    for ci, c in enumerate(FLOWERS):
        cells = []
        for bi in range(6):
            if bi == ci:
                cells.append("─")
                continue
            n = view["cubes"][bi][ci]
            tok = "○" if view["originality_on_matrix"][bi][ci] else ""
            cells.append(f"{'■' * n}{tok}" if n or tok else "·")
        t.add_row(("▸" if c == court else " ") + _ab(w, c), *cells)
    return t


def _places(view: dict[str, Any], w: Words, names: list[str]) -> RenderableType:
    lines: list[Text] = [Text(w.say("tty_king_court", king_name=_fl(w, view["king"]),
                                    court_name=_fl(w, view["court"])))]
    # coach track: who stands where
    at: dict[int, list[int]] = {}
    for p in view["players_state"]:
        at.setdefault(p["coach"], []).append(p["seat"])
    road = Text(w.say("tty_coaches"))
    for i, k in enumerate(sorted(at)):
        road.append("; " if i else "")
        for j, q in enumerate(at[k]):
            road.append(", " if j else "")
            road.append_text(_who(q, names))
        where = "tty_coach_in" if k in CITY_SPACE else "tty_coach_at" if k == GRASSE else "tty_coach_on"
        road.append(w.say(where, place=track_place(w, k)))
    lines.append(road)
    for pile in view["piles"]:
        line = Text(w.say("tty_label", name=w.name("town", pile["city"])), style="bold")
        if pile["top"]:
            line.append(w.say("tty_pile", n=len(pile["tiles"]), tile_name=w.field("city", pile["top"], "short")),
                        style="")
        else:
            line.append(w.say("tty_no_tile_left"), style="")
        lines.append(line)
    for d in view["dames"]:
        line = Text(w.say("tty_label", name=w.name("dame", d["dame"])), style="bold")
        infl = [(p["seat"], p["influence"][d["dame"]]) for p in view["players_state"]
                if p["influence"][d["dame"]]]
        if infl:
            for i, (q, k) in enumerate(infl):
                line.append(", " if i else "")
                line.append_text(_who(q, names))
                line.append(f" {k}")
        else:
            line.append(w.say("tty_no_influence"))
        line.append(w.say("tty_favour"))
        if d["favour"] >= 0:
            line.append_text(_who(d["favour"], names))
        else:
            line.append(w.say("tty_free"))
        line.append(w.say("tty_bonus"))
        line.append(w.name("bonus", d["bonus"]) if d["bonus"] else w.say("tty_hidden"),
                    style="" if d["bonus"] else "dim")
        lines.append(line)
    return Group(*lines)


def _recipes(view: dict[str, Any], w: Words) -> RenderableType:
    by_base: dict[str, list[str]] = {}
    for r in view["recipes"]:
        e = w.entry("recipe", r)
        mark = "" if e.get("slots") == 1 else "+"
        by_base.setdefault(str(e.get("base")), []).append(f"{e.get('level')}{mark}")
    t = Text(w.say("tty_recipes"))
    parts = [f"{_ab(w, b)} {' '.join(by_base[b])}" for b in FLOWERS if b in by_base]
    t.append(" · ".join(parts) or w.say("tty_none"))
    return t


def _lessons(view: dict[str, Any], w: Words) -> RenderableType:
    bases = [_fl(w, f) for f, n in zip(FLOWERS, view["base_scent_tiles"]) if n]
    specs = [_fl(w, f) for f, n in zip(FLOWERS, view["specialisation_tiles"]) if n]
    bases = [w.say("tty_all")] if len(bases) == 6 else bases
    specs = [w.say("tty_all")] if len(specs) == 6 else specs
    skills = [f"{w.name('skill', k)} {n}" for k, n in
              zip(("flower", "production", "coach"), view["skill_tiles"]) if n]
    methods = [f"{w.name('method', m)} {n}" for m, n in view["method_tiles"].items() if n]
    letters = ", ".join(w.say("count_item", n=n, name=w.name("letter", str(i + 1)))
                        for i, n in enumerate(view["letters"]))
    none = w.say("tty_none")
    t = Text(w.say("tty_lessons_left"))
    t.append(w.say("tty_lessons", bases=" ".join(bases) or none, specs=" ".join(specs) or none,
                   skills=", ".join(skills) or none, methods=", ".join(methods) or none,
                   letters=letters, cubes=view["cube_supply"], tokens=view["originality_reserve"]))
    return t


def _perfume(w: Words, x: dict[str, Any]) -> str:
    comps = join_words([_fl(w, c) for c in x["complements"]])
    level = w.field("recipe", x["recipe"], "level")
    perfume = w.say("perfume", base_name=_fl(w, x["base"]), complements=comps)
    return (w.say("tty_perfume", perfume_name=perfume, level=level)
            + (w.say("tty_presented") if x["presented"] else ""))


def _board(p: dict[str, Any], view: dict[str, Any], w: Words, names: list[str]) -> list[Text]:
    """A perfumer's board in two or three lines."""
    q = p["seat"]
    head = _who(q, names)
    if view["seat"] == q:
        head.append(w.say("tty_you"))
    head.append(w.say("tty_board_head", points=p["score"], where=_where(w, p), xp=p["experience"],
                      letter_name=w.name("letter", str(p["letter"])), orig=p["originality"],
                      ap=p["action_points"]))
    if p["sundial_production"]:
        head.append(w.say("tty_board_produce", pp=p["sundial_production"], legs=p["sundial_coach_legs"]))
    if p["favours"]:
        head.append(w.say("tty_favours", dames=", ".join(w.name("dame", d) for d in p["favours"])))
    methods = []
    for m in p["methods"]:
        name = w.name("method", m["method"])
        if m["stored"]:
            name += w.say("tty_holds", flowers=join_words([_fl(w, f) for f in m["stored"]]))
        methods.append(name)
    learned = ([w.say("tty_base_of", flower_name=_fl(w, f)) for f in p["base_scents"]]
               + [w.say("tty_specialist_of", flower_name=_fl(w, f)) for f in p["specialisations"]]
               + [w.name("skill", k) for k in p["skills"]])
    body = Text(w.say("tty_board_body", flowers=_counts(w, p["flowers"]), scents=_counts(w, p["scents"]),
                      methods=", ".join(methods)) + (" · " + ", ".join(learned) if learned else ""))
    tiles = [w.name("city", t) for t in p["city_tiles"]]
    perf = [f"{i + 1}. {_perfume(w, x)}" for i, x in enumerate(p["perfumes"])]
    body.append(w.say("tty_tiles", tiles="; ".join(tiles) if tiles else w.say("tty_none"))
                + (w.say("tty_flipped", n=len(p["flipped_tiles"])) if p["flipped_tiles"] else "")
                + w.say("tty_perfumes", perfumes="; ".join(perf) if perf else w.say("tty_none")))
    return [head, body]


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table from one seat's view, in words."""
    w = _words()
    who = _names(view, names, w)
    parts: list[RenderableType] = [_header(view, w, who), _time(view, w), _market(view, w, who)]
    mid = Table.grid(padding=(0, 2))
    mid.add_column(no_wrap=True)
    mid.add_column()
    mid.add_row(_matrix(view, w), _places(view, w, who))
    parts += [mid, _recipes(view, w), _lessons(view, w)]
    for p in view["players_state"]:
        parts += _board(p, view, w, who)
    return Group(*parts)


def player_line(p: dict[str, Any], view: dict[str, Any], w: Words, names: list[str]) -> Text:
    """One perfumer in one line: turn mark, name, "(you)", points, where, action points,
    experience, originality (their flowers, scents and perfumes: their area, `_board`)."""
    q = p["seat"]
    line = Text("▶ " if q in view["to_act"] else "  ")
    line.append_text(_who(q, names))
    if view["seat"] == q:
        line.append(w.say("tty_you"))
    line.append(w.say("tty_player_line", points=p["score"], ap=p["action_points"], where=_where(w, p),
                      xp=p["experience"], orig=p["originality"],
                      perfumes=len(p["perfumes"])))
    line.no_wrap = True
    line.overflow = "ellipsis"
    return line


def parts(view: dict[str, Any], names: Sequence[str] | None = None) -> Parts:
    """The table cut for the fitted screen (salon.cli.screen): see salon.text.Parts."""
    w = _words()
    who = _names(view, names, w)
    mid = Table.grid(padding=(0, 2))
    mid.add_column(no_wrap=True)
    mid.add_column()
    mid.add_row(_matrix(view, w), _places(view, w, who))
    me = view["seat"]
    mine: list[RenderableType] = []
    if me is not None:
        mine.append(_board(view["players_state"][me], view, w, who)[1])
    return Parts(head=_header(view, w, who),
                 players=[player_line(p, view, w, who) for p in view["players_state"]],
                 mine=mine, board=[_time(view, w), _market(view, w, who), mid, _recipes(view, w), _lessons(view, w)],
                 areas=[Group(*_board(p, view, w, who)) for p in view["players_state"]])
