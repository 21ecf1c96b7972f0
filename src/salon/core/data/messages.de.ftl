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

## ---- The terminal's frame (salon play, learn, rules, games: salon/cli)
# Die getippten Befehle (q, u, r, m, i N, a N, t, l, n, p, h, b, ?, /) und die Notation bleiben
# in jeder Sprache, wie sie sind.

## The table (salon play)

cli-game-heading = { $title } — { $players } Spieler, Startwert { $seed }
cli-at-this-table = An diesem Tisch: { $seats }
cli-seat-you = { $name } (Platz { $seat }, du)
cli-seat-bot = { $name } (Platz { $seat }, Bot: { $bot })
cli-seat-label = { $name } (Platz { $seat })
cli-rules-where = Die Regeln: salon rules { $game }
cli-rules-where-fitted = Die Regeln: r an der Eingabe oder salon rules { $game }
cli-takes-back = { $name } nimmt den letzten Zug zurück.
cli-last-moves = Letzte Züge
cli-game-over = Spielende
cli-game-stopped = Spiel abgebrochen
cli-final-scoring = Schlusswertung
cli-record-saved = Partie gespeichert in { $file } (nachspielen mit: salon replay { $file })
cli-no-rules = Zu { $title } gibt es noch keine Regelübersicht
cli-rules-of = Die Regeln von { $title }

## The decision

cli-name-you = { $name } (du)
cli-your-decision = { $name }, du entscheidest
cli-your-decision-prompt = { $name }, du entscheidest: { $prompt }
cli-your-choice = Deine Wahl
cli-your-move = Dein Zug
cli-prompt-keys = { $prompt } ({ $keys }):
cli-prompt = { $prompt }:
cli-choice-keys = Nummer oder Notation, ? für Hilfe, q zum Beenden
cli-choice-keys-undo = Nummer oder Notation, ? für Hilfe, u zum Zurücknehmen, q zum Beenden
cli-choice-number = Wahl { $number }

## What a player is told while typing

cli-not-a-choice = { $number } steht nicht zur Wahl: wähle 1–{ $count }
cli-about-range = i N zeigt mehr zu Wahl N: N von 1 bis { $count }
cli-area-range = a N zeigt die Auslage einer Person: N von 1 bis { $count } (die Reihenfolge der Zeilen der Mitspielenden)
cli-no-undo = Jetzt gibt es nichts zurückzunehmen: Dein letzter Zug hat etwas aufgedeckt, war dem Zufall überlassen oder hat die Entscheidung weitergegeben
cli-see-help = (? zeigt, was du tippen kannst)
cli-no-next-page = keine nächste Seite
cli-no-previous-page = keine vorige Seite
cli-no-choice-holds = keine Wahl enthält „{ $word }“
cli-filtered-by = „{ $word }“ ist kein Zug; die Wahlmöglichkeiten, die es enthalten, werden gezeigt

## What ? lists (the keys stay as typed)

cli-help-title = Was du tippen kannst
cli-help-number = die Nummer einer Wahl im Menü
cli-help-notation-key = Notation
cli-help-notation = oder die Notation der Wahl, daneben gezeigt
cli-help-notation-example = oder die Notation der Wahl, daneben gezeigt (z. B. { $example })
cli-help-undo = deinen letzten Zug zurücknehmen
cli-help-undo-not-now = deinen letzten Zug zurücknehmen, solange er nichts aufgedeckt und nichts dem Zufall überlassen hat (jetzt nicht)
cli-help-about = mehr zu Wahl N: die Karte, die sie spielt (Roxane: ihre Erläuterung)
cli-help-menu = die Wahlmöglichkeiten noch einmal zeigen
cli-help-rules = die Regeln von { $title } (auch: salon rules { $game })
cli-help-help = diese Liste (die Befehle tippst du in jeder Sprache so, wie sie hier stehen)
cli-help-quit = das Spiel beenden
cli-help-pages = die nächste und vorige Seite des Menüs (wenn es mehr als eine hat)
cli-help-filter-key = /Wort
cli-help-filter = nur die Wahlmöglichkeiten, deren Text oder Notation das Wort enthält; / allein: alle
cli-help-about-fitted = mehr zu Wahl N: ihr ganzer Text, die Karte, die sie spielt
cli-help-area = die ganze Auslage von Person N (N: die Reihenfolge der Zeilen der Mitspielenden)
cli-help-table = der ganze Tisch, jeder Teil des Spielplans
cli-help-log = der ganze bisherige Spielverlauf
cli-help-menu-fitted = das ganze Menü noch einmal, ungefiltert

## The fitted screen (salon play and salon learn in a terminal)

cli-keys-help = ? Hilfe
cli-keys-undo = u zurück
cli-keys-quit = q Ende
cli-keys-details = t Tisch · a N Auslage von N · l Verlauf · i N zu Wahl N
cli-whole-table = Der ganze Tisch
cli-whole-area = { $name }: die ganze Auslage
cli-whole-log = Der ganze Spielverlauf
cli-log-empty = Noch ist nichts geschehen.
cli-mine-clipped = … a N (deine Nummer) zeigt den Rest deiner Auslage
cli-page-back = Enter: zurück zum Spiel
cli-page-more = Enter: weiter ({ $shown } von { $lines } Zeilen), q: zurück
cli-menu-filtered = { $shown ->
    [one] { $shown } Wahl enthält
   *[other] { $shown } Wahlmöglichkeiten enthalten
} „{ $word }“ (/ allein: alle { $count })
cli-menu-range = Wahl { $first }–{ $last } von { $count }
cli-menu-none = keine Wahl
cli-menu-page = Seite { $page } von { $pages }: n nächste, p vorige
cli-menu-filter-hint = /Wort filtert

## Lessons (salon learn)

cli-lessons-title = { $title }: Lektionen
cli-lessons-lesson = Lektion
cli-lessons-name = Titel
cli-lessons-from = Quelle
cli-lessons-steps = Schritte
cli-lessons-rulebook = Spielregel: { $reference }
cli-lessons-own = von salon
cli-lessons-play-one = Spiel eine mit: salon learn { $game } 1
cli-lesson-from-rulebook = aus der Spielregel: { $reference }
cli-lesson-own = eine Lektion von salon
cli-lesson-log = { $title }: { $intro } ({ $source })
cli-enter-key = Enter
cli-lesson-begin = Enter: beginnen
cli-lesson-keys = Nummer oder Notation; h Tipp, b zurück, r neu beginnen, q beenden
cli-lesson-keys-watch = Enter: weiter · b zurück · r neu beginnen · q beenden
cli-lesson-go-on = { $enter }: weiter (b zurück, r neu beginnen, q beenden):
cli-step-title = Schritt { $step } von { $steps }: dein Zug
cli-step-yours = Schritt { $step } von { $steps }, dein Zug: { $ask }
cli-step-theirs = Schritt { $step } von { $steps }, { $name }: { $ask }
cli-hint = Tipp:
cli-hint-way = { $number } (oder { $notation }): { $label }
cli-hint-or = { $first }; oder tippe { $then }
cli-hint-type = Tippe { $ways }.
cli-well-done = Gut gemacht
cli-no-lessons = Zu { $title } gibt es noch keine Lektionen

## salon games

cli-games-title = salon-Spiele
cli-games-id = Kennung
cli-games-name = Titel
cli-games-name-summary = Titel und Kurzbeschreibung
cli-games-players = Spielerzahl
cli-games-options = Optionen (Vorgabe)
cli-games-summary = Kurzbeschreibung
cli-games-coop = kooperativ

## Errors of salon play

cli-error-bot-specs = { $seats ->
    [one] { $seats } Bot-Platz
   *[other] { $seats } Bot-Plätze
}, aber { $specs ->
    [one] { $specs } Bot-Angabe
   *[other] { $specs } Bot-Angaben
}: { $given }
cli-error-unknown-game = unbekanntes Spiel { $game }; bekannte Spiele: { $games }
cli-error-players = { $game } ist für { $range } { $most ->
    [one] Person
   *[other] Personen
}, nicht für { $players }
cli-error-no-lesson = { $game } hat keine Lektion { $lesson }; die Lektionen: { $lessons }
cli-seats-range = von 0 bis { $last }
cli-error-seat-not-number = { $flag } { $text }: Gib eine Platznummer { $seats } an, oder none
cli-error-seat-range = { $flag } { $seat }: Ein Tisch für { $players } Personen hat die Plätze { $seats }

## salon analyse (cli/analyse.py, analysis/words.py)

cli-analysis-percent = { $n } %
cli-analysis-interval = { $value } ({ $low }–{ $high })
cli-analysis-chance = { $coop ->
    [yes] Chance des Paares, das Kapitel zu schaffen
   *[no] Gewinnchance
}
cli-analysis-title = { $title }: Analyse auf Stufe { $level } ({ $playouts } Simulationen pro Wert, danach spielen alle { $policy })
cli-analysis-progress = analysiere ({ $level })
cli-analysis-seat-line = { $name }: geschätzte { $what } bei jeder eigenen Entscheidung
cli-analysis-no-decision = (keine Entscheidung analysiert)
cli-analysis-turning-points = Wendepunkte
cli-analysis-no-mistake = Kein Fehler gefunden: Keine Entscheidung hat über ihre Unsicherheit hinaus mehr als { $least } der { $what } gekostet.
cli-analysis-turning-point = Schritt { $step }: { $said } — geschätzt { $value }; stattdessen { $better }: { $best }; { $mark ->
    [mistake] ein Fehler
    [blunder] ein grober Fehler
   *[other] eine Entscheidung
}, { $points ->
    [one] { $points } Punkt verloren
   *[other] { $points } Punkte verloren
}
cli-analysis-summary = Zusammenfassung pro Platz
cli-analysis-col-seat = Platz
cli-analysis-col-decisions = Entscheidungen
cli-analysis-col-mistakes = Fehler
cli-analysis-col-blunders = Grobe Fehler
cli-analysis-col-loss = Verlust an { $what } im Schnitt
cli-analysis-loss-points = { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte
cli-analysis-plot-written = Grafik gespeichert in { $file }
cli-analysis-plot-steps = Schritt der Partie
cli-analysis-plot-band = Schattiert: wo jeder Wert mit 95 % Sicherheit läge, würde er aus weit mehr als { $playouts } Simulationen berechnet (± 1,96 Standardfehler).
cli-analysis-plot-title = { $title }: geschätzte { $what } nach jeder Entscheidung (Stufe { $level }; × grober Fehler, ○ Fehler)
cli-error-level = --level { $level }: Wähle eine von { $levels }
## The command line's errors (cli/app.py, files.py, bounds.py, suggest.py)

cli-none = keine
cli-error-at-least-one = muss mindestens 1 sein, nicht { $value }
cli-error-is-folder = { $flag } { $path }: ist ein Ordner, gib einen Dateinamen an
cli-error-not-a-folder = { $flag } { $path }: { $folder } ist kein Ordner
cli-error-permission = { $flag } { $path }: keine Berechtigung
cli-error-is-file = { $flag } { $path }: ist eine Datei, gib einen Ordner an
cli-error-file-not-folder = { $flag } { $path }: { $folder } ist eine Datei, kein Ordner
cli-error-needs-out = { $flag } braucht --out DATEI
cli-error-force-or-resume = --force ersetzt die --out-Datei und --resume setzt sie fort: Gib nur eins von beiden an
cli-error-out-exists = --out { $path } gibt es schon: Füge --resume hinzu, um sie fortzusetzen, oder --force, um sie zu ersetzen
cli-error-not-utf8 = { $file }: kein UTF-8-Text: Byte { $offset } ({ $byte }) ist kein UTF-8; salon liest Aufzeichnungen und Ergebnisdateien als UTF-8
cli-error-jobs = --jobs { $jobs }: Dieser Rechner führt höchstens { $top } Arbeitsprozesse aus ({ $cores ->
    [one] { $cores } Kern
   *[other] { $cores } Kerne
} × { $per }); gib --jobs { $top } oder weniger an
cli-error-iterations-whole = Bot-Angabe { $spec }: iterations={ $value } ist keine ganze Zahl von Simulationen (höchstens { $most })
cli-error-iterations-bound = Bot-Angabe { $spec }: iterations={ $value } liegt über der Grenze von { $most } Simulationen pro Entscheidung (das sind schon Minuten pro Entscheidung)
cli-error-time-bound = Bot-Angabe { $spec }: time={ $value } liegt über der Grenze von { $most } Sekunden pro Entscheidung
cli-error-time-number = Bot-Angabe { $spec }: time muss eine Zahl von Sekunden sein
cli-error-needs-value = { $flag } braucht einen Wert (z. B. { $flag } 2)
cli-error-no-option = keine Option { $flag } für salon { $command } { $game } (siehe 'salon { $command } --help'; die eigenen Optionen von { $title }: { $own })
cli-error-no-option-guess = keine Option { $flag } für salon { $command } { $game }: Meintest du { $best }? (siehe 'salon { $command } --help'; die eigenen Optionen von { $title }: { $own })
## salon simulate, report, arena, replay, serve (their lines and headings; --json and files stay as they are)

cli-error-unknown-language = { $lang } ist keine Sprache, die salon spricht: { $languages }
cli-error-specs-for-players = --bots gibt { $specs ->
    [one] { $specs } Angabe
   *[other] { $specs } Angaben
} für { $players ->
    [one] { $players } Person
   *[other] { $players } Personen
}
cli-players = { $players } Spieler
cli-sim-col-seat = Platz
cli-sim-col-bot = Bot
cli-sim-col-wins = Siege
cli-sim-col-win-rate = Siegquote
cli-sim-col-ci = 95%-KI
cli-sim-col-mean-score = Ø Punkte
cli-sim-col-seat-games = Platz-Partien
cli-sim-col-every-seat = Bot (jeder Platz)
cli-sim-col-games = Partien
cli-sim-col-a-win-rate = A siegt
cli-sim-col-margin = Ø Punkte A−B
cli-sim-col-elo = Elo
cli-sim-col-overlaps = überlappt mit
cli-sim-by-bot = Nach Bot (alle Plätze)
cli-sim-title = { $title }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $players } Spieler, Startwert { $seed }
cli-sim-length = Partielänge (Entscheidungen): Mittel { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, Median { $median }, Minimum { $min }, Maximum { $max }
cli-sim-first-seat = Vorteil des ersten Platzes: { $advantage } (95%-KI { $low } bis { $high })
cli-sim-team = Kooperativ: Das Team hat { $rate } gewonnen (95%-KI { $low }–{ $high })
cli-sim-ends = Wie die Partien endeten: { $ends }
cli-sim-shared = Geteilte Siege: { $shared }   Ohne Sieger: { $none }
cli-sim-timing = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } Partien/s, { $jobs ->
    [one] { $jobs } Prozess
   *[other] { $jobs } Prozesse
}, { $backend })
cli-rate = { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 2) } Partien/s
figure = { $x }
cli-progress-arena = { $game }-Arena
cli-stopped = Angehalten: { $done } von { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} beendet
cli-stopped-resume = Angehalten: { $done } von { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} beendet; setze fort mit --resume --out { $file }
cli-report-written = Bericht gespeichert in { $file }
cli-error-no-finished-game = { $file } enthält keine beendete Partie
cli-report-title = { $title }, { $players } Spieler: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
cli-report-source = Partien aus { $file }
cli-report-runs = (Läufe { $first }–{ $last } von { $runs })
cli-report-side-by-side = Nebeneinander
cli-report-group = { $title }, { $players } Spieler: Plätze und die eigenen Statistiken des Spiels
cli-error-so-far = --so-far liest eine vorhandene --out-DATEI (ohne --resume oder --force)
cli-error-arena-games = --games { $games }: Eine Arena plant alle ihre Partien vor der ersten, höchstens { $most } pro Paarung (salon simulate verarbeitet jede Anzahl nach und nach)
cli-error-arena-two-bots = --bots braucht mindestens zwei Bot-Angaben
cli-arena-title = { $title }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} pro { $coop ->
    [yes] Bot
   *[no] Paarung
}, { $players } Spieler, Startwert { $seed }
cli-arena-so-far = ; bisher { $games } von { $of ->
    [one] { $of } Partie
   *[other] { $of } Partien
} (ganze Runden der { $finished } beendeten)
cli-arena-head-to-head = Dieselben Runden, direkt gegeneinander
cli-arena-rotated = Plätze rotiert: { $patterns } (A = erster Bot einer Paarung); ein geteilter Sieg zählt anteilig für jede Seite.
cli-arena-ratings = Wertungen (Bradley–Terry, Elo-Skala, Mittel 0)
cli-arena-no-spread = keine Streuung
cli-range = { $low } bis { $high }
cli-arena-bootstrap = 95%-KI: { $rounds } Bootstrap-Stichproben der { $resampled ->
    [deals] Runden (die Partien jedes Paares darauf zusammen)
   *[games] Partien, innerhalb jeder Paarung
}, mit dem Startwert der Arena.
cli-arena-no-spread-note = keine Streuung: Jede Stichprobe ergibt dieselbe Wertung (jede Partie ihrer Paarungen endete gleich, z. B. ein glatter Durchmarsch); lies stattdessen die Wilson-Intervalle der Paarungen.
cli-arena-overlap = { $first } und { $second }: Die Intervalle überlappen — nicht getrennt
cli-error-pick-a-game = { $file } enthält { $games } Partien (Nummern { $numbers }): Wähle eine mit --game N
cli-error-no-such-game = --game { $game }: { $file } enthält die Partien { $numbers }
cli-error-cannot-read = { $file } kann nicht gelesen werden: { $reason }
cli-error-not-json = { $file } ist keine JSON-Aufzeichnung
cli-error-one-game = --game wählt eine Partie einer Ergebnisdatei; { $file } ist die Aufzeichnung einer einzigen Partie
cli-error-not-a-record = { $file } ist keine Aufzeichnung einer Partie (game, players, seed und actions fehlen)
cli-error-replay-action = Aktion { $index } ({ $seat }, { $text }): { $reason }
cli-replay-spectator = der Zuschauer
cli-replay-title = { $title }: { $actions ->
    [one] { $actions } Aktion
   *[other] { $actions } Aktionen
}, gesehen von { $seen_by }
cli-replay-keys = Enter: weiter, q: beenden
cli-error-web-extra = { $reason }; installiere das Web-Extra: pip install 'salon[web]'
cli-error-database = Datenbank { $url }: { $reason }
cli-error-listen = kann nicht auf { $host }:{ $port } lauschen: { $reason }
cli-serving = salon läuft auf { $address }  (Datenbank: { $db }, API-Dokumentation: /docs)
cli-serving-workers = salon läuft auf { $address } mit { $workers } Prozessen  (Datenbank: { $db }, API-Dokumentation: /docs)
cli-error-bot-level = --bot-level { $item }: Gib NAME=SPEC an, z. B. strong=ismcts:iterations=1000
cli-error-public-url = --public-url { $url }: Gib die Adresse an, unter der die Spieler den Server erreichen, z. B. https://salon.example.org
## The help of the commands (--help): a help text given as a cli-doc-… id (cli/app.py Worded)

cli-doc-usage = Aufruf:
cli-doc-arguments = Argumente
cli-doc-options = Optionen
cli-doc-commands = Befehle
cli-doc-default = Vorgabe:
cli-doc-required = erforderlich
cli-doc-env-var = Umgebungsvariable:
cli-doc-help-option = Diese Hilfe zeigen und beenden.
cli-doc-salon = salon: vier Brettspiele nach ihren vollständigen Regeln — spielen, simulieren, untersuchen, KI bauen.
cli-doc-version = salons Version ausgeben und beenden.
cli-doc-lang = Die Sprache zum Lesen: { $languages }.
cli-doc-lang-default = aus LANG
cli-doc-game = Kennung des Spiels (siehe `salon games`).
cli-doc-option = Tischoption (wiederholbar); oder als --name Wert, z. B. --chapter 3.
cli-doc-players-default = das Minimum des Spiels
cli-doc-play = Spiel eine Partie im Terminal gegen Bots (oder sieh Bots zu mit --seat none).
cli-doc-play-players = Anzahl der Spieler.
cli-doc-play-bots = Bot-Angabe für die anderen Plätze, oder eine pro Bot-Platz, durch Kommas getrennt.
cli-doc-play-seat = Dein Platz: seine Nummer ab 0 (0 ist der erste Platz, Spieler 1 in Rose Ceremony; 1 der zweite), oder none, um Bots zuzusehen.
cli-doc-play-seed = Startwert (die Partie lässt sich damit nachspielen).
cli-doc-play-seed-default = zufällig, und angezeigt
cli-doc-play-save = Die Aufzeichnung der Partie (JSON) am Ende in diese Datei schreiben (eine vorhandene wird ersetzt).
cli-doc-play-delay = Pause nach jedem Zug eines Bots.
cli-doc-play-name = Dein Name im Protokoll.
cli-doc-play-name-default = der Name deines Platzes
cli-doc-play-plain = Zeile für Zeile, der ganze Tisch bei jeder Entscheidung (für Screenreader und Pipes; die Vorgabe, wenn die Ausgabe kein Terminal ist).
cli-doc-learn = Lerne ein Spiel, indem du seine Lektionen spielst: die Beispiele der Spielregel, Zug für Zug.
cli-doc-learn-lesson = Nummer oder Kennung der Lektion; ohne sie werden die Lektionen des Spiels aufgelistet.
cli-doc-learn-plain = Zeile für Zeile, das ganze Brett bei jedem Schritt (für Screenreader und Pipes; die Vorgabe, wenn die Ausgabe kein Terminal ist).
cli-doc-rules = Die Regeln eines Spiels in unseren eigenen Worten: Ziel, Aufbau, ein Zug, die Aktionen, das Ende, die Wertung.
cli-doc-games = Die verfügbaren Spiele mit ihren Spielerzahlen und Optionen auflisten (die Tabelle in der Sprache von `salon --lang` oder LANG; --json: die eigenen Daten der Spiele, wie sie sind).
cli-doc-games-json = JSON ausgeben.
cli-doc-players = Spieler pro Partie.
cli-doc-jobs = Arbeitsprozesse (die Ergebnisse hängen nicht davon ab).
cli-doc-jobs-default = alle Kerne
cli-doc-force = Eine vorhandene --out-Datei ersetzen.
cli-doc-results-game = Welche Partie einer Ergebnisdatei: ihre Nummer im Lauf, ab 0.
cli-doc-only-game = die einzige Partie
cli-doc-simulate = Partien zwischen Bots mit Startwerten spielen; Siegquoten, Längen, Enden und Balance-Kennzahlen berichten.
cli-doc-simulate-games = Anzahl der Partien.
cli-doc-simulate-bots = Eine Bot-Angabe, oder eine pro Platz, durch Kommas getrennt.
cli-doc-simulate-seed = Startwert des Laufs: Partie i nutzt einen aus (Startwert, i) abgeleiteten Startwert.
cli-doc-simulate-backend = local: Prozesse auf diesem Rechner; ray: ein Ray-Cluster.
cli-doc-simulate-address = Adresse des Ray-Clusters.
cli-doc-simulate-address-default = ein lokales Ray starten
cli-doc-simulate-out = Eine JSON-Zeile pro Partie schreiben (Aufzeichnung, Ausgang, Kennzahlen); eine vorhandene Datei braucht --resume oder --force.
cli-doc-simulate-resume = Die --out-Datei eines abgebrochenen Laufs fortsetzen (behält ihre Partien, spielt den Rest; dieselben Argumente).
cli-doc-simulate-report = Einen Balance-Bericht als HTML + PNG + JSON in diesen Ordner schreiben.
cli-doc-simulate-json = Die Statistik als JSON ausgeben (byte-gleich bei gleichen Argumenten).
cli-doc-arena = Bots gegeneinander antreten lassen, jeden Bot gleich oft auf jedem Platz; Siegquoten und Elo-Wertungen mit 95%-Intervallen.
cli-doc-arena-bots = Zwei oder mehr Bot-Angaben, durch Kommas getrennt (bei einem kooperativen Spiel genügt eine).
cli-doc-arena-games = Partien pro Paarung (aufgerundet auf ganze Platzrunden).
cli-doc-arena-seed = Startwert der Arena: Austeilung k nutzt einen aus (Startwert, k) abgeleiteten Startwert.
cli-doc-arena-json = Den Bericht als JSON ausgeben (byte-gleich bei gleichen Argumenten).
cli-doc-arena-out = Eine JSON-Zeile pro beendeter Partie schreiben (Plätze, Startwert, Punkte, Sieger); eine vorhandene Datei braucht --resume oder --force.
cli-doc-arena-resume = Die --out-Datei einer abgebrochenen Arena fortsetzen (behält ihre Partien, spielt den Rest; dasselbe Spiel, dieselben Spieler, Startwerte, Optionen und derselbe Code: mehr Partien oder mehr Bots sind in Ordnung).
cli-doc-arena-so-far = Nichts spielen: der Bericht über die beendeten Austeilungen der --out-Datei (jede Sitzordnung einer Austeilung gespielt), und wie viele Partien das sind.
cli-doc-report = Balance-Kennzahlen aus gespeicherten Partien berechnen; mehrere Dateien werden nebeneinander verglichen.
cli-doc-report-file = Ergebnisse, geschrieben von `salon simulate --out`.
cli-doc-report-report = Einen Bericht als HTML + PNG + JSON in diesen Ordner schreiben (erste Datei).
cli-doc-report-json = Die Kennzahlen als JSON ausgeben.
cli-doc-report-each = Bei mehreren Dateien auch die ganze Zusammenfassung jeder Datei ausgeben.
cli-doc-replay = Eine gespeicherte Partie Schritt für Schritt ansehen, aus der Sicht eines Platzes (verdeckte Karten bleiben verdeckt).
cli-doc-replay-file = Eine mit `salon play --save` gespeicherte Aufzeichnung, oder eine Ergebnisdatei von `salon simulate --out` (mit --game N).
cli-doc-replay-seat = Wessen Sicht: eine Platznummer ab 0 (0 ist der erste Platz, Spieler 1 in Rose Ceremony), oder none für die der Zuschauer.
cli-doc-replay-step = Nach jeder Aktion auf Enter warten, oder alle ausgeben.
cli-doc-analyse = Nach einer beendeten Partie: die geschätzte Gewinnchance jedes Platzes bei jeder Entscheidung, beurteilt nach dem, was dieser Platz damals sehen konnte, die Fehler und groben Fehler, und die besseren Züge.
cli-doc-analyse-file = Die Aufzeichnung einer beendeten Partie (`salon play --save`), oder eine Ergebnisdatei von `salon simulate --out` (mit --game N).
cli-doc-analyse-level = Ausspielungen hinter jeder Zahl einer Entscheidung: { $levels }.
cli-doc-analyse-seat = Nur die Entscheidungen dieses Platzes analysieren (eine Platznummer), oder all.
cli-doc-analyse-searches = Ein eigenes Budget: unabhängige Suchen pro Entscheidung (mit --samples).
cli-doc-analyse-samples = Ein eigenes Budget: Determinisierungen pro Suche.
cli-doc-analyse-seed = Startwert der Analyse (gleiche Aufzeichnung, Stufe und Startwert: gleiche Analyse).
cli-doc-analyse-jobs = Arbeitsprozesse, jeder mit einer Entscheidung auf einmal (die Analyse hängt nicht davon ab).
cli-doc-analyse-json = Alles als JSON ausgeben (für Programme).
cli-doc-analyse-plot = Die Linien der Gewinnchancen auch in dieses PNG zeichnen.
cli-doc-serve = Die Lobby (REST, OpenAPI unter /docs) und das Spiel über WebSocket bereitstellen.
cli-doc-serve-host = Adresse, auf der gelauscht wird.
cli-doc-serve-port = Port, auf dem gelauscht wird.
cli-doc-serve-db = URL der Datenbank: sqlite:///file.db oder postgresql+psycopg://user@host/db (Vorgabe: eine SQLite-Datei im Datenordner des Benutzers).
cli-doc-serve-table-prefix = Präfix jeder Datenbanktabelle (mehrere Installationen in einer Datenbank).
cli-doc-serve-bot-delay = Sekunden, die ein Bot vor seinem Zug wartet, damit Menschen folgen können.
cli-doc-serve-bot-workers = Arbeits-Threads, die Bot-Züge berechnen: wie viele Bot-Entscheidungen gleichzeitig laufen (wie viel des Rechners Bots nutzen dürfen).
cli-doc-serve-bot-processes = Bot-Züge in so vielen Arbeitsprozessen statt in Threads berechnen (für schwere Such-Bots wie ismcts; jeder darf einen Kern nutzen).
cli-doc-serve-bot-level = Eine Bot-Stufe, die Tische wählen dürfen, NAME=SPEC, z. B. strong=ismcts:iterations=1000 (wiederholbar; ersetzt die vorgegebenen Stufen random, easy, heuristic, normal, strong und die eigenen Angaben der Spiele dafür). Nur Iterationsbudgets, höchstens --bot-max-iterations.
cli-doc-serve-bot-max-iterations = Höchstzahl an Such-Iterationen einer Bot-Entscheidung (für Stufen wie für Angaben des Admins).
cli-doc-serve-min-bot-delay = Kleinstes bot_delay (Sekunden), das ein Tisch ohne das Admin-Token verlangen darf (400 request/invalid).
cli-doc-serve-bot-per-creator = Suchende Bot-Entscheidungen (ismcts-Stufen), die die Tische einer Client-Adresse gleichzeitig laufen haben dürfen (Vorgabe: die Hälfte des Bot-Pools, mindestens eine). docs/security.md, "Fair bot time".
cli-doc-serve-bot-cpu-per-minute = CPU-Sekunden, die die suchenden Bot-Entscheidungen der Tische einer Client-Adresse in jeder Minute nehmen dürfen; darüber warten sie.
cli-doc-serve-poll = Sekunden zwischen zwei Prüfungen auf Änderungen anderer Serverprozesse.
cli-doc-serve-lease-ttl = Sekunden, die das Nutzungsrecht eines Prozesses an einem laufenden Tisch (er führt dessen Bots und Uhren) gilt, wenn es nicht erneuert wird (nach jedem Drittel); die Tische eines toten Prozesses übernehmen die anderen in etwa dieser Zeit.
cli-doc-serve-admin-token = Das Bearer-Token des Admins: hebt die Grenzen pro Client auf (gewählte Startwerte, jede Bot-Angabe, jedes bot_delay, Tischkontingente) und schaltet POST /api/admin/cleanup frei.
cli-doc-serve-rate-limit = Nachrichten pro Sekunde, die ein WebSocket senden darf.
cli-doc-serve-rate-burst = Zusätzlich erlaubter Schwall von Nachrichten über der Rate.
cli-doc-serve-rate-strikes = Nachrichten, die ein WebSocket über seiner Rate senden darf (jede verworfen), bevor er geschlossen wird (4429 request/rate_limited).
cli-doc-serve-max-message = Größte WebSocket-Nachricht eines Clients, in Bytes (request/too_large).
cli-doc-serve-ws-outbox = Nachrichten, die darauf warten dürfen, dass ein WebSocket sie liest; ein zu langsam lesender Client wird getrennt (4408 limit/too_slow).
cli-doc-serve-ws-per-address = WebSockets, die eine Client-Adresse gleichzeitig halten darf (4429 limit/connections).
cli-doc-serve-ws-per-table = WebSockets von Zuschauern, die ein Tisch gleichzeitig haben darf (4429 limit/connections).
cli-doc-serve-ws-per-seat = WebSockets, die ein Platz an seinem Tisch haben darf (4429 limit/connections).
cli-doc-serve-ws-hello-timeout = Sekunden, die ein neuer WebSocket hat, um sein hello zu senden (4400 auth/hello_required).
cli-doc-serve-ws-close-timeout = Sekunden, die ein WebSocket-Gegenüber hat, um auf das Schließen des Servers zu antworten, bevor die Verbindung getrennt wird.
cli-doc-serve-cors-origin = Browser-Clients von diesem Ursprung erlauben (wiederholbar), z. B. https://example.org.
cli-doc-serve-log-level = Log-Stufe von uvicorn.
cli-doc-serve-access-log = Jede Anfrage protokollieren (Tokens stehen nie in URLs).
cli-doc-serve-max-body = Größter Anfragerumpf in Bytes (413 request/too_large).
cli-doc-serve-tables-per-minute = Tische, die eine Client-Adresse pro Minute anlegen darf (429 limit/tables).
cli-doc-serve-open-tables = Tische, die eine Client-Adresse gleichzeitig offen oder laufend haben darf (429 limit/tables).
cli-doc-serve-header-timeout = Sekunden, die ein Client für Kopfzeilen und Rumpf einer Anfrage brauchen darf (408 request/timeout).
cli-doc-serve-idle-timeout = Sekunden, die eine offen gehaltene HTTP-Verbindung untätig bleiben darf.
cli-doc-serve-rest-rate = REST-Anfragen, die etwas ändern (POST), die eine Client-Adresse pro Sekunde senden darf (429 request/rate_limited; Lesezugriffe und das Admin-Token zählen nicht).
cli-doc-serve-rest-burst = Zusätzlich erlaubter Schwall solcher Anfragen über --rest-rate.
cli-doc-serve-renames-per-minute = Wie oft sich der Name eines Platzes in jeder Minute ändern darf (429 request/rate_limited).
cli-doc-serve-http-per-address = Einfache HTTP-Verbindungen, die eine Client-Adresse gleichzeitig halten darf (429 limit/connections; Adressen aus --trusted-proxy zählen nicht).
cli-doc-serve-max-connections = Gleichzeitig angenommene offene Verbindungen (HTTP und WebSocket) (503 server/busy); Vorgabe: aus der Grenze der Dateideskriptoren.
cli-doc-serve-wal-limit-mb = SQLite: das Write-Ahead-Log wird gesichert und geleert, sobald es die Hälfte so vieler MiB erreicht (und alle 5 s).
cli-doc-serve-db-retry-max = Längste Wartezeit (Sekunden) zwischen zwei Versuchen, solange die Datenbank nicht erreichbar ist (ab 0,5 s, verdoppelnd; 503 db/unavailable).
cli-doc-serve-trusted-proxy = Adresse eines Reverse-Proxys, dessen X-Forwarded-For vertraut wird (wiederholbar).
cli-doc-serve-gc-threshold = Nach dem Start die erste Schwelle der Speicherbereinigung (junge Sammlungen nach so vielen Netto-Allokationen; 0: die von Python, 700). docs/deploy.md, "Garbage collector".
cli-doc-serve-gc-freeze = Nach dem Start (Tische wieder aufgenommen) jedes lebende Objekt einfrieren, sodass die vollen Sammlungen es nicht mehr durchlaufen.
cli-doc-serve-public-url = Die Adresse, unter der Spieler den Server erreichen (https://…): der Ursprung jedes gemailten Links, und das Sitzungs-Cookie ist Secure, wenn sie https ist. Konten brauchen sie und --smtp-url.
cli-doc-serve-smtp-url = Der SMTP-Server, über den Mails gehen: smtp://[user:pass@]host[:port] (STARTTLS, wenn angeboten), smtp+starttls://… (verlangt), smtps://… (TLS); ?from=ADRESSE setzt den Absender. Ohne ihn: keine Konten, keine Mails.
cli-doc-serve-password-memory = Speicher von Argon2id pro Passwort-Hashing, KiB (64 MiB: die Empfehlung von argon2-cffi; weniger nur auf einem kleinen Rechner).
cli-doc-serve-analysis-queue = Analysen nach der Partie, die in einem Prozess gleichzeitig warten oder laufen (503 analysis/busy; 0: keine angeboten).
cli-doc-serve-analyses-per-address = Analysen nach der Partie, die eine Client-Adresse pro Stunde starten darf (429 limit/analyses; eine gespeicherte zu lesen ist frei).
cli-doc-serve-background-analysis = Jede Entscheidung analysieren, während die Partie läuft (Arbeitsprozesse mit niedrigster Priorität), und die Analyse speichern, wenn sie endet.
cli-doc-serve-background-nice = Die Nice-Stufe der Hintergrund-Analyseprozesse: 19 (Vorgabe) ist die niedrigste Priorität, 0 die des Servers.
cli-doc-serve-workers = Serverprozesse, die sich den Port teilen (ein Aufseher startet jeden neu, der stirbt; Grenzen pro Adresse gelten pro Prozess). docs/deploy.md.
## salon report's side-by-side comparison (sim/report.py side_by_side)

cli-report-run = Lauf { $run }
cli-report-defaults = die Vorgaben des Spiels
cli-report-row-games = Partien
cli-report-row-bots = Bots, nach Platz
cli-report-row-options = Optionen
cli-report-row-first-wins = Siege des ersten Spielers (fairer Anteil)
cli-report-row-first-edge = Vorsprung des ersten Spielers, Prozentpunkte (95%-KI)
cli-report-row-team = Siegquote des Teams (95%-KI)
cli-report-row-single-winner = Partien mit einem einzigen Sieger
cli-report-row-length = Länge, Entscheidungen: Mittel (Median)
cli-report-row-ends = wie die Partien endeten
cli-report-row-seat = Siegquote Platz { $seat } (95%-KI)
cli-report-row-margin = Vorsprung des Siegers, Mittel
cli-report-note-kinds = Siegquoten pro Platz und die eigenen Statistiken eines Spiels werden nur zwischen Läufen desselben Spiels mit derselben Spielerzahl verglichen; die Zeilen oben sind Maße, die jedes Spiel hat.
cli-report-note-alone = Hier allein ihrer Art (ihre Plätze und Statistiken: Werte die Datei allein aus, oder füge --each hinzu): { $runs }.
cli-report-note-edge = Vorsprung des ersten Spielers: seine Siegquote minus den fairen Anteil 1/Spielerzahl, in Prozentpunkten, damit er sich bei jeder Spielerzahl gleich liest.
## salon report: a statistic that never varied, the categories not shown

cli-report-always = immer { $value }
cli-report-more = { $n } weitere { $share }
## Der HTML-Bericht von salon report und salon simulate --report

report-title-batch = { $title }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $players } Spieler, Bots { $bots }, Startwert { $seed }
report-title-file = { $title }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} aus { $file }
report-quantity = Mittel { $mean } ± { $stdev } (Median { $median }, { $low } bis { $high })
report-seat = Platz { $seat }
report-fair-share = fairer Anteil
report-plot-team = das Team (jeder Platz)
report-plot-team-title = Siegquote des Teams
report-caption-team = Die Siegquote des Teams mit ihrem 95%-Wilson-Intervall (ein kooperatives Spiel: ein Ergebnis für alle Plätze)
report-plot-win-rate = Siegquote pro Platz
report-caption-win-rate = Siegquote pro Platz, mit 95%-Wilson-Intervallen
report-axis-win-rate = Siegquote (95%-KI)
report-axis-final-score = Endpunktzahl
report-axis-games = Partien
report-plot-scores = Verteilung der Punkte pro Platz
report-caption-scores = Histogramm der Endpunktzahlen pro Platz
report-axis-decisions = Entscheidungen pro Partie
report-plot-length = Partielänge
report-caption-length = Partielänge in Entscheidungen
report-axis-mean = Mittel pro Partie (± Standardabweichung)
report-game-stats = Die eigenen Statistiken des Spiels
report-caption-game-stats = Statistiken, die das Spiel angibt und die schwanken, Mittel pro Partie (± Standardabweichung)
report-fact-games = Partien
report-fact-first-wins = Siegquote des ersten Spielers
report-fact-first-wins-value = { $rate } bei einem fairen Anteil von { $fair } ({ $first })
report-fact-first-edge = Vorsprung des ersten Spielers
report-fact-first-edge-value = { $points } Prozentpunkte (95%-KI { $low } bis { $high })
report-fact-team = Siegquote des Teams (kooperativ)
report-fact-team-value = { $rate } (95%-KI { $ci })
report-fact-margin = Siegesabstand
report-fact-single-winner = Partien mit einem einzigen Sieger
report-fact-length-decisions = Partielänge (Entscheidungen)
report-fact-length-rounds = Partielänge (Runden)
report-fact-ends = Wie die Partien endeten
report-fact-lead-changes = Führungswechsel
report-fact-winner-led = Der Sieger führte endgültig ab
report-fact-winner-led-value = { $share } der Partie (Median)
report-about-game = Spiel
report-about-game-value = { $title } (Version { $version })
report-about-players = Spieler
report-about-bots = Bots, nach Platz
report-about-options = Optionen
report-about-seed = Startwert
report-seats = Plätze
report-col-seat = Platz
report-col-bot = Bot
report-col-wins = Siege
report-col-win-rate = Siegquote
report-col-ci = 95%-KI
report-col-final-score = Endpunktzahl
report-col-statistic = Statistik
report-col-per-game = pro Partie
report-no-stats = Dieses Spiel gibt keine an.
report-summary = Zusammenfassung
report-col-metric = Kennzahl
report-col-value = Wert
report-plots = Diagramme
report-note-json = Jede Zahl steht ungerundet auch in summary.json neben dieser Seite.
## The command line's usage errors (cli/app.py usage_message; click's own messages stay English)

cli-error-no-such-option = keine solche Option: { $option }
cli-error-no-such-option-guess = keine solche Option: { $option }; meintest du { $best }?
cli-error-see-help = { $text } (siehe '{ $command } --help')
cli-error-integer = eine ganze Zahl erwartet, nicht { $given }
cli-error-number = eine Zahl erwartet, nicht { $given }
cli-error-between = muss zwischen { $low } und { $high } liegen, nicht { $given }
cli-error-at-least = muss mindestens { $low } sein, nicht { $given }
cli-error-at-most = darf höchstens { $high } sein, nicht { $given }
cli-error-aborted = abgebrochen
cli-error-missing-argument = Argument { $name } fehlt
cli-error-missing-option = Option { $name } fehlt
cli-error-missing-parameter = Parameter { $name } fehlt
cli-error-option-needs-value = Option { $option } braucht einen Wert
cli-error-needs-values = Option { $option } braucht { $n } Werte
cli-error-takes-no-value = Option { $option } nimmt keinen Wert
cli-error-extra-arguments = { $n ->
    [one] unerwartetes zusätzliches Argument
   *[other] unerwartete zusätzliche Argumente
} ({ $arguments })
cli-error-no-such-command = kein solcher Befehl: { $command }
cli-error-missing-command = Befehl fehlt
cli-error-not-one-of = { $given } ist keiner der Werte { $choices }
# ---- end of the terminal's frame

## The pages a mailed link opens (server/routes/account_pages.py)

page-tagline = vier Brettspiele, vollständige Regeln
page-back = Zurück zur Lobby
page-new-password = Neues Passwort (10–256 Zeichen)
page-broken-link = Dieser Link funktioniert nicht
page-verify-title = Bestätige deine Adresse
page-verify-text = Bestätige die E-Mail-Adresse deines salon-Kontos:
page-verify-button = Meine Adresse bestätigen
page-verify-broken = Er ist unbekannt, schon benutzt oder abgelaufen. Registriere dich erneut oder fordere ein neues Passwort an, falls das Konto existiert.
page-verified-title = Adresse bestätigt
page-verified-text = Das Konto { $name } ist bereit: Melde dich in der Lobby an.
page-reset-title = Neues Passwort festlegen
page-reset-button = Dieses Passwort festlegen
page-reset-broken = Er ist unbekannt, schon benutzt oder abgelaufen: Fordere einen neuen an.
page-reset-done-title = Passwort festgelegt
page-reset-done-text = Melde dich mit deinem neuen Passwort an. Alle anderen Sitzungen des Kontos wurden beendet.
page-unsubscribe-title = Keine „Du bist dran“-Mails mehr
page-unsubscribe-text = salon schreibt dir keine Mail mehr, wenn ein Tisch auf deinen Zug wartet (du kannst das in deinem Profil wieder einschalten).
page-unsubscribe-button = Diese Mails abbestellen
page-unsubscribe-broken = Dieser Abmeldelink ist unbekannt.
page-unsubscribed-title = Abgemeldet
page-unsubscribed-text = Keine „Du bist dran“-Mails mehr. Du kannst sie in deinem Profil wieder einschalten.

## The game's frame (core/game.py): prompts everyone reads, refusals, the verdict

game-over = Das Spiel ist vorbei
waiting-for-seats = Warten auf { $count ->
    [one] Platz
   *[other] Plätze
} { $seats }
waiting-for = Warten auf { $names }
seat-is-asked = Platz { $seat } ist gefragt: { $prompt }
not-legal-now = { $text } ist jetzt nicht erlaubt: { $reason }
verdict-won-together = Ihr habt gemeinsam gewonnen
verdict-lost-together = Ihr habt gemeinsam verloren
verdict-nobody = Niemand gewinnt
verdict-wins = { $who } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}
verdict-share = { $who } teilen sich den Sieg mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}

## The server's words at a table

prompt-seat-left = Du hast diesen Platz verlassen; ein Bot spielt ihn, bis du ihn zurückforderst

## The "your turn" mail (server/turn_mail.py)

mail-turn-subject = Du bist dran: { $game }
mail-turn-body =
    Hallo { $name },

    du bist am Zug an einem Tisch { $game } mit { $players } Spielern, an dem du { $seat } spielst.

    { $prompt }.
mail-turn-until = Du hast bis { $when } Zeit ({ $budget } pro Zug); danach trifft der Bot diese Entscheidung für dich.
mail-turn-open =
    Zum Tisch: { $link }

    --
    Keine solchen Mails mehr (ein Klick): { $unsubscribe }
mail-turn-date-pattern = EEEE, d. MMMM, HH:mm
mail-budget-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
mail-budget-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
mail-budget-days-hours = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}

## Seat events in the table talk (server/chat.py)

chat-seat-back = { $who } ist zurück und spielt wieder selbst.
chat-seat-left = { $who } hat den Tisch verlassen; der Bot spielt den Platz bis zur Rückkehr.
chat-seat-handed = { $who } war länger weg, als der Tisch wartet: Der Bot spielt den Platz bis zur Rückkehr (das Ergebnis zählt).
chat-seat-handed-by = { $by } hat den Platz von { $who } während der Abwesenheit dem Bot übergeben; mit dem eigenen Link lässt er sich zurückholen.

## The log (server/undo.py)

log-takes-back = { $who } nimmt zurück: { $what }
