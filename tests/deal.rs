//! Games dealt from outside (`Game::from_deals`, for the deal by link of issue 15): they play,
//! show and score like seeded games, wait for a round's deal, and refuse a bad one.
#![cfg(not(target_arch = "wasm32"))]

use muses::{Deal, DealError, Event, Game, IllegalAction, Muse, MuseSet, Options, OptionsError};

/// Plays the first legal action until the game is over or waits for a deal.
fn play_out(game: &mut Game) {
    while let Some(&a) = game.legal_actions().first() {
        game.apply(a).unwrap();
    }
}

fn hands(groups: &[&[Muse]]) -> Vec<MuseSet> {
    groups.iter().map(|g| g.iter().copied().collect()).collect()
}

#[test]
fn a_game_dealt_from_outside_plays_like_its_seeded_twin() {
    for players in 2..=4u8 {
        let options = Options::new(players).seed(17).rounds(2);
        let mut seeded = Game::new(options.clone()).unwrap();
        let mut dealt = Game::from_deals(options, seeded.deals().to_vec()).unwrap();
        assert!(dealt.first_player_rolls().is_empty(), "no dice were rolled");
        assert_eq!(dealt.position(), seeded.position());
        play_out(&mut seeded);
        for &a in seeded.actions() {
            dealt.apply(a).unwrap();
        }
        assert!(dealt.is_over());
        assert_eq!(dealt.results(), seeded.results());
        assert_eq!(dealt.match_score(), seeded.match_score());
        for seat in 0..usize::from(players) {
            assert_eq!(
                dealt.view(Some(seat), false),
                seeded.view(Some(seat), false)
            );
            assert_eq!(dealt.log(Some(seat), false), seeded.log(Some(seat), false));
        }
        assert!(!dealt.is_seeded());
        // Its link cannot carry a seed: it is a position link.
        assert!(muses::code::encode(&dealt).starts_with('p'));
    }
}

#[test]
fn a_match_waits_for_the_deal_of_its_second_round() {
    let options = Options::new(3).seed(5).rounds(2);
    let seeded = Game::new(options.clone()).unwrap();
    let [first, second] = seeded.deals() else {
        panic!("a seeded match deals both rounds");
    };
    let mut game = Game::from_deals(options, vec![first.clone()]).unwrap();
    play_out(&mut game);
    assert!(game.awaiting_deal());
    assert!(!game.is_over());
    assert_eq!(game.results().len(), 1);
    assert!(game.legal_actions().is_empty());
    let any = game.history().last().unwrap().action();
    assert_eq!(game.apply(any), Err(IllegalAction::AwaitingDeal));

    // D8: round 2's First Player is the seat after round 1's.
    let wrong = (first.first() + 2) % 3;
    let bad = Deal::new(second.hands().to_vec(), None, wrong).unwrap();
    assert_eq!(
        game.add_deal(bad),
        Err(DealError::NotNextFirst {
            round: 2,
            expected: second.first(),
            got: wrong
        })
    );
    let events = game.add_deal(second.clone()).unwrap();
    assert_eq!(
        events,
        [Event::NewRound {
            round: 2,
            first: second.first()
        }]
    );
    assert!(!game.awaiting_deal());
    assert_eq!(game.round(), 2);
    assert_eq!(game.add_deal(second.clone()), Err(DealError::TooMany));
    play_out(&mut game);
    assert!(game.is_over() && game.match_score().is_some());
}

#[test]
fn undo_across_a_waited_deal_replays_into_the_dealt_round() {
    let options = Options::new(2).seed(8).rounds(2);
    let seeded = Game::new(options.clone()).unwrap();
    let mut game = Game::from_deals(options, vec![seeded.deals()[0].clone()]).unwrap();
    play_out(&mut game);
    game.add_deal(seeded.deals()[1].clone()).unwrap();
    let before = game.clone();
    let last = game.undo(1);
    assert!(game.legal_actions().contains(&last[0]));
    assert_eq!(game.results().len(), 0);
    let events = game.apply(last[0]).unwrap();
    // The deal was kept: the round ends and the next one begins at once.
    assert!(events.iter().any(|e| matches!(e, Event::NewRound { .. })));
    assert_eq!(game.position(), before.position());
}

#[test]
fn a_deal_has_the_sizes_of_the_setup_table() {
    use Muse::*;
    let two = hands(&[
        &[Calliope, Clio, Erato, Euterpe],
        &[Melpomene, Polyhymnia, Terpsichore, Thalia],
    ]);
    assert!(Deal::new(two.clone(), Some(Urania), 0).is_ok());
    assert_eq!(
        Deal::new(two.clone(), None, 0),
        Err(DealError::NeutralMissing { players: 2 })
    );
    assert_eq!(
        Deal::new(two.clone(), Some(Clio), 0),
        Err(DealError::Repeated { muse: Clio })
    );
    assert_eq!(
        Deal::new(two.clone(), Some(Urania), 2),
        Err(DealError::First {
            first: 2,
            players: 2
        })
    );
    let three = hands(&[
        &[Calliope, Clio, Erato],
        &[Euterpe, Melpomene, Polyhymnia],
        &[Terpsichore, Thalia, Urania],
    ]);
    assert!(Deal::new(three.clone(), None, 2).is_ok());
    let short = hands(&[
        &[Calliope, Clio],
        &[Euterpe, Melpomene, Polyhymnia],
        &[Terpsichore, Thalia, Urania],
    ]);
    assert_eq!(
        Deal::new(short, None, 0),
        Err(DealError::HandSize {
            players: 3,
            seat: 0,
            expected: 3,
            got: 2
        })
    );
    assert_eq!(
        Deal::new(three.clone(), Some(Erato), 0),
        Err(DealError::Repeated { muse: Erato })
    );
    assert_eq!(
        Deal::new(vec![MuseSet::FULL], None, 0),
        Err(DealError::Hands { hands: 1 })
    );
    let deal = Deal::new(three, None, 1).unwrap();
    assert_eq!(
        Game::from_deals(Options::new(2), vec![deal.clone()]),
        Err(DealError::Players {
            expected: 2,
            got: 3
        })
    );
    assert_eq!(
        Game::from_deals(Options::new(3), vec![deal.clone(), deal.clone()]),
        Err(DealError::TooMany)
    );
    assert_eq!(
        Game::from_deals(Options::new(3), Vec::new()),
        Err(DealError::NoDeal)
    );
    assert_eq!(
        Game::from_deals(Options::new(7), vec![deal]),
        Err(DealError::Options(OptionsError::Players { players: 7 }))
    );
}

#[test]
fn a_deal_reads_back_from_json_only_when_legal() {
    let game = Game::new(Options::new(4).seed(3)).unwrap();
    let json = serde_json::to_string(&game.deals()[0]).unwrap();
    let back: Deal = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, &game.deals()[0]);
    let bad = json.replace("\"first\":", "\"first\":9");
    assert!(serde_json::from_str::<Deal>(&bad).is_err());
}

/// A game played to its end, replayed from its actions, read as a seat may, and undone.
#[test]
fn a_game_replays_and_undoes() {
    use muses::{Game, Options, Phase};
    let mut game = Game::new(Options::new(2).seed(7)).unwrap();
    assert_eq!(game.position().phase(), Phase::Placement);
    while let Some(&a) = game.legal_actions().first() {
        game.apply(a).unwrap();
    }
    assert!(game.is_over());
    let again = Game::replay(game.options().clone(), game.actions()).unwrap();
    assert_eq!(again.position(), game.position());
    // Who did what: the log as seat 1 may read it, and undo without replaying.
    let last = game.history().last().unwrap();
    assert!(last.seat() < 2);
    assert!(game
        .notation(game.actions().len() - 1, Some(0), false)
        .is_some());
    game.undo(3);
    assert_eq!(
        game.position(),
        again.prefix(again.actions().len() - 3).position()
    );
}

/// A deal of two hands and a neutral Muse; three players holding the same Muse refused.
#[test]
fn a_deal_is_checked() {
    use muses::{Deal, DealError, Muse, MuseSet};
    let hand = |m: &[Muse]| m.iter().copied().collect::<MuseSet>();
    use Muse::*;
    let deal = Deal::new(
        vec![
            hand(&[Calliope, Clio, Erato, Euterpe]),
            hand(&[Melpomene, Polyhymnia, Terpsichore, Thalia]),
        ],
        Some(Urania),
        1,
    )
    .unwrap();
    assert_eq!(deal.players(), 2);
    // Three players hold three Muses each and there is no neutral Muse.
    let bad = Deal::new(vec![hand(&[Calliope, Clio, Erato]); 3], None, 0);
    assert_eq!(bad, Err(DealError::Repeated { muse: Calliope }));
}
