"""The helpers behind a measured data file's regeneration command."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from salon.core.measured import measure_args, write_package_data


def test_measure_args_reads_games_and_seed_with_the_module_defaults() -> None:
    args = measure_args("Fit a model.\n\nMore.", [], games=1000)
    assert (args.games, args.seed) == (1000, 1)
    args = measure_args(None, ["--games", "5", "--seed", "9"], games=1000)
    assert (args.games, args.seed) == (5, 9)
    with pytest.raises(SystemExit):
        measure_args(None, ["--games", "many"], games=1000)


def test_write_package_data_writes_the_file_the_package_reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "measured_pkg_for_test"
    (pkg / "data").mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        write_package_data("measured_pkg_for_test", "model.toml", ["# measured", "x = 1"])
        assert (pkg / "data" / "model.toml").read_text(encoding="utf-8") == "# measured\nx = 1"
    finally:
        sys.modules.pop("measured_pkg_for_test", None)
