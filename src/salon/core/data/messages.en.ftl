# salon's own messages (outside each game's words file): English, the source language.
# Fluent syntax (https://projectfluent.org): { $variable }, selects for plurals.
# Every id here exists in messages.de.ftl and messages.fr.ftl with the same variables
# (tests/words/test_languages.py checks it).

## Seats

# a seat's name when no player's name is known
seat-name = Player { $number }
# the default prompt of a game that words none
choose-action = Choose an action
