"""Terminal renderer for Aqua Mirabilis: market, action slots, matrix, tracks and player boards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

FLOWERS = ["O", "B", "J", "L", "N", "R"]
COLOURS = ["blue", "green", "red", "yellow"]


def _counts(d: dict[str, int]) -> str:
    return " ".join(f"{k}{v}" for k, v in d.items()) or "-"


def _header(view: dict[str, Any]) -> RenderableType:
    t = Text()
    t.append(f"{view['day_name']}", style="bold")
    t.append(f"  (day {view['day']}/{view['last_day']})  ")
    t.append(f"to act: seat {', '.join(map(str, view['to_act'])) or '-'}")
    if view.get("decision"):
        t.append(f"  [{view['decision']}]", style="italic")
    if view["end_triggered_by"] >= 0:
        t.append(f"  last Sunday reached by seat {view['end_triggered_by']}", style="bold red")
    return t


def _market(view: dict[str, Any]) -> RenderableType:
    occupied = {p["perfumer"]: p["seat"] for p in view["players_state"] if p["perfumer"]}
    t = Table(title="Flower market", show_header=True, header_style="bold")
    for f in FLOWERS:
        t.add_column(f, justify="center")
    t.add_row(*[str(n) for n in view["market"]])
    t.add_row(*["W" * view["workers"].count(f) for f in FLOWERS])
    t.add_row(*[f"P{occupied[f'market-{f}']}" if f"market-{f}" in occupied else ""
                for f in FLOWERS])
    return t


def _slots(view: dict[str, Any]) -> RenderableType:
    t = Table(title="Perfumers", show_header=False)
    for p in view["players_state"]:
        t.add_row(Text(f"seat {p['seat']}", style=COLOURS[p["seat"] % 4]),
                  p["perfumer"] or "(home)")
    return t


def _matrix(view: dict[str, Any]) -> RenderableType:
    king, court = view["king"], view["court"]
    t = Table(title=f"Preference matrix (King {king}, Court {court}, {view['subcells']} sub-cells)")
    t.add_column("row\\col")
    for b in FLOWERS:
        t.add_column(("K " if b == king else "") + b, justify="center")
    for ci, c in enumerate(FLOWERS):
        cells = []
        for bi in range(6):
            if bi == ci:
                cells.append("·")
                continue
            n = view["cubes"][bi][ci]
            tok = "*" if view["originality_on_matrix"][bi][ci] else ""
            cells.append(f"{'■' * n}{tok}" or " ")
        t.add_row(("C " if c == court else "") + c, *cells)
    return t


def _court(view: dict[str, Any]) -> RenderableType:
    t = Table(title="Dames", show_header=True)
    t.add_column("Dame")
    t.add_column("favour")
    t.add_column("influence")
    t.add_column("bonus")
    for d in view["dames"]:
        infl = " ".join(f"{p['seat']}:{p['influence'][d['dame']]}" for p in view["players_state"])
        t.add_row(d["dame"], "-" if d["favour"] < 0 else f"seat {d['favour']}", infl,
                  d["bonus"] or "?")
    return t


def _cities(view: dict[str, Any]) -> RenderableType:
    t = Table(title="Cities", show_header=True)
    t.add_column("city")
    t.add_column("top")
    t.add_column("left")
    for pile in view["piles"]:
        t.add_row(pile["city"], pile["top"] or "-", str(len(pile["tiles"])))
    t.add_row("coaches", "", " ".join(f"{p['seat']}@{p['coach']}" for p in view["players_state"]))
    return t


def _time(view: dict[str, Any]) -> RenderableType:
    wl, last, day = view["week_length"], view["last_day"], view["day"]
    track = Text("time  ")
    for d in range(last + 1):
        mark = "S" if d % wl == 0 else "·"
        track.append("●" if d == day else mark, style="bold magenta" if d == day else
                     ("bold" if d % wl == 0 else "dim"))
    for dl in view["deliveries"][:2]:
        track.append(f"   day {dl['sunday']}: {dl['times']}× {''.join(dl['flowers'])}")
    return track


def _supply(view: dict[str, Any]) -> RenderableType:
    t = Table(title="Apprenticeship and letters", show_header=False)
    t.add_row("base scents", " ".join(f"{f}{n}" for f, n in zip(FLOWERS, view["base_scent_tiles"])))
    t.add_row("specialisations",
              " ".join(f"{f}{n}" for f, n in zip(FLOWERS, view["specialisation_tiles"])))
    t.add_row("skills", " ".join(f"{k}:{n}" for k, n in
                                 zip(("flower", "production", "coach"), view["skill_tiles"])))
    t.add_row("methods", " ".join(f"{m}:{n}" for m, n in view["method_tiles"].items()))
    t.add_row("letters I-IV", " ".join(map(str, view["letters"])))
    t.add_row("cubes / tokens", f"{view['cube_supply']} / {view['originality_reserve']}")
    return t


def _player(p: dict[str, Any], me: bool) -> RenderableType:
    t = Table.grid(padding=(0, 1))
    t.add_row("score", str(p["score"]), "AP", f"{p['action_points']} (PP {p['production_points']},"
              f" legs {p['coach_legs']})")
    t.add_row("letter", str(p["letter"]), "experience", str(p["experience"]))
    t.add_row("flowers", _counts(p["flowers"]), "scents", _counts(p["scents"]))
    t.add_row("methods", " ".join(m["method"] + ("[" + "".join(m["stored"]) + "]" if m["stored"]
                                                 else "") for m in p["methods"]),
              "originality", str(p["originality"]))
    skills = p["base_scents"] and "base " + "".join(p["base_scents"]) or ""
    if p["specialisations"]:
        skills += " spec " + "".join(p["specialisations"])
    if p["skills"]:
        skills += " " + ",".join(p["skills"])
    t.add_row("tiles", " ".join(p["city_tiles"]) or "-", "flipped", " ".join(p["flipped_tiles"]) or "-")
    t.add_row("skills", skills.strip() or "-", "favours", "".join(p["favours"]) or "-")
    perfumes = ", ".join(f"{x['base']}-{'/'.join(x['complements'])}{'*' if x['presented'] else ''}"
                         for x in p["perfumes"]) or "-"
    t.add_row("perfumes", perfumes, "influence left", str(p["influence_supply"]))
    title = f"seat {p['seat']}" + (" (you)" if me else "")
    return Panel(t, title=title, border_style=COLOURS[p["seat"] % 4])


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table from one seat's view."""
    parts: list[RenderableType] = [_header(view), _time(view)]
    parts.append(Columns([_market(view), _slots(view), _cities(view)]))
    parts.append(Columns([_matrix(view), _court(view), _supply(view)]))
    parts.append(Text("recipes: " + " ".join(view["recipes"]), style="dim"))
    parts.append(Columns([_player(p, p["seat"] == view["seat"]) for p in view["players_state"]]))
    if "result" in view:
        res = view["result"]
        t = Table(title="Final scores")
        for col in ("seat", "total", "during game", "parade", "tokens", "cities", "dames", "bonuses"):
            t.add_column(col)
        for q, row in enumerate(res["players"]):
            t.add_row(str(q), str(row["total"]), str(row["during_game"]), str(row["final_parade"]),
                      str(row["originality_tokens"]), str(row["city_tiles"]),
                      str(row["dame_majorities"]), str(sum(row["final_bonuses"].values())))
        parts.append(t)
    return Group(*parts)
