"""The core protocol: registry, options, errors, records, JSON, RNG and the codec."""

from __future__ import annotations

import json

import pytest

import salon
from salon.core import Rng, derive_seed, serial
from salon.core.game import Option, State


def test_game_ids_and_load_game() -> None:
    assert "rose-ceremony" in salon.game_ids()
    assert salon.game_ids() == sorted(salon.game_ids())
    game = salon.load_game("rose-ceremony")
    assert game.id == "rose-ceremony" and game.min_players == 3 and game.max_players == 6


def test_unknown_game_id_is_a_clear_error() -> None:
    with pytest.raises(salon.UnknownGame, match="unknown game 'chess'; known games: .*rose-ceremony"):
        salon.load_game("chess")
    assert issubclass(salon.UnknownGame, salon.SalonError)
    assert issubclass(salon.SalonError, ValueError)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 9}, "3–6 players, not 9"),
        ({"players": "4"}, "players must be an integer"),
        ({"players": 4, "colour": "red"}, "no option 'colour'"),
        ({"players": 4, "seed": "x"}, "seed must be an integer"),
    ],
)
def test_bad_options_are_clear_errors(kwargs: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(salon.InvalidOptions, match=message):
        salon.load_game("rose-ceremony").new_game(**kwargs)


def test_option_coercion() -> None:
    level = Option("level", 1, (1, 2, 3))
    assert level.coerce("2") == 2
    with pytest.raises(salon.InvalidOptions, match="not one of: 1, 2, 3"):
        level.coerce(5)
    with pytest.raises(salon.InvalidOptions, match="expected an integer"):
        level.coerce("two")
    flag = Option("fast", False)
    assert flag.coerce("yes") is True and flag.coerce(False) is False
    with pytest.raises(salon.InvalidOptions, match="expected yes or no"):
        flag.coerce("maybe")


def test_same_seed_same_game() -> None:
    game = salon.load_game("rose-ceremony")
    assert game.new_game(4, seed=5).to_json() == game.new_game(4, seed=5).to_json()
    assert game.new_game(4, seed=5).to_json() != game.new_game(4, seed=6).to_json()


def test_no_seed_draws_one_and_records_it() -> None:
    s = salon.load_game("rose-ceremony").new_game(4)
    assert isinstance(s.seed, int)
    assert salon.replay(s.record()).to_json() == s.to_json()


def test_record_shape() -> None:
    s = salon.load_game("rose-ceremony").new_game(3, seed=2)
    p = s.current_players()[0]
    s.apply(p, s.legal_actions(p)[0])
    rec = s.record()
    assert set(rec) == {"game", "version", "players", "seed", "options", "actions"}
    assert rec["actions"] == [[p, str(s.history()[0][1])]]
    json.dumps(rec)


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ([], "a record is a JSON object"),
        ({"game": "rose-ceremony"}, "record lacks players, seed, actions"),
        ({"game": "rose-ceremony", "version": "0", "players": 3, "seed": 1, "actions": []}, "made with rose-ceremony@0"),
        ({"game": "rose-ceremony", "version": "1", "players": 3, "seed": 1, "actions": [[0, "accept"]]},
         "record action 0"),
        ({"game": "rose-ceremony", "version": "1", "players": 3, "seed": 1, "actions": [5]},
         "not \\[seat, notation\\]"),
        ({"game": "rose-ceremony", "players": 3, "seed": 1, "actions": []}, "record lacks version"),
        ({"game": "rose-ceremony", "version": None, "players": 3, "seed": 1, "actions": []},
         "version is missing or null"),
    ],
)
def test_bad_records_are_clear_errors(record: object, message: str) -> None:
    with pytest.raises(salon.InvalidRecord, match=message):
        salon.replay(record)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["", "{", "[]", '{"game": "rose-ceremony"}', '{"game": "nope"}'])
def test_bad_json_state_is_a_clear_error(text: str) -> None:
    with pytest.raises(salon.SalonError):
        State.from_json(text)


def test_from_json_refuses_another_version() -> None:
    s = salon.load_game("rose-ceremony").new_game(3, seed=2)
    doc = json.loads(s.to_json())
    doc["version"] = "0"
    with pytest.raises(salon.InvalidRecord, match="@0"):
        State.from_json(json.dumps(doc))


def test_rng_is_deterministic_and_uniform_enough() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    r = Rng(1)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    c = r.clone()
    assert c.below(1000) == r.below(1000)
    items = list(range(10))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(10))
    with pytest.raises(ValueError):
        r.below(0)


def test_derive_seed_is_stable() -> None:
    # Fixed values: a change here would change every seeded result salon ever published.
    assert derive_seed(1, "game", 0) == 1496058192878395930
    assert derive_seed(1, 2) == 6819958599514513872
    assert derive_seed(1, "game", 0) != derive_seed(1, "game", 1)
    assert derive_seed(1, 2) != derive_seed(2, 1)
    assert 0 <= derive_seed("x") < 2**63


def test_codec_round_trip() -> None:
    value = {"a": (1, 2), "b": [1, (2, 3)], "c": {(1, 2): "x"}, "d": {1, 2}, "e": frozenset({3}),
             "r": Rng(5), "n": None, "f": 1.5}
    back = serial.decode(json.loads(json.dumps(serial.encode(value))))
    assert back["a"] == (1, 2) and back["b"] == [1, (2, 3)] and back["c"] == {(1, 2): "x"}
    assert back["d"] == {1, 2} and back["e"] == frozenset({3}) and back["r"].s == value["r"].s
    with pytest.raises(TypeError):
        serial.encode(object())


def test_prompt_and_waiting() -> None:
    s = salon.load_game("rose-ceremony").new_game(4, seed=3)
    p = s.current_players()[0]
    assert "offer" in s.prompt(p)
    other = (p + 1) % 4
    assert s.prompt(other) == f"Waiting for seat {p}"
    assert s.prompt(None) == f"Waiting for seat {p}"


def test_legal_actions_returns_a_copy() -> None:
    s = salon.load_game("rose-ceremony").new_game(4, seed=3)
    p = s.current_players()[0]
    legal = s.legal_actions(p)
    legal.clear()
    assert s.legal_actions(p)
