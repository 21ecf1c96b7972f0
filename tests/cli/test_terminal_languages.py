"""The terminal's own words in German and French (issue 55): `salon play` and `salon learn` print
their frame — the table line, headings, prompts, keys, the `?` list, refusals, lesson steps and
hints — as salon's `cli-…` messages in the chosen language, so none of the English frame is left;
the typed keys and notation stay as typed; an unknown `--lang` is refused in one line."""

from __future__ import annotations

import io
import re

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from rich.console import Console
from typer.testing import CliRunner

from salon.cli.fitted import ask
from salon.cli.learn import play_lesson
from salon.cli.main import app
from salon.core import language, load_game
from salon.core.lessons import lesson_of

runner = CliRunner()

#: the English frame words converted to messages, as `salon play` and `salon learn` printed them
ENGLISH_FRAME = [
    "At this table", "(seat ", ", you)", "bot: ", "players", ", seed ", "The rules:", "Last moves",
    "Game over", "Game stopped", "Final scoring", "your decision", "Your choice", "Your move",
    "number or notation", "? for help", "q to quit", "What you can type", "takes back the last move",
    "is not a choice", "pick 1–", "tells more about choice", "Nothing to take back",
    "lists what you can type", "the number of a choice", "take back your last move", "this list",
    "stop the game", "Step ", "Hint:", "Type ", "(or ", "Well done", "salon's own",
    "from the rulebook", "to go on", "b back", "r restart", "lessons", "Play one with",
    "The whole", "no next page", "no previous page", "no choice holds", "is not a move",
    "choices ", "page ", "/word", "? help", "q quit", "t table", "player N's area", "l log",
    "about choice N", "Enter: back to the game", "Enter: begin", "Enter: more",
]


def flat(text: str) -> str:
    """The words of the output, without rich's box lines and wrapping."""
    return " ".join(re.sub("[\u2500-\u257f]", " ", text).split())


def messages_text(lang: str) -> str:
    """`lang`'s messages file without its comments."""
    return "\n".join(line for line in language.messages_source(lang).splitlines() if not line.startswith("#"))


def english_left(text: str, lang: str) -> list[str]:
    """The English frame words found in `text` as words ("q quit", not in "q quitter"), but
    those `lang`'s messages say alike (French "page", "t table")."""
    theirs = flat(messages_text(lang))
    def bounded(word: str) -> str:
        return ((r"(?<!\w)" if word[0].isalnum() else "") + re.escape(word)
                + (r"(?!\w)" if word[-1].isalnum() else ""))

    return [word for word in ENGLISH_FRAME if word.strip() not in theirs and re.search(bounded(word), text)]


def english_phrases(lang: str) -> list[str]:
    """Every phrase of two words or more of the English `cli-…` messages (their text between
    variables, cut at punctuation) that `lang`'s messages do not also use (`salon rules`)."""
    theirs = messages_text(lang)
    found: list[str] = []

    class Texts(Visitor):
        def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802
            for piece in re.split(r"[():;·,.'…–—?/\n]", node.value):
                piece = piece.strip()
                if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 2 and piece not in theirs:
                    found.append(piece)

    for entry in FluentParser(with_spans=False).parse(language.messages_source(language.SOURCE)).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith("cli-"):
            Texts().visit(entry)
    return sorted(set(found))


def test_the_frame_words_are_english_messages() -> None:
    """The list above is English the frame really printed: every one is in messages.en.ftl."""
    english = flat(messages_text(language.SOURCE))
    assert [w for w in ENGLISH_FRAME if w.strip(" ,:()") not in english] == []
    assert len(english_phrases("de")) > 60


def test_salon_play_watched_in_german_has_no_english_frame() -> None:
    result = runner.invoke(app, ["play", "rose-ceremony", "--lang", "de", "--seat", "none", "--plain",
                                 "--seed", "3"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "An diesem Tisch: Spieler 1 (Platz 0, Bot: heuristic)" in out
    assert "3 Spieler, Startwert 3" in out and "Die Regeln: salon rules rose-ceremony" in out
    assert "Spielende" in out and "Letzte Züge" in out and "Schlusswertung" in out
    assert english_left(out, "de") == []
    assert [p for p in english_phrases("de") if p in out] == []


def test_salon_play_in_french_answers_what_is_typed_in_french() -> None:
    """A human at the plain table: `?`, `i N`, a wrong number, `u` that cannot undo, a word
    that is no notation, then quitting; the keys themselves are typed as in English."""
    lines = ["?", "i 1", "i 99", "u", "99", "xyz", "q"]
    result = runner.invoke(app, ["play", "rose-ceremony", "--lang", "fr", "--plain", "--seed", "2"],
                           input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Votre choix (numéro ou notation, ? pour l'aide, q pour quitter) :" in out
    assert "Ce que vous pouvez taper" in out and "u, undo" in out and "q, quit" in out
    assert "99 n'est pas un choix : choisissez entre 1 et" in out
    assert "Rien à reprendre pour l'instant" in out and "(? liste ce que vous pouvez taper)" in out
    assert "Partie interrompue" in out
    assert english_left(out, "fr") == []
    assert [p for p in english_phrases("fr") if p in out] == []


def test_salon_learn_in_french_has_no_english_frame() -> None:
    """Lesson 1 of Rose Ceremony, plain: a hint, a word that is no notation, a number out of
    the menu, the expected move, then Enter through the other seats' steps."""
    lines = ["h", "xyz", "99", "1", "", "", "", ""]
    result = runner.invoke(app, ["learn", "rose-ceremony", "1", "--lang", "fr"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "leçon propre à salon" in out and "Étape 1 sur" in out
    assert "Indice : Tapez 1 (ou offer 1 0/3) :" in out
    assert "Bravo" in out
    assert english_left(out, "fr") == []
    assert [p for p in english_phrases("fr") if p in out] == []


def test_the_lessons_list_and_the_games_table_in_german() -> None:
    result = runner.invoke(app, ["learn", "rose-ceremony", "--lang", "de"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Lektionen" in out and "Schritte" in out and "von salon" in out
    assert "Spiel eine mit: salon learn rose-ceremony 1" in out
    assert english_left(out, "de") == []
    result = runner.invoke(app, ["--lang", "de", "games"])
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "salon-Spiele" in out and "Spielerzahl" in out and "Optionen (Vorgabe)" in out


def _reader(lines: list[str]):  # type: ignore[no-untyped-def]
    it = iter(lines)
    return lambda prompt: next(it, None)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_fitted_screen_and_a_fitted_lesson_have_no_english_frame(lang: str) -> None:
    """The terminal's fitted screen (salon play and learn in a terminal): the keys line, `?`,
    the details on demand, menu pages and filters, refusals on the status line."""
    keys = ["?", "", "", "", "t", "", "", "", "", "a 1", "", "", "a 9", "l", "", "", "i 1", "", "", "i 99",
            "n", "n", "p", "/zzz", "/offer", "/", "u", "99", "xyz", "offer", "r"] + [""] * 40
    with language.using(lang):
        state = load_game("rose-ceremony").new_game(players=3, seed=4)
        names = [state.seat_name(p) for p in range(state.players)]
        con = Console(width=80, height=24, force_terminal=True, record=True, file=io.StringIO(),
                      color_system=None)
        prompts: list[str] = []

        def read(prompt: str, answers=iter(keys)) -> str | None:  # type: ignore[no-untyped-def]
            prompts.append(prompt)
            return next(answers, None)

        ask(con, state, state.current_players()[0], names, [], read=read)
        lesson = lesson_of("rose-ceremony", "1")
        play_lesson(lesson, fitted=True, con=con, read=_reader(["", "h", "xyz", "99", "1"] + [""] * 10))
        out = flat(con.export_text() + " ".join(prompts))
    assert english_left(out, lang) == []
    assert [p for p in english_phrases(lang) if p in out] == []


@pytest.mark.parametrize("command", [["play", "rose-ceremony"], ["learn", "rose-ceremony", "1"],
                                     ["rules", "roxane"]])
def test_an_unknown_language_is_refused_in_one_line(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--lang", "xx"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error:") and "'xx'" in lines[0], result.output


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("args", [["play", "nogame"], ["learn", "nogame"], ["rules", "nogame"],
                                  ["play", "roxane", "--players", "9"], ["learn", "roxane", "nonsense"],
                                  ["play", "roxane", "--seat", "5"], ["play", "roxane", "--seat", "x"],
                                  ["play", "roxane", "--bots", "random,random"]])
def test_the_errors_of_play_and_learn_in_german_and_french(args: list[str], lang: str) -> None:
    """A command line salon play or learn refuses: one line in the reader's language (the game
    ids, lesson ids, flags and `none` as typed)."""
    result = runner.invoke(app, [*args, "--lang", lang])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error: "), result.output
    english = r"\b(unknown game|known games|is played by|players|has no lesson|its lessons|give a seat|" \
              r"table has seats|bot seats?|bot specs?|from 0 to)\b"
    assert not re.search(english, lines[0]), lines[0]


def test_a_game_without_its_own_terminal_parts_names_its_seats_in_the_language() -> None:
    from salon.core import language
    from salon.text import generic_parts

    for lang, seen in (("en", ["Player 1", "Player 2 (you)"]), ("de", ["Spieler 1", "Spieler 2 (du)"]),
                       ("fr", ["Joueur 1", "Joueur 2 (vous)"])):
        with language.using(lang):
            parts = generic_parts({"players": 2, "seat": 1, "game": "a-fifth-game"})
        assert [str(p) for p in parts.players] == seen
