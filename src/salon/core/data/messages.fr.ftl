# salon's own messages in French (see messages.en.ftl). « vous ».

## Seats

seat-name = Joueur { $number }
choose-action = Choisissez une action
