"""Another seat's area in the table's frame (board.js, ../shared/TABLE.md): it waits for its
drawer, but a target of the decision that only it holds brings it onto the board (so the move
can be seen and played), and a target that something else on the board reaches (a button
naming its player) leaves it in its drawer. Drawn from a small board of three parts in the
page itself: a shared section, your own area (docked) and seat 1's area."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.slow

#: a board 600 × 400: a shared part with a button (a target when `button` is set), your own area
#: docked, seat 1's area holding a target (`@1`, "pick seat 1"); then what shows where
SHOW = """async (button) => {
  const { boardFrame } = await import("/board.js");
  const { s, svg } = await import("/ui.js");
  const host = document.createElement("div");
  host.style.cssText = "position:fixed; inset:0; display:flex; flex-direction:column; width:1000px; height:700px; background:#fff; z-index:99";
  const box = document.createElement("div");
  box.className = "board-box";
  box.style.cssText = "flex:1; display:flex; flex-direction:column; min-height:0";
  host.append(box);
  document.body.append(host);
  const frame = boardFrame(box);
  const root = svg(600, 400, [], { class: "board" });
  const rect = (x, y, w, h, attrs) => s("rect", { x, y, width: w, height: h, ...attrs });
  root.append(
    rect(20, 20, 100, 40, button ? { class: "can", "data-pick": "@1" } : {}),
    s("text", { x: 30, y: 90, style: "font-size:14px" }, ["the shared board"]),
    rect(20, 220, 100, 40, {}),
    s("text", { x: 30, y: 290, style: "font-size:14px" }, ["your own area"]),
    rect(320, 220, 200, 100, { class: "can hit", "data-pick": "@1" }),
    s("text", { x: 330, y: 250, style: "font-size:14px" }, ["Bea's area"]),
  );
  root.setAttribute("data-sections", JSON.stringify([
    ["shared", 0, 0, 600, 200, "", "the board"], ["own", 0, 200, 300, 200, "dock", "Ada"], ["seat1", 300, 200, 300, 200, "area1", "Bea"],
  ]));
  frame.show(root, { game: "probe" });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const shown = (sel) => [...box.querySelectorAll(sel)].filter((n) => n.getBoundingClientRect().width > 0 && getComputedStyle(n).display !== "none")
    .map((n) => n.dataset.section);
  const out = { stage: shown(".sec-stage.board > svg"), dock: shown(".board-dock svg"), held: [...box.querySelectorAll(".area-hold > svg")].map((n) => n.dataset.section),
                areaSeats: frame.areaSeats };
  frame.openArea(1, "Bea: the whole area");
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  out.drawer = shown(".drawer svg");
  frame.close();
  host.remove();
  return out;
}"""


def test_a_target_only_an_area_holds_brings_the_area_onto_the_board(page: Any, server: Any) -> None:
    page.goto(server.url + "/")
    got = page.evaluate(SHOW, False)
    assert got["stage"] == ["shared", "seat1"], got
    assert got["dock"] == ["own"], got
    assert got["areaSeats"] == [1], got
    # its drawer still opens, with its own copy of the drawing
    assert got["drawer"] == ["seat1"], got


def test_a_target_the_board_also_reaches_leaves_the_area_in_its_drawer(page: Any, server: Any) -> None:
    page.goto(server.url + "/")
    got = page.evaluate(SHOW, True)
    assert got["stage"] == ["shared"], got
    assert got["held"] == ["seat1"], got
    assert got["drawer"] == ["seat1"], got
