//! The tutorial's lessons (issue 14, src/lesson.rs): every step starts from a legal position
//! that a position link carries, its solution meets its goal, a wrong move gets its typed
//! explanation and changes nothing, and the lesson can still be finished.
#![cfg(not(target_arch = "wasm32"))]

use muses::code::{self, Link};
use muses::lesson::{self, Check, Goal, Highlight, LessonStep, OffGoal, Timing, LESSONS};
use muses::notation::parse_action;
use muses::{Action, Colour, Dir, Effect, Event, Game, IllegalAction, Muse, Position, Square};

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y)
}

fn step(id: &str) -> &'static LessonStep {
    lesson::step(id).unwrap_or_else(|| panic!("no step {id}"))
}

fn steps() -> impl Iterator<Item = &'static LessonStep> {
    LESSONS.iter().flat_map(|l| l.steps)
}

fn start(id: &str) -> Game {
    step(id).start().expect("a start")
}

/// Checks an action in notation in the step's fresh start; the game afterwards.
fn try_in(id: &str, text: &str) -> (Check, Game) {
    let mut game = start(id);
    let action = parse_action(game.position(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let check = step(id).check(&mut game, action);
    (check, game)
}

/// The check must be a legal action off the goal, which changed nothing.
fn off_goal(id: &str, text: &str) -> OffGoal {
    let (check, game) = try_in(id, text);
    assert!(
        !check.ok && check.reason.is_none(),
        "{id} {text}: {check:?}"
    );
    assert!(game.actions().is_empty(), "{id} {text}: not played");
    check.off_goal.expect("an off-goal reason")
}

/// The check must be a refusal, which changed nothing.
fn refused(id: &str, text: &str) -> IllegalAction {
    let (check, game) = try_in(id, text);
    assert!(check.off_goal.is_none(), "{id} {text}: {check:?}");
    assert!(game.actions().is_empty(), "{id} {text}: not played");
    check.reason.expect("a reason")
}

/// The check must meet the goal and play the action.
fn met(id: &str, text: &str) -> (Vec<Event>, Game) {
    let (check, game) = try_in(id, text);
    assert!(check.ok, "{id} {text}: {check:?}");
    (check.events, game)
}

// --- Every lesson, generally ---------------------------------------------------------

#[test]
fn the_six_lessons_of_the_issue_in_order() {
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    assert_eq!(ids, ["step", "group", "push", "powers", "placement", "end"]);
    let mut all: Vec<&str> = steps().map(|s| s.id).collect();
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "step ids are unique");
    for l in LESSONS {
        assert!(!l.steps.is_empty());
        assert!(
            l.steps[0].position.is_some(),
            "{}: a lesson starts somewhere",
            l.id
        );
        for s in l.steps {
            assert!(s.id.starts_with(&format!("{}.", l.id)), "{}", s.id);
        }
    }
}

#[test]
fn every_step_starts_from_a_legal_position_that_a_link_carries() {
    for s in steps() {
        let pos = s.start_position().unwrap_or_else(|| panic!("{}", s.id));
        // The notation and the position link both give it back.
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos), "{}", s.id);
        let link = code::encode_position(&pos);
        match code::read(&format!("https://example.org/#{link}")) {
            Ok(Link::Position(game)) => assert_eq!(*game.position(), pos, "{}", s.id),
            other => panic!("{}: {other:?}", s.id),
        }
        if let Some(text) = s.position {
            assert_eq!(
                pos.to_string(),
                text,
                "{}: written as the engine writes it",
                s.id
            );
        }
    }
}

#[test]
fn every_solution_meets_its_goal() {
    for s in steps() {
        let mut game = s.start().expect("a start");
        let before = game.clone();
        let Some(solution) = s.solution(game.position()) else {
            assert!(
                matches!(s.goal, Goal::Explain { .. }),
                "{}: no solution",
                s.id
            );
            continue;
        };
        let check = s.check(&mut game, solution);
        assert!(check.ok, "{}: {check:?}", s.id);
        match s.goal {
            // Seen refused, and nothing changed.
            Goal::Refused { reason } => {
                assert_eq!(check.reason.map(|r| r.kind()), Some(reason), "{}", s.id);
                assert_eq!(game, before, "{}", s.id);
            }
            _ => {
                assert_eq!(game.actions(), [solution], "{}: played", s.id);
                assert!(!check.events.is_empty());
            }
        }
    }
}

#[test]
fn every_legal_action_either_meets_the_goal_or_says_why_not() {
    for s in steps() {
        let game = s.start().expect("a start");
        for a in game.legal_actions() {
            let mut g = game.clone();
            let check = s.check(&mut g, a);
            assert!(check.reason.is_none(), "{}: {a:?} is legal", s.id);
            assert_ne!(check.ok, check.off_goal.is_some(), "{}: {a:?}", s.id);
            assert_eq!(check.ok, g != game, "{}: only a met goal is played", s.id);
        }
    }
}

#[test]
fn every_lesson_has_a_legal_move_off_its_goal_and_every_step_an_illegal_one() {
    for l in LESSONS {
        let mut off = 0;
        for s in l.steps {
            let game = s.start().expect("a start");
            let legal = game.legal_actions();
            off += legal
                .iter()
                .filter(|&&a| s.check(&mut game.clone(), a).off_goal.is_some())
                .count();
            // A move the engine refuses: stepping or placing where the rules forbid.
            let illegal = near_actions(game.position())
                .into_iter()
                .filter(|a| !legal.contains(a))
                .find(|&a| {
                    !matches!(s.goal, Goal::Refused { .. }) || {
                        let mut copy = *game.position();
                        copy.apply(a)
                            .is_err_and(|e| Some(e.kind()) != refused_kind(s))
                    }
                });
            let Some(a) = illegal else {
                panic!("{}: no illegal move to try", s.id);
            };
            let mut g = game.clone();
            let check = s.check(&mut g, a);
            assert!(!check.ok && check.reason.is_some(), "{}: {check:?}", s.id);
            assert_eq!(g, game, "{}: a refused move changes nothing", s.id);
            // And the step can still be finished.
            if let Some(solution) = s.solution(g.position()) {
                assert!(s.check(&mut g, solution).ok, "{}", s.id);
            }
        }
        assert!(off > 0, "{}: some legal move misses the goal", l.id);
    }
}

fn refused_kind(s: &LessonStep) -> Option<&'static str> {
    match s.goal {
        Goal::Refused { reason } => Some(reason),
        _ => None,
    }
}

/// Steps of every tile in every direction, with every Power on every tile before them, and
/// placements near the table.
fn near_actions(pos: &Position) -> Vec<Action> {
    let mut out = Vec::new();
    let tiles = pos.board().tiles();
    for t in tiles {
        for dir in Dir::ALL {
            out.push(Action::Step {
                from: t.square,
                dir,
            });
        }
    }
    for t in tiles {
        for u in tiles {
            for dir in Dir::ALL {
                out.push(Action::PowerStep {
                    from: t.square,
                    target: u.square,
                    dir: Some(dir),
                });
            }
        }
    }
    for muse in pos.hand(pos.to_move()).iter() {
        for x in -3..=3 {
            for y in -3..=3 {
                for face_down in [false, true] {
                    out.push(Action::Place {
                        muse,
                        to: sq(x, y),
                        face_down,
                    });
                }
            }
        }
    }
    if out.is_empty() {
        // A finished round: anything is refused.
        out.push(Action::Step {
            from: sq(0, 0),
            dir: Dir::N,
        });
    }
    out
}

#[test]
fn a_step_that_goes_on_can_be_finished_after_any_way_of_meeting_the_previous_goal() {
    for l in LESSONS {
        for pair in l.steps.windows(2) {
            let (previous, next) = (&pair[0], &pair[1]);
            if next.position.is_some() {
                continue;
            }
            let game = previous.start().expect("a start");
            let mut ways = 0;
            for a in game.legal_actions() {
                let mut g = game.clone();
                if !previous.check(&mut g, a).ok {
                    continue;
                }
                ways += 1;
                if matches!(next.goal, Goal::Explain { .. }) {
                    assert!(!next.highlights(&g).is_empty(), "{}", next.id);
                    continue;
                }
                let solution = next.solution(g.position());
                let solution = solution.unwrap_or_else(|| panic!("{} after {a:?}", next.id));
                assert!(next.check(&mut g, solution).ok, "{}", next.id);
            }
            if !matches!(previous.goal, Goal::Refused { .. } | Goal::Explain { .. }) {
                assert!(ways > 0, "{}", previous.id);
            }
        }
    }
}

#[test]
fn every_step_highlights_something_on_the_table() {
    for s in steps() {
        let game = s.start().expect("a start");
        let marks = s.highlights(&game);
        assert!(!marks.is_empty(), "{}", s.id);
        let pos = game.position();
        for m in &marks {
            match *m {
                Highlight::Muse { square }
                | Highlight::Pushed { square }
                | Highlight::WillOfApollo { square } => {
                    assert!(pos.board().at(square).is_some(), "{}: {m:?}", s.id)
                }
                // A target after the step is where a Muse will be.
                Highlight::Target { .. }
                | Highlight::Destination { .. }
                | Highlight::Area { .. }
                | Highlight::Column { .. } => {}
            }
        }
    }
}

#[test]
fn an_unknown_step_is_none() {
    assert!(lesson::step("dance.moonwalk").is_none());
}

// --- Lesson 1: a dance step --------------------------------------------------------------

#[test]
fn step_a_muse_moves_one_square_and_her_die_rises() {
    let (events, game) = met("step.move", "Clio:N");
    assert!(events.contains(&Event::DieChanged {
        square: sq(0, 1),
        from: 1,
        to: 2,
        cause: muses::Cause::Step,
    }));
    assert_eq!(
        game.position().board().at(sq(0, 1)).map(|t| t.value),
        Some(2)
    );
}

#[test]
fn step_a_push_or_a_power_is_not_a_plain_step() {
    assert_eq!(
        off_goal("step.move", "Clio:E"),
        OffGoal::Pushed { moved: 2 }
    );
    assert_eq!(off_goal("step.move", "Clio*Thalia:N"), OffGoal::UsedPower);
    assert!(matches!(
        refused("step.move", "Urania:N"),
        IllegalAction::BreaksGroup { .. }
    ));
}

#[test]
fn step_highlights_the_muse_and_where_she_may_step_alone() {
    let s = step("step.move");
    let marks = s.highlights(&start("step.move"));
    assert_eq!(marks[0], Highlight::Muse { square: sq(0, 0) });
    let destinations: Vec<Square> = marks
        .iter()
        .filter_map(|m| match m {
            Highlight::Destination { square } => Some(*square),
            _ => None,
        })
        .collect();
    // North and south; east is a push and west leaves her alone.
    assert_eq!(destinations, [sq(0, 1), sq(0, -1)]);
}

// --- Lesson 2: the single group ------------------------------------------------------------

#[test]
fn group_a_split_is_refused_with_the_engines_reason_then_a_step_keeps_them_together() {
    let (check, game) = try_in("group.split", "Clio:W");
    assert!(check.ok, "seeing the refusal is the goal");
    assert_eq!(
        check.reason,
        Some(IllegalAction::BreaksGroup {
            square: sq(0, 0),
            dir: Dir::W
        })
    );
    assert!(game.actions().is_empty());
    assert_eq!(off_goal("group.split", "Clio:N"), OffGoal::NotRefused);
    assert!(matches!(
        refused("group.split", "Urania:E"),
        IllegalAction::BreaksGroup { .. }
    ));
    // The next step goes on from the same table.
    assert_eq!(start("group.step").position(), game.position());
    met("group.step", "Thalia:N");
    assert_eq!(
        off_goal("group.step", "Clio:E"),
        OffGoal::Pushed { moved: 3 }
    );
}

// --- Lesson 3: the Group Move, on the rulebook's figure ------------------------------------

#[test]
fn push_every_moved_die_rises() {
    // "Clio (D) can make a Group Move to the right, pushing Calliope (B)."
    let (events, game) = met("push.two", "Clio:E");
    let raised: Vec<Square> = events
        .iter()
        .filter_map(|e| match e {
            Event::DieChanged { square, .. } => Some(*square),
            _ => None,
        })
        .collect();
    assert_eq!(raised.len(), 2);
    let b = game.position().board();
    assert_eq!(
        b.at(sq(0, 0)).map(|t| (t.muse, t.value)),
        Some((Muse::Clio, 2))
    );
    assert_eq!(
        b.at(sq(1, 0)).map(|t| (t.muse, t.value)),
        Some((Muse::Calliope, 2))
    );
    // "Thalia (E) could also dance down and push both Clio and Urania."
    let (events, _) = met("push.three", "Thalia:S");
    let moved = events
        .iter()
        .filter(|e| matches!(e, Event::Moved { .. }))
        .count();
    assert_eq!(moved, 3);
}

#[test]
fn push_a_step_alone_or_too_short_a_line_misses_the_goal() {
    assert_eq!(off_goal("push.two", "Polyhymnia:W"), OffGoal::NoPush);
    assert_eq!(
        off_goal("push.three", "Clio:E"),
        OffGoal::TooFewMoved {
            moved: 2,
            wanted: 3
        }
    );
    assert_eq!(off_goal("push.two", "Clio:E*Calliope"), OffGoal::UsedPower);
    // "Calliope (B) cannot make a Group Move by pushing Clio (D) to the left."
    assert_eq!(
        refused("push.two", "Calliope:W"),
        IllegalAction::BreaksGroup {
            square: sq(0, 0),
            dir: Dir::W
        }
    );
}

// --- Lesson 4: the Powers ---------------------------------------------------------------------

#[test]
fn powers_raise_before_the_step_then_after_it_where_she_then_stands() {
    met("powers.raise-before", "Clio*Thalia:N");
    // Urania is diagonal to Clio before the step: out of her orthogonal area.
    assert_eq!(
        refused("powers.raise-before", "Clio*Urania:N"),
        IllegalAction::OutOfArea {
            user: sq(0, 0),
            target: sq(1, 1)
        }
    );
    assert_eq!(
        off_goal("powers.raise-before", "Clio:N*Urania"),
        OffGoal::WrongTiming {
            wanted: Timing::Before
        }
    );
    assert_eq!(off_goal("powers.raise-before", "Clio:N"), OffGoal::NoPower);
    // After stepping north, Urania is beside her.
    let (events, _) = met("powers.raise-after", "Clio:N*Urania");
    assert!(events.contains(&Event::PowerUsed {
        user: sq(0, 1),
        target: sq(1, 1),
        effect: Effect::Raise
    }));
    assert_eq!(
        off_goal("powers.raise-after", "Clio*Thalia:N"),
        OffGoal::WrongTiming {
            wanted: Timing::After
        }
    );
}

#[test]
fn powers_the_area_of_effect_is_highlighted_where_she_uses_it() {
    let area = |id: &str| -> Vec<Square> {
        step(id)
            .highlights(&start(id))
            .into_iter()
            .filter_map(|m| match m {
                Highlight::Area { square } => Some(square),
                _ => None,
            })
            .collect()
    };
    // Clio raises orthogonally: around 0,0 before her step, around 0,1 after it.
    let mut before = area("powers.raise-before");
    before.sort();
    assert_eq!(before, [sq(-1, 0), sq(0, -1), sq(0, 1), sq(1, 0)]);
    let mut after = area("powers.raise-after");
    after.sort();
    assert_eq!(after, [sq(-1, 1), sq(0, 0), sq(0, 2), sq(1, 1)]);
}

#[test]
fn powers_lower_cannot_go_below_one_and_a_raise_is_another_effect() {
    let (events, _) = met("powers.lower", "Terpsichore*Urania:N");
    assert!(events.contains(&Event::DieChanged {
        square: sq(-1, 0),
        from: 3,
        to: 2,
        cause: muses::Cause::Power
    }));
    assert_eq!(
        refused("powers.lower", "Terpsichore*Clio:N"),
        IllegalAction::LowerOnOne { target: sq(1, 0) }
    );
    assert_eq!(
        off_goal("powers.lower", "Thalia*Urania:W"),
        OffGoal::WrongEffect {
            wanted: Effect::Lower,
            used: Effect::Raise
        }
    );
}

#[test]
fn powers_swap_exchanges_values_and_equal_values_are_refused() {
    // Calliope steps (1 to 2), then swaps with Euterpe's 4.
    let (_, game) = met("powers.swap", "Calliope:N*Euterpe");
    let b = game.position().board();
    assert_eq!(b.at(sq(0, 1)).map(|t| t.value), Some(4));
    assert_eq!(b.at(sq(1, 0)).map(|t| t.value), Some(2));
    assert!(matches!(
        refused("powers.swap", "Calliope*Clio:N"),
        IllegalAction::SwapOfEqualValues { .. }
    ));
    assert_eq!(
        off_goal("powers.swap", "Clio*Calliope:N"),
        OffGoal::WrongEffect {
            wanted: Effect::Swap,
            used: Effect::Raise
        }
    );
}

#[test]
fn powers_show_me_plays_a_power_without_a_push() {
    for id in [
        "powers.raise-before",
        "powers.raise-after",
        "powers.lower",
        "powers.swap",
    ] {
        let (check, _) = {
            let mut game = start(id);
            let solution = step(id).solution(game.position()).unwrap();
            (step(id).check(&mut game, solution), game)
        };
        let moved = check
            .events
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. }))
            .count();
        assert_eq!(moved, 1, "{id}");
    }
}

// --- Lesson 5: placement and the Mysterious Muse --------------------------------------------

#[test]
fn placement_touches_a_muse_and_each_player_places_one_face_down() {
    assert_eq!(
        refused("placement.touch", "Clio@2,0"),
        IllegalAction::NotTouching { square: sq(2, 0) }
    );
    assert_eq!(
        refused("placement.touch", "Clio@0,0"),
        IllegalAction::Occupied { square: sq(0, 0) }
    );
    assert_eq!(
        off_goal("placement.touch", "clio@1,1"),
        OffGoal::WrongFace { face_down: false }
    );
    met("placement.touch", "Clio@1,1");
    // The learner plays purple in every step of the lesson: her own Mysterious Muse next.
    let s = step("placement.mystery");
    let mut game = start("placement.mystery");
    assert_eq!(game.position().to_move(), 0);
    let face_up = parse_action(game.position(), "Erato@2,2").unwrap();
    assert_eq!(
        s.check(&mut game.clone(), face_up).off_goal,
        Some(OffGoal::WrongFace { face_down: true })
    );
    let face_down = parse_action(game.position(), "erato@2,2").unwrap();
    assert!(s.check(&mut game, face_down).ok);
    // Purple's last Muse must go face down: she has not placed hers yet.
    let s = step("placement.last");
    let mut game = start("placement.last");
    assert_eq!(game.position().to_move(), 0);
    let face_up = parse_action(game.position(), "Erato@2,2").unwrap();
    assert_eq!(
        s.check(&mut game.clone(), face_up).reason,
        Some(IllegalAction::MysteriousMuseRequired)
    );
    let face_down = parse_action(game.position(), "erato@2,2").unwrap();
    assert!(s.check(&mut game, face_down).ok);
    // The Mysterious Muses are face down for everyone at the table (D3).
    let view = game.view(None, false);
    assert_eq!(view.tiles.iter().filter(|t| t.muse.is_none()).count(), 3);
}

#[test]
fn placement_highlights_every_square_a_muse_may_go() {
    let game = start("placement.touch");
    let marks = step("placement.touch").highlights(&game);
    assert_eq!(marks.len(), 8, "the eight squares around the neutral Muse");
    assert!(marks
        .iter()
        .all(|m| matches!(m, Highlight::Destination { .. })));
}

// --- Lesson 6: the end, and the rulebook's scoring example ------------------------------------

#[test]
fn end_every_six_ends_the_round_at_once_with_the_rulebooks_rows() {
    let s = step("end.six");
    let game = start("end.six");
    let mut ends = 0;
    for a in game.legal_actions() {
        let mut g = game.clone();
        if !s.check(&mut g, a).ok {
            continue;
        }
        ends += 1;
        assert!(g.is_over());
        // RULES.md §6's worked example: Purple 6-4-4, White 6-4-3, Orange 5-5-3.
        let score = g.results()[0].clone();
        let rows: Vec<(Colour, Vec<u8>)> = score
            .companies
            .iter()
            .map(|c| (c.colour, c.dice.clone()))
            .collect();
        assert_eq!(
            rows,
            [
                (Colour::Purple, vec![6, 4, 4]),
                (Colour::Orange, vec![5, 5, 3]),
                (Colour::White, vec![6, 4, 3]),
            ]
        );
        assert_eq!(score.columns, [None, Some(1), Some(0)]);
        assert_eq!(score.bonus_column, Some(1));
        assert_eq!(score.winners, [1], "Orange wins");
        let suns: Vec<u8> = score.companies.iter().map(|c| c.suns).collect();
        assert_eq!(suns, [1, 2, 0], "Orange's Silver is 2 Suns (D9)");
    }
    assert!(ends > 0);
}

#[test]
fn end_a_step_that_shows_no_six_misses_the_goal() {
    let game = start("end.six");
    let s = step("end.six");
    let calm = game
        .legal_actions()
        .into_iter()
        .find(|&a| !s.check(&mut game.clone(), a).ok)
        .expect("a step that ends nothing");
    assert_eq!(
        s.check(&mut game.clone(), calm).off_goal,
        Some(OffGoal::NoSix)
    );
}

#[test]
fn end_the_score_is_explained_will_of_apollo_columns_then_silver() {
    let marks = |id: &str| step(id).highlights(&start(id));
    let game = start("end.will");
    assert!(game.is_over());
    let will = marks("end.will");
    assert_eq!(will.len(), 1);
    let Highlight::WillOfApollo { square } = will[0] else {
        panic!("{will:?}");
    };
    let tile = game.position().board().at(square).expect("a tile");
    assert_eq!(
        (tile.muse, tile.colour, tile.value),
        (Muse::Polyhymnia, Colour::White, 3)
    );
    assert!(!tile.face_up, "revealed only at the end");
    assert_eq!(
        marks("end.columns"),
        [
            Highlight::Column {
                index: 0,
                winner: None
            },
            Highlight::Column {
                index: 1,
                winner: Some(Colour::Orange)
            },
            Highlight::Column {
                index: 2,
                winner: Some(Colour::Purple)
            },
        ]
    );
    assert_eq!(
        marks("end.silver"),
        [Highlight::Column {
            index: 1,
            winner: Some(Colour::Orange)
        }]
    );
    // Nothing is played in an explanation.
    let s = step("end.will");
    assert_eq!(s.solution(game.position()), None);
    let mut g = game.clone();
    let check = s.check(
        &mut g,
        Action::Step {
            from: sq(0, 0),
            dir: Dir::N,
        },
    );
    assert_eq!(check.reason, Some(IllegalAction::GameOver));
    assert_eq!(g, game);
}

/// A step's check refuses an action that misses its goal; its solution meets it.
#[test]
fn a_lesson_step_plays_only_what_meets_its_goal() {
    use muses::lesson::{self, Goal, OffGoal};
    use muses::{Action, Dir, Square};

    let step = lesson::step("push.two").unwrap();
    assert!(matches!(step.goal, Goal::Push { min_moved: 2 }));
    let mut game = step.start().unwrap();
    // Polyhymnia stepping west pushes nobody: not a Group Move, and not played.
    let alone = Action::Step {
        from: Square::new(1, -1),
        dir: Dir::W,
    };
    let check = step.check(&mut game, alone);
    assert_eq!(check.off_goal, Some(OffGoal::NoPush));
    assert_eq!(game.actions().len(), 0);
    // "Show me" plays the engine's own solution, which meets the goal.
    let solution = step.solution(game.position()).unwrap();
    assert!(step.check(&mut game, solution).ok);
    assert_eq!(game.actions(), [solution]);
}
