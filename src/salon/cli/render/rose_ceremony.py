"""Rose Ceremony in the terminal: hands, bouquets, hearts, the deck and the pending offer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text


def card(c: list[int]) -> Text:
    roses, thorns = c
    t = Text()
    t.append(f"{roses}", style="bold red")
    t.append("✿ ")
    t.append(f"{thorns}", style="bold green")
    t.append("ᛉ")
    return t


def cards(cs: list[list[int]]) -> Text:
    out = Text()
    for i, c in enumerate(cs):
        if i:
            out.append("  ")
        out.append_text(card(c))
    return out


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    me = view["seat"]
    table = Table(title="Rose Ceremony", caption="✿ roses (red)  ᛉ thorns (green): 5 thorns bust a bouquet")
    for col in ("seat", "hand", "bouquet", "roses", "thorns", "♥"):
        table.add_column(col)
    for p in range(view["players"]):
        marks = ""
        if p == view["turn"]:
            marks += " ▶"
        if p == view["start_player"]:
            marks += " (start)"
        name = f"{p}{' you' if p == me else ''}{marks}"
        table.add_row(name, str(view["hand_sizes"][p]), cards(view["bouquets"][p]),
                      str(view["bouquet_roses"][p]), str(view["bouquet_thorns"][p]),
                      "♥" * view["hearts"][p] or "·")
    lines: list[RenderableType] = [table]
    info = f"Deck: {view['deck_size']} cards   Discard: {len(view['discard'])}   Hearts left: {view['heart_supply']}"
    if view["final_round"]:
        info += "   [bold yellow]The deck is out: last round[/bold yellow]"
    lines.append(Text.from_markup(info))
    offer = view.get("offer")
    if offer:
        what = cards([offer["card"]]) if offer["card"] else Text("a face-down rose")
        line = Text(f"Seat {offer['from']} offers seat {offer['to']} ")
        line.append_text(what)
        lines.append(line)
    if view.get("hand") is not None:
        hand = Text("Your hand: ")
        hand.append_text(cards(view["hand"]))
        lines.append(hand)
    return Group(*lines)
