# Les erreurs et refus de salon hors des règles des jeux (les messages du serveur, les refus des
# comptes et des reprises) : français. Les mêmes ids et variables que errors.en.ftl. Les numéros
# de place ($seat, $last) comptent à partir de 0 comme la notation ; une action entre apostrophes
# ('{ $action }') est de la notation, que le navigateur remplace par les mots du coup : gardez
# les apostrophes droites.

## La phrase de chaque code d'erreur

error-action-illegal = Cette action n'est pas permise maintenant
error-action-not-your-turn = Vous n'avez rien à décider maintenant
error-action-stale-state = La partie a avancé avant l'arrivée de votre coup ; resynchronisez
error-action-game-over = La partie est terminée
error-undo-refused = Rien de ce que vous avez joué ne peut être repris maintenant
error-request-invalid = La requête est mal formée
error-request-too-large = La requête est plus grande que ce que le serveur accepte
error-request-rate-limited = Trop de requêtes ; ralentissez
error-request-not-found = Cette page n'existe pas
error-request-method = Cette adresse n'accepte pas ce type de requête
error-request-timeout = La requête n'est pas arrivée à temps
error-analysis-busy = Le serveur calcule autant d'analyses qu'il le peut à la fois ; redemandez bientôt
error-limit-analyses = Vous avez lancé autant d'analyses que permis cette heure-ci
error-limit-tables = Vous avez créé autant de tables que permis pour l'instant
error-server-busy = Le serveur a autant de connexions qu'il en accepte ; réessayez dans un moment
error-server-error = Le serveur n'a pas pu répondre (c'est journalisé)
error-auth-invalid-token = Ce n'est pas le jeton d'une place de cette table
error-auth-token-in-url = Un jeton de place n'est jamais envoyé dans l'adresse
error-auth-hello-required = La connexion doit commencer par un hello
error-limit-connections = Trop de connexions depuis cette adresse ou vers cette table
error-limit-resync = Trop de resynchronisations complètes en ce moment ; attendez quelques secondes
error-limit-too-slow = La connexion a pris du retard ; reconnectez-vous
error-auth-admin-required = Il faut pour cela le jeton d'administration du serveur
error-seat-released = Vous avez quitté cette place ; un bot la joue jusqu'à ce que vous la repreniez
error-seat-taken = Cette place n'est pas libre
error-seat-not-found = Cette place n'existe pas à cette table
error-table-not-found = Cette table n'existe pas
error-table-not-started = Des places sont encore libres ; la partie commence quand toutes sont prises
error-table-not-finished = Ceci est publié quand la partie est terminée
error-table-unavailable = Le jeu de cette table n'est pas installé sur ce serveur
error-db-unavailable = La base de données est injoignable pour l'instant ; réessayez dans quelques secondes
error-game-unknown = Ce jeu n'existe pas
option-expected = option { $name }={ $value } : { $kind ->
    [int] un nombre entier
    [float] un nombre
    [bool] oui ou non (true/false, on/off, 1/0)
   *[str] du texte
} attendu
option-not-one-of = option { $name }={ $value } : n'est pas l'une des valeurs { $choices }
players-not-integer = Le nombre de joueurs doit être un entier, et non { $given }
seed-not-integer = La graine doit être un entier, et non { $given }
game-players-exactly = { $game } se joue à { $least } { $least ->
    [one] joueur
   *[other] joueurs
}, pas à { $given }
game-players-range = { $game } se joue de { $least } à { $most } joueurs, pas à { $given }
game-no-option = { $game } n'a pas d'option { $option } (options : { $options })
game-no-option-none = { $game } n'a pas d'option { $option } (il n'a aucune option)
record-version-missing = La version de la partie enregistrée manque ou vaut null : indiquez quelle version de { $game } l'a écrite (ce salon joue { $game }@{ $version } et ne peut reprendre que les versions { $known }) ; elle n'est jamais rejouée selon des règles qui n'étaient peut-être pas les siennes
record-version-not-text = La version d'une partie enregistrée est un texte comme { $version }, et non { $given }
record-version-unknown = Écrite avec { $game }@{ $made } ; ce salon joue { $game }@{ $version } et ne peut reprendre que les versions { $known }
error-chat-too-long = Le message est trop long
error-chat-rate-limited = Trop de messages ; attendez un instant
error-chat-full = La discussion de la table contient autant de lignes que permis
error-chat-not-allowed = Ce jeu ne permet aucune discussion
error-seat-not-absent = Le joueur de cette place est là, ou le délai de la table n'est pas écoulé
error-seat-rated = À une table classée, seul le serveur confie la place d'un joueur absent au bot
error-server-disabled = Ce n'est pas activé sur ce serveur
error-lesson-not-found = Cette leçon n'existe pas
error-lesson-invalid = La leçon n'a pas cette étape, ce choix ou ce coup
error-auth-failed = Aucun compte autorisé à se connecter n'a ce nom ou cette adresse et ce mot de passe
error-auth-session-required = Connectez-vous d'abord
error-auth-cross-site = Cette requête ne vient pas de ce site : refusée
error-account-invalid = Le nom, l'adresse e-mail ou le mot de passe n'est pas acceptable
error-account-name-taken = Un compte porte ce nom, ou un nom qui lui ressemble
error-account-link-invalid = Ce lien est inconnu, déjà utilisé ou expiré : demandez-en un nouveau
error-limit-attempts = Trop de tentatives ; attendez un moment et réessayez

## Tables et places

error-no-table = Aucune table { $table }
error-unknown-token = Jeton inconnu pour cette table
error-not-this-seats-token = Ce n'est pas le jeton de la place { $seat }
error-spectator-cannot-act = Les spectateurs ne peuvent pas jouer : connectez-vous avec un jeton de place
error-spectator-cannot-undo = Les spectateurs ne peuvent rien reprendre : connectez-vous avec un jeton de place
error-seat-left = Vous avez quitté la place { $seat } ; un bot la joue jusqu'à ce que vous la repreniez
error-table-not-started-yet = Des places sont encore libres ; la partie n'a pas commencé
error-game-over-not-applied = La partie est terminée ; '{ $action }' n'a pas été joué
error-state-not-current = L'état { $sent } n'est pas l'état actuel { $now } ; resynchronisez
error-state-changed-first = L'état { $state } a d'abord été changé par un autre coup ; resynchronisez
error-not-your-turn-waiting = La place { $seat } n'a rien à décider maintenant ; on attend la place { $waiting }
error-seat-not-at-table = La place { $seat } n'existe pas à cette table de { $players } joueurs
error-seat-range = Cette table a les places 0–{ $last }, pas { $seat }
error-seat-not-open = La place { $seat } n'est pas libre
error-seat-already-yours = Vous avez déjà une place à cette table
error-seat-claimed-first = La place { $seat } a été prise d'abord par quelqu'un d'autre
error-rated-seat-sign-in = Une place à une table classée revient à un joueur connecté : connectez-vous d'abord
error-leave-token = Quitter la place { $seat } demande le jeton de cette place
error-name-token = Nommer la place { $seat } demande le jeton de cette place
error-rename-rate = Le nom d'une place change au plus { $most } fois par minute (chaque changement reformule la discussion pour tous)
error-no-seat-of-yours = Vous n'avez aucune place à cette table
error-rematch-token = Demander une revanche demande le jeton de votre place
error-rematch-not-over = Une revanche est proposée une fois la partie terminée
error-record-not-over = L'enregistrement est publié quand la partie est terminée
error-replay-not-over = Une partie peut être rejouée quand elle est terminée
error-analysis-not-over = L'analyse est publiée quand la partie est terminée (jamais pendant qu'elle se joue)
error-table-unavailable-why = La table { $table } ne peut pas être servie par ce serveur : { $why }
error-tables-open = Cette adresse a { $open } tables ouvertes ou en cours, autant que permis ({ $most }) ; terminez-en ou quittez-en une d'abord
error-tables-per-minute = Cette adresse a créé { $most } tables dans la dernière minute, autant que permis ; attendez un instant
error-rest-rate = Cette adresse envoie au plus { $rate } changements par seconde (par rafales de { $burst }) ; attendez un instant
error-ws-per-address = Cette adresse a déjà { $most } WebSockets ; fermez-en un d'abord
error-ws-spectators = Cette table a déjà { $most } spectateurs
error-ws-per-seat = Cette table a déjà { $most } connexions de la place { $seat }

## Créer une table avec des comptes

error-mine-signed-in = Une place à vous (moi) demande que vous soyez connecté
error-mine-one = Au plus une place humaine est la vôtre (moi) à une table
error-rated-two-players = Une table classée a au moins deux joueurs
error-rated-seed = Une table à graine choisie n'est jamais classée
error-rated-seats = À une table classée, chaque place revient à un joueur connecté : des places ouvertes (prises par des joueurs connectés) et la vôtre (moi) seulement
error-turn-based-clock = Une table au tour par tour demande un temps par coup (clock) de 1 heure à 30 jours, p. ex. 86400 pour un jour

## Confier la place d'un joueur absent au bot

error-seat-rated-grace = À une table classée, seul le serveur confie la place d'un joueur absent au bot, après { $grace } s d'absence
error-hand-only-in-play = Seules les places d'une partie en cours sont confiées au bot
error-hand-own-seat = Pour que le bot joue votre propre place, quittez-la
error-hand-only-present = Seul un joueur présent à la table peut confier une place au bot
error-hand-not-a-person = La place { $seat } n'est pas la place d'une personne en jeu
error-hand-never = Cette table ne confie jamais la place d'un joueur absent au bot
error-hand-connected = Le joueur de la place { $seat } est connecté
error-hand-too-soon = Le joueur de la place { $seat } est absent depuis { $gone } s ; la table attend { $grace } s
error-hand-token = Confier une place au bot demande le jeton de votre propre place

## Reprendre un coup

error-undo-not-playing = Rien à reprendre : la partie n'est pas en cours
error-undo-at-most = Au plus { $most } reprises dans un tour ; continuez à jouer
undo-no-record = Rien à reprendre : cet état ne porte aucun enregistrement
undo-game-over = La partie est terminée ; rien ne peut être repris
undo-nothing-of-yours = Rien à reprendre : vous n'avez aucune action en vigueur
undo-not-now = '{ $action }' ne peut pas être repris maintenant
undo-handed-on = '{ $action }' ne peut pas être repris : la décision est passée à un autre, ou une autre place a décidé depuis
undo-not-reversible = '{ $action }' ne peut pas être repris : il a révélé quelque chose, fait appel au hasard ou passé la décision à une autre place
undo-seen = La place { $seat } a décidé depuis votre dernière action ; elle ne peut pas être reprise

## Discussion de la table et noms des places

error-chat-empty = Un message ne peut pas être vide
error-chat-too-long-by = Un message a au plus { $most } caractères (celui-ci { $length })
error-chat-characters = Un message ne peut pas contenir de caractères de contrôle ou de sens d'écriture
error-chat-rate = Au plus { $burst } messages d'un coup, puis un toutes les { $every } s ; attendez un instant
error-chat-full-lines = La discussion de cette table a atteint { $most } lignes ; on ne peut plus en ajouter
error-chat-not-allowed-game = Il n'y a pas de discussion dans { $game } : ses règles ne permettent de communiquer que par le jeu lui-même
error-seat-name-string = Un nom est un texte de 1 à { $most } caractères
error-seat-name-length = Un nom a de 1 à { $most } caractères (pas { $length })
error-seat-name-surrogate = Un nom ne peut pas contenir de caractères de substitution
error-seat-name-characters = Un nom ne peut pas contenir de caractères de contrôle, de format (sens d'écriture, largeur nulle), privés ou non attribués
error-seat-name-combining = Un nom ne peut pas commencer par un signe combinant

## Analyses

error-analysis-busy-now = Ce serveur calcule déjà { $most } analyses ; redemandez dans une minute
error-analysis-limit = Cette adresse a lancé { $most } analyses dans les { $minutes } dernières minutes

## Comptes et connexion

error-accounts-disabled = Les comptes ne sont pas activés sur ce serveur (il lui faut --smtp-url et --public-url pour envoyer les liens qui confirment les adresses) ; jouez en invité
error-sign-in-first = Connectez-vous d'abord (pas de session, ou elle a pris fin)
error-too-many-attempts = Trop de tentatives ; attendez un moment et réessayez
error-cross-site = Cette requête porte votre cookie de session mais ne vient pas de ce site (Sec-Fetch-Site / Origin) : refusée
error-name-taken = Un compte s'appelle { $name } ou porte un nom qui lui ressemble ; choisissez-en un autre
error-link-invalid = Ce lien est inconnu, déjà utilisé ou expiré
error-sign-in-failed = Aucun compte autorisé à se connecter n'a ce nom ou cette adresse et ce mot de passe (une adresse pas encore confirmée par le lien envoyé ne peut pas se connecter)
error-language-unknown = { $language } n'est pas une langue que salon parle : { $languages }
error-no-player = Aucun joueur { $name }
account-name-length = Un nom a de { $least } à { $most } caractères (celui-ci en a { $length })
account-name-character = Un nom n'a que des lettres, des chiffres, des espaces et - _ . ', pas { $character }
account-name-no-letter = Un nom demande au moins une lettre ou un chiffre
account-name-mixed-alphabets = Ce nom mêle des alphabets aux lettres semblables (p. ex. un 'а' cyrillique parmi des lettres latines) ; écrivez-le dans un seul alphabet
account-control-character = { $what ->
    [name] Le nom contient
    [email] L'adresse e-mail contient
    [password] Le mot de passe contient
    [login] Le nom ou l'adresse contient
   *[other] Le texte contient
} un caractère de contrôle (U+{ $code }) : refusé
account-not-an-address = Ce n'est pas une adresse e-mail (nom@example.org)
account-not-an-address-why = Ce n'est pas une adresse e-mail (nom@example.org) : { $why }
account-login-length = Un nom ou une adresse a au plus { $most } caractères
account-password-length = Un mot de passe a de { $least } à { $most } caractères
account-password-contains-name = Un mot de passe ne doit contenir ni votre nom ni votre adresse e-mail
account-confirm-mailed = Un lien pour confirmer le compte a été envoyé à { $email } ; suivez-le, puis connectez-vous
account-reset-mailed = Si un compte a cette adresse, un lien pour choisir un nouveau mot de passe lui a été envoyé
account-password-set = Connectez-vous avec le nouveau mot de passe

## Leçons

lesson-step-range = Étape { $step } : la leçon { $lesson } a les étapes 0–{ $last }
lesson-too-many-choices = { $given } choix donnés pour { $mine } de vos étapes avant l'étape { $step }
lesson-choice-range = Choix { $choice } à l'étape { $step } : cette étape accepte { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
lesson-not-your-step = L'étape { $step } de la leçon { $lesson } n'est pas l'un de vos coups
lesson-no-such = { $game } n'a pas de leçon { $lesson } ; ses leçons : { $lessons }
lesson-none = { $game } n'a pas de leçon { $lesson } : il n'a aucune leçon

## Bots, options de jeu sur la ligne de commande, jeux inconnus, parties à analyser, fichiers de résultats

bot-spec-what = Un bot s'écrit par son nom, comme random, heuristic ou ismcts:iterations=500
bot-spec-nothing-after-colon = bot { $spec } : rien après ':' ; donnez des paramètres ({ $name }:iterations=500) ou le nom seul ({ $name })
bot-spec-empty-parameter = bot { $spec } : un paramètre vide entre deux virgules
bot-spec-not-key-value = bot { $spec } : { $part } n'est pas de la forme nom=valeur
bot-spec-unknown-parameter = bot { $spec } : paramètre inconnu { $param } (paramètres : { $params })
bot-spec-unknown-parameter-none = bot { $spec } : paramètre inconnu { $param } (ce bot n'a pas de paramètre)
bot-specs-empty = bots { $text } : un bot vide entre deux virgules
bot-specs-parameter-first = bots { $text } : { $part } est un paramètre ; écrivez-le après un nom de bot et ':' (ismcts:iterations=500,rollout=random)
bot-unknown = bot inconnu { $name } dans { $spec } ; bots : { $bots }
bot-no-heuristic = { $game } n'a pas de bot heuristique
bot-no-heuristic-rollout = { $game } n'a pas de bot heuristique pour rollout=heuristic
bot-spec-positive-integer = bot { $spec } : { $param } doit être un entier positif
bot-spec-positive-seconds = bot { $spec } : { $param } doit être un nombre de secondes positif
bot-spec-number-not-negative = bot { $spec } : { $param } doit être un nombre ≥ 0
bot-spec-integer-not-negative = bot { $spec } : { $param } doit être un entier ≥ 0
bot-spec-work = bot { $spec } : work doit être un nombre ≥ 0 (0 : sans plafond)
bot-spec-one-of = bot { $spec } : { $param } doit valoir { $choices }
option-not-name-value = { $pair } : écrivez --option nom=valeur
option-unexpected-argument = argument inattendu { $argument }
game-unknown = jeu inconnu { $game } ; jeux connus : { $games }
record-not-an-object = Une partie enregistrée est un objet JSON avec game, version, players, seed, actions
record-lacks = Il manque à la partie enregistrée { $keys }
record-options-not-an-object = Les options d'une partie enregistrée sont un objet JSON
record-lacks-version = Il manque à la partie enregistrée version : indiquez quelle version de { $game } l'a écrite (ce salon joue { $game }@{ $version })
record-cannot-replay = Impossible de rejouer cette partie : { $reason }
record-actions-not-a-list = Les actions d'une partie enregistrée sont une liste de [place, notation]
record-action-refused = action { $index } { $entry } de la partie enregistrée : { $reason }
record-action-not-a-pair = l'action { $index } { $entry } de la partie enregistrée n'est pas [place, notation]
record-step-not-a-pair = Étape { $step } : { $entry } n'est pas [place, notation]
record-step-no-decision = Étape { $step } : la place { $seat } n'avait aucune décision à prendre
record-step-illegal = L'étape { $step } ({ $seat }, { $text }) n'est pas permise dans cette partie : { $reason }
record-unfinished = La partie n'est pas finie : après l'étape { $step }, elle attend { $waiting } ; seule une partie finie est analysée
analysis-level-unknown = niveau d'analyse inconnu { $level } ; niveaux : { $levels }
analysis-seat-range = la place { $seat } n'est pas une place de cette partie à { $players } joueurs
results-cannot-read = impossible de lire { $file } : { $reason }
results-not-json = { $file }:{ $line } n'est pas du JSON
results-not-a-result = { $file }:{ $line } n'est ni un en-tête { $kind ->
    [arena] d'arène
   *[other] de série
} ni le résultat d'une partie
results-other-settings = impossible de reprendre { $file } : il a été produit avec d'autres réglages ({ $settings }) ; donnez les mêmes, ou --force pour le remplacer
results-setting = { $key } { $there } là, { $now } maintenant
results-setting-none = aucun
