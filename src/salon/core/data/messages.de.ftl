# salon's own messages in German (see messages.en.ftl). "du" form.

## Seats

seat-name = Spieler { $number }
choose-action = Wähle eine Aktion
