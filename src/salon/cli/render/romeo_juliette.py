"""Terminal renderer for Roméo & Juliette: draws a seat's view (never more) with rich."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

_LOCS = ("balcony", "ballroom", "church", "cell", "parlor", "street")
_LOC_NAMES = {
    "balcony": "Juliette's Balcony", "ballroom": "Capulet Ballroom", "church": "Church",
    "cell": "Brother Laurent's Cell", "parlor": "Montaigu Parlor", "street": "Verona Street",
}
_STYLE = {
    "juliette": "bold blue", "romeo": "bold red", "lord-capulet": "blue", "lady-capulet": "blue",
    "tybalt": "blue", "nurse": "blue", "lord-montaigu": "red", "lady-montaigu": "red",
    "benvolio": "red", "laurent": "green", "allegory": "magenta",
}


def _track(label: str, value: int, top: int, style: str) -> Text:
    bar = "█" * max(0, value) + "·" * max(0, top - value)
    return Text.assemble((f"{label:<5}", "bold"), (bar, style), f" {value}/{top}")


def _board(view: dict[str, Any]) -> Table:
    table = Table(title="Verona (a ring: each place is next to the ones above and below it)",
                  show_lines=False, expand=False)
    table.add_column("location")
    table.add_column("characters")
    table.add_column("")
    hate_now = set(view.get("hate_now", []))
    for loc in _LOCS:
        here = Text()
        for who, where in view["positions"].items():
            if where == loc:
                if here:
                    here.append(", ")
                here.append(who, style=_STYLE.get(who, ""))
        warn = Text("Hate!", style="bold magenta") if loc in hate_now else Text("")
        table.add_row(_LOC_NAMES[loc], here, warn)
    return table


def _seats(view: dict[str, Any]) -> Table:
    table = Table(title="The lovers", expand=False)
    for col in ("", "missives", "hand (loc/chap)", "deck", "revealed this act", "secret choice"):
        table.add_column(col)
    for q, seat in enumerate(view["seats"]):
        revealed = ", ".join(f"{loc}+{chap}" for loc, chap in
                             zip(seat["revealed_locations"], seat["revealed_chaperones"]))
        known = f" (holds {', '.join(seat['known_in_hand'])})" if seat["known_in_hand"] else ""
        choice = "chosen" if seat["ready"] else ("…" if view["phase"] == "behind the scenes" else "")
        name = seat["lover"] + (" (you)" if view["seat"] == q else "")
        table.add_row(Text(name, style="bold blue" if q == 0 else "bold red"), str(seat["missives"]),
                      f"{seat['hand_sizes'][0]}/{seat['hand_sizes'][1]}{known}",
                      f"{seat['deck_sizes'][0]}/{seat['deck_sizes'][1]}", revealed or "-", choice)
    return table


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table as seen by view["seat"] (None: a spectator)."""
    head = Text.assemble(
        ("Roméo & Juliette", "bold"), f" — chapter {view['chapter_name']} — act {view['act']}, ",
        f"scene {view['scene_in_act']} of 4 (scene {view['scene']}/12) — ", (view["phase"], "bold"),
    )
    heart = view["heart"] or "not placed"
    tracks = Group(
        _track("Love", view["love"], 10, "bold red"),
        _track("Hate", view["hate"], 10, "magenta"),
        Text(f"Heart: {heart}   Missives in reserve: {view['reserve']}   Event deck: "
             f"{view['event_deck_size']} cards   Book: {view['book']}"),
    )
    parts: list[RenderableType] = [head, tracks, _board(view), _seats(view)]
    rv = view["rendezvous"]
    if rv["log"]:
        names = ("Juliette", "Roméo")
        parts.append(Panel(Text("\n".join(f"{names[q]}: {t}" for q, t in rv["log"])), title="Rendezvous"))
    if view.get("this_scene"):
        parts.append(Text("Revealed: " + "; ".join(f"{k} → {v[0]} with {v[1]}"
                                                   for k, v in view["this_scene"].items())))
    if view["love_spaces"]:
        spaces = ", ".join(f"{k}: {v['id']}{' ⌛' if v['face_up'] else ' (face down)'}"
                           for k, v in sorted(view["love_spaces"].items(), key=lambda kv: int(kv[0])))
        parts.append(Text("Love track events: " + spaces))
    last = view["last_resolution"]
    if last["hate"] or last["love"] or last["events"] or last["nurse"]:
        parts.append(Text(f"Last resolution: hate at {', '.join(last['hate']) or 'nowhere'}; "
                          f"love +{last['love']}; events {', '.join(last['events']) or 'none'}"
                          f"{'; the Nurse gave a missive' if last['nurse'] else ''}"))
    hand = view.get("hand")
    if hand is not None:
        mine = Text.assemble(("Your hand: ", "bold"), ", ".join(hand["locations"]), "  |  ",
                             ", ".join(hand["chaperones"]))
        if view.get("my_choice"):
            c = view["my_choice"]
            mine.append(f"   (face down: {c['location'] or '?'} with {c['chaperone'] or '?'})")
        parts.append(mine)
    if view.get("result"):
        r = view["result"]
        msg = "You have won!" if r["won"] else f"You have lost ({r['cause']})."
        parts.append(Text(msg, style="bold green" if r["won"] else "bold red"))
    return Panel(Group(*parts), title="Roméo & Juliette")
