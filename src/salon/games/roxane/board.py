"""Roxane's garden, her movement, and the Romance and Poetry track markers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from .data import (
    FIRST_CELLS,
    MOVE_DIR,
    NCELLS,
    NEIGHBOUR,
    OPPOSITE,
    PAVILION,
    PAVILION_CELL,
    POETRY,
    ROMANCE,
    SLOT_STARS,
    T_POETRY,
    T_ROMANCE,
    T_STAR,
    TILE_ARROWS,
    TILE_DIR,
    TILE_KIND,
    TILE_STARS,
)

if TYPE_CHECKING:
    from .rules import RoxaneState

ROMANCE_TRACK, POETRY_TRACK = 0, 1


def lay_garden(rng: Rng) -> list[int]:
    """The 5×5 garden: the Pavilion in the middle, the 24 tiles shuffled around it, the
    four spaces next to the Pavilion laid first; a star tile drawn for one of those is
    exchanged with the next non-star tile of the shuffled pile (rulebook setup 1)."""
    pile = list(range(24))
    rng.shuffle(pile)
    for i in range(len(FIRST_CELLS)):
        if TILE_KIND[pile[i]] == T_STAR:
            j = next(j for j in range(len(FIRST_CELLS), len(pile)) if TILE_KIND[pile[j]] != T_STAR)
            pile[i], pile[j] = pile[j], pile[i]
    order = FIRST_CELLS + [c for c in range(NCELLS) if c != PAVILION_CELL and c not in FIRST_CELLS]
    garden = [PAVILION] * NCELLS
    for cell, tile in zip(order, pile):
        garden[cell] = tile
    return garden


def star_of_tile(s: RoxaneState, tile: int) -> int:
    """The star value (1–3) a star tile fulfils, under the table's star-mapping option."""
    stars = TILE_STARS[tile]
    if s.options.get("stars", "garden-tiles") == "movement-section":
        return 4 - stars
    return stars


def fulfil_star(s: RoxaneState, tile: int) -> None:
    """Roxane entered a star tile: a fulfilment marker goes on the matching wish, if present."""
    stars = star_of_tile(s, tile)
    for slot, st in enumerate(SLOT_STARS):
        if st == stars and s.wishes[slot] >= 0 and not s.fulfil[slot]:
            fulfil = s.fulfil[:]
            fulfil[slot] = 1
            s.fulfil = fulfil


def track_info(s: RoxaneState, track: int) -> tuple[int, int, int]:
    """(number of spaces, start space, reset space or -1) of a track in play."""
    if track == ROMANCE_TRACK:
        return ROMANCE["spaces"], ROMANCE["start"], -1
    t = POETRY[s.options["poetry"]]
    return t["spaces"], t["start"], t.get("reset", -1)


def move_marker(s: RoxaneState, track: int, direction: int, steps: int) -> None:
    """Move a track marker `steps` spaces in `direction` (-1 left, +1 right).

    Step by step: at the track's end the marker stays and an influence marker there stays
    (it cannot block); otherwise a marker standing on an influence marker cannot leave: the
    rest of the movement is ignored and one influence marker is discarded from the game;
    entering Poetry V's reset space sends the marker to the start space and ends the move."""
    spaces, start, reset = track_info(s, track)
    infl = s.infl[track][:]
    pos = s.marker[track]
    for _ in range(steps):
        nxt = pos + direction
        if nxt < 0 or nxt >= spaces:
            break
        if infl[pos]:
            infl[pos] -= 1
            s.infl_gone += 1
            s.infl = [infl, s.infl[1]] if track == 0 else [s.infl[0], infl]
            break
        pos = nxt
        if pos == reset:
            pos = start
            break
    marker = s.marker[:]
    marker[track] = pos
    s.marker = marker


def activate(s: RoxaneState, cell: int) -> None:
    """The tile Roxane ends her movement on takes effect (Romance / Poetry tiles)."""
    tile = s.garden[cell]
    kind = TILE_KIND[tile]
    if kind == T_ROMANCE:
        move_marker(s, ROMANCE_TRACK, TILE_DIR[tile], TILE_ARROWS[tile])
    elif kind == T_POETRY:
        move_marker(s, POETRY_TRACK, TILE_DIR[tile], TILE_ARROWS[tile])


def enter(s: RoxaneState, cell: int) -> None:
    """Roxane enters `cell`: a star tile places its fulfilment marker."""
    s.roxane = cell
    tile = s.garden[cell]
    if TILE_KIND[tile] == T_STAR:
        fulfil_star(s, tile)


def movement_phase(s: RoxaneState) -> None:
    """Round step 2: the top movement tile goes to the track; Roxane moves one step that way,
    bouncing back off the garden's edge; the tile she lands on takes effect."""
    tile = s.moves[-1]
    s.moves = s.moves[:-1]
    s.move_track = s.move_track + [tile]
    d = MOVE_DIR[tile]
    cell = NEIGHBOUR[s.roxane][d]
    if cell < 0:
        cell = NEIGHBOUR[s.roxane][OPPOSITE[d]]
    enter(s, cell)
    activate(s, cell)
