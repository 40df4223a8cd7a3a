//! The Hint (issue 14, src/ai/hint.rs): Medium's choice for the seat to move with a typed
//! reason why. Each reason on a position that shows it; then, over random games and seats,
//! the Hint is legal, deterministic, true about the real game, and blind to what the seat
//! cannot see (proptest).
#![cfg(not(target_arch = "wasm32"))]

use muses::ai::{hint, why, Why};
use muses::notation::parse_action;
use muses::{Colour, Event, Game, Muse, Options, Square};
use proptest::prelude::*;

fn game(text: &str) -> Game {
    Game::from_position(text.parse().unwrap_or_else(|e| panic!("{text}: {e}")))
}

/// Why seat 1 (to move) would play `action` in the position, as its own view sees it.
fn why_of(text: &str, action: &str, own_mystery: bool) -> Option<Why> {
    let g = game(text);
    let a = parse_action(g.position(), action).unwrap();
    why(&g.view(Some(0), own_mystery), &a, 1)
}

#[test]
fn a_sure_win_ends_the_round() {
    assert_eq!(
        why_of("Clio@0,0=5p/Urania@1,0=2w pw 1", "Clio:N", false),
        Some(Why::WinsRound)
    );
    // The Hint finds it.
    let g = game("Clio@0,0=5p/Urania@1,0=2w pw 1");
    let h = hint(&g.view(Some(0), false), 3).unwrap();
    assert_eq!(h.why, Some(Why::WinsRound));
}

#[test]
fn a_six_that_may_not_win_only_makes_a_six() {
    // White's face-down Muse may be Urania (1 Sun) showing 1: the Will of Apollo would tie
    // the column, and the trigger Company loses a tie (D7).
    assert_eq!(
        why_of("Clio@0,0=5p/urania@1,0=1w pw 1", "Clio:N", false),
        Some(Why::MakesSix {
            colour: Colour::Purple
        })
    );
}

#[test]
fn a_die_set_to_its_muses_suns_is_the_will_of_apollo() {
    // Thalia has 2 Suns: her die goes from 1 to 2.
    assert_eq!(
        why_of("Thalia@0,0=1p/Urania@1,0=3w pw 1", "Thalia:N", false),
        Some(Why::WillOfApollo {
            muse: Muse::Thalia,
            square: Square::new(0, 1)
        })
    );
}

#[test]
fn the_will_of_apollo_on_a_hidden_muse_is_not_told() {
    // Seat 1's own face-down Thalia: only a private device knows her (D3).
    let text = "thalia@0,0=1p/Urania@1,0=3w pw 1";
    assert_eq!(why_of(text, "thalia:N", false), None);
    assert_eq!(
        why_of(text, "thalia:N", true),
        Some(Why::WillOfApollo {
            muse: Muse::Thalia,
            square: Square::new(0, 1)
        })
    );
}

#[test]
fn a_power_lowers_a_rival_die_or_raises_an_own_one() {
    assert_eq!(
        why_of(
            "Terpsichore@0,0=2p/Urania@-1,0=3w/Clio@1,0=1w/Thalia@0,-1=2p pw 1",
            "Terpsichore*Urania:N",
            false
        ),
        Some(Why::LowersRivalDie {
            square: Square::new(-1, 0)
        })
    );
    assert_eq!(
        why_of(
            "Clio@0,0=1p/Thalia@1,0=3p/Urania@0,1=2w pw 1",
            "Clio*Thalia:S",
            false
        ),
        Some(Why::RaisesOwnDie {
            square: Square::new(1, 0)
        })
    );
}

#[test]
fn a_group_move_pushes_muses() {
    assert_eq!(
        why_of(
            "Clio@0,0=2p/Thalia@1,0=3w/Urania@2,0=3w pw 1",
            "Clio:E",
            false
        ),
        Some(Why::PushesMuses { count: 2 })
    );
    assert_eq!(
        why_of(
            "Clio@0,0=2p/Thalia@1,0=3w/Urania@2,0=3w pw 1",
            "Clio:N",
            false
        ),
        None
    );
}

#[test]
fn no_hint_for_a_seat_not_to_move_or_a_finished_game() {
    let g = game("Clio@0,0=5p/Urania@1,0=2w pw 1");
    assert_eq!(hint(&g.view(Some(1), false), 1), None);
    assert_eq!(hint(&g.view(None, false), 1), None);
    let mut g = g;
    g.apply(parse_action(g.position(), "Clio:N").unwrap())
        .unwrap();
    assert_eq!(hint(&g.view(Some(1), false), 1), None);
}

/// A random game, played `moves` random legal actions in.
fn random_game(players: u8, rounds: u8, seed: u64, picks: &[u32]) -> Game {
    let mut game = Game::new(Options::new(players).seed(seed).rounds(rounds)).unwrap();
    for &p in picks {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        game.apply(legal[p as usize % legal.len()]).unwrap();
    }
    game
}

/// Whether `why` is true of `action` in the real game.
fn is_true(game: &Game, action: muses::Action, why: Why) -> bool {
    let seat = game.position().to_move();
    let own = game.position().seats()[seat];
    let company = game.position().companies().iter().position(|&c| c == own);
    let mut after = game.clone();
    let events = after.apply(action).unwrap();
    let tile_at = |sq: Square| after.position().board().at(sq).copied();
    match why {
        Why::WinsRound => {
            after.results().len() > game.results().len()
                && after.results().last().map(|r| r.winners.clone())
                    == Some(company.into_iter().collect())
        }
        Why::WinsMatch => {
            after.match_score().map(|m| m.winners.clone()) == Some(company.into_iter().collect())
        }
        Why::MakesSix { colour } => {
            // The 6 of the dance, before any Will of Apollo.
            events.iter().any(|e| matches!(e, Event::RoundEnded { .. }))
                && after
                    .results()
                    .last()
                    .is_some_and(|r| r.tiles.iter().any(|t| t.colour == colour && t.value == 6))
        }
        Why::WillOfApollo { muse, square } => tile_at(square)
            .is_some_and(|t| t.muse == muse && t.colour == own && t.value == muse.suns()),
        Why::LowersRivalDie { square } => {
            events.iter().any(|e| {
                matches!(
                    e,
                    Event::PowerUsed {
                        effect: muses::Effect::Lower | muses::Effect::Swap,
                        ..
                    }
                )
            }) && tile_at(square).is_some_and(|t| t.colour != own)
        }
        Why::RaisesOwnDie { square } => {
            events.iter().any(|e| matches!(e, Event::PowerUsed { .. }))
                && tile_at(square).is_some_and(|t| t.colour == own)
        }
        Why::PushesMuses { count } => {
            events
                .iter()
                .filter(|e| matches!(e, Event::Moved { .. }))
                .count()
                == usize::from(count) + 1
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn the_hint_is_legal_deterministic_true_and_blind_to_what_the_seat_cannot_see(
        players in 2u8..=4,
        rounds in 1u8..=2,
        seed in any::<u64>(),
        picks in prop::collection::vec(any::<u32>(), 0..40),
        hint_seed in any::<u64>(),
        ask_mover in prop::bool::weighted(0.8),
        asker in 0usize..4,
        own_mystery in any::<bool>(),
    ) {
        let game = random_game(players, rounds, seed, &picks);
        let to_move = game.position().to_move();
        let seat = if ask_mover { to_move } else { asker % usize::from(players) };
        let view = game.view(Some(seat), own_mystery);
        let h = hint(&view, hint_seed);
        if seat != to_move || game.legal_actions().is_empty() {
            prop_assert_eq!(h, None);
            return Ok(());
        }
        let h = h.expect("a Hint for the seat to move");
        prop_assert!(game.legal_actions().contains(&h.action));
        prop_assert_eq!(hint(&view, hint_seed), Some(h), "deterministic");
        if let Some(w) = h.why {
            prop_assert!(is_true(&game, h.action, w), "{:?} of {:?} in {}", w, h.action, game.position());
        }
        // Another truth the seat cannot tell from this one gets the same Hint.
        if rounds == 1 && !own_mystery {
            let mut stream = muses::rng::Stream::new(hint_seed);
            let world = view.world(&mut stream).expect("a world");
            let other = Game::from_position(world);
            let mut seen = other.view(Some(seat), false);
            seen.first_player = view.first_player;
            if seen == view {
                prop_assert_eq!(hint(&seen, hint_seed), Some(h));
            }
        }
    }
}
