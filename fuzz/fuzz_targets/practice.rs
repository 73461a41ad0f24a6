//! A rule card's practice board driven by any taps, drags, typed moves and promotion choices:
//! the first two bytes pick the card and task, the rest are actions.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ply_core::cards::{self, RulePractice};
use ply_core::i18n::Language;
use ply_core::rules::{Role, Square};

const LANGUAGES: [Language; 4] = [Language::English, Language::Polish, Language::Russian, Language::Bulgarian];
const ROLES: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

fuzz_target!(|data: &[u8]| {
    let [card_byte, task_byte, actions @ ..] = data else { return };
    let cards = cards::all(Language::English);
    let card = &cards[usize::from(*card_byte) % cards.len()];
    let language = LANGUAGES[usize::from(card_byte / 64)];
    // One index past the last task: the typed error for a task that does not exist.
    let task = u32::from(*task_byte) % (card.tasks.len() as u32 + 1);
    let mut practice = match RulePractice::new(&card.id, task, language) {
        Ok(practice) => practice,
        Err(error) => {
            assert!(task as usize >= card.tasks.len(), "task {task} of `{}` does not start: {error}", card.id);
            return;
        }
    };
    let square = |byte: u8| Square::from_index(usize::from(byte % 64));
    let mut rest = actions;
    while let [action, tail @ ..] = rest {
        rest = tail;
        let was_solved = practice.view().solved;
        match action % 6 {
            0 => {
                let Some((&to, tail)) = rest.split_first() else { break };
                rest = tail;
                practice.tap(square(to));
            }
            1 => {
                let [from, to, tail @ ..] = rest else { break };
                rest = tail;
                practice.drag(square(*from), square(*to));
            }
            2 => {
                let Some((&length, tail)) = rest.split_first() else { break };
                let (text, tail) = tail.split_at(usize::from(length % 8).min(tail.len()));
                rest = tail;
                let _ = practice.enter(&String::from_utf8_lossy(text));
            }
            3 => {
                let Some((&role, tail)) = rest.split_first() else { break };
                rest = tail;
                let _ = practice.choose_promotion(ROLES[usize::from(role) % ROLES.len()]);
            }
            4 => practice.reset(),
            _ => {
                let Some((&to, tail)) = rest.split_first() else { break };
                rest = tail;
                practice.tap(square(action / 6));
                practice.tap(square(to));
            }
        }
        let view = practice.view();
        assert!(!was_solved || view.solved || action % 6 == 4, "a solved task came undone without a reset");
        assert!(!view.goal.is_empty() && !view.goal.contains(".task"), "task {task} of `{}` has no goal text", card.id);
    }
});
