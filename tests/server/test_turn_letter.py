"""The "your turn" mail in the account's language (server/turn_mail.py `turn_letter`)."""

from __future__ import annotations

from types import SimpleNamespace

from salon.core.registry import load_game
from salon.server.turn_mail import turn_letter

DEADLINE = 1796655600.0  # Monday 7 December 2026, 15:00 UTC


def _table() -> SimpleNamespace:
    game = load_game("roxane")
    state = game.new_game(2, seed=3)
    return SimpleNamespace(state=state, players=2, game=game, clock=3 * 86400 + 6 * 3600,
                           deadline=lambda: DEADLINE)


def test_the_turn_mail_reads_in_english_by_default() -> None:
    subject, body = turn_letter(_table(), 0, {"name": "Ada"}, "https://x/t", "https://x/u")  # type: ignore[arg-type]
    assert subject == "Your move: Roxane"
    assert body.startswith("Hello Ada,\n\nit is your move at a Roxane table of 2 players, where you play ")
    assert "You have until Monday 07 December, 15:00 UTC (3 days 6 hours a move)" in body
    assert body.endswith("Open the table: https://x/t\n\n--\nNo more of these mails (one click): https://x/u\n")


def test_the_turn_mail_reads_in_the_accounts_language() -> None:
    subject, body = turn_letter(_table(), 0, {"name": "Ada", "language": "de"}, "https://x/t", "https://x/u")  # type: ignore[arg-type]
    assert subject == "Du bist dran: Roxane"
    assert "Montag, 7. Dezember, 15:00 UTC Zeit (3 Tage 6 Stunden pro Zug)" in body and "Zum Tisch: https://x/t" in body
    subject, body = turn_letter(_table(), 0, {"name": "Ada", "language": "fr"}, "https://x/t", "https://x/u")  # type: ignore[arg-type]
    assert subject == "À vous de jouer : Roxane" and "lundi 7 décembre, 15:00 UTC (3 jours 6 heures par coup)" in body
    assert "Your" not in body and "move" not in body
