# salon dans le navigateur : les mots propres du client, en français (aperçu).
# Mêmes ids et mêmes variables que en.ftl (vérifié par tests/web/test_languages.py).
# Le joueur est vouvoyé, comme dans les règles et sur les sites de jeux.

## La page et son en-tête

page-title = salon
header-tag = quatre jeux de société, règles complètes
language-switch = Langue
board-label = plateau de jeu
yes = oui
no = non
colon = {" : "}

## Le temps

time-seconds = { $n ->
    [one] { $n } seconde
   *[other] { $n } secondes
}
time-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
time-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
# formes courtes : le temps restant d'une horloge
time-short-s = { $s } s
time-short-min-s = { $min } min { $s } s
time-short-h-min = { $h } h { $min } min
time-short-d-h = { $d } j { $h } h
time-short-min = { $min } min

## Les règles

rules-button = Règles
rules-dialog = Règles
rules-loading = Chargement des règles…
rules-close = fermer
rules-none = { $game } n'a pas encore de résumé des règles.
seeded-badge = donne choisie : distribuée à l'avance
seeded-about = Donne choisie : cette donne a été choisie à l'avance par l'administrateur du serveur (pour des tests, des tournois ou pour rejouer une partie), et non tirée en secret.
bot-level-random = Bot : au hasard
bot-level-random-about = Joue n'importe quel coup permis, au hasard : un adversaire tranquille pendant que vous apprenez les règles.
bot-level-easy = Bot : cherche un peu
bot-level-easy-about = Essaie quelques dizaines de suites possibles avant chaque coup, sans règles empiriques pour le guider : plus faible que le bot à règles empiriques, il fait des erreurs qu'un joueur attentif peut punir.
bot-level-heuristic = Bot : règles empiriques
bot-level-heuristic-about = Joue aussitôt selon les règles empiriques du jeu : un adversaire honnête qui ne voit jamais plus loin.
bot-level-normal = Bot : anticipe
bot-level-normal-about = Essaie quelques centaines de suites possibles avant chaque coup : plus fort, et il prend un moment pour réfléchir.
bot-level-strong = Bot : cherche à fond
bot-level-strong-about = Essaie un millier de suites possibles avant chaque coup : le plus fort ici, et le plus lent (jusqu'à quelques secondes par coup).

## Le salon d'accueil

lobby-heading = Jouer
lobby-your-name = Votre nom
lobby-name-placeholder = votre nom
lobby-tables = Tables
lobby-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
lobby-players-range = { $min } à { $max } joueurs
lobby-cooperative = coopératif
lobby-new-table = Nouvelle table
lobby-new-table-heading = Nouvelle table
lobby-game = Jeu
lobby-player-count = Joueurs
lobby-operator = Pour l'administrateur du serveur : une donne choisie
lobby-operator-about = Le serveur distribue chaque table en secret. Avec le jeton d'administration du serveur, une table peut être distribuée à partir d'une graine choisie (pour des tests, des tournois ou pour rejouer une partie) ; tous les joueurs de la table en sont informés.
lobby-admin-token = Jeton d'administration
lobby-seed = Graine
lobby-seed-placeholder = secrète
lobby-seed-needs-token = Une graine choisie nécessite le jeton d'administration du serveur.
lobby-clock = Temps par décision (facultatif ; un bot décide quand il est écoulé)
lobby-no-clock = sans horloge
lobby-clock-day = 1 jour (tour par tour)
lobby-grace = Quand un joueur est absent (déconnecté), les autres peuvent confier sa place au bot au bout de
lobby-grace-never = jamais
lobby-spectator-chat = les joueurs lisent ce que les spectateurs écrivent dans la discussion de la table
lobby-turn-based = Tour par tour (vous jouez quand vous avez un moment ; un e-mail quand c'est à vous)
lobby-turn-based-live = non : en direct
lobby-days-per-move = { $n ->
    [one] { $n } jour par coup
   *[other] { $n } jours par coup
}
lobby-rated = classée (chaque place occupée par un joueur connecté : laissez les autres places ouvertes)
lobby-no-mail = Ce serveur n'envoie pas d'e-mails : il n'a donc ni comptes ni e-mail « c'est à vous » ; une table tour par tour vous attend, mais personne n'est prévenu.
lobby-create = Créer la table
lobby-seats = Places
lobby-seat = Place { $n }
lobby-seat-me = Moi (humain)
lobby-seat-human = Humain : je partage un lien
lobby-seat-open = Ouverte : n'importe qui peut la prendre
lobby-seat-name = nom (facultatif)
lobby-about-bots = À propos des bots
lobby-created-seat = Place { $n } ({ $kind ->
    [human] une personne
    [open] ouverte
    [bot] un bot
   *[other] { $kind }
})
lobby-play-seat = jouer cette place
lobby-seat-link = lien de cette place
lobby-created = { $game } : table { $table } créée
lobby-created-links = Chaque place humaine a son propre lien secret : gardez le vôtre, envoyez les autres à vos amis.
lobby-watch-spectator = Regarder en spectateur
lobby-seat-bot = { $name } (un bot)
lobby-seat-open-named = { $name } (ouverte)
lobby-take-seat = prendre la place
lobby-my-seat = ma place
lobby-table-id = table { $table }
lobby-to-act = { $n ->
    [one] c'est à { $who }
   *[other] c'est à { $who }
}
lobby-result-replay = résultat et rediffusion
lobby-watch = regarder
lobby-won-together = gagnée ensemble
lobby-lost-together = perdue ensemble
lobby-won-by = gagnée par { $who }
lobby-your-tables = Vos tables · { $n }
lobby-your-move-at = { $n ->
    [one] c'est à vous à { $n } table
   *[other] c'est à vous à { $n } tables
}
lobby-group = { $status ->
    [open] Ouvertes (en attente de joueurs)
    [playing] En cours
   *[finished] Terminées
}
lobby-none = aucune
table-status = { $status ->
    [open] en attente de joueurs
    [playing] en cours
    [finished] terminée
   *[other] { $status }
}

## Le cadre de la table (frame.js) : les onglets du téléphone

frame-panes = les volets de la table
frame-tab-board = Plateau
frame-tab-own = Mon jeu
frame-tab-players = Joueurs
frame-tab-log = Journal

## La page de la table (table.js)

table-board-region = le plateau
table-your-decision = votre décision
table-log-list = les coups de la partie, dans l'ordre
table-log = Journal de la partie
table-back = accueil
table-back-label = retour à l'accueil
table-settings = réglages
table-your-seat = Votre place
table-title-help = Survolez une pièce, ou maintenez-la enfoncée, pour lire sa description ; les contours dorés sont vos coups possibles.
table-your-last-move = votre dernier coup
table-your-last-move-was = votre dernier coup ({ $move })
table-this-piece = cette pièce
table-unselect = désélectionner { $piece }
table-pick-then = { $piece } : à choisir, puis l'un des { $n } coups
title-your-move = à vous de jouer
alert-your-move = À vous de jouer · salon
net-connecting = connexion…
net-reconnecting = reconnexion…
net-connected = connecté
net-disconnected = déconnecté
net-lost = connexion perdue, reconnexion…
net-move-not-sent = pas de connexion ; votre coup n'a pas été envoyé
net-undo-not-sent = pas de connexion ; l'annulation n'a pas été envoyée
net-chat-not-sent = pas de connexion ; votre message n'a pas été envoyé
error = Erreur
dismiss = fermer
why-watching = Vous regardez : seuls les joueurs jouent des coups.
why-not-now = Pas maintenant : { $why }
why-not-yours = Ce n'est pas à vous de décider.
why-not-running = La partie n'est pas en cours.
why-not-with-selection = Pas avec votre sélection ({ $selection }) : annulez la sélection pour choisir ceci à la place.
recent-marked = { $n ->
    [one] { $n } coup marqué
   *[other] { $n } coups marqués
}
recent-one-by-one = un par un
recent-one-by-one-title = montrer un par un les coups joués depuis le vôtre
recent-move-of = Coup { $n } sur { $total }
recent-before = le coup précédent
recent-next = le coup suivant
recent-back-to-now = retour au présent
prompt-waiting = En attente de joueurs : la partie commence quand toutes les places sont prises
prompt-share = Envoyez le lien de cette table à vos amis ; ils prendront une place ouverte :
say-your-decision = Votre décision : { $prompt }
say-seconds-left = { $n ->
    [one] plus que { $n } seconde pour cette décision
   *[other] plus que { $n } secondes pour cette décision
}
clock-left = horloge : encore { $left } pour cette décision (ensuite un bot décide)
undo = Annuler
undo-title = Reprendre votre dernier coup de ce tour (rien n'a été révélé depuis)
choice-notation = notation : { $action }
choices-selected = Sélection :
choices-selected-then = cliquez sur le plateau ou choisissez ci-dessous
choices-selected-then-touch = touchez le plateau ou choisissez ci-dessous
choices-clear = effacer
choices-count = { $n ->
    [one] Cliquez sur le plateau, ou choisissez le seul coup possible :
   *[other] Cliquez sur le plateau, ou choisissez l'un des { $n } coups :
}
choices-count-touch = { $n ->
    [one] Touchez le plateau ou choisissez le seul coup possible :
   *[other] Touchez le plateau ou choisissez l'un des { $n } coups :
}
choices-notation = afficher la notation
choices-notation-title = afficher la notation de chaque coup, pour la saisie et les enregistrements
choices-your-pick = votre choix
board-draw-failed = Ce plateau n'a pas pu être dessiné ({ $why }) ; les coups ci-dessous fonctionnent quand même.
board-words-title = Le plateau en mots
keys-heading = Touches

## Les panneaux des joueurs

panel-you = vous
panel-to-act = doit jouer
panel-connected = connecté
panel-not-connected = non connecté
panel-away = absent : un bot joue
panel-bot = bot ({ $level })
panel-open-seat = place ouverte
panel-area = zone
panel-area-label = { $who } : toute la zone de jeu
panel-area-title = toute la zone de jeu de ce joueur
panel-whole-area = { $who } : toute la zone de jeu
panel-take-seat = prendre cette place
panel-back = reprendre ma place
panel-back-title = jouer de nouveau cette place vous-même
panel-leave = quitter
panel-leave-title = un bot joue pour vous jusqu'à votre retour
panel-watching = vous regardez
panel-clock-title = temps restant pour cette décision
panel-points = points
panel-cards-in-hand = cartes en main
bot-kind = { $level ->
    [heuristic] règle empirique
    [ismcts] recherche
   *[random] coups au hasard
}

## La fin d'une partie et sa rediffusion

outcome-open = le résultat
outcome-game-over = Partie terminée
outcome-final-scoring = Décompte final
outcome-winner = gagnant
outcome-replay = revoir la partie pas à pas
outcome-analysis = analyse
analysis-drawer = Analyse
replay-heading = Rediffusion
replay-step-label = étape de la rediffusion
replay-seen-by = vue par
replay-public-view = vue publique
replay-as = { ELISION($who) ->
    [vowel] vue d'{ $who }
   *[consonant] vue de { $who }
}
replay-loading = chargement de l'étape { $n }…
replay-start = le début de la partie
replay-step-info = étape { $n }/{ $total } : { $move }
replay-banner = Rediffusion — étape { $n } sur { $total }
replay-first = début
replay-back = étape précédente
replay-forward = étape suivante
replay-last = fin
replay-close = fermer la rediffusion
replay-close-title = retour à la position finale

## Les erreurs que le serveur nomme par un code (error-<code>, / et _ en -)

error-action-illegal = Ce coup n'est pas permis
error-action-not-your-turn = Ce n'est pas votre tour
error-action-stale-state = La partie a avancé avant l'arrivée de votre coup
error-action-game-over = La partie est terminée
error-auth-invalid-token = Le jeton de place de ce lien n'est pas valable pour cette table
error-table-not-found = Cette table n'existe pas
error-table-not-started = En attente que toutes les places soient prises
error-seat-released = Vous avez quitté cette place
error-seat-not-absent = Cette place ne peut pas passer au bot maintenant
error-chat-too-long = Votre message est trop long
error-chat-rate-limited = Pas si vite
error-request-rate-limited = Trop de messages ; ralentissez
error-limit-connections = Trop de connexions à cette table
error-limit-too-slow = Cette connexion a pris du retard ; reconnexion
error-chat-not-allowed = Il n'y a pas de discussion dans ce jeu
error-undo-refused = Ce coup ne peut pas être repris
error-undo-nothing = Il n'y a rien à reprendre dans ce tour

## La discussion de la table, les places absentes, les invitations, la revanche (talk.js)

talk-heading = Discussion de la table
talk-placeholder = dites quelque chose à la table
talk-message = message de discussion
talk-send = Envoyer
talk-spectator = Spectateur
talk-this-game = ce jeu
talk-no-chat = Pas de discussion à cette table : dans { $game }, les joueurs ne peuvent communiquer que par le jeu lui-même (les missives des amants). Les arrivées et départs s'affichent quand même ici.
talk-no-spectators = À cette table, les joueurs ne lisent pas ce qu'écrivent les spectateurs.
talk-away-for = absent depuis { $time }
talk-hand-to-bot = laisser jouer le bot
talk-hand-to-bot-title = le bot de la table joue cette place jusqu'au retour de son joueur avec son lien
invite-welcome = Bienvenue à la table
invite-about = Vous êtes invité à jouer { $seat }. Comment les autres doivent-ils vous appeler ?
invite-sit = S'asseoir
invite-note = De 1 à 32 caractères. Ce navigateur retient le lien de cette place : l'accueil l'affiche sous « Vos tables ».
rematch = Revanche
rematch-title = une nouvelle partie : mêmes places et mêmes noms, nouvelle donne
rematch-watch = Regarder la revanche
rematch-go = Aller à la revanche : votre place vous attend
seat-player = Joueur { $n }

## Les signaux de tour (alerts.js)

alerts-sound = son
alerts-sound-title = un son bref quand c'est à vous de jouer
alerts-notify = me prévenir
alerts-notify-title = une notification du navigateur quand c'est à vous de jouer et que cet onglet n'est pas visible

## Les touches et le plateau en mots (access.js)

keys-switch = raccourcis à une touche
keys-switch-title = touches seules : B, U, L, W, 1–9, ?
key-tab = Tab / Maj+Tab
key-tab-does = la zone suivante ou précédente : le plateau, votre zone, les joueurs, la consigne et ses choix, le journal, la discussion
key-arrows = flèches
key-arrows-does = sur le plateau, le coup possible le plus proche dans cette direction (Début, Fin : le premier, le dernier)
key-enter = Entrée ou Espace
key-enter-does = jouer le coup (ou choisir la pièce) qui a le focus
key-escape = Échap
key-escape-does = fermer un tiroir ou une boîte de dialogue
key-b = B
key-b-does = aller aux coups du plateau
key-digits = 1–9
key-digits-does = le choix de ce numéro sous la consigne
key-u = U
key-u-does = annuler votre dernier coup (quand c'est possible)
key-l = L
key-l-does = aller au journal de la partie
key-w = W
key-w-does = le plateau en mots (chaque zone et chaque pièce sous forme de liste)
key-help = ?
key-help-does = ces touches
say-moves = { $n } coups : { $first } … { $last }
words-row = rangée { $n }
words-column = colonne { $n }
words-nothing = Rien n'est encore dessiné sur le plateau.

## Le cadre du plateau (board.js)

board-parts = les parties du plateau
drawer-close = fermer
zoom-out = zoom arrière
zoom-in = zoom avant
zoom-fit = ajuster
zoom-fit-title = tout le plateau dans son cadre

## Le mode Apprendre (learn.js)

learn-button = Apprendre
learn-button-title = apprendre ce jeu en jouant ses leçons
learn-game = Apprendre { $game }
learn-from-rulebook = tiré des règles : { $reference }
learn-own-lesson = leçon propre à salon
learn-about = Chaque leçon est une position tirée des règles (ou une position de salon quand les règles n'ont pas d'exemple), jouée coup par coup sur le vrai plateau.
learn-finished-title = vous avez terminé cette leçon
learn-done = terminée
learn-at-step = à l'étape { $n } sur { $total }
learn-steps = { $n ->
    [one] { $n } étape
   *[other] { $n } étapes
}
learn-none = Ce jeu n'a pas encore de leçons.
learn-log = Ce qui s'est passé
learn-not-this = Pas celui-ci.
learn-not-now-hint = Pas maintenant. { $hint }
learn-not-now-next = Pas maintenant : appuyez sur Suivant pour voir le coup joué pour l'autre joueur.
learn-draw-failed = Ce plateau n'a pas pu être dessiné ({ $why }).
learn-lessons = leçons
learn-step-of = Étape { $n } sur { $total }
learn-complete = Leçon terminée
learn-hint = indice
learn-next = Suivant
learn-back = retour
learn-back-title = revenir à votre coup précédent
learn-restart = recommencer
learn-restart-title = recommencer la leçon
learn-more = d'autres leçons
learn-choose = Cliquez sur le plateau, ou choisissez ci-dessous :
learn-choose-touch = Touchez le plateau ou choisissez ci-dessous :

## Les comptes et les pages des joueurs (account.js)

account-sign-in = Se connecter
account-accounts = Comptes
account-none = Ce serveur n'a pas de comptes (il n'envoie pas d'e-mails : { $why }). Jouez en invité : vos places restent dans ce navigateur.
account-no-mail-server = pas de serveur de messagerie
account-login = Nom ou adresse e-mail
account-password = Mot de passe
account-new = Nouveau compte
account-new-about = Facultatif : les invités jouent comme avant. Un compte garde vos places sur tous vos appareils, vos parties, vos classements, et vous envoie un e-mail quand une table tour par tour attend votre coup.
account-display-name = Nom affiché (2 à 32 caractères)
account-email = Adresse e-mail
account-new-password = Mot de passe (10 caractères au moins)
account-create = Créer le compte
account-forgot = Mot de passe oublié ?
account-mail-link = Envoyez-moi un lien
account-yours = Votre compte
account-your-move-play = à vous : jouer
account-open = ouvrir
account-leave = quitter (un bot joue)
account-turn-based = tour par tour
account-rated = classée
account-left = quittée
account-public-page = Votre page publique : parties, classements
account-mail-turns = m'envoyer un e-mail quand une table tour par tour attend mon coup ({ $email })
account-your-tables = Vos tables
account-none-open = aucune ouverte
account-sign-out = Se déconnecter
account-sign-out-everywhere = Se déconnecter partout
player-heading = Joueur
player-since = joue depuis le { $date }
player-ratings = Classements
player-rated-games = { $n ->
    [one] { $n } partie classée
   *[other] { $n } parties classées
}
player-no-rated = pas encore de partie classée
player-waiting = En attente de son coup
player-games = Parties
player-game-seat = { $n } joueurs, place { $seat }
player-won = gagnée
player-lost = perdue
player-replay = rediffusion
player-no-games = pas encore de partie terminée
player-cooperative = Parties coopératives
player-chapter = { $game }, chapitre { $chapter } : { $won ->
    [won] gagné
   *[lost] perdu
} ensemble ({ $date })

## L'analyse d'une partie terminée (analysis.js)

analysis-about = L'analyse juge chaque décision d'après ce que son joueur pouvait voir à ce moment-là.
analysis-level = niveau d'analyse
analysis-level-quick = rapide
analysis-level-normal = normal (plus fin)
analysis-shown = Chance de victoire estimée après chaque décision, d'après les informations du joueur lui-même ({ $n } simulations par valeur, puis tout le monde joue le bot { $policy }).
analysis-shown-cooperative = Chance du couple de réussir le chapitre après chaque décision, d'après les informations du joueur lui-même ({ $n } simulations par valeur, puis tout le monde joue le bot { $policy }).
analysis-failed = L'analyse a échoué : { $why }
analysis-not-yet = Pas encore calculée.
analysis-progress = Analyse en cours… { $n } décisions sur { $total }
analysis-waiting = En attente du serveur…
analysis-busy = Le serveur est occupé par d'autres analyses ; réessayez dans une minute.
analysis-limit = Vous avez demandé beaucoup d'analyses cette heure-ci ; réessayez plus tard.
analysis-start = analyser la partie
analysis-point = étape { $n }, { $who } : { $value }
analysis-interval = { $value } ({ $low }–{ $high })
analysis-band = La bande ombrée : là où chaque valeur se trouverait, avec 95 % de confiance, si elle était calculée sur bien plus de { $n } simulations.
analysis-graph = graphique des chances de victoire
analysis-x = étape sur { $total }
analysis-no-turning-point = Aucun tournant : aucune décision n'a coûté plus de 5 points de chance de victoire au-delà de son incertitude.
analysis-turning-points = Tournants
analysis-turning-point = Étape { $n } : { $said } — estimation { $value } ; à la place, { $best } : { $best_value }
analysis-show-position = montrer cette position, avec le meilleur coup dessiné
analysis-could-have = { $who } aurait pu jouer : { $best } ({ $best_value } au lieu de { $value })
analysis-mark = { $mark ->
    [blunder] gaffe
   *[mistake] erreur
}, { $n } points
analysis-show-board = Voir le plateau
analysis-back = Retour à l'analyse
analysis-col-player = Joueur
analysis-col-decisions = Décisions
analysis-col-mistakes = Erreurs
analysis-col-blunders = Gaffes
analysis-col-average-loss = Perte moyenne
analysis-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## Le plateau d'Aqua Mirabilis (games/aqua*.js), à côté des mots du jeu

aqua-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
aqua-action-points = { $n ->
    [one] { $n } point d'action
   *[other] { $n } points d'action
}
aqua-dial-produce = production { $n }
aqua-dial-coach = carrosse { $n }
aqua-dial-tip = { $n ->
    [one] { $n } point d'action restant
   *[other] { $n } points d'action restants
} ; produire maintenant rapporte { $production ->
    [one] { $production } point de production
   *[other] { $production } points de production
} et { $legs ->
    [one] { $legs } étape de carrosse
   *[other] { $legs } étapes de carrosse
}
aqua-experience = expérience { $n }
aqua-influence = influence { $dames } ({ $left } en réserve)
aqua-favours = faveurs { $dames }
aqua-none = aucune
aqua-flowers-of = { $n ->
    [one] { $n } fleur { $flower }
   *[other] { $n } fleurs { $flower }
}
aqua-scents-of = { $n ->
    [one] { $n } essence { $flower }
   *[other] { $n } essences { $flower }
}
aqua-originality-tokens = { $n ->
    [one] { $n } jeton d'originalité
   *[other] { $n } jetons d'originalité
}
aqua-method-holding = avec { $flowers } en stock
aqua-stored-on = fleur { $flower } stockée sur { $method }
aqua-lessons = leçons : { $lessons }
aqua-base-of = base { $flower }
aqua-specialist-of = spécialisation { $flower }
aqua-no-lesson = Aucune leçon apprise pour l'instant
aqua-perfume-n = Parfum { $n }
aqua-presented = présenté depuis dimanche
aqua-flipped-tip = Retournées : { $tiles } ({ $n ->
    [one] { $n } point
   *[other] { $n } points
} à la fin)
aqua-none-flipped = Aucune tuile de ville retournée pour l'instant
aqua-flipped = { $n ->
    [one] { $n } retournée
   *[other] { $n } retournées
}
aqua-label-flowers = fleurs
aqua-label-scents = essences
aqua-label-originality = originalité
aqua-label-methods = méthodes
aqua-label-perfumes = parfums
aqua-label-city-tiles = tuiles de ville
aqua-verb-produce = Produire
aqua-verb-collect = Récolter
aqua-verb-done = Terminé
aqua-verb-end-turn = Fin du tour
aqua-verb-extra-turn = Tour en plus
aqua-verb-coach-home = Carrosse à Grasse
aqua-verb-coach-stay = Carrosse reste
aqua-verb-court-down = Descendre à la cour
aqua-verb-gift-token = Jeton en cadeau
aqua-perfume-words = { $base } avec { $complements }
aqua-recipe-scents = { $n ->
    [one] { $n } essence
   *[other] { $n } essences
}
aqua-level = niveau { $n }
aqua-legend-flowers = Fleurs :
aqua-end-by = { $end } par { $who }
aqua-sunday = dimanche
aqua-sunday-short = Dim
aqua-deliveries = Livraisons :
aqua-market-receives = le marché reçoit les fleurs { $flowers }
aqua-none-left = plus aucune
aqua-in-market = { $n ->
    [one] { $n } fleur au marché
   *[other] { $n } fleurs au marché
}
aqua-collect-flowers = Récolter les fleurs
aqua-cell = base { $base } avec { $complement } : { $n ->
    [one] { $n } cube bleu
   *[other] { $n } cubes bleus
} sur { $of }
aqua-cell-token = le jeton d'originalité est toujours là
aqua-face-up-on-top = face visible au-dessus
aqua-on-top = au-dessus : { $tile }
aqua-top = au-dessus
aqua-no-tile-left = plus aucune tuile
aqua-dames = Dames
aqua-favour = faveur : { $who }
aqua-free = libre
aqua-bonus = bonus : { $bonus }
aqua-hidden = caché
aqua-dame-influence = influence : { $who }
aqua-bonus-tip = Bonus : { $bonus }.
aqua-apprenticeship-tiles = Tuiles d'apprentissage
aqua-left = encore { $n }
aqua-blue-cubes = { $n ->
    [one] { $n } cube bleu
   *[other] { $n } cubes bleus
}
aqua-letters-left = lettres restantes { $letters }
aqua-letters-tip = Lettres de recommandation : deux de chaque niveau
aqua-open-recipes = Recettes disponibles ({ $n } sur { $total })
aqua-perfumer-of = { ELISION($who) ->
    [vowel] parfumeur d'{ $who }
   *[consonant] parfumeur de { $who }
}
aqua-reserve-label = réserve
aqua-reserve-short = rés.
aqua-reserve = réserve { $n }
aqua-in-reserve = { $n } en réserve
aqua-court-prefers = { $court } préfère les compléments { $flower }
aqua-king-prefers = { $king } préfère les bases { $flower }
aqua-king-line = { $king } : bases { $flower }
aqua-court-line = { $court } : compléments { $flower }
aqua-rows = rangées
aqua-columns = colonnes
aqua-with-itself = { $flower } avec elle-même : ce parfum n'existe pas
aqua-worker-at = { $worker }, au panier { $flower }
aqua-road-leg = Une étape de la route
aqua-coach-of = { ELISION($who) ->
    [vowel] carrosse d'{ $who }
   *[consonant] carrosse de { $who }
}
aqua-taken = prise

## Le plateau de Roméo & Juliette (games/romeo.js), à côté des mots du jeu

romeo-heart-not-placed = cœur pas encore placé
romeo-event-face-up = Face visible : en vigueur jusqu'à la fin de la partie.
romeo-event-face-down = Résolu, puis retourné face cachée.
romeo-book-card = Carte du livre, { $event }
romeo-in-force = En vigueur, case Amour { $n } : { $event }
romeo-event-deck = { $n ->
    [one] Pioche des événements : { $n } carte restante
   *[other] Pioche des événements : { $n } cartes restantes
}
romeo-no-signal = pas encore de signal
romeo-on-the-table = sur la table : { $heart }, proposé par { $who }
romeo-plays-with = { $who } joue { $place } avec { $whom }
romeo-revealed-scene = Révélé dans cette scène : { $cards }
romeo-nurse-gave = la Nourrice a donné une missive à { $who }
romeo-hate-fell = la Haine est tombée { $places }
romeo-no-hate = la Haine n'est tombée nulle part
romeo-love-grew = { $n ->
    [one] l'Amour a progressé de { $n } case
   *[other] l'Amour a progressé de { $n } cases
}
romeo-events = événements : { $events }
romeo-last-scene = Dernière scène : { $what }.
romeo-at = { $place }
romeo-hand = main : { $places } lieux, { $chaperones } chaperons
romeo-deck = pioche : { $places } lieux, { $chaperones } chaperons
romeo-secret-made = choix secret : fait, face cachée
romeo-secret-not-yet = choix secret : pas encore
romeo-known-to-hold = a en main, on le sait : { $cards }
romeo-revealed-act = révélé dans cet acte :
romeo-card-with = { $place } avec { $whom }
romeo-your-choice = votre choix secret : { $place } avec { $whom }
romeo-where-not-yet = où ? pas encore
romeo-whom-not-yet = avec qui ? pas encore
romeo-your-hand = Votre main
romeo-scene-of = scène { $n } sur { $per } ({ $all } sur { $total })
romeo-reserve = { $n ->
    [one] missives dans la réserve : { $n }
   *[other] missives dans la réserve : { $n }
}
romeo-lost-at-0 = le drame est perdu à 0
romeo-signals-only = signaux uniquement
romeo-of = { $n } sur { $total }
romeo-place-card = lieu
romeo-chaperone-card = chaperon
