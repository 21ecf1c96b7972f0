"""A refusal carrying one of salon's messages (`SalonError.worded`) is worded when first read, in
the language current when it was raised; one that is caught and dropped costs no wording."""

from __future__ import annotations

import pickle

from salon.core import language
from salon.core.errors import SalonError, UndoRefused


def test_a_worded_refusal_reads_in_the_language_it_was_raised_in() -> None:
    with language.using("de"):
        german = UndoRefused.worded("undo-not-now", action="pass")
    english = UndoRefused.worded("undo-not-now", action="pass")
    with language.using("fr"):  # read later, under another language: still its own
        assert str(german) == "'pass' kann jetzt nicht zurückgenommen werden"
        assert str(english) == "'pass' cannot be taken back now"
    assert german.message_id == "undo-not-now" and dict(german.message_args) == {"action": "pass"}
    assert isinstance(german, SalonError) and isinstance(german, ValueError)


def test_a_worded_refusal_is_worded_only_when_read_and_survives_a_process_boundary() -> None:
    err = UndoRefused.worded("undo-not-now", action="x")
    assert err._lang == "en"  # not worded yet
    again = pickle.loads(pickle.dumps(err))  # (a worker process's refusal)
    assert str(again) == str(err) == "'x' cannot be taken back now"
    assert err._lang is None  # worded once, kept
