"""What the boards draw from the words files reads as words (issue 50): a token's tag is told
apart from every other without relying on letter case, and the state of play a board names (a
phase, a decision) is worded, never an id turned into text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import salon

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]
RENDERERS = Path(salon.__file__).parent / "web" / "games"
#: the kinds of the words a board shows as the state of play (the view's phase or decision)
STATE_KINDS = ("phase", "decision")


def test_romeo_tokens_tags_are_distinct_ignoring_case_and_fit_a_token() -> None:
    words = salon.load_game("romeo-juliette").words()
    tags = {cid: words.field("character", cid, "short") for cid in words.ids("character")}
    assert all(tags.values()), f"a character without its token's tag: {tags}"
    folded: dict[str, list[str]] = {}
    for cid, tag in tags.items():
        folded.setdefault(tag.casefold(), []).append(cid)
    alike = {k: v for k, v in folded.items() if len(v) > 1}
    assert not alike, f"token tags told apart only by letter case: {alike}"
    assert all(1 <= len(tag) <= 3 for tag in tags.values()), tags  # three letters fill a token
    assert tags["lord-capulet"] != tags["lady-capulet"] and tags["lord-montaigu"] != tags["lady-montaigu"]


def _humanised(ident: str) -> str:
    return re.sub(r"[_\-\s]+", " ", ident).strip().casefold()


@pytest.mark.parametrize("gid", GAMES)
def test_the_state_of_play_is_worded_not_an_id(gid: str) -> None:
    words = salon.load_game(gid).words()
    raw = []
    for kind in STATE_KINDS:
        if kind not in words.kinds():
            continue
        for ident in words.ids(kind):
            name = words.name(kind, ident)
            if not name[:1].isupper():
                raw.append(f"{kind}.{ident}: {name!r} (starts like an id, not a sentence)")
            if re.search(r"[_\-]", ident) and _humanised(name).rstrip("?") == _humanised(ident):
                raw.append(f"{kind}.{ident}: {name!r} (the id turned into text)")
    assert not raw, raw


def test_roxane_fencing_decisions_are_questions_in_words() -> None:
    """The report: Roxane's board said "Fencing draw after" (the put-off fencing draw)."""
    words = salon.load_game("roxane").words()
    for ident in ("pre", "post"):
        name = words.name("decision", ident)
        assert name not in ("Fencing draw after", "Fencing draw first?")
        assert name.endswith("?") and " the fencing marker" in name, name


def test_renderers_show_a_phase_or_decision_only_through_the_words() -> None:
    """A board never writes the view's phase, decision or pending kind into its text itself:
    only through the words (w("phase", …), w("decision", …))."""
    raw = re.compile(r"\$\{\s*(?:v|view|p|pending)\.(?:phase|decision|kind|step)\s*\}")
    found = [f"{f.name}: {m.group(0)}" for f in sorted(RENDERERS.glob("*.js")) for m in raw.finditer(f.read_text("utf-8"))]
    assert not found, found
