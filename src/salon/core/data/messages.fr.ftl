# salon's own messages in French (see messages.en.ftl). « vous ».

## Seats

seat-name = Joueur { $number }
choose-action = Choisissez une action

## Mail about accounts (people/letters.py): plain text, never HTML

mail-verify-subject = Confirmez votre compte salon
mail-verify-body =
    Bonjour,

    quelqu'un (vous, espérons-le) a créé un compte salon avec cette adresse e-mail.
    Pour le confirmer, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : le compte est supprimé s'il n'est pas confirmé.
mail-taken-subject = Votre compte salon
mail-taken-body =
    Bonjour,

    quelqu'un (vous, peut-être) a essayé de créer un compte salon avec cette adresse e-mail,
    qui en a déjà un. Rien n'a été modifié. Si vous avez oublié votre mot de passe, choisissez-en
    un nouveau ici :

    { $link }
mail-reset-subject = Choisir un nouveau mot de passe salon
mail-reset-body =
    Bonjour,

    quelqu'un (vous, espérons-le) a demandé un nouveau mot de passe pour le compte salon de cette adresse e-mail.
    Pour le choisir, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : votre mot de passe reste inchangé.
mail-reset-body-named =
    Bonjour,

    quelqu'un (vous, espérons-le) a demandé un nouveau mot de passe pour le compte salon « { $name } ».
    Pour le choisir, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : votre mot de passe reste inchangé.

## ---- The terminal's frame (salon play, learn, rules, games: salon/cli)
# Les commandes tapées (q, u, r, m, i N, a N, t, l, n, p, h, b, ?, /) et la notation restent
# les mêmes dans toutes les langues.

## The table (salon play)

cli-game-heading = { $title } — { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, graine { $seed }
cli-at-this-table = À cette table : { $seats }
cli-seat-you = { $name } (place { $seat }, vous)
cli-seat-bot = { $name } (place { $seat }, bot : { $bot })
cli-seat-label = { $name } (place { $seat })
cli-rules-where = Les règles : salon rules { $game }
cli-rules-where-fitted = Les règles : r à l'invite, ou salon rules { $game }
cli-takes-back = { $name } reprend le dernier coup.
cli-last-moves = Derniers coups
cli-game-over = Partie terminée
cli-game-stopped = Partie interrompue
cli-final-scoring = Décompte final
cli-record-saved = Partie enregistrée dans { $file } (pour la rejouer : salon replay { $file })
cli-no-rules = { $title } n'a pas encore de résumé des règles
cli-rules-of = Les règles de { $title }

## The decision

cli-name-you = { $name } (vous)
cli-your-decision = { $name }, à vous de décider
cli-your-decision-prompt = { $name }, à vous de décider : { $prompt }
cli-your-choice = Votre choix
cli-your-move = Votre coup
cli-prompt-keys = { $prompt } ({ $keys }) :
cli-prompt = { $prompt } :
cli-choice-keys = numéro ou notation, ? pour l'aide, q pour quitter
cli-choice-keys-undo = numéro ou notation, ? pour l'aide, u pour reprendre, q pour quitter
cli-choice-number = Choix { $number }

## What a player is told while typing

cli-not-a-choice = { $number } n'est pas un choix : choisissez entre 1 et { $count }
cli-about-range = i N en dit plus sur le choix N : N de 1 à { $count }
cli-area-range = a N montre la zone d'un joueur : N de 1 à { $count } (l'ordre des lignes des joueurs)
cli-no-undo = Rien à reprendre pour l'instant : votre dernier coup a révélé quelque chose, a été laissé au hasard ou a passé la décision à un autre
cli-see-help = (? liste ce que vous pouvez taper)
cli-no-next-page = pas de page suivante
cli-no-previous-page = pas de page précédente
cli-no-choice-holds = aucun choix ne contient « { $word } »
cli-filtered-by = « { $word } » n'est pas un coup ; les choix qui le contiennent sont affichés

## What ? lists (the keys stay as typed)

cli-help-title = Ce que vous pouvez taper
cli-help-number = le numéro d'un choix du menu
cli-help-notation-key = notation
cli-help-notation = ou la notation du choix, affichée à côté
cli-help-notation-example = ou la notation du choix, affichée à côté (par ex. { $example })
cli-help-undo = reprendre votre dernier coup
cli-help-undo-not-now = reprendre votre dernier coup, tant qu'il n'a rien révélé ni rien laissé au hasard (pas maintenant)
cli-help-about = plus sur le choix N : la carte qu'il joue (Roxane : son explication)
cli-help-menu = afficher de nouveau les choix
cli-help-rules = les règles de { $title } (aussi : salon rules { $game })
cli-help-help = cette liste (les commandes se tapent telles quelles dans toutes les langues)
cli-help-quit = arrêter la partie
cli-help-pages = la page suivante et la page précédente du menu (s'il en a plusieurs)
cli-help-filter-key = /mot
cli-help-filter = seulement les choix dont le texte ou la notation contient le mot ; / seul : tous
cli-help-about-fitted = plus sur le choix N : son texte entier, la carte qu'il joue
cli-help-area = toute la zone du joueur N (N : l'ordre des lignes des joueurs)
cli-help-table = toute la table, chaque partie du plateau
cli-help-log = tout le journal de la partie jusqu'ici
cli-help-menu-fitted = de nouveau tout le menu, sans filtre

## The fitted screen (salon play and salon learn in a terminal)

cli-keys-help = ? aide
cli-keys-undo = u reprendre
cli-keys-quit = q quitter
cli-keys-details = t table · a N zone de N · l journal · i N choix N
cli-whole-table = Toute la table
cli-whole-area = { $name } : toute la zone
cli-whole-log = Tout le journal
cli-log-empty = Rien ne s'est encore passé.
cli-mine-clipped = … a N (votre numéro) montre le reste de votre zone
cli-page-back = Entrée : retour à la partie
cli-page-more = Entrée : la suite ({ $shown } lignes sur { $lines }), q : retour
cli-menu-filtered = { $shown ->
    [one] { $shown } choix contient
   *[other] { $shown } choix contiennent
} « { $word } » (/ seul : les { $count })
cli-menu-range = choix { $first } à { $last } sur { $count }
cli-menu-none = aucun choix
cli-menu-page = page { $page } sur { $pages } : n suivante, p précédente
cli-menu-filter-hint = /mot filtre

## Lessons (salon learn)

cli-lessons-title = { $title } : leçons
cli-lessons-lesson = leçon
cli-lessons-name = titre
cli-lessons-from = source
cli-lessons-steps = étapes
cli-lessons-rulebook = livret de règles : { $reference }
cli-lessons-own = propre à salon
cli-lessons-play-one = Pour en jouer une : salon learn { $game } 1
cli-lesson-from-rulebook = tirée du livret de règles : { $reference }
cli-lesson-own = leçon propre à salon
cli-lesson-log = { $title } : { $intro } ({ $source })
cli-enter-key = Entrée
cli-lesson-begin = Entrée : commencer
cli-lesson-keys = numéro ou notation ; h indice, b retour, r recommencer, q quitter
cli-lesson-keys-watch = Entrée pour continuer · b retour · r recommencer · q quitter
cli-lesson-go-on = { $enter } pour continuer (b retour, r recommencer, q quitter) :
cli-step-title = Étape { $step } sur { $steps } : à vous de jouer
cli-step-yours = Étape { $step } sur { $steps }, à vous de jouer : { $ask }
cli-step-theirs = Étape { $step } sur { $steps }, { $name } : { $ask }
cli-hint = Indice :
cli-hint-way = { $number } (ou { $notation }) : { $label }
cli-hint-or = { $first } ; ou tapez { $then }
cli-hint-type = Tapez { $ways }.
cli-well-done = Bravo
cli-no-lessons = { $title } n'a pas encore de leçons

## salon games

cli-games-title = Jeux de salon
cli-games-id = identifiant
cli-games-name = titre
cli-games-name-summary = titre et résumé
cli-games-players = joueurs
cli-games-options = options (par défaut)
cli-games-summary = résumé
cli-games-coop = coopératif

## Errors of salon play

cli-error-bot-specs = { $seats ->
    [one] { $seats } place de bot
   *[other] { $seats } places de bot
} mais { $specs ->
    [one] { $specs } bot indiqué
   *[other] { $specs } bots indiqués
} : { $given }
cli-error-unknown-game = jeu inconnu { $game } ; jeux connus : { $games }
cli-error-players = { $game } se joue à { $range } { $most ->
    [one] joueur
   *[other] joueurs
}, pas à { $players }
cli-error-no-lesson = { $game } n'a pas de leçon { $lesson } ; ses leçons : { $lessons }
cli-seats-range = de 0 à { $last }
cli-error-seat-not-number = { $flag } { $text } : donnez un numéro de place { $seats }, ou none
cli-error-seat-range = { $flag } { $seat } : une table à { $players } joueurs a les places { $seats }

## salon analyse (cli/analyse.py, analysis/words.py)

cli-analysis-percent = { $n } %
cli-analysis-interval = { $value } ({ $low }–{ $high })
cli-analysis-chance = { $coop ->
    [yes] chance du couple de réussir le chapitre
   *[no] chance de victoire
}
cli-analysis-title = { $title } : analyse au niveau { $level } ({ $playouts } simulations par valeur, puis tout le monde joue { $policy })
cli-analysis-progress = analyse en cours ({ $level })
cli-analysis-seat-line = { $name } : estimation de la { $what } à chacune de ses décisions
cli-analysis-no-decision = (aucune décision analysée)
cli-analysis-turning-points = Tournants
cli-analysis-no-mistake = Aucune erreur trouvée : aucune décision n'a coûté plus de { $least } de { $what } au-delà de son incertitude.
cli-analysis-turning-point = Étape { $step } : { $said } — estimation { $value } ; à la place, { $better } : { $best } ; { $mark ->
    [mistake] une erreur
    [blunder] une gaffe
   *[other] une décision
}, { $points ->
    [one] { $points } point perdu
   *[other] { $points } points perdus
}
cli-analysis-summary = Résumé par place
cli-analysis-col-seat = Place
cli-analysis-col-decisions = Décisions
cli-analysis-col-mistakes = Erreurs
cli-analysis-col-blunders = Gaffes
cli-analysis-col-loss = Perte moyenne de { $what }
cli-analysis-loss-points = { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
cli-analysis-plot-written = Graphique enregistré dans { $file }
cli-analysis-plot-steps = étape de la partie
cli-analysis-plot-band = En ombré : là où chaque valeur se trouverait, avec 95 % de confiance, si elle était calculée sur bien plus de { $playouts } simulations (± 1,96 erreur type).
cli-analysis-plot-title = { $title } : { $what } estimée après chaque décision (niveau { $level } ; × gaffe, ○ erreur)
cli-error-level = --level { $level } : choisissez parmi { $levels }
## The command line's errors (cli/app.py, files.py, bounds.py, suggest.py)

cli-none = aucune
cli-error-at-least-one = doit valoir au moins 1, et non { $value }
cli-error-is-folder = { $flag } { $path } : est un dossier, donnez un nom de fichier
cli-error-not-a-folder = { $flag } { $path } : { $folder } n'est pas un dossier
cli-error-permission = { $flag } { $path } : permission refusée
cli-error-is-file = { $flag } { $path } : est un fichier, donnez un dossier
cli-error-file-not-folder = { $flag } { $path } : { $folder } est un fichier, pas un dossier
cli-error-needs-out = { $flag } demande --out FICHIER
cli-error-force-or-resume = --force remplace le fichier --out et --resume le poursuit : donnez l'un des deux
cli-error-out-exists = --out { $path } existe déjà : ajoutez --resume pour le poursuivre, ou --force pour le remplacer
cli-error-not-utf8 = { $file } : pas du texte UTF-8 : l'octet { $offset } ({ $byte }) n'est pas de l'UTF-8 ; salon lit les enregistrements et les fichiers de résultats en UTF-8
cli-error-jobs = --jobs { $jobs } : cette machine exécute au plus { $top } processus de travail ({ $cores ->
    [one] { $cores } cœur
   *[other] { $cores } cœurs
} × { $per }) ; donnez --jobs { $top } ou moins
cli-error-iterations-whole = bot { $spec } : iterations={ $value } n'est pas un nombre entier de simulations (au plus { $most })
cli-error-iterations-bound = bot { $spec } : iterations={ $value } dépasse la limite de { $most } simulations par décision (c'est déjà plusieurs minutes par décision)
cli-error-time-bound = bot { $spec } : time={ $value } dépasse la limite de { $most } secondes par décision
cli-error-time-number = bot { $spec } : time doit être un nombre de secondes
cli-error-needs-value = { $flag } demande une valeur (par ex. { $flag } 2)
cli-error-no-option = pas d'option { $flag } pour salon { $command } { $game } (voir 'salon { $command } --help' ; options propres à { $title } : { $own })
cli-error-no-option-guess = pas d'option { $flag } pour salon { $command } { $game } : vouliez-vous dire { $best } ? (voir 'salon { $command } --help' ; options propres à { $title } : { $own })
## salon simulate, report, arena, replay, serve (their lines and headings; --json and files stay as they are)

cli-error-unknown-language = { $lang } n'est pas une langue que salon parle : { $languages }
cli-error-specs-for-players = --bots donne { $specs ->
    [one] { $specs } bot
   *[other] { $specs } bots
} pour { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
cli-players = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
cli-sim-col-seat = place
cli-sim-col-bot = bot
cli-sim-col-wins = victoires
cli-sim-col-win-rate = taux de victoire
cli-sim-col-ci = IC 95 %
cli-sim-col-mean-score = score moyen
cli-sim-col-seat-games = parties-places
cli-sim-col-every-seat = bot (à chaque place)
cli-sim-col-games = parties
cli-sim-col-a-win-rate = A gagne
cli-sim-col-margin = écart moyen A−B
cli-sim-col-elo = Elo
cli-sim-col-overlaps = se chevauche avec
cli-sim-by-bot = Par bot (toutes places)
cli-sim-title = { $title } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, graine { $seed }
cli-sim-length = Longueur des parties (décisions) : moyenne { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, médiane { $median }, minimum { $min }, maximum { $max }
cli-sim-first-seat = Avantage de la première place : { $advantage } (IC 95 % de { $low } à { $high })
cli-sim-team = Coopératif : l'équipe a gagné { $rate } (IC 95 % { $low }–{ $high })
cli-sim-ends = Comment les parties se sont terminées : { $ends }
cli-sim-shared = Victoires partagées : { $shared }   Sans vainqueur : { $none }
cli-sim-timing = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } parties/s, { $jobs ->
    [one] { $jobs } processus
   *[other] { $jobs } processus
}, { $backend })
cli-rate = { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 2) } parties/s
figure = { $x }
cli-progress-arena = arène { $game }
cli-stopped = Arrêté : { $done } { $games ->
    [one] partie terminée sur { $games }
   *[other] parties terminées sur { $games }
}
cli-stopped-resume = Arrêté : { $done } { $games ->
    [one] partie terminée sur { $games }
   *[other] parties terminées sur { $games }
} ; poursuivez avec --resume --out { $file }
cli-report-written = Rapport enregistré dans { $file }
cli-error-no-finished-game = { $file } ne contient aucune partie terminée
cli-report-title = { $title }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
cli-report-source = Parties de { $file }
cli-report-runs = (séries { $first } à { $last } sur { $runs })
cli-report-side-by-side = Côte à côte
cli-report-group = { $title }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : places et statistiques propres au jeu
cli-error-so-far = --so-far lit un FICHIER --out existant (sans --resume ni --force)
cli-error-arena-games = --games { $games } : une arène prévoit toutes ses parties avant la première, au plus { $most } par paire (salon simulate traite n'importe quel nombre au fil de l'eau)
cli-error-arena-two-bots = --bots demande au moins deux bots
cli-arena-title = { $title } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} par { $coop ->
    [yes] bot
   *[no] paire
}, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, graine { $seed }
cli-arena-so-far = ; jusqu'ici { $games } { $of ->
    [one] partie sur { $of }
   *[other] parties sur { $of }
} (donnes entières parmi les { $finished } terminées)
cli-arena-head-to-head = Mêmes donnes, face à face
cli-arena-rotated = Places tournantes : { $patterns } (A = premier bot d'une paire) ; une victoire partagée compte pour chaque camp au prorata.
cli-arena-ratings = Classement (Bradley–Terry, échelle Elo, moyenne 0)
cli-arena-no-spread = aucune dispersion
cli-range = de { $low } à { $high }
cli-arena-bootstrap = IC 95 % : { $rounds } rééchantillonnages bootstrap des { $resampled ->
    [deals] donnes (les parties de chaque paire sur elles, ensemble)
   *[games] parties, au sein de chaque paire
}, avec la graine de l'arène.
cli-arena-no-spread-note = aucune dispersion : chaque rééchantillonnage donne le même classement (chaque partie de ses paires s'est terminée de la même façon, par ex. un sans-faute) ; lisez plutôt les intervalles de Wilson des paires.
cli-arena-overlap = { $first } et { $second } : les intervalles se chevauchent — pas départagés
cli-error-pick-a-game = { $file } contient { $games } parties (numéros { $numbers }) : choisissez-en une avec --game N
cli-error-no-such-game = --game { $game } : { $file } contient les parties { $numbers }
cli-error-cannot-read = impossible de lire { $file } : { $reason }
cli-error-not-json = { $file } n'est pas un enregistrement JSON
cli-error-one-game = --game choisit une partie d'un fichier de résultats ; { $file } est l'enregistrement d'une seule partie
cli-error-not-a-record = { $file } n'est pas l'enregistrement d'une partie (il n'a pas de game, players, seed et actions)
cli-error-replay-action = action { $index } ({ $seat }, { $text }) : { $reason }
cli-replay-spectator = le spectateur
cli-replay-title = { $title } : { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, vues par { $seen_by }
cli-replay-keys = Entrée : suivant, q : quitter
cli-error-web-extra = { $reason } ; installez l'extra web : pip install 'salon[web]'
cli-error-database = base de données { $url } : { $reason }
cli-error-listen = impossible d'écouter sur { $host }:{ $port } : { $reason }
cli-serving = salon sert sur { $address }  (base de données : { $db }, documentation de l'API : /docs)
cli-serving-workers = salon sert sur { $address } avec { $workers } processus  (base de données : { $db }, documentation de l'API : /docs)
cli-error-bot-level = --bot-level { $item } : donnez NOM=SPEC, par ex. strong=ismcts:iterations=1000
cli-error-public-url = --public-url { $url } : donnez l'adresse où les joueurs joignent le serveur, par ex. https://salon.example.org
## The help of the commands (--help): a help text given as a cli-doc-… id (cli/app.py Worded)

cli-doc-usage = Utilisation :
cli-doc-arguments = Arguments
cli-doc-options = Options
cli-doc-commands = Commandes
cli-doc-default = par défaut :
cli-doc-required = obligatoire
cli-doc-env-var = variable d'environnement :
cli-doc-help-option = Afficher cette aide et quitter.
cli-doc-salon = salon : quatre jeux de société selon leurs règles complètes — jouer, simuler, étudier, construire une IA.
cli-doc-version = Afficher la version de salon et quitter.
cli-doc-lang = La langue de lecture : { $languages }.
cli-doc-lang-default = d'après LANG
cli-doc-game = Identifiant du jeu (voir `salon games`).
cli-doc-option = Option de table (répétable) ; ou passez-la sous la forme --nom valeur, par ex. --chapter 3.
cli-doc-players-default = le minimum du jeu
cli-doc-play = Jouer une partie dans le terminal contre des bots (ou regarder des bots avec --seat none).
cli-doc-play-players = Nombre de joueurs.
cli-doc-play-bots = Bot des autres places, ou un par place de bot, séparés par des virgules.
cli-doc-play-seat = Votre place : son numéro à partir de 0 (0 est la première place, Joueur 1 dans Rose Ceremony ; 1 la deuxième), ou none pour regarder des bots jouer.
cli-doc-play-seed = Graine (la partie peut être rejouée à partir d'elle).
cli-doc-play-seed-default = au hasard, et affichée
cli-doc-play-save = Écrire l'enregistrement de la partie (JSON) dans ce fichier à la fin (remplacé s'il existe).
cli-doc-play-delay = Pause après chaque coup d'un bot.
cli-doc-play-name = Votre nom dans le journal.
cli-doc-play-name-default = le nom de votre place
cli-doc-play-plain = Ligne par ligne, toute la table à chaque décision (pour les lecteurs d'écran et les tubes ; par défaut quand la sortie n'est pas un terminal).
cli-doc-learn = Apprendre un jeu en jouant ses leçons : les exemples commentés de la règle, coup par coup.
cli-doc-learn-lesson = Le numéro ou l'identifiant de la leçon ; sans lui, les leçons du jeu sont listées.
cli-doc-learn-plain = Ligne par ligne, tout le plateau à chaque étape (pour les lecteurs d'écran et les tubes ; par défaut quand la sortie n'est pas un terminal).
cli-doc-rules = Afficher les règles d'un jeu dans nos propres mots : but, mise en place, un tour, les actions, la fin, le décompte.
cli-doc-games = Lister les jeux disponibles avec leurs nombres de joueurs et leurs options (le tableau dans la langue de `salon --lang` ou de LANG ; --json : les données propres des jeux, telles quelles).
cli-doc-games-json = Afficher du JSON.
cli-doc-players = Joueurs par partie.
cli-doc-jobs = Processus de travail (les résultats n'en dépendent pas).
cli-doc-jobs-default = tous les cœurs
cli-doc-force = Remplacer un fichier --out existant.
cli-doc-results-game = Quelle partie d'un fichier de résultats : son numéro dans la série, à partir de 0.
cli-doc-only-game = la seule partie
cli-doc-simulate = Jouer des parties à graine entre bots ; donner les taux de victoire, les longueurs, les fins et les mesures d'équilibre.
cli-doc-simulate-games = Nombre de parties.
cli-doc-simulate-bots = Un bot, ou un par place, séparés par des virgules.
cli-doc-simulate-seed = Graine de la série : la partie i utilise une graine dérivée de (graine, i).
cli-doc-simulate-backend = local : des processus sur cette machine ; ray : une grappe Ray.
cli-doc-simulate-address = Adresse de la grappe Ray.
cli-doc-simulate-address-default = lancer un Ray local
cli-doc-simulate-out = Écrire une ligne JSON par partie (enregistrement, issue, mesures) ; un fichier existant demande --resume ou --force.
cli-doc-simulate-resume = Reprendre le fichier --out d'une série interrompue (garde ses parties, joue le reste ; les mêmes arguments).
cli-doc-simulate-report = Écrire un rapport d'équilibre HTML + PNG + JSON dans ce dossier.
cli-doc-simulate-json = Afficher les statistiques en JSON (identiques à l'octet près pour les mêmes arguments).
cli-doc-arena = Opposer des bots, chaque bot autant de fois à chaque place ; taux de victoire et classements Elo avec intervalles à 95 %.
cli-doc-arena-bots = Deux bots ou plus, séparés par des virgules (un seul suffit pour un jeu coopératif).
cli-doc-arena-games = Parties par confrontation (arrondi à des rotations complètes des places).
cli-doc-arena-seed = Graine de l'arène : la donne k utilise une graine dérivée de (graine, k).
cli-doc-arena-json = Afficher le rapport en JSON (identique à l'octet près pour les mêmes arguments).
cli-doc-arena-out = Écrire une ligne JSON par partie finie (places, graine, points, gagnants) ; un fichier existant demande --resume ou --force.
cli-doc-arena-resume = Reprendre le fichier --out d'une arène interrompue (garde ses parties, joue le reste ; le même jeu, les mêmes joueurs, graine, options et code : plus de parties ou plus de bots, c'est permis).
cli-doc-arena-so-far = Ne rien jouer : le rapport des donnes finies du fichier --out (chaque disposition d'une donne jouée), et combien de parties cela fait.
cli-doc-report = Calculer les mesures d'équilibre de parties enregistrées ; plusieurs fichiers sont comparés côte à côte.
cli-doc-report-file = Résultats écrits par `salon simulate --out`.
cli-doc-report-report = Écrire un rapport HTML + PNG + JSON dans ce dossier (premier fichier).
cli-doc-report-json = Afficher les mesures en JSON.
cli-doc-report-each = Avec plusieurs fichiers, afficher aussi le résumé complet de chacun.
cli-doc-replay = Parcourir une partie enregistrée pas à pas, vue d'une place (les cartes cachées restent cachées).
cli-doc-replay-file = Un enregistrement fait par `salon play --save`, ou un fichier de résultats de `salon simulate --out` (avec --game N).
cli-doc-replay-seat = La vue de qui : un numéro de place à partir de 0 (0 est la première place, Joueur 1 dans Rose Ceremony), ou none pour celle du spectateur.
cli-doc-replay-step = Attendre Entrée après chaque action, ou les afficher toutes.
cli-doc-analyse = Après une partie finie : la chance de victoire estimée de chaque place à chaque décision, jugée d'après ce que cette place pouvait voir alors, les erreurs et les gaffes, et les meilleurs coups.
cli-doc-analyse-file = L'enregistrement d'une partie finie (`salon play --save`), ou un fichier de résultats de `salon simulate --out` (avec --game N).
cli-doc-analyse-level = Simulations derrière chaque chiffre d'une décision : { $levels }.
cli-doc-analyse-seat = N'analyser que les décisions de cette place (un numéro de place), ou all.
cli-doc-analyse-searches = Un budget à vous : recherches indépendantes par décision (avec --samples).
cli-doc-analyse-samples = Un budget à vous : déterminisations par recherche.
cli-doc-analyse-seed = La graine de l'analyse (même enregistrement, niveau et graine : même analyse).
cli-doc-analyse-jobs = Processus de travail, une décision à la fois chacun (l'analyse n'en dépend pas).
cli-doc-analyse-json = Tout afficher en JSON (pour les programmes).
cli-doc-analyse-plot = Tracer aussi les courbes de chance de victoire dans ce PNG.
cli-doc-serve = Servir le salon d'accueil (REST, OpenAPI sous /docs) et le jeu par WebSocket.
cli-doc-serve-host = Adresse d'écoute.
cli-doc-serve-port = Port d'écoute.
cli-doc-serve-db = URL de la base de données : sqlite:///file.db ou postgresql+psycopg://user@host/db (par défaut : un fichier SQLite dans le dossier de données de l'utilisateur).
cli-doc-serve-table-prefix = Préfixe de chaque table de la base (plusieurs déploiements dans une même base).
cli-doc-serve-bot-delay = Secondes qu'un bot attend avant de jouer, pour que les humains puissent suivre.
cli-doc-serve-bot-workers = Fils de travail qui calculent les coups des bots : combien de décisions de bots tournent à la fois (quelle part de la machine les bots peuvent utiliser).
cli-doc-serve-bot-processes = Calculer les coups des bots dans autant de processus de travail au lieu de fils (pour les bots de recherche lourds comme ismcts ; chacun peut utiliser un cœur).
cli-doc-serve-bot-level = Un niveau de bot que les tables peuvent choisir, NOM=SPEC, par ex. strong=ismcts:iterations=1000 (répétable ; remplace les niveaux par défaut random, easy, heuristic, normal, strong et les réglages propres des jeux pour eux). Budgets d'itérations seulement, au plus --bot-max-iterations.
cli-doc-serve-bot-max-iterations = Nombre maximal d'itérations de recherche d'une décision de bot (niveaux et réglages de l'administrateur de même).
cli-doc-serve-min-bot-delay = Plus petit bot_delay (secondes) qu'une table peut demander sans le jeton d'administration (400 request/invalid).
cli-doc-serve-bot-per-creator = Décisions de bots qui cherchent (niveaux ismcts) que les tables d'une adresse cliente peuvent avoir en cours à la fois (par défaut : la moitié du groupe de bots, au moins une). docs/security.md, « Fair bot time ».
cli-doc-serve-bot-cpu-per-minute = Secondes de CPU que les décisions de bots qui cherchent des tables d'une adresse cliente peuvent prendre en une minute ; au-delà, elles attendent.
cli-doc-serve-poll = Secondes entre deux vérifications des changements faits par d'autres processus du serveur.
cli-doc-serve-lease-ttl = Secondes que dure le bail d'un processus sur une table en cours (il en fait tourner les bots et les pendules) s'il n'est pas renouvelé (à chaque tiers) ; les tables d'un processus mort sont reprises par les autres dans à peu près ce délai.
cli-doc-serve-admin-token = Le jeton porteur d'administration : lève les limites par client (graines choisies, tout bot, tout bot_delay, quotas de tables) et active POST /api/admin/cleanup.
cli-doc-serve-rate-limit = Messages par seconde qu'un WebSocket peut envoyer.
cli-doc-serve-rate-burst = Rafale de messages permise au-delà du débit.
cli-doc-serve-rate-strikes = Messages qu'un WebSocket peut envoyer au-delà de son débit (chacun rejeté) avant d'être fermé (4429 request/rate_limited).
cli-doc-serve-max-message = Plus grand message WebSocket d'un client, en octets (request/too_large).
cli-doc-serve-ws-outbox = Messages qui peuvent attendre qu'un WebSocket les lise ; un client trop lent à lire est fermé (4408 limit/too_slow).
cli-doc-serve-ws-per-address = WebSockets qu'une adresse cliente peut tenir à la fois (4429 limit/connections).
cli-doc-serve-ws-per-table = WebSockets de spectateurs qu'une table peut avoir à la fois (4429 limit/connections).
cli-doc-serve-ws-per-seat = WebSockets qu'une place peut avoir à sa table (4429 limit/connections).
cli-doc-serve-ws-hello-timeout = Secondes dont dispose un nouveau WebSocket pour envoyer son hello (4400 auth/hello_required).
cli-doc-serve-ws-close-timeout = Secondes dont dispose l'autre bout d'un WebSocket pour répondre à la fermeture du serveur avant que la connexion soit coupée.
cli-doc-serve-cors-origin = Accepter les clients navigateurs de cette origine (répétable), par ex. https://example.org.
cli-doc-serve-log-level = Niveau de journal d'uvicorn.
cli-doc-serve-access-log = Journaliser chaque requête (les jetons ne passent jamais dans les URL).
cli-doc-serve-max-body = Plus grand corps de requête en octets (413 request/too_large).
cli-doc-serve-tables-per-minute = Tables qu'une adresse cliente peut créer par minute (429 limit/tables).
cli-doc-serve-open-tables = Tables qu'une adresse cliente peut avoir ouvertes ou en cours à la fois (429 limit/tables).
cli-doc-serve-header-timeout = Secondes dont dispose un client pour envoyer les en-têtes et le corps d'une requête (408 request/timeout).
cli-doc-serve-idle-timeout = Secondes pendant lesquelles une connexion HTTP maintenue peut rester inactive.
cli-doc-serve-rest-rate = Requêtes REST qui changent quelque chose (POST) qu'une adresse cliente peut envoyer par seconde (429 request/rate_limited ; les lectures et le jeton d'administration ne comptent pas).
cli-doc-serve-rest-burst = Rafale de telles requêtes permise au-delà de --rest-rate.
cli-doc-serve-renames-per-minute = Nombre de fois que le nom d'une place peut changer en une minute (429 request/rate_limited).
cli-doc-serve-http-per-address = Connexions HTTP simples qu'une adresse cliente peut tenir à la fois (429 limit/connections ; les adresses de --trusted-proxy ne comptent pas).
cli-doc-serve-max-connections = Connexions ouvertes (HTTP et WebSocket) acceptées à la fois (503 server/busy) ; par défaut : d'après la limite de descripteurs.
cli-doc-serve-wal-limit-mb = SQLite : le journal d'écriture anticipée est reporté et vidé dès qu'il atteint la moitié de ce nombre de Mio (et toutes les 5 s).
cli-doc-serve-db-retry-max = Plus longue attente (secondes) entre deux essais tant que la base de données est indisponible (à partir de 0,5 s, en doublant ; 503 db/unavailable).
cli-doc-serve-trusted-proxy = Adresse d'un mandataire inverse dont l'en-tête X-Forwarded-For est digne de confiance (répétable).
cli-doc-serve-gc-threshold = Une fois démarré, le premier seuil du ramasse-miettes (collectes jeunes toutes les tant d'allocations nettes ; 0 : celui de Python, 700). docs/deploy.md, « Garbage collector ».
cli-doc-serve-gc-freeze = Une fois démarré (tables reprises), geler chaque objet vivant pour que les collectes complètes ne le parcourent plus.
cli-doc-serve-public-url = L'adresse à laquelle les joueurs joignent le serveur (https://…) : l'origine de chaque lien envoyé par courriel, et le cookie de session est Secure quand elle est en https. Les comptes en ont besoin, et de --smtp-url.
cli-doc-serve-smtp-url = Le serveur SMTP par lequel passe le courrier : smtp://[user:pass@]host[:port] (STARTTLS s'il est proposé), smtp+starttls://… (exigé), smtps://… (TLS) ; ?from=ADRESSE fixe l'expéditeur. Sans lui : ni comptes, ni courriel.
cli-doc-serve-password-memory = Mémoire d'Argon2id par hachage de mot de passe, en Kio (64 Mio : la recommandation d'argon2-cffi ; moins seulement sur une petite machine).
cli-doc-serve-analysis-queue = Analyses d'après-partie en attente ou en cours dans un processus à la fois (503 analysis/busy ; 0 : aucune proposée).
cli-doc-serve-analyses-per-address = Analyses d'après-partie qu'une adresse cliente peut lancer par heure (429 limit/analyses ; lire une analyse enregistrée est gratuit).
cli-doc-serve-background-analysis = Analyser chaque décision pendant que la partie se joue (processus de travail à la plus basse priorité) et enregistrer l'analyse à la fin.
cli-doc-serve-background-nice = Le niveau de nice des processus d'analyse en arrière-plan : 19 (par défaut) est la plus basse priorité, 0 celle du serveur.
cli-doc-serve-workers = Processus du serveur qui partagent le port (un superviseur relance celui qui meurt ; les limites par adresse valent par processus). docs/deploy.md.
## salon report's side-by-side comparison (sim/report.py side_by_side)

cli-report-run = série { $run }
cli-report-defaults = les réglages par défaut du jeu
cli-report-row-games = parties
cli-report-row-bots = bots, par place
cli-report-row-options = options
cli-report-row-first-wins = victoires du premier joueur (part équitable)
cli-report-row-first-edge = avance du premier joueur, points (IC 95 %)
cli-report-row-team = taux de victoire de l'équipe (IC 95 %)
cli-report-row-single-winner = parties à un seul vainqueur
cli-report-row-length = longueur, décisions : moyenne (médiane)
cli-report-row-ends = comment les parties se sont terminées
cli-report-row-seat = taux de victoire de la place { $seat } (IC 95 %)
cli-report-row-margin = écart de victoire, moyenne
cli-report-note-kinds = Les taux de victoire par place et les statistiques propres à chaque jeu ne sont comparés qu'entre séries du même jeu au même nombre de joueurs ; les lignes ci-dessus sont des mesures que tout jeu possède.
cli-report-note-alone = Seules de leur sorte ici (leurs places et statistiques : passez le fichier seul à salon report, ou ajoutez --each) : { $runs }.
cli-report-note-edge = Avance du premier joueur : son taux de victoire moins la part équitable 1/joueurs, en points de pourcentage, pour qu'elle se lise de la même façon à tout nombre de joueurs.
## salon report: a statistic that never varied, the categories not shown

cli-report-always = toujours { $value }
cli-report-more = { $n ->
    [one] { $n } autre { $share }
   *[other] { $n } autres { $share }
}
## Le rapport HTML de salon report et de salon simulate --report

report-title-batch = { $title } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $players } joueurs, bots { $bots }, graine { $seed }
report-title-file = { $title } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} de { $file }
report-quantity = moyenne { $mean } ± { $stdev } (médiane { $median }, de { $low } à { $high })
report-seat = place { $seat }
report-fair-share = part équitable
report-plot-team = l'équipe (toutes les places)
report-plot-team-title = Taux de victoire de l'équipe
report-caption-team = Le taux de victoire de l'équipe, avec son intervalle de Wilson à 95 % (un jeu coopératif : un seul résultat pour toutes les places)
report-plot-win-rate = Taux de victoire par place
report-caption-win-rate = Taux de victoire par place, avec intervalles de Wilson à 95 %
report-axis-win-rate = taux de victoire (IC 95 %)
report-axis-final-score = score final
report-axis-games = parties
report-plot-scores = Répartition des scores par place
report-caption-scores = Histogramme des scores finaux par place
report-axis-decisions = décisions par partie
report-plot-length = Longueur des parties
report-caption-length = Longueur des parties en décisions
report-axis-mean = moyenne par partie (± écart type)
report-game-stats = Les statistiques propres au jeu
report-caption-game-stats = Statistiques déclarées par le jeu qui varient, moyenne par partie (± écart type)
report-fact-games = parties
report-fact-first-wins = taux de victoire du premier joueur
report-fact-first-wins-value = { $rate } pour une part équitable de { $fair } ({ $first })
report-fact-first-edge = avance du premier joueur
report-fact-first-edge-value = { $points } points (IC 95 % de { $low } à { $high })
report-fact-team = taux de victoire de l'équipe (coopératif)
report-fact-team-value = { $rate } (IC 95 % { $ci })
report-fact-margin = écart de victoire
report-fact-single-winner = parties à un seul vainqueur
report-fact-length-decisions = longueur des parties (décisions)
report-fact-length-rounds = longueur des parties (manches)
report-fact-ends = comment les parties se sont terminées
report-fact-lead-changes = changements de tête
report-fact-winner-led = le vainqueur a mené pour de bon à partir de
report-fact-winner-led-value = { $share } de la partie (médiane)
report-about-game = jeu
report-about-game-value = { $title } (version { $version })
report-about-players = joueurs
report-about-bots = bots, par place
report-about-options = options
report-about-seed = graine
report-seats = Places
report-col-seat = place
report-col-bot = bot
report-col-wins = victoires
report-col-win-rate = taux de victoire
report-col-ci = IC 95 %
report-col-final-score = score final
report-col-statistic = statistique
report-col-per-game = par partie
report-no-stats = Ce jeu n'en déclare aucune.
report-summary = Résumé
report-col-metric = mesure
report-col-value = valeur
report-plots = Graphiques
report-note-json = Chaque nombre, non arrondi, se trouve aussi dans summary.json à côté de cette page.
## The command line's usage errors (cli/app.py usage_message; click's own messages stay English)

cli-error-no-such-option = pas d'option { $option }
cli-error-no-such-option-guess = pas d'option { $option } ; vouliez-vous dire { $best } ?
cli-error-see-help = { $text } (voir '{ $command } --help')
cli-error-integer = nombre entier attendu, et non { $given }
cli-error-number = nombre attendu, et non { $given }
cli-error-between = doit être entre { $low } et { $high }, et non { $given }
cli-error-at-least = doit valoir au moins { $low }, et non { $given }
cli-error-at-most = doit valoir au plus { $high }, et non { $given }
cli-error-aborted = interrompu
cli-error-missing-argument = argument { $name } manquant
cli-error-missing-option = option { $name } manquante
cli-error-missing-parameter = paramètre { $name } manquant
cli-error-option-needs-value = l'option { $option } demande une valeur
cli-error-needs-values = l'option { $option } demande { $n } valeurs
cli-error-takes-no-value = l'option { $option } ne prend pas de valeur
cli-error-extra-arguments = { $n ->
    [one] argument en trop
   *[other] arguments en trop
} ({ $arguments })
cli-error-no-such-command = pas de commande { $command }
cli-error-missing-command = commande manquante
cli-error-not-one-of = { $given } n'est pas l'une des valeurs { $choices }
# ---- end of the terminal's frame

## The pages a mailed link opens (server/routes/account_pages.py)

page-tagline = quatre jeux de société, règles complètes
page-back = Retour à l’accueil
page-new-password = Nouveau mot de passe (10 à 256 caractères)
page-broken-link = Ce lien ne fonctionne pas
page-verify-title = Confirmez votre adresse
page-verify-text = Confirmez l'adresse e-mail de votre compte salon :
page-verify-button = Confirmer mon adresse
page-verify-broken = Il est inconnu, déjà utilisé ou expiré. Inscrivez-vous de nouveau, ou demandez un nouveau mot de passe si le compte existe.
page-verified-title = Adresse confirmée
page-verified-text = Le compte { $name } est prêt : connectez-vous depuis l'accueil.
page-reset-title = Choisir un nouveau mot de passe
page-reset-button = Enregistrer ce mot de passe
page-reset-broken = Il est inconnu, déjà utilisé ou expiré : demandez-en un nouveau.
page-reset-done-title = Mot de passe enregistré
page-reset-done-text = Connectez-vous avec votre nouveau mot de passe. Toutes les autres sessions du compte ont été fermées.
page-unsubscribe-title = Ne plus recevoir les e-mails « À vous de jouer »
page-unsubscribe-text = salon ne vous écrira plus quand une table attend votre coup (vous pouvez les réactiver dans votre profil).
page-unsubscribe-button = Ne plus recevoir ces e-mails
page-unsubscribe-broken = Ce lien de désinscription est inconnu.
page-unsubscribed-title = Désinscription faite
page-unsubscribed-text = Plus d'e-mails « À vous de jouer ». Vous pouvez les réactiver dans votre profil.

## The game's frame (core/game.py): prompts everyone reads, refusals, the verdict

game-over = La partie est terminée
waiting-for-seats = En attente { $count ->
    [one] de la place
   *[other] des places
} { $seats }
waiting-for = En attente { ELISION($names) ->
    [vowel] d'{ $names }
   *[consonant] de { $names }
}
seat-is-asked = la place { $seat } doit décider : { $prompt }
not-legal-now = { $text } n'est pas permis maintenant : { $reason }
verdict-won-together = Vous avez gagné ensemble
verdict-lost-together = Vous avez perdu ensemble
verdict-nobody = Personne ne gagne
verdict-wins = { $who } gagne avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}
verdict-share = { $who } se partagent la victoire avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## The server's words at a table

prompt-seat-left = Vous avez quitté cette place ; un bot la joue jusqu'à ce que vous la repreniez

## The "your turn" mail (server/turn_mail.py)

mail-turn-subject = À vous de jouer : { $game }
mail-turn-body =
    Bonjour { $name },

    c'est à vous de jouer à une table de { $game } à { $players } joueurs, où vous jouez { $seat }.

    { $prompt }.
mail-turn-until = Vous avez jusqu'au { $when } ({ $budget } par coup) ; ensuite, le bot prend cette décision pour vous.
mail-turn-open =
    Ouvrir la table : { $link }

    --
    Ne plus recevoir ces e-mails (un clic) : { $unsubscribe }
mail-turn-date-pattern = EEEE d MMMM, HH:mm
mail-budget-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
mail-budget-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
mail-budget-days-hours = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}

## Seat events in the table talk (server/chat.py)

chat-seat-back = { $who } est de retour et rejoue sa place.
chat-seat-left = { $who } a quitté la table ; le bot joue sa place jusqu'à son retour.
chat-seat-handed = { $who } a dépassé le délai d'absence de la table : le bot joue sa place jusqu'à son retour (son résultat compte).
chat-seat-handed-by = { $by } a confié au bot la place { ELISION($who) ->
    [vowel] d'{ $who }
   *[consonant] de { $who }
} pendant son absence ; son lien permet de la reprendre.

## The log (server/undo.py)

log-takes-back = { $who } reprend : { $what }
