# salon's errors and refusals outside the games' rules (the server's ApiError messages, account
# and undo refusals): English, the source language. Part of salon's own messages (loaded with
# messages.en.ftl; every id here exists in errors.de.ftl and errors.fr.ftl with the same variables).
# Worded when sent, in each reader's language (server/errors.py). Seat numbers ($seat, $last)
# count from 0 as in the notation; a quoted action ('{ $action }') is notation, which the browser
# replaces by the move's words: keep its single quotes in every language.

## The sentence of each error code, for an error sent without a message of its own
## (error-<code>, its "/" and "_" as "-"; server/errors.py CODES)

error-action-illegal = the action is not legal now
error-action-not-your-turn = you have no decision to make now
error-action-stale-state = the game moved on before your move arrived; resynchronise
error-action-game-over = the game has ended
error-undo-refused = nothing of yours can be taken back now
error-request-invalid = the request is malformed
error-request-too-large = the request is larger than the server accepts
error-request-rate-limited = too many requests; slow down
error-request-not-found = there is no such page
error-request-method = this address does not take this kind of request
error-request-timeout = the request did not arrive in time
error-analysis-busy = the server computes as many analyses as it may at once; ask again soon
error-limit-analyses = you started as many analyses as you may this hour
error-limit-tables = you created as many tables as you may for now
error-server-busy = the server holds as many connections as it accepts; try again in a moment
error-server-error = the server failed to answer (it is logged)
error-auth-invalid-token = this is not the token of a seat at this table
error-auth-token-in-url = a seat token is never sent in the address
error-auth-hello-required = the connection must start with a hello
error-limit-connections = too many connections from this address or to this table
error-limit-resync = too many full resyncs just now; wait a few seconds
error-limit-too-slow = the connection fell behind; reconnect
error-auth-admin-required = this needs the server's admin token
error-seat-released = you left this seat; a bot plays it until you claim it again
error-seat-taken = this seat is not open
error-seat-not-found = there is no such seat at this table
error-table-not-found = there is no such table
error-table-not-started = seats are still open; the game starts when every seat is taken
error-table-not-finished = this is published when the game is over
error-table-unavailable = this table's game is not installed on this server
error-db-unavailable = the database cannot be reached just now; retry in a few seconds
error-game-unknown = there is no such game
# $name: the option's name; $value: the value given, quoted; $kind: int, float, bool or str
option-expected = option { $name }={ $value }: expected { $kind ->
    [int] an integer
    [float] a number
    [bool] yes or no (true/false, on/off, 1/0)
   *[str] text
}
# $choices: "I, II, III"
option-not-one-of = option { $name }={ $value } is not one of: { $choices }
# $given: what was given, quoted
players-not-integer = players must be an integer, not { $given }
seed-not-integer = seed must be an integer, not { $given }
game-players-exactly = { $game } is played by { $least } { $least ->
    [one] player
   *[other] players
}, not { $given }
game-players-range = { $game } is played by { $least }–{ $most } players, not { $given }
# $option: the option given, quoted; $options: "poetry, stars"
game-no-option = { $game } has no option { $option } (options: { $options })
game-no-option-none = { $game } has no option { $option } (options: none)
# $version: the version this salon plays; $known: the versions it can continue, "4, 5, 6"
record-version-missing = the record's version is missing or null: say which version of { $game } made it (this salon plays { $game }@{ $version } and can continue only versions { $known }); it is never replayed under rules it may not have been played by
# $version: the version this salon plays, quoted; $given: the record's, quoted
record-version-not-text = a record's version is text such as { $version }, not { $given }
# $made: the version the record was made with
record-version-unknown = made with { $game }@{ $made }; this salon plays { $game }@{ $version } and can continue only versions { $known }
error-chat-too-long = the chat message is too long
error-chat-rate-limited = too many chat messages; wait a moment
error-chat-full = the table's talk holds as many lines as it may
error-chat-not-allowed = this game allows no chat
error-seat-not-absent = that seat's player is here, or the table's grace time has not passed
error-seat-rated = at a rated table only the server hands an absent player's seat to the bot
error-server-disabled = this is not enabled on this server
error-lesson-not-found = there is no such lesson
error-lesson-invalid = the lesson has no such step, choice or move
error-auth-failed = no account that may sign in has this name or address and password
error-auth-session-required = sign in first
error-auth-cross-site = this request does not come from this site: refused
error-account-invalid = the name, e-mail address or password is not acceptable
error-account-name-taken = an account has this name, or one that looks the same
error-account-link-invalid = this link is unknown, already used or expired: ask for a new one
error-limit-attempts = too many attempts; wait a while and try again

## Tables and seats

# $table: the table's id as sent, quoted
error-no-table = no table { $table }
error-unknown-token = unknown token for this table
error-not-this-seats-token = this is not the token of seat { $seat }
error-spectator-cannot-act = spectators cannot act: connect with a seat token
error-spectator-cannot-undo = spectators cannot undo: connect with a seat token
error-seat-left = you left seat { $seat }; a bot plays it until you claim it again
error-table-not-started-yet = seats are still open; the game has not started
error-game-over-not-applied = the game is over; '{ $action }' was not applied
# $sent, $now: state numbers
error-state-not-current = state_id { $sent } is not the current state { $now }; resynchronise
error-state-changed-first = state { $state } was changed by another move first; resynchronise
# $waiting: the seats that decide now, "1, 2"
error-not-your-turn-waiting = seat { $seat } has no decision to make now; waiting for seat { $waiting }
error-seat-not-at-table = seat { $seat } does not exist at this { $players }-player table
error-seat-range = this table has seats 0–{ $last }, not { $seat }
error-seat-not-open = seat { $seat } is not open
error-seat-already-yours = you hold a seat at this table already
error-seat-claimed-first = seat { $seat } was claimed by someone else first
error-rated-seat-sign-in = a seat at a rated table is a signed-in player's: sign in first
error-leave-token = leaving seat { $seat } needs that seat's token
error-name-token = naming seat { $seat } needs that seat's token
error-rename-rate = a seat's name changes at most { $most } times a minute (each change rewords the table talk for everyone)
error-no-seat-of-yours = you hold no seat at this table
error-rematch-token = asking for a rematch needs your seat's token
error-rematch-not-over = a rematch is offered once the game is over
error-record-not-over = the record is published when the game is over
error-replay-not-over = a game can be replayed when it is over
error-analysis-not-over = the analysis is published when the game is over (never while it is played)
# $why: the server's reason, in English (a game or version it does not have)
error-table-unavailable-why = table { $table } cannot be served by this server: { $why }
error-tables-open = this address has { $open } tables open or playing, as many as it may ({ $most }); finish or leave one first
error-tables-per-minute = this address created { $most } tables in the last minute, as many as it may; wait a moment
error-rest-rate = this address sends at most { $rate } changes a second (bursts of { $burst }); wait a moment
error-ws-per-address = this address holds { $most } WebSockets already; close one first
error-ws-spectators = this table holds { $most } spectators already
error-ws-per-seat = this table holds { $most } connections of seat { $seat } already

## Creating a table with accounts (mine, rated, turn-based)

error-mine-signed-in = a seat of your own (mine) needs you signed in
error-mine-one = one human seat at most is yours (mine) at a table
error-rated-two-players = a rated table has two players at least
error-rated-seed = a table with a chosen seed is never rated
error-rated-seats = at a rated table every seat is a signed-in player's: open seats (claimed by signed-in players) and your own (mine) only
error-turn-based-clock = a turn-based table needs a budget per move (clock) of 1 hour to 30 days, e.g. 86400 for a day

## Handing an absent player's seat to the bot

# $grace, $gone: seconds
error-seat-rated-grace = at a rated table only the server hands an absent player's seat to the bot, once they have been away { $grace } s
error-hand-only-in-play = only the seats of a game in progress are handed to the bot
error-hand-own-seat = to let the bot play your own seat, leave it
error-hand-only-present = only a player present at the table may hand a seat to the bot
error-hand-not-a-person = seat { $seat } is not a person's seat in play
error-hand-never = this table never hands an absent player's seat to the bot
error-hand-connected = seat { $seat }'s player is connected
error-hand-too-soon = seat { $seat }'s player has been away { $gone } s; the table waits { $grace } s
error-hand-token = handing a seat to the bot needs your own seat's token

## Taking back a move

error-undo-not-playing = there is nothing to take back: the game is not being played
error-undo-at-most = at most { $most } undos in one turn; play on
undo-no-record = nothing to undo: this state carries no record
undo-game-over = the game is over; nothing can be taken back
undo-nothing-of-yours = nothing to undo: you have no action in effect to take back
undo-not-now = '{ $action }' cannot be taken back now
undo-handed-on = '{ $action }' cannot be taken back: it handed the decision on, or another seat has decided since
undo-not-reversible = '{ $action }' cannot be taken back: it revealed something, drew on chance or handed the decision to another seat
undo-seen = seat { $seat } has decided since your last action; it cannot be taken back

## Table talk and seat names

error-chat-empty = a chat message may not be empty
error-chat-too-long-by = a chat message has at most { $most } characters (this one { $length })
error-chat-characters = a chat message may not contain control or text-direction characters
# $every: seconds
error-chat-rate = at most { $burst } chat messages at once, then one every { $every } s; wait a moment
error-chat-full-lines = this table's talk has reached { $most } lines; no more can be added
# $game: the game's title
error-chat-not-allowed-game = there is no chat in { $game }: its rules allow communication only through the game itself
error-seat-name-string = a name is a string of 1 to { $most } characters
error-seat-name-length = a name has 1 to { $most } characters (not { $length })
error-seat-name-surrogate = a name may not contain surrogate characters
error-seat-name-characters = a name may not contain control, format (text-direction, zero-width), private-use or unassigned characters
error-seat-name-combining = a name may not start with a combining mark

## Analyses

error-analysis-busy-now = this server is computing { $most } analyses already; ask again in a minute
error-analysis-limit = this client address started { $most } analyses in the last { $minutes } minutes

## Accounts and signing in

error-accounts-disabled = accounts are not enabled on this server (it needs --smtp-url and --public-url to mail the links that confirm addresses); play as a guest
error-sign-in-first = sign in first (no session, or it ended)
error-too-many-attempts = too many attempts; wait a while and try again
error-cross-site = this request carries your session cookie but does not come from this site (Sec-Fetch-Site / Origin): refused
# $name: the name asked for, quoted
error-name-taken = an account is named { $name } or something that looks the same; choose another name
error-link-invalid = this link is unknown, already used or expired
error-sign-in-failed = no account that may sign in has this name or address and password (an address not yet confirmed by its mailed link cannot sign in)
# $language: the code asked for, quoted; $languages: "en, de, fr"
error-language-unknown = { $language } is not a language salon speaks: { $languages }
error-no-player = no player { $name }
account-name-length = a name has { $least }–{ $most } characters (this one has { $length })
# $character: the character refused, quoted
account-name-character = a name has letters, digits, spaces and - _ . ' only, not { $character }
account-name-no-letter = a name needs at least one letter or digit
account-name-mixed-alphabets = this name mixes alphabets with look-alike letters (e.g. a Cyrillic 'а' among Latin letters); write it in one alphabet
# $code: the character's code point in hexadecimal, "000A"
account-control-character = the { $what ->
    [name] name
    [email] e-mail address
    [password] password
    [login] name or address
   *[other] text
} holds a control character (U+{ $code }): refused
account-not-an-address = this is not an e-mail address (name@example.org)
# $why: the address checker's reason, in English
account-not-an-address-why = this is not an e-mail address (name@example.org): { $why }
account-login-length = a name or address has { $most } characters at most
account-password-length = a password has { $least }–{ $most } characters
account-password-contains-name = a password must not contain your name or e-mail address
# the answers the account forms show (not errors); $email: the address as given
account-confirm-mailed = a link to confirm the account was mailed to { $email }; follow it, then sign in
account-reset-mailed = if an account has this address, a link to set a new password was mailed to it
account-password-set = sign in with the new password

## Lessons (core/lessons.py)

# $lesson: the lesson's id, quoted; $last: the number of steps
lesson-step-range = step { $step }: lesson { $lesson } has steps 0–{ $last }
lesson-too-many-choices = { $given } choices given for { $mine } of your steps before step { $step }
lesson-choice-range = choice { $choice } at step { $step }: that step accepts { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
lesson-not-your-step = step { $step } of lesson { $lesson } is not one of your moves
# $lessons: "1 turn, 2 duel"
lesson-no-such = { $game } has no lesson { $lesson }; its lessons: { $lessons }
# a game without lessons
lesson-none = { $game } has no lesson { $lesson }: it has no lessons

## Bot specs (bots/), game options typed on a command line (core/option_text.py), unknown
## games (core/registry.py), records to analyse (analysis/) and results files (sim/results_file.py)

bot-spec-what = a bot spec is a name such as random, heuristic or ismcts:iterations=500
# $spec: the spec as typed, quoted; $name: the bot's name ("ismcts")
bot-spec-nothing-after-colon = bot spec { $spec }: nothing after ':'; give parameters ({ $name }:iterations=500) or the name alone ({ $name })
bot-spec-empty-parameter = bot spec { $spec }: an empty parameter between commas
# $part: the part as typed, quoted
bot-spec-not-key-value = bot spec { $spec }: { $part } is not key=value
# $param: the parameter, quoted; $params: "c, depth, iterations"
bot-spec-unknown-parameter = bot spec { $spec }: unknown parameter { $param } (parameters: { $params })
bot-spec-unknown-parameter-none = bot spec { $spec }: unknown parameter { $param } (parameters: none)
# $text: the specs as typed, quoted
bot-specs-empty = bot specs { $text }: an empty spec between commas
bot-specs-parameter-first = bot specs { $text }: { $part } is a parameter; write it after a bot name and ':' (ismcts:iterations=500,rollout=random)
# $name: the bot named, quoted; $bots: "heuristic, ismcts, random"
bot-unknown = unknown bot { $name } in spec { $spec }; bots: { $bots }
bot-no-heuristic = { $game } has no heuristic bot
bot-no-heuristic-rollout = { $game } has no heuristic bot for rollout=heuristic
# $param: the parameter's name (notation: iterations, time, c, …)
bot-spec-positive-integer = bot spec { $spec }: { $param } must be a positive integer
bot-spec-positive-seconds = bot spec { $spec }: { $param } must be a positive number of seconds
bot-spec-number-not-negative = bot spec { $spec }: { $param } must be a number ≥ 0
bot-spec-integer-not-negative = bot spec { $spec }: { $param } must be an integer ≥ 0
bot-spec-work = bot spec { $spec }: work must be a number ≥ 0 (0: no cap)
# $choices: the values it takes ("random, heuristic or auto"; notation)
bot-spec-one-of = bot spec { $spec }: { $param } must be { $choices }
# $pair: what was typed after --option, quoted
option-not-name-value = { $pair }: write --option name=value
option-unexpected-argument = unexpected argument { $argument }
# $game: the id typed, quoted; $games: "aqua-mirabilis, roxane, …"
game-unknown = unknown game { $game }; known games: { $games }
record-not-an-object = a record is a JSON object with game, version, players, seed, actions
# $keys: "seed, actions"
record-lacks = the record lacks { $keys }
record-options-not-an-object = a record's options are a JSON object
# $game: the game's id; $version: the version this salon plays
record-lacks-version = the record lacks version: say which version of { $game } made it (this salon plays { $game }@{ $version })
# $reason: why, in the words of the error it met
record-cannot-replay = cannot replay this record: { $reason }
record-actions-not-a-list = a record's actions are a list of [seat, notation]
# $index: the action's index from 0; $entry: the entry as written; $reason: why, in the game's words
record-action-refused = record action { $index } { $entry }: { $reason }
record-action-not-a-pair = record action { $index } { $entry } is not [seat, notation]
# $entry: the entry as written in the record
record-step-not-a-pair = step { $step }: { $entry } is not [seat, notation]
record-step-no-decision = step { $step }: seat { $seat } had no decision to make
# $text: the notation, quoted
record-step-illegal = step { $step } ({ $seat }, { $text }) is not legal in this game: { $reason }
# $waiting: the names of the players it waits for
record-unfinished = the game is unfinished: after step { $step } it waits for { $waiting }; only a finished game is analysed
# $level: the level typed, quoted; $levels: "quick, normal, deep"
analysis-level-unknown = unknown analysis level { $level }; levels: { $levels }
analysis-seat-range = seat { $seat } is not a seat of this { $players }-player game
# $file: the results file; $reason: the system's reason (in English)
results-cannot-read = cannot read { $file }: { $reason }
# $line: the line's number
results-not-json = { $file }:{ $line } is not JSON
# $kind: arena or batch
results-not-a-result = { $file }:{ $line } is neither { $kind ->
    [arena] an arena
   *[other] a batch
} header nor a game result
# $settings: results-setting, joined with "; "
results-other-settings = cannot resume { $file }: it was run with other settings ({ $settings }); give the same ones, or --force to replace it
# $key: the setting's name (players, bots, options, …); $there, $now: its values
results-setting = { $key } { $there } there, { $now } now
results-setting-none = none
