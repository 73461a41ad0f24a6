//! A back-rank mate: a rook or queen mates the king on its first rank, its own men on the rank in
//! front leaving it no way out.

use super::{Moment, Motif};
use crate::rules::{Rank, Role};

/// The back-rank mate the opponent's line ends in, if it does.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let line = &moment.played;
    if !line.mates(!moment.mover) {
        return None;
    }
    let end = line.end();
    let king = end.king(moment.mover);
    let mating = *line.moves.last()?;
    let role = end.role_at(mating.to)?;
    let first_rank = Rank::First.relative_to(moment.mover);
    if king.rank() != first_rank || mating.to.rank() != first_rank || !matches!(role, Role::Rook | Role::Queen) {
        return None;
    }
    let forward = if first_rank == Rank::First { 1 } else { -1 };
    let boxed_in = (-1..=1)
        .filter_map(|files| king.offset(files, forward))
        .all(|square| end.by_color(moment.mover).contains(square));
    boxed_in.then_some(Motif::BackRankMate { role, moves: line.moves.len() as u32 / 2 })
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;

    #[test]
    fn a_rook_mating_behind_three_pawns_is_a_back_rank_mate() {
        // White's rook leaves the first rank; ...Re1# follows.
        let found =
            detect(&moment("4r1k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", &["d1d7", "e8e1"], &["h2h3"], 0, -30_000));
        assert_eq!(found, Some(Motif::BackRankMate { role: Role::Rook, moves: 1 }));
    }

    #[test]
    fn a_king_with_luft_is_not_mated_on_the_back_rank() {
        let found =
            detect(&moment("4r1k1/5ppp/8/8/8/7P/5PP1/3R2K1 w - - 0 1", &["d1d7", "e8e1", "g1h2"], &["d1e1"], 0, -100));
        assert_eq!(found, None);
    }

    #[test]
    fn a_mate_on_the_back_rank_with_a_free_square_in_front_is_another_mate() {
        // Mated on g1 by a rook, but the squares in front are the enemy king's, not its own men.
        let found = detect(&moment("1R6/8/8/8/8/6k1/r7/6K1 w - - 0 1", &["b8h8", "a2a1"], &["b8b3"], 0, -30_000));
        assert_eq!(found, None);
    }
}
