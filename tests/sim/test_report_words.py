"""Every label a simulation report shows comes from the game's words, never from an id.

For a seeded run of 20 games of each of the four games (with options away from the defaults
where the game has options), the HTML page, the side-by-side view and the console summary are
rendered; no statistic name, statistic value, ending, option name or option value they show
may be a raw id (a key of the results, a value as the results hold it, or anything with '_')."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from salon.cli.app import console
from salon.cli.report import print_comparison
from salon.cli.simulate import print_summary
from salon.core import load_game
from salon.core.registry import game_ids
from salon.sim.balance import balance
from salon.sim.report import Labels, side_by_side, write_report
from salon.sim.runner import run_batch

#: game -> (players, options away from the defaults, so the options row has something to name)
GAMES: dict[str, tuple[int, dict[str, Any]]] = {
    "aqua-mirabilis": (2, {"method_bonus": "tiers", "stack_presentations": True}),
    "romeo-juliette": (2, {"chapter": 2, "allegory_lovers": False}),
    "rose-ceremony": (3, {}),
    "roxane": (2, {"poetry": "II", "comma_woo": 2}),
}


def _counted(stats: dict[str, Any]) -> dict[str, list[str]]:
    """Every statistic key (nested ones too) -> the raw values it counted."""
    out: dict[str, list[str]] = {}
    for k, v in stats.items():
        if isinstance(v, dict) and "counts" in v:
            out[k] = list(v["counts"])
        elif isinstance(v, dict) and "n" not in v:
            out[k] = []
            out.update(_counted(v))
        else:
            out[k] = []
    return out


@pytest.fixture(scope="module")
def docs() -> dict[str, tuple[dict[str, Any], list[Any]]]:
    out = {}
    for game_id, (players, options) in GAMES.items():
        results = list(run_batch(game_id, players, ["random"] * players, 20, seed=11, options=options))
        doc = {"file": f"{game_id}.jsonl", "game": game_id, "players": players,
               "options": load_game(game_id).resolve_options(players, options), **balance(results, players)}
        out[game_id] = (doc, results)
    return out


def _raw_ids(doc: dict[str, Any]) -> tuple[set[str], dict[str, list[str]]]:
    """The ids a report must not show: statistic keys (as they are and spaced), endings, option
    names and values; and per counted statistic its raw values."""
    counted = _counted(doc["game_stats"])
    ids = set(counted) | {k.replace("_", " ") for k in counted} | set(doc["ends"])
    for name, value in doc["options"].items():
        ids |= {name, name.replace("_", " "), f"{name}={value}"}
    return ids, counted


def _assert_words(label: str, ids: set[str], where: str) -> None:
    assert "_" not in label, f"{where}: {label!r} shows an id"
    assert label not in ids, f"{where}: {label!r} is an id of the results"


def _assert_values_named(cell: str, raw: list[str], where: str) -> None:
    """A counted statistic's cell ('always X', 'X 60%, Y 40%') names none of its raw values."""
    for value in raw:
        shown = re.search(rf"(?:^|, |always ){re.escape(value)}(?: \d+%|$)", cell)
        assert shown is None, f"{where}: raw value {value!r} shown in {cell!r}"
    assert "_" not in cell, f"{where}: {cell!r} shows an id"


class _Rows(HTMLParser):
    """The cells of every table row of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def test_every_game_is_checked() -> None:
    assert sorted(GAMES) == sorted(game_ids())


def test_every_statistic_ending_and_option_of_the_runs_has_words(docs: dict[str, Any]) -> None:
    for game_id, (doc, _) in docs.items():
        words = load_game(game_id).words()
        counted = _counted(doc["game_stats"])
        assert counted, f"{game_id} declares no statistics"
        labels = Labels(game_id)
        for key, raw in counted.items():
            assert words.has("statistic", key), f"{words.source} has no [statistic.{key}]"
            for value in raw:
                assert labels.stat_value(key, value) != value, f"{game_id}: no words for {key} = {value!r}"
        for end in doc["ends"]:
            assert labels.end(end) != end, f"{game_id}: no words for the ending {end!r}"
        for name, value in doc["options"].items():
            assert words.has("option", name), f"{words.source} has no [option.{name}]"
            assert labels.option_value(name, value) != str(value), f"{game_id}: no words for {name} = {value!r}"


def test_html_page_shows_words_not_ids(docs: dict[str, Any], tmp_path: Path) -> None:
    for game_id, (doc, results) in docs.items():
        ids, counted = _raw_ids(doc)
        page = write_report(results, doc, doc["players"], tmp_path / game_id, "t").read_text()
        parser = _Rows()
        parser.feed(page)
        rows = {cells[0]: cells[1] for cells in parser.rows if len(cells) == 2}
        stat_rows = {label: cell for label, cell in rows.items()
                     if label not in ("statistic", "metric") and label in {Labels(game_id).stat(k) for k in counted}}
        assert len(stat_rows) == len([k for k, v in doc["game_stats"].items()
                                      if "counts" in v or v.get("n")]), f"{game_id}: statistics rows missing"
        for label, cell in stat_rows.items():
            _assert_words(label, ids, f"{game_id} HTML")
            key = next(k for k in counted if Labels(game_id).stat(k) == label)
            _assert_values_named(cell, counted[key], f"{game_id} HTML {label}")
        _assert_values_named(rows["how games ended"], list(doc["ends"]), f"{game_id} HTML endings")
        options = rows["options"]
        for name in doc["options"]:
            assert name not in options, f"{game_id} HTML options: {options!r} shows {name!r}"
        if GAMES[game_id][1]:
            assert options != "the game's defaults"


def test_side_by_side_shows_words_not_ids(docs: dict[str, Any]) -> None:
    runs = []
    for doc, _ in docs.values():  # two runs of each game: the per-game groups are shown too
        runs += [doc, {**doc, "file": "again-" + doc["file"]}]
    view = side_by_side(runs)
    assert len(view["groups"]) == len(GAMES)
    rows = dict(view["rows"])
    for i, doc in enumerate(runs):
        ids, _ = _raw_ids(doc)
        _assert_values_named(rows["how games ended"][i], list(doc["ends"]), f"{doc['game']} endings")
        for name in doc["options"]:
            assert name not in rows["options"][i], f"{doc['game']} options: {rows['options'][i]!r}"
    for group in view["groups"]:
        doc = runs[group["runs"][0]]
        ids, counted = _raw_ids(doc)
        by_label = {Labels(doc["game"]).stat(k): k for k in counted}
        shown = [(label, cells) for label, cells in group["rows"] if label in by_label]
        assert len(shown) == len(doc["game_stats"]), f"{doc['game']}: statistics rows missing"
        for label, cells in shown:
            _assert_words(label, ids, f"{doc['game']} side by side")
            for cell in cells:
                _assert_values_named(cell, counted[by_label[label]], f"{doc['game']} side by side {label}")


def test_console_summary_and_comparison_name_the_endings(docs: dict[str, Any]) -> None:
    for game_id, (doc, _) in docs.items():
        with console.capture() as cap:
            print_summary(doc, "t")
        line = next(x for x in cap.get().splitlines() if x.startswith("How games ended: "))
        for end in doc["ends"]:
            assert not re.search(rf"(?:: |, ){re.escape(end)} \d", line), f"{game_id}: {line!r}"
        assert Labels(game_id).end(next(iter(doc["ends"]))) in line
    with console.capture() as cap:
        print_comparison([doc for doc, _ in docs.values()])
    text = cap.get()
    for doc, _ in docs.values():
        for name in doc["options"]:
            assert name not in text, f"the comparison shows the option id {name!r}"
