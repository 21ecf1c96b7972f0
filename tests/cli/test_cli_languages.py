"""The other commands in the reader's language (issue 55): `salon analyse` words its turning
points, `salon simulate` its headings and every command its one-line errors in German or French,
while what programs read (--json) is the same in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from tests.analysis.helpers import named_record_file

runner = CliRunner()

#: a budget that finds turning points in the seeded record below in a few seconds
TINY = ["--searches", "2", "--samples", "2", "--jobs", "1"]


def flat(text: str) -> str:
    """The words of the output, without rich's box lines and wrapping."""
    return " ".join(re.sub("[\u2500-\u257f]", " ", text).split())


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return named_record_file(tmp_path_factory.mktemp("languages"), seed=4)


def test_analyse_in_german_words_its_turning_points_and_keeps_its_json(record_file: Path) -> None:
    result = runner.invoke(app, ["analyse", str(record_file), *TINY, "--lang", "de"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Ada: geschätzte Gewinnchance bei jeder eigenen Entscheidung" in out
    assert "Wendepunkte" in out and "Zusammenfassung pro Platz" in out
    assert re.search(r"Schritt \d+: ", out), out
    assert "stattdessen" in out and "grober Fehler" in out and "Punkte verloren" in out
    assert "verdeckte Karte" in out  # the game's own sentence of the move, worded again in German
    assert not re.search(r"\b(Step|instead|estimated|Turning points|Summary per seat|blunder|mistake|points lost|"
                         r"offers)\b", out), out
    english = runner.invoke(app, ["analyse", str(record_file), *TINY, "--json"])
    german = runner.invoke(app, ["analyse", str(record_file), *TINY, "--json", "--lang", "de"])
    assert german.exit_code == 0 and german.stdout == english.stdout


@pytest.mark.parametrize("args, words", [
    (["simulate", "nogame"], "jeu inconnu 'nogame' ; jeux connus : "),
    (["arena", "roxane", "--bots", "random"], "--bots demande au moins deux bots"),
    (["simulate", "roxane", "--playrs", "3"], "pas d'option --playrs pour salon simulate roxane : vouliez-vous dire "
                                              "--players ?"),
    (["simulate", "roxane", "--resume"], "--resume demande --out FICHIER"),
    (["replay", "{record}", "--game", "1"], "--game choisit une partie d'un fichier de résultats"),
    (["analyse", "{record}", "--level", "extreme"], "--level 'extreme' : choisissez parmi "),
])
def test_a_refusal_in_french_is_one_french_line(args: list[str], words: str, record_file: Path) -> None:
    result = runner.invoke(app, [a.replace("{record}", str(record_file)) for a in args] + ["--lang", "fr"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error: ") and words in lines[0], result.output


def test_simulate_in_german_has_german_headings_and_the_same_json() -> None:
    command = ["simulate", "rose-ceremony", "--games", "2", "--players", "3", "--jobs", "1"]
    result = runner.invoke(app, [*command, "--lang", "de"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Rose Ceremony: 2 Partien, 3 Spieler, Startwert 0" in out
    assert "Platz Bot Siege Siegquote 95%-KI Ø Punkte" in out and "Nach Bot (alle Plätze)" in out
    assert "Partielänge (Entscheidungen): Mittel" in out and "Wie die Partien endeten:" in out
    assert not re.search(r"\b(games|seed|wins|win rate|mean score|By bot|Game length|How games ended)\b", out), out
    english = runner.invoke(app, [*command, "--json"])
    german = runner.invoke(app, [*command, "--json", "--lang", "de"])
    assert english.exit_code == 0 and german.stdout == english.stdout
    assert json.loads(german.stdout)["game"] == "rose-ceremony"


def test_english_is_the_default_and_reads_as_before() -> None:
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--players", "3", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Rose Ceremony: 2 games, 3 players, seed 0" in out and "By bot (all seats)" in out
    assert "seat bot wins win rate 95% CI mean score" in out


def test_the_help_of_salon_play_in_the_language_given_before_the_command() -> None:
    result = runner.invoke(app, ["--lang", "de", "play", "--help"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Aufruf: salon play [OPTIONS] {GAME}" in out and "Spiel eine Partie im Terminal gegen Bots" in out
    assert "Dein Platz: seine Nummer ab 0" in out and "[Vorgabe: (das Minimum des Spiels)]" in out
    assert "Argumente:" in out and "Optionen:" in out and "[erforderlich]" in out
    assert "Diese Hilfe zeigen und beenden." in out
    assert not re.search(r"\b(Usage|Options|default|required|Play a game|Your seat|Number of players|Show this)\b",
                         out), out
    english = flat(runner.invoke(app, ["play", "--help"]).output)  # the same process, English again
    assert "Usage: salon play [OPTIONS] {GAME}" in english and "Play a game in the terminal against bots" in english
    assert "Number of players. [default: (the game's minimum)]" in english


def test_the_help_of_salon_learn_in_the_language_of_the_environment() -> None:
    result = runner.invoke(app, ["learn", "--help"], env={"SALON_LANG": "fr"})
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Utilisation : salon learn" in out and "Apprendre un jeu en jouant ses leçons" in out
    assert "[par défaut : (d'après LANG)]" in out and "Learn a game" not in out


def test_report_compares_runs_side_by_side_in_german(tmp_path: Path) -> None:
    results = tmp_path / "games.jsonl"
    made = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--players", "3", "--jobs", "1",
                               "--out", str(results), "--json"])
    assert made.exit_code == 0, made.output
    result = runner.invoke(app, ["report", str(results), str(results), "--lang", "de"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Nebeneinander" in out and "Bots, nach Platz" in out and "die Vorgaben des Spiels" in out
    assert "Plätze und die eigenen Statistiken" in out and "Siegquote Platz 0" in out
    assert not re.search(r"\b(Side by side|bots, by seat|the game's defaults|how games ended|win rate|always|"
                         r"more)\b", out), out


@pytest.mark.parametrize("args, words", [
    (["games", "--jsn"], "keine solche Option: --jsn; meintest du --json? (siehe 'salon games --help')"),
    (["simulate", "roxane", "--jobs", "x"], "--jobs: eine ganze Zahl erwartet, nicht 'x' (siehe 'salon simulate"),
])
def test_a_mistyped_command_line_in_german(args: list[str], words: str) -> None:
    line = _one_usage_error_line(["--lang", "de", *args])
    assert line.startswith("salon: error: ") and words in line, line


def _one_usage_error_line(argv: list[str]) -> str:
    """The one line a usage error prints (exit code 2)."""
    result = runner.invoke(app, argv)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    return lines[0]


def test_the_list_of_commands_in_the_language_of_the_environment() -> None:
    result = runner.invoke(app, ["--help"], env={"SALON_LANG": "de"})
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Aufruf: salon" in out and "Befehle:" in out and "Spiel eine Partie im Terminal" in out
    assert "Die verfügbaren Spiele mit ihren Spielerzahlen" in out
    french = flat(runner.invoke(app, ["--lang", "fr", "games", "--help"]).output)
    assert "Afficher du JSON." in french


@pytest.mark.parametrize("args, words", [
    (["simulate", "roxane", "--bots", "ismcts:c=x,random"], "bot 'ismcts:c=x' : c doit être un nombre ≥ 0"),
    (["simulate", "roxane", "--bots", "genius,random"], "bot inconnu 'genius' dans 'genius' ; bots : "),
    (["simulate", "roxane", "--bots", "ismcts:rollout=x,random"], "rollout doit valoir random, heuristic ou auto"),
    (["simulate", "roxane", "--option", "seat"], "'seat' : écrivez --option nom=valeur"),
    (["simulate", "roxane", "--players"], "l'option '--players' demande une valeur"),
    (["frob"], "pas de commande 'frob'"),
])
def test_a_wrong_bot_spec_or_option_in_french_is_french(args: list[str], words: str) -> None:
    result = runner.invoke(app, ["--lang", "fr", *args])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], result.output
    assert not re.search(r"\b(must|unknown|write|requires|no such)\b", lines[0]), lines[0]


@pytest.mark.parametrize("args, words", [
    (["simulate"], "Argument 'GAME' fehlt (siehe 'salon simulate --help')"),
    (["games", "extra"], "unerwartetes zusätzliches Argument (extra)"),
    (["simulate", "rose-ceremony", "--backend", "gpu"], "--backend: 'gpu' ist keiner der Werte 'local', 'ray'"),
])
def test_click_s_own_messages_in_german(args: list[str], words: str) -> None:
    assert words in _one_usage_error_line(["--lang", "de", *args])


def test_simulate_help_in_german_has_german_option_texts() -> None:
    result = runner.invoke(app, ["--lang", "de", "simulate", "--help"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Partien zwischen Bots mit Startwerten spielen" in out and "Anzahl der Partien." in out
    assert "Spieler pro Partie." in out and "[Vorgabe: (alle Kerne)]" in out and "Eine vorhandene --out-Datei" in out
    assert not re.search(r"\b(Play seeded|Number of games|Players per game|Worker processes|all cores|Write one|"
                         r"Replace an)\b", out), out
    listed = flat(runner.invoke(app, ["--lang", "fr", "--help"]).output)
    assert "Opposer des bots" in listed and "Calculer les mesures d'équilibre" in listed
    english = flat(runner.invoke(app, ["simulate", "--help"]).output)
    assert "Number of games. [default: 100]" in english and "[default: (all cores)]" in english


def test_percentages_and_figures_in_french_are_written_the_french_way() -> None:
    command = ["simulate", "rose-ceremony", "--games", "4", "--players", "3", "--jobs", "1"]
    french = flat(runner.invoke(app, [*command, "--lang", "fr"]).output)
    assert re.search(r"\b25,0\s%", french) and re.search(r"\d,\d\s%–\d+,\d\s%", french), french
    assert re.search(r"Avantage de la première place : \+\d+,\d\s%", french), french
    assert not re.search(r"\d\.\d", french), french
    english = flat(runner.invoke(app, command).output)
    assert "25.0%" in english and re.search(r"\d%–\d+\.\d%", english), english


def test_a_lesson_s_refusals_count_and_name_no_lessons_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from salon.core import language, lessons
    from salon.core.lessons import LessonError, lesson_of, lessons_of

    lesson = lessons_of("roxane")[0]
    with language.using("de"), pytest.raises(LessonError, match="nimmt 1 Zug an"):
        lesson.position(1, (3,))
    monkeypatch.setattr(lessons, "lessons_of", lambda game: [])
    with language.using("fr"), pytest.raises(LessonError, match="roxane n'a pas de leçon 'x' : il n'a aucune leçon"):
        lesson_of("roxane", "x")
    with pytest.raises(LessonError, match="it has no lessons$"):
        lesson_of("roxane", "x")


def test_the_translations_check_names_the_errors_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from importlib import resources

    from salon.core import translations

    data = tmp_path / "data"
    data.mkdir()
    for f in resources.files("salon.core").joinpath("data").iterdir():
        if f.name.endswith(".ftl"):
            text = f.read_text(encoding="utf-8")
            if f.name == "errors.de.ftl":
                text = "\n".join(line for line in text.splitlines() if not line.startswith("lesson-none ="))
            (data / f.name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(translations.resources, "files", lambda package: tmp_path)
    monkeypatch.setattr("salon.core.registry.game_ids", lambda: [])
    assert translations.problems("de") == ["core/data/errors.de.ftl: lesson-none is missing"]


def test_serve_help_in_german_for_the_operator() -> None:
    result = runner.invoke(app, ["--lang", "de", "serve", "--help"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Adresse, auf der gelauscht wird." in out and "[Umgebungsvariable: SALON_DB]" in out
    assert not re.search(r"\b(Address to listen|Seconds a bot|env var|default)\b", out), out
    english = flat(runner.invoke(app, ["serve", "--help"]).output)
    assert "Address to listen on. [default: 127.0.0.1]" in english and "[env var: SALON_DB]" in english


def test_the_html_report_in_french(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "4", "--players", "3", "--jobs", "1",
                                 "--report", str(tmp_path / "r"), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "r" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in page and "<title>Rose Ceremony : 4 parties, 3 joueurs" in page
    assert "<h2>Résumé</h2>" in page and "<h2>Places</h2>" in page and "taux de victoire du premier joueur" in page
    assert re.search(r"\d,\d\s%", page) and re.search(r"moyenne -?\d+,\d", page)
    text = re.sub(r"<[^>]+>|data:image/png;base64,[^\"]+", " ", page)
    assert not re.search(r"\d\.\d", text), text  # no English decimal point
    assert not re.search(r"\b(Summary|Seats|Plots|games|mean|win rate|seat|players|statistic|always|more)\b",
                         text), text


def test_an_analysis_refusal_is_worded_again_in_german(tmp_path: Path) -> None:
    record = tmp_path / "unfinished.json"
    record.write_text(json.dumps({"game": "roxane", "version": "6", "players": 2, "seed": 1, "actions": []}))
    result = runner.invoke(app, ["--lang", "de", "analyse", str(record)])
    assert result.exit_code == 2
    assert "Die Partie ist nicht zu Ende: nach Schritt 0 wartet sie auf" in result.output, result.output
    english = runner.invoke(app, ["analyse", str(record)])
    assert "the game is unfinished: after step 0 it waits for" in english.output


@pytest.mark.parametrize("args, words", [
    (["simulate", "roxane", "--players", "9"], "roxane se joue de 2 à 4 joueurs, pas à 9"),
    (["simulate", "roxane", "--poetry", "9"], "option poetry='9' : n'est pas l'une des valeurs I, II"),
])
def test_a_game_s_refusal_of_its_table_in_french(args: list[str], words: str) -> None:
    result = runner.invoke(app, ["--lang", "fr", *args])
    assert result.exit_code == 2 and words in result.output, result.output
