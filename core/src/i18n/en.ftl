# Ply's English strings. Every other language has the same ids, and uses the same placeholders
# (tests check both).
#
# Selectors on $color take "white" or "black"; on $side, "king" or "queen"; on $role, "pawn",
# "knight", "bishop", "rook", "queen" or "king". The nouns $piece, $attacker, $blocker, $other,
# $captured, $promoted, $moved and $wanted arrive already translated, in the nominative; each comes
# with its role as an id in a companion placeholder named after it ($piece-role, $attacker-role, ...),
# so a language that declines nouns or makes words agree with their gender selects on that instead.
# A translation may use a noun's companion in place of the noun. Square names ($square, $from, $to,
# ...) are written as in notation, e4, in every language; counts ($moves, $count, $step, $steps,
# $points) are numbers and choose plural forms.

color-white = White
color-black = Black

role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king

status-to-move = { $color ->
    [white] White
   *[black] Black
} to move
status-in-check = { $color ->
    [white] White
   *[black] Black
} to move, in check
status-checkmate = Checkmate. { $winner ->
    [white] White
   *[black] Black
} wins.
status-resignation = { $loser ->
    [white] White
   *[black] Black
} resigned. { $winner ->
    [white] White
   *[black] Black
} wins.
status-timeout = { $loser ->
    [white] White
   *[black] Black
} ran out of time. { $winner ->
    [white] White
   *[black] Black
} wins.
status-stalemate = Stalemate: a draw.
status-agreement = Draw agreed.
status-threefold = Draw: the same position came up three times.
status-fivefold = Draw: the same position came up five times.
status-fifty-moves = Draw: fifty moves without a capture or a pawn move.
status-seventy-five-moves = Draw: seventy-five moves without a capture or a pawn move.
status-insufficient-material = Draw: neither side can checkmate any more.
status-timeout-draw = { $loser ->
    [white] White
   *[black] Black
} ran out of time, but { $winner ->
    [white] White
   *[black] Black
} cannot checkmate: a draw.

computer-thinking = The computer is thinking…
draw-offered = { $color ->
    [white] White
   *[black] Black
} offers a draw.
fifty-move-counter = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} left before the fifty-move draw
repetition-counter = This position has come up { $count ->
    [1] once
    [2] twice
   *[other] { $count } times
}

square-empty = { $square }, empty
square-piece = { $square }, { $color ->
    [white] white
   *[black] black
} { $piece }

spoken-move = { $piece } from { $from } to { $to }
spoken-capture = { $piece } from { $from } takes { $captured } on { $to }
spoken-castle-king-side = Castles king side
spoken-castle-queen-side = Castles queen side
spoken-en-passant = { $move }, en passant
spoken-promotion = { $move }, promotes to { $promoted }
spoken-check = { $move }, check
spoken-checkmate = { $move }, checkmate

button-undo = Undo
button-redo = Redo
button-offer-draw = Offer draw
button-accept-draw = Accept draw
button-decline-draw = Decline
button-resign = Resign
button-hint = Hint
button-new-game = New game

why-not-same-square = A move must go to another square than { $square }.
why-not-no-piece = There is no piece on { $square } to move.
why-not-not-your-piece = The { $piece } on { $square } is not yours: it is { $color ->
    [white] White
   *[black] Black
}'s turn.
why-not-own-piece = You cannot capture your own { $piece } on { $square }.
why-not-cannot-move-like-that = The { $piece } on { $from } cannot go to { $to }: { $role ->
    [pawn] a pawn moves straight forward, and captures one square diagonally forward.
    [knight] a knight jumps in an L: two squares one way and one square to the side.
    [bishop] a bishop moves diagonally.
    [rook] a rook moves along ranks and files.
    [queen] a queen moves along ranks, files and diagonals.
   *[king] a king moves one square in any direction.
}
why-not-path-blocked = The { $piece } cannot jump over the { $blocker } on { $square }.
why-not-pawn-backward = A pawn never moves backward.
why-not-pawn-double-step = The pawn on { $square } has left its starting square, so it moves only one square forward.
why-not-pawn-capture-straight = A pawn cannot capture straight ahead: the { $blocker } on { $square } blocks it.
why-not-pawn-diagonal-empty = A pawn moves diagonally only to capture, and { $square } is empty.
why-not-en-passant-expired = The pawn on { $square } could be taken en passant only on the move right after its two-square step.
why-not-moves-into-check = Your king cannot go to { $square }: the { $attacker } on { $attacker-square } attacks it.
why-not-double-check = Your king is in check from two pieces at once (the { $attacker } on { $attacker-square } and the { $other } on { $other-square }): only the king can move.
why-not-keeps-king-in-check = Your king is in check from the { $attacker } on { $attacker-square }, and this move does not stop it.
why-not-pinned = The { $piece } on { $square } is pinned to your king by the { $attacker } on { $attacker-square }.
why-not-exposes-king = That move would expose your king to the { $attacker } on { $attacker-square }.
why-not-castling-right-lost = You can no longer castle { $side ->
    [king] king side
   *[queen] queen side
}: { $cause ->
    [king-moved] your king has moved.
    [rook-moved] that rook has moved.
    [rook-captured] that rook was captured.
   *[unknown] the king or that rook has moved.
}
why-not-castling-in-check = You cannot castle while your king is in check from the { $attacker } on { $attacker-square }.
why-not-castling-blocked = You cannot castle { $side ->
    [king] king side
   *[queen] queen side
} yet: the { $blocker } on { $square } is in the way.
why-not-castling-through-check = You cannot castle { $side ->
    [king] king side
   *[queen] queen side
}: your king would pass { $square }, which the { $attacker } on { $attacker-square } attacks.
why-not-castling-into-check = You cannot castle { $side ->
    [king] king side
   *[queen] queen side
}: your king would land on { $square }, which the { $attacker } on { $attacker-square } attacks.
why-not-castle-onto-rook = To castle { $side ->
    [king] king side
   *[queen] queen side
}, move your king onto your rook on { $square }.
why-not-promotion-required = A pawn reaching { $square } must promote: choose a queen, a rook, a bishop or a knight.
why-not-promotion-not-allowed = Only a pawn reaching the last rank can become a { $piece }.
why-not-cannot-promote-to = A pawn can become a queen, a rook, a bishop or a knight, not a { $piece }.

button-start-again = Start again
button-try-it = Try it
rules-title = Rules of chess

practice-step = Step { $step } of { $steps }
practice-solved = Solved!
practice-next-move = Right. Now the next one.
practice-escape-found = Right: { $way ->
    [capture] you captured the piece giving check.
    [block] you put a piece in the way.
   *[king] you moved the king out of check.
} Now find another way.
practice-escape-again = You have already got out of check that way ({ $way ->
    [capture] by capturing
    [block] by blocking
   *[king] with the king
}). Find another way.
practice-not-that-piece = That moves your { $moved }. The task is to move a { $wanted }.
practice-touched-piece = You touched the { $piece } on { $square }, so that is the piece you must move.
practice-no-capture = That move captures nothing.
practice-wrong-target = That captures a { $captured }, but the task is to capture a { $wanted }.
practice-wrong-capturer = Right target, but capture it with a { $wanted }, not with your { $moved }.
practice-capture-more = That wins { $points ->
    [one] { $points } point
   *[other] { $points } points
}, but another capture wins more.
practice-not-en-passant = That is a legal move, but not an en passant capture.
practice-not-castling = That is a legal move, but not castling.
practice-wrong-side = That castles { $side ->
    [king] king side
   *[queen] queen side
}: castle on the other side.
practice-no-promotion = That move does not promote a pawn.
practice-wrong-promotion = The pawn became a { $promoted }, but the task asks for a { $wanted }.
practice-promotion-without-check = That promotion does not give check.
practice-not-check = That move does not even give check.
practice-check-not-mate = Check, but not mate: { $color ->
    [white] White
   *[black] Black
} can still get out of it.
practice-stalemate = That is stalemate: { $color ->
    [white] White
   *[black] Black
} has no legal move and is not in check, so the game is drawn.
practice-not-drawn = After that move the game goes on: it is not a draw.
practice-not-that-move = You played { $played }, but the task asks for { $wanted }.
practice-mate-follows = After that move, { $move } is checkmate.

## The shells' own words: headings, buttons, menu entries and screen-reader labels. The game
## buttons above (button-*), the colours and the piece names are used there too.

common-back = Back
common-home = Home
common-cancel = Cancel
common-ok = OK

home-continue = Continue the game
home-versus-computer = Against the computer
home-pass-and-play = Pass and play
home-level = Level
level-beginner = Beginner
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-expert = Expert
home-your-color = Your colour
home-random-color = Random
home-board-turning = How the board turns
turning-fixed = White at the bottom
turning-flip-each-move = Turns after each move
turning-face-to-face = Face to face
home-chess960 = Chess960
home-clock = Clock
home-no-clock = No clock
home-start = Start
# A time control (5+3) read aloud: minutes for the game, seconds added after each move (0 for none).
time-control-spoken = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}{ $increment ->
    [0] {""}
    [one] , plus { $increment } second a move
   *[other] , plus { $increment } seconds a move
}

game-title = Game
game-none = No game yet: start one on the home screen.
game-save-unreadable = The saved game could not be read.
game-see-rule = Read the rule
game-resign-question = Resign this game?
game-keep-playing = Keep playing
game-offer-draw-question = Offer a draw?
game-over = Game over
game-rematch = Rematch
game-share-pgn = Share the game (PGN)
game-shared-title = A game of chess from Ply
game-look-at-board = Look at the board
game-promote-to = Promote the pawn to

rules-practice = Practice
rules-try-again = Try again
rules-no-such-card = There is no such rule card.

settings-title = Settings
settings-language = Language
settings-system-language = System language
settings-board-colors = Board colours
board-colors-wood = Wood
board-colors-green = Green
board-colors-blue = Blue
board-colors-gray = Grey
settings-on-moves = On each move
settings-sound = Sound
settings-vibration = Vibration
settings-coaching = Coaching
settings-coach-lock = No take-backs against the computer
settings-coach-lock-note = Applies from the next new game.

## The terminal's words around the rule cards (`ply rules`). Typed words (`again`, `quit`, the
## letters q, r, b, n) and `ply rules` itself stay as they are; $command is a command line.

terminal-legend = * may move there   x may capture there   # may not go there   (p) the piece   [ ] marked
terminal-arrows = arrows: { $arrows }
terminal-has-practice = (practice)
terminal-practice = Practice ({ $command }): { $goal }
terminal-practice-help = Type a move as SAN (Nf3, O-O), UCI (g1f3, e7e8n) or two squares (g1 f3); `again` starts the task again, `quit` leaves.
terminal-promote-prompt = Promote to (q, r, b, n)?
terminal-not-a-promotion = A pawn cannot become that: type q, r, b or n.
terminal-rule-card-link = (rule card: { $card })
terminal-no-such-card = there is no rule card `{ $card }`; `ply rules` lists them

# The review after a game. $move is the move reviewed with its number and mark ("19. Nf3?");
# $answer the opponent's best answer ("19…Bxg5"), $better the engine's move instead ("19. h4"),
# both written as in notation. $color is the side that plays $answer (or, for the missed mate,
# the side that had it; for the stalemate, the side stalemated). $piece, $first, $second,
# $attacker, $pinned, $behind, $front, $moved and $target are pieces with their companions
# ($piece-role, ...). $class selects on "best", "good", "inaccuracy", "mistake" or "blunder".
review-title = Review
review-button = Review the game
review-progress = Reviewing move { $done } of { $total }
review-no-mistakes = A clean game: no inaccuracies, mistakes or blunders.
review-key-moments = Key moments
review-played = Played
review-better = Better
review-graph = White's chance of winning, move by move
review-class = { $class ->
    [best] Best move
    [good] Good move
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
review-answer-mate = After { $move }, { $color ->
    [white] White
   *[black] Black
} { $count ->
    [one] mates at once with { $answer }.
   *[other] mates in { $count } moves, starting with { $answer }.
}
review-answer-piece = After { $move }, { $color ->
    [white] White
   *[black] Black
} plays { $answer } and wins the { $piece }.
review-answer-exchange = After { $move }, { $color ->
    [white] White
   *[black] Black
} plays { $answer } and wins the exchange: a rook for a bishop or a knight.
review-answer-pawns = After { $move }, { $color ->
    [white] White
   *[black] Black
} plays { $answer } and wins { $count ->
    [one] a pawn
   *[other] { $count } pawns
}.
review-answer-material = After { $move }, { $color ->
    [white] White
   *[black] Black
} plays { $answer } and wins material worth { $count ->
    [one] a pawn
   *[other] { $count } pawns
}.
review-answer-plain = After { $move }, the strongest answer is { $answer }.
review-better-mate = { $better } was better: it { $count ->
    [one] mates at once
   *[other] mates in { $count } moves
}.
review-better-piece = { $better } was better: it wins the { $piece }.
review-better-exchange = { $better } was better: it wins the exchange.
review-better-pawns = { $better } was better: it wins { $count ->
    [one] a pawn
   *[other] { $count } pawns
}.
review-better-material = { $better } was better: it wins material worth { $count ->
    [one] a pawn
   *[other] { $count } pawns
}.
review-better-keeps = { $better } was better: it kept the { $piece }.
review-better-plain = { $better } was better.
review-motif-hanging = The { $piece } on { $square } is left undefended.
review-motif-hanging-moved = The { $piece } goes to { $square }, where it can be taken for nothing.
review-motif-hanging-taken = The { $piece } on { $square } is left where the { $taker } can take it.
review-motif-hanging-moved-taken = The { $piece } goes to { $square }, where the { $taker } can take it.
review-motif-fork = A fork: the { $piece } on { $square } attacks the { $first } and the { $second } at once.
review-motif-pin = A pin: the { $pinned } on { $square } cannot move away without exposing the { $behind } behind it to the { $attacker }.
review-motif-skewer = A skewer: the { $attacker } attacks the { $front }, and when the { $front } steps aside, the { $attacker } takes the { $behind } on { $square } behind it.
review-motif-discovered = { $target-role ->
    [king] A discovered check: the { $moved } moves out of the way, the { $attacker } behind it gives check, and the { $moved } makes a threat of its own.
   *[other] A discovered attack: the { $moved } moves out of the way and uncovers the { $attacker }'s attack on the { $target }, while making a threat of its own.
}
review-motif-back-rank = A back-rank mate: the king is shut in on its first rank by its own men, and the { $piece } mates it there.
review-motif-missed-mate = { $color ->
    [white] White
   *[black] Black
} { $count ->
    [one] could mate at once with { $better }.
   *[other] had mate in { $count }, starting with { $better }.
}
review-motif-free-capture = { $better } would have taken the { $piece } on { $square } for nothing.
review-motif-stalemate = This leaves { $color ->
    [white] White
   *[black] Black
} no legal move while not in check: stalemate, and a won game becomes a draw.
