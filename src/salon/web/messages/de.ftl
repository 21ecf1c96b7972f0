# salon im Browser: die eigenen Worte des Clients auf Deutsch (Vorschau).
# Gleiche ids und Variablen wie en.ftl (tests/web/test_languages.py prüft es).
# Anrede: „du“, wie in heutigen deutschen Spielregeln.

## Die Seite und ihre Kopfzeile

page-title = salon
header-tag = vier Brettspiele, vollständige Regeln
language-switch = Sprache
board-label = Spielbrett
yes = ja
no = nein
colon = {": "}

## Zeit

time-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
time-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
time-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
# Kurzformen: die verbleibende Zeit einer Uhr
time-short-s = { $s } s
time-short-min-s = { $min } min { $s } s
time-short-h-min = { $h } h { $min } min
time-short-d-h = { $d } T { $h } h
time-short-min = { $min } min

## Regeln

rules-button = Regeln
rules-dialog = Regeln
rules-loading = Die Regeln werden geladen …
rules-close = schließen
rules-none = Für { $game } gibt es noch keine Regelübersicht.
seeded-badge = vorgegeben: im Voraus verteilt
seeded-about = Vorgegeben: Diese Verteilung hat der Betreiber des Servers im Voraus gewählt (für Tests, Turniere oder um eine Partie nachzuspielen), sie wurde nicht geheim gezogen.
bot-level-random = Bot: zufällig
bot-level-random-about = Macht irgendeinen erlaubten Zug, ganz zufällig: ein sanfter Gegner, während du die Regeln lernst.
bot-level-easy = Bot: sucht ein wenig
bot-level-easy-about = Probiert vor jedem Zug ein paar Dutzend mögliche Verläufe aus, ohne Faustregeln als Leitfaden: schwächer als der Faustregel-Bot; er macht Fehler, die aufmerksame Spieler bestrafen können.
bot-level-heuristic = Bot: Faustregeln
bot-level-heuristic-about = Spielt sofort nach den Faustregeln des Spiels: ein fairer Gegner, der nie vorausschaut.
bot-level-normal = Bot: schaut voraus
bot-level-normal-about = Probiert vor jedem Zug ein paar hundert mögliche Verläufe aus: stärker, und er braucht einen Moment zum Nachdenken.
bot-level-strong = Bot: sucht gründlich
bot-level-strong-about = Probiert vor jedem Zug tausend mögliche Verläufe aus: der stärkste hier und der langsamste (bis zu ein paar Sekunden pro Zug).

## Die Lobby

lobby-heading = Spielen
lobby-your-name = Dein Name
lobby-name-placeholder = dein Name
lobby-tables = Tische
lobby-players = { $n ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
}
lobby-players-range = { $min }–{ $max } Spieler
lobby-cooperative = kooperativ
lobby-new-table = Neuer Tisch
lobby-new-table-heading = Neuer Tisch
lobby-game = Spiel
lobby-player-count = Spieler
lobby-operator = Für den Betreiber des Servers: eine vorgegebene Verteilung
lobby-operator-about = Der Server mischt und verteilt an jedem Tisch geheim. Mit dem Admin-Token des Servers kann ein Tisch aus einem gewählten Startwert verteilt werden (für Tests, Turniere oder um eine Partie nachzuspielen); alle am Tisch erfahren es.
lobby-admin-token = Admin-Token
lobby-seed = Startwert
lobby-seed-placeholder = geheim
lobby-seed-needs-token = Ein gewählter Startwert braucht das Admin-Token des Servers.
lobby-clock = Bedenkzeit pro Entscheidung (optional; ist sie um, entscheidet ein Bot)
lobby-no-clock = keine Uhr
lobby-clock-day = 1 Tag (rundenbasiert)
lobby-grace = Ist jemand abwesend (Verbindung getrennt), dürfen die anderen den Platz einem Bot überlassen nach
lobby-grace-never = nie
lobby-spectator-chat = Spieler lesen im Tischgespräch, was Zuschauer schreiben
lobby-turn-based = Rundenbasiert (ein Zug, wenn du gerade Zeit hast; eine Mail, wenn du dran bist)
lobby-turn-based-live = nein: live
lobby-days-per-move = { $n ->
    [one] { $n } Tag pro Zug
   *[other] { $n } Tage pro Zug
}
lobby-rated = gewertet (an jedem Platz ein angemeldeter Spieler: lass die anderen Plätze offen)
lobby-no-mail = Dieser Server verschickt keine Mails, daher gibt es keine Konten und keine „Du bist dran“-Mail: Ein rundenbasierter Tisch wartet auf dich, aber niemand wird benachrichtigt.
lobby-create = Tisch erstellen
lobby-seats = Plätze
lobby-seat = Platz { $n }
lobby-seat-me = Ich (Mensch)
lobby-seat-human = Mensch: Ich teile einen Link
lobby-seat-open = Offen: Jeder darf Platz nehmen
lobby-seat-name = Name (optional)
lobby-about-bots = Über die Bots
lobby-created-seat = Platz { $n } ({ $kind ->
    [human] ein Mensch
    [open] offen
    [bot] ein Bot
   *[other] { $kind }
})
lobby-play-seat = an diesem Platz spielen
lobby-seat-link = Link für diesen Platz
lobby-created = { $game }: Tisch { $table } erstellt
lobby-created-links = Jeder Platz für einen Menschen hat seinen eigenen geheimen Link: Behalte deinen, schick die anderen an deine Freunde.
lobby-watch-spectator = Als Zuschauer ansehen
lobby-seat-bot = { $name } (ein Bot)
lobby-seat-open-named = { $name } (offen)
lobby-take-seat = Platz nehmen
lobby-my-seat = mein Platz
lobby-table-id = Tisch { $table }
lobby-to-act = { $n ->
    [one] { $who } ist am Zug
   *[other] { $who } sind am Zug
}
lobby-result-replay = Ergebnis & Wiederholung
lobby-watch = zuschauen
lobby-won-together = gemeinsam gewonnen
lobby-lost-together = gemeinsam verloren
lobby-won-by = gewonnen von { $who }
lobby-your-tables = Deine Tische · { $n }
lobby-your-move-at = { $n ->
    [one] an { $n } Tisch bist du dran
   *[other] an { $n } Tischen bist du dran
}
lobby-group = { $status ->
    [open] Offen (warten auf Mitspieler)
    [playing] Laufend
   *[finished] Beendet
}
lobby-none = keine
table-status = { $status ->
    [open] wartet auf Mitspieler
    [playing] läuft
    [finished] beendet
   *[other] { $status }
}

## Der Rahmen des Tisches (frame.js): die Reiter auf dem Handy

frame-panes = Bereiche des Tisches
frame-tab-board = Brett
frame-tab-own = Deins
frame-tab-players = Spieler
frame-tab-log = Verlauf

## Die Tischseite (table.js)

table-board-region = das Spielbrett
table-your-decision = deine Entscheidung
table-log-list = die Züge der Partie, der Reihe nach
table-log = Spielverlauf
table-back = Lobby
table-back-label = zurück zur Lobby
table-settings = Einstellungen
table-your-seat = Dein Platz
table-title-help = Fahre mit der Maus über ein Teil oder halte es gedrückt, um seine Beschreibung zu sehen; goldene Umrisse zeigen deine möglichen Züge.
table-your-last-move = dein letzter Zug
table-your-last-move-was = dein letzter Zug ({ $move })
table-this-piece = dieses Teil
table-unselect = Auswahl aufheben: { $piece }
table-pick-then = { $piece }: auswählen, dann einen von { $n } Zügen
title-your-move = du bist dran
alert-your-move = Du bist dran · salon
net-connecting = verbinde …
net-reconnecting = verbinde erneut …
net-connected = verbunden
net-disconnected = getrennt
net-lost = Verbindung verloren, verbinde erneut …
net-move-not-sent = nicht verbunden; dein Zug wurde nicht gesendet
net-undo-not-sent = nicht verbunden; die Rücknahme wurde nicht gesendet
net-chat-not-sent = nicht verbunden; deine Nachricht wurde nicht gesendet
error = Fehler
dismiss = schließen
why-watching = Du schaust zu: Nur die Spieler machen Züge.
why-not-now = Jetzt nicht: { $why }
why-not-yours = Du bist nicht an der Reihe.
why-not-running = Die Partie läuft nicht.
why-not-with-selection = Nicht mit deiner Auswahl ({ $selection }): Hebe die Auswahl auf, um stattdessen dies zu wählen.
recent-marked = { $n ->
    [one] { $n } Zug markiert
   *[other] { $n } Züge markiert
}
recent-one-by-one = einzeln
recent-one-by-one-title = die Züge seit deinem einzeln zeigen
recent-move-of = Zug { $n } von { $total }
recent-before = der Zug davor
recent-next = der nächste Zug
recent-back-to-now = zurück zu jetzt
prompt-waiting = Warten auf Mitspieler: Die Partie beginnt, sobald alle Plätze besetzt sind
prompt-share = Schick Freunden den Link zu diesem Tisch; sie nehmen einen offenen Platz:
say-your-decision = Deine Entscheidung: { $prompt }
say-seconds-left = { $n ->
    [one] noch { $n } Sekunde für diese Entscheidung
   *[other] noch { $n } Sekunden für diese Entscheidung
}
clock-left = Uhr: noch { $left } für diese Entscheidung (danach entscheidet ein Bot)
undo = Zurücknehmen
undo-title = Nimm deinen letzten Zug zurück, solange du an der Reihe bist (seitdem wurde nichts aufgedeckt)
choice-notation = Notation: { $action }
choices-selected = Ausgewählt:
choices-selected-then = klicke auf das Brett oder wähle unten
choices-selected-then-touch = tippe auf das Brett oder wähle unten
choices-clear = aufheben
choices-count = { $n ->
    [one] Klicke auf das Brett oder wähle den einzigen Zug:
   *[other] Klicke auf das Brett oder wähle einen von { $n } Zügen:
}
choices-count-touch = { $n ->
    [one] Tippe auf das Brett oder wähle den einzigen Zug:
   *[other] Tippe auf das Brett oder wähle einen von { $n } Zügen:
}
choices-notation = Notation zeigen
choices-notation-title = die Notation jedes Zugs zeigen, zum Tippen und für Aufzeichnungen
choices-your-pick = deine Auswahl
board-draw-failed = Dieses Brett konnte nicht gezeichnet werden ({ $why }); die Züge unten funktionieren trotzdem.
board-words-title = Das Brett in Worten
keys-heading = Tasten

## Die Tafeln der Spieler

panel-you = du
panel-to-act = am Zug
panel-connected = verbunden
panel-not-connected = nicht verbunden
panel-away = abwesend: ein Bot spielt
panel-bot = Bot ({ $level })
panel-open-seat = offener Platz
panel-area = Auslage
panel-area-label = { $who }: die ganze Auslage
panel-area-title = die ganze Auslage dieses Spielers
panel-whole-area = { $who }: die ganze Auslage
panel-take-seat = diesen Platz nehmen
panel-back = meinen Platz zurücknehmen
panel-back-title = diesen Platz wieder selbst spielen
panel-leave = verlassen
panel-leave-title = ein Bot spielt für dich, bis du zurückkommst
panel-watching = du schaust zu
panel-clock-title = verbleibende Zeit für diese Entscheidung
panel-points = Punkte
panel-cards-in-hand = Karten auf der Hand
bot-kind = { $level ->
    [heuristic] Faustregeln
    [ismcts] sucht
   *[random] Zufallszüge
}

## Das Ende einer Partie und ihre Wiederholung

outcome-open = das Ergebnis
outcome-game-over = Partie beendet
outcome-final-scoring = Schlusswertung
outcome-winner = Sieger
outcome-replay = die Partie Schritt für Schritt nachspielen
outcome-analysis = Analyse
analysis-drawer = Analyse
replay-heading = Wiederholung
replay-step-label = Schritt der Wiederholung
replay-seen-by = gesehen von
replay-public-view = öffentliche Sicht
replay-as = als { $who }
replay-loading = lade Schritt { $n } …
replay-start = der Beginn der Partie
replay-step-info = Schritt { $n }/{ $total }: { $move }
replay-banner = Wiederholung — Schritt { $n } von { $total }
replay-first = Anfang
replay-back = Schritt zurück
replay-forward = Schritt vor
replay-last = Ende
replay-close = Wiederholung schließen
replay-close-title = zurück zur Schlussstellung

## Fehler, die der Server mit einem Code nennt (error-<code>, / und _ als -)

error-action-illegal = Dieser Zug ist nicht erlaubt
error-action-not-your-turn = Du bist nicht an der Reihe
error-action-stale-state = Die Partie ging weiter, bevor dein Zug ankam
error-action-game-over = Die Partie ist vorbei
error-auth-invalid-token = Das Platz-Token dieses Links gilt nicht für diesen Tisch
error-table-not-found = Diesen Tisch gibt es nicht
error-table-not-started = Warten, bis alle Plätze besetzt sind
error-seat-released = Du hast diesen Platz verlassen
error-seat-not-absent = Dieser Platz kann jetzt nicht an den Bot gehen
error-chat-too-long = Deine Nachricht ist zu lang
error-chat-rate-limited = Nicht so schnell
error-request-rate-limited = Zu viele Nachrichten; mach langsamer
error-limit-connections = Zu viele Verbindungen zu diesem Tisch
error-limit-too-slow = Diese Verbindung ist zurückgefallen; verbinde erneut
error-chat-not-allowed = In diesem Spiel gibt es keinen Chat
error-undo-refused = Dieser Zug kann nicht zurückgenommen werden
error-undo-nothing = Seit du an der Reihe bist, gibt es nichts zurückzunehmen

## Tischgespräch, abwesende Plätze, Einladungen, Revanche (talk.js)

talk-heading = Tischgespräch
talk-placeholder = sag etwas zum Tisch
talk-message = Chatnachricht
talk-send = Senden
talk-spectator = Zuschauer
talk-this-game = diesem Spiel
talk-no-chat = Kein Chat an diesem Tisch: In { $game } dürfen sich die Spieler nur über das Spiel selbst verständigen (die Botschaften der Liebenden). Platzereignisse erscheinen trotzdem hier.
talk-no-spectators = An diesem Tisch lesen die Spieler nicht, was Zuschauer schreiben.
talk-away-for = seit { $time } abwesend
talk-hand-to-bot = den Bot spielen lassen
talk-hand-to-bot-title = der Bot des Tisches spielt diesen Platz, bis sein Spieler mit seinem Link zurückkommt
invite-welcome = Willkommen am Tisch
invite-about = Du wurdest eingeladen, { $seat } zu spielen. Wie sollen die anderen dich nennen?
invite-sit = Hinsetzen
invite-note = 1 bis 32 Zeichen. Dieser Browser merkt sich den Link dieses Platzes: Die Lobby zeigt ihn unter „Deine Tische“.
rematch = Revanche
rematch-title = eine neue Partie: dieselben Plätze und Namen, neu verteilt
rematch-watch = Die Revanche ansehen
rematch-go = Zur Revanche: Dein Platz wartet
seat-player = Spieler { $n }

## Zug-Signale (alerts.js)

alerts-sound = Ton
alerts-sound-title = ein kurzer Ton, wenn du an der Reihe bist
alerts-notify = Benachrichtigung
alerts-notify-title = eine Browser-Benachrichtigung, wenn du an der Reihe bist und dieser Tab nicht sichtbar ist

## Tasten und das Brett in Worten (access.js)

keys-switch = Tastenkürzel
keys-switch-title = einzelne Tasten: B, U, L, W, 1–9, ?
key-tab = Tab / Umschalt+Tab
key-tab-does = der nächste oder vorige Bereich: das Brett, deine Auslage, die Spieler, die Aufforderung und ihre Wahlmöglichkeiten, der Verlauf, das Tischgespräch
key-arrows = Pfeiltasten
key-arrows-does = auf dem Brett der nächste mögliche Zug in dieser Richtung (Pos1, Ende: der erste, der letzte)
key-enter = Eingabe oder Leertaste
key-enter-does = den Zug mit dem Fokus machen (oder das Teil auswählen)
key-escape = Esc
key-escape-does = eine Schublade oder einen Dialog schließen
key-b = B
key-b-does = zu den Zügen auf dem Brett
key-digits = 1–9
key-digits-does = die Wahl mit dieser Nummer unter der Aufforderung
key-u = U
key-u-does = deinen letzten Zug zurücknehmen (wo das geht)
key-l = L
key-l-does = zum Spielverlauf
key-w = W
key-w-does = das Brett in Worten (jeder Bereich und jedes Teil als Liste)
key-help = ?
key-help-does = diese Tasten
say-moves = { $n } Züge: { $first } … { $last }
words-row = Reihe { $n }
words-column = Spalte { $n }
words-nothing = Auf dem Brett ist noch nichts gezeichnet.

## Der Kasten des Bretts (board.js)

board-parts = die Bereiche des Bretts
drawer-close = schließen
zoom-out = verkleinern
zoom-in = vergrößern
zoom-fit = alles
zoom-fit-title = das ganze Brett in seinem Kasten

## Lernmodus (learn.js)

learn-button = Lernen
learn-button-title = dieses Spiel mit seinen Lektionen spielend lernen
learn-game = { $game } lernen
learn-from-rulebook = aus der Spielregel: { $reference }
learn-own-lesson = eigene Lektion von salon
learn-about = Jede Lektion ist eine Stellung aus der Spielregel (oder eine eigene von salon, wo die Regel kein Beispiel hat), Zug für Zug auf dem echten Brett gespielt.
learn-finished-title = du hast diese Lektion abgeschlossen
learn-done = fertig
learn-at-step = bei Schritt { $n } von { $total }
learn-steps = { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritte
}
learn-none = Für dieses Spiel gibt es noch keine Lektionen.
learn-log = Was geschah
learn-not-this = Nicht dieser Zug.
learn-not-now-hint = Jetzt nicht. { $hint }
learn-not-now-next = Jetzt nicht: Drück auf „Weiter“, um den Zug des anderen Spielers zu sehen.
learn-draw-failed = Dieses Brett konnte nicht gezeichnet werden ({ $why }).
learn-lessons = Lektionen
learn-step-of = Schritt { $n } von { $total }
learn-complete = Lektion abgeschlossen
learn-hint = Tipp
learn-next = Weiter
learn-back = zurück
learn-back-title = zurück zu deinem vorigen Zug
learn-restart = neu beginnen
learn-restart-title = die Lektion von vorn beginnen
learn-more = weitere Lektionen
learn-choose = Klicke auf das Brett oder wähle unten:
learn-choose-touch = Tippe auf das Brett oder wähle unten:

## Konten und Seiten der Spieler (account.js)

account-sign-in = Anmelden
account-accounts = Konten
account-none = Dieser Server hat keine Konten (er verschickt keine Mails: { $why }). Spiel als Gast: Deine Plätze bleiben in diesem Browser.
account-no-mail-server = kein Mailserver
account-login = Name oder E-Mail-Adresse
account-password = Passwort
account-new = Neues Konto
account-new-about = Optional: Gäste spielen wie bisher. Ein Konto merkt sich deine Plätze auf jedem Gerät, deine Partien und Wertungen und schickt dir eine Mail, wenn ein rundenbasierter Tisch auf deinen Zug wartet.
account-display-name = Anzeigename (2–32 Zeichen)
account-email = E-Mail-Adresse
account-new-password = Passwort (mindestens 10 Zeichen)
account-create = Konto erstellen
account-forgot = Passwort vergessen?
account-mail-link = Schick mir einen Link
account-yours = Dein Konto
account-your-move-play = du bist dran: spielen
account-open = öffnen
account-leave = verlassen (ein Bot spielt)
account-turn-based = rundenbasiert
account-rated = gewertet
account-left = verlassen
account-public-page = Deine öffentliche Seite: Partien, Wertungen
account-mail-turns = schick mir eine Mail, wenn ein rundenbasierter Tisch auf meinen Zug wartet ({ $email })
account-your-tables = Deine Tische
account-none-open = keiner offen
account-sign-out = Abmelden
account-sign-out-everywhere = Überall abmelden
player-heading = Spieler
player-since = spielt seit { $date }
player-ratings = Wertungen
player-rated-games = { $n ->
    [one] { $n } gewertete Partie
   *[other] { $n } gewertete Partien
}
player-no-rated = noch keine gewertete Partie
player-waiting = Warten auf seinen Zug
player-games = Partien
player-game-seat = { $n } Spieler, Platz { $seat }
player-won = gewonnen
player-lost = verloren
player-replay = Wiederholung
player-no-games = noch keine beendete Partie
player-cooperative = Kooperative Partien
player-chapter = { $game }, Kapitel { $chapter }: gemeinsam { $won ->
    [won] gewonnen
   *[lost] verloren
} ({ $date })

## Die Analyse einer beendeten Partie (analysis.js)

analysis-about = Die Analyse beurteilt jede Entscheidung nach dem, was der Spieler damals sehen konnte.
analysis-level = Analysestufe
analysis-level-quick = schnell
analysis-level-normal = normal (genauer)
analysis-shown = Geschätzte Gewinnchance nach jeder Entscheidung, aus dem eigenen Wissen des Spielers ({ $n } Simulationen pro Wert, danach spielen alle den Bot { $policy }).
analysis-shown-cooperative = Die Chance des Paares, das Kapitel zu schaffen, nach jeder Entscheidung, aus dem eigenen Wissen des Spielers ({ $n } Simulationen pro Wert, danach spielen alle den Bot { $policy }).
analysis-failed = Die Analyse ist fehlgeschlagen: { $why }
analysis-not-yet = Noch nicht berechnet.
analysis-progress = Analysiere … { $n } von { $total } Entscheidungen
analysis-waiting = Warte auf den Server …
analysis-busy = Der Server ist mit anderen Analysen beschäftigt; versuch es in einer Minute noch einmal.
analysis-limit = Du hast in dieser Stunde schon viele Analysen angefordert; versuch es später noch einmal.
analysis-start = Partie analysieren
analysis-point = Schritt { $n }, { $who }: { $value }
analysis-interval = { $value } ({ $low }–{ $high })
analysis-band = Das schattierte Band: wo jeder Wert mit 95 % Sicherheit läge, würde er aus weit mehr als { $n } Simulationen berechnet.
analysis-graph = Verlauf der Gewinnchance
analysis-x = Schritt von { $total }
analysis-no-turning-point = Kein Wendepunkt: Keine Entscheidung hat über ihre Unsicherheit hinaus mehr als 5 Punkte Gewinnchance gekostet.
analysis-turning-points = Wendepunkte
analysis-turning-point = Schritt { $n }: { $said } — geschätzt { $value }; stattdessen { $best }: { $best_value }
analysis-show-position = diese Stellung zeigen, mit dem besseren Zug eingezeichnet
analysis-could-have = { $who } hätte spielen können: { $best } ({ $best_value } statt { $value })
analysis-mark = { $mark ->
    [blunder] grober Fehler
   *[mistake] Fehler
}, { $n } Punkte
analysis-show-board = Brett zeigen
analysis-back = Zurück zur Analyse
analysis-col-player = Spieler
analysis-col-decisions = Entscheidungen
analysis-col-mistakes = Fehler
analysis-col-blunders = Grobe Fehler
analysis-col-average-loss = Verlust im Schnitt
analysis-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}

## Das Brett von Aqua Mirabilis (games/aqua*.js), neben den Worten des Spiels

aqua-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
aqua-action-points = { $n ->
    [one] { $n } Aktionspunkt
   *[other] { $n } Aktionspunkte
}
aqua-dial-produce = Produktion { $n }
aqua-dial-coach = Kutsche { $n }
aqua-dial-tip = noch { $n ->
    [one] { $n } Aktionspunkt
   *[other] { $n } Aktionspunkte
}; jetzt zu produzieren bringt { $production ->
    [one] { $production } Produktionspunkt
   *[other] { $production } Produktionspunkte
} und { $legs ->
    [one] { $legs } Kutschenetappe
   *[other] { $legs } Kutschenetappen
}
aqua-experience = Erfahrung { $n }
aqua-influence = Einfluss { $dames } (noch { $left })
aqua-favours = Gunst { $dames }
aqua-none = keine
aqua-flowers-of = { $n ->
    [one] { $n } Blüte { $flower }
   *[other] { $n } Blüten { $flower }
}
aqua-scents-of = { $n ->
    [one] { $n } Essenz { $flower }
   *[other] { $n } Essenzen { $flower }
}
aqua-originality-tokens = { $n ->
    [one] { $n } Originalitätsmarker
   *[other] { $n } Originalitätsmarker
}
aqua-method-holding = darauf { $flowers }
aqua-stored-on = Blüte { $flower }, gelagert auf { $method }
aqua-lessons = Lektionen: { $lessons }
aqua-base-of = Basis { $flower }
aqua-specialist-of = Spezialisierung { $flower }
aqua-no-lesson = Noch keine Lektion gelernt
aqua-perfume-n = Parfum { $n }
aqua-presented = seit Sonntag vorgestellt
aqua-flipped-tip = Umgedreht: { $tiles } ({ $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
} am Ende)
aqua-none-flipped = Noch kein Stadtplättchen umgedreht
aqua-flipped = { $n } umgedreht
aqua-label-flowers = Blüten
aqua-label-scents = Essenzen
aqua-label-originality = Originalität
aqua-label-methods = Methoden
aqua-label-perfumes = Parfums
aqua-label-city-tiles = Stadtplättchen
aqua-verb-produce = Produzieren
aqua-verb-collect = Einsammeln
aqua-verb-done = Fertig
aqua-verb-end-turn = Zug beenden
aqua-verb-extra-turn = Extrazug
aqua-verb-coach-home = Kutsche nach Grasse
aqua-verb-coach-stay = Kutsche bleibt
aqua-verb-court-down = Hof absteigen
aqua-verb-gift-token = Geschenk: Marker
aqua-perfume-words = { $base } mit { $complements }
aqua-recipe-scents = { $n ->
    [one] { $n } Essenz
   *[other] { $n } Essenzen
}
aqua-level = Stufe { $n }
aqua-legend-flowers = Blüten:
aqua-end-by = { $end } durch { $who }
aqua-sunday = Sonntag
aqua-sunday-short = So
aqua-deliveries = Lieferungen:
aqua-market-receives = der Markt erhält die Blüten { $flowers }
aqua-none-left = keine mehr
aqua-in-market = { $n ->
    [one] { $n } Blüte auf dem Markt
   *[other] { $n } Blüten auf dem Markt
}
aqua-collect-flowers = Blüten einsammeln
aqua-cell = Basis { $base } mit { $complement }: { $n ->
    [one] { $n } blauer Würfel
   *[other] { $n } blaue Würfel
} von { $of }
aqua-cell-token = der Originalitätsmarker liegt noch dort
aqua-face-up-on-top = offen obenauf
aqua-on-top = obenauf: { $tile }
aqua-top = obenauf
aqua-no-tile-left = kein Plättchen mehr
aqua-dames = Damen
aqua-favour = Gunst: { $who }
aqua-free = frei
aqua-bonus = Bonus: { $bonus }
aqua-hidden = verdeckt
aqua-dame-influence = Einfluss: { $who }
aqua-bonus-tip = Bonus: { $bonus }.
aqua-apprenticeship-tiles = Plättchen der Lehrzeit
aqua-left = noch { $n }
aqua-blue-cubes = { $n ->
    [one] { $n } blauer Würfel
   *[other] { $n } blaue Würfel
}
aqua-letters-left = übrige Schreiben { $letters }
aqua-letters-tip = Empfehlungsschreiben: zwei von jeder Stufe
aqua-open-recipes = Offene Rezepte ({ $n } von { $total })
aqua-perfumer-of = Parfümeur von { $who }
aqua-reserve-label = Vorrat
aqua-reserve-short = Vorr.
aqua-reserve = Vorrat { $n }
aqua-in-reserve = { $n } im Vorrat
aqua-court-prefers = { $court } bevorzugt Ergänzungen aus { $flower }
aqua-king-prefers = { $king } bevorzugt Basen aus { $flower }
aqua-king-line = { $king }: Basis { $flower }
aqua-court-line = { $court }: Ergänzung { $flower }
aqua-rows = Zeilen
aqua-columns = Spalten
aqua-with-itself = { $flower } mit sich selbst: Dieses Parfum gibt es nicht
aqua-worker-at = { $worker }, am Korb { $flower }
aqua-road-leg = Eine Etappe des Weges
aqua-coach-of = Kutsche von { $who }
aqua-taken = genommen

## Das Brett von Roméo & Juliette (games/romeo.js), neben den Worten des Spiels

romeo-heart-not-placed = Herz noch nicht gesetzt
romeo-event-face-up = Offen: gilt für den Rest der Partie.
romeo-event-face-down = Ausgeführt, dann verdeckt.
romeo-book-card = Buchkarte, { $event }
romeo-in-force = Gilt, Liebesfeld { $n }: { $event }
romeo-event-deck = { $n ->
    [one] Ereignisstapel: noch { $n } Karte
   *[other] Ereignisstapel: noch { $n } Karten
}
romeo-no-signal = noch kein Zeichen
romeo-on-the-table = auf dem Tisch: { $heart }, vorgeschlagen von { $who }
romeo-plays-with = { $who } spielt { $place } mit { $whom }
romeo-revealed-scene = In dieser Szene aufgedeckt: { $cards }
romeo-nurse-gave = die Amme gab { $who } eine Botschaft
romeo-hate-fell = Hass fiel { $places }
romeo-no-hate = kein Hass fiel
romeo-love-grew = { $n ->
    [one] Liebe stieg um { $n } Schritt
   *[other] Liebe stieg um { $n } Schritte
}
romeo-events = Ereignisse: { $events }
romeo-last-scene = Letzte Szene: { $what }.
romeo-at = { $place }
romeo-hand = Hand: { $places } Orte, { $chaperones } Begleiter
romeo-deck = Stapel: { $places } Orte, { $chaperones } Begleiter
romeo-secret-made = geheime Wahl: getroffen, verdeckt
romeo-secret-not-yet = geheime Wahl: noch nicht
romeo-known-to-hold = hält bekanntlich: { $cards }
romeo-revealed-act = in diesem Akt aufgedeckt:
romeo-card-with = { $place } mit { $whom }
romeo-your-choice = deine geheime Wahl: { $place } mit { $whom }
romeo-where-not-yet = wo? noch offen
romeo-whom-not-yet = mit wem? noch offen
romeo-your-hand = Deine Hand
romeo-scene-of = Szene { $n } von { $per } ({ $all } von { $total })
romeo-reserve = { $n ->
    [one] Botschaften im Vorrat: { $n }
   *[other] Botschaften im Vorrat: { $n }
}
romeo-lost-at-0 = bei 0 ist das Drama verloren
romeo-signals-only = nur Zeichen
romeo-of = { $n } von { $total }
romeo-place-card = Ort
romeo-chaperone-card = Begleiter
