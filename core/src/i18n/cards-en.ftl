# The rule cards in English. One message per card, named card- and the card's id (dashes for
# underscores): its value is the title; .p1, .p2, ... are the paragraphs in order; .diagram1, ...
# the captions of its diagrams; .task1, ... the goals of its practice tasks.
#
# A square named in a card's text must be shown on one of its diagrams (a piece, a mark, an arrow or
# a highlight), and a square named in a goal must hold a piece or be a square a piece can move to
# in the task's position: a test checks every language.

card-board-setup = The board and the pieces
    .p1 = The board has 64 squares: eight files, lettered a to h, and eight ranks, numbered 1 to 8. A square is named by its file and its rank, so e4 is where file e meets rank 4.
    .p2 = Turn the board so that each player has a light square in the corner on the right: h1 for White, a8 for Black.
    .p3 = The rooks go in the corners, the knights beside them, then the bishops. The queen stands on a square of her own colour: the white queen on the light square d1, the black queen on the dark square d8. The king takes the square beside her, and the pawns fill the rank in front.
    .diagram1 = The light corner squares h1 and a8, and the square e4.
    .diagram2 = Each queen on her own colour.

card-moving = Taking turns
    .p1 = White moves first; then the players take turns, one move each. You may not pass, even when every move you have is a bad one.
    .p2 = A move takes one of your own pieces to another square, the way that piece moves. Only one piece moves at a time; castling, where the king and a rook move together, is the one exception.
    .p3 = Pieces get in each other's way: only the knight can jump over others.
    .diagram1 = At the start, the knight on g1 can already go to f3 or h3.
    .task1 = Make White's first move with a knight.

card-capturing = Capturing
    .p1 = You capture an enemy piece by moving onto its square. The captured piece leaves the board and yours takes its place.
    .p2 = Every piece captures the way it moves; only the pawn captures differently. You can never capture one of your own pieces, and the king is never taken: it is checkmated instead.
    .p3 = Capturing is never compulsory: you capture only when you want to.
    .diagram1 = The rook can capture on d7 or g4, but never its own pawn on b4.
    .task1 = Capture the black queen.

card-pawn = The pawn
    .p1 = A pawn moves straight forward, one square at a time. From its starting square it may move two squares at once, if both are empty.
    .p2 = A pawn captures differently from the way it moves: one square diagonally forward. It never moves backward, and a piece standing right in front of it blocks it.
    .p3 = A pawn that reaches the far side of the board is promoted, and a pawn can sometimes capture another en passant: each of these has its own card.
    .diagram1 = From its starting square, the pawn may go one square or two.
    .diagram2 = Further up the board it goes one square, and it captures the knight on c5 diagonally.
    .diagram3 = The bishop on d5 blocks the pawn: a pawn cannot capture straight ahead.
    .task1 = Capture a knight with a pawn.

card-knight = The knight
    .p1 = The knight moves in an L: two squares along a rank or a file, then one square to the side. It always lands on a square of the other colour.
    .p2 = The knight is the only piece that jumps: pieces in between do not stop it.
    .diagram1 = From d4 the knight reaches eight squares.
    .diagram2 = Surrounded at the start, the knight on g1 still jumps to f3 or h3.
    .task1 = Capture the black rook with the knight.

card-bishop = The bishop
    .p1 = The bishop moves diagonally, as many squares as it likes, until a piece stands in its way. It may capture the first enemy piece on its path.
    .p2 = A bishop stays on its colour the whole game: each side has one bishop for the light squares and one for the dark squares.
    .diagram1 = From d4 the bishop reaches thirteen squares.
    .task1 = Capture the black rook with the bishop.

card-rook = The rook
    .p1 = The rook moves along ranks and files, as many squares as it likes, until a piece stands in its way.
    .p2 = It may capture the first enemy piece on its line. Rooks are strongest on open files, where no pawns stand in their way.
    .diagram1 = From d4 the rook reaches fourteen squares: its whole rank and its whole file.
    .task1 = Capture the black bishop with the rook.

card-queen = The queen
    .p1 = The queen moves like a rook and a bishop together: along ranks, files and diagonals, as many squares as she likes, until a piece stands in her way.
    .p2 = She is the strongest piece. Keep her safe: losing her for a smaller piece usually loses the game.
    .diagram1 = From d4 the queen reaches twenty-seven squares.
    .task1 = Capture the black rook with the queen.

card-king = The king
    .p1 = The king moves one square in any direction.
    .p2 = It may never move to a square that an enemy piece attacks, so the two kings never stand side by side.
    .p3 = The king is never captured. A king that is attacked and cannot escape is checkmated, and that ends the game.
    .diagram1 = From d4 the king reaches eight squares.
    .diagram2 = The rook guards the fifth rank and the black king guards e3 and e4: the white king may not go to the squares with a cross.
    .task1 = With the king, capture the pawn that no black piece defends.

card-check = Check
    .p1 = A king attacked by an enemy piece is in check. The player in check must get out of it at once, and no move may leave or put your own king in check.
    .p2 = There are three ways out of check: capture the piece giving check, put one of your pieces in between, or move the king to a square that is not attacked.
    .p3 = A check from a knight cannot be blocked, since the knight jumps. When two pieces give check at once, only a king move can answer both.
    .diagram1 = Three ways out: take the rook on e5 with the bishop, block on e2 with the knight, or step aside with the king.
    .diagram2 = Nothing can block the knight on d3: the king must move.
    .task1 = Get out of check in each of the three ways.

card-checkmate = Checkmate
    .p1 = Checkmate is a check with no way out: the piece giving check cannot be captured, nothing can block it, and the king has no safe square. Whoever gives checkmate wins the game.
    .p2 = A mate that often surprises beginners happens on the back rank: a king behind its own pawns has no square to escape to.
    .diagram1 = The rook has come to e8 and the black king has nowhere to go: checkmate.
    .task1 = Give checkmate in one move.

card-stalemate = Stalemate
    .p1 = Stalemate is when the player to move is not in check but has no legal move. The game ends at once, as a draw.
    .p2 = It is a draw because only checkmate wins. A stalemated king is not attacked, so however many pieces the other side has, nobody has won.
    .p3 = When you are far ahead, make sure the losing side can still move until you give checkmate.
    .diagram1 = Black is not in check, but every square around the king is attacked: stalemate.
    .task1 = White is winning, but Black has no move left. Find a move that does not stalemate Black.

card-pins = Pins
    .p1 = A piece is pinned when it stands between its own king and an enemy rook, bishop or queen. It may not leave that line, because its king would then be in check.
    .p2 = A pinned piece may still move along the line of the pin, and may even capture the piece that pins it.
    .diagram1 = The rook on e8 pins the bishop on e2: the bishop may not move at all.
    .diagram2 = A pinned rook may still move along the pin, and may even capture the rook on e8.
    .task1 = Capture the black knight, with a piece that is free to move.

card-castling = Castling
    .p1 = Castling moves the king and a rook at once: the king goes two squares towards the rook, and the rook jumps over it to the square beside it. On the king side the king lands on g1 and the rook on f1; on the queen side the king lands on c1 and the rook on d1.
    .p2 = In Ply you castle by moving the king two squares towards the rook, or onto the rook.
    .p3 = You may not castle if the king or that rook has already moved, if any piece stands between them, if your king is in check, or if the king would pass through or land on a square an enemy piece attacks.
    .p4 = An attacked rook does not stop castling, and neither does an attacked square that only the rook crosses.
    .diagram1 = The king may castle either way: to g1 or c1, with the rook jumping over it.
    .diagram2 = The bishop attacks f1 and the rook attacks c1: the king may castle to neither side.
    .diagram3 = The rook on h1 and the square b1 are attacked, and still the king may castle either way.
    .diagram4 = In check, the king may not castle at all.
    .task1 = Castle queen side.

card-en-passant = En passant
    .p1 = When a pawn takes its two-square step and lands beside an enemy pawn, the enemy pawn may capture it as if it had moved only one square. This is called en passant: French for "in passing".
    .p2 = The capturing pawn moves diagonally onto the square the other pawn passed over, and the pawn that made the double step leaves the board.
    .p3 = The chance lasts one move: capture en passant at once, or never.
    .diagram1 = Black's pawn has just gone from d7 to d5: the pawn on e5 may capture it on d6.
    .diagram2 = A move later the chance is gone, and d6 is crossed out.
    .task1 = Capture en passant.

card-promotion = Promotion
    .p1 = A pawn that reaches the last rank must be promoted: it becomes a queen, a rook, a bishop or a knight of its own colour, as you choose. It cannot stay a pawn or become a king.
    .p2 = You may choose a queen even while your first queen is still on the board, so you can have two queens, or more.
    .p3 = Nearly always you choose a queen. Choosing another piece is called under-promotion: a knight can give a check that a queen cannot, and sometimes a new queen would stalemate.
    .diagram1 = The pawn on e7 may promote on e8, or capture the rook on d8 and promote there.
    .diagram2 = White already has a queen and may still promote the pawn on b7 to a second one.
    .task1 = Promote the pawn to a knight, giving check.

card-draws = Draws
    .p1 = A game is drawn by stalemate, and whenever the players agree to a draw.
    .p2 = It is also drawn when the same position comes up for the third time, with the same player to move, and when both players have made fifty moves in a row with no capture and no pawn move.
    .p3 = And it is drawn when neither side has enough pieces left to give checkmate: a king against a king, or a king and a bishop, or a king and a knight, against a lone king.
    .p4 = At a real board a player must claim the threefold repetition and the fifty-move draw. Ply ends the game by itself as soon as either happens, and also by insufficient material and stalemate.
    .diagram1 = A king and a knight cannot checkmate a lone king: this game is drawn.
    .task1 = Black is winning. Find the move that makes the game a draw at once.

card-piece-values = What the pieces are worth
    .p1 = To judge a trade, count the pieces: a pawn is worth 1, a knight 3, a bishop 3, a rook 5 and a queen 9. The king has no price: the game depends on it.
    .p2 = Giving a knight for a rook gains two points; giving the queen for a rook loses four. Trade when it leaves you ahead, and avoid trades that leave you behind.
    .p3 = The numbers are a guide, not a law: an active piece, or a pawn about to promote, can be worth more.
    .diagram1 = The bishop on d4 can take the knight (3) or the rook (5): the rook is worth more.
    .task1 = Capture the piece that is worth the most.

card-notation = Reading chess notation
    .p1 = A move is written as the piece's letter and the square it goes to: K for the king, Q the queen, R a rook, B a bishop, N a knight; a pawn has no letter. So Nf3 is a knight going to f3.
    .p2 = A capture adds an x: exd6 is the pawn on the e-file capturing on d6. O-O is castling on the king side, O-O-O castling on the queen side.
    .p3 = A promotion adds the new piece, as in e8=Q. A + after a move means check, and # means checkmate.
    .diagram1 = Nf3, exd6, O-O-O and e8=Q+ on one board.
    .task1 = Play the move { $move }.

card-touch-move = Touch-move and j'adoube
    .p1 = At a real board, if you touch one of your pieces on purpose you must move it, as long as it has a legal move. If you touch an enemy piece, you must capture it if you can.
    .p2 = To straighten a piece on its square without moving it, say "j'adoube" ("I adjust") before you touch it. Once you let go of a piece on its new square, the move stands.
    .p3 = In Ply a tap only selects a piece, and you may change your mind. But play as you would at a board: think first, then touch.
    .diagram1 = White has touched the bishop, so it must move, to one of the marked squares.
    .task1 = You have touched your knight on g1. Make your move.

card-beginner-mistakes = Four common beginner mistakes
    .p1 = Not asking what your opponent's last move threatens. Before every move, look at what their pieces attack now.
    .p2 = Leaving a piece where it can be taken for nothing. Before you let go of a piece, check that its new square is safe or defended.
    .p3 = Bringing the queen out early, and moving the same piece again and again. Bring out the knights and bishops first.
    .p4 = Leaving the king in the middle. Castle early, while the way is clear.
    .diagram1 = White threatens to take on f7 with checkmate.
    .task1 = Stop the checkmate on f7.

card-chess960 = Chess960
    .p1 = Chess960 starts from one of 960 setups: the pieces on the back rank are shuffled, in the same way for both players, with the bishops on squares of opposite colours and the king somewhere between the rooks. The pawns stand as usual.
    .p2 = Castling ends exactly as in ordinary chess: on the king side the king lands on g1 and the rook on f1; on the queen side the king lands on c1 and the rook on d1. Every square the king and that rook cross or land on must be empty, apart from the two of them, and the king must not be in check, pass through an attacked square or land on one.
    .p3 = In Ply you castle in Chess960 by moving the king onto the rook.
    .diagram1 = One of the 960 setups.
    .diagram2 = From b1 the king castles to g1 with the rook going to f1, or to c1 with the rook going to d1.
    .task1 = Castle king side.
