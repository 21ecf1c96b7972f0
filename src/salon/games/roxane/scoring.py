"""Wishes and the final scoring, in the rulebook's nine steps, never below zero."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import (
    AREA_POINTS,
    CANDLE,
    CARD_CLEF,
    CARD_COLOUR,
    CARD_HEARTS,
    CARD_TEXT_ID,
    CARD_TYPE,
    INKWELL,
    KISS_IDS,
    KISS_NEED,
    KISS_POINTS,
    LEAST_REVEALED,
    NEG_FROM,
    PASSION_MAJ,
    PASSION_PER_POINT,
    PENALTY,
    PHRASES,
    POETRY,
    QUILL,
    ROMANCE,
    SCROLL,
    WAX,
    WISH_MAX_REVEALED,
    WISH_N,
    WISH_RULES,
    area_of,
)

if TYPE_CHECKING:
    from .rules import RoxaneState


def written_verses(s: RoxaneState, p: int) -> list[list[int]]:
    """The player's verses that hold at least one text card (ruling R8)."""
    return [v for v in s.verses[p] if v]


def counts(s: RoxaneState, p: int) -> dict[str, int]:
    """The quantities the kiss markers and wishes look at."""
    cards = [c for v in s.verses[p] for c in v]
    col = [0, 0, 0]
    for c in cards:
        col[CARD_COLOUR[c]] += 1
    return {
        "L": s.letters[p], "R": s.roses[p], "F": len(s.fence[p]), "P": s.passion[p],
        "N": len(cards), "O": col[0], "G": col[1], "U": col[2], "K": len(s.kiss[p]),
        "X": max(0, s.revealed[p] - NEG_FROM + 1),
    }


def wish_met(s: RoxaneState, p: int, wish: int) -> bool:
    """Does seat p meet wish tile `wish` now?"""
    c = counts(s, p)
    rule = WISH_RULES[wish]
    n = WISH_N[wish]
    if rule == "letters_3":
        return c["L"] >= n
    if rule == "roses_3":
        return c["R"] >= n
    if rule == "fencing_5":
        return c["F"] >= n
    if rule == "passion_4":
        return c["P"] >= n
    if rule == "same_colour_5":
        return max(c["O"], c["G"], c["U"]) >= n
    if rule == "five_all_colours":
        return c["N"] >= n and min(c["O"], c["G"], c["U"]) >= 1
    if rule == "balance":
        return c["R"] + c["L"] >= c["F"]
    if rule == "bravery":
        return c["P"] >= c["R"] + c["L"]
    if rule == "secrets":
        return c["K"] >= n and s.revealed[p] <= WISH_MAX_REVEALED[wish]
    raise ValueError(f"unknown wish rule {rule!r}")


def kiss_groups(kiss: int, c: dict[str, int]) -> int:
    """How many times kiss marker `kiss`'s combination is fulfilled (groups are disjoint)."""
    return min(c[key] // n for key, n in KISS_NEED[kiss].items())


def ranked(values: list[int], order: list[int], awards: list[int]) -> list[int]:
    """Majority points: `awards` to the players with the most (at least 1), ties won by the
    player higher in `order`."""
    out = [0] * len(values)
    cands = [q for q in range(len(values)) if values[q] >= 1]
    if len(cands) > 1:
        cands.sort(key=lambda q: (-values[q], order.index(q)))
    for q, pts in zip(cands, awards):
        out[q] = pts
    return out


# ---------------------------------------------------------------- poetry helpers
def _types(v: list[int]) -> list[int]:
    return [CARD_TYPE[c] for c in v]


def _has_run(v: list[int], run: list[str]) -> bool:
    texts = [CARD_TEXT_ID[c] for c in v]
    n = len(run)
    return any(texts[i:i + n] == run for i in range(len(texts) - n + 1))


def rhyme(verses: list[list[int]]) -> int:
    """0 no rhyme, 2 two verses rhyme, 3 all three verses rhyme (last cards' clefs)."""
    clefs = [CARD_CLEF[v[-1]] for v in verses]
    if len(clefs) == 3 and clefs[0] == clefs[1] == clefs[2]:
        return 3
    if len(set(clefs)) < len(clefs):
        return 2
    return 0


def same_text_pairs(verses: list[list[int]]) -> int:
    """Texts written at least twice (a third copy does not add to the penalty)."""
    seen: dict[str, int] = {}
    for v in verses:
        for c in v:
            seen[CARD_TEXT_ID[c]] = seen.get(CARD_TEXT_ID[c], 0) + 1
    return sum(1 for n in seen.values() if n >= 2)


SEQ_I = [QUILL, CANDLE, WAX, SCROLL]
SEQ_III = [QUILL, CANDLE, WAX, INKWELL, SCROLL]


def seq_i(v: list[int]) -> bool:
    t = _types(v)
    return t == SEQ_I or (len(t) == 5 and ((t[0] == INKWELL and t[1:] == SEQ_I)
                                           or (t[-1] == INKWELL and t[:-1] == SEQ_I)))


def poetry_points(s: RoxaneState, p: int, rule: str | None) -> int:
    """Points of the active Poetry area for seat p."""
    return poetry_points_for(written_verses(s, p), s.revealed[p], rule)


def poetry_points_for(vs: list[list[int]], revealed: int, rule: str | None) -> int:
    """Points of Poetry area `rule` for written verses `vs` and a Reveal level."""
    if rule is None:
        return 0
    pts = AREA_POINTS[rule]
    pt = pts[0]
    if rule == "I_sequence":
        return pt * sum(seq_i(v) for v in vs)
    if rule == "I_five_cards":
        return pt * sum(len(v) == pts[1] for v in vs)
    if rule in ("I_phrase", "III_phrase"):
        return pt * sum(_has_run(v, PHRASES["two_part"]) for v in vs)
    if rule == "I_single_colour":
        return pt * sum(len(v) >= pts[1] and len({CARD_COLOUR[c] for c in v}) == 1 for v in vs)
    if rule == "II_three_verses":
        return pt if len(vs) >= pts[1] else 0
    if rule in ("II_rhyme", "III_rhyme", "IV_rhyme_plus", "IV_rhyme_minus"):
        return {0: 0, 2: pts[0], 3: pts[1]}[rhyme(vs)]
    if rule == "II_quill_candle":
        return pt * sum(any(a == QUILL and b == CANDLE for a, b in zip(_types(v), _types(v)[1:]))
                        for v in vs)
    if rule == "II_three_colours":
        return pt * sum(len({CARD_COLOUR[c] for c in v}) == 3 for v in vs)
    if rule == "II_short_verses":
        return pt * sum(len(v) < pts[1] for v in vs)
    if rule == "III_sequence":
        return pt * sum(_types(v) == SEQ_III for v in vs)
    if rule in ("III_same_text", "IV_same_text"):
        return pt * same_text_pairs(vs)
    if rule == "III_missing_type":
        return pt * sum(not {QUILL, INKWELL, SCROLL} <= set(_types(v)) for v in vs)
    if rule == "III_few_verses":
        return pt if len(vs) < pts[1] else 0
    if rule in ("IV_colours_plus", "IV_colours_minus"):
        return sum(pts[1] if CARD_COLOUR[c] == 2 else pts[0] for v in vs for c in v)
    if rule == "V_penalty":
        return -pt * PENALTY[revealed]
    if rule == "V_phrase":
        return pt * sum(_has_run(v, PHRASES["five_part"]) for v in vs)
    if rule in ("V_scrolls", "V_inkwells", "V_quills"):
        return pt * sum(CARD_TEXT_ID[c] in PHRASES[rule] for v in vs for c in v)
    raise ValueError(f"unknown poetry rule {rule!r}")


def romance_points(s: RoxaneState, rule: str | None, order: list[int]) -> list[int]:
    """Points of the active Romance area for every seat."""
    return romance_points_for(s.roses, s.letters, rule, order)


def romance_points_for(roses: list[int], letters: list[int], rule: str | None,
                       order: list[int]) -> list[int]:
    """Points of Romance area `rule` for every seat, given their roses and letters."""
    n = len(roses)
    if rule is None:
        return [0] * n
    pts = AREA_POINTS[rule]
    if rule == "letters_majority":
        return ranked(letters, order, pts)
    if rule == "letters2_roses1":
        return [pts[0] * letters[q] + pts[1] * roses[q] for q in range(n)]
    if rule == "both_majority":
        a = ranked(roses, order, pts)
        b = ranked(letters, order, pts)
        return [a[q] + b[q] for q in range(n)]
    if rule == "roses2_letters1":
        return [pts[0] * roses[q] + pts[1] * letters[q] for q in range(n)]
    if rule == "roses_majority":
        return ranked(roses, order, pts)
    return [0] * n


def final_scoring(s: RoxaneState, order: list[int] | None = None) -> tuple[list[float], list[int], dict[str, Any]]:
    """The nine scoring steps; every tie goes to the player higher in round 6's turn order
    (`order`: another turn order, to score a game before round 6 as if it ended now)."""
    n = s.players
    order = list(s.order6 if order is None else order)
    cnt = [counts(s, q) for q in range(n)]
    steps: list[tuple[str, list[int]]] = []
    steps.append(("text_hearts", [sum(CARD_HEARTS[c] for v in s.verses[q] for c in v)
                                  for q in range(n)]))
    steps.append(("passion", [s.passion[q] // PASSION_PER_POINT for q in range(n)]))
    steps.append(("passion_majority", ranked(s.passion, order, PASSION_MAJ)))
    steps.append(("kiss_markers", [KISS_POINTS * len(s.kiss[q]) for q in range(n)]))
    kiss_detail = [{KISS_IDS[k]: kiss_groups(k, cnt[q]) for k in sorted(s.kiss[q])}
                   for q in range(n)]
    steps.append(("kiss_combinations", [sum(d.values()) for d in kiss_detail]))
    r_rule = area_of(ROMANCE, s.marker[0])
    steps.append(("romance", romance_points(s, r_rule, order)))
    track = POETRY[s.options["poetry"]]
    p_rule = area_of(track, s.marker[1])
    steps.append(("poetry", [poetry_points(s, q, p_rule) for q in range(n)]))
    least = [0] * n
    best = min(range(n), key=lambda q: (s.revealed[q], order.index(q)))
    least[best] = LEAST_REVEALED
    steps.append(("least_revealed", least))
    steps.append(("reveal_penalty", [-PENALTY[s.revealed[q]] for q in range(n)]))
    totals = [0] * n
    running: list[dict[str, Any]] = []
    for name, pts in steps:
        totals = [max(0, totals[q] + pts[q]) for q in range(n)]
        running.append({"step": name, "points": list(pts), "totals": list(totals)})
    winner = max(range(n), key=lambda q: (totals[q], -order.index(q)))
    details: dict[str, Any] = {
        "steps": running,
        "per_player": [{name: pts[q] for name, pts in steps} for q in range(n)],
        "kiss_combinations": kiss_detail,
        "romance_area": r_rule,
        "poetry_track": s.options["poetry"],
        "poetry_area": p_rule,
        "tiebreak_order": order,
        "revealed": list(s.revealed),
        "totals": list(totals),
    }
    return [float(t) for t in totals], [winner], details
