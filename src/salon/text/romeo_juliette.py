"""Terminal renderer for Roméo & Juliette: draws a seat's view (never more) with rich.

Every name, effect and sentence comes from the game's words file, in the current language
(`salon.core.language`): the words are asked for at each drawing, never kept across languages. The board lists the six places in
ring order (clockwise, the last next to the first) with who stands there by family, each
place's effect, and the Hate forecast (where Hate would fall if the scene ended now). The book
card and every face-up event card are shown with their text while they are in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core import load_game
from ..core.words import Words, join_words
from . import Parts

_FAMILY_STYLE = {"capulet": "blue", "montaigu": "red", "neutral": "", "none": ""}
_CHAR_STYLE = {"laurent": "green", "allegory": "magenta"}


def _words() -> Words:
    """The game's words in the current language (the Game keeps one set per language)."""
    return load_game("romeo-juliette").words()


def _loc(w: Words, loc: str, form: str) -> str:
    """A place as a sentence names it after at/to/from/of (words.toml: in English its name)."""
    return w.field("location", loc, form) or w.name("location", loc)


def _with(w: Words, cid: str) -> str:
    """A character after "with" (German: the dative)."""
    return w.field("character", cid, "with") or w.name("character", cid)


def _char(w: Words, cid: str) -> Text:
    fam = w.field("character", cid, "family")
    style = _CHAR_STYLE.get(cid, _FAMILY_STYLE.get(fam, ""))
    if cid in ("juliette", "romeo"):
        style = "bold " + style
    return Text(w.name("character", cid), style=style)


def _who_is_there(w: Words, view: dict[str, Any], loc: str) -> Text:
    """'Capulet: Juliette, the Nurse · Montaigu: Benvolio · Brother Laurent'."""
    here = [cid for cid, where in view["positions"].items() if where == loc]
    out = Text()
    groups = [("capulet", [c for c in here if w.field("character", c, "family") == "capulet"]),
              ("montaigu", [c for c in here if w.field("character", c, "family") == "montaigu"]),
              ("none", [c for c in here if w.field("character", c, "family") not in ("capulet", "montaigu")])]
    for fam, members in groups:
        if not members:
            continue
        if out:
            out.append(" · ")
        if fam != "none":
            out.append(w.say("tui_family", family=w.name("family", fam)), style=_FAMILY_STYLE[fam])
        for k, cid in enumerate(members):
            if k:
                out.append(", ")
            out.append_text(_char(w, cid))
    return out


def _board(w: Words, view: dict[str, Any], effects: bool = True) -> Table:
    """The ring of places: who is there, (with `effects`) what a lover there does, the forecast."""
    if effects:
        table = Table(title=f"Roméo & Juliette — {w.say('ring')}", box=box.SIMPLE_HEAD, show_edge=False,
                      pad_edge=False, padding=(0, 1))
    else:  # the fitted screen's: no title, no rule, the places' effects a key away
        table = Table(box=None, show_edge=False, pad_edge=False, padding=(0, 1), header_style="dim")
    table.add_column(w.say("tui_place"), no_wrap=True)
    table.add_column(w.say("tui_who"))
    if effects:
        table.add_column(w.say("tui_moves"), no_wrap=True)
    table.add_column(w.say("forecast"), no_wrap=True)
    hate_now = set(view.get("hate_now", []))
    for loc in w.ids("location"):
        fam = w.field("location", loc, "family")
        cells: list[RenderableType] = [Text(w.field("location", loc, "short"), style=_FAMILY_STYLE.get(fam, "")),
                                       _who_is_there(w, view, loc)]
        if effects:
            cells.append(w.field("location", loc, "brief"))
        cells.append(Text(w.say("forecast_yes"), style="bold magenta") if loc in hate_now else "")
        table.add_row(*cells)
    return table


def _card(w: Words, cid: str) -> str:
    """A location card's name: a place, or A Step Aside."""
    return w.name("location", cid) if w.has("location", cid) else w.name("card", cid)


def _short(w: Words, cid: str) -> str:
    """A location card's short name ('Balcony', 'Step Aside')."""
    kind = "location" if w.has("location", cid) else "card"
    return w.field(kind, cid, "short") or w.name(kind, cid)


def _signal(w: Words, text: str) -> str:
    verb, _, arg = text.partition(" ")
    if verb == "missive":
        return w.say("signal_missive", place=w.name("location", arg))  # a bare name, as the browser fills it
    if verb == "propose":
        return w.say("signal_propose", face=w.name("heart", arg))
    return w.say("signal_confirm") if verb == "confirm" else w.say("signal_wait")


def _scene_so_far(w: Words, view: dict[str, Any], names: Sequence[str]) -> list[Text]:
    """The rendezvous' signals so far (the last five) and the cards revealed this scene."""
    out: list[Text] = []
    rv = view["rendezvous"]
    if rv["log"]:
        said = " → ".join(w.say("tui_said", who=names[q], signal=_signal(w, t)) for q, t in rv["log"][-5:])
        out.append(Text.assemble((w.say("tui_rendezvous"), "bold"), ("… " if len(rv["log"]) > 5 else "") + said))
    if view.get("this_scene"):
        shown = [w.say("plays", who=names[q], card=_card(w, c[0]), piece=_with(w, c[1]))
                 for q, c in enumerate(view["this_scene"].values())]
        out.append(Text(w.say("tui_revealed", plays=w.say("semicolon").join(shown))))
    return out


def _lovers(w: Words, view: dict[str, Any], names: Sequence[str]) -> list[Text]:
    """Two lines per lover: where, missives, hand, secret choice; the cards revealed this act."""
    lines = []
    secret = view["phase"] == "behind the scenes"
    for q, seat in enumerate(view["seats"]):
        fam = w.field("seat", seat["lover"], "family")
        name = w.say("tui_you", who=names[q]) if view["seat"] == q else names[q]
        hand = w.say("tui_hand", places=seat["hand_sizes"][0], chaperones=seat["hand_sizes"][1])
        if seat["known_in_hand"] and view["seat"] != q:
            hand = w.say("tui_hand_known", hand=hand, cards=join_words([_card(w, c) for c in seat["known_in_hand"]]))
        facts = [w.say("tui_at", seat=w.name("seat", seat["lover"]), at=_loc(w, seat["location"], "at")),
                 w.say("tui_missives", n=seat["missives"]), hand]
        revealed = w.say("semicolon").join(w.say("tui_shown", card=_short(w, a), piece=_with(w, b)) for a, b in
                                           zip(seat["revealed_locations"], seat["revealed_chaperones"]))
        second = w.say("tui_revealed_act", cards=revealed or w.say("tui_nothing_yet"))
        if secret:
            second = w.say("tui_secret_made" if seat["ready"] else "tui_secret_not_yet") + " · " + second
        lines.append(Text.assemble((name, "bold " + _FAMILY_STYLE[fam]), " — ", " · ".join(facts)))
        lines.append(Text("   " + second))
    return lines


def _in_force(w: Words, view: dict[str, Any]) -> list[Text]:
    """The book card with its text, then every face-up event card with the rule it lays down."""
    lines = [Text.assemble((w.say("tui_book"), "bold"), (w.name("event", view["book"]), "bold"), w.say("colon"),
                           w.effect("event", view["book"]))]
    up = [w.say("tui_brief", event_name=w.name("event", ev["id"]), brief=w.field("event", ev["id"], "brief"))
          for _, ev in sorted(view["love_spaces"].items(), key=lambda kv: int(kv[0])) if ev["face_up"]]
    if up:
        lines.append(Text.assemble((w.say("tui_face_up"), "bold yellow"), w.say("semicolon").join(up) + "."))
    return lines


def _last(w: Words, view: dict[str, Any], names: Sequence[str]) -> Text | None:
    last = view["last_resolution"]
    if not (last["hate"] or last["love"] or last["events"] or last["nurse"]):
        return None
    parts = []
    if last["nurse"]:
        parts.append(w.say("tui_nurse_gave", jl=names[0]))
    places = join_words([_loc(w, x, "at") for x in last["hate"]])
    parts.append(w.say("tui_hate_fell", places=places) if places else w.say("tui_no_hate"))
    if last["love"]:
        parts.append(w.say("tui_love_grew", n=last["love"]))
    if last["events"]:
        parts.append(w.say("tui_events", events=join_words([w.name("event", e) for e in last["events"]])))
    return Text(w.say("tui_last", parts=w.say("semicolon").join(parts)))


def _end(w: Words, view: dict[str, Any]) -> Text:
    """One line: how the drama ended (the final table follows it on the end screen)."""
    r = view["result"]
    return Text(w.say("tui_end", over=w.name("phase", "over"), end=w.name("end", r["cause"]),
                      effect=w.effect("end", r["cause"])),
                style="bold green" if r["won"] else "bold red")


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The whole table as seen by view["seat"] (None: a spectator); names by seat, or the lovers'."""
    w = _words()
    if not names:
        names = [w.name("seat", seat["lover"]) for seat in view["seats"]]
    chapter = w.entry("option", "chapter")["values"][str(view["chapter"])]
    acting = join_words([names[q] for q in view["to_act"]])
    head = Text.assemble(
        (chapter, "bold"), _scene(w, view), (w.name("phase", view["phase"]), "bold"),
        w.say("tui_decide", who=acting, n=len(view["to_act"]))
        if acting and len(acting) + len(chapter) < 40 else "",
    )
    parts: list[RenderableType] = [head, _tracks(w, view), *_in_force(w, view), _board(w, view),
                                   *_lovers(w, view, names)]
    parts += _scene_so_far(w, view, names)
    done = [w.name("event", v["id"]) for k, v in
            sorted(view["love_spaces"].items(), key=lambda kv: int(kv[0])) if not v["face_up"]]
    deck = w.say("tui_deck", n=view["event_deck_size"])
    parts.append(Text(deck + (w.say("tui_done", events=", ".join(done)) if done else "")))
    last = _last(w, view, names)
    if last is not None:
        parts.append(last)
    mine = _mine(w, view)
    if mine is not None:
        parts.append(mine)
    if view.get("result"):
        parts.append(_end(w, view))
    return Group(*parts)


def _head(w: Words, view: dict[str, Any], names: Sequence[str]) -> Text:
    chapter = w.entry("option", "chapter")["values"][str(view["chapter"])]
    head = Text.assemble((chapter, "bold"), _scene(w, view), (w.name("phase", view["phase"]), "bold"))
    head.no_wrap = True
    head.overflow = "ellipsis"
    return head


def _scene(w: Words, view: dict[str, Any]) -> str:
    """' — Act I, scene 2 of 4 (2 of 12) — '."""
    return w.say("tui_scene", act_name=w.name("act", str(view["act"])), n=view["scene_in_act"], scene_no=view["scene"])


def _tracks(w: Words, view: dict[str, Any]) -> Text:
    """Love and Hate, the shared score of the two lovers, and the Heart."""
    love_bar = "♥" * view["love"] + "·" * max(0, 10 - view["love"])
    hate_bar = "█" * view["hate"] + "·" * max(0, 10 - view["hate"])
    heart = w.name("heart", view["heart"]) if view["heart"] else w.say("tui_not_placed")
    return Text.assemble(
        (w.say("tui_love"), "bold"), (love_bar, "red"), w.say("tui_love_of", n=view["love"]),
        (w.say("tui_hate"), "bold"), (hate_bar, "magenta"), w.say("tui_hate_of", n=view["hate"]),
        (w.say("tui_heart"), "bold"), heart, w.say("tui_reserve", n=view["reserve"]),
    )


def _mine(w: Words, view: dict[str, Any]) -> Text | None:
    """Your hand and the choice you have laid face down."""
    hand = view.get("hand")
    if hand is None:
        return None
    none = w.say("tui_none")
    mine = Text.assemble((w.say("tui_your_hand"), "bold"),
                         w.say("tui_places", cards=", ".join(_card(w, c) for c in hand["locations"]) or none),
                         w.say("tui_chaperones",
                               cards=", ".join(w.name("character", c) for c in hand["chaperones"]) or none))
    choice = view.get("my_choice")
    if choice:
        where = _card(w, choice["location"]) if choice["location"] else w.say("tui_not_chosen")
        who = _with(w, choice["chaperone"]) if choice["chaperone"] else w.say("tui_not_chosen")
        mine.append(w.say("tui_face_down", where=where, who=who))
    return mine


def about(view: dict[str, Any], notation: str) -> RenderableType | None:
    """The place, event or character a choice's notation names, with its text."""
    w = _words()
    lines = []
    for tok in notation.replace(",", " ").split():
        for kind in ("location", "event", "character", "card"):
            if w.has(kind, tok) and w.effect(kind, tok):
                lines.append(Text.assemble((w.name(kind, tok), "bold"), w.say("colon"), w.effect(kind, tok)))
                break
    return Group(*lines) if lines else None


def parts(view: dict[str, Any], names: Sequence[str] | None = None) -> Parts:
    """The table cut for the fitted screen (salon.cli.screen): see salon.text.Parts. The two lovers
    share one score, Love and Hate: it is the first of the players' lines."""
    w = _words()
    if not names:
        names = [w.name("seat", seat["lover"]) for seat in view["seats"]]
    lovers = _lovers(w, view, names)
    players: list[RenderableType] = [_tracks(w, view)]
    for q in range(len(view["seats"])):
        line = Text("▶ " if q in view["to_act"] else "  ")
        line.append_text(lovers[2 * q])
        line.no_wrap = True
        line.overflow = "ellipsis"
        players.append(line)
    mine = [x for x in (_end(w, view) if view.get("result") else None, _mine(w, view)) if x is not None]
    board: list[RenderableType] = [_board(w, view, effects=False)]  # most needed first
    board += _scene_so_far(w, view, names)
    board += _in_force(w, view)
    last = _last(w, view, names)
    if last is not None:
        board.append(last)
    areas = [Group(lovers[2 * q], lovers[2 * q + 1]) for q in range(len(view["seats"]))]
    return Parts(head=_head(w, view, names), players=players, mine=mine, board=board, areas=areas,
                 about=lambda notation: about(view, notation))
