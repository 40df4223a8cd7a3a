//! The review (issue 25, src/ai/review.rs): a hand-over is a blunder and "better was" does not
//! hand over; a winning end is the better action; a review reads no Muse its mover could not
//! see (proptest); the same game, budget and seed give the same review, step by step or at
//! once, and it keeps through JSON and in its short kept form, which goes on where it stopped
//! and refuses a damaged text or another game's review.
#![cfg(not(target_arch = "wasm32"))]

use muses::ai::review::{review, Mark, Review, Reviewer};
use muses::ai::safety::{verdicts, Verdict};
use muses::ai::{choose, Budget, Level};
use muses::notation::parse_action;
use muses::{Action, Deal, Game, Muse, MuseSet, Options, Position};
use proptest::prelude::*;

/// Small searches: debug builds are slow, and the marks tested do not need depth.
const ITERATIONS: u32 = 300;

fn position(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A game from `start` with the actions (in notation) played.
fn game(start: &str, actions: &[&str]) -> Game {
    let mut game = Game::from_position(position(start));
    for a in actions {
        let action = parse_action(game.position(), a).unwrap_or_else(|e| panic!("{a}: {e}"));
        game.apply(action).unwrap();
    }
    game
}

fn verdict(pos: &Position, action: &Action) -> Verdict {
    verdicts(pos)
        .into_iter()
        .find(|(a, _)| a == action)
        .map(|(_, v)| v)
        .unwrap()
}

/// Every Muse known (the neutral one is the one left); one action of 62 is safe (Erato steps
/// South and lowers White's Euterpe), 49 let White end the round and win (after Erato:N*Euterpe,
/// with a Power).
const MINEFIELD: &str = "melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/\
    Calliope@-3,0=4w/Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1";

#[test]
fn a_hand_over_is_a_blunder_and_better_was_does_not_hand_over() {
    let start = position(MINEFIELD);
    let over: Vec<Action> = verdicts(&start)
        .into_iter()
        .filter(|(_, v)| *v == Verdict::HandsOver)
        .map(|(a, _)| a)
        .collect();
    assert_eq!(over.len(), 49);
    for played in [over[0], over[48]] {
        let mut g = Game::from_position(start);
        g.apply(played).unwrap();
        // White ends the round and wins.
        let (reply, _) = verdicts(g.position())
            .into_iter()
            .find(|(_, v)| *v == Verdict::Wins)
            .unwrap();
        g.apply(reply).unwrap();
        assert!(g.is_over());
        let r = review(&g, ITERATIONS, 5);
        assert_eq!(r.entries.len(), 2);
        let e = &r.entries[0];
        assert!(e.hands_over, "{played:?}");
        assert_eq!(e.mark, Some(Mark::Blunder), "{played:?}");
        let better = e.better.expect("better was").action;
        assert_eq!(verdict(&start, &better), Verdict::Safe, "{better:?}");
        assert_eq!(r.turning_points, vec![0]);
        // White's winning end is no mistake.
        assert!(r.entries[1].mark.is_none_or(|m| m == Mark::Strong));
        assert!(r.entries[1].after[1] >= 990, "{:?}", r.entries[1]);
    }
}

/// White's only winning end: Urania swaps her 2 with Calliope's 5, then steps onto a 6.
const WIN_IN_ONE: &str = "euterpe@0,0=3o/Urania@1,-2=2w/Calliope@0,-1=5p/Clio@2,0=1w/\
    Terpsichore@0,-3=4p/Thalia@3,1=2w/Polyhymnia@1,1=5p/Erato@-1,0=1w/Melpomene@-2,-1=1p pw 2";

#[test]
fn the_winning_end_is_the_better_action() {
    let start = position(WIN_IN_ONE);
    let win = parse_action(&start, "Urania*Calliope:W").unwrap();
    assert_eq!(verdict(&start, &win), Verdict::Wins);
    // White lets Purple end the round instead, which it does.
    let reply = "Polyhymnia:S";
    let g = game(WIN_IN_ONE, &["Urania:W", reply]);
    assert!(g.is_over());
    let r = review(&g, ITERATIONS, 9);
    let e = &r.entries[0];
    assert_eq!(e.mark, Some(Mark::Blunder));
    assert_eq!(e.better.map(|b| b.action), Some(win));
    assert_eq!(e.before[1], 1000, "White wins for sure: {e:?}");
    assert_eq!(
        e.better.and_then(|b| b.why),
        Some(muses::ai::Why::WinsRound)
    );
    // Played, the win is the best action: no mark, nothing better.
    let g = game(WIN_IN_ONE, &["Urania*Calliope:W"]);
    let r = review(&g, ITERATIONS, 9);
    assert_eq!(r.entries[0].loss, 0);
    assert_eq!(r.entries[0].better, None);
    assert_eq!(r.turning_points, Vec::<u32>::new());
}

#[test]
fn a_round_still_being_played_is_not_reviewed() {
    let g = game(MINEFIELD, &["Erato:N*Euterpe"]);
    assert!(!g.is_over());
    let mut reviewer = Reviewer::new(&g, ITERATIONS, 1);
    assert!(reviewer.is_done());
    assert_eq!(reviewer.step().total, 0);
    assert!(reviewer.review().entries.is_empty());
}

/// A game every seat plays with `level`, to the end.
fn played(options: Options, level: Level, seed: u64) -> Game {
    let mut game = Game::new(options).unwrap();
    for turn in 0..300 {
        let seat = game.position().to_move();
        let Some(a) = choose(
            &game.view(Some(seat), true),
            level,
            seed + turn,
            Budget::default_for(level),
        ) else {
            break;
        };
        game.apply(a).unwrap();
    }
    game
}

/// The same game but for two Muses that `seat` never sees, swapped: two other seats'
/// Mysterious Muses, or with 2 players the other's and the neutral one. Their placements
/// name the swapped Muses; everything else is played as it was.
fn swapped_unseen(game: &Game, seat: usize) -> Game {
    let deal = &game.deals()[0];
    let players = game.options().players as usize;
    let mut hidden: Vec<Muse> = (0..players)
        .filter(|&s| s != seat)
        .filter_map(|s| {
            game.history()
                .iter()
                .find_map(|e| mystery(e.action(), e.seat() == s))
        })
        .collect();
    if players == 2 {
        hidden.extend(deal.neutral());
    }
    let (a, b) = (hidden[0], hidden[1]);
    let swap = |m: Muse| match m {
        m if m == a => b,
        m if m == b => a,
        m => m,
    };
    let hands = deal
        .hands()
        .iter()
        .map(|h| h.iter().map(swap).collect::<MuseSet>())
        .collect();
    let other = Deal::new(hands, deal.neutral().map(swap), deal.first()).unwrap();
    let mut truth = Game::from_deals(game.options().clone(), vec![other]).unwrap();
    for e in game.history() {
        let action = match e.action() {
            Action::Place {
                muse,
                to,
                face_down,
            } => Action::Place {
                muse: swap(muse),
                to,
                face_down,
            },
            a => a,
        };
        truth.apply(action).unwrap();
    }
    truth
}

/// The Muse of a face-down placement by the seat asked about.
fn mystery(action: Action, by: bool) -> Option<Muse> {
    match action {
        Action::Place {
            muse,
            face_down: true,
            ..
        } if by => Some(muse),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Changing what a seat could not see changes nothing in the review of its actions.
    #[test]
    fn a_review_never_reads_a_hidden_muse(
        players in 2u8..=4,
        seed in any::<u64>(),
        seat in 0usize..4,
    ) {
        let seat = seat % usize::from(players);
        let a = played(Options::new(players).seed(seed), Level::Easy, seed);
        let b = swapped_unseen(&a, seat);
        prop_assert!(b.is_over());
        prop_assert_ne!(a.deals(), b.deals());
        let (ra, rb) = (review(&a, 40, 3), review(&b, 40, 3));
        let mine = |r: &Review| -> Vec<_> {
            r.entries.iter().filter(|e| usize::from(e.seat) == seat).cloned().collect()
        };
        prop_assert!(!mine(&ra).is_empty());
        prop_assert_eq!(mine(&ra), mine(&rb));
    }
}

#[test]
fn the_same_game_budget_and_seed_give_the_same_review() {
    let g = played(Options::new(3).seed(11), Level::Medium, 2);
    let once = review(&g, 60, 7);
    assert_eq!(once, review(&g, 60, 7));
    // Step by step, with the progress told, it is the same.
    let mut reviewer = Reviewer::new(&g, 60, 7);
    let total = reviewer.progress().total;
    assert_eq!(total as usize, g.actions().len());
    let mut last = 0;
    while !reviewer.is_done() {
        let p = reviewer.step();
        assert_eq!((p.done, p.total), (last + 1, total));
        last = p.done;
    }
    assert_eq!(reviewer.review(), once);
    // It keeps through JSON, as a page saves it.
    let text = serde_json::to_string(&once).unwrap();
    assert_eq!(serde_json::from_str::<Review>(&text).unwrap(), once);
    // Another seed searches other deals.
    assert_ne!(review(&g, 60, 8), once);
}

#[test]
fn every_action_of_a_match_is_reviewed_round_by_round() {
    let g = played(Options::new(2).seed(4).rounds(2), Level::Easy, 1);
    assert!(g.is_over());
    let r = review(&g, 30, 1);
    assert_eq!(r.entries.len(), g.actions().len());
    for e in &r.entries {
        let entry = &g.history()[e.index as usize];
        assert_eq!(
            (e.round, usize::from(e.seat)),
            (entry.round(), entry.seat())
        );
        assert_eq!((e.before.len(), e.after.len()), (2, 2));
        // A marked action but a strong one names another action, legal where it was played.
        if let Some(b) = e.better {
            assert!(e.mark.is_some_and(|m| m > Mark::Strong));
            assert_ne!(b.action, entry.action());
            assert!(entry.position_before().is_legal(&b.action));
        }
    }
    for &t in &r.turning_points {
        assert!(r.entries[t as usize].mark.is_some_and(|m| m > Mark::Strong));
    }
}

#[test]
fn a_kept_review_opens_as_it_was_and_goes_on_where_it_stopped() {
    let g = played(Options::new(2).seed(4).rounds(2), Level::Easy, 1);
    let whole = review(&g, 30, 5);
    let mut reviewer = Reviewer::new(&g, 30, 5);
    while !reviewer.is_done() {
        reviewer.step();
    }
    let kept = reviewer.kept();
    assert!(kept.starts_with("r1 30 5 "), "{kept}");
    // A sixth of the JSON, or less.
    let json = serde_json::to_string(&whole).unwrap();
    assert!(
        kept.len() * 5 < json.len(),
        "{} against {}",
        kept.len(),
        json.len()
    );
    let again = Reviewer::resume(&g, &kept).expect("its own review");
    assert!(again.is_done());
    assert_eq!(again.review(), whole);
    assert_eq!(again.kept(), kept);
    // Stopped half-way, it goes on to the same review.
    let mut half = Reviewer::new(&g, 30, 5);
    for _ in 0..whole.entries.len() / 2 {
        half.step();
    }
    let mut resumed = Reviewer::resume(&g, &half.kept()).unwrap();
    assert_eq!(resumed.progress(), half.progress());
    while !resumed.is_done() {
        resumed.step();
    }
    assert_eq!(resumed.review(), whole);
    // Kept after the first round, it goes on with the second.
    let first = g
        .history()
        .iter()
        .position(|e| e.round() == 2)
        .expect("a second round");
    let round_one = g.prefix(first);
    assert_eq!(round_one.results().len(), 1);
    let kept_one = review_kept(&round_one, 30, 5);
    let mut on = Reviewer::resume(&g, &kept_one).expect("the same first round");
    assert_eq!(on.progress().done as usize, first);
    while !on.is_done() {
        on.step();
    }
    assert_eq!(on.review(), whole);
}

/// The kept form of a whole review.
fn review_kept(game: &Game, iterations: u32, seed: u64) -> String {
    let mut r = Reviewer::new(game, iterations, seed);
    while !r.is_done() {
        r.step();
    }
    r.kept()
}

#[test]
fn a_kept_review_of_another_game_or_damaged_is_refused() {
    let g = played(Options::new(2).seed(6), Level::Easy, 2);
    let kept = review_kept(&g, 20, 1);
    assert!(Reviewer::resume(&g, &kept).is_some());
    // Another deal played the same way as far as it goes, another game, one action less.
    let other = played(Options::new(2).seed(7), Level::Easy, 2);
    assert!(Reviewer::resume(&other, &kept).is_none());
    let words: Vec<&str> = kept.split(' ').collect();
    let short = words[..words.len() - 1].join(" ");
    assert!(Reviewer::resume(&g, &short).is_none(), "an action lost");
    // Each field changed or missing.
    let changed = [
        kept.replacen("r1 ", "r2 ", 1),
        kept.replacen("r1 20 ", "r1 21 ", 1),
        kept.replacen("r1 20 1 ", "r1 20 01 ", 1),
        kept.replacen("r1 20 1 ", "r1 20 2 ", 1),
        kept.replacen("r1 20 ", "r1 0 ", 1),
        format!("{kept} "),
        format!(" {kept}"),
        format!("{kept} 500.500/500.500/-"),
        kept.replace('/', "//"),
        String::new(),
        "r1".into(),
    ];
    for text in &changed {
        assert!(Reviewer::resume(&g, text).is_none(), "{text}");
    }
    // A mark that its loss contradicts.
    let entry = words[4];
    let (chances, flags) = entry.rsplit_once('/').unwrap();
    assert!(flags == "-" || flags == "s", "{entry}");
    let blunder = format!("{chances}/b");
    let text = kept.replacen(entry, &blunder, 1);
    assert!(Reviewer::resume(&g, &text).is_none(), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any change to a kept review is refused or read back exactly as written: never a panic,
    /// never a review that says something else than the text.
    #[test]
    fn a_changed_kept_review_never_panics(at in any::<prop::sample::Index>(), c in any::<char>()) {
        let g = game(MINEFIELD, &["melpomene:N", "Euterpe:N"]);
        let kept = review_kept(&g, 20, 3);
        let mut text: Vec<char> = kept.chars().collect();
        let i = at.index(text.len());
        text[i] = c;
        let text: String = text.into_iter().collect();
        if let Some(r) = Reviewer::resume(&g, &text) {
            prop_assert_eq!(r.kept(), text);
        }
    }
}

/// Purple's Melpomene steps north, which leaves White's Euterpe free to step onto a 6 and win.
#[test]
fn a_blunder_is_marked_with_a_better_move() {
    use muses::ai::review::{review, Mark};
    use muses::notation::parse_action;
    use muses::Game;
    // Purple steps its Melpomene north, which leaves White's Euterpe free to step onto a 6 and
    // win; Erato's Power on Euterpe, for one, would have left White nothing.
    let start = "melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/\
                 Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1";
    let mut game = Game::from_position(start.parse().unwrap());
    for a in ["melpomene:N", "Euterpe:N"] {
        game.apply(parse_action(game.position(), a).unwrap())
            .unwrap();
    }
    let r = review(&game, 300, 1);
    assert_eq!(r.entries[0].mark, Some(Mark::Blunder));
    assert!(r.entries[0].hands_over);
    assert!(r.entries[0].better.is_some());
    assert_eq!(r.turning_points, vec![0]);
}
