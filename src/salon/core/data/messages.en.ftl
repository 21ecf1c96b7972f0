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
