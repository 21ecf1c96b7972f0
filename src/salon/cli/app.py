"""The typer application every command module adds itself to, and its one error style.

Every usage, argument and file error is one plain line on stderr, `salon: error: ...`, with exit
status 2, and is found before any work starts (the check_* helpers below)."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

# typer's own copy of click: its parser's exceptions, the help formatter
from typer._click import Context, HelpFormatter
from typer._click.core import Command
from typer._click.exceptions import (
    BadParameter,
    ClickException,
    MissingParameter,
    NoArgsIsHelpError,
    NoSuchOption,
    UsageError,
)
from typer.core import TyperCommand, TyperGroup

from .. import __version__
from ..core import SalonError, language
from ..core.option_text import OptionSyntax, parse_option_text

PROG = "salon"


def error_line(message: str) -> str:
    """The one line an error prints: `salon: error: message`."""
    return f"{PROG}: error: " + " ".join(message.split())


def _param_name(exc: BadParameter) -> str:
    hint = exc.param_hint
    if isinstance(hint, str):
        return hint
    if hint is not None:
        return str(list(hint)[0])
    param = exc.param
    if param is None:
        return ""
    longs = [o for o in getattr(param, "opts", []) if o.startswith("--")]
    return longs[0] if longs else param.get_error_hint().strip("'")


def _typed_message(exc: BadParameter) -> str | None:
    """A short message for a value typer's validation refused: "expected an integer, got 'x'"."""
    cause = exc.__cause__
    errors = getattr(cause, "errors", None)
    if not callable(errors):
        return None
    try:
        first = errors()[0]
    except (IndexError, TypeError):
        return None
    kind, given, ctx = first.get("type"), first.get("input"), first.get("ctx") or {}
    low, high = getattr(exc.param, "min", None), getattr(exc.param, "max", None)
    say = language.say
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return say("cli-error-integer", given=repr(given))
    if kind in ("float_parsing", "float_type"):
        return say("cli-error-number", given=repr(given))
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        if low is not None and high is not None:
            return say("cli-error-between", low=str(low), high=str(high), given=str(given))
        if "ge" in ctx:
            return say("cli-error-at-least", low=str(ctx["ge"]), given=str(given))
        if "le" in ctx:
            return say("cli-error-at-most", high=str(ctx["le"]), given=str(given))
    if kind == "value_error" and "error" in ctx:
        text = str(ctx["error"]).rstrip(".")
        choice = _NOT_ONE_OF.match(text)
        return say("cli-error-not-one-of", given=choice[1], choices=choice[2]) if choice else text
    return None


# click's own messages (typer/_click), each matched to its cli-error-… message
_NOT_ONE_OF = re.compile(r"^(.+) is not one of (.+)$")
_MISSING = re.compile(r"^Missing (argument|option|parameter) ?(.*?)\.(?: (.*))?$", re.S)
_CLICK = [
    (re.compile(r"^Option (.+) requires an argument\.$"), "cli-error-option-needs-value"),
    (re.compile(r"^Option (.+) requires (\d+) arguments\.$"), "cli-error-needs-values"),
    (re.compile(r"^Option (.+) does not take a value\.$"), "cli-error-takes-no-value"),
    (re.compile(r"^Got unexpected extra argument\(s\) \((.*)\)$", re.S), "cli-error-extra-arguments"),
    (re.compile(r"^No such command (.+)\.$"), "cli-error-no-such-command"),
    (re.compile(r"^Missing command\.$"), "cli-error-missing-command"),
]


def _click_message(exc: ClickException) -> str:
    """One of click's own messages in the reader's language (as it is, in English, if unknown)."""
    text = exc.format_message()
    if isinstance(exc, MissingParameter):
        missing = _MISSING.match(text)
        if missing:
            said = language.say(f"cli-error-missing-{missing[1]}", name=missing[2])
            return f"{said}. {missing[3]}" if missing[3] else said
    for pattern, message_id in _CLICK:
        found = pattern.match(text)
        if found:
            args = found.groups()
            if message_id == "cli-error-extra-arguments":
                return language.say(message_id, arguments=args[0], n=len(args[0].split()))
            if message_id == "cli-error-needs-values":
                return language.say(message_id, option=args[0], n=int(args[1]))
            return language.say(message_id, **({"option": args[0]} if "Option" in pattern.pattern
                                               else {"command": args[0]} if args else {}))
    return text


def usage_message(exc: ClickException) -> str:
    """A click/typer error as one line's text (without the `salon: error:` prefix)."""
    if isinstance(exc, NoSuchOption):  # "did you mean --seat?", as for a game's options
        from .suggest import closest

        best = closest(exc.option_name, exc.possibilities or [])
        text = language.say("cli-error-no-such-option-guess" if best else "cli-error-no-such-option",
                            option=exc.option_name, best=best or "")
    elif isinstance(exc, BadParameter) and not isinstance(exc, MissingParameter):
        name = _param_name(exc)
        text = _typed_message(exc) or exc.message
        text = f"{name}: {text}" if name else text
    else:
        text = _click_message(exc)
    text = text.rstrip(".")
    if len(text) > 1 and text[0].isupper() and text[1].islower() and language.current() != "de":  # (German nouns)
        text = text[0].lower() + text[1:]
    ctx = getattr(exc, "ctx", None)
    if isinstance(exc, UsageError) and ctx is not None:
        text = language.say("cli-error-see-help", text=text, command=ctx.command_path)
    return text


#: a help text given as the id of a message starting so ("cli-doc-play-seat") is worded when shown
DOC = "cli-doc-"


#: the variables a help text may use beside $languages, filled by the command that has them
#: (analyse: $levels, "quick (400), normal (1600), deep (6400)")
DOC_ARGS: dict[str, str] = {}


def _languages() -> str:
    """The languages salon speaks, as a help text or an error lists them: "en (English), de (Deutsch), …"."""
    return ", ".join(f"{code} ({name})" for code, name in language.LANGUAGES.items())


def worded(text: Any) -> Any:
    """A help text in the reader's language: a `cli-doc-…` message id worded (in the language
    chosen when the help is shown), any other text as it is."""
    if isinstance(text, str) and text.startswith(DOC) and " " not in text:
        return language.say(text, languages=_languages(), **DOC_ARGS)
    return text


_DEFAULT = re.compile(r"(?<=[\[ ])default: ")
_REQUIRED = re.compile(r"(?<=[\[ ])required(?=[\];])")
_ENV_VAR = re.compile(r"(?<=[\[ ])env var: ")


class Worded(Command):
    """The help of a command (or of the group) in the reader's language: its texts given as
    `cli-doc-…` ids — the command's, each parameter's and a shown default's — are worded when
    the help is shown, so in the language `salon --lang` or the environment chose (typer makes
    the help's texts at import, before any language is known); and so are the help's own
    words (Usage, Arguments, Options, default, required, --help's line). Any other text is
    shown as it is."""

    def _word(self, ctx: Context) -> None:
        self.help = worded(self.help)
        for param in self.get_params(ctx):
            param.help = worded(getattr(param, "help", None))  # type: ignore[attr-defined]
            if isinstance(getattr(param, "show_default", None), str):
                param.show_default = worded(param.show_default)  # type: ignore[attr-defined]

    def format_help(self, ctx: Context, formatter: HelpFormatter) -> None:
        self._word(ctx)
        super().format_help(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        self.help = worded(self.help)
        return super().get_short_help_str(limit)

    def format_usage(self, ctx: Context, formatter: HelpFormatter) -> None:
        formatter.write_usage(ctx.command_path, " ".join(self.collect_usage_pieces(ctx)),
                              prefix=language.say("cli-doc-usage") + " ")

    def get_help_option(self, ctx: Context) -> Any:
        option = super().get_help_option(ctx)
        if option is not None:
            option.help = language.say("cli-doc-help-option")
        return option

    def format_options(self, ctx: Context, formatter: HelpFormatter) -> None:
        """The arguments and options (as typer lays them out), under headings in the language."""
        default = language.say("cli-doc-default") + " "
        required = language.say("cli-doc-required")
        env_var = language.say("cli-doc-env-var") + " "
        args: list[tuple[str, str]] = []
        opts: list[tuple[str, str]] = []
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is not None:
                text = _ENV_VAR.sub(env_var, _REQUIRED.sub(required, _DEFAULT.sub(default, record[1])))
                (args if param.param_type_name == "argument" else opts).append((record[0], text))
        if args:
            with formatter.section(language.say("cli-doc-arguments")):
                formatter.write_dl(args)
        if opts:
            with formatter.section(language.say("cli-doc-options")):
                formatter.write_dl(opts)
        if isinstance(self, TyperGroup):
            self.format_commands(ctx, formatter)


class WordedCommand(Worded, TyperCommand):
    """A command whose help is worded in the reader's language (`Worded`)."""


class SalonGroup(Worded, TyperGroup):
    """The `salon` group: its errors, from the parser or from a command, are one plain line."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        language.choose(language.from_environment())  # until a --lang says otherwise (`salon --help` too)
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        try:
            code = super().main(args, prog_name or PROG, complete_var, False, windows_expand_args, **extra)
        except NoArgsIsHelpError as exc:
            exc.show()
            sys.exit(exc.exit_code)
        except ClickException as exc:
            typer.echo(error_line(usage_message(exc)), err=True)
            sys.exit(2)
        except SalonError as exc:  # a typed error a command did not catch itself
            typer.echo(error_line(error_text(exc)), err=True)
            sys.exit(2)
        except typer.Abort:
            typer.echo(error_line(language.say("cli-error-aborted")), err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        """The command list with each command's whole first sentence, wrapped (not cut with ...)."""
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is not None and not cmd.hidden:
                rows.append((name, cmd.get_short_help_str(limit=300)))
        if rows:
            with formatter.section(language.say("cli-doc-commands")):
                formatter.write_dl(rows)


app = typer.Typer(
    name=PROG,
    cls=SalonGroup,
    help="cli-doc-salon",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # plain help and plain errors: one style
)
console = Console()
err_console = Console(stderr=True)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"{PROG} {__version__}")
        raise typer.Exit()


def choose_language(ctx: typer.Context, value: str | None) -> str | None:
    """Option callback for `--lang`: the language a person reads from here on; without it, the
    one given before the command (`salon --lang fr play …`, kept in the context's meta), else
    $SALON_LANG, then LC_ALL, LC_MESSAGES and LANG ("de_DE.UTF-8" → German)."""
    if value is not None and not language.known(value):
        raise typer.BadParameter(language.say("cli-error-unknown-language", lang=repr(value), languages=_languages()))
    if value is not None:
        ctx.meta["salon_lang"] = value
    language.choose(value or ctx.meta.get("salon_lang") or language.from_environment())
    return value


def lang_option() -> Any:
    """The `--lang` option of the commands a person reads (its help worded by `Worded`)."""
    return typer.Option(None, "--lang", metavar="LANG", callback=choose_language, show_default="cli-doc-lang-default",
                        help="cli-doc-lang", is_eager=True)  # eager: before --help when given before it


@app.callback()
def main_options(
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                 help="cli-doc-version"),
    lang: str = lang_option(),
) -> None:
    """salon: four tabletop games by their complete rules — play, simulate, study, build AI."""


#: the help's words for defaults that are not a plain value (the same in every command)
PLAYERS_DEFAULT = "cli-doc-players-default"
JOBS_DEFAULT = "cli-doc-jobs-default"


def at_least_one(value: int | None) -> int | None:
    """Option callback: a count (games, players, jobs) is 1 or more."""
    if value is not None and value < 1:
        raise typer.BadParameter(language.say("cli-error-at-least-one", value=str(value)))
    return value


#: lets a command take a game's options as flags: `--chapter 3`, `--poetry=2`
GAME_OPTION_FLAGS = {"allow_extra_args": True, "ignore_unknown_options": True}


def parse_options(pairs: list[str] | None, extra: list[str] | None = None) -> dict[str, str]:
    """Game options from `--option key=value` pairs and from extra `--key value` flags.

    The values stay strings here; the game checks and converts them (Option.coerce). A flag
    without a value gets NO_VALUE: it may be a mistyped switch of the command (`--plian`), which
    `suggest.check_game_flags` names with the closest real one. The reading is
    `salon.core.option_text`'s; a wrong one is the command's bad parameter."""
    try:
        return parse_option_text(pairs, extra)
    except OptionSyntax as exc:
        raise typer.BadParameter(str(exc)) from None


def error_text(exc: SalonError) -> str:
    """A typed error's text in the reader's language: one made by `SalonError.worded` (perhaps
    raised where the work is done in English, as an analysis's replay) is worded again."""
    if exc.message_id:
        return language.say_plain(exc.message_id, **exc.message_args)
    return str(exc)


def fail(message: str) -> typer.Exit:
    """Print an error (one plain line on stderr) and give the exit to raise."""
    typer.echo(error_line(message), err=True)
    return typer.Exit(code=2)


# The one rule of every output path (--out, --save, --report): missing folders on the way are
# made (as `mkdir -p` would), once the nearest existing one is checked to be a writable folder.


def _nearest_existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def check_file_to_write(path: Path, flag: str) -> None:
    """Fail unless `path` can be written as a file: it is not a folder, and its folder exists and
    is writable or can be made (missing folders are made when it is written: `make_folders`).
    Checks only; nothing is created."""
    if path.is_dir():
        raise fail(language.say("cli-error-is-folder", flag=flag, path=str(path)))
    folder = _nearest_existing(path.parent)
    if not folder.is_dir():
        raise fail(language.say("cli-error-not-a-folder", flag=flag, path=str(path), folder=str(folder)))
    if not os.access(folder, os.W_OK | os.X_OK) or path.exists() and not os.access(path, os.W_OK):
        raise fail(language.say("cli-error-permission", flag=flag, path=str(path)))


def make_folders(path: Path, flag: str) -> None:
    """Make the missing folders above the file `path` (checked by `check_file_to_write`)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise fail(f"{flag} {path}: {exc.strerror or exc}") from None


def check_folder_to_write(path: Path, flag: str) -> None:
    """Fail unless `path` is a writable folder or can be made one (with its missing parents, the
    rule of every output path). Checks only; nothing is created."""
    if path.exists() and not path.is_dir():
        raise fail(language.say("cli-error-is-file", flag=flag, path=str(path)))
    existing = _nearest_existing(path)
    if not existing.is_dir():
        raise fail(language.say("cli-error-file-not-folder", flag=flag, path=str(path), folder=str(existing)))
    if not os.access(existing, os.W_OK | os.X_OK):
        raise fail(language.say("cli-error-permission", flag=flag, path=str(path)))


def check_new_results_file(path: Path | None, force: bool, resume: bool) -> None:
    """`--out`: writable, and an existing file only with --force (replace it) or --resume (continue
    it); --resume and --force only with --out."""
    if path is None:
        if resume or force:
            raise fail(language.say("cli-error-needs-out", flag="--resume" if resume else "--force"))
        return
    if force and resume:
        raise fail(language.say("cli-error-force-or-resume"))
    check_file_to_write(path, "--out")
    if path.exists() and not (force or resume):
        raise fail(language.say("cli-error-out-exists", path=str(path)))


def parse_seat(text: str, players: int, flag: str = "--seat") -> int | None:
    """A seat number from the command line (None for 'none'), checked against the table size."""
    if text.strip().lower() == "none":
        return None
    seats = language.say("cli-seats-range", last=str(players - 1)) if players > 1 else "0"
    try:
        seat = int(text)
    except ValueError:
        raise fail(language.say("cli-error-seat-not-number", flag=flag, text=repr(text), seats=seats)) from None
    if not 0 <= seat < players:
        raise fail(language.say("cli-error-seat-range", flag=flag, seat=str(seat), players=str(players),
                                seats=seats))
    return seat
