"""Aqua Mirabilis (2–4 players): perfumers of Grasse compete to please the King and his Court.

Rules summary (rules/aqua-mirabilis.txt; data in data/components.toml; rulings in
docs/rulings/aqua-mirabilis.md). Players take turns in seating order. On a turn a player either
moves their perfumer to a free action slot and pays its action points (AP) on the sundial (5 AP,
never the same action type as in their previous turn), or returns home to produce with the
production points the sundial shows. Actions: the flower market (a bench plus optional worker
moves, 1 AP each, collecting one flower from the bench and from each worker's basket);
apprenticeship (base scent, specialisation, special skill, production method); travel to Paris,
London, Köln or Firenze (a letter of reference of the city's level; the top city tile); court life
with couples A–D (the nobleman's letter, gifts to the Dame for influence tokens, favours to the
relative majority, at most two each); Versailles (present perfumes on the 6×6 preference matrix:
originality token on a new cell, a blue cube, originality / Court / King / perfection points).
Production spends points on methods (Distillation, Maceration, Squeezing, Enfleurage,
Extraction), stores leftover flowers on method inputs, then moves the coach (stopping at a city
with the right letter takes any tile of its pile). When the sundial resets the day advances; the
three middle Sundays deliver flowers, return presented perfumes and reset the matrix. Perfumes
(recipe at or below the player's experience, the base scent discarded, completed at once with 1–2
different complementary scents, at most 3, no duplicates) and city tiles (one-off effects) can be
used at every open point of the player's own turn. After a turn, one originality token buys an extra turn (never
two in a row). The game ends when play returns to the player who reached the last Sunday; then
the final Sunday operations, the final perfume parade and the additional scoring (originality
tokens, flipped city tiles, 5 per Dame majority, the four hidden final bonuses). Ties: Dame
favours, experience, letter, perfumes.

Action notation (one decision each; `str(action)`):
    go <slot>                  slot: market-O..market-R, base, spec-1, spec-2, skill, method-1,
                               method-2, paris, london, koln, firenze, court-A1, court-A2,
                               court-B1, court-B2, court-C, court-D, versailles-1..4
    produce | end turn | extra turn | done | collect | court down
    worker <1|2> <flower>      move a worker during a market action (1 AP)
    extra <flower>             the +1 flower skill
    take base|spec <type> | take skill flower|production|coach | take method <CODE> pay <type>
    drop <CODE>                discard a method to make room for a new one
    gift <scent> | gift token | gift perfume <n>; move token from <dame>; release favour <dame>
    present <n>                present perfume n (1-based) at Versailles
    make <CODE> <type> [<type>]; store <CODE> <type>; unstore <CODE> <type> (discard a stored
    flower); coach left|right <legs>;
    choose <tile>; coach home | coach stay
    recipe <id>; add <scent>; discard perfume <n>; flip <tile>; take scent <type>;
    influence <dame>
    Flower/scent types: O B J L N R. Method codes: DIS MAC SQU ENF EXT.
    A decision whose only option is `done`, `end turn` or `collect` resolves itself (ruling R12).
    Perfumes (`recipe`) and any-time city tiles (`flip`) are offered at every open point of the
    player's own turn: the turn decision, between worker moves, Dame gifts, Versailles, between
    production steps (each method use), the storing step, the coach step (before moving, and
    when choosing to return home) and the end of the turn (ruling R11).

What each seat sees: everything on the table — market, workers, matrix, tracks, every player's
board, flowers, scents, perfumes, tiles, tokens, favours and influence, the face-up top tile of
each city pile and the composition of each pile — except the final bonus hidden under each Dame
(seen by a seat once it has gifted that Dame; all revealed at the end) and the order of each city
pile below its top tile. Spectators see no bonus before the end.

Version history:
    1 — first release: complete rules, rulings R1–R27 (docs/rulings/aqua-mirabilis.md).
    2 — perfumes and any-time city tiles also between production steps and worker moves, in the
        storing and coach steps (R11); production steps no longer close by themselves while a
        perfume or tile is usable.
    3 — rulings revisited (issue 16): the Firenze influence tile may put both tokens on one Dame
        (R22); a full first cell keeps the King's points (R18); a favour given back follows the
        majority again once its holder has room (R19); two presentations at most per Versailles
        action (R17, option `stack_presentations`); the new-methods bonus adds its tiers and
        counts every method learned (R26, options `method_bonus`, `methods_counted`). Version 2
        records are refused.
    4 — never the same production method twice (R15, issue 26): a method learned and dropped is
        not offered again to that player. Version 3 records continue with `relearn_methods=true`.
"""

from .rules import GAME, AquaMirabilis, AquaState

__all__ = ["GAME", "AquaMirabilis", "AquaState"]
