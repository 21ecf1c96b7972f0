"""Terminal renderer for Roxane: `render(view) -> rich renderable`, built from a view only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

COLOUR_STYLE = {"orange": "dark_orange", "green": "green", "purple": "magenta"}
SEAT_STYLE = ["blue", "dark_orange", "green", "red"]
TYPE_ICON = {"quill": "Q", "candle": "C", "wax": "W", "inkwell": "I", "scroll": "S"}


def _card(cid: str) -> Text:
    from salon.games.roxane.data import CARD_COLOUR, CARD_HEARTS, CARD_INDEX, CARD_TYPE, COLOURS, TYPE_SHORT
    c = CARD_INDEX[cid]
    colour = COLOURS[CARD_COLOUR[c]]
    icon = TYPE_ICON[TYPE_SHORT[CARD_TYPE[c]]]
    return Text(f"{cid}{icon}{'♥' * CARD_HEARTS[c]}", style=COLOUR_STYLE[colour])


def _cell(tile: dict[str, Any], here: bool) -> Text:
    kind = tile["kind"]
    if kind == "pavilion":
        s = "Pav"
    elif kind == "empty":
        s = " · "
    elif kind in ("romance", "poetry"):
        arrow = ("←" if tile["dir"] == "left" else "→") * tile["arrows"]
        s = ("R" if kind == "romance" else "P") + arrow
    else:
        s = "★" * tile["stars"]
    style = {"romance": "red", "poetry": "cyan"}.get(kind, "yellow" if "stars" in tile else "")
    if here:
        return Text(f"[{s}]", style="bold reverse " + style)
    return Text(f" {s} ", style=style)


def _garden(view: dict[str, Any]) -> RenderableType:
    t = Table(show_header=False, show_lines=True, padding=0)
    for _ in range(5):
        t.add_column(justify="center", min_width=6)
    g = view["garden"]
    for r in range(5):
        t.add_row(*[_cell(g[r * 5 + c], view["roxane"] == r * 5 + c) for c in range(5)])
    return Panel(t, title="Roxane's garden", subtitle=f"next move: {view['movement_next'] or '—'}")


def _track(name: str, tr: dict[str, Any]) -> RenderableType:
    cells = []
    for i in range(tr["spaces"]):
        mark = "◆" if tr["marker"] == i else "·"
        inf = "i" * tr["influence"][i]
        label = "↺" if i == tr.get("reset", -1) else str(i)
        cells.append(f"{label}{mark}{inf}")
    return Text(f"{name}: " + " ".join(cells) + f"   area: {tr['area']}")


def _players(view: dict[str, Any]) -> RenderableType:
    t = Table(title="Players", expand=True)
    for col in ("seat", "hand", "verses", "R/L/F", "passion", "kiss", "reveal", "commas"):
        t.add_column(col)
    for q, pl in enumerate(view["player"]):
        if pl["hand"] is not None:
            hand = Text(" ").join(_card(c) for c in pl["hand"])
        else:
            hand = Text(" ".join(TYPE_ICON[x] for x in pl["hand_types"]), style="dim")
        verses = Text("\n").join(Text(" ").join(_card(c) for c in v) if v else Text("—")
                                 for v in pl["verses"])
        fence = str(pl["fencing"])
        if pl["fencing_values"] is not None:
            fence += f" {pl['fencing_values']}"
        kiss = str(pl["kisses"])
        if pl["kiss_markers"] is not None:
            kiss += f" {' '.join(pl['kiss_markers'])}"
        sp = pl["spaces"]
        res = f"{pl['roses']}/{pl['letters']}/{fence}\nspaces {sp['rose']}/{sp['letter']}/{sp['fencing']}+{sp['any']}"
        seat = Text(f"{q} {pl['colour']}" + (" ◀" if q in view["to_act"] else ""),
                    style=SEAT_STYLE[q % 4])
        t.add_row(seat, hand, verses, res, str(pl["passion"]), kiss, f"{pl['revealed']}/13",
                  f"{pl['commas']} in hand, {pl['commas_written']} written")
    return t


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table as seen by view['seat']."""
    head = Text(f"Roxane — round {view['round']}/6   turn order {view['order']}   ", style="bold")
    pend = view.get("pending")
    if pend and not view["over"]:
        head.append(f"seat {pend['seat']} to act: {pend['kind']}")
    board = Table.grid(padding=(0, 2))
    board.add_column()
    board.add_column()
    wishes = "\n".join(
        f"{'★' * w['stars']} {w['name'] or '(removed)'}" + ("  ✓ fulfilment" if w["fulfilment"] else "")
        for w in view["wishes"])
    info = Text(
        f"{wishes}\n"
        f"kiss stack {view['kiss_stack']}   movement stack {view['movement_stack']} "
        f"{' '.join(view['movement_track'])}\n"
        f"pebbles open {view['pebbles_open']}/3   exchange open {view['exchange_open']}/"
        f"{view['exchange_markers']}   gate {'●' if view['gate'] else '○'} "
        f"(supply {view['influence_supply']})\n"
        f"stacks " + "  ".join(f"{TYPE_ICON[k]}:{n}" for k, n in view["stacks"].items())
        + f"   bag {view['bag']}"
    )
    board.add_row(_garden(view), info)
    parts: list[RenderableType] = [head, board, _track("Romance", view["romance"]),
                                   _track(f"Poetry {view['poetry']['track']}", view["poetry"]),
                                   _players(view)]
    duel = view.get("duel")
    if duel:
        parts.append(Panel(Text(
            f"seat {duel['attacker']} (strength {duel['strength'][0]}) vs seat {duel['defender']} "
            f"(strength {duel['strength'][1]}); table {duel['table']}; seat {duel['raising']} raises"),
            title="Duel"))
    if view.get("result"):
        res = view["result"]
        t = Table(title="Final scoring")
        t.add_column("step")
        for q in range(view["players"]):
            t.add_column(f"seat {q}")
        for st in res["details"]["steps"]:
            t.add_row(st["step"], *[f"{p:+d} → {tot}" for p, tot in zip(st["points"], st["totals"])])
        parts.append(t)
        parts.append(Text(f"winner: seat {res['winners'][0]}", style="bold"))
    return Group(*parts)
