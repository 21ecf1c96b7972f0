"""Rose Ceremony in the terminal: whose turn and what is decided, every player's hand size,
bouquet, roses, thorns and charm points, the deck, the face-down offer and your hand.

Drawn from a view alone; every name and sentence comes from the game's words file, in the
current language (`GAME.words()` at each render, never kept). Roses are the red number (✿),
thorns the green one (ᛉ), as on the cards; the legend says so in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core import load_game
from ..core.words import Words, join_words
from ..games.rose_ceremony.rules import BUST_THORNS, EXCHANGE, INSTANT_WIN_ROSES, WIN_HEARTS
from ..games.rose_ceremony.wording import card_words, words
from . import Parts

ROSE_STYLE = "bold red"
THORN_STYLE = "bold green"


def card(c: Sequence[int]) -> Text:
    """A card as its two numbers: roses in red (✿), thorns in green (ᛉ)."""
    roses, thorns = c
    t = Text()
    t.append(f"{roses}✿", style=ROSE_STYLE)
    t.append(" ")
    t.append(f"{thorns}ᛉ", style=THORN_STYLE)
    return t


def card_in_words(c: Sequence[int]) -> Text:
    """A card in words, its roses in red and its thorns in green: '3 roses, 1 thorn'."""
    roses, thorns = c
    w = words()
    text = card_words(roses, thorns)
    out = Text(text)
    at = 0
    for part, style in ((w.say("card_roses", n=roses), ROSE_STYLE), (w.say("card_thorns", n=thorns), THORN_STYLE)):
        at = text.find(part, at)
        if at < 0:
            break
        out.stylize(style, at, at + len(part))
        at += len(part)
    return out


def colon(w: Words, label: str) -> str:
    """'Deck:' ('Pioche :' in French): a label before what it names."""
    return w.say("colon", label=label)


def cards(cs: Sequence[Sequence[int]], empty: str) -> Text:
    """Several cards side by side, or the word for none."""
    if not cs:
        return Text(empty, style="dim")
    out = Text()
    for i, c in enumerate(cs):
        if i:
            out.append(" · ", style="dim")
        out.append_text(card(c))
    return out


def seat_names(view: dict[str, Any], names: Sequence[str] | None) -> list[str]:
    """Players' names, or the game's own seat names."""
    if names is not None:
        return list(names)
    state = load_game(view["game"]).new_game(view["players"], seed=0)
    return [state.seat_name(q) for q in range(view["players"])]


def header(view: dict[str, Any], who: list[str], w: Words) -> Text:
    """Where we are and what is decided now."""
    head = Text(load_game(view["game"]).title, style="bold magenta")
    if view["phase"] == "over":
        head.append(" — " + w.name("phase", "over"), style="bold")
        return head
    rnd = view["turns_played"] // view["players"] + 1
    head.append(f" — {w.say('round', n=rnd)} · {w.say('turn', player=who[view['turn']])}")
    phase = w.name("phase", view["phase"])
    for q in view["to_act"]:
        if q == view["turn"]:
            head.append(f"{colon(w, '')} {phase}", style="bold")
            continue
        head.append(" · ")
        head.append(w.say("to_act", player=who[q]), style="bold")
        head.append(f" ({phase})")
    return head


def players_table(view: dict[str, Any], who: list[str], w: Words) -> Table:
    """One row per player: hand size, bouquet, its roses and thorns, charm points."""
    me = view["seat"]
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    table.add_column("")
    table.add_column(w.name("zone", "hand"))
    table.add_column(w.name("zone", "bouquet"), max_width=52)
    table.add_column(w.field("category", "bouquet_roses", "short"), justify="right", style="red")
    table.add_column(w.field("category", "bouquet_thorns", "short"), justify="right", style="green")
    table.add_column(w.name("category", "charm_points"), justify="right")
    for q in range(view["players"]):
        name = Text("▶ " if q == view["turn"] and view["phase"] != "over" else "  ")
        name.append(who[q], style="bold" if q in view["to_act"] else "")
        if q == me:
            name.append(f" ({w.say('you')})")
        if q == view["start_player"]:
            name.append(f", {w.say('start')}", style="dim")
        roses, thorns = view["bouquet_roses"][q], view["bouquet_thorns"][q]
        bouquet = cards(view["bouquets"][q], w.say("empty"))
        if thorns == BUST_THORNS - 1:
            bouquet.append(f"  {w.say('danger')}", style="yellow")
        elif roses >= EXCHANGE[0][0]:
            bouquet.append(f"  {w.say('can_exchange')}", style="cyan")
        hearts = view["hearts"][q]
        table.add_row(name, w.say("cards", n=view["hand_sizes"][q]), bouquet, str(roses), str(thorns),
                      ("♥" * hearts + f" {hearts}") if hearts else "0")
    return table


def exchange_legend(w: Words) -> str:
    """The exchange table in one line: roses to charm points, and the instant win."""
    steps = []
    for i, (low, hearts) in enumerate(EXCHANGE):
        high = EXCHANGE[i + 1][0] - 1 if i + 1 < len(EXCHANGE) else INSTANT_WIN_ROSES - 1
        steps.append(w.say("exchange_step", low=low, high=high, hearts=hearts))
    return w.say("exchange_table", steps=", ".join(steps), win=INSTANT_WIN_ROSES)


def _info(view: dict[str, Any], w: Words) -> Text:
    """The deck, the discard pile, the charm points left, the final round."""
    info = Text(f"{colon(w, w.name('zone', 'deck'))} {w.say('cards', n=view['deck_size'])}")
    info.append(f"   {colon(w, w.name('zone', 'discard'))} {w.say('cards', n=len(view['discard']))}")
    info.append(f"   {colon(w, w.name('category', 'hearts_left'))} {view['heart_supply']}")
    if view["final_round"] and view["phase"] != "over":
        info.append(f"   {w.say('final_round')}", style="bold yellow")
    return info


def _offer(view: dict[str, Any], who: list[str], w: Words) -> Text | None:
    """The face-down offer on the table, if any."""
    offer = view.get("offer")
    if not offer:
        return None
    face = offer["card"]
    what = (w.say("face_down") + f" ({card_words(*face)})") if face else w.say("face_down")
    return Text(w.say("offer_line", giver=who[offer["from"]], to=who[offer["to"]], what=what), style="bold")


def _hand(view: dict[str, Any], w: Words) -> Text | None:
    """Your hand, each card in words."""
    if view.get("hand") is None:
        return None
    hand = Text(colon(w, w.say("your_hand")) + " ", style="bold")
    for i, c in enumerate(view["hand"]):
        if i:
            hand.append("  |  ", style="dim")
        hand.append_text(card_in_words(c))
    return hand


def _legends(w: Words) -> list[Text]:
    """What the two numbers mean, the bust rule and the exchange table."""
    legend = Text("✿ ", style=ROSE_STYLE)
    legend.append(w.say("legend_roses") + "   ", style="dim")
    legend.append("ᛉ ", style=THORN_STYLE)
    legend.append(w.say("legend_thorns") + ". ", style="dim")
    legend.append(w.say("bust_rule", bust=BUST_THORNS, hearts=WIN_HEARTS), style="dim")
    return [legend, Text(exchange_legend(w), style="dim")]


def _result(view: dict[str, Any], who: list[str], w: Words) -> Text | None:
    result = view.get("result")
    if not result:
        return None
    winners = join_words([who[q] for q in result["winners"]])
    return Text(w.say("result_line", end=w.name("end", result["end"]), winners=winners), style="bold green")


def render(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """The board for one view (a seat's or a spectator's)."""
    w = load_game(view["game"]).words()
    who = seat_names(view, names)
    lines: list[RenderableType] = [header(view, who, w), players_table(view, who, w), _info(view, w)]
    lines += [x for x in (_offer(view, who, w), _hand(view, w)) if x is not None]
    lines += _legends(w)
    result = _result(view, who, w)
    if result is not None:
        lines.append(result)
    return Group(*lines)

def player_line(view: dict[str, Any], q: int, who: list[str], w: Words) -> Text:
    """One player in one line: turn mark, name, "(you)", charm points, hand, the bouquet's roses
    and thorns (its cards: the player's area, `area`)."""
    over = view["phase"] == "over"
    line = Text("▶ " if q == view["turn"] and not over else "  ")
    line.append(who[q], style="bold" if q in view["to_act"] else "")
    if q == view["seat"]:
        line.append(f" ({w.say('you')})")
    if q == view["start_player"]:
        line.append(f", {w.say('start')}", style="dim")
    hearts = view["hearts"][q]
    line.append(f"  ♥ {hearts} {w.name('category', 'charm_points')}", style="bold" if hearts else "")
    line.append(f" · {w.name('zone', 'hand')} {w.say('cards', n=view['hand_sizes'][q])} · ")
    roses, thorns = view["bouquet_roses"][q], view["bouquet_thorns"][q]
    line.append(f"{w.name('zone', 'bouquet')} {roses}✿", style=ROSE_STYLE)
    line.append(f" {thorns}ᛉ", style=THORN_STYLE)
    line.append(f" ({w.say('cards', n=len(view['bouquets'][q]))})", style="dim")
    if thorns == BUST_THORNS - 1:
        line.append(f"  {w.say('danger')}", style="yellow")
    elif roses >= EXCHANGE[0][0]:
        line.append(f"  {w.say('can_exchange')}", style="cyan")
    line.no_wrap = True
    line.overflow = "ellipsis"
    return line


def area(view: dict[str, Any], q: int, who: list[str], w: Words) -> RenderableType:
    """A player's whole area: the line above, then every card of the bouquet in words."""
    bouquet = Text(f"{colon(w, w.name('zone', 'bouquet'))} ", style="bold")
    if not view["bouquets"][q]:
        bouquet.append(w.say("empty"), style="dim")
    for i, c in enumerate(view["bouquets"][q]):
        if i:
            bouquet.append("  |  ", style="dim")
        bouquet.append_text(card_in_words(c))
    return Group(player_line(view, q, who, w), bouquet)


def parts(view: dict[str, Any], names: Sequence[str] | None = None) -> Parts:
    """The table cut for the fitted screen (salon.cli.screen): see salon.text.Parts."""
    w = load_game(view["game"]).words()
    who = seat_names(view, names)
    result = _result(view, who, w)
    return Parts(head=header(view, who, w),
                 players=[player_line(view, q, who, w) for q in range(view["players"])],
                 mine=[x for x in (result, _offer(view, who, w), _hand(view, w)) if x is not None],
                 board=[_info(view, w), *_legends(w)],
                 areas=[area(view, q, who, w) for q in range(view["players"])])
