# salon's own messages in German (see messages.en.ftl). "du" form.

## Seats

seat-name = Spieler { $number }
choose-action = Wähle eine Aktion

## Mail about accounts (people/letters.py): plain text, never HTML

mail-verify-subject = Bestätige dein salon-Konto
mail-verify-body =
    Hallo,

    jemand (hoffentlich du) hat mit dieser E-Mail-Adresse ein salon-Konto angelegt.
    Um es zu bestätigen, öffne diesen Link (er gilt einmal, { $hours ->
        [one] eine Stunde lang
       *[other] { $hours } Stunden lang
    }):

    { $link }

    Warst du es nicht, tu nichts: Das Konto wird gelöscht, wenn es nicht bestätigt wird.
mail-taken-subject = Dein salon-Konto
mail-taken-body =
    Hallo,

    jemand (vielleicht du) wollte mit dieser E-Mail-Adresse ein salon-Konto anlegen, aber
    zu ihr gibt es schon eines. Es wurde nichts geändert. Falls du dein Passwort vergessen hast,
    kannst du hier ein neues festlegen:

    { $link }
mail-reset-subject = Neues salon-Passwort festlegen
mail-reset-body =
    Hallo,

    jemand (hoffentlich du) möchte ein neues Passwort für das salon-Konto dieser E-Mail-Adresse festlegen.
    Um eines zu wählen, öffne diesen Link (er gilt einmal, { $hours ->
        [one] eine Stunde lang
       *[other] { $hours } Stunden lang
    }):

    { $link }

    Warst du es nicht, tu nichts: Dein Passwort bleibt, wie es ist.
mail-reset-body-named =
    Hallo,

    jemand (hoffentlich du) möchte ein neues Passwort für das salon-Konto „{ $name }“ festlegen.
    Um eines zu wählen, öffne diesen Link (er gilt einmal, { $hours ->
        [one] eine Stunde lang
       *[other] { $hours } Stunden lang
    }):

    { $link }

    Warst du es nicht, tu nichts: Dein Passwort bleibt, wie es ist.
