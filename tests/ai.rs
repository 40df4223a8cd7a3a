#![cfg(not(target_arch = "wasm32"))]
//! The computer players: legal, blind to what their seat may not see, and repeatable.

mod common;

use common::game_after;
use muses::ai::{choose, Budget, Level};
use muses::rng::Stream;
use muses::{Game, Options, Phase, View};
use proptest::prelude::*;

/// Hard's and Master's searches are the same at any budget; a small one keeps debug builds
/// quick.
fn budget(level: Level) -> Budget {
    match level {
        Level::Hard | Level::Master => Budget::iterations(40),
        _ => Budget::default_for(level),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_level_plays_only_legal_actions(
        players in 2u8..=4,
        seed in any::<u64>(),
        plies in 0usize..40,
        own_mystery in any::<bool>(),
        choice in any::<u64>(),
    ) {
        let game = game_after(players, seed, plies);
        let seat = game.position().to_move();
        let view = game.view(Some(seat), own_mystery);
        let legal = game.legal_actions();
        for level in Level::ALL {
            let action = choose(&view, level, choice, budget(level));
            prop_assert!(
                action.is_some_and(|a| legal.contains(&a)),
                "{level} chose {action:?} in {}", game.position()
            );
        }
    }
}

#[test]
fn every_level_plays_whole_games_and_matches() {
    for players in 2..=4u8 {
        for (k, level) in Level::ALL.into_iter().enumerate() {
            let rounds = 1 + (k as u8 + players) % 2;
            let mut game = Game::new(Options::new(players).seed(k as u64).rounds(rounds)).unwrap();
            let mut turn = 0;
            while !game.is_over() && turn < 300 {
                let seat = game.position().to_move();
                let action = choose(&game.view(Some(seat), true), level, turn, budget(level));
                game.apply(action.expect("a move while the game goes on"))
                    .expect("a legal move");
                turn += 1;
            }
        }
    }
}

/// Two games dealt differently that look the same from `seat`: the Muses it cannot see are
/// dealt again at random.
fn same_view_other_truth(game: &Game, seat: usize) -> Option<(Game, Game)> {
    let view = game.view(Some(seat), true);
    let truths: Vec<Game> = (0..20)
        .filter_map(|s| view.world(&mut Stream::new(s)).ok())
        .map(Game::from_position)
        .collect();
    let first = truths.first()?;
    let other = truths.iter().find(|g| {
        g.position() != first.position()
            && g.view(Some(seat), false) == first.view(Some(seat), false)
    })?;
    Some((first.clone(), other.clone()))
}

#[test]
fn a_choice_depends_only_on_the_view() {
    let mut checked = 0;
    for players in 2..=4u8 {
        for plies in [0, 3, 9, 14, 20] {
            let game = game_after(players, u64::from(players) * 100 + plies as u64, plies);
            if game.is_over() {
                continue;
            }
            let seat = game.position().to_move();
            let Some((a, b)) = same_view_other_truth(&game, seat) else {
                continue;
            };
            let (va, vb): (View, View) = (a.view(Some(seat), false), b.view(Some(seat), false));
            assert_eq!(va, vb);
            for level in Level::ALL {
                for seed in 0..2 {
                    assert_eq!(
                        choose(&va, level, seed, budget(level)),
                        choose(&vb, level, seed, budget(level)),
                        "{level}, {} vs {}",
                        a.position(),
                        b.position()
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 10,
        "only {checked} positions had hidden truths to vary"
    );
}

#[test]
fn the_same_view_seed_and_budget_give_the_same_action() {
    for players in 2..=4u8 {
        for plies in [0, 5, 12, 18] {
            let game = game_after(players, 7 + plies as u64, plies);
            let seat = game.position().to_move();
            let view = game.view(Some(seat), true);
            for level in Level::ALL {
                let first = choose(&view, level, 99, budget(level));
                assert!(first.is_some());
                assert_eq!(first, choose(&view, level, 99, budget(level)), "{level}");
            }
        }
    }
}

#[test]
fn no_answer_for_a_seat_not_to_move_or_a_finished_game() {
    let game = game_after(3, 1, 5);
    let seat = game.position().to_move();
    for level in Level::ALL {
        let other = game.view(Some((seat + 1) % 3), true);
        assert_eq!(choose(&other, level, 0, budget(level)), None);
        assert_eq!(
            choose(&game.view(None, false), level, 0, budget(level)),
            None
        );
    }
    let mut done = Game::new(Options::new(2).seed(4)).unwrap();
    while let Some(&a) = done.legal_actions().first() {
        done.apply(a).unwrap();
    }
    assert_eq!(done.position().phase(), Phase::Over);
    let seat = done.position().to_move();
    assert_eq!(
        choose(
            &done.view(Some(seat), true),
            Level::Hard,
            0,
            budget(Level::Hard)
        ),
        None
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A view from anywhere (JavaScript, say) may be nonsense: never a panic, and any answer
    /// is legal in the view.
    #[test]
    fn a_tampered_view_never_panics(
        seed in any::<u64>(),
        plies in 0usize..30,
        value in 0u8..=255,
        to_move in 0u8..6,
        cut in 0usize..10,
    ) {
        let game = game_after(2, seed, plies);
        let mut view = game.view(Some(game.position().to_move()), true);
        if let Some(t) = view.tiles.get_mut(cut) {
            t.value = value;
        }
        view.tiles.truncate(cut.max(1));
        view.to_move = to_move;
        view.seat = Some(to_move);
        view.hand_sizes.push(3);
        for level in Level::ALL {
            if let Some(a) = choose(&view, level, seed, budget(level)) {
                prop_assert!(view.legal_actions().contains(&a));
            }
        }
    }
}

/// Held-out positions (issue 25): every Muse known, nothing wins at once, few actions are
/// safe and most let the next player end the round and win. From `muses::ai::safety`, seed 11.
const MINEFIELDS: [&str; 3] = [
    "polyhymnia@0,0=5o/Thalia@1,-1=1p/Terpsichore@2,-1=2w/Erato@1,-2=1p/Melpomene@-2,0=3w/\
     Urania@1,1=1p/Euterpe@2,-3=2w/Calliope@3,0=2p/Clio@-1,1=2w pw 2",
    "melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/\
     Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1",
    "clio@-1,0=4o/Calliope@-2,-1=3p/Terpsichore@-1,-1=2w/Thalia@-1,1=4p/Polyhymnia@-1,2=4w/\
     Urania@0,-2=3p/Euterpe@-2,4=1w/Melpomene@-1,3=5p/Erato@-3,5=3w pw 1",
];

/// Hard checks every reply at the root: whatever its budget, it never hands the round over
/// while a safe action exists; Easy and Medium neither.
#[test]
fn no_level_but_random_hands_the_round_over_when_a_safe_action_exists() {
    use muses::ai::safety::{is_held_out, positions, verdicts, Verdict};
    let mut all: Vec<muses::Position> = MINEFIELDS.iter().map(|t| t.parse().unwrap()).collect();
    all.extend(positions(5, 3));
    for pos in &all {
        assert!(is_held_out(pos), "{pos}");
        let view = Game::from_position(*pos).view(Some(pos.to_move()), true);
        let v = verdicts(pos);
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
            for seed in 0..2 {
                let a = choose(&view, level, seed, budget(level)).unwrap();
                let verdict = v.iter().find(|(b, _)| *b == a).map(|(_, v)| *v);
                assert_eq!(verdict, Some(Verdict::Safe), "{level} in {pos}: {a:?}");
            }
        }
    }
}

/// Where one action ends the round and wins, every level but Random plays it.
#[test]
fn every_level_takes_a_winning_end() {
    let pos: muses::Position = "euterpe@0,0=3o/Urania@1,-2=2w/Calliope@0,-1=5p/Clio@2,0=1w/\
        Terpsichore@0,-3=4p/Thalia@3,1=2w/Polyhymnia@1,1=5p/Erato@-1,0=1w/Melpomene@-2,-1=1p pw 2"
        .parse()
        .unwrap();
    let win = muses::notation::parse_action(&pos, "Urania*Calliope:W").unwrap();
    let view = Game::from_position(pos).view(Some(1), true);
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
        assert_eq!(choose(&view, level, 1, budget(level)), Some(win), "{level}");
    }
}
