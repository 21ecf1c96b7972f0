"""Roxane in the terminal: the round and the decision, Roxane's garden with a legend, the wishes
and supplies, the Romance and Poetry tracks with their areas (the active one in full, so
phrases, texts and rhymes can be planned), the Reveal penalties, every player's resources on
their spaces, passion, kisses, Reveal level and verses (each card with its text, colour, clef,
hearts and resource space), a duel as it unfolds, the kiss markers on offer, your hand; at the
end, the players and their verses (the final scoring table comes from `State.scoring`, printed
once by the command, as in every game).

Drawn from a view alone; every name and sentence comes from the game's words file. Card
colours are written out as well as coloured."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core import load_game
from ..core.words import Words, join_words
from ..games.roxane.data import LEVELS, NEG_FROM, PENALTY, POETRY, ROMANCE
from . import Parts

COLOUR_STYLE = {"orange": "dark_orange", "green": "green", "purple": "magenta"}
SEAT_STYLE = {"blue": "bold blue", "orange": "bold dark_orange", "green": "bold green", "red": "bold red"}
TILE_SIGN = {"romance": "♥", "poetry": "✎", "pavilion": "⌂", "empty": "·",
             "spring_fountain": "★", "statue": "★", "fountain": "★"}


def _words() -> Words:
    return load_game("roxane").words()


def _names(view: dict[str, Any], names: Sequence[str] | None) -> list[str]:
    w = _words()
    if names:
        return list(names)
    return [w.name("seat", pl["colour"]) for pl in view["player"]]


def card(cid: str) -> Text:
    """A text card: type «text» in its colour, then its colour, clef, hearts and resource space."""
    w = _words()
    e = w.entry("card", cid)
    out = Text(w.say("tui_card_name", type=e["type"], text=e["text"]), style=COLOUR_STYLE[e["colour_key"]])
    res = w.field("resource", next(k for k in w.ids("resource") if w.name("resource", k) == e["resource"]), "short")
    out.append(" " + w.say("tui_card", colour=e["colour"], clef=e["clef_short"], hearts=e["hearts"], res=res),
               style="dim")
    return out


def _garden(view: dict[str, Any]) -> Table:
    t = Table(show_header=False, padding=(0, 0), box=None)
    for _ in range(5):
        t.add_column(justify="center", min_width=6)
    for r in range(5):
        row = []
        for c in range(5):
            cell = r * 5 + c
            tile = view["garden"][cell]
            kind = tile["kind"]
            sign = TILE_SIGN[kind] * (tile.get("stars") or 1)
            if tile.get("arrows"):
                sign += ("←" if tile["dir"] == "left" else "→") * tile["arrows"]
            style = {"romance": "red", "poetry": "cyan"}.get(kind, "yellow" if tile.get("stars") else "")
            if view["roxane"] == cell:
                row.append(Text(f"R{sign}", style="bold reverse " + (style or "white")))
            else:
                row.append(Text(sign, style=style))
        t.add_row(*row)
    return t


def _legend(view: dict[str, Any]) -> Text:
    w = _words()
    stars = sorted((t["stars"], t["kind"]) for t in view["garden"] if t.get("stars"))
    star_words = " ".join(f"{'★' * n} {w.name('tile', k)}" for n, k in stars)
    return Text(w.say("tui_legend", romance=w.name("tile", "romance"), poetry=w.name("tile", "poetry"),
                      stars=star_words, pavilion=w.name("tile", "pavilion"),
                      lawn=w.name("tile", "empty")), style="dim")


def _info(view: dict[str, Any], names: list[str]) -> Text:
    w = _words()
    out = Text()
    for wish in view["wishes"]:
        stars = "★" * wish["stars"]
        if wish["wish"] is None:
            out.append(w.say("tui_wish_gone", stars=stars) + "\n", style="dim")
            continue
        out.append(w.say("tui_label", label=f"{stars} {w.field('wish', wish['wish'], 'short')}") + " ", style="bold")
        out.append(w.field("wish", wish["wish"], "brief"))
        if wish["fulfilment"]:
            out.append("  " + w.say("tui_fulfilled"), style="bold yellow")
        out.append("\n")
    nxt = view["movement_next"]
    out.append(w.say("tui_movement", next=w.name("move", nxt) if nxt else w.say("tui_none"),
                     left=w.say("tui_tiles_left", n=view["movement_stack"]), pebbles=view["pebbles_open"], exch=view["exchange_open"],
                     exch_all=view["exchange_markers"]) + "\n")
    out.append(w.say("tui_supplies", gate=w.say("tui_gate_full") if view["gate"] else w.say("tui_gate_empty"),
                     supply=view["influence_supply"], kisses=view["kiss_stack"], bag=view["bag"]) + "\n")
    out.append(w.say("tui_stacks", stacks=", ".join(f"{w.name('type', k)} {n}"
                                                    for k, n in view["stacks"].items())) + "\n")
    penalties = ", ".join(f"{lv} −{PENALTY[lv]}" for lv in range(NEG_FROM, LEVELS + 1))
    out.append(w.say("reveal_penalties", levels=penalties), style="dim")
    return out


def _track(view: dict[str, Any], key: str) -> Group:
    """One track: its areas with their spaces (marker ◆, influence markers ⁱ), the active one
    in bold and its effect in full."""
    w = _words()
    tr = view[key]
    data = ROMANCE if key == "romance" else POETRY[tr["track"]]
    title = w.name("track", "romance") if key == "romance" else w.name("poetry", tr["track"])
    line = Text(title, style="bold")

    def space(i: int) -> None:
        mark = "◆" if tr["marker"] == i else ""
        label = "↺" if i == tr.get("reset", -1) else str(i + 1)
        line.append(" " + label + mark + "ⁱ" * tr["influence"][i], style="bold reverse" if mark else "")

    for a in data["areas"]:
        active = tr["area"] == a["rule"]
        line.append(" │ ", style="dim")
        line.append(w.say("tui_label", label=w.name("area", a["rule"])), style="bold" if active else "dim")
        for i in range(a["lo"], a["hi"] + 1):
            space(i)
    if tr.get("reset", -1) >= 0:
        line.append(" │ ", style="dim")
        line.append(w.say("tui_label", label=w.name("track", "reset")), style="dim")
        space(tr["reset"])
    now = tr["area"]
    effect = Text(w.say("tui_area_now", area=w.name("area", now), effect=w.effect("area", now))
                  if now else "  " + w.effect("track", "reset"))
    return Group(line, effect)


def _players(view: dict[str, Any], names: list[str], seats: Sequence[int] | None = None) -> Table:
    """The players' table (every seat, or `seats`)."""
    w = _words()
    t = Table(box=None, padding=(0, 1), show_edge=False, caption=w.say("tui_caption"), caption_justify="left")
    for col in ("tui_col_player", "tui_col_roses", "tui_col_letters", "tui_col_fencing", "tui_col_any",
                "tui_col_passion", "tui_col_kisses", "tui_col_reveal", "tui_col_commas"):
        t.add_column(w.say(col), header_style="bold")
    for q, pl in enumerate(view["player"]):
        if seats is not None and q not in seats:
            continue
        seat = w.name("seat", pl["colour"])
        who = Text(names[q] if names[q] == seat else f"{names[q]} ({seat})", style=SEAT_STYLE.get(pl["colour"], ""))
        if q == view["seat"]:
            who.append(w.say("tui_you"))
        if q in view["to_act"]:
            who.append(" ◀")
        sp = pl["spaces"]
        fence = str(pl["fencing"])
        if pl["fencing_values"]:
            fence = join_words([str(v) for v in pl["fencing_values"]])
        lv = pl["revealed"]
        t.add_row(who, w.say("tui_held", n=pl["roses"], spaces=sp["rose"]),
                  w.say("tui_held", n=pl["letters"], spaces=sp["letter"]),
                  w.say("tui_held", n=fence, spaces=sp["fencing"]), str(sp["any"]), str(pl["passion"]),
                  str(pl["kisses"]), w.say("tui_reveal", level=lv, levels=LEVELS, penalty=PENALTY[lv]),
                  w.say("tui_commas", hand=pl["commas"], written=pl["commas_written"]))
    return t


def _verses(view: dict[str, Any], names: list[str]) -> Text:
    w = _words()
    out = Text()
    for q, pl in enumerate(view["player"]):
        for i, verse in enumerate(pl["verses"]):
            if not verse:
                continue
            out.append(w.say("tui_verse", who=names[q], n=i + 1) + " ", style=SEAT_STYLE.get(pl["colour"], ""))
            for k, cid in enumerate(verse):
                if k:
                    out.append(" · ")
                out.append_text(card(cid))
            last = w.entry("card", verse[-1])
            out.append(" " + w.say("tui_rhyme", clef=last["clef"]), style="italic")
            out.append("\n")
    return out


def _hand(view: dict[str, Any]) -> RenderableType | None:
    me = view["seat"]
    if me is None:
        return None
    w = _words()
    pl = view["player"][me]
    hand = Text(w.say("tui_your_hand") + " ", style="bold")
    for k, c in enumerate(pl["hand"] or []):
        if k:
            hand.append(" · ")
        hand.append_text(card(c))
    if pl["commas"]:
        hand.append((" · " if pl["hand"] else "") + w.say("tui_commas_in_hand", n=pl["commas"]), style="bold")
    parts: list[RenderableType] = [hand]
    if pl["kiss_markers"]:
        parts.append(Text(w.say("tui_your_kisses", kisses="; ".join(
            w.name("kiss", k) for k in pl["kiss_markers"]))))
    return Group(*parts)


def _duel(view: dict[str, Any], names: list[str]) -> Text | None:
    d = view.get("duel")
    if not d:
        return None
    w = _words()
    played = join_words([w.say("swords", n=v) for v in d["table"]]) or w.say("tui_none")
    return Text(w.say("tui_duel", att=names[d["attacker"]], a=d["strength"][0], dfd=names[d["defender"]],
                      d=d["strength"][1], raising=names[d["raising"]], played=played), style="bold red")


def _kiss_choice(view: dict[str, Any]) -> Text | None:
    pend = view.get("pending") or {}
    choices = pend.get("choices")
    if not choices:
        return None
    w = _words()
    out = Text(w.say("tui_kiss_choice") + "\n", style="bold magenta")
    for k in choices:
        out.append(f"  {w.name('kiss', k)}: {w.effect('kiss', k)}\n")
    return out


def _head(view: dict[str, Any], names: list[str]) -> Text:
    w = _words()
    order = join_words([names[q] for q in view["order"]])
    head = Text(w.say("tui_head", round=max(1, view["round"]), order=order), style="bold")
    pend = view.get("pending")
    if pend and not view["over"]:
        head.append("   " + w.say("tui_now", who=names[pend["seat"]], what=w.name("decision", pend["kind"])),
                    style="bold yellow")
    return head


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table as seen by view['seat']."""
    who = _names(view, names)
    verses = _verses(view, who)
    if view.get("result"):  # the end screen: the players and their verses (the final scoring
        # table is printed once, after it, by `salon play` and `salon replay`, as for every game)
        return Group(_head(view, who), _players(view, who), verses)
    board = Table.grid(padding=(0, 2))
    board.add_column()
    board.add_column()
    board.add_row(_garden(view), _info(view, who))
    parts: list[RenderableType] = [_head(view, who), board, _legend(view), _track(view, "romance"),
                                   _track(view, "poetry"), _players(view, who)]
    if verses.plain:
        parts.append(verses)
    for extra in (_duel(view, who), _kiss_choice(view), _hand(view)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def player_line(view: dict[str, Any], q: int, names: list[str]) -> Text:
    """One player in one line: turn mark, name (colour), "(you)", passion, kisses, resources held
    on their spaces, Reveal level and hand (the verses: the player's area, `area`)."""
    w = _words()
    pl = view["player"][q]
    seat = w.name("seat", pl["colour"])
    line = Text("▶ " if q in view["to_act"] else "  ")
    line.append(names[q] if names[q] == seat else f"{names[q]} ({seat})", style=SEAT_STYLE.get(pl["colour"], ""))
    if q == view["seat"]:
        line.append(w.say("tui_you"))
    sp = pl["spaces"]
    lv = pl["revealed"]
    line.append(f"  {w.say('tui_col_passion')} {pl['passion']} · {w.say('tui_col_kisses')} {pl['kisses']} · "
                f"{w.say('tui_col_roses')} {pl['roses']}/{sp['rose']} · {w.say('tui_col_letters')} "
                f"{pl['letters']}/{sp['letter']} · {w.say('tui_col_fencing')} {pl['fencing']}/{sp['fencing']} · "
                f"{w.say('tui_col_reveal')} {w.say('tui_reveal', level=lv, levels=LEVELS, penalty=PENALTY[lv])}"
                f" · {w.say('tui_col_hand')} {len(pl['hand_types'] or pl['hand'] or [])}")
    line.no_wrap = True
    line.overflow = "ellipsis"
    return line


def area(view: dict[str, Any], q: int, names: list[str]) -> RenderableType:
    """A player's whole area: their row of the players' table and their verses, card by card."""
    w = _words()
    pl = view["player"][q]
    out = Text()
    for i, verse in enumerate(pl["verses"]):
        out.append(w.say("tui_verse", who=names[q], n=i + 1) + " ", style=SEAT_STYLE.get(pl["colour"], ""))
        if not verse:
            out.append(w.say("tui_none"), style="dim")
        for cid in verse:
            out.append("\n  ")
            out.append_text(card(cid))
            out.append(" — " + w.entry("card", cid)["gloss"], style="italic")
        out.append("\n")
    return Group(player_line(view, q, names), _players(view, names, [q]), out)


def about(view: dict[str, Any], notation: str) -> RenderableType | None:
    """A text card named by a choice's notation (`woo T04`): its words and its English gloss."""
    w = _words()
    cards = [tok for tok in notation.replace(",", " ").split() if tok.startswith("T") and tok[1:].isdigit()]
    if not cards:
        return None
    out = Text()
    for cid in cards:
        try:
            e = w.entry("card", cid)
        except KeyError:
            continue
        out.append_text(card(cid))
        out.append("\n  " + w.say("tui_gloss", text=e["text"], gloss=e["gloss"]), style="italic")
        out.append("\n  " + e["effect"] + "\n")
    out.append(w.say("tui_intro"), style="dim")
    return out


def parts(view: dict[str, Any], names: Sequence[str] | None = None) -> Parts:
    """The table cut for the fitted screen (salon.cli.screen): see salon.text.Parts."""
    who = _names(view, names)
    players = [player_line(view, q, who) for q in range(view["players"])]
    areas = [area(view, q, who) for q in range(view["players"])]
    verses = _verses(view, who)
    if view.get("result"):
        return Parts(head=_head(view, who), players=players, board=[verses] if verses.plain else [], areas=areas)
    board = Table.grid(padding=(0, 2))
    board.add_column()
    board.add_column()
    board.add_row(_garden(view), _info(view, who))
    mine = [x for x in (_duel(view, who), _kiss_choice(view), _hand(view)) if x is not None]
    me = view["seat"]
    if me is not None and view["player"][me]["hand"]:  # where a player first meets the German texts
        mine.append(Text(_words().say("tui_verse_hint"), style="dim"))
    parts: list[RenderableType] = [_track(view, "romance"), _track(view, "poetry"), board, _legend(view)]
    if verses.plain:
        parts.append(verses)
    return Parts(head=_head(view, who), players=players, mine=mine, board=parts,
                 areas=areas, about=lambda notation: about(view, notation))
