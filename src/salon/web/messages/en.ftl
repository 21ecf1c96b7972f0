# salon's browser client: its own words (labels, buttons, tooltips, what the announcer says).
# English is the source; de.ftl and fr.ftl hold the same ids with the same variables
# (tests/web/test_languages.py). The server sends them to the client as JSON trees
# (server/routes/messages.py): text, { $variables } and select expressions on a variable
# (plural categories chosen by the browser's Intl.PluralRules).

## The page and its header

page-title = salon
header-tag = four tabletop games, complete rules
language-switch = Language
board-label = game board
yes = yes
no = no
# what follows a label ("Error: …"); French puts a space before the colon
colon = {": "}

## Time

time-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
time-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
time-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
# short forms: a clock's time left
time-short-s = { $s } s
time-short-min-s = { $min } min { $s } s
time-short-h-min = { $h } h { $min } min
time-short-d-h = { $d } d { $h } h
time-short-min = { $min } min

## Rules dialog

rules-button = Rules
rules-dialog = Rules
rules-loading = Loading the rules…
rules-close = close
rules-none = { $game } has no rules reference yet.
seeded-badge = seeded: dealt in advance
seeded-about = Seeded: this deal was chosen in advance by the server's operator (for tests, tournaments or to replay a game), not drawn in secret.
bot-level-random = Bot: random
bot-level-random-about = Plays any legal move at random: a gentle opponent while you learn the rules.
bot-level-easy = Bot: searches a little
bot-level-easy-about = Tries a couple of dozen possible futures before each move, without the rules of thumb to guide it: weaker than the rules-of-thumb bot, it makes mistakes a careful player can punish.
bot-level-heuristic = Bot: rules of thumb
bot-level-heuristic-about = Plays by the game's rules of thumb, at once: a fair opponent who never looks ahead.
bot-level-normal = Bot: searches ahead
bot-level-normal-about = Tries a couple of hundred possible futures before each move: stronger, and takes a moment to think.
bot-level-strong = Bot: searches hard
bot-level-strong-about = Tries a thousand possible futures before each move: the strongest here, and the slowest (up to a few seconds a move).

## The lobby

lobby-heading = Play
lobby-your-name = Your name
lobby-name-placeholder = your name
lobby-tables = Tables
lobby-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
lobby-players-range = { $min }–{ $max } players
lobby-cooperative = cooperative
lobby-new-table = New table
lobby-new-table-heading = New table
lobby-game = Game
lobby-player-count = Players
lobby-operator = For the server's operator: a chosen deal
lobby-operator-about = The server deals every table in secret. With the server's admin token a table may be dealt from a chosen seed (for tests, tournaments, or to replay a game); everyone at it is told.
lobby-admin-token = Admin token
lobby-seed = Seed
lobby-seed-placeholder = secret
lobby-seed-needs-token = A chosen seed needs the server's admin token.
lobby-clock = Time per decision (optional; a bot decides when it runs out)
lobby-no-clock = no clock
lobby-clock-day = 1 day (turn-based)
lobby-grace = When a player is away (disconnected), the others may let the bot play their seat after
lobby-grace-never = never
lobby-spectator-chat = players read what spectators say in the table talk
lobby-turn-based = Turn-based (a move when you have a minute; a mail when it is your move)
lobby-turn-based-live = no: live
lobby-days-per-move = { $n ->
    [one] { $n } day per move
   *[other] { $n } days per move
}
lobby-rated = rated (every seat a signed-in player: leave the others open)
lobby-no-mail = This server sends no mail, so it has no accounts and no “your turn” mail: a turn-based table waits for you, but nobody is told.
lobby-create = Create table
lobby-seats = Seats
lobby-seat = Seat { $n }
lobby-seat-me = Me (human)
lobby-seat-human = Human: I'll share a link
lobby-seat-open = Open: anyone may take it
lobby-seat-name = name (optional)
lobby-about-bots = About the bots
lobby-created-seat = Seat { $n } ({ $kind ->
    [human] a person
    [open] open
    [bot] a bot
   *[other] { $kind }
})
lobby-play-seat = play this seat
lobby-seat-link = link for this seat
lobby-created = { $game }: table { $table } created
lobby-created-links = Each human seat has its own secret link: keep yours, send the others to your friends.
lobby-watch-spectator = Watch as a spectator
lobby-seat-bot = { $name } (a bot)
lobby-seat-open-named = { $name } (open)
lobby-take-seat = take seat
lobby-my-seat = my seat
lobby-table-id = table { $table }
lobby-to-act = { $n ->
    [one] { $who } to act
   *[other] { $who } to act
}
lobby-result-replay = result & replay
lobby-watch = watch
lobby-won-together = won together
lobby-lost-together = lost together
lobby-won-by = won by { $who }
lobby-your-tables = Your tables · { $n }
lobby-your-move-at = { $n ->
    [one] your move at { $n } table
   *[other] your move at { $n } tables
}
lobby-group = { $status ->
    [open] Open (waiting for players)
    [playing] Running
   *[finished] Finished
}
lobby-none = none
table-status = { $status ->
    [open] waiting for players
    [playing] playing
    [finished] finished
   *[other] { $status }
}

## The table's frame (frame.js): the phone's tabs

frame-panes = the table's panes
frame-tab-board = Board
frame-tab-own = Yours
frame-tab-players = Players
frame-tab-log = Log

## The table page (table.js)

table-board-region = the board
table-your-decision = your decision
table-log-list = the game's moves, in order
table-log = Game log
table-back = lobby
table-back-label = back to the lobby
table-settings = settings
table-your-seat = Your seat
table-title-help = Hover over a piece, or press and hold it, for its words; golden outlines are your possible moves.
table-your-last-move = your last move
table-your-last-move-was = your last move ({ $move })
table-this-piece = this piece
table-unselect = unselect { $piece }
table-pick-then = { $piece }: pick it, then one of { $n } moves
title-your-move = your move
alert-your-move = Your move · salon
net-connecting = connecting…
net-reconnecting = reconnecting…
net-connected = connected
net-disconnected = disconnected
net-lost = connection lost, reconnecting…
net-move-not-sent = not connected; your move was not sent
net-undo-not-sent = not connected; the undo was not sent
net-chat-not-sent = not connected; your message was not sent
error = Error
dismiss = dismiss
why-watching = You are watching: only the players make moves.
why-not-now = Not now: { $why }
why-not-yours = It is not your decision.
why-not-running = The game is not running.
why-not-with-selection = Not with what you selected ({ $selection }): clear the selection to choose this instead.
recent-marked = { $n } moves marked
recent-one-by-one = one by one
recent-one-by-one-title = show the moves since yours one at a time
recent-move-of = Move { $n } of { $total }
recent-before = the move before
recent-next = the next move
recent-back-to-now = back to now
prompt-waiting = Waiting for players: the game starts when every seat is taken
prompt-share = Send friends this table's link; they take an open seat:
say-your-decision = Your decision: { $prompt }
say-seconds-left = { $n ->
    [one] { $n } second left for this decision
   *[other] { $n } seconds left for this decision
}
clock-left = clock: { $left } left for this decision (then a bot decides)
undo = Undo
undo-title = Take back your last move of this turn (nothing was revealed since)
choice-notation = notation: { $action }
choices-selected = Selected:
choices-selected-then = click on the board or choose below
choices-selected-then-touch = tap the board or choose below
choices-clear = clear
choices-count = { $n ->
    [one] Click on the board, or choose the one move:
   *[other] Click on the board, or choose one of { $n } moves:
}
choices-count-touch = { $n ->
    [one] Tap the board, or choose the one move:
   *[other] Tap the board, or choose one of { $n } moves:
}
choices-notation = show notation
choices-notation-title = show each move's notation, for typing and records
choices-your-pick = your pick
board-draw-failed = This board could not be drawn ({ $why }); the actions below still work.
board-words-title = The board in words
keys-heading = Keys

## Players' panels

panel-you = you
panel-to-act = to act
panel-connected = connected
panel-not-connected = not connected
panel-away = away: a bot plays
panel-bot = bot ({ $level })
panel-open-seat = open seat
panel-area = area
panel-area-label = { $who }: the whole area
panel-area-title = this player's whole area
panel-whole-area = { $who }: the whole area
panel-take-seat = take this seat
panel-back = take my seat back
panel-back-title = play this seat yourself again
panel-leave = leave
panel-leave-title = a bot plays for you until you come back
panel-watching = you are watching
panel-clock-title = time left for this decision
panel-points = points
panel-cards-in-hand = cards in hand
bot-kind = { $level ->
    [heuristic] rule of thumb
    [ismcts] searching
   *[random] random moves
}

## The end of a game and its replay

outcome-open = the result
outcome-game-over = Game over
outcome-final-scoring = Final scoring
outcome-winner = winner
outcome-replay = replay the game step by step
outcome-analysis = analysis
analysis-drawer = Analysis
replay-heading = Replay
replay-step-label = replay step
replay-seen-by = seen by
replay-public-view = public view
replay-as = as { $who }
replay-loading = loading step { $n }…
replay-start = the start of the game
replay-step-info = step { $n }/{ $total }: { $move }
replay-banner = Replay — step { $n } of { $total }
replay-first = start
replay-back = step back
replay-forward = step forward
replay-last = end
replay-close = close the replay
replay-close-title = back to the final position

## Errors the server names by code (error-<code>, its / and _ as -)

error-action-illegal = That move is not allowed
error-action-not-your-turn = It is not your turn
error-action-stale-state = The game moved on before your move arrived
error-action-game-over = The game is over
error-auth-invalid-token = This link's seat token is not valid for this table
error-table-not-found = There is no such table
error-table-not-started = Waiting for every seat to be taken
error-seat-released = You left this seat
error-seat-not-absent = That seat cannot go to the bot now
error-chat-too-long = Your message is too long
error-chat-rate-limited = Not so fast
error-request-rate-limited = Too many messages; slow down
error-limit-connections = Too many connections to this table
error-limit-too-slow = This connection fell behind; reconnecting
error-chat-not-allowed = There is no chat in this game
error-undo-refused = That move cannot be taken back
error-undo-nothing = There is nothing of this turn to take back

## Table talk, absent seats, invitations, rematch (talk.js)

talk-heading = Table talk
talk-placeholder = say something to the table
talk-message = chat message
talk-send = Send
talk-spectator = Spectator
talk-this-game = this game
talk-no-chat = No chat at this table: in { $game } the players may communicate only through the game itself (the lovers' missives). Seat events still show here.
talk-no-spectators = At this table the players do not read what spectators say.
talk-away-for = away for { $time }
talk-hand-to-bot = let the bot play
talk-hand-to-bot-title = the table's bot plays this seat until its player comes back with their link
invite-welcome = Welcome to the table
invite-about = You have been invited to play { $seat }. How shall the others call you?
invite-sit = Sit down
invite-note = 1 to 32 characters. This browser remembers this seat's link: the lobby lists it under Your tables.
rematch = Rematch
rematch-title = a new game: the same seats and names, a new deal
rematch-watch = Watch the rematch
rematch-go = Go to the rematch: your seat is waiting
seat-player = Player { $n }

## Turn signals (alerts.js)

alerts-sound = sound
alerts-sound-title = a short sound when it becomes your turn
alerts-notify = notify me
alerts-notify-title = a browser notification when it becomes your turn and this tab is not in view

## Keys and the board in words (access.js)

keys-switch = single-key shortcuts
keys-switch-title = single keys: B, U, L, W, 1–9, ?
key-tab = Tab / Shift+Tab
key-tab-does = the next or previous region: the board, your area, the players, the prompt and its choices, the log, the table talk
key-arrows = arrow keys
key-arrows-does = on the board, the nearest possible move in that direction (Home, End: the first, the last)
key-enter = Enter or Space
key-enter-does = play the move (or pick the piece) in focus
key-escape = Escape
key-escape-does = close a drawer or a dialog
key-b = B
key-b-does = to the board's moves
key-digits = 1–9
key-digits-does = the choice of that number under the prompt
key-u = U
key-u-does = undo your last move (where it may be undone)
key-l = L
key-l-does = to the game log
key-w = W
key-w-does = the board in words (every part and piece as a list)
key-help = ?
key-help-does = these keys
say-moves = { $n } moves: { $first } … { $last }
words-row = row { $n }
words-column = column { $n }
words-nothing = Nothing is drawn on the board yet.

## The board's box (board.js)

board-parts = the board's parts
drawer-close = close
zoom-out = zoom out
zoom-in = zoom in
zoom-fit = fit
zoom-fit-title = the whole board in its box

## Learn mode (learn.js)

learn-button = Learn
learn-button-title = learn this game by playing its lessons
learn-game = Learn { $game }
learn-from-rulebook = from the rulebook: { $reference }
learn-own-lesson = salon's own lesson
learn-about = Each lesson is a position from the rulebook (or one of salon's own where it has no example), played move by move on the real board.
learn-finished-title = you finished this lesson
learn-done = done
learn-at-step = at step { $n } of { $total }
learn-steps = { $n ->
    [one] { $n } step
   *[other] { $n } steps
}
learn-none = This game has no lessons yet.
learn-log = What happened
learn-not-this = Not this one.
learn-not-now-hint = Not now. { $hint }
learn-not-now-next = Not now: press Next to see the move made for the other player.
learn-draw-failed = This board could not be drawn ({ $why }).
learn-lessons = lessons
learn-step-of = Step { $n } of { $total }
learn-complete = Lesson complete
learn-hint = hint
learn-next = Next
learn-back = back
learn-back-title = back to your previous move
learn-restart = restart
learn-restart-title = start the lesson again
learn-more = more lessons
learn-choose = Click on the board, or choose below:
learn-choose-touch = Tap the board, or choose below:

## Accounts and players' pages (account.js)

account-sign-in = Sign in
account-accounts = Accounts
account-none = This server has no accounts (it sends no mail: { $why }). Play as a guest: your seats stay in this browser.
account-no-mail-server = no mail server
account-login = Name or e-mail address
account-password = Password
account-new = New account
account-new-about = Optional: guests play as before. An account keeps your seats on every device, your games, your ratings, and mails you when a turn-based table waits for your move.
account-display-name = Display name (2–32 characters)
account-email = E-mail address
account-new-password = Password (10 characters at least)
account-create = Create the account
account-forgot = Forgot your password?
account-mail-link = Mail me a link
account-yours = Your account
account-your-move-play = your move: play
account-open = open
account-leave = leave (a bot plays)
account-turn-based = turn-based
account-rated = rated
account-left = left
account-public-page = Your public page: games, ratings
account-mail-turns = mail me when a turn-based table waits for my move ({ $email })
account-your-tables = Your tables
account-none-open = none open
account-sign-out = Sign out
account-sign-out-everywhere = Sign out everywhere
player-heading = Player
player-since = playing since { $date }
player-ratings = Ratings
player-rated-games = { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
}
player-no-rated = no rated game yet
player-waiting = Waiting for their move
player-games = Games
player-game-seat = { $n } players, seat { $seat }
player-won = won
player-lost = lost
player-replay = replay
player-no-games = no finished game yet
player-cooperative = Cooperative games
player-chapter = { $game }, chapter { $chapter }: { $won ->
    [won] won
   *[lost] lost
} together ({ $date })

## The analysis of a finished game (analysis.js)

analysis-about = The analysis judges every decision from what its player could see then.
analysis-level = analysis level
analysis-level-quick = quick
analysis-level-normal = normal (finer)
analysis-shown = Estimated win chance after each decision, from the player's own information ({ $n } playouts a figure, then everyone plays the { $policy } bot).
analysis-shown-cooperative = The pair's chance of completing the chapter after each decision, from the player's own information ({ $n } playouts a figure, then everyone plays the { $policy } bot).
analysis-failed = The analysis failed: { $why }
analysis-not-yet = Not computed yet.
analysis-progress = Analysing… { $n } of { $total } decisions
analysis-waiting = Waiting for the server…
analysis-busy = The server is busy with other analyses; try again in a minute.
analysis-limit = You have asked for many analyses this hour; try again later.
analysis-start = analyse the game
analysis-point = step { $n }, { $who }: { $value }
# a figure with its 95% interval: "62% (45–79%)"; $value and $high: "62%", $low: "45"
analysis-interval = { $value } ({ $low }–{ $high })
# under the graph: what the shaded band around each seat's line is; $n: the playouts a figure
analysis-band = The shaded band: where each figure would lie, with 95% confidence, if it were computed from far more than { $n } playouts.
analysis-graph = win chance graph
analysis-x = step of { $total }
analysis-no-turning-point = No turning point: no decision lost more than 5 points of win chance beyond its uncertainty.
analysis-turning-points = Turning points
analysis-turning-point = Step { $n }: { $said } — estimated { $value }; instead, { $best }: { $best_value }
analysis-show-position = show this position, the better move drawn
analysis-could-have = { $who } could have played: { $best } ({ $best_value } instead of { $value })
analysis-mark = { $mark ->
    [blunder] blunder
   *[mistake] mistake
}, { $n } points
# a phone's analysis takes the Board pane: its head's button shows the board (the analysis folded to its head), and back
analysis-show-board = Show the board
analysis-back = Back to the analysis
analysis-col-player = Player
analysis-col-decisions = Decisions
analysis-col-mistakes = Mistakes
analysis-col-blunders = Blunders
analysis-col-average-loss = Average loss
analysis-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## Aqua Mirabilis's board (games/aqua*.js), beside the game's own words

aqua-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
aqua-action-points = { $n ->
    [one] { $n } action point
   *[other] { $n } action points
}
aqua-dial-produce = produce { $n }
aqua-dial-coach = coach { $n }
aqua-dial-tip = { $n ->
    [one] { $n } action point
   *[other] { $n } action points
} left; producing now gives { $production ->
    [one] { $production } production point
   *[other] { $production } production points
} and { $legs ->
    [one] { $legs } coach leg
   *[other] { $legs } coach legs
}
aqua-experience = experience { $n }
aqua-influence = influence { $dames } ({ $left } left)
aqua-favours = favours { $dames }
aqua-none = none
aqua-flowers-of = { $n ->
    [one] { $n } { $flower } flower
   *[other] { $n } { $flower } flowers
}
aqua-scents-of = { $n ->
    [one] { $n } { $flower } scent
   *[other] { $n } { $flower } scents
}
aqua-originality-tokens = { $n ->
    [one] { $n } originality token
   *[other] { $n } originality tokens
}
aqua-method-holding = holding { $flowers }
aqua-stored-on = { $flower } flower stored on { $method }
aqua-lessons = lessons: { $lessons }
aqua-base-of = { $flower } base
aqua-specialist-of = { $flower } specialist
aqua-no-lesson = No lesson learned yet
aqua-perfume-n = Perfume { $n }
aqua-presented = presented since Sunday
aqua-flipped-tip = Flipped: { $tiles } ({ $n ->
    [one] { $n } point
   *[other] { $n } points
} at the end)
aqua-none-flipped = No city tile flipped yet
aqua-flipped = { $n } flipped
aqua-label-flowers = flowers
aqua-label-scents = scents
aqua-label-originality = originality
aqua-label-methods = methods
aqua-label-perfumes = perfumes
aqua-label-city-tiles = city tiles
aqua-verb-produce = Produce
aqua-verb-collect = Collect
aqua-verb-done = Done
aqua-verb-end-turn = End turn
aqua-verb-extra-turn = Extra turn
aqua-verb-coach-home = Coach home
aqua-verb-coach-stay = Coach stays
aqua-verb-court-down = Court down
aqua-verb-gift-token = Gift a token
aqua-perfume-words = { $base } with { $complements }
aqua-recipe-scents = { $n ->
    [one] { $n } scent
   *[other] { $n } scents
}
aqua-level = level { $n }
aqua-legend-flowers = Flowers:
aqua-end-by = { $end } by { $who }
aqua-sunday = Sunday
aqua-sunday-short = Sun
aqua-deliveries = Deliveries:
aqua-market-receives = the market receives { $flowers } flowers
aqua-none-left = none left
aqua-in-market = { $n ->
    [one] { $n } flower in the market
   *[other] { $n } flowers in the market
}
aqua-collect-flowers = Collect the flowers
aqua-cell = { $base } base with { $complement }: { $n ->
    [one] { $n } blue cube
   *[other] { $n } blue cubes
} of { $of }
aqua-cell-token = the originality token still there
aqua-face-up-on-top = face up on top
aqua-on-top = on top: { $tile }
aqua-top = on top
aqua-no-tile-left = no tile left
aqua-dames = Dames
aqua-favour = favour { $who }
aqua-free = free
aqua-bonus = bonus { $bonus }
aqua-hidden = hidden
aqua-dame-influence = influence { $who }
aqua-bonus-tip = Bonus: { $bonus }.
aqua-apprenticeship-tiles = Apprenticeship tiles
aqua-left = { $n } left
aqua-blue-cubes = { $n ->
    [one] { $n } blue cube
   *[other] { $n } blue cubes
}
aqua-letters-left = letters left { $letters }
aqua-letters-tip = Letters of reference: two of each level
aqua-open-recipes = Open recipes ({ $n } of { $total })
aqua-perfumer-of = { $who }'s perfumer
aqua-reserve-label = reserve
aqua-reserve-short = res.
aqua-reserve = reserve { $n }
aqua-in-reserve = { $n } in the reserve
aqua-court-prefers = { $court } prefers { $flower } complements
aqua-king-prefers = { $king } prefers { $flower } bases
aqua-king-line = { $king }: { $flower } bases
aqua-court-line = { $court }: { $flower } complements
aqua-rows = rows
aqua-columns = columns
aqua-with-itself = { $flower } with itself: no such perfume
aqua-worker-at = { $worker }, at the { $flower } basket
aqua-road-leg = A leg of the road
aqua-coach-of = { $who }'s coach
aqua-taken = taken

## Roméo & Juliette's board (games/romeo.js), beside the game's own words

romeo-heart-not-placed = heart not placed yet
romeo-event-face-up = Face up: in force for the rest of the game.
romeo-event-face-down = Resolved, then turned face down.
romeo-book-card = Book card, { $event }
romeo-in-force = In force, Love space { $n }: { $event }
romeo-event-deck = { $n ->
    [one] Event deck: { $n } card left
   *[other] Event deck: { $n } cards left
}
romeo-no-signal = no signal yet
romeo-on-the-table = on the table: { $heart }, proposed by { $who }
romeo-plays-with = { $who } plays { $place } with { $whom }
romeo-revealed-scene = Revealed this scene: { $cards }
romeo-nurse-gave = the Nurse gave { $who } a missive
romeo-hate-fell = Hate fell at { $places }
romeo-no-hate = no Hate fell
romeo-love-grew = { $n ->
    [one] Love grew { $n } step
   *[other] Love grew { $n } steps
}
romeo-events = events: { $events }
romeo-last-scene = Last scene: { $what }.
romeo-at = at { $place }
romeo-hand = hand: { $places } places, { $chaperones } chaperones
romeo-deck = deck: { $places } places, { $chaperones } chaperones
romeo-secret-made = secret choice: made, face down
romeo-secret-not-yet = secret choice: not yet
romeo-known-to-hold = known to hold: { $cards }
romeo-revealed-act = revealed this act:
romeo-card-with = { $place } with { $whom }
romeo-your-choice = your secret choice: { $place } with { $whom }
romeo-where-not-yet = where? not yet
romeo-whom-not-yet = whom? not yet
romeo-your-hand = Your hand
romeo-scene-of = scene { $n } of { $per } ({ $all } of { $total })
romeo-reserve = { $n ->
    [one] missives in the reserve: { $n }
   *[other] missives in the reserve: { $n }
}
romeo-lost-at-0 = the drama is lost at 0
romeo-signals-only = signals only
romeo-of = { $n } of { $total }
romeo-place-card = place
romeo-chaperone-card = chaperone
