//! The game session as a player uses it: taps and drags in, `BoardView`s out.

use std::time::Duration;

use ply_core::engine::Level;
use ply_core::rules::{Color, DrawReason, Game, Position, Role, Square, Square::*, WinReason};
use ply_core::session::{
    ColorChoice, GameSession, Opponent, Orientation, SaveError, Settings, Status, TimeControl, Variant,
};

fn tap_move(session: &mut GameSession, from: Square, to: Square, now: u64) {
    session.tap(from, now);
    session.tap(to, now);
}

fn play_all(session: &mut GameSession, moves: &[(Square, Square)]) {
    for (i, &(from, to)) in moves.iter().enumerate() {
        tap_move(session, from, to, i as u64 * 1000);
    }
}

/// Lets the computer move: waits for its search, then lets the level's pause pass.
fn computer_replies(session: &mut GameSession, now: &mut u64) {
    for _ in 0..100 {
        if !session.computer_thinking() {
            return;
        }
        session.wait_for_computer(Duration::from_millis(200));
        *now += 1000;
        session.tick(*now);
    }
    panic!("the computer never answered");
}

#[test]
fn a_pass_and_play_game_reaches_checkmate_by_taps() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(F2, F3), (E7, E5), (G2, G4), (D8, H4)]);
    let view = session.view(10_000);
    assert_eq!(view.status, Status::Won { winner: Color::Black, reason: WinReason::Checkmate });
    assert_eq!(view.status_text, "Checkmate. Black wins.");
    assert_eq!(view.moves[1].black.as_deref(), Some("Qh4#"));
    assert!(view.squares[E1.index()].checked_king);
    assert_eq!(view.spoken_last_move.as_deref(), Some("Queen from d8 to h4, checkmate"));
    assert!(!view.buttons.resign && !view.buttons.offer_draw);
}

#[test]
fn a_selected_piece_shows_its_moves_and_captures() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(E2, E4), (D7, D5)]);
    session.tap(E4, 5000);
    let view = session.view(5000);
    assert!(view.squares[E4.index()].selected);
    assert!(view.squares[E5.index()].legal_target);
    assert!(view.squares[D5.index()].capture_target);
    assert!(!view.squares[E6.index()].legal_target);
    session.tap(E4, 5000);
    assert!(!session.view(5000).squares[E4.index()].selected, "a second tap deselects");
}

#[test]
fn tapping_another_own_piece_changes_the_selection() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    session.tap(G1, 0);
    session.tap(B1, 0);
    let view = session.view(0);
    assert!(view.squares[B1.index()].selected && !view.squares[G1.index()].selected);
    assert!(view.squares[C3.index()].legal_target);
}

#[test]
fn a_pawn_reaching_the_last_rank_waits_for_the_players_choice() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(H2, H4), (G7, G5), (H4, G5), (G8, F6), (G5, G6), (F6, E4), (G6, G7), (E4, F6)]);
    session.drag(G7, H8, 9000);
    let view = session.view(9000);
    let promotion = view.pending_promotion.expect("a promotion waits");
    assert_eq!((promotion.from, promotion.to), (G7, H8));
    assert_eq!(promotion.choices, vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight]);
    session.choose_promotion(Role::Knight, 9500).unwrap();
    let view = session.view(9500);
    assert_eq!(view.squares[H8.index()].piece.map(|p| p.role), Some(Role::Knight));
    assert_eq!(view.moves[4].white.as_deref(), Some("gxh8=N"));
    assert_eq!(view.pending_promotion, None);
}

#[test]
fn a_cancelled_promotion_leaves_the_pawn_where_it_was() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(H2, H4), (G7, G5), (H4, G5), (G8, F6), (G5, G6), (F6, E4), (G6, G7), (E4, F6)]);
    session.drag(G7, G8, 9000);
    session.cancel_promotion();
    let view = session.view(9000);
    assert_eq!(view.squares[G7.index()].piece.map(|p| p.role), Some(Role::Pawn));
    assert_eq!(view.side_to_move, Color::White);
}

#[test]
fn castling_through_check_is_refused_with_its_reason_and_card() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(E2, E4), (E7, E5), (G1, F3), (B8, C6), (F1, C4), (G8, F6), (D2, D3), (F8, C5)]);
    play_all(&mut session, &[(C1, G5), (C5, F2)]);
    // The king is in check from the bishop on f2: castling is refused.
    session.tap(E1, 20_000);
    session.tap(G1, 20_000);
    let refusal = session.view(20_000).refusal.expect("a refusal");
    assert_eq!(refusal.card_id, "castling");
    assert!(refusal.text.contains("check"), "{}", refusal.text);
    assert_eq!(session.view(20_000).moves.len(), 5, "nothing was played");
}

#[test]
fn castling_by_tapping_the_king_then_its_destination() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(E2, E4), (E7, E5), (G1, F3), (B8, C6), (F1, C4), (G8, F6)]);
    session.tap(E1, 7000);
    assert!(session.view(7000).squares[G1.index()].legal_target);
    session.tap(G1, 7000);
    let view = session.view(7000);
    assert_eq!(view.moves[3].white.as_deref(), Some("O-O"));
    assert_eq!(view.spoken_last_move.as_deref(), Some("Castles king side"));
}

#[test]
fn an_illegal_tap_move_explains_itself_and_changes_nothing() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    tap_move(&mut session, E2, E5, 0);
    let view = session.view(0);
    let refusal = view.refusal.expect("refused");
    assert_eq!(refusal.card_id, "pawn");
    assert_eq!((refusal.from, refusal.to), (E2, E5));
    assert!(view.moves.is_empty());
}

#[test]
fn undo_and_redo_take_back_and_replay_one_half_move_in_pass_and_play() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    play_all(&mut session, &[(E2, E4), (E7, E5)]);
    session.undo(3000).unwrap();
    assert_eq!(session.view(3000).side_to_move, Color::Black);
    assert!(session.view(3000).buttons.redo);
    session.redo(4000).unwrap();
    assert_eq!(session.view(4000).moves[0].black.as_deref(), Some("e5"));
    session.undo(5000).unwrap();
    session.undo(5000).unwrap();
    assert!(session.undo(5000).is_err());
    tap_move(&mut session, D2, D4, 6000);
    assert!(!session.view(6000).buttons.redo, "a new move clears redo");
}

#[test]
fn a_threefold_repetition_draws_and_the_view_counts_repeats() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    let shuffle = [(G1, F3), (G8, F6), (F3, G1), (F6, G8)];
    play_all(&mut session, &shuffle);
    assert!(session.view(0).repetition_text.as_deref().is_some_and(|t| t.contains("twice")));
    play_all(&mut session, &shuffle);
    assert_eq!(session.view(0).status, Status::Drawn(DrawReason::ThreefoldRepetition));
}

#[test]
fn a_draw_offer_is_declined_by_a_move_or_accepted() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    session.offer_draw(0).unwrap();
    assert_eq!(session.view(0).draw_offer, Some(Color::White));
    assert_eq!(session.view(0).draw_offer_text.as_deref(), Some("White offers a draw."));
    tap_move(&mut session, E2, E4, 1000);
    assert_eq!(session.view(1000).draw_offer, Some(Color::White), "the offerer's own move keeps it");
    tap_move(&mut session, E7, E5, 2000);
    assert_eq!(session.view(2000).draw_offer, None, "the other player's move declines it");
    session.offer_draw(3000).unwrap();
    session.accept_draw(3000).unwrap();
    assert_eq!(session.view(3000).status, Status::Drawn(DrawReason::Agreement));
}

#[test]
fn the_player_holding_the_phone_resigns_for_their_own_side() {
    let mut session = GameSession::new(Settings::versus_computer(Level::Beginner, ColorChoice::Black), 0);
    session.resign_player(0).unwrap();
    assert_eq!(session.view(0).status, Status::Won { winner: Color::White, reason: WinReason::Resignation });
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    tap_move(&mut session, E2, E4, 0);
    session.resign_player(0).unwrap();
    assert_eq!(session.view(0).status, Status::Won { winner: Color::White, reason: WinReason::Resignation });
}

#[test]
fn resignation_names_the_side() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    session.resign(Color::White, 0).unwrap();
    let view = session.view(0);
    assert_eq!(view.status, Status::Won { winner: Color::Black, reason: WinReason::Resignation });
    assert_eq!(view.status_text, "White resigned. Black wins.");
}

fn with_clock(minutes: u32, increment_seconds: u32) -> Settings {
    Settings { time_control: Some(TimeControl { minutes, increment_seconds }), ..Settings::pass_and_play() }
}

#[test]
fn clocks_run_for_the_side_to_move_and_add_the_increment() {
    let mut session = GameSession::new(with_clock(5, 3), 0);
    tap_move(&mut session, E2, E4, 0);
    tap_move(&mut session, E7, E5, 10_000);
    let clocks = session.view(15_000).clocks.expect("clocks");
    assert_eq!(clocks.white_ms, 300_000 + 3_000 - 5_000);
    assert_eq!(clocks.black_ms, 300_000 - 10_000 + 3_000);
    assert_eq!(clocks.running, Some(Color::White));
}

#[test]
fn a_fallen_flag_loses_but_draws_against_a_lone_king() {
    let mut session = GameSession::new(with_clock(3, 2), 0);
    tap_move(&mut session, E2, E4, 0);
    session.tick(181_000);
    assert_eq!(session.view(181_000).status, Status::Won { winner: Color::White, reason: WinReason::Timeout });

    // White has a rook, Black only a king: White's fallen flag is a draw.
    let game = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 60").unwrap(), false);
    let mut session = GameSession::from_game(with_clock(3, 0), game, 0);
    tap_move(&mut session, E8, D7, 0);
    session.tick(180_000);
    assert_eq!(session.view(180_000).status, Status::Drawn(DrawReason::TimeoutVsInsufficientMaterial));
    assert_eq!(session.view(180_000).status_text, "White ran out of time, but Black cannot checkmate: a draw.");
}

#[test]
fn undo_then_redo_gives_back_the_clocks_as_they_were_and_no_time() {
    let mut session = GameSession::new(with_clock(1, 2), 0);
    tap_move(&mut session, E2, E4, 1_000);
    // Black thinks for 40 seconds, then White takes the move back and plays it again.
    let before = session.view(41_000).clocks;
    session.undo(41_000).unwrap();
    session.redo(41_000).unwrap();
    assert_eq!(session.view(41_000).clocks, before);
    assert_eq!(before.map(|c| (c.white_ms, c.black_ms)), Some((62_000, 20_000)));
}

#[test]
fn undo_then_redo_against_the_computer_gives_back_both_clocks() {
    let settings = Settings {
        time_control: Some(TimeControl { minutes: 1, increment_seconds: 0 }),
        ..Settings::versus_computer(Level::Beginner, ColorChoice::White)
    };
    let mut session = GameSession::new(settings, 0);
    let mut now = 0;
    tap_move(&mut session, E2, E4, now);
    computer_replies(&mut session, &mut now);
    now += 5_000;
    let before = session.view(now).clocks;
    session.undo(now).unwrap();
    session.redo(now).unwrap();
    assert_eq!(session.view(now).clocks, before);
}

#[test]
fn pausing_stops_the_clock_and_undo_restores_both_clocks() {
    let mut session = GameSession::new(with_clock(10, 0), 0);
    tap_move(&mut session, E2, E4, 0);
    session.pause(5_000);
    assert_eq!(session.view(50_000).clocks.map(|c| c.black_ms), Some(595_000));
    session.resume_play(50_000);
    tap_move(&mut session, E7, E5, 60_000);
    session.undo(70_000).unwrap();
    let clocks = session.view(70_000).clocks.expect("clocks");
    assert_eq!((clocks.white_ms, clocks.black_ms), (600_000, 585_000));
}

#[test]
fn the_board_turns_as_the_orientation_setting_says() {
    let flip = Settings {
        opponent: Opponent::PassAndPlay { orientation: Orientation::FlipEachMove },
        ..Settings::pass_and_play()
    };
    let mut session = GameSession::new(flip, 0);
    assert_eq!(session.view(0).orientation.bottom, Color::White);
    tap_move(&mut session, E2, E4, 0);
    assert_eq!(session.view(0).orientation.bottom, Color::Black);
    let face = Settings {
        opponent: Opponent::PassAndPlay { orientation: Orientation::FaceToFace },
        ..Settings::pass_and_play()
    };
    let view = GameSession::new(face, 0).view(0);
    assert!(view.orientation.top_upside_down);
}

#[test]
fn the_computer_answers_a_move_after_its_pause() {
    let mut session = GameSession::new(Settings::versus_computer(Level::Easy, ColorChoice::White), 0);
    tap_move(&mut session, E2, E4, 0);
    assert!(session.view(0).computer_thinking);
    assert!(!session.view(0).buttons.hint, "no hint on the computer's turn");
    session.tap(D2, 10);
    assert!(!session.view(10).squares[D2.index()].selected, "taps wait for the computer");
    let mut now = 0;
    computer_replies(&mut session, &mut now);
    let view = session.view(now);
    assert!(view.moves[0].black.is_some());
    assert!(!view.computer_thinking);
    assert_eq!(view.computer_level, Some(Level::Easy));
}

#[test]
fn the_computer_moves_first_when_the_player_takes_black() {
    let mut session = GameSession::new(Settings::versus_computer(Level::Beginner, ColorChoice::Black), 0);
    assert_eq!(session.view(0).orientation.bottom, Color::Black);
    let mut now = 0;
    computer_replies(&mut session, &mut now);
    assert!(session.view(now).moves[0].white.is_some());
}

#[test]
fn undo_while_the_computer_thinks_cancels_it_and_its_answer_is_never_played() {
    let mut session = GameSession::new(Settings::versus_computer(Level::Expert, ColorChoice::White), 0);
    tap_move(&mut session, E2, E4, 0);
    assert!(session.computer_thinking());
    session.undo(10).unwrap();
    assert!(!session.computer_thinking());
    std::thread::sleep(Duration::from_millis(50));
    session.tick(100_000);
    let view = session.view(100_000);
    assert!(view.moves.is_empty(), "{:?}", view.moves);
    assert_eq!(view.side_to_move, Color::White);
}

#[test]
fn undo_against_the_computer_takes_back_the_reply_too_and_can_be_locked() {
    let mut session = GameSession::new(Settings::versus_computer(Level::Beginner, ColorChoice::White), 0);
    tap_move(&mut session, E2, E4, 0);
    let mut now = 0;
    computer_replies(&mut session, &mut now);
    session.undo(now).unwrap();
    assert!(session.view(now).moves.is_empty());
    let locked = Settings { undo_locked: true, ..Settings::versus_computer(Level::Beginner, ColorChoice::White) };
    let mut session = GameSession::new(locked, 0);
    tap_move(&mut session, E2, E4, 0);
    assert!(!session.view(0).buttons.undo);
    assert!(session.undo(0).is_err());
}

#[test]
fn a_hint_marks_the_square_of_a_good_move() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    // White can take a queen left hanging.
    play_all(&mut session, &[(E2, E4), (D7, D5), (B1, C3), (D8, D6), (D2, D4), (D6, B4), (A2, A3), (B4, B2)]);
    let square = session.hint().unwrap();
    assert_eq!(square, C1);
    assert!(session.view(0).squares[C1.index()].hint);
}

#[test]
fn a_hint_found_after_the_game_moved_on_is_dropped() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    let search = session.hint_search().unwrap();
    let square = search.run().unwrap();
    tap_move(&mut session, E2, E4, 0);
    assert!(!session.keep_hint(&search, square));
    assert!(!session.view(0).squares.iter().any(|view| view.hint));
    let search = session.hint_search().unwrap();
    let square = search.run().unwrap();
    assert!(session.keep_hint(&search, square), "a hint for the game as it stands is kept");
    assert!(session.view(0).squares[square.index()].hint);
}

#[test]
fn save_then_load_gives_back_the_same_game_and_clocks() {
    let dir = std::env::temp_dir().join(format!("ply-session-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.ply");
    let mut session = GameSession::new(with_clock(5, 3), 0);
    play_all(&mut session, &[(E2, E4), (E7, E5), (G1, F3)]);
    session.undo(5000).unwrap();
    session.save(&path, 6000).unwrap();
    let restored = GameSession::load(&path, 100_000).unwrap();
    let (a, b) = (session.view(6000), restored.view(100_000));
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.squares, b.squares);
    assert_eq!(b.clocks.map(|c| (c.white_ms, c.black_ms)), a.clocks.map(|c| (c.white_ms, c.black_ms)));
    assert!(b.buttons.redo);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_chess960_game_against_the_computer_survives_save_and_load() {
    let settings = Settings {
        variant: Variant::Chess960 { number: Some(0) },
        ..Settings::versus_computer(Level::Beginner, ColorChoice::White)
    };
    let session = GameSession::new(settings, 0);
    let bytes = session.to_bytes(0).unwrap();
    let restored = GameSession::from_bytes(&bytes, 0).unwrap();
    assert_eq!(restored.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    assert!(restored.game().is_chess960());
}

#[test]
fn a_corrupt_truncated_or_newer_save_is_refused_and_the_old_save_is_kept() {
    let session = GameSession::new(Settings::pass_and_play(), 0);
    let bytes = session.to_bytes(0).unwrap();
    assert!(matches!(GameSession::from_bytes(&bytes[..bytes.len() - 3], 0), Err(SaveError::Truncated { .. })));
    assert!(matches!(GameSession::from_bytes(b"hello world, not a save", 0), Err(SaveError::NotASave)));
    let mut newer = bytes.clone();
    newer[8] = 99;
    assert!(matches!(GameSession::from_bytes(&newer, 0), Err(SaveError::NewerVersion { found: 99, .. })));
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[14..last].iter_mut().for_each(|b| *b = 0xff);
    assert!(matches!(GameSession::from_bytes(&damaged, 0), Err(SaveError::Undecodable { .. } | SaveError::Corrupt(_))));

    let dir = std::env::temp_dir().join(format!("ply-session-keep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.ply");
    session.save(&path, 0).unwrap();
    let missing_dir = dir.join("no-such-dir").join("game.ply");
    assert!(matches!(session.save(&missing_dir, 0), Err(SaveError::Io(_))));
    assert!(GameSession::load(&path, 0).is_ok(), "the earlier save is intact");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_fifty_move_counter_appears_once_it_matters() {
    let quiet = |halfmoves: u32| {
        let fen = format!("4k3/8/8/8/8/8/8/R3K3 w - - {halfmoves} 60");
        let game = Game::from_position(Position::from_fen(&fen).unwrap(), false);
        GameSession::from_game(Settings::pass_and_play(), game, 0)
    };
    assert_eq!(quiet(10).view(0).fifty_move_text, None);
    assert_eq!(quiet(80).view(0).fifty_move_text.as_deref(), Some("10 moves left before the fifty-move draw"));
    assert_eq!(quiet(99).view(0).fifty_move_text.as_deref(), Some("1 move left before the fifty-move draw"));
    let mut session = quiet(99);
    tap_move(&mut session, A1, A2, 0);
    assert_eq!(session.view(0).status, Status::Drawn(DrawReason::FiftyMoves));
}

#[test]
fn typed_moves_read_as_squares_uci_or_san() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    for text in ["e2 e4", "e7-e5", "g1f3", "Nc6", "Bc4", "Nf6"] {
        session.enter(text, 0).unwrap();
    }
    session.enter("O-O", 0).unwrap();
    let view = session.view(0);
    assert_eq!(view.moves[3].white.as_deref(), Some("O-O"));
    assert!(matches!(session.enter("Qh9", 0), Err(ply_core::session::SessionError::UnreadableMove(_))));
    session.enter("e8 e6", 0).unwrap();
    assert_eq!(session.view(0).refusal.map(|r| r.card_id).as_deref(), Some("king"));
}

#[test]
fn a_typed_promotion_names_its_piece_or_waits_for_it() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    for text in ["h4", "g5", "hxg5", "Nf6", "g6", "Ne4", "g7", "Nf6"] {
        session.enter(text, 0).unwrap();
    }
    session.enter("g7h8r", 0).unwrap();
    assert_eq!(session.view(0).moves[4].white.as_deref(), Some("gxh8=R"));
    session.undo(0).unwrap();
    session.enter("g7 g8", 0).unwrap();
    assert!(session.view(0).pending_promotion.is_some());
}
