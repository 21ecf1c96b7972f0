"""The log of Roméo & Juliette: what each viewer reads after an action, in sentences.

Every sentence is a `[text]` template of the words file (`log_*`, Fluent patterns) in the current
language; places are passed in the form their sentence needs (`wording.loc_at`, `loc_to`, ...),
so German and French templates carry their own prepositions and articles.

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
from ...core.words import join_words
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
from .wording import (
    W,
    cap,
    card,
    char,
    char_with,
    direction,
    event,
    face,
    loc_at,
    loc_from,
    loc_of,
    loc_to,
    say,
)

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
    return say("rule_card_unknown")


def _moved(before: list[int], after: list[int]) -> list[str]:
    """'Tybalt moves from the Capulet Ballroom to the Church' for each piece that moved."""
    return [say("log_moved", piece=cap(char(i)), **{"from": loc_from(a)}, to=loc_to(b))
            for i, (a, b) in enumerate(zip(before, after)) if a != b]


def narrate(before: RJBase, after: RJBase, actor: int, action: Action, viewer: int | None,
            names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `action` (see the module text)."""
    who = names[actor]
    lines: list[str] = []
    if isinstance(action, Missive):
        lines.append(say("log_missive", who=who, place=loc_at(action.loc), left=after.missives[actor]))
    elif isinstance(action, Propose):
        lines.append(say("log_propose", who=who, face=face(action.face)))
    elif isinstance(action, Wait):
        if before.rv_by == actor and before.rv_face >= 0:
            lines.append(say("log_wait_stands", who=who, face=face(before.rv_face)))
        else:
            lines.append(say("log_wait", who=who))
    elif isinstance(action, Confirm):
        lines += _confirm(before, after, who, names)
    elif isinstance(action, Go):
        if viewer != actor:
            return []  # ruling R12: half a secret choice shows nothing
        lines.append(say("log_go_secret", who=who, card=card(action.card)))
    elif isinstance(action, With):
        if viewer == actor:
            lines.append(say("log_with_secret", who=who, piece=char(action.piece)))
        else:
            lines.append(say("log_secret_choice", who=who))
        if before.pick_cha[1 - actor] >= 0:
            lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Step):
        d = 1 if step(before.pos[actor], 1) == action.loc else -1
        lines.append(say("log_step", who=who, dir=direction(d), to=loc_to(action.loc),
                         piece=char_with(before.pick_cha[actor])))
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Move):
        parts = [say("move_from_to", piece=char(p), **{"from": loc_from(before.pos[p])},
                     to=loc_to(step(before.pos[p], action.d))) for p in action.pieces]
        lines.append(say("log_move", who=who, of=loc_of(before.pos[actor]), moves=join_words(parts),
                         dir=direction(action.d)))
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, Skip):
        lines.append(say("log_skip", who=who, of=loc_of(before.pos[actor])))
        lines += _stage(before, after, action, actor, names)
    elif isinstance(action, KeepLoc | KeepChap):
        if viewer != actor:
            key = "log_keep_location_hidden" if isinstance(action, KeepLoc) else "log_keep_chaperone_hidden"
            lines.append(say(key, who=who))
        elif isinstance(action, KeepLoc):
            lines.append(say("log_keep_location", who=who, card=card(action.card)))
        else:
            lines.append(say("log_keep_chaperone", who=who, piece=char(action.piece)))
        if after.act > before.act:
            lines += _new_act(after, names)
    return lines


# ------------------------------------------------------------------ the rendezvous
def _confirm(before: RJBase, after: RJBase, who: str, names: Sequence[str]) -> list[str]:
    f = before.rv_face
    lines = [say("log_confirm", who=who, face=face(f))]
    if f == REASON:
        gained = [q for q in (JULIETTE, ROMEO) if after.missives[q] > before.missives[q]]
        if before.rules_on & R_REASON_NO_MISSIVES:
            lines.append(say("log_reason_rule", card=_rule_card(before, R_REASON_NO_MISSIVES)))
        elif len(gained) == 2:
            lines.append(say("log_reason_both", jl=names[JULIETTE], rm=names[ROMEO]))
        elif gained:
            lines.append(say("log_reason_one", who=names[gained[0]]))
        else:
            lines.append(say("log_reason_none"))
    lines.append(say("log_behind", phase=W().name("phase", "behind the scenes")))
    return lines


# ------------------------------------------------------------------ entrance and resolution
def _stage(before: RJBase, after: RJBase, action: Action, actor: int, names: Sequence[str]) -> list[str]:
    """The entrance on stage from where `before` stood, up to the next decision or the end."""
    lines: list[str] = []
    pos = before.pos[:]
    locs, chaps = after.pick_loc, after.pick_cha  # revealed: public from here on
    if isinstance(action, With):
        plays = say("semicolon").join(say("plays", who=names[q], card=card(locs[q]), piece=char_with(chaps[q]))
                                      for q in (ROMEO, JULIETTE))
        lines.append(say("log_revealed", plays=plays))
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
                lines.append(say("log_aside_choice", who=names[q], piece=char_with(chaps[q]),
                                 a=loc_to(a), b=loc_to(b)))
                return lines
            pos[q] = pos[chaps[q]] = locs[q]
            lines.append(say("log_goes", who=names[q], to=loc_to(locs[q]), piece=char_with(chaps[q])))
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
            lines.append(say("log_rule_moves", card=_rule_card(before, rule), piece=char(piece),
                             **{"from": loc_from(pos[piece])}, to=loc_to(sim.pos[piece])))
    pos = sim.pos
    jl, rm = names[JULIETTE], names[ROMEO]
    # a. the Nurse
    if after.last_nurse:
        sim.missives[JULIETTE] += 1
        sim.reserve -= 1
        lines.append(say("log_nurse", jl=jl))
    elif pos[NURSE] == pos[JULIETTE]:
        if before.rules_on & R_NO_NURSE:
            lines.append(say("log_nurse_rule", jl=jl, card=_rule_card(before, R_NO_NURSE)))
        else:
            lines.append(say("log_nurse_empty", jl=jl))
    # b. Hate
    top = W().name("track", "hate")
    if after.last_hate:
        sim.hate = max(0, before.hate - len(after.last_hate))
        places = join_words([loc_at(x) for x in after.last_hate])
        lines.append(say("log_hate", hate_name=top, places=places, **{"from": before.hate}, to=sim.hate))
    else:
        lines.append(say("log_no_hate", hate_name=top))
    lau = pos[LAURENT]
    away = pos[:]
    away[LAURENT] = step(lau, 1)  # where he stands, would Hate have fallen without him?
    if lau not in after.last_hate and lau in hate_locations(away, before.rules_on):
        lines.append(say("log_laurent", at=loc_at(lau)))
    if after.result == LOST and sim.hate <= 0:
        return lines + _end(after, names)
    # c. Love
    love = W().name("track", "love")
    together = pos[JULIETTE] == pos[ROMEO]
    heart = before.heart  # placed at the rendezvous (a new scene has none yet)
    if heart == PASSION and together:
        steps = after.last_love
        lines.append(say("log_love", jl=jl, rm=rm, at=loc_at(pos[ROMEO]), face=face(PASSION), love_name=love,
                         steps=steps, to=before.love + steps))
    elif heart == PASSION:
        lines.append(say("log_love_apart", face=face(PASSION), jl=jl, at_jl=loc_at(pos[JULIETTE]), rm=rm,
                         at_rm=loc_at(pos[ROMEO]), love_name=love))
    elif together:
        lines.append(say("log_love_reason", jl=jl, rm=rm, at=loc_at(pos[ROMEO]), face=face(REASON),
                         love_name=love))
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
        lines.append(say("log_drift", card=_rule_card(before, R_DRIFT_AFTER_RESOLUTION), dir=direction(1),
                         **{"from": loc_from(sim.pos[ALLEGORY])}, to=loc_to(after.pos[ALLEGORY])))
    return lines + _next(before, after, names)


def _event(sim: RJBase, c: int, space: int, names: Sequence[str]) -> list[str]:
    """An event revealed on Love space `space`: its name, its effect, and what it did."""
    ev = EVENTS[c]
    w = W()
    if ev.hourglass:
        head = say("log_event_hourglass", space=space, event_name=event(c), hourglass_name=w.name("level", "hourglass"))
    else:
        head = say("log_event_once", space=space, event_name=event(c), level=w.name("level", ev.level))
    lines = [head, w.effect("event", ev.id)]
    pos0, miss0, hate0 = sim.pos[:], sim.missives[:], sim.hate
    sim.ev_deck = [c]
    reveal_event(sim, space)
    if ev.hourglass:
        return lines
    done = _moved(pos0, sim.pos)
    for q in (JULIETTE, ROMEO):
        lost = miss0[q] - sim.missives[q]
        if lost > 0:
            done.append(say("log_gives_back", who=names[q], n=lost))
    if sim.hate != hate0:
        done.append(say("log_hate_goes", **{"from": hate0}, to=sim.hate))
    lines.append(" ".join(done) if done else say("log_nothing"))
    return lines


def _next(before: RJBase, after: RJBase, names: Sequence[str]) -> list[str]:
    """The end of the scene: the next scene, the end of the act, or a new act."""
    if after.phase == OVER:
        return _end(after, names)
    act = W().name("act", str(before.act))
    if after.phase == KEEP_LOCATION:
        return [say("log_act_over_keep", act_name=act, rm=names[ROMEO], jl=names[JULIETTE])]
    if after.act > before.act:
        lines = []
        if before.rules_on & R_NO_KEEP:
            lines.append(say("log_act_over_no_keep", act_name=act, card=_rule_card(before, R_NO_KEEP)))
        return lines + _new_act(after, names)
    scene = (after.scene - 1) % SCENES_PER_ACT + 1
    return [say("log_scene", scene_no=scene, act_name=act, rm=names[ROMEO])]


def _new_act(after: RJBase, names: Sequence[str]) -> list[str]:
    act = W().name("act", str(after.act))
    return [say("log_new_act", act_name=act, scene_no=after.scene, rm=names[ROMEO])]


def _end(after: RJBase, names: Sequence[str]) -> list[str]:
    lines = []
    if after.result == WON:
        lines.append(say("log_love_max", love_name=W().name("track", "love"), max=LOVE_MAX))
    return lines + [say("log_verdict", verdict=verdict(after, names))]
