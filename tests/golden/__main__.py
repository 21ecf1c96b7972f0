"""`python -m tests.golden`: regenerate every golden file (transcripts and perft counts)."""

from . import perft, transcripts

transcripts.main()
perft.main()
