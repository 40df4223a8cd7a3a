//! Every statement of the rulebook (seeds/rulebook-*.txt, reconciled in RULES.md) as a test,
//! named after the rule, with the D-decisions of RULES.md §8.
#![cfg(not(target_arch = "wasm32"))]

use muses::notation::parse_action;
use muses::scoring::{bonus_for_round, score_match};
use muses::{
    Action, Bonus, Colour, CompanyScore, Dir, Event, Game, IllegalAction, MatchRung, Muse, Options,
    Phase, Position, RoundScore, Rung, Square,
};

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y)
}

/// Plays an action in notation; the error as text.
fn play(p: &mut Position, text: &str) -> Result<Vec<Event>, String> {
    let a = parse_action(p, text).map_err(|e| e.to_string())?;
    p.apply(a).map_err(|e| e.to_string())
}

fn illegal(p: &mut Position, text: &str) -> IllegalAction {
    let before = *p;
    let a = parse_action(p, text).expect("readable");
    let e = p.apply(a).expect_err(text);
    assert_eq!(*p, before, "an illegal action changes nothing");
    e
}

/// The directions the Muse may step in.
fn steps_of(p: &Position, muse: Muse) -> Vec<Dir> {
    let from = p.board().tiles()[p.board().index_of(muse).unwrap()].square;
    p.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Step { from: f, dir } if f == from => Some(dir),
            _ => None,
        })
        .collect()
}

fn value(p: &Position, muse: Muse) -> u8 {
    p.board().tiles()[p.board().index_of(muse).unwrap()].value
}

fn square(p: &Position, muse: Muse) -> Square {
    p.board().tiles()[p.board().index_of(muse).unwrap()].square
}

// --- The rulebook's dance-step, group-move and power examples -----------------------------
//
// A board that fits the text: Polyhymnia (A), Calliope (B), Euterpe (C), Clio (D),
// Thalia (E), Urania.
//
//      y= 1   Thalia   .        Euterpe(C)
//      y= 0   Clio(D)  Calliope(B)  .
//      y=-1   Urania   .        Polyhymnia(A)
//             x=-1     x=0      x=1
const EXAMPLE: &str = "Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/\
                       Thalia@-1,1=1p/Urania@-1,-1=1w pw 1";

#[test]
fn polyhymnia_cannot_step_where_she_would_detach() {
    // "Polyhymnia (A) cannot move in the directions indicated in red": two of four.
    let p = pos(EXAMPLE);
    assert_eq!(steps_of(&p, Muse::Polyhymnia), [Dir::N, Dir::W]);
}

#[test]
fn calliope_cannot_move_at_all() {
    let mut p = pos(EXAMPLE);
    assert!(steps_of(&p, Muse::Calliope).is_empty());
    // Up detaches Polyhymnia, right makes two groups, down leaves Euterpe alone.
    for d in ["N", "E", "S"] {
        let e = illegal(&mut p, &format!("Calliope:{d}"));
        assert!(matches!(e, IllegalAction::BreaksGroup { .. }));
    }
}

#[test]
fn calliope_cannot_push_clio_left() {
    // "…because this would leave Euterpe (C) and Polyhymnia (A) alone."
    let mut p = pos(EXAMPLE);
    let e = illegal(&mut p, "Calliope:W");
    assert_eq!(
        e,
        IllegalAction::BreaksGroup {
            square: sq(0, 0),
            dir: Dir::W
        }
    );
}

#[test]
fn clio_can_push_calliope_right() {
    // "…because Urania and Thalia would still remain in the group."
    let mut p = pos(EXAMPLE);
    let events = play(&mut p, "Clio:E").unwrap();
    assert_eq!(square(&p, Muse::Clio), sq(0, 0));
    assert_eq!(square(&p, Muse::Calliope), sq(1, 0));
    let moved = events
        .iter()
        .filter(|e| matches!(e, Event::Moved { .. }))
        .count();
    assert_eq!(
        moved, 2,
        "a Group Move moves the stepper and the pushed Muse"
    );
    assert!(p.board().is_one_group());
}

#[test]
fn thalia_can_step_down_pushing_clio_and_urania() {
    // IT 2.5: "Thalia (E) could also dance down and push both Clio and Urania."
    let mut p = pos(EXAMPLE);
    play(&mut p, "Thalia:S").unwrap();
    assert_eq!(square(&p, Muse::Thalia), sq(-1, 0));
    assert_eq!(square(&p, Muse::Clio), sq(-1, -1));
    assert_eq!(square(&p, Muse::Urania), sq(-1, -2));
}

#[test]
fn every_moved_muse_has_her_die_raised_whoever_owns_it() {
    let mut p = pos(EXAMPLE);
    play(&mut p, "Thalia:S").unwrap();
    // Thalia is purple, Clio and Urania white: all three went up by one.
    for m in [Muse::Thalia, Muse::Clio, Muse::Urania] {
        assert_eq!(value(&p, m), 2, "{m}");
    }
    assert_eq!(value(&p, Muse::Calliope), 1, "Calliope did not move");
}

#[test]
fn thalia_can_raise_calliope_diagonally() {
    let mut p = pos(EXAMPLE);
    play(&mut p, "Thalia*Calliope:E").unwrap();
    assert_eq!(value(&p, Muse::Calliope), 2);
}

#[test]
fn euterpe_has_no_muse_in_her_area() {
    // Euterpe swaps orthogonally; nobody is orthogonal to her, so no Power before the step.
    let p = pos(EXAMPLE);
    let from = square(&p, Muse::Euterpe);
    assert!(!p
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PowerStep { from: f, .. } if *f == from)));
}

#[test]
fn euterpe_may_use_her_power_after_moving() {
    // IT 2.5: "…(unless after she has moved)". Euterpe steps west next to Calliope… but
    // both dice show 1, so first make them differ.
    let mut p = pos(
        "Polyhymnia@1,-1=1p/Calliope@0,0=3w/Euterpe@1,1=1p/Clio@-1,0=1w/\
         Thalia@-1,1=1p/Urania@-1,-1=1w pw 1",
    );
    play(&mut p, "Euterpe:S*Calliope").unwrap();
    // Euterpe stepped to 1,0 (die 2) and swapped with Calliope (3).
    assert_eq!(value(&p, Muse::Euterpe), 3);
    assert_eq!(value(&p, Muse::Calliope), 2);
}

// --- The dance step --------------------------------------------------------------------

#[test]
fn any_muse_may_dance_whoever_owns_her_die() {
    let p = pos(EXAMPLE);
    // Seat 1 (purple) may step the white Clio.
    assert!(!steps_of(&p, Muse::Clio).is_empty());
}

#[test]
fn a_face_down_muse_may_dance_but_not_use_her_power() {
    let mut p = pos("Clio@0,0=2p/thalia@1,1=3w/urania@-1,0=1o pw 1");
    play(&mut p, "thalia:S").unwrap();
    let mut p = pos("Clio@0,0=2p/thalia@1,1=3w/urania@-1,0=1o pw 1");
    let e = illegal(&mut p, "thalia*Clio:S");
    assert_eq!(e, IllegalAction::FaceDownPower { square: sq(1, 1) });
}

#[test]
fn steps_are_never_diagonal() {
    let p = pos(EXAMPLE);
    for a in p.legal_actions() {
        if let Some(d) = a.dir() {
            let (dx, dy) = d.delta();
            assert_eq!(dx.abs() + dy.abs(), 1);
        }
    }
}

#[test]
fn corners_are_enough_to_hold_hands() {
    // Only a corner joins Thalia to Calliope after Clio leaves: still one group.
    let mut p = pos("Clio@0,0=1p/Calliope@1,0=1w/Thalia@2,1=1p pw 1");
    play(&mut p, "Calliope:S").unwrap_err();
    play(&mut p, "Clio:N").unwrap();
    assert!(p.board().is_one_group());
}

// --- The Power -----------------------------------------------------------------------

#[test]
fn lower_cannot_go_below_one() {
    // D5: a Lower on a 1 changes nothing, so it is not a legal action.
    let mut p = pos("Erato@0,0=2p/Clio@1,1=1w/Urania@1,0=2w pw 1");
    let e = illegal(&mut p, "Erato*Clio:N");
    assert_eq!(e, IllegalAction::LowerOnOne { target: sq(1, 1) });
    assert!(!p.legal_actions().iter().any(|a| matches!(
        a,
        Action::PowerStep { target, .. } if *target == sq(1, 1)
    )));
}

#[test]
fn swap_of_equal_values_is_not_an_action() {
    // D5.
    let mut p = pos("Calliope@0,0=2p/Clio@1,1=2w/Urania@1,0=3w pw 1");
    let e = illegal(&mut p, "Calliope*Clio:N");
    assert!(matches!(e, IllegalAction::SwapOfEqualValues { .. }));
    play(&mut p, "Calliope*Urania:N").unwrap();
    assert_eq!(
        value(&p, Muse::Calliope),
        4,
        "swapped to 3, then +1 for the step"
    );
    assert_eq!(value(&p, Muse::Urania), 2);
}

#[test]
fn swap_exchanges_values_not_dice() {
    let mut p = pos("Calliope@0,0=2p/Urania@1,0=4w pw 1");
    play(&mut p, "Calliope*Urania:N").unwrap();
    let t = p.board().tiles();
    assert_eq!((t[0].colour, t[1].colour), (Colour::Purple, Colour::White));
    assert_eq!((t[0].value, t[1].value), (5, 2));
}

#[test]
fn power_applies_to_face_down_and_neutral_muses() {
    let mut p = pos("thalia@0,0=1o/Clio@0,1=2p/Urania@1,1=1w pw 1");
    play(&mut p, "Clio*thalia:E").unwrap();
    assert_eq!(value(&p, Muse::Thalia), 2);
}

#[test]
fn power_area_is_centred_where_she_stands_when_she_uses_it() {
    // Clio raises orthogonally. Before her step Urania is diagonal (out of reach);
    // after stepping north Urania is beside her.
    let mut p = pos("Clio@0,0=1p/Urania@1,1=2w/Thalia@1,0=1w pw 1");
    let e = illegal(&mut p, "Clio*Urania:N");
    assert!(matches!(e, IllegalAction::OutOfArea { .. }));
    play(&mut p, "Clio:N*Urania").unwrap();
    assert_eq!(value(&p, Muse::Urania), 3);
}

#[test]
fn the_power_is_only_for_a_muse_that_can_step() {
    // Calliope cannot step at all in the rulebook's board, so she cannot swap either.
    let mut p = pos(
        "Polyhymnia@1,-1=2p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/\
         Thalia@-1,1=1p/Urania@-1,-1=1w pw 1",
    );
    let e = illegal(&mut p, "Calliope*Polyhymnia");
    assert_eq!(e, IllegalAction::CannotStep { square: sq(0, 0) });
}

#[test]
fn a_power_before_the_step_must_be_followed_by_her_step() {
    let mut p = pos(EXAMPLE);
    let e = illegal(&mut p, "Thalia*Calliope");
    assert_eq!(e, IllegalAction::StepMissing);
}

#[test]
fn in_a_group_move_only_the_stepper_has_a_power() {
    // Clio pushes Calliope: the Power after the step is Clio's (raise orthogonally), so a
    // target only Calliope's area reaches is out of reach.
    let mut p = pos(EXAMPLE);
    let from = square(&p, Muse::Clio);
    let legal = p.legal_actions();
    assert!(legal
        .iter()
        .filter(|a| matches!(a, Action::StepPower { from: f, dir: Dir::E, .. } if *f == from))
        .all(|a| matches!(a, Action::StepPower { target, .. } if *target == sq(1, 0) || *target == sq(0, 1) || *target == sq(0, -1))));
    play(&mut p, "Clio:E*Calliope").unwrap();
    assert_eq!(value(&p, Muse::Calliope), 3, "pushed (+1) and raised (+1)");
}

// --- The end of the round (D6) ---------------------------------------------------------

#[test]
fn a_six_from_a_step_ends_the_round_at_once() {
    let mut p = pos("Clio@0,0=5p/Urania@1,0=1w pw 1");
    let events = play(&mut p, "Clio:N").unwrap();
    assert_eq!(p.phase(), Phase::Over);
    assert_eq!(p.trigger(), Some(0));
    assert!(events.contains(&Event::RoundEnded { trigger: Some(0) }));
    assert_eq!(illegal(&mut p, "Urania:N"), IllegalAction::RoundOver);
}

#[test]
fn a_pushed_muse_reaching_six_ends_the_round_too() {
    let mut p = pos("Clio@0,0=1p/Urania@1,0=5w pw 2");
    play(&mut p, "Clio:E").unwrap();
    assert!(p.is_over());
    assert_eq!(
        p.trigger(),
        Some(1),
        "the seat who acted triggers, not the die's owner"
    );
}

#[test]
fn a_six_between_the_power_and_the_step_voids_the_step() {
    // D6: Clio raises Urania to 6 before stepping: the round ends, no step follows.
    let mut p = pos("Clio@0,0=1p/Urania@1,0=5w pw 1");
    let e = illegal(&mut p, "Clio*Urania:N");
    assert_eq!(e, IllegalAction::StepAfterRoundEnd);
    let events = play(&mut p, "Clio*Urania").unwrap();
    assert!(p.is_over());
    assert_eq!(square(&p, Muse::Clio), sq(0, 0), "the step never happened");
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. })));
    assert!(p.legal_actions().is_empty());
}

#[test]
fn no_power_follows_a_step_that_ended_the_round() {
    let mut p = pos("Clio@0,0=5p/Urania@1,0=1w pw 1");
    assert_eq!(
        illegal(&mut p, "Clio:N*Urania"),
        IllegalAction::PowerAfterRoundEnd
    );
    let legal = pos("Clio@0,0=5p/Urania@1,0=1w pw 1").legal_actions();
    let clio = sq(0, 0);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, Action::StepPower { from, dir: Dir::N, .. } if *from == clio)));
}

// --- Placement -------------------------------------------------------------------------

#[test]
fn the_first_muse_goes_on_the_origin() {
    // Three players: no neutral Muse, the table is empty.
    let mut p = pos(
        "- pow 1 hands=Clio,Erato,Thalia|Urania,Calliope,Euterpe|Melpomene,Polyhymnia,Terpsichore",
    );
    assert_eq!(
        illegal(&mut p, "Clio@1,0"),
        IllegalAction::FirstNotAtOrigin { square: sq(1, 0) }
    );
    play(&mut p, "Clio@0,0").unwrap();
}

#[test]
fn later_muses_touch_one_in_play_by_edge_or_corner() {
    let mut p = pos("thalia@0,0=1o pw 1 hands=Clio,Erato,Urania,Calliope|Euterpe,Melpomene,Polyhymnia,Terpsichore");
    assert_eq!(
        illegal(&mut p, "Clio@2,0"),
        IllegalAction::NotTouching { square: sq(2, 0) }
    );
    assert_eq!(
        illegal(&mut p, "Clio@0,0"),
        IllegalAction::Occupied { square: sq(0, 0) }
    );
    play(&mut p, "Clio@1,1").unwrap();
    assert_eq!(p.placement_squares().len(), 12);
}

#[test]
fn each_player_places_exactly_one_muse_face_down() {
    let mut p = pos("thalia@0,0=1o pw 1 hands=Clio,Erato|Euterpe,Melpomene");
    play(&mut p, "clio@1,0").unwrap();
    play(&mut p, "Euterpe@-1,0").unwrap();
    // Seat 1 has placed her Mysterious Muse: the next goes face up.
    assert_eq!(
        illegal(&mut p, "erato@2,0"),
        IllegalAction::SecondMysteriousMuse
    );
    play(&mut p, "Erato@2,0").unwrap();
    // Seat 2's last Muse must go face down.
    assert_eq!(
        illegal(&mut p, "Melpomene@-2,0"),
        IllegalAction::MysteriousMuseRequired
    );
    play(&mut p, "melpomene@-2,0").unwrap();
    assert_eq!(p.phase(), Phase::Dance);
}

#[test]
fn placed_muses_carry_a_die_of_their_company_showing_one() {
    let mut p = pos("Euterpe@0,0=1o pwpw 2 hands=Calliope,Melpomene|Polyhymnia,Terpsichore|Thalia,Urania|Clio,Erato mystery=-");
    play(&mut p, "Polyhymnia@1,0").unwrap(); // seat 2: white
    play(&mut p, "Thalia@-1,0").unwrap(); // seat 3: purple, team-mate of seat 1
    let t = p.board().tiles();
    assert_eq!((t[1].colour, t[1].value), (Colour::White, 1));
    assert_eq!((t[2].colour, t[2].value), (Colour::Purple, 1));
}

#[test]
fn the_dance_begins_with_the_first_player() {
    // D4: placement goes round from the First Player and comes back to her.
    for players in 2..=4u8 {
        let mut g = Game::new(Options::new(players).seed(11)).unwrap();
        let first = g.first_player();
        while g.position().phase() == Phase::Placement {
            let a = *g.legal_actions().last().unwrap();
            g.apply(a).unwrap();
        }
        assert_eq!(g.position().to_move(), first, "{players} players");
    }
}

// --- Setup (RULES.md §3, D2) -------------------------------------------------------------

#[test]
fn setup_deals_hands_and_the_neutral_muse() {
    for (players, per, neutral_face_up) in [(2u8, 4, Some(false)), (3, 3, None), (4, 2, Some(true))]
    {
        let g = Game::new(Options::new(players).seed(5)).unwrap();
        let p = g.position();
        for s in 0..players as usize {
            assert_eq!(p.hand(s).len(), per);
        }
        match neutral_face_up {
            None => assert!(p.board().is_empty()),
            Some(up) => {
                let t = p.board().tiles()[0];
                assert_eq!((t.square, t.face_up, t.value), (Square::ORIGIN, up, 1));
                assert_eq!(Some(t.colour), p.neutral_colour());
            }
        }
    }
}

#[test]
fn team_mates_never_sit_side_by_side() {
    let g = Game::new(Options::new(4).seed(1)).unwrap();
    let s = g.position().seats();
    assert_eq!(s[0], s[2]);
    assert_eq!(s[1], s[3]);
    assert_ne!(s[0], s[1]);
}

#[test]
fn first_player_is_the_highest_roll_with_ties_rolled_again() {
    // D2: find seeds with and without a tie and check the rolls explain the First Player.
    let mut saw_tie = false;
    for seed in 0..50 {
        let g = Game::new(Options::new(4).seed(seed)).unwrap();
        let rolls = g.first_player_rolls();
        for (k, round) in rolls.iter().enumerate() {
            let best = round.iter().map(|r| r.1).max().unwrap();
            let top: Vec<u8> = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
            if k + 1 < rolls.len() {
                assert!(top.len() > 1, "only ties roll again");
                let next: Vec<u8> = rolls[k + 1].iter().map(|r| r.0).collect();
                assert_eq!(next, top, "only the tied players roll again");
                saw_tie = true;
            } else {
                assert_eq!(top, [g.first_player() as u8]);
            }
        }
        assert_eq!(g.position().to_move(), g.first_player());
    }
    assert!(saw_tie);
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let a = Game::new(Options::new(3).seed(99)).unwrap();
    let b = Game::new(Options::new(3).seed(99)).unwrap();
    assert_eq!(a, b);
    // Pinned: a change here changes every shared game.
    assert_eq!(
        a.position().to_string(),
        Game::new(Options::new(3).seed(99))
            .unwrap()
            .position()
            .to_string()
    );
}

// --- Scoring (RULES.md §6) -------------------------------------------------------------

fn suns(s: &RoundScore) -> Vec<u8> {
    s.companies.iter().map(|c| c.suns).collect()
}

#[test]
fn the_rulebook_scoring_example() {
    // Purple 6-4-4, White 6-4-3, Orange 5-5-3 → Orange 2 (Silver), Purple 1, White 0.
    let p = pos(
        "Erato@0,0=6p/Euterpe@1,0=4p/Melpomene@2,0=4p/Polyhymnia@0,1=6w/\
                 Terpsichore@1,1=4w/Clio@2,1=3w/Thalia@0,2=5o/Urania@1,2=5o/Calliope@2,2=3o pow 1",
    );
    let s = p.score(Bonus::Silver);
    assert_eq!(s.columns, [None, Some(1), Some(0)]);
    assert_eq!(suns(&s), [1, 2, 0]);
    assert_eq!(s.companies[1].bonus, Some(Bonus::Silver));
    assert_eq!(s.winners, [1]);
    assert_eq!(s.decided_by, Rung::Suns);
}

#[test]
fn will_of_apollo_turns_a_die_showing_the_suns_into_six_on_every_muse() {
    // Clio (1 Sun) face down shows 1; Calliope (2) shows 2; Thalia (2) shows 3: no.
    let p = pos("clio@0,0=1p/Calliope@1,0=2w/Thalia@2,0=3p/urania@3,0=1o pw 1");
    let s = p.score(Bonus::Silver);
    assert_eq!(s.companies[0].dice, [6, 3], "purple: Clio's 1 became 6");
    assert_eq!(s.companies[1].dice, [6], "white: Calliope's 2 became 6");
    let neutral = s.tiles.iter().find(|t| t.neutral).unwrap();
    assert!(
        neutral.will_of_apollo,
        "the neutral Muse too, before her die is removed"
    );
}

#[test]
fn the_neutral_die_is_removed_before_the_columns() {
    let p = pos("euterpe@0,0=5o/Clio@1,0=2p/Thalia@2,0=3w pw 1");
    let s = p.score(Bonus::Silver);
    assert_eq!(s.companies.len(), 2);
    assert_eq!(s.companies[0].dice, [2]);
    assert_eq!(s.companies[1].dice, [3]);
    assert_eq!(s.winners, [1]);
}

#[test]
fn a_tied_column_wins_nothing_and_the_silver_goes_to_the_leftmost_won_column() {
    let p = pos("Erato@0,0=6p/Euterpe@1,0=4p/Polyhymnia@2,0=6w/Terpsichore@3,0=5w pw 1");
    let s = p.score(Bonus::Silver);
    assert_eq!(s.columns, [None, Some(1)]);
    assert_eq!(s.bonus_column, Some(1));
    assert_eq!(suns(&s), [0, 2], "Silver = 2 Suns (D9)");
}

#[test]
fn bronze_is_one_sun_silver_two_golden_three() {
    // D9.
    let p = pos("Erato@0,0=5p/Euterpe@1,0=4p/Polyhymnia@2,0=4w/Terpsichore@3,0=3w pw 1");
    assert_eq!(suns(&p.score(Bonus::Silver)), [3, 0], "Silver + Bronze");
    assert_eq!(suns(&p.score(Bonus::Golden)), [4, 0], "Golden + Bronze");
    assert_eq!((Bonus::Silver.suns(), Bonus::Golden.suns()), (2, 3));
}

// --- The tie ladder (RULES.md §6.6, D7), one rung each -----------------------------------

#[test]
fn tie_ladder_most_suns_wins() {
    let p = pos("Erato@0,0=6p/Euterpe@1,0=4p/Polyhymnia@2,0=4w/Terpsichore@3,0=3w pw 1");
    let s = p.score(Bonus::Silver);
    assert_eq!((s.winners.clone(), s.decided_by), (vec![0], Rung::Suns));
}

#[test]
fn tie_ladder_silver_breaks_a_tie_on_suns() {
    // Purple wins column 1 (Silver: 2), White columns 2 and 3 (2), column 4 tied.
    let p = pos("Erato@0,0=6p/Clio@1,0=3p/Melpomene@2,0=3p/Urania@3,0=2p/\
                 Polyhymnia@4,0=5w/Calliope@5,0=4w/Thalia@6,0=4w/Euterpe@7,0=2w/\
                 terpsichore@8,0=1o pw 1");
    let s = p.score(Bonus::Silver);
    assert_eq!(suns(&s), [2, 2]);
    assert_eq!((s.winners.clone(), s.decided_by), (vec![0], Rung::Bonus));
}

#[test]
fn tie_ladder_without_suns_the_highest_dice_sum_wins() {
    // Purple 5-4-3, Orange 5-4-2, White 4-4-3: every column tied, sums 12, 11, 11.
    let p = pos(
        "Clio@0,0=5p/Melpomene@1,0=4p/Calliope@2,0=3p/Erato@3,0=5o/Euterpe@4,0=4o/\
                 Urania@5,0=2o/Polyhymnia@6,0=4w/Terpsichore@7,0=4w/Thalia@8,0=3w pow 1",
    );
    let s = p.score(Bonus::Silver);
    assert_eq!(suns(&s), [0, 0, 0]);
    assert_eq!((s.winners.clone(), s.decided_by), (vec![0], Rung::DiceSum));
}

const ALL_TIED_3P: &str = "Erato@0,0=6p/Euterpe@1,0=4p/Clio@2,0=2p/Polyhymnia@3,0=6o/\
                           Calliope@4,0=4o/Urania@5,0=2o/Thalia@6,0=6w/Terpsichore@7,0=4w/\
                           Melpomene@8,0=2w pow 1";

#[test]
fn tie_ladder_the_trigger_company_loses() {
    // Purple 6-4-2 and Orange 6-4-2 (12 each), White 5-4-2: Purple triggered.
    let p = pos(
        "Erato@0,0=6p/Euterpe@1,0=4p/Clio@2,0=2p/Polyhymnia@3,0=6o/Calliope@4,0=4o/\
                 Urania@5,0=2o/Thalia@6,0=5w/Terpsichore@7,0=4w/Melpomene@8,0=2w pow 2 trigger=1",
    );
    let s = p.score(Bonus::Silver);
    assert_eq!(
        (s.winners.clone(), s.decided_by),
        (vec![1], Rung::TriggerLoses)
    );
    // Two players: identical dice, the trigger loses.
    let p = pos("Erato@0,0=6p/Euterpe@1,0=4p/Polyhymnia@2,0=6w/Calliope@3,0=4w pw 1 trigger=2");
    let s = p.score(Bonus::Silver);
    assert_eq!(
        (s.winners.clone(), s.decided_by),
        (vec![0], Rung::TriggerLoses)
    );
}

#[test]
fn tie_ladder_three_companies_next_clockwise_after_the_trigger_wins() {
    // All three tied; Orange (seat 2) triggered: Purple and White remain; White is next.
    let p = pos(&format!("{ALL_TIED_3P} trigger=2"));
    let s = p.score(Bonus::Silver);
    assert_eq!(
        (s.winners.clone(), s.decided_by),
        (vec![2], Rung::Clockwise)
    );
    // Purple and Orange tied, White (the trigger) behind: Purple is next after White.
    let p = pos(
        "Erato@0,0=6p/Euterpe@1,0=4p/Clio@2,0=2p/Polyhymnia@3,0=6o/Calliope@4,0=4o/\
                 Urania@5,0=2o/Melpomene@6,0=6w/Terpsichore@7,0=4w/Thalia@8,0=1w pow 1 trigger=3",
    );
    let s = p.score(Bonus::Silver);
    assert_eq!(
        (s.winners.clone(), s.decided_by),
        (vec![0], Rung::Clockwise)
    );
}

#[test]
fn tie_ladder_what_is_left_is_shared() {
    // No trigger (a position scored as if the round ended now): nothing separates them.
    let p = pos(ALL_TIED_3P);
    let s = p.score(Bonus::Silver);
    assert_eq!(
        (s.winners.clone(), s.decided_by),
        (vec![0, 1, 2], Rung::Shared)
    );
}

// --- The match (RULES.md §7, D8) ---------------------------------------------------------

fn round(rows: &[(Colour, u8, Option<Bonus>, u32)]) -> RoundScore {
    RoundScore {
        tiles: Vec::new(),
        companies: rows
            .iter()
            .map(|&(colour, suns, bonus, sum)| CompanyScore {
                colour,
                seats: Vec::new(),
                dice: Vec::new(),
                suns,
                bonus,
                sum,
            })
            .collect(),
        columns: Vec::new(),
        bonus_column: rows.iter().position(|r| r.2.is_some()),
        bonus: Bonus::Silver,
        trigger: None,
        winners: Vec::new(),
        decided_by: Rung::Shared,
    }
}

#[test]
fn round_two_uses_the_golden_sun_if_someone_took_the_silver() {
    let r1 = round(&[
        (Colour::Purple, 2, Some(Bonus::Silver), 10),
        (Colour::White, 0, None, 8),
    ]);
    assert_eq!(bonus_for_round(&[]), Bonus::Silver);
    assert_eq!(bonus_for_round(&[r1]), Bonus::Golden);
}

#[test]
fn round_two_uses_the_silver_again_if_nobody_took_it() {
    let r1 = round(&[(Colour::Purple, 0, None, 10), (Colour::White, 0, None, 10)]);
    assert_eq!(bonus_for_round(&[r1]), Bonus::Silver);
}

#[test]
fn match_total_suns_decide() {
    let r1 = round(&[
        (Colour::Purple, 2, Some(Bonus::Silver), 10),
        (Colour::White, 1, None, 8),
    ]);
    let r2 = round(&[(Colour::Purple, 1, None, 10), (Colour::White, 1, None, 8)]);
    let m = score_match(&[r1, r2]);
    assert_eq!((m.winners, m.decided_by), (vec![0], MatchRung::Suns));
}

#[test]
fn match_ties_go_to_most_bonus_suns_then_dice_then_shared() {
    // 3 Suns each; White's Golden (2 bonus) beats Purple's Silver (1 bonus).
    let r1 = round(&[
        (Colour::Purple, 2, Some(Bonus::Silver), 10),
        (Colour::White, 0, None, 8),
    ]);
    let r2 = round(&[
        (Colour::Purple, 1, None, 10),
        (Colour::White, 3, Some(Bonus::Golden), 8),
    ]);
    let m = score_match(&[r1, r2]);
    assert_eq!(m.totals[0].suns, m.totals[1].suns);
    assert_eq!((m.winners, m.decided_by), (vec![1], MatchRung::BonusSuns));
    // Same Suns, same bonus: the dice over both rounds.
    let r1 = round(&[
        (Colour::Purple, 2, Some(Bonus::Silver), 10),
        (Colour::White, 0, None, 8),
    ]);
    let r2 = round(&[
        (Colour::Purple, 0, None, 10),
        (Colour::White, 2, Some(Bonus::Silver), 13),
    ]);
    let m = score_match(&[r1.clone(), r2]);
    assert_eq!((m.winners, m.decided_by), (vec![1], MatchRung::DiceTotal));
    let r2 = round(&[
        (Colour::Purple, 0, None, 8),
        (Colour::White, 2, Some(Bonus::Silver), 10),
    ]);
    let m = score_match(&[r1, r2]);
    assert_eq!((m.winners, m.decided_by), (vec![0, 1], MatchRung::Shared));
}

#[test]
fn a_match_re_deals_round_two_and_the_next_seat_starts() {
    // D8.
    for seed in 0..5 {
        let mut g = Game::new(Options::new(3).seed(seed).rounds(2)).unwrap();
        let first = g.first_player();
        let hands_1: Vec<_> = (0..3).map(|s| g.position().hand(s)).collect();
        let mut new_round = None;
        while g.round() == 1 {
            let a = g.legal_actions()[0];
            for e in g.apply(a).unwrap() {
                if let Event::NewRound { round, first } = e {
                    new_round = Some((round, first));
                }
            }
        }
        assert_eq!(new_round, Some((2, ((first + 1) % 3) as u8)));
        assert_eq!(g.position().to_move(), (first + 1) % 3);
        assert_eq!(g.position().phase(), Phase::Placement);
        let hands_2: Vec<_> = (0..3).map(|s| g.position().hand(s)).collect();
        assert_eq!(hands_2.iter().map(|h| h.len()).sum::<usize>(), 9);
        if seed == 0 {
            assert_ne!(hands_1, hands_2, "a fresh deal");
        }
        let mut ended = false;
        while !g.is_over() {
            let a = g.legal_actions()[0];
            ended |= g
                .apply(a)
                .unwrap()
                .iter()
                .any(|e| matches!(e, Event::MatchEnded { .. }));
        }
        assert!(ended);
        assert_eq!(g.results().len(), 2);
        assert_eq!(g.results()[1].bonus, bonus_for_round(&g.results()[..1]));
        assert!(g.match_score().is_some());
        let any = Action::Step {
            from: Square::ORIGIN,
            dir: Dir::N,
        };
        assert_eq!(g.apply(any), Err(IllegalAction::GameOver));
    }
}

// --- D3, D10 ------------------------------------------------------------------------------

#[test]
fn face_down_identities_are_hidden_even_from_the_player_who_placed_them() {
    // D3: by default a seat does not see its own Mysterious Muse; the option shows it.
    let mut g = Game::new(Options::new(2).seed(4)).unwrap();
    while g.position().phase() == Phase::Placement {
        let a = g.legal_actions()[0];
        g.apply(a).unwrap();
    }
    for seat in 0..2 {
        let v = g.view(Some(seat), false);
        assert!(v
            .tiles
            .iter()
            .filter(|t| !t.face_up)
            .all(|t| t.muse.is_none()));
        assert_eq!(v.own_mystery, None);
        let mine = g.view(Some(seat), true);
        assert_eq!(mine.own_mystery, g.mystery_of(seat));
        assert_eq!(
            mine.tiles
                .iter()
                .filter(|t| !t.face_up && t.muse.is_some())
                .count(),
            1,
            "only her own"
        );
    }
}

#[test]
fn positions_with_fewer_than_nine_muses_are_allowed_for_analysis() {
    // D10.
    // Two Muses: Clio has 3 steps, a raise on Thalia before each, one after stepping east;
    // Thalia has 3 steps and a diagonal raise on Clio after stepping north or south.
    let p = pos("Clio@0,0=1p/Thalia@1,0=1w pw 1");
    assert_eq!(p.legal_actions().len(), (3 + 3 + 1) + (3 + 2));
}

#[test]
fn a_game_from_a_position_undoes_back_to_that_position() {
    let start = pos(EXAMPLE);
    let mut g = Game::from_position(start);
    let a = g.legal_actions()[0];
    g.apply(a).unwrap();
    assert_ne!(*g.position(), start);
    assert_eq!(g.undo(1), [a]);
    assert_eq!(*g.position(), start);
    assert_eq!(g.undo(1), []);
}
