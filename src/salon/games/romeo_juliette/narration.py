"""The log of Roméo & Juliette: what each viewer reads after an action, in sentences.

`narrate(before, after, ...)` tells the action, then every automatic step it set off: the
cards revealed, the movement by cards, the lasting cards acting after the location effects,
the Nurse, Hate, Love, each event (its effect on a line of its own), the end of the scene, of
the act or of the drama.

What may be told: the action itself only to its actor when it is secret (a card put down
behind the scenes, a card kept at the end of an act); a half-made secret choice shows the
partner and spectators nothing at all (ruling R12: an empty list); everything else is public
(positions, tracks, missives, revealed cards). The automatic steps are retold by replaying the
public facts with the rules' own functions (`events.after_movement`, `events.reveal_event`) on
a scratch clone.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.game import Action
from ...core.words import join_words, plural
from .actions import (
    EFFECT_MOVES,
    PASSION,
    REASON,
    Confirm,
    Go,
    KeepChap,
    KeepLoc,
    Missive,
    Move,
    Propose,
    Skip,
    Step,
    Wait,
    With,
)
from .base import LOST, ONGOING, WON, RJBase
from .data import (
    ALLEGORY,
    ASIDE,
    EVENTS,
    JULIETTE,
    LADY_CAPULET,
    LAURENT,
    LOC_EFFECT,
    LOVE_MAX,
    NEIGHBOURS,
    NURSE,
    R_DRIFT,
    R_DRIFT_AFTER_RESOLUTION,
    R_LADY_FOLLOWS,
    R_NO_KEEP,
    R_NO_NURSE,
    R_REASON_NO_MISSIVES,
    R_TYBALT_HUNTS,
    ROMEO,
    SCENES_PER_ACT,
    TYBALT,
    step,
)
from .events import after_movement, reveal_event
from .final import verdict
from .scene import KEEP_LOCATION, OVER, hate_locations
from .wording import W, cap, card, char, direction, event, face, loc

__all__ = ["narrate"]

#: the piece each lasting "after the location effects" rule moves
_AFTER_RULE_PIECE = {R_DRIFT: ALLEGORY, R_LADY_FOLLOWS: LADY_CAPULET, R_TYBALT_HUNTS: TYBALT}


def _rule_card(state: RJBase, rule: int) -> str:
    """The name of the card in force that carries `rule` (book card or face-up hourglass)."""
    if EVENTS[state.ev_book].rule & rule:
        return event(state.ev_book)
    for c in state.ev_spaces:
        if c >= 0 and EVENTS[c].hourglass and EVENTS[c].rule & rule:
            return event(c)
    return "a card in force"


def _moved(before: list[int], after: list[int]) -> list[str]:
    """'Tybalt moves from the Capulet Ballroom to the Church' for each piece that moved."""
    return [f"{cap(char(i))} moves from {loc(a)} to {loc(b)}."
            for i, (a, b) in enumerate(zip(before, after)) if a != b]


def narrate(before: RJBase, after: RJBase, actor: int, action: Action, viewer: int | None,
            names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `action` (see the module text)."""
    who = names[actor]
    lines: list[str] = []
    if isinstance(action, Missive):
        left = plural(after.missives[actor], "missive")
        lines.append(f"{who} spends a missive pointing at {loc(action.loc)}, as the place to meet ({left} left).")
    elif isinstance(action, Propose):
        lines.append(f"{who} proposes {face(action.face)}.")
    elif isinstance(action, Wait):
        if before.rv_by == actor and before.rv_face >= 0:
            lines.append(f"{who} keeps silent: the proposal of {face(before.rv_face)} stands.")
        else:
            lines.append(f"{who} keeps silent and hands the word back.")
    elif isinstance(action, Confirm):
        lines += _confirm(before, after, who, names)
    elif isinstance(action, Go):
        if viewer != actor:
            return []  # ruling R12: half a secret choice shows nothing
        lines.append(f"In secret, {who} puts down {card(action.card)} as the location card.")
    elif isinstance(action, With):
        if viewer == actor:
            lines.append(f"In secret, {who} puts down {char(action.piece)} as the chaperone card.")
        else:
            lines.append(f"{who} has made a secret choice: a location card and a chaperone card lie face down.")
        if before.pick_cha[1 - actor] >= 0:
            lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Step):
        d = 1 if step(before.pos[actor], 1) == action.loc else -1
        lines.append(f"{who} steps aside {direction(d)} to {loc(action.loc)}, "
                     f"with {char(before.pick_cha[actor])}.")
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Move):
        parts = [f"{char(p)} from {loc(before.pos[p])} to {loc(step(before.pos[p], action.d))}"
                 for p in action.pieces]
        lines.append(f"{who} applies the effect of {loc(before.pos[actor])}: "
                     f"{join_words(parts)} ({direction(action.d)}).")
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Skip):
        lines.append(f"{who} leaves the effect of {loc(before.pos[actor])} unused.")
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, KeepLoc | KeepChap):
        kind = "location" if isinstance(action, KeepLoc) else "chaperone"
        if viewer == actor:
            what = card(action.card) if isinstance(action, KeepLoc) else char(action.piece)
            lines.append(f"{who} keeps {what} for the next act.")
        else:
            lines.append(f"{who} keeps one {kind} card for the next act.")
        if after.act > before.act:
            lines += _new_act(after, names)
    return lines


# ------------------------------------------------------------------ the rendezvous
def _confirm(before: RJBase, after: RJBase, who: str, names: Sequence[str]) -> list[str]:
    f = before.rv_face
    lines = [f"{who} confirms {face(f)}: the heart is placed on {face(f)}."]
    if f == REASON:
        gained = [q for q in (JULIETTE, ROMEO) if after.missives[q] > before.missives[q]]
        if before.rules_on & R_REASON_NO_MISSIVES:
            lines.append(f"{_rule_card(before, R_REASON_NO_MISSIVES)}: Reason gives nobody a missive.")
        elif len(gained) == 2:
            lines.append(f"For Reason, {names[JULIETTE]} and {names[ROMEO]} each take a missive from the reserve.")
        elif gained:
            lines.append(f"For Reason, the one missive left in the reserve goes to {names[gained[0]]}.")
        else:
            lines.append("For Reason, the reserve has no missive left to give.")
    lines.append(f"{W().name('phase', 'behind the scenes')}: both lovers now choose, in secret, "
                 "where to go and who goes with them.")
    return lines


# ------------------------------------------------------------------ entrance and resolution
def _stage(before: RJBase, after: RJBase, action: Action, actor: int, names: Sequence[str]) -> list[str]:
    """The entrance on stage from where `before` stood, up to the next decision or the end."""
    lines: list[str] = []
    pos = before.pos[:]
    locs, chaps = after.pick_loc, after.pick_cha  # revealed: public from here on
    if isinstance(action, With):
        lines.append("The cards are revealed: " + "; ".join(
            f"{names[q]} plays {card(locs[q])} with {char(chaps[q])}" for q in (ROMEO, JULIETTE)) + ".")
        stage = 0
    else:
        if isinstance(action, Step):
            pos[actor] = pos[chaps[actor]] = action.loc
        elif isinstance(action, Move):
            for p in action.pieces:
                pos[p] = step(pos[p], action.d)
        stage = before.stage + 1
    while stage < 4:
        if stage < 2:  # 4a: Roméo first, then Juliette
            q = ROMEO if stage == 0 else JULIETTE
            if locs[q] == ASIDE:
                a, b = NEIGHBOURS[pos[q]]
                lines.append(f"{names[q]} steps aside with {char(chaps[q])}: "
                             f"to {loc(a)} or to {loc(b)}, {names[q]} chooses.")
                return lines
            pos[q] = pos[chaps[q]] = locs[q]
            lines.append(f"{names[q]} goes to {loc(locs[q])} with {char(chaps[q])}.")
        elif EFFECT_MOVES[LOC_EFFECT[pos[ROMEO if stage == 2 else JULIETTE]]]:
            return lines  # 4b: a location effect to decide (the prompt says which)
        stage += 1
    return lines + _resolution(before, after, pos, names)


def _resolution(before: RJBase, after: RJBase, pos: list[int], names: Sequence[str]) -> list[str]:
    lines: list[str] = []
    sim = before.clone()  # a scratch copy for the rules' own functions, public facts only
    sim.pos = pos[:]
    after_movement(sim)
    for rule, piece in _AFTER_RULE_PIECE.items():
        if sim.pos[piece] != pos[piece]:
            lines.append(f"{_rule_card(before, rule)}: {char(piece)} moves from {loc(pos[piece])} "
                         f"to {loc(sim.pos[piece])}.")
    pos = sim.pos
    jl, rm = names[JULIETTE], names[ROMEO]
    # a. the Nurse
    if after.last_nurse:
        sim.missives[JULIETTE] += 1
        sim.reserve -= 1
        lines.append(f"The Nurse is with {jl}: {jl} takes a missive from the reserve.")
    elif pos[NURSE] == pos[JULIETTE]:
        why = (f"{_rule_card(before, R_NO_NURSE)} keeps her silent" if before.rules_on & R_NO_NURSE
               else "the reserve is empty")
        lines.append(f"The Nurse is with {jl}, but gives no missive: {why}.")
    # b. Hate
    top = W().name("track", "hate")
    if after.last_hate:
        sim.hate = max(0, before.hate - len(after.last_hate))
        places = join_words([loc(x) for x in after.last_hate])
        lines.append(f"{top} falls at {places}: {top} goes from {before.hate} to {sim.hate}.")
    else:
        lines.append(f"No {top} falls this scene.")
    lau = pos[LAURENT]
    away = pos[:]
    away[LAURENT] = step(lau, 1)  # where he stands, would Hate have fallen without him?
    if lau not in after.last_hate and lau in hate_locations(away, before.rules_on):
        lines.append(f"Brother Laurent keeps the peace at {loc(lau)}.")
    if after.result == LOST and sim.hate <= 0:
        return lines + _end(after, names)
    # c. Love
    love = W().name("track", "love")
    together = pos[JULIETTE] == pos[ROMEO]
    heart = before.heart  # placed at the rendezvous (a new scene has none yet)
    if heart == PASSION and together:
        steps = after.last_love
        grow = {1: "one step", 2: "two steps"}.get(steps, plural(steps, "step"))
        lines.append(f"{jl} and {rm} meet at {loc(pos[ROMEO])} with {face(PASSION)}: "
                     f"{love} grows {grow}, to {before.love + steps}.")
    elif heart == PASSION:
        lines.append(f"{face(PASSION)}, but {jl} is at {loc(pos[JULIETTE])} and {rm} at "
                     f"{loc(pos[ROMEO])}: {love} does not grow.")
    elif together:
        lines.append(f"{jl} and {rm} meet at {loc(pos[ROMEO])}, but under {face(REASON)} "
                     f"{love} cannot grow.")
    if after.result == WON:
        return lines + _end(after, names)
    # d. one event for each step of Love
    for c in after.last_events:
        lines += _event(sim, c, after.ev_spaces.index(c), names)
        if sim.result != ONGOING:
            return lines + _end(after, names)
    if after.result != ONGOING:
        return lines + _end(after, names)
    if before.rules_on & R_DRIFT_AFTER_RESOLUTION and after.pos[ALLEGORY] != sim.pos[ALLEGORY]:
        lines.append(f"{_rule_card(before, R_DRIFT_AFTER_RESOLUTION)}: the Allegory of Hate drifts "
                     f"{direction(1)} from {loc(sim.pos[ALLEGORY])} to {loc(after.pos[ALLEGORY])}.")
    return lines + _next(before, after, names)


def _event(sim: RJBase, c: int, space: int, names: Sequence[str]) -> list[str]:
    """An event revealed on Love space `space`: its name, its effect, and what it did."""
    ev = EVENTS[c]
    w = W()
    kind = w.name("level", "hourglass") + " card, it stays face up" if ev.hourglass else \
        w.name("level", ev.level) + ", resolved and turned face down"
    lines = [f"Event on Love space {space}: {event(c)} ({kind}).", w.effect("event", ev.id)]
    pos0, miss0, hate0 = sim.pos[:], sim.missives[:], sim.hate
    sim.ev_deck = [c]
    reveal_event(sim, space)
    if ev.hourglass:
        return lines
    done = _moved(pos0, sim.pos)
    for q in (JULIETTE, ROMEO):
        lost = miss0[q] - sim.missives[q]
        if lost > 0:
            done.append(f"{names[q]} gives back {plural(lost, 'missive')} to the reserve.")
    if sim.hate != hate0:
        done.append(f"Hate goes from {hate0} to {sim.hate}.")
    lines.append(" ".join(done) if done else "It changes nothing this time.")
    return lines


def _next(before: RJBase, after: RJBase, names: Sequence[str]) -> list[str]:
    """The end of the scene: the next scene, the end of the act, or a new act."""
    if after.phase == OVER:
        return _end(after, names)
    act = W().name("act", str(before.act))
    if after.phase == KEEP_LOCATION:
        return [f"{act} is over: {names[ROMEO]}, then {names[JULIETTE]}, keeps one location card "
                "and one chaperone card for the next act; the rest are shuffled back."]
    if after.act > before.act:
        lines = []
        if before.rules_on & R_NO_KEEP:
            lines.append(f"{act} is over. {_rule_card(before, R_NO_KEEP)}: nobody keeps a card; "
                         "every card is shuffled back.")
        return lines + _new_act(after, names)
    scene = (after.scene - 1) % SCENES_PER_ACT + 1
    return [f"Scene {scene} of {act} begins: both lovers draw back up to four location and four "
            f"chaperone cards, and {names[ROMEO]} speaks first at the rendezvous."]


def _new_act(after: RJBase, names: Sequence[str]) -> list[str]:
    act = W().name("act", str(after.act))
    return [f"{act} begins with scene {after.scene}: the decks are shuffled and both lovers draw "
            f"back up to four location and four chaperone cards; {names[ROMEO]} speaks first."]


def _end(after: RJBase, names: Sequence[str]) -> list[str]:
    lines = []
    if after.result == WON:
        lines.append(f"{W().name('track', 'love')} reaches {LOVE_MAX}.")
    return lines + [verdict(after, names) + "."]
