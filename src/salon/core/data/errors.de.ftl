# salons Fehler und Ablehnungen außerhalb der Spielregeln (die Meldungen des Servers, die
# Ablehnungen bei Konten und beim Zurücknehmen): Deutsch. Dieselben ids und Variablen wie
# errors.en.ftl. Platznummern ($seat, $last) zählen wie die Notation ab 0; eine Aktion in
# einfachen Anführungszeichen ('{ $action }') ist Notation, die der Browser durch die Worte des
# Zuges ersetzt: die einfachen Anführungszeichen bleiben.

## Der Satz jedes Fehlercodes

error-action-illegal = Diese Aktion ist jetzt nicht erlaubt
error-action-not-your-turn = Du hast gerade nichts zu entscheiden
error-action-stale-state = Die Partie ging weiter, bevor dein Zug ankam; lade neu
error-action-game-over = Die Partie ist vorbei
error-undo-refused = Von dir kann jetzt nichts zurückgenommen werden
error-request-invalid = Die Anfrage ist fehlerhaft
error-request-too-large = Die Anfrage ist größer, als der Server annimmt
error-request-rate-limited = Zu viele Anfragen; mach langsamer
error-request-not-found = Diese Seite gibt es nicht
error-request-method = Diese Adresse nimmt diese Art Anfrage nicht an
error-request-timeout = Die Anfrage kam nicht rechtzeitig an
error-analysis-busy = Der Server berechnet gerade so viele Analysen, wie er gleichzeitig darf; frag gleich noch einmal
error-limit-analyses = Du hast in dieser Stunde so viele Analysen gestartet, wie du darfst
error-limit-tables = Du hast vorerst so viele Tische erstellt, wie du darfst
error-server-busy = Der Server hält so viele Verbindungen, wie er annimmt; versuch es gleich noch einmal
error-server-error = Der Server konnte nicht antworten (das ist protokolliert)
error-auth-invalid-token = Das ist nicht das Token eines Platzes an diesem Tisch
error-auth-token-in-url = Ein Platz-Token wird nie in der Adresse gesendet
error-auth-hello-required = Die Verbindung muss mit einem Hallo beginnen
error-limit-connections = Zu viele Verbindungen von dieser Adresse oder zu diesem Tisch
error-limit-resync = Gerade zu viele vollständige Abgleiche; warte ein paar Sekunden
error-limit-too-slow = Die Verbindung ist zurückgefallen; verbinde erneut
error-auth-admin-required = Dafür braucht es das Admin-Token des Servers
error-seat-released = Du hast diesen Platz verlassen; ein Bot spielt ihn, bis du ihn wieder einnimmst
error-seat-taken = Dieser Platz ist nicht frei
error-seat-not-found = Diesen Platz gibt es an diesem Tisch nicht
error-table-not-found = Diesen Tisch gibt es nicht
error-table-not-started = Es sind noch Plätze frei; die Partie beginnt, wenn alle besetzt sind
error-table-not-finished = Das wird veröffentlicht, wenn die Partie vorbei ist
error-table-unavailable = Das Spiel dieses Tisches ist auf diesem Server nicht installiert
error-db-unavailable = Die Datenbank ist gerade nicht erreichbar; versuch es in ein paar Sekunden noch einmal
error-game-unknown = Dieses Spiel gibt es nicht
option-expected = Option { $name }={ $value }: { $kind ->
    [int] eine ganze Zahl
    [float] eine Zahl
    [bool] ja oder nein (true/false, on/off, 1/0)
   *[str] Text
} erwartet
option-not-one-of = Option { $name }={ $value } ist keiner der Werte: { $choices }
players-not-integer = Die Spielerzahl muss eine ganze Zahl sein, nicht { $given }
seed-not-integer = Der Startwert muss eine ganze Zahl sein, nicht { $given }
game-players-exactly = { $game } wird von { $least } { $least ->
    [one] Spieler
   *[other] Spielern
} gespielt, nicht von { $given }
game-players-range = { $game } wird von { $least }–{ $most } Spielern gespielt, nicht von { $given }
game-no-option = { $game } hat keine Option { $option } (Optionen: { $options })
game-no-option-none = { $game } hat keine Option { $option } (es hat keine Optionen)
record-version-missing = Die Version des Protokolls fehlt oder ist null: gib an, welche Version von { $game } es geschrieben hat (dieses salon spielt { $game }@{ $version } und kann nur die Versionen { $known } fortsetzen); es wird nie nach Regeln nachgespielt, nach denen es vielleicht nicht gespielt wurde
record-version-not-text = Die Version eines Protokolls ist ein Text wie { $version }, nicht { $given }
record-version-unknown = Geschrieben mit { $game }@{ $made }; dieses salon spielt { $game }@{ $version } und kann nur die Versionen { $known } fortsetzen
error-chat-too-long = Die Nachricht ist zu lang
error-chat-rate-limited = Zu viele Nachrichten; warte einen Moment
error-chat-full = Das Tischgespräch hat so viele Zeilen, wie es haben darf
error-chat-not-allowed = In diesem Spiel gibt es keinen Chat
error-seat-not-absent = Der Spieler dieses Platzes ist da, oder die Wartezeit des Tisches ist noch nicht um
error-seat-rated = An einem gewerteten Tisch gibt nur der Server den Platz eines abwesenden Spielers an den Bot
error-server-disabled = Das ist auf diesem Server nicht eingeschaltet
error-lesson-not-found = Diese Lektion gibt es nicht
error-lesson-invalid = Diesen Schritt, diese Wahl oder diesen Zug hat die Lektion nicht
error-auth-failed = Kein Konto, das sich anmelden darf, hat diesen Namen oder diese Adresse und dieses Passwort
error-auth-session-required = Melde dich zuerst an
error-auth-cross-site = Diese Anfrage kommt nicht von dieser Website: abgelehnt
error-account-invalid = Der Name, die E-Mail-Adresse oder das Passwort geht nicht
error-account-name-taken = Ein Konto hat diesen Namen oder einen, der gleich aussieht
error-account-link-invalid = Dieser Link ist unbekannt, schon benutzt oder abgelaufen: fordere einen neuen an
error-limit-attempts = Zu viele Versuche; warte eine Weile und versuch es dann noch einmal

## Tische und Plätze

error-no-table = Keinen Tisch { $table }
error-unknown-token = Unbekanntes Token für diesen Tisch
error-not-this-seats-token = Das ist nicht das Token von Platz { $seat }
error-spectator-cannot-act = Zuschauer können nicht spielen: verbinde dich mit einem Platz-Token
error-spectator-cannot-undo = Zuschauer können nichts zurücknehmen: verbinde dich mit einem Platz-Token
error-seat-left = Du hast Platz { $seat } verlassen; ein Bot spielt ihn, bis du ihn wieder einnimmst
error-table-not-started-yet = Es sind noch Plätze frei; die Partie hat nicht begonnen
error-game-over-not-applied = Die Partie ist vorbei; '{ $action }' wurde nicht ausgeführt
error-state-not-current = Stand { $sent } ist nicht der aktuelle Stand { $now }; lade neu
error-state-changed-first = Stand { $state } wurde zuerst durch einen anderen Zug geändert; lade neu
error-not-your-turn-waiting = Platz { $seat } hat gerade nichts zu entscheiden; es wird gewartet auf Platz { $waiting }
error-seat-not-at-table = Platz { $seat } gibt es an diesem Tisch für { $players } Spieler nicht
error-seat-range = Dieser Tisch hat die Plätze 0–{ $last }, nicht { $seat }
error-seat-not-open = Platz { $seat } ist nicht frei
error-seat-already-yours = Du hast an diesem Tisch schon einen Platz
error-seat-claimed-first = Platz { $seat } hat jemand anderes zuerst eingenommen
error-rated-seat-sign-in = Ein Platz an einem gewerteten Tisch gehört einem angemeldeten Spieler: melde dich zuerst an
error-leave-token = Um Platz { $seat } zu verlassen, braucht es das Token dieses Platzes
error-name-token = Um Platz { $seat } zu benennen, braucht es das Token dieses Platzes
error-rename-rate = Der Name eines Platzes ändert sich höchstens { $most }-mal pro Minute (jede Änderung formuliert das Tischgespräch für alle neu)
error-no-seat-of-yours = Du hast an diesem Tisch keinen Platz
error-rematch-token = Für eine Revanche braucht es das Token deines Platzes
error-rematch-not-over = Eine Revanche gibt es, wenn die Partie vorbei ist
error-record-not-over = Die Aufzeichnung wird veröffentlicht, wenn die Partie vorbei ist
error-replay-not-over = Eine Partie kann nachgespielt werden, wenn sie vorbei ist
error-analysis-not-over = Die Analyse wird veröffentlicht, wenn die Partie vorbei ist (nie während sie gespielt wird)
error-table-unavailable-why = Tisch { $table } kann dieser Server nicht bedienen: { $why }
error-tables-open = Diese Adresse hat { $open } Tische offen oder im Spiel, so viele, wie sie darf ({ $most }); beende oder verlasse zuerst einen
error-tables-per-minute = Diese Adresse hat in der letzten Minute { $most } Tische erstellt, so viele, wie sie darf; warte einen Moment
error-rest-rate = Diese Adresse sendet höchstens { $rate } Änderungen pro Sekunde (in Schüben von { $burst }); warte einen Moment
error-ws-per-address = Diese Adresse hält schon { $most } WebSockets; schließ zuerst einen
error-ws-spectators = Dieser Tisch hat schon { $most } Zuschauer
error-ws-per-seat = Dieser Tisch hat schon { $most } Verbindungen von Platz { $seat }

## Einen Tisch mit Konten erstellen

error-mine-signed-in = Für einen eigenen Platz (ich) musst du angemeldet sein
error-mine-one = An einem Tisch ist höchstens ein menschlicher Platz deiner (ich)
error-rated-two-players = Ein gewerteter Tisch hat mindestens zwei Spieler
error-rated-seed = Ein Tisch mit gewähltem Seed wird nie gewertet
error-rated-seats = An einem gewerteten Tisch gehört jeder Platz einem angemeldeten Spieler: nur offene Plätze (die angemeldete Spieler einnehmen) und dein eigener (ich)
error-turn-based-clock = Ein rundenbasierter Tisch braucht eine Bedenkzeit pro Zug (clock) von 1 Stunde bis 30 Tagen, z. B. 86400 für einen Tag

## Den Platz eines abwesenden Spielers an den Bot geben

error-seat-rated-grace = An einem gewerteten Tisch gibt nur der Server den Platz eines abwesenden Spielers an den Bot, wenn er { $grace } s weg war
error-hand-only-in-play = Nur die Plätze einer laufenden Partie gehen an den Bot
error-hand-own-seat = Wenn der Bot deinen eigenen Platz spielen soll, verlasse ihn
error-hand-only-present = Nur ein Spieler, der am Tisch ist, kann einen Platz an den Bot geben
error-hand-not-a-person = Platz { $seat } ist kein Platz eines Menschen im Spiel
error-hand-never = Dieser Tisch gibt den Platz eines abwesenden Spielers nie an den Bot
error-hand-connected = Der Spieler von Platz { $seat } ist verbunden
error-hand-too-soon = Der Spieler von Platz { $seat } ist seit { $gone } s weg; der Tisch wartet { $grace } s
error-hand-token = Um einen Platz an den Bot zu geben, braucht es das Token deines eigenen Platzes

## Einen Zug zurücknehmen

error-undo-not-playing = Es gibt nichts zurückzunehmen: die Partie läuft nicht
error-undo-at-most = Höchstens { $most } Rücknahmen in einem Zug; spiel weiter
undo-no-record = Nichts zurückzunehmen: dieser Stand hat keine Aufzeichnung
undo-game-over = Die Partie ist vorbei; nichts kann zurückgenommen werden
undo-nothing-of-yours = Nichts zurückzunehmen: du hast keine Aktion, die noch gilt
undo-not-now = '{ $action }' kann jetzt nicht zurückgenommen werden
undo-handed-on = '{ $action }' kann nicht zurückgenommen werden: damit ging die Entscheidung weiter, oder ein anderer Platz hat seitdem entschieden
undo-not-reversible = '{ $action }' kann nicht zurückgenommen werden: es hat etwas aufgedeckt, den Zufall bemüht oder die Entscheidung an einen anderen Platz gegeben
undo-seen = Platz { $seat } hat seit deiner letzten Aktion entschieden; sie kann nicht zurückgenommen werden

## Tischgespräch und Namen der Plätze

error-chat-empty = Eine Nachricht darf nicht leer sein
error-chat-too-long-by = Eine Nachricht hat höchstens { $most } Zeichen (diese { $length })
error-chat-characters = Eine Nachricht darf keine Steuer- oder Schreibrichtungszeichen enthalten
error-chat-rate = Höchstens { $burst } Nachrichten auf einmal, dann eine alle { $every } s; warte einen Moment
error-chat-full-lines = Das Tischgespräch dieses Tisches hat { $most } Zeilen erreicht; mehr gehen nicht
error-chat-not-allowed-game = In { $game } gibt es keinen Chat: die Regeln erlauben Verständigung nur durch das Spiel selbst
error-seat-name-string = Ein Name ist ein Text aus 1 bis { $most } Zeichen
error-seat-name-length = Ein Name hat 1 bis { $most } Zeichen (nicht { $length })
error-seat-name-surrogate = Ein Name darf keine Surrogat-Zeichen enthalten
error-seat-name-characters = Ein Name darf keine Steuer-, Format- (Schreibrichtung, Breite null), privaten oder nicht zugewiesenen Zeichen enthalten
error-seat-name-combining = Ein Name darf nicht mit einem kombinierenden Zeichen beginnen

## Analysen

error-analysis-busy-now = Dieser Server berechnet schon { $most } Analysen; frag in einer Minute noch einmal
error-analysis-limit = Diese Adresse hat in den letzten { $minutes } Minuten { $most } Analysen gestartet

## Konten und Anmelden

error-accounts-disabled = Konten sind auf diesem Server nicht eingeschaltet (er braucht --smtp-url und --public-url, um die Links zu mailen, die Adressen bestätigen); spiel als Gast
error-sign-in-first = Melde dich zuerst an (keine Sitzung, oder sie ist abgelaufen)
error-too-many-attempts = Zu viele Versuche; warte eine Weile und versuch es dann noch einmal
error-cross-site = Diese Anfrage trägt dein Sitzungs-Cookie, kommt aber nicht von dieser Website (Sec-Fetch-Site / Origin): abgelehnt
error-name-taken = Ein Konto heißt { $name } oder ähnlich zum Verwechseln; wähle einen anderen Namen
error-link-invalid = Dieser Link ist unbekannt, schon benutzt oder abgelaufen
error-sign-in-failed = Kein Konto, das sich anmelden darf, hat diesen Namen oder diese Adresse und dieses Passwort (eine Adresse, die noch nicht über den gemailten Link bestätigt ist, kann sich nicht anmelden)
error-language-unknown = { $language } ist keine Sprache, die salon spricht: { $languages }
error-no-player = Keinen Spieler { $name }
account-name-length = Ein Name hat { $least }–{ $most } Zeichen (dieser hat { $length })
account-name-character = Ein Name hat nur Buchstaben, Ziffern, Leerzeichen und - _ . ', nicht { $character }
account-name-no-letter = Ein Name braucht mindestens einen Buchstaben oder eine Ziffer
account-name-mixed-alphabets = Dieser Name mischt Alphabete mit gleich aussehenden Buchstaben (z. B. ein kyrillisches 'а' zwischen lateinischen Buchstaben); schreib ihn in einem Alphabet
account-control-character = { $what ->
    [name] Der Name enthält
    [email] Die E-Mail-Adresse enthält
    [password] Das Passwort enthält
    [login] Der Name oder die Adresse enthält
   *[other] Der Text enthält
} ein Steuerzeichen (U+{ $code }): abgelehnt
account-not-an-address = Das ist keine E-Mail-Adresse (name@example.org)
account-not-an-address-why = Das ist keine E-Mail-Adresse (name@example.org): { $why }
account-login-length = Ein Name oder eine Adresse hat höchstens { $most } Zeichen
account-password-length = Ein Passwort hat { $least }–{ $most } Zeichen
account-password-contains-name = Ein Passwort darf weder deinen Namen noch deine E-Mail-Adresse enthalten
account-confirm-mailed = Ein Link zum Bestätigen des Kontos wurde an { $email } gemailt; folge ihm und melde dich dann an
account-reset-mailed = Wenn ein Konto diese Adresse hat, wurde ihr ein Link zum Setzen eines neuen Passworts gemailt
account-password-set = Melde dich mit dem neuen Passwort an

## Lektionen

lesson-step-range = Schritt { $step }: Lektion { $lesson } hat die Schritte 0–{ $last }
lesson-too-many-choices = { $given } Wahlen für { $mine } deiner Schritte vor Schritt { $step }
lesson-choice-range = Wahl { $choice } bei Schritt { $step }: dieser Schritt nimmt { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} an
lesson-not-your-step = Schritt { $step } der Lektion { $lesson } ist keiner deiner Züge
lesson-no-such = { $game } hat keine Lektion { $lesson }; seine Lektionen: { $lessons }
lesson-none = { $game } hat keine Lektion { $lesson }: es hat keine Lektionen

## Bot-Angaben, Spieloptionen auf der Befehlszeile, unbekannte Spiele, Protokolle zur Analyse, Ergebnisdateien

bot-spec-what = Eine Bot-Angabe ist ein Name wie random, heuristic oder ismcts:iterations=500
bot-spec-nothing-after-colon = Bot-Angabe { $spec }: nichts nach ':'; gib Parameter an ({ $name }:iterations=500) oder nur den Namen ({ $name })
bot-spec-empty-parameter = Bot-Angabe { $spec }: ein leerer Parameter zwischen Kommas
bot-spec-not-key-value = Bot-Angabe { $spec }: { $part } hat nicht die Form Name=Wert
bot-spec-unknown-parameter = Bot-Angabe { $spec }: unbekannter Parameter { $param } (Parameter: { $params })
bot-spec-unknown-parameter-none = Bot-Angabe { $spec }: unbekannter Parameter { $param } (dieser Bot hat keine Parameter)
bot-specs-empty = Bot-Angaben { $text }: eine leere Angabe zwischen Kommas
bot-specs-parameter-first = Bot-Angaben { $text }: { $part } ist ein Parameter; schreib ihn hinter einen Bot-Namen und ':' (ismcts:iterations=500,rollout=random)
bot-unknown = unbekannter Bot { $name } in der Angabe { $spec }; Bots: { $bots }
bot-no-heuristic = { $game } hat keinen heuristischen Bot
bot-no-heuristic-rollout = { $game } hat keinen heuristischen Bot für rollout=heuristic
bot-spec-positive-integer = Bot-Angabe { $spec }: { $param } muss eine positive ganze Zahl sein
bot-spec-positive-seconds = Bot-Angabe { $spec }: { $param } muss eine positive Zahl von Sekunden sein
bot-spec-number-not-negative = Bot-Angabe { $spec }: { $param } muss eine Zahl ≥ 0 sein
bot-spec-integer-not-negative = Bot-Angabe { $spec }: { $param } muss eine ganze Zahl ≥ 0 sein
bot-spec-work = Bot-Angabe { $spec }: work muss eine Zahl ≥ 0 sein (0: keine Obergrenze)
bot-spec-one-of = Bot-Angabe { $spec }: { $param } muss { $choices } sein
option-not-name-value = { $pair }: schreib --option Name=Wert
option-unexpected-argument = unerwartetes Argument { $argument }
game-unknown = unbekanntes Spiel { $game }; bekannte Spiele: { $games }
record-not-an-object = Ein Protokoll ist ein JSON-Objekt mit game, version, players, seed, actions
record-lacks = Dem Protokoll fehlt { $keys }
record-options-not-an-object = Die Optionen eines Protokolls sind ein JSON-Objekt
record-lacks-version = Dem Protokoll fehlt version: gib an, welche Version von { $game } es geschrieben hat (dieses salon spielt { $game }@{ $version })
record-cannot-replay = Dieses Protokoll lässt sich nicht nachspielen: { $reason }
record-actions-not-a-list = Die Aktionen eines Protokolls sind eine Liste von [Platz, Notation]
record-action-refused = Aktion { $index } { $entry } des Protokolls: { $reason }
record-action-not-a-pair = Aktion { $index } { $entry } des Protokolls ist nicht [Platz, Notation]
record-step-not-a-pair = Schritt { $step }: { $entry } ist nicht [Platz, Notation]
record-step-no-decision = Schritt { $step }: Platz { $seat } hatte keine Entscheidung zu treffen
record-step-illegal = Schritt { $step } ({ $seat }, { $text }) ist in dieser Partie nicht erlaubt: { $reason }
record-unfinished = Die Partie ist nicht zu Ende: nach Schritt { $step } wartet sie auf { $waiting }; analysiert wird nur eine beendete Partie
analysis-level-unknown = unbekannte Analysestufe { $level }; Stufen: { $levels }
analysis-seat-range = Platz { $seat } ist kein Platz dieser Partie mit { $players } Spielern
results-cannot-read = { $file } lässt sich nicht lesen: { $reason }
results-not-json = { $file }:{ $line } ist kein JSON
results-not-a-result = { $file }:{ $line } ist weder ein Kopf { $kind ->
    [arena] einer Arena
   *[other] eines Laufs
} noch ein Partieergebnis
results-other-settings = { $file } lässt sich nicht fortsetzen: es wurde mit anderen Einstellungen erzeugt ({ $settings }); gib dieselben an oder --force, um es zu ersetzen
results-setting = { $key } dort { $there }, jetzt { $now }
results-setting-none = keine
