"""The state message, built from pre-encoded parts and caches (Hub.state_message), is byte for
byte the JSON of the message built directly from the state: `view`, `legal_actions`,
`label_for`, `can_undo` (replayed, without the kept state before), `prompt_for`, the log worded
with today's names and the public seat facts, for every game, every viewer and every log delta."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

pytest.importorskip("fastapi")

from salon.core import load_game  # noqa: E402
from salon.core.registry import game_ids  # noqa: E402
from salon.server.hub import Hub  # noqa: E402
from salon.server.live import Conn, LiveTable  # noqa: E402
from salon.server.talk import placeholders, word  # noqa: E402
from salon.server.undo import UNDOS_IN_A_TURN, undo_lines  # noqa: E402

LEFT = "You left this seat; a bot plays it until you claim it again"


def expected(t: LiveTable, viewer: int | None, frm: int, told: list[list[list[str]]]) -> dict[str, Any]:
    """The state message for `viewer` with the log from entry `frm`, from the state alone and
    the sentences each viewer was told (`told`, kept by the test beside the table's own log)."""
    st = t.state
    names = [(s.get("name") or "").strip() or st.seat_name(int(s["seat"])) for s in t.seats]
    away = viewer is not None and t.bot_spec(viewer) is not None
    acting = viewer is not None and not away and t.status == "playing"
    legal = st.legal_actions(viewer) if acting and viewer is not None else []
    undoable = False
    if viewer is not None and not away and t.status == "playing" and st.can_undo(viewer):
        row = 0
        for p, a in reversed(st.history()):
            if p != viewer:
                break
            row += a == "undo"
        undoable = row < UNDOS_IN_A_TURN
    prompt = st.prompt_for(viewer, names)
    if away and viewer is not None and t.seats[viewer]["kind"] == "human" and not st.is_over():
        prompt = LEFT
    idx = t.players if viewer is None else viewer
    log = []
    for k in range(frm, t.state_id):
        lines = word(told[k][idx], names)
        log.append({"state_id": k + 1, "seat": t.entries[k][0], "text": " ".join(lines), "lines": lines})
    msg: dict[str, Any] = {
        "type": "state", "table_id": t.id, "state_id": t.state_id, "seat": viewer, "status": t.status,
        "view": st.view(viewer), "legal": [str(a) for a in legal],
        "labels": [st.label_for(a, viewer, names) for a in legal] if viewer is not None else [],
        "can_undo": undoable, "prompt": prompt, "log": log, "log_from": frm, "resync": frm == 0,
    }
    if st.is_over():
        out, scoring = st.outcome(), st.scoring(names)
        msg["outcome"] = out.to_dict() if out else None
        msg["scoring"] = scoring.to_dict() if scoring else None
        msg["rematch"] = t.rematch
    here = {c.seat for c in t.conns}
    seats = []
    for s in t.seats:
        q = s["seat"]
        d: dict[str, Any] = {"seat": q, "kind": s["kind"],
                             "connected": t.bot_spec(q) is not None or q in here or bool(t.remote.get(q))}
        if s.get("name"):
            d["name"] = s["name"]
        if s["kind"] == "human" and s["away"]:
            d["away"] = True
            d["bot"] = t.replacement_bot
        if not d["connected"] and q in t.absent_at:
            d["absent_since"] = t.absent_at[q]
        seats.append(d)
    msg.update({
        "names": names, "seat_names": [st.seat_name(q) for q in range(t.players)],
        "to_act": list(st.current_players()), "seats": seats, "deadline": t.deadline(), "grace": t.grace,
        "seeded": t.seeded, "rated": t.rated, "chat": {"allowed": t.talk_allowed(), "spectators": t.spectator_chat},
    })
    return msg


@pytest.mark.parametrize("game_id", game_ids())
def test_state_messages_are_those_built_from_the_state(game_id: str) -> None:
    game = load_game(game_id)
    hub = Hub.__new__(Hub)  # state_message needs no store, thread or loop
    checked = undos = 0
    for g, players in enumerate(sorted({game.min_players, game.max_players})):
        st = game.new_game(players, seed=500 + g)
        seats = [{"seat": q, "kind": "human", "away": False, "name": "Ada" if q == 0 else ""}
                 for q in range(players)]
        t = LiveTable(id="t1", game=game, players=players, options={}, seed=500 + g, status="playing",
                      clock=None, bot_delay=None, replacement_bot="random", created_at=0.0, updated_at=0.0,
                      seats=seats, state=st)
        # every seat, a spectator, and a second connection of seat 0 that reads only some states
        conns = [Conn(seat=q, send=print) for q in [*range(players), None]]
        slow = Conn(seat=0, send=print)
        t.conns.update([*conns, slow])
        t.note_presence()
        rng = random.Random(g)
        ph = placeholders(players)
        told: list[list[list[str]]] = []  # what each viewer was told, as the narrators said it
        step = 0
        while not st.is_over() and step < 150:
            step += 1
            p = st.current_players()[0]
            undoer = [q for q in range(players) if st.can_undo(q)]
            if step == 4:
                seats[1]["away"] = True  # handed to the bot: no moves, the "left" prompt
            if step == 9:
                seats[1]["away"] = False
                seats[1]["name"] = "Bea"  # a name chosen later: the log is worded anew
            if undoer and rng.random() < 0.3:
                q = undoer[0]
                k = st.undo_target(q)
                new = st.clone()
                new.undo(q)
                told.append([undo_lines(said, q) for said in told[k]])
                t.record(q, told[-1], new.current_players())
                undos += 1
            else:
                action = rng.choice(st.legal_actions(p))
                new = st.clone()
                new.apply(p, action)
                told.append([new.narrate(st, p, action, v, ph) for v in [*range(players), None]])
                t.record(p, told[-1], new.current_players())
                t.before = st
            t.state = new
            if new.is_over():
                t.status = "finished"
            t.msg_cache.clear()
            if step % 5 == 0:
                slow.push_state(full=True)
            for c in [*conns, *([slow] if step % 3 else [])]:
                frm = 0 if c.full or c.log_sent > t.state_id else c.log_sent
                want = expected(t, c.seat, frm, told)
                text = hub.state_message(t, c)
                assert json.loads(text) == want, (game_id, step, c.seat)
                assert text == json.dumps(want, separators=(",", ":"), ensure_ascii=False)
                resync = hub.state_message(t, Conn(seat=c.seat, send=print))
                t.msg_cache.clear()  # (built again from the state, not read back from the cache)
                assert hub.state_message(t, Conn(seat=c.seat, send=print)) == resync  # the same for every connection
                checked += 1
            st = new
    assert checked > 100
    if game_id in ("aqua-mirabilis", "romeo-juliette"):  # some steps can be taken back there
        assert undos > 0
