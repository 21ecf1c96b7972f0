"""Player panels (issue 27): one per seat, on a laptop and on a phone, with the seat's name, who
is to act, the game's public progress and the cards in hand as a count, read from what this seat
may see, and in view (a phone's panels wrap above the prompt: every one of them reachable)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import WAIT_MS

pytestmark = pytest.mark.slow

GAMES = {
    # game: (players, options)
    "rose-ceremony": (4, {}),
    "roxane": (3, {}),
    "aqua-mirabilis": (3, {}),
    "romeo-juliette": (2, {"chapter": 1}),
}


def expected(view: dict[str, Any], q: int) -> dict[str, str]:
    """A seat's score and hand count as its panel must show them, from seat 0's view."""
    game = view["game"]
    if game == "rose-ceremony":
        return {"score": str(view["hearts"][q]), "hand": str(view["hand_sizes"][q])}
    if game == "roxane":
        pl = view["player"][q]
        held = len(pl["hand"]) if pl.get("hand") is not None else len(pl["hand_types"])
        return {"score": f"{pl['roses']}/{pl['spaces']['rose']}", "hand": str(held)}
    if game == "aqua-mirabilis":
        ps = next(p for p in view["players_state"] if p["seat"] == q)
        return {"score": str(ps["score"])}
    st = view["seats"][q]
    return {"score": str(view["love"]), "hand": str(sum(st["hand_sizes"]))}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_seat_has_a_panel_with_its_progress(browser: Any, server: Any, game: str) -> None:
    players, options = GAMES[game]
    names = ["Ada", "Bo", "Cy", "Di"][:players]
    res = server.api("POST", "/api/tables", {
        "game": game, "players": players, "options": options, "seed": 5,
        "seats": [{"kind": "human", "name": "Ada"}] + [{"kind": "human", "name": n} for n in names[1:]]}, admin=True)
    tid, tok = res["table_id"], res["seats"][0]["token"]
    st = server.api("GET", f"/api/tables/{tid}/state", token=tok)
    for w, h, phone in ((1366, 768, False), (390, 844, True)):
        ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone, has_touch=phone)
        page = ctx.new_page()
        try:
            page.goto(f"{server.url}/#/table/{tid}?token={tok}")
            page.wait_for_function("([s]) => window.salon && document.body.dataset.stateId === String(s)",
                                   arg=[st["state_id"]], timeout=WAIT_MS)
            chips = page.evaluate("""() => [...document.querySelectorAll('.seat-chip[data-seat]')].map((c) => {
              const r = c.getBoundingClientRect();
              const stat = (cls) => { const b = c.querySelector(`.stat.${cls} b`); return b ? b.textContent : null; };
              return { seat: Number(c.dataset.seat), text: c.textContent, acting: c.classList.contains('acting'),
                       me: c.classList.contains('me'), score: stat('score'), hand: stat('hand'),
                       top: r.top + scrollY, left: r.left, right: r.right, width: r.width };
            })""")
            assert [c["seat"] for c in chips] == list(range(players)), chips
            for c in chips:
                q = c["seat"]
                assert names[q] in c["text"], c
                assert c["acting"] == (q in st["to_act"]) and c["me"] == (q == 0), c
                want = expected(st["view"], q)
                assert c["score"] == want["score"], (c, want)
                if "hand" in want:
                    assert c["hand"] == want["hand"], (c, want)
                # on the page, never past its sides (a phone scrolls down to it, never sideways)
                assert c["width"] > 0 and c["left"] >= 0 and c["right"] <= w + 1, c
        finally:
            ctx.close()
