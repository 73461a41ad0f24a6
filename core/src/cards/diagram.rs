//! A card's diagram: a position and its marks. The dots and rings are the legal moves of the piece
//! the diagram is about, and the crosses the squares the why-not reasons forbid it, so no diagram
//! can show a move the rules do not allow.

use super::catalog::DiagramSpec;
use crate::rules::{Color, FenError, IllegalMoveReason, Position, Square};
use crate::session::{SquareView, mark_targets, square_views};

/// An arrow drawn on a diagram, from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where the arrow starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
}

/// One board picture on a rule card, drawn with White at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position, in FEN.
    pub fen: String,
    /// Whose move it is in the position.
    pub side_to_move: Color,
    /// The piece the diagram is about, shown selected, whose moves the marks show.
    pub subject: Option<Square>,
    /// The 64 squares, a1 to h8, as the game's board draws them: the subject selected, a dot
    /// (`legal_target`) where it may move, a ring (`capture_target`) where it may capture.
    pub squares: Vec<SquareView>,
    /// Squares the subject could reach by the way it moves, but which a rule forbids now (a pin,
    /// an attacked square, a condition of castling, a lapsed en passant).
    pub crosses: Vec<Square>,
    /// Arrows the card draws: a move just played, a check, a threat.
    pub arrows: Vec<Arrow>,
    /// Squares the card points out.
    pub highlights: Vec<Square>,
    /// What the diagram shows, in words.
    pub caption: String,
}

/// The diagram `spec` with its marks worked out and `caption` as its words.
pub(super) fn build(spec: &DiagramSpec, language: crate::i18n::Language, caption: String) -> Result<Diagram, FenError> {
    let position = Position::from_fen(spec.fen)?;
    let mut squares = square_views(language, &position);
    let mut crosses = Vec::new();
    if let Some(subject) = spec.subject {
        if let Some(view) = squares.get_mut(subject.index()) {
            view.selected = true;
        }
        mark_targets(&position, subject, &mut squares);
        crosses = forbidden_squares(&position, subject)
            .into_iter()
            .filter(|square| squares.get(square.index()).is_some_and(|view| !view.legal_target && !view.capture_target))
            .collect();
    }
    Ok(Diagram {
        fen: position.fen(),
        side_to_move: position.turn(),
        subject: spec.subject,
        squares,
        crosses,
        arrows: spec.arrows.iter().map(|&(from, to)| Arrow { from, to }).collect(),
        highlights: spec.highlights.to_vec(),
        caption,
    })
}

/// The squares the piece on `from` may not go to for a reason of the moment (not because it does
/// not move that way): where the why-not reasons are about the king's safety, castling's
/// conditions or en passant's one-move window. A refused castling is crossed on the king's
/// destination.
fn forbidden_squares(position: &Position, from: Square) -> Vec<Square> {
    use IllegalMoveReason as R;
    let mut squares: Vec<Square> = Square::ALL
        .into_iter()
        .filter_map(|to| match position.why_illegal(from, to)? {
            R::EnPassantExpired { .. }
            | R::MovesIntoCheck { .. }
            | R::DoubleCheck { .. }
            | R::KeepsKingInCheck { .. }
            | R::Pinned { .. }
            | R::ExposesKing { .. } => Some(to),
            R::CastlingWhileInCheck { side, .. }
            | R::CastlingPathBlocked { side, .. }
            | R::CastlingThroughCheck { side, .. }
            | R::CastlingIntoCheck { side, .. } => Some(side.king_destination(position.turn())),
            _ => None,
        })
        .filter(|square| *square != from)
        .collect();
    squares.sort();
    squares.dedup();
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::catalog::CARDS;
    use crate::i18n::Language;
    use crate::rules::Square::*;

    fn diagram(card: &str, index: usize) -> Diagram {
        let spec = CARDS.iter().find(|c| c.id == card).and_then(|c| c.diagrams.get(index)).unwrap();
        build(spec, Language::English, String::new()).unwrap()
    }

    fn dots(diagram: &Diagram) -> Vec<Square> {
        diagram.squares.iter().filter(|view| view.legal_target).map(|view| view.square).collect()
    }

    fn rings(diagram: &Diagram) -> Vec<Square> {
        diagram.squares.iter().filter(|view| view.capture_target).map(|view| view.square).collect()
    }

    #[test]
    fn each_piece_on_d4_of_an_empty_board_shows_its_whole_reach() {
        for (card, reach) in [("knight", 8), ("bishop", 13), ("rook", 14), ("queen", 27), ("king", 8)] {
            let diagram = diagram(card, 0);
            assert_eq!(diagram.subject, Some(D4));
            assert_eq!(dots(&diagram).len(), reach, "{card}");
            assert!(rings(&diagram).is_empty() && diagram.crosses.is_empty(), "{card}");
        }
    }

    #[test]
    fn the_pawn_goes_two_squares_from_its_start_and_one_elsewhere() {
        assert_eq!(dots(&diagram("pawn", 0)), [E3, E4]);
        assert_eq!(dots(&diagram("pawn", 1)), [D5]);
        assert_eq!(rings(&diagram("pawn", 1)), [C5]);
        assert!(dots(&diagram("pawn", 2)).is_empty(), "a piece in front blocks the pawn");
    }

    #[test]
    fn every_diagrams_marks_are_the_legal_moves_of_its_subject() {
        for card in CARDS {
            for spec in card.diagrams {
                let diagram = build(spec, Language::English, String::new()).unwrap();
                let position = Position::from_fen(spec.fen).unwrap();
                let Some(subject) = spec.subject else {
                    assert!(dots(&diagram).is_empty() && rings(&diagram).is_empty() && diagram.crosses.is_empty());
                    continue;
                };
                assert_eq!(position.piece_at(subject).map(|p| p.color), Some(position.turn()), "{}", spec.fen);
                for square in Square::ALL {
                    let marked = dots(&diagram).contains(&square) || rings(&diagram).contains(&square);
                    // A castling king's mark is where it lands, not its rook's square.
                    let reachable = position.legal_moves().iter().any(|mv| {
                        let lands = position.castling_squares(*mv).1;
                        let castles_away = position.is_castling(*mv) && lands != subject;
                        mv.from == subject && if castles_away { lands == square } else { mv.to == square }
                    });
                    assert_eq!(marked, reachable, "{} {square}", spec.fen);
                    if diagram.crosses.contains(&square) {
                        assert!(position.why_illegal(subject, square).is_some(), "{} {square}", spec.fen);
                    }
                }
            }
        }
    }

    #[test]
    fn a_pinned_bishop_is_crossed_out_everywhere_and_a_pinned_rook_only_off_the_line() {
        let bishop = diagram("pins", 0);
        assert!(dots(&bishop).is_empty());
        assert_eq!(bishop.crosses, [D1, F1, D3, F3, C4, G4, B5, H5, A6]);
        let rook = diagram("pins", 1);
        assert_eq!(dots(&rook), [E3, E4, E5, E6, E7]);
        assert_eq!(rings(&rook), [E8]);
        assert_eq!(rook.crosses, [A2, B2, C2, D2, F2, G2, H2]);
    }

    #[test]
    fn castling_is_crossed_out_on_attacked_squares_and_not_for_an_attacked_rook() {
        let attacked_squares = diagram("castling", 1);
        assert!(attacked_squares.crosses.contains(&G1) && attacked_squares.crosses.contains(&C1));
        let attacked_rook = diagram("castling", 2);
        assert!(dots(&attacked_rook).contains(&G1) && dots(&attacked_rook).contains(&C1));
        assert!(attacked_rook.crosses.is_empty());
        let in_check = diagram("castling", 3);
        assert!(in_check.crosses.contains(&G1) && in_check.crosses.contains(&C1));
    }

    #[test]
    fn en_passant_is_a_ring_at_once_and_a_cross_a_move_later() {
        assert_eq!(rings(&diagram("en_passant", 0)), [D6]);
        let later = diagram("en_passant", 1);
        assert!(rings(&later).is_empty());
        assert_eq!(later.crosses, [D6]);
    }

    #[test]
    fn the_king_may_not_step_onto_attacked_squares() {
        let diagram = diagram("king", 1);
        assert_eq!(dots(&diagram), [C3, D3, C4]);
        assert_eq!(diagram.crosses, [E3, E4, C5, D5, E5]);
    }
}
