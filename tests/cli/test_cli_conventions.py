"""The smaller CLI conventions: one final scoring, help at the prompt, bot specs, player counts,
resume messages, output folders, 80-column screens."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app

runner = CliRunner()


@pytest.fixture(scope="module")
def roxane_record(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    save = tmp_path_factory.mktemp("roxane") / "game.json"
    result = runner.invoke(app, ["play", "roxane", "--seat", "none", "--seed", "2", "--bots", "random",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output[-2000:]
    return save, result.output


def test_roxane_prints_its_final_scoring_once_in_play_and_replay(roxane_record) -> None:  # type: ignore[no-untyped-def]
    save, played = roxane_record
    assert played.count("Final scoring") == 1 and played.count("Total") == 1
    for args in (["--all", "--seat", "1"],):
        replayed = runner.invoke(app, ["replay", str(save), *args])
        assert replayed.exit_code == 0, replayed.output[-2000:]
        assert replayed.output.count("Final scoring") == 1


def test_a_stepped_replay_draws_the_last_board_and_the_scoring_once(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    assert runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "3",
                               "--save", str(save)]).exit_code == 0
    stepped = runner.invoke(app, ["replay", str(save)], input="\n" * 200)
    assert stepped.exit_code == 0, stepped.output[-2000:]
    assert stepped.output.count("Final scoring") == 1
    assert stepped.output.count("Rose Ceremony — Game over") == 1


def test_roxane_names_the_c_clef_in_full(roxane_record) -> None:  # type: ignore[no-untyped-def]
    _, played = roxane_record
    text = " ".join(played.split())
    assert "C clef" in text
    assert " C 0♥" not in text and " C 1♥" not in text and " C 2♥" not in text


def test_question_mark_lists_the_commands_and_they_work() -> None:
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "3", "--seed", "2"],
                           input="?\nm\nr\nzzz\nq\n")
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "'?' is not Rose Ceremony notation" not in out
    assert "What you can type" in out
    for line in ("u, undo", "m, menu", "r, rules", "?, help", "q, quit",
                 "the rules of Rose Ceremony (also: salon rules rose-ceremony)"):
        assert line in out
    assert out.count("your decision") == 3  # the menu, again after m, again after the rules
    assert "Goal" in out or "goal" in out  # the rules text was shown
    assert "is not Rose Ceremony notation" in out and "(? lists what you can type)" in out
    assert "? for help" in out


def test_help_says_when_undo_is_possible() -> None:
    result = runner.invoke(app, ["play", "aqua-mirabilis", "--players", "2", "--seed", "3",
                                 "--bots", "random"], input="?\n1\n?\nq\n")
    assert result.exit_code == 0, result.output[-2000:]
    helps = result.output.split("What you can type")[1:]
    assert len(helps) == 2
    assert "(not now)" in " ".join(helps[0].split()) and "(not now)" not in " ".join(helps[1].split()[:60])


@pytest.mark.parametrize("spec,message", [
    ("ismcts:", "bot spec 'ismcts:': nothing after ':'"),
    ("ismcts:,heuristic", "bot spec 'ismcts:': nothing after ':'"),
    ("heuristic,,random", "an empty spec between commas"),
    ("heuristic,", "an empty spec between commas"),
    ("rollout=random,heuristic", "'rollout=random' is a parameter"),
    ("ismcts:iterations=5,,c=1", "an empty spec between commas"),
])
def test_bad_bot_specs_are_refused_everywhere(spec: str, message: str) -> None:
    for args in (["simulate", "rose-ceremony", "--games", "1"], ["play", "rose-ceremony", "--seat", "none"],
                 ["arena", "rose-ceremony", "--games", "2"]):
        bots = spec if args[0] != "arena" else spec + ",random"
        result = runner.invoke(app, [*args, "--bots", bots])
        assert result.exit_code == 2 and message in result.output, (args, result.output[-500:])
        assert len(result.output.strip().splitlines()) == 1


def test_a_spec_with_several_parameters_is_one_spec() -> None:
    from salon.bots import InvalidBotSpec, make_bot, split_specs
    from salon.bots.base import parse_spec

    assert split_specs("ismcts:iterations=5,rollout=random,heuristic") == [
        "ismcts:iterations=5,rollout=random", "heuristic"]
    assert split_specs(" random , heuristic ") == ["random", "heuristic"]
    assert parse_spec("ismcts:iterations=5,rollout=random") == ("ismcts", {"iterations": 5, "rollout": "random"})
    with pytest.raises(InvalidBotSpec, match="nothing after ':'"):
        make_bot("ismcts:")
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--players", "3", "--jobs", "1",
                                 "--bots", "ismcts:iterations=5,rollout=random", "--json"])
    assert result.exit_code == 0, result.output
    assert '"ismcts:iterations=5,rollout=random"' in result.output


def test_a_fixed_player_count_reads_as_one_number() -> None:
    import salon

    result = runner.invoke(app, ["play", "romeo-juliette", "--players", "3"])
    assert result.exit_code == 2 and "romeo-juliette is played by 2 players, not 3" in result.output
    assert "2–2" not in result.output
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--players", "7"])
    assert "rose-ceremony is played by 3–6 players, not 7" in result.output
    assert salon.load_game("romeo-juliette").players_text() == "2 players"
    pytest.importorskip("numpy")  # the rl extra
    from salon.rl import codec_for

    with pytest.raises(salon.SalonError, match="played by 2 players, not 4"):
        codec_for("romeo-juliette", 4)


def test_resume_names_the_settings_that_differ(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    base = ["simulate", "rose-ceremony", "--games", "2", "--jobs", "1", "--out", str(out)]
    assert runner.invoke(app, [*base, "--seed", "1"]).exit_code == 0
    result = runner.invoke(app, [*base, "--games", "3", "--seed", "2", "--players", "4",
                                 "--bots", "heuristic", "--resume"])
    text = " ".join(result.output.split())
    assert result.exit_code == 2
    assert "it was run with other settings (players 3 there, 4 now;" in text
    assert "seed 1 there, 2 now" in text and "heuristic, heuristic, heuristic, heuristic now" in text


SPEC = "ismcts:iterations=4,rollout=random,c=0.7"
SPEC_PARTS = ["ismcts:", "iterations=4,", "rollout=random,", "c=0.7"]


@pytest.fixture(scope="module")
def long_batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """One simulate run at 80 columns with a long spec, into folders that do not exist yet."""
    folder = tmp_path_factory.mktemp("out") / "a_rather_long_folder_name_for_the_results_of_simulations"
    out, report = folder / "runs" / "very_long_results_file_name_of_the_batch.jsonl", folder / "reports" / "rep"
    sim = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--jobs", "1", "--bots",
                              f"{SPEC},heuristic,random", "--out", str(out), "--report", str(report)],
                        env={"COLUMNS": "80"})
    assert sim.exit_code == 0, sim.output
    return out, report, sim.output


def test_every_output_path_makes_its_missing_folders(long_batch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """One rule for --out, --report and --save: missing folders on the way are made."""
    out, report, _ = long_batch
    assert out.is_file() and (report / "index.html").is_file()
    save = tmp_path / "saved" / "c" / "game.json"
    result = runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "1", "--save", str(save)])
    assert result.exit_code == 0 and save.is_file()


def test_an_output_path_under_a_file_is_refused_before_anything_is_made(tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    for args, flag in ((["simulate", "rose-ceremony", "--out", str(plain / "d" / "g.jsonl")], "--out"),
                       (["simulate", "rose-ceremony", "--report", str(plain / "d")], "--report"),
                       (["play", "rose-ceremony", "--seat", "none", "--save", str(plain / "d" / "g.json")], "--save")):
        result = runner.invoke(app, args)
        assert result.exit_code == 2 and f"salon: error: {flag} " in result.output
        assert "is not a folder" in result.output or "is a file, not a folder" in result.output
    bad = runner.invoke(app, ["simulate", "rose-ceremony", "--out", str(tmp_path / "new" / "g.jsonl"),
                              "--report", str(plain)])
    assert bad.exit_code == 2 and not (tmp_path / "new").exists()  # nothing made before all checks


def test_wrap_lines_breaks_specs_and_paths_between_their_parts() -> None:
    from salon.cli.fit import wrap_lines

    assert wrap_lines("ismcts:iterations=5,rollout=random,c=0.7", 22) == [
        "ismcts:iterations=5,", "rollout=random,c=0.7"]
    path = "Report written to results/runs/a_rather_long_folder_name_for_results/report/index.html"
    lines = wrap_lines(path, 40)
    assert " ".join(lines).replace("/ ", "/") == path or "".join(lines) == path
    assert all(len(line) <= 40 for line in lines)
    assert all(line.endswith("/") for line in lines[:-1])  # broken after a folder
    assert wrap_lines("x" * 30, 12) == ["x" * 12, "x" * 12, "x" * 6]  # one piece too wide: cut
    assert wrap_lines("two words", 80) == ["two words"]


def _words_cut(output: str, tokens: list[str]) -> list[str]:
    """The tokens the screen does not show whole on one line, nor broken after , / : = _."""
    flat = [line.strip(" │┃") for line in output.splitlines()]
    bad = []
    for token in tokens:
        if any(token in line for line in flat):
            continue
        pieces = [p for p in __import__("re").split(r"(?<=[,/:=_])", token) if p]
        if not all(any(p in line for line in flat) for p in pieces):
            bad.append(token)
    return bad


def test_long_specs_and_file_names_are_not_cut_mid_word_at_80_columns(long_batch) -> None:  # type: ignore[no-untyped-def]
    out, report, output = long_batch
    env = {"COLUMNS": "80"}
    assert max(len(line) for line in output.splitlines()) <= 80
    assert not _words_cut(output, SPEC_PARTS + [out.parents[1].name + "/", "index.html"])
    rep = runner.invoke(app, ["report", str(out)], env=env)
    assert rep.exit_code == 0 and not _words_cut(rep.output, SPEC_PARTS + [out.name])
    both = runner.invoke(app, ["report", str(out), str(out)], env=env)
    assert both.exit_code == 0 and not _words_cut(both.output, SPEC_PARTS)
    arena = runner.invoke(app, ["arena", "rose-ceremony", "--games", "3", "--jobs", "1",
                                "--bots", f"{SPEC},random"], env=env)
    assert arena.exit_code == 0, arena.output
    assert max(len(line) for line in arena.output.splitlines()) <= 80
    assert not _words_cut(arena.output, SPEC_PARTS)
