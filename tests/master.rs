#![cfg(not(target_arch = "wasm32"))]
//! Master: repeatable for a seed on one worker, its workers' thoughts combined whatever their
//! order, its learned model read or replaced by the fallback, and never handing the round
//! over on the held-out positions (tests/safety.rs has the positions where only a Power wins).

mod common;

use common::game_after;
use muses::ai::master::{self, combine, think, worker_seed};
use muses::ai::policy::{Policy, FEATURES};
use muses::ai::safety::{positions, verdicts, Verdict};
use muses::ai::{choose, Budget, Level, Thought};
use muses::{Action, Game, Phase};

const SMALL: Budget = Budget::iterations(200);

#[test]
fn one_worker_repeats_its_choice_for_a_seed() {
    for (players, plies) in [(2, 0), (2, 9), (2, 14), (3, 12), (4, 16)] {
        let game = game_after(players, 40 + plies as u64, plies);
        let view = game.view(Some(game.position().to_move()), true);
        let first = choose(&view, Level::Master, 7, SMALL);
        assert!(first.is_some_and(|a| game.legal_actions().contains(&a)));
        assert_eq!(first, choose(&view, Level::Master, 7, SMALL));
        let t = think(&view, 7, SMALL, None, master::tuning());
        assert_eq!(t, think(&view, 7, SMALL, None, master::tuning()));
        // The first worker of several is the one worker.
        assert_eq!(worker_seed(7, 0), 7);
        let two = master::choose_parallel(&view, 7, SMALL, 1, master::tuning(), None);
        assert_eq!(two.map(|(a, _)| a), first);
    }
}

#[test]
fn workers_search_apart_and_their_thoughts_combine_in_any_order() {
    let game = game_after(2, 3, 10);
    assert_eq!(game.position().phase(), Phase::Dance);
    let view = game.view(Some(game.position().to_move()), true);
    let thoughts: Vec<Thought> = (0..3)
        .map(|k| think(&view, worker_seed(5, k), SMALL, None, master::tuning()).unwrap())
        .collect();
    assert_ne!(thoughts[0], thoughts[1], "each worker its own seed");
    let (action, iterations) = combine(&thoughts).unwrap();
    assert!(game.legal_actions().contains(&action));
    assert_eq!(
        iterations,
        thoughts.iter().map(|t| t.iterations).sum::<u32>()
    );
    let mut reversed = thoughts.clone();
    reversed.reverse();
    assert_eq!(combine(&reversed), Some((action, iterations)));
    // The action visited most over all of them.
    let total = |a: Action| -> u32 {
        thoughts
            .iter()
            .flat_map(|t| &t.visits)
            .filter(|(b, _)| *b == a)
            .map(|(_, v)| v)
            .sum()
    };
    let all: Vec<Action> = thoughts[0].visits.iter().map(|(a, _)| *a).collect();
    assert!(all.iter().all(|&a| total(a) <= total(action)));
    assert_eq!(combine(&[]), None);
    let parallel = master::choose_parallel(&view, 5, SMALL, 3, master::tuning(), None);
    assert_eq!(parallel, Some((action, iterations)));
}

#[test]
fn the_model_is_read_or_replaced_by_the_fallback() {
    // The shipped file reads as a model of this version, or Master falls back.
    let shipped = Policy::shipped();
    let bytes = shipped.to_bytes();
    assert_eq!(Policy::from_bytes(&bytes), Some(shipped));
    assert_eq!(Policy::from_bytes(b""), None, "an absent model");
    assert_eq!(Policy::from_bytes(b"MUSEPOL1\x03\0\0\0abc"), None);
    let mut wrong = bytes;
    wrong[8] = (FEATURES + 1) as u8;
    assert_eq!(Policy::from_bytes(&wrong), None, "another version's model");
    // Without a model, with the fallback's or the shipped one, Master plays legal moves.
    let game = game_after(2, 11, 12);
    let view = game.view(Some(game.position().to_move()), true);
    for model in [None, Some(Policy::FALLBACK), Some(shipped)] {
        let t = think(&view, 1, SMALL, None, master::with_model(model)).unwrap();
        let (a, _) = combine(&[t]).unwrap();
        assert!(game.legal_actions().contains(&a), "{model:?}");
    }
}

#[test]
fn master_takes_a_safe_action_on_held_out_positions() {
    for pos in positions(6, 31) {
        let v = verdicts(&pos);
        let view = Game::from_position(pos).view(Some(pos.to_move()), true);
        let a = choose(&view, Level::Master, 2, SMALL).unwrap();
        let verdict = v.iter().find(|(b, _)| *b == a).map(|(_, v)| *v);
        assert_eq!(verdict, Some(Verdict::Safe), "{a:?} in {pos}");
    }
}

#[test]
fn tunings_are_read_from_words_and_bad_words_are_refused() {
    let base = master::tuning();
    let t = master::tuning_from("guard=off, prior=0.5,prior-depth=2,widen=1.5", base).unwrap();
    assert!(!t.guard && t.prior == 0.5 && t.prior_depth == 2 && t.widen == 1.5);
    assert_eq!(master::tuning_from("", base), Ok(base));
    for bad in [
        "guard",
        "guard=maybe",
        "prior=-1",
        "speed=2",
        "model=big",
        "widen=NaN",
    ] {
        assert!(master::tuning_from(bad, base).is_err(), "{bad}");
    }
}
