# salon's own messages (outside each game's words file): English, the source language.
# Fluent syntax (https://projectfluent.org): { $variable }, selects for plurals.
# Every id here exists in messages.de.ftl and messages.fr.ftl with the same variables
# (tests/words/test_languages.py checks it).

## Seats

# a seat's name when no player's name is known
seat-name = Player { $number }
# the default prompt of a game that words none
choose-action = Choose an action

## Mail about accounts (people/letters.py): plain text, never HTML

mail-verify-subject = Confirm your salon account
mail-verify-body =
    Hello,

    someone (we hope you) created a salon account with this e-mail address.
    To confirm it, open this link (it works once, for { $hours } hours):

    { $link }

    If it was not you, do nothing: the account is removed unless it is confirmed.
mail-taken-subject = Your salon account
mail-taken-body =
    Hello,

    someone (perhaps you) tried to create a salon account with this e-mail address, which
    already has one. Nothing was changed. If you forgot your password, set a new one here:

    { $link }
mail-reset-subject = Set a new salon password
mail-reset-body =
    Hello,

    someone (we hope you) asked to set a new password for the salon account of this e-mail address.
    To choose one, open this link (it works once, for { $hours } hours):

    { $link }

    If it was not you, do nothing: your password stays as it is.
mail-reset-body-named =
    Hello,

    someone (we hope you) asked to set a new password for the salon account "{ $name }".
    To choose one, open this link (it works once, for { $hours } hours):

    { $link }

    If it was not you, do nothing: your password stays as it is.

## ---- The terminal's frame (salon play, learn, rules, games: salon/cli)
# What a player reads around a game's own words in the terminal. The typed commands (q, u, r,
# m, i N, a N, t, l, n, p, h, b, ?, /) and the notation are the same in every language: the
# messages name them as they are typed. Numbers that are not counted (seeds, seat, choice, step
# and line numbers) come as text, as the terminal printed them: Fluent would group their digits
# (1,234); counts a select reads ($players, $shown) come as numbers.

## The table (salon play)

# the rule over the game: "Rose Ceremony — 3 players, seed 3"
cli-game-heading = { $title } — { $players ->
    [one] { $players } player
   *[other] { $players } players
}, seed { $seed }
# who sits where; $seats is a list of cli-seat-you and cli-seat-bot joined by ", "
cli-at-this-table = At this table: { $seats }
cli-seat-you = { $name } (seat { $seat }, you)
# $bot: the bot's spec as typed after --bots (heuristic, ismcts:iterations=200)
cli-seat-bot = { $name } (seat { $seat }, bot: { $bot })
# a seat with the number the command line takes (salon replay --seat)
cli-seat-label = { $name } (seat { $seat })
cli-rules-where = The rules: salon rules { $game }
cli-rules-where-fitted = The rules: r at the prompt, or salon rules { $game }
cli-takes-back = { $name } takes back the last move.
cli-last-moves = Last moves
cli-game-over = Game over
cli-game-stopped = Game stopped
cli-final-scoring = Final scoring
cli-record-saved = Record saved to { $file } (replay with: salon replay { $file })
cli-no-rules = { $title } has no rules reference yet
cli-rules-of = The rules of { $title }

## The decision

cli-name-you = { $name } (you)
cli-your-decision = { $name }, your decision
cli-your-decision-prompt = { $name }, your decision: { $prompt }
cli-your-choice = Your choice
cli-your-move = Your move
# a prompt and the keys it takes: "Your choice (number or notation, ? for help, q to quit): "
cli-prompt-keys = { $prompt } ({ $keys }):
# a prompt alone: "Your choice: "
cli-prompt = { $prompt }:
cli-choice-keys = number or notation, ? for help, q to quit
cli-choice-keys-undo = number or notation, ? for help, u to undo, q to quit
cli-choice-number = Choice { $number }

## What a player is told while typing

cli-not-a-choice = { $number } is not a choice: pick 1–{ $count }
cli-about-range = i N tells more about choice N: N from 1 to { $count }
cli-area-range = a N shows a player's area: N from 1 to { $count } (the order of the players' lines)
cli-no-undo = Nothing to take back now: your last move revealed something, was left to chance or handed the decision on
# after a refusal: where to look
cli-see-help = (? lists what you can type)
cli-no-next-page = no next page
cli-no-previous-page = no previous page
cli-no-choice-holds = no choice holds '{ $word }'
cli-filtered-by = '{ $word }' is not a move; the choices holding it are shown

## What ? lists (the keys stay as typed)

cli-help-title = What you can type
cli-help-number = the number of a choice in the menu
# the key column's word for typing a choice's notation
cli-help-notation-key = notation
cli-help-notation = or the choice's notation, shown beside it
cli-help-notation-example = or the choice's notation, shown beside it (e.g. { $example })
cli-help-undo = take back your last move
cli-help-undo-not-now = take back your last move, while it revealed nothing and left nothing to chance (not now)
cli-help-about = more about choice N: the card it plays (Roxane: its English gloss)
cli-help-menu = show the choices again
cli-help-rules = the rules of { $title } (also: salon rules { $game })
cli-help-help = this list
cli-help-quit = stop the game
cli-help-pages = the menu's next and previous page (when it has more than one)
# the key: a slash and a word of the choices
cli-help-filter-key = /word
cli-help-filter = only the choices whose words or notation hold the word; / alone: all
cli-help-about-fitted = more about choice N: the whole of its words, the card it plays
cli-help-area = player N's whole area (N: the order of the players' lines)
cli-help-table = the whole table, every part of the board
cli-help-log = the whole log of the game so far
cli-help-menu-fitted = the whole menu again, unfiltered

## The fitted screen (salon play and salon learn in a terminal)

# the keys line: "? help · u undo · t table · a N player N's area · l log · i N about choice N · q quit"
cli-keys-help = ? help
cli-keys-undo = u undo
cli-keys-quit = q quit
cli-keys-details = t table · a N player N's area · l log · i N about choice N
cli-whole-table = The whole table
cli-whole-area = { $name }: the whole area
cli-whole-log = The whole log
cli-log-empty = Nothing has happened yet.
cli-mine-clipped = … a N (your number) shows the rest of your own area
cli-page-back = Enter: back to the game
cli-page-more = Enter: more ({ $shown } of { $lines } lines), q: back
# under a filtered menu: "2 choices hold 'offer' (/ alone: all 12)"
cli-menu-filtered = { $shown ->
    [one] { $shown } choice holds
   *[other] { $shown } choices hold
} '{ $word }' (/ alone: all { $count })
cli-menu-range = choices { $first }–{ $last } of { $count }
cli-menu-none = no choice
cli-menu-page = page { $page } of { $pages }: n next, p previous
cli-menu-filter-hint = /word filters

## Lessons (salon learn)

cli-lessons-title = { $title }: lessons
cli-lessons-lesson = lesson
cli-lessons-name = title
cli-lessons-from = from
cli-lessons-steps = steps
cli-lessons-rulebook = rulebook: { $reference }
cli-lessons-own = salon's own
cli-lessons-play-one = Play one with: salon learn { $game } 1
cli-lesson-from-rulebook = from the rulebook: { $reference }
cli-lesson-own = salon's own lesson
# the fitted screen's first line of the log: the lesson's title, its words, where it comes from
cli-lesson-log = { $title }: { $intro } ({ $source })
# the key's name as printed on keyboards
cli-enter-key = Enter
cli-lesson-begin = Enter: begin
cli-lesson-keys = number or notation; h hint, b back, r restart, q quit
cli-lesson-keys-watch = Enter to go on · b back · r restart · q quit
# $enter: the key's name (cli-enter-key), in bold
cli-lesson-go-on = { $enter } to go on (b back, r restart, q quit):
cli-step-title = Step { $step } of { $steps }: your move
cli-step-yours = Step { $step } of { $steps }, your move: { $ask }
cli-step-theirs = Step { $step } of { $steps }, { $name }: { $ask }
cli-hint = Hint:
# one way to make the expected move: its number in the menu, its notation, its words
cli-hint-way = { $number } (or { $notation }): { $label }
cli-hint-or = { $first }; or type { $then }
cli-hint-type = Type { $ways }.
cli-well-done = Well done
cli-no-lessons = { $title } has no lessons yet

## salon games

cli-games-title = salon games
cli-games-id = id
cli-games-name = title
cli-games-name-summary = title and summary
cli-games-players = players
cli-games-options = options (default)
cli-games-summary = summary
cli-games-coop = co-op

## Errors of salon play

cli-error-bot-specs = { $seats ->
    [one] { $seats } bot seat
   *[other] { $seats } bot seats
} but { $specs ->
    [one] { $specs } bot spec
   *[other] { $specs } bot specs
}: { $given }
cli-error-unknown-game = unknown game { $game }; known games: { $games }
# $range: "2–4" (or "2" when only one count plays)
cli-error-players = { $game } is played by { $range } { $most ->
    [one] player
   *[other] players
}, not { $players }
cli-error-no-lesson = { $game } has no lesson { $lesson }; its lessons: { $lessons }
# --seat: "from 0 to 3" (or "0" at a one-seat table); "none" is typed as it is
cli-seats-range = from 0 to { $last }
cli-error-seat-not-number = { $flag } { $text }: give a seat number { $seats }, or none
cli-error-seat-range = { $flag } { $seat }: a { $players }-player table has seats { $seats }

## salon analyse (cli/analyse.py, analysis/words.py)

# a figure of the analysis: "40%"
cli-analysis-percent = { $n }%
# a figure with its 95% interval: "40% (22–58%)"; $value and $high: cli-analysis-percent, $low: "22"
cli-analysis-interval = { $value } ({ $low }–{ $high })
# what the figures are; $coop: yes for a cooperative game
cli-analysis-chance = { $coop ->
    [yes] chance the pair completes the chapter
   *[no] win chance
}
# $level: quick, normal, deep or custom (typed as in --level); $policy: a bot spec
cli-analysis-title = { $title }: analysis at the { $level } level ({ $playouts } playouts per figure, then everyone plays { $policy })
cli-analysis-progress = analysing ({ $level })
# $name in bold; $what: cli-analysis-chance
cli-analysis-seat-line = { $name }: estimated { $what } at each of their decisions
cli-analysis-no-decision = (no decision analysed)
cli-analysis-turning-points = Turning points
# $least: "5%"
cli-analysis-no-mistake = No mistake found: no decision lost more than { $least } of { $what } beyond its uncertainty.
# $said: the game's sentence of the move played; $better: the better move's label; $value, $best: a figure
# with its 95% interval, cli-analysis-interval ("40% (22–58%)")
cli-analysis-turning-point = Step { $step }: { $said } — estimated { $value }; instead, { $better }: { $best }; { $mark ->
    [mistake] a mistake
    [blunder] a blunder
   *[other] a decision
}, { $points ->
    [one] { $points } point lost
   *[other] { $points } points lost
}
cli-analysis-summary = Summary per seat
cli-analysis-col-seat = Seat
cli-analysis-col-decisions = Decisions
cli-analysis-col-mistakes = Mistakes
cli-analysis-col-blunders = Blunders
cli-analysis-col-loss = Average loss of { $what }
cli-analysis-loss-points = { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
cli-analysis-plot-written = Plot written to { $file }
cli-analysis-plot-steps = step of the game
# under the PNG: what the shaded band around each line is; $playouts: the playouts a figure
cli-analysis-plot-band = Shaded: where each figure would lie, with 95% confidence, if it were computed from far more than { $playouts } playouts (± 1.96 standard errors).
cli-analysis-plot-title = { $title }: estimated { $what } after each decision ({ $level } level; × blunder, ○ mistake)
cli-error-level = --level { $level }: choose one of { $levels }
## The command line's errors (cli/app.py, files.py, bounds.py, suggest.py)

cli-none = none
cli-error-at-least-one = must be at least 1, got { $value }
# $flag: the option as typed (--out, --report, --plot, --save); $path: the file or folder given
cli-error-is-folder = { $flag } { $path }: is a directory, give a file name
cli-error-not-a-folder = { $flag } { $path }: { $folder } is not a folder
cli-error-permission = { $flag } { $path }: permission denied
cli-error-is-file = { $flag } { $path }: is a file, give a folder
cli-error-file-not-folder = { $flag } { $path }: { $folder } is a file, not a folder
cli-error-needs-out = { $flag } needs --out FILE
cli-error-force-or-resume = --force replaces the --out file and --resume continues it: give one of them
cli-error-out-exists = --out { $path } already exists: add --resume to continue it, or --force to replace it
# $byte: "0xff"
cli-error-not-utf8 = { $file }: not UTF-8 text: byte { $offset } ({ $byte }) is not UTF-8; salon reads records and results files as UTF-8
cli-error-jobs = --jobs { $jobs }: this machine runs at most { $top } worker processes ({ $cores ->
    [one] { $cores } core
   *[other] { $cores } cores
} × { $per }); give --jobs { $top } or fewer
# $spec: a bot spec as given, in quotes; iterations= and time= are typed as they are
cli-error-iterations-whole = bot spec { $spec }: iterations={ $value } is not a whole number of rollouts (at most { $most })
cli-error-iterations-bound = bot spec { $spec }: iterations={ $value } is beyond the bound of { $most } rollouts per decision (that is already minutes per decision)
cli-error-time-bound = bot spec { $spec }: time={ $value } is beyond the bound of { $most } seconds per decision
cli-error-time-number = bot spec { $spec }: time must be a number of seconds
cli-error-needs-value = { $flag } needs a value (e.g. { $flag } 2)
# $own: the game's own options (--chapter, …) or cli-none; $best: the nearest options ("--seat or --seed")
cli-error-no-option = no option { $flag } for salon { $command } { $game } (see 'salon { $command } --help'; { $title }'s own options: { $own })
cli-error-no-option-guess = no option { $flag } for salon { $command } { $game }: did you mean { $best }? (see 'salon { $command } --help'; { $title }'s own options: { $own })
## salon simulate, report, arena, replay, serve (their lines and headings; --json and files stay as they are)

cli-error-unknown-language = { $lang } is not a language salon speaks: { $languages }
cli-error-specs-for-players = --bots gives { $specs ->
    [one] { $specs } spec
   *[other] { $specs } specs
} for { $players ->
    [one] { $players } player
   *[other] { $players } players
}
cli-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}
# the statistics' column headings (short)
cli-sim-col-seat = seat
cli-sim-col-bot = bot
cli-sim-col-wins = wins
cli-sim-col-win-rate = win rate
cli-sim-col-ci = 95% CI
cli-sim-col-mean-score = mean score
cli-sim-col-seat-games = seat-games
cli-sim-col-every-seat = bot (every seat)
cli-sim-col-games = games
# A and B: the two bots of a pairing
cli-sim-col-a-win-rate = A win rate
cli-sim-col-margin = A−B mean score
cli-sim-col-elo = Elo
cli-sim-col-overlaps = overlaps with
cli-sim-by-bot = By bot (all seats)
cli-sim-title = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $players ->
    [one] { $players } player
   *[other] { $players } players
}, seed { $seed }
cli-sim-length = Game length (decisions): mean { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, median { $median }, min { $min }, max { $max }
# $advantage, $low, $high: "+3.1%"
cli-sim-first-seat = First-seat advantage: { $advantage } (95% CI { $low } to { $high })
cli-sim-team = Cooperative: the team won { $rate } (95% CI { $low }–{ $high })
# $ends: the game's endings with their counts ("the deck ran out 12, …")
cli-sim-ends = How games ended: { $ends }
cli-sim-shared = Shared wins: { $shared }   No winner: { $none }
cli-sim-timing = { $games ->
    [one] { $games } game
   *[other] { $games } games
} in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }s ({ NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } games/s, { $jobs ->
    [one] { $jobs } job
   *[other] { $jobs } jobs
}, { $backend })
cli-rate = { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 2) } games/s
# a figure or a percentage, written by the language's own CLDR pattern (language.percent, decimal):
# "25.0%", "25,0 %", "4,55"; the same in every language
figure = { $x }
# the progress bar's label of salon arena; $game: the game's id
cli-progress-arena = { $game } arena
cli-stopped = Stopped: { $done } of { $games ->
    [one] { $games } game
   *[other] { $games } games
} finished
cli-stopped-resume = Stopped: { $done } of { $games ->
    [one] { $games } game
   *[other] { $games } games
} finished; continue with --resume --out { $file }
cli-report-written = Report written to { $file }
cli-error-no-finished-game = { $file } holds no finished game
cli-report-title = { $title }, { $players ->
    [one] { $players } player
   *[other] { $players } players
}: { $games ->
    [one] { $games } game
   *[other] { $games } games
}
cli-report-source = Games from { $file }
cli-report-runs = (runs { $first }–{ $last } of { $runs })
cli-report-side-by-side = Side by side
cli-report-group = { $title }, { $players ->
    [one] { $players } player
   *[other] { $players } players
}: seats and the game's own statistics
cli-error-so-far = --so-far reads an existing --out FILE (without --resume or --force)
cli-error-arena-games = --games { $games }: an arena plans all its games before the first, at most { $most } per pairing (salon simulate streams any number)
cli-error-arena-two-bots = --bots needs at least two bot specs
cli-arena-title = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
} per { $coop ->
    [yes] bot
   *[no] pairing
}, { $players ->
    [one] { $players } player
   *[other] { $players } players
}, seed { $seed }
# added to cli-arena-title by --so-far
cli-arena-so-far = ; so far { $games } of { $of ->
    [one] { $of } game
   *[other] { $of } games
} (whole deals of the { $finished } finished)
cli-arena-head-to-head = Same deals, head to head
cli-arena-rotated = Seats rotated: { $patterns } (A = first bot of a pairing); a shared win counts for each side in proportion.
cli-arena-ratings = Ratings (Bradley–Terry, Elo scale, mean 0)
cli-arena-no-spread = no spread
cli-range = { $low } to { $high }
cli-arena-bootstrap = 95% CI: { $rounds } bootstrap resamples of the { $resampled ->
    [deals] deals (every pair's games on them together)
   *[games] games, within each pairing
}, seeded by the arena's seed.
cli-arena-no-spread-note = no spread: every resample gives the same rating (every game of its pairings ended alike, e.g. a clean sweep); read the pairings' Wilson intervals instead.
cli-arena-overlap = { $first } and { $second }: intervals overlap — not separated
cli-error-pick-a-game = { $file } holds { $games } games (numbered { $numbers }): pick one with --game N
cli-error-no-such-game = --game { $game }: { $file } holds games { $numbers }
cli-error-cannot-read = cannot read { $file }: { $reason }
cli-error-not-json = { $file } is not a JSON record
cli-error-one-game = --game picks a game of a results file; { $file } is one game's record
cli-error-not-a-record = { $file } is not a game record (it has no game, players, seed and actions)
# $text: the action's notation as recorded, in quotes; $reason: why the game refused it
cli-error-replay-action = action { $index } ({ $seat }, { $text }): { $reason }
cli-replay-spectator = the spectator
# $seen_by: cli-replay-spectator or cli-seat-label
cli-replay-title = { $title }: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, seen by { $seen_by }
cli-replay-keys = Enter: next, q: quit
cli-error-web-extra = { $reason }; install the web extra: pip install 'salon[web]'
cli-error-database = database { $url }: { $reason }
cli-error-listen = cannot listen on { $host }:{ $port }: { $reason }
cli-serving = salon serving on { $address }  (database: { $db }, API docs: /docs)
cli-serving-workers = salon serving on { $address } with { $workers } workers  (database: { $db }, API docs: /docs)
cli-error-bot-level = --bot-level { $item }: give NAME=SPEC, e.g. strong=ismcts:iterations=1000
cli-error-public-url = --public-url { $url }: give the address players reach, e.g. https://salon.example.org
## The help of the commands (--help): a help text given as a cli-doc-… id (cli/app.py Worded)

cli-doc-usage = Usage:
cli-doc-arguments = Arguments
cli-doc-options = Options
cli-doc-commands = Commands
# inside the brackets after an option's help: [default: 0], [required] (cli-doc-default with its colon)
cli-doc-default = default:
cli-doc-required = required
# [env var: SALON_DB] (with its colon)
cli-doc-env-var = env var:
cli-doc-help-option = Show this message and exit.
cli-doc-salon = salon: four tabletop games by their complete rules — play, simulate, study, build AI.
cli-doc-version = Print salon's version and exit.
# $languages: "en (English), de (Deutsch), fr (Français)"
cli-doc-lang = The language to read: { $languages }.
cli-doc-lang-default = from LANG
cli-doc-game = Game id (see `salon games`).
cli-doc-option = Table option (repeatable); or pass it as --name value, e.g. --chapter 3.
cli-doc-players-default = the game's minimum
cli-doc-play = Play a game in the terminal against bots (or watch bots with --seat none).
cli-doc-play-players = Number of players.
cli-doc-play-bots = Bot spec for the other seats, or one per bot seat, comma-separated.
cli-doc-play-seat = Your seat: its number from 0 (0 is the first seat, Player 1 in Rose Ceremony; 1 the second), or none to watch bots play.
cli-doc-play-seed = Seed (the game can be replayed from it).
cli-doc-play-seed-default = random, and shown
cli-doc-play-save = Write the game's record (JSON) to this file at the end (replaced if it exists).
cli-doc-play-delay = Pause after each bot move.
cli-doc-play-name = Your name in the log.
cli-doc-play-name-default = your seat's name
cli-doc-play-plain = Line by line, the whole table at each decision (for screen readers and pipes; the default when the output is not a terminal).
cli-doc-learn = Learn a game by playing its lessons: the rulebook's worked examples, move by move.
cli-doc-learn-lesson = The lesson's number or id; without it, the game's lessons are listed.
cli-doc-learn-plain = Line by line, the whole board at each step (for screen readers and pipes; the default when the output is not a terminal).
cli-doc-rules = Show a game's rules in our own words: goal, setup, a turn, the actions, the end, the scoring.
cli-doc-games = List the registered games with their player counts and options (the table in the language of `salon --lang` or LANG; --json: the games' own data, as they are).
cli-doc-games-json = Print JSON.
# the help of simulate, arena, report, replay and analyse
cli-doc-players = Players per game.
cli-doc-jobs = Worker processes (the results do not depend on it).
cli-doc-jobs-default = all cores
cli-doc-force = Replace an existing --out file.
cli-doc-results-game = Which game of a results file: its number in the batch, from 0.
cli-doc-only-game = the only game
cli-doc-simulate = Play seeded games between bots; report win rates, lengths, endings and balance metrics.
cli-doc-simulate-games = Number of games.
cli-doc-simulate-bots = One bot spec, or one per seat, comma-separated.
cli-doc-simulate-seed = Batch seed: game i uses a seed derived from (seed, i).
cli-doc-simulate-backend = local: processes on this machine; ray: a Ray cluster.
cli-doc-simulate-address = Ray cluster address.
cli-doc-simulate-address-default = start a local Ray
cli-doc-simulate-out = Write one JSON line per game (record, outcome, metrics); an existing file needs --resume or --force.
cli-doc-simulate-resume = Continue the --out file of a run that was cut off (keeps its games, plays the rest; the same arguments).
cli-doc-simulate-report = Write an HTML + PNG + JSON balance report into this folder.
cli-doc-simulate-json = Print the statistics as JSON (byte-identical for the same arguments).
cli-doc-arena = Pit bots against each other, every bot in every seat equally; win rates and Elo ratings with 95% intervals.
cli-doc-arena-bots = Two or more bot specs, comma-separated (one for a cooperative game is fine).
cli-doc-arena-games = Games per pairing (rounded up to whole seat rotations).
cli-doc-arena-seed = Arena seed: deal k uses a seed derived from (seed, k).
cli-doc-arena-json = Print the report as JSON (byte-identical for the same arguments).
cli-doc-arena-out = Write one JSON line per finished game (seats, seed, scores, winners); an existing file needs --resume or --force.
cli-doc-arena-resume = Continue the --out file of an arena that was cut off (keeps its games, plays the rest; the same game, players, seed, options and code: more games or more bots are fine).
cli-doc-arena-so-far = Play nothing: the report of the --out file's finished deals (every seating of a deal played), and how many games that is.
cli-doc-report = Compute balance metrics from saved games; several files are compared side by side.
cli-doc-report-file = Results written by `salon simulate --out`.
cli-doc-report-report = Write an HTML + PNG + JSON report into this folder (first file).
cli-doc-report-json = Print the metrics as JSON.
cli-doc-report-each = With several files, also print each file's full summary.
cli-doc-replay = Step through a saved game, showing one seat's view (hidden cards stay hidden).
cli-doc-replay-file = A record saved by `salon play --save`, or a results file of `salon simulate --out` (with --game N).
cli-doc-replay-seat = Whose view to show: a seat number from 0 (0 is the first seat, Player 1 in Rose Ceremony), or none for the spectator's.
cli-doc-replay-step = Wait for Enter after each action, or print them all.
cli-doc-analyse = After a finished game: each seat's estimated win chance at every decision, judged from what that seat could see then, the mistakes and blunders, and the better moves.
cli-doc-analyse-file = A finished game's record (`salon play --save`), or a results file of `salon simulate --out` (with --game N).
# $levels: "quick (400), normal (1600), deep (6400)": each level with its playouts per figure
cli-doc-analyse-level = Playouts behind each figure at a decision: { $levels }.
cli-doc-analyse-seat = Analyse only this seat's decisions (a seat number), or all.
cli-doc-analyse-searches = A budget of your own: independent searches per decision (with --samples).
cli-doc-analyse-samples = A budget of your own: determinizations per search.
cli-doc-analyse-seed = The analysis seed (same record, level and seed: same analysis).
cli-doc-analyse-jobs = Worker processes, one decision at a time each (the analysis does not depend on it).
cli-doc-analyse-json = Print everything as JSON (for programs).
cli-doc-analyse-plot = Also draw the win-chance lines into this PNG.
# the help of salon serve (for the server's operator)
cli-doc-serve = Serve the lobby (REST, OpenAPI at /docs) and WebSocket play.
cli-doc-serve-host = Address to listen on.
cli-doc-serve-port = Port to listen on.
cli-doc-serve-db = Database URL: sqlite:///file.db or postgresql+psycopg://user@host/db (default: a SQLite file in the user's data folder).
cli-doc-serve-table-prefix = Prefix of every database table (several deployments in one database).
cli-doc-serve-bot-delay = Seconds a bot waits before moving, so humans can follow.
cli-doc-serve-bot-workers = Worker threads that compute bot moves: how many bot decisions run at once (how much of the machine bots may use).
cli-doc-serve-bot-processes = Compute bot moves in this many worker processes instead of threads (for heavy search bots such as ismcts; each may use a core).
cli-doc-serve-bot-level = A bot level tables may choose, NAME=SPEC, e.g. strong=ismcts:iterations=1000 (repeatable; replaces the default levels random, easy, heuristic, normal, strong, and the games' own specs for them). Iteration budgets only, at most --bot-max-iterations.
cli-doc-serve-bot-max-iterations = Most search iterations one bot decision may take (levels and admin specs alike).
cli-doc-serve-min-bot-delay = Least bot_delay (seconds) a table may ask for without the admin token (400 request/invalid).
cli-doc-serve-bot-per-creator = Searched bot decisions (ismcts levels) the tables of one client address may have running at once (default: half the bot pool, at least one). docs/security.md, "Fair bot time".
cli-doc-serve-bot-cpu-per-minute = CPU seconds the searched bot decisions of one client address's tables may take in any minute; over it they wait.
cli-doc-serve-poll = Seconds between checks for changes made by other server processes.
cli-doc-serve-lease-ttl = Seconds a process's lease on a playing table (it runs the table's bots and clocks) lasts unless renewed (every third of it); a dead process's tables are taken over by the others within about this long.
cli-doc-serve-admin-token = The admin bearer token: lifts the per-client limits (chosen seeds, any bot spec, any bot_delay, table quotas) and enables POST /api/admin/cleanup.
cli-doc-serve-rate-limit = Messages a second one WebSocket may send.
cli-doc-serve-rate-burst = Burst of messages allowed above the rate.
cli-doc-serve-rate-strikes = Messages a WebSocket may send over its rate (each dropped) before it is closed (4429 request/rate_limited).
cli-doc-serve-max-message = Largest WebSocket message from a client, in bytes (request/too_large).
cli-doc-serve-ws-outbox = Messages that may wait for one WebSocket to read them; a client too slow to read is closed (4408 limit/too_slow).
cli-doc-serve-ws-per-address = WebSockets one client address may hold at once (4429 limit/connections).
cli-doc-serve-ws-per-table = Spectators' WebSockets one table may have at once (4429 limit/connections).
cli-doc-serve-ws-per-seat = WebSockets one seat may have at its table (4429 limit/connections).
cli-doc-serve-ws-hello-timeout = Seconds a new WebSocket has to send its hello (4400 auth/hello_required).
cli-doc-serve-ws-close-timeout = Seconds a WebSocket peer has to answer the server's close before the connection is cut.
cli-doc-serve-cors-origin = Allow browser clients from this origin (repeatable), e.g. https://example.org.
cli-doc-serve-log-level = uvicorn log level.
cli-doc-serve-access-log = Log every request (tokens never travel in URLs).
cli-doc-serve-max-body = Largest request body in bytes (413 request/too_large).
cli-doc-serve-tables-per-minute = Tables one client address may create per minute (429 limit/tables).
cli-doc-serve-open-tables = Tables one client address may have open or playing at once (429 limit/tables).
cli-doc-serve-header-timeout = Seconds a client may take to send a request's headers and body (408 request/timeout).
cli-doc-serve-idle-timeout = Seconds a kept-alive HTTP connection may stay idle.
cli-doc-serve-rest-rate = REST requests that change something (POST) one client address may send a second (429 request/rate_limited; reads and the admin token are not counted).
cli-doc-serve-rest-burst = Burst of such requests allowed above --rest-rate.
cli-doc-serve-renames-per-minute = Times a seat's name may change in any minute (429 request/rate_limited).
cli-doc-serve-http-per-address = Plain HTTP connections one client address may hold at once (429 limit/connections; --trusted-proxy addresses are not counted).
cli-doc-serve-max-connections = Open connections (HTTP and WebSocket) accepted at once (503 server/busy); default: from the descriptor limit.
cli-doc-serve-wal-limit-mb = SQLite: the write-ahead log is checkpointed and emptied once it reaches half of this many MiB (and every 5 s).
cli-doc-serve-db-retry-max = Longest wait (seconds) between retries while the database is unavailable (from 0.5 s, doubling; 503 db/unavailable).
cli-doc-serve-trusted-proxy = Address of a reverse proxy whose X-Forwarded-For is trusted (repeatable).
cli-doc-serve-gc-threshold = Once started, the garbage collector's first threshold (young collections every this many net allocations; 0: Python's own, 700). docs/deploy.md, "Garbage collector".
cli-doc-serve-gc-freeze = Once started (tables resumed), freeze every object alive so the collector's full collections no longer walk them.
cli-doc-serve-public-url = The address players reach the server at (https://…): the origin of every mailed link, and the session cookie is Secure when it is https. Accounts need it and --smtp-url.
cli-doc-serve-smtp-url = The SMTP server mail goes through: smtp://[user:pass@]host[:port] (STARTTLS when offered), smtp+starttls://… (required), smtps://… (TLS); ?from=ADDRESS sets the sender. Without it: no accounts, no mail.
cli-doc-serve-password-memory = Argon2id's memory per password hashing, KiB (64 MiB: argon2-cffi's recommendation; less only on a small machine).
cli-doc-serve-analysis-queue = Post-game analyses queued or running in a process at once (503 analysis/busy; 0: none offered).
cli-doc-serve-analyses-per-address = Post-game analyses one client address may start per hour (429 limit/analyses; reading a stored one is free).
cli-doc-serve-background-analysis = Analyse each decision while the game is played (worker processes at the lowest priority) and store the analysis when it ends.
cli-doc-serve-background-nice = The niceness of the background analysis workers: 19 (the default) is the lowest priority, 0 the server's own.
cli-doc-serve-workers = Server processes sharing the port (a supervisor restarts any that dies; per-address limits are per process). docs/deploy.md.
## salon report's side-by-side comparison (sim/report.py side_by_side)

# a run without a file name
cli-report-run = run { $run }
cli-report-defaults = the game's defaults
cli-report-row-games = games
cli-report-row-bots = bots, by seat
cli-report-row-options = options
cli-report-row-first-wins = first player wins (fair share)
cli-report-row-first-edge = first-player edge, points (95% CI)
cli-report-row-team = team win rate (95% CI)
cli-report-row-single-winner = single-winner games
cli-report-row-length = length, decisions: mean (median)
cli-report-row-ends = how games ended
cli-report-row-seat = seat { $seat } win rate (95% CI)
cli-report-row-margin = margin of victory, mean
cli-report-note-kinds = Per-seat win rates and each game's own statistics are compared only between runs of the same game and player count; the rows above are measures every game has.
# $runs: "file (title, 3 players); …"
cli-report-note-alone = Alone of their kind here (their seats and statistics: report the file by itself, or add --each): { $runs }.
cli-report-note-edge = First-player edge: the first player's win rate minus the fair share 1/players, in percentage points, so it reads the same at any player count.
## salon report: a statistic that never varied, the categories not shown

cli-report-always = always { $value }
# $share: "12%"
cli-report-more = { $n } more { $share }
## The HTML report of salon report and salon simulate --report (sim/report.py write_report), in the command's language

# the page's title; $bots: the bot specs (notation)
report-title-batch = { $title }: { $games } games, { $players } players, bots { $bots }, seed { $seed }
report-title-file = { $title }: { $games } games from { $file }
# a distribution: its mean, standard deviation, median, least and most
report-quantity = mean { $mean } ± { $stdev } (median { $median }, { $low } to { $high })
report-seat = seat { $seat }
report-fair-share = fair share
report-plot-team = the team (every seat)
report-plot-team-title = Team win rate
report-caption-team = The team's win rate, with its 95% Wilson interval (a cooperative game: one result for all seats)
report-plot-win-rate = Win rate per seat
report-caption-win-rate = Win rate per seat, with 95% Wilson intervals
report-axis-win-rate = win rate (95% CI)
report-axis-final-score = final score
report-axis-games = games
report-plot-scores = Score distribution per seat
report-caption-scores = Final score histogram per seat
report-axis-decisions = decisions per game
report-plot-length = Game length
report-caption-length = Game length in decisions
report-axis-mean = mean per game (± stdev)
report-game-stats = The game's own statistics
report-caption-game-stats = Statistics the game declares that vary, mean per game (± stdev)
report-fact-games = games
report-fact-first-wins = first player's win rate
# $first: the first player's name
report-fact-first-wins-value = { $rate } against a fair { $fair } ({ $first })
report-fact-first-edge = first-player advantage
# $points: percentage points, "+4.2"
report-fact-first-edge-value = { $points } points (95% CI { $low } to { $high })
report-fact-team = team win rate (cooperative)
report-fact-team-value = { $rate } (95% CI { $ci })
report-fact-margin = margin of victory
report-fact-single-winner = single-winner games
report-fact-length-decisions = game length (decisions)
report-fact-length-rounds = game length (rounds)
report-fact-ends = how games ended
report-fact-lead-changes = lead changes
report-fact-winner-led = winner led for good from
report-fact-winner-led-value = { $share } of the game (median)
report-about-game = game
report-about-game-value = { $title } (version { $version })
report-about-players = players
report-about-bots = bots, by seat
report-about-options = options
report-about-seed = seed
report-seats = Seats
report-col-seat = seat
report-col-bot = bot
report-col-wins = wins
report-col-win-rate = win rate
report-col-ci = 95% CI
report-col-final-score = final score
report-col-statistic = statistic
report-col-per-game = per game
report-no-stats = This game declares none.
report-summary = Summary
report-col-metric = metric
report-col-value = value
report-plots = Plots
report-note-json = Every number, unrounded, is also in summary.json next to this page.
## The command line's usage errors (cli/app.py usage_message; click's own messages stay English)

cli-error-no-such-option = no such option: { $option }
# $best: the nearest options ("--seat or --seed")
cli-error-no-such-option-guess = no such option: { $option }; did you mean { $best }?
# $text: the error; $command: "salon play"
cli-error-see-help = { $text } (see '{ $command } --help')
cli-error-integer = expected an integer, got { $given }
cli-error-number = expected a number, got { $given }
cli-error-between = must be from { $low } to { $high }, got { $given }
cli-error-at-least = must be at least { $low }, got { $given }
cli-error-at-most = must be at most { $high }, got { $given }
cli-error-aborted = aborted
# click's own messages; $name: the argument or option, quoted ('GAME', '--out')
cli-error-missing-argument = missing argument { $name }
cli-error-missing-option = missing option { $name }
cli-error-missing-parameter = missing parameter { $name }
# $option: the option, quoted
cli-error-option-needs-value = option { $option } requires an argument
cli-error-needs-values = option { $option } requires { $n } arguments
cli-error-takes-no-value = option { $option } does not take a value
# $arguments: the arguments as typed; $n: how many
cli-error-extra-arguments = got unexpected extra { $n ->
    [one] argument
   *[other] arguments
} ({ $arguments })
# $command: the command as typed, quoted
cli-error-no-such-command = no such command { $command }
cli-error-missing-command = missing command
# $given: the value typed, quoted; $choices: the values it takes, quoted ('local', 'ray')
cli-error-not-one-of = { $given } is not one of { $choices }
# ---- end of the terminal's frame

## The pages a mailed link opens (server/routes/account_pages.py)

page-tagline = four tabletop games, complete rules
page-back = Back to the lobby
page-new-password = New password (10–256 characters)
page-broken-link = This link does not work
page-verify-title = Confirm your address
page-verify-text = Confirm the e-mail address of your salon account:
page-verify-button = Confirm my address
page-verify-broken = It is unknown, already used or expired. Sign up again, or ask for a new password if the account exists.
page-verified-title = Address confirmed
page-verified-text = The account { $name } is ready: sign in from the lobby.
page-reset-title = Set a new password
page-reset-button = Set this password
page-reset-broken = It is unknown, already used or expired: ask for a new one.
page-reset-done-title = Password set
page-reset-done-text = Sign in with your new password. Every other session of the account ended.
page-unsubscribe-title = Stop the “your turn” mail
page-unsubscribe-text = salon will no longer mail you when a table waits for your move (turn it back on in your profile).
page-unsubscribe-button = Stop these mails
page-unsubscribe-broken = This unsubscribe link is unknown.
page-unsubscribed-title = Unsubscribed
page-unsubscribed-text = No more “your turn” mail. You can turn it back on in your profile.

## The game's frame (core/game.py): prompts everyone reads, refusals, the verdict

game-over = The game is over
# ($count: how many seats, for the languages whose word for "seat" takes a plural here)
waiting-for-seats = Waiting for { $count ->
   *[other] seat
} { $seats }
waiting-for = Waiting for { $names }
seat-is-asked = seat { $seat } is asked: { $prompt }
not-legal-now = { $text } is not legal now: { $reason }
verdict-won-together = You won together
verdict-lost-together = You lost together
verdict-nobody = Nobody wins
verdict-wins = { $who } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
}
verdict-share = { $who } share the win with { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## The server's words at a table

prompt-seat-left = You left this seat; a bot plays it until you claim it again

## The "your turn" mail (server/turn_mail.py)

mail-turn-subject = Your move: { $game }
mail-turn-body =
    Hello { $name },

    it is your move at a { $game } table of { $players } players, where you play { $seat }.

    { $prompt }.
mail-turn-until = You have until { $when } ({ $budget } a move); then the bot makes this decision for you.
mail-turn-open =
    Open the table: { $link }

    --
    No more of these mails (one click): { $unsubscribe }
# a date as Babel (CLDR) writes it: weekday, day, month, time
mail-turn-date-pattern = EEEE dd MMMM, HH:mm
mail-budget-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
mail-budget-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
mail-budget-days-hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}

## Seat events in the table talk (server/chat.py)

chat-seat-back = { $who } is back and plays their seat again.
chat-seat-left = { $who } left; the bot plays their seat until they come back.
chat-seat-handed = { $who } was away longer than the table's grace: the bot plays their seat until they come back (their result stands).
chat-seat-handed-by = { $by } handed { $who }'s seat to the bot while they are away; they take it back with their link.

## The log (server/undo.py)

log-takes-back = { $who } takes back: { $what }
