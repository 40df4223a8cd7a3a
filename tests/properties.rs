//! Invariants over random games of random legal actions (proptest).
#![cfg(not(target_arch = "wasm32"))]

use muses::notation::{action_notation, parse_action};
use muses::{Action, Dir, Event, Game, Muse, Options, Phase, Position, Setup, Square, View};
use proptest::prelude::*;

/// A random game: options and the index of the legal action to take at each turn.
fn game_strategy() -> impl Strategy<Value = (Options, Vec<u32>)> {
    (
        2u8..=4,
        1u8..=2,
        any::<u64>(),
        prop::collection::vec(any::<u32>(), 0..120),
    )
        .prop_map(|(players, rounds, seed, picks)| {
            (Options::new(players).seed(seed).rounds(rounds), picks)
        })
}

/// Plays the picks, calling `check` before every action with the game and the action.
fn play(options: &Options, picks: &[u32], mut check: impl FnMut(&Game, Action)) -> Game {
    let mut game = Game::new(options.clone()).unwrap();
    for &p in picks {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[p as usize % legal.len()];
        check(&game, a);
        game.apply(a).expect("a legal action applies");
    }
    game
}

/// Every action one could name around the tiles in play: steps, Powers before and after on
/// any square around, placements of any Muse on any square near the group.
fn candidate_actions(pos: &Position) -> Vec<Action> {
    let tiles = pos.board().tiles();
    let mut squares: Vec<Square> = Vec::new();
    for t in tiles {
        for dx in -2..=2 {
            for dy in -2..=2 {
                let s = t.square.offset(dx, dy);
                if !squares.contains(&s) {
                    squares.push(s);
                }
            }
        }
    }
    if squares.is_empty() {
        squares.push(Square::new(0, 0));
        squares.push(Square::new(1, 0));
    }
    let mut out = Vec::new();
    for &from in &squares {
        for dir in Dir::ALL {
            out.push(Action::Step { from, dir });
        }
        for &target in &squares {
            out.push(Action::PowerStep {
                from,
                target,
                dir: None,
            });
            for dir in Dir::ALL {
                out.push(Action::PowerStep {
                    from,
                    target,
                    dir: Some(dir),
                });
                out.push(Action::StepPower { from, dir, target });
            }
        }
        for muse in Muse::ALL {
            for face_down in [false, true] {
                out.push(Action::Place {
                    muse,
                    to: from,
                    face_down,
                });
            }
        }
    }
    out
}

/// The names a seat must not see: face-down Muses it did not reveal and other hands.
fn hidden_names(game: &Game, seat: usize) -> Vec<Muse> {
    let pos = game.position();
    let mut hidden: Vec<Muse> = pos
        .board()
        .tiles()
        .iter()
        .filter(|t| !t.face_up)
        .map(|t| t.muse)
        .collect();
    for s in (0..pos.players()).filter(|&s| s != seat) {
        hidden.extend(pos.hand(s).iter());
    }
    hidden
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn tiles_stay_one_group_and_dice_stay_one_to_six((options, picks) in game_strategy()) {
        play(&options, &picks, |g, _| {
            let b = g.position().board();
            assert!(b.is_one_group());
            assert!(b.tiles().iter().all(|t| (1..=6).contains(&t.value)));
        });
    }

    #[test]
    fn the_round_ends_exactly_when_a_die_shows_six((options, picks) in game_strategy()) {
        let mut game = Game::new(options.clone()).unwrap();
        for &p in &picks {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[p as usize % legal.len()];
            let round = game.round();
            let before = *game.position();
            let events = game.apply(a).unwrap();
            let mut after = before;
            after.apply(a).unwrap();
            let six = after.board().max_value() == 6;
            prop_assert_eq!(six, after.phase() == Phase::Over);
            let ended = events.iter().any(|e| matches!(e, Event::RoundEnded { .. }));
            prop_assert_eq!(six, ended);
            if !six {
                prop_assert_eq!(game.round(), round);
                prop_assert!(!game.legal_actions().is_empty(), "a live round always has a move");
            }
        }
    }

    #[test]
    fn the_generator_and_the_rules_agree((options, picks) in game_strategy()) {
        // Every action the generator lists is legal, and every legal action is listed:
        // checked against apply's own validation over every action one could name.
        let game = play(&options, &picks, |_, _| {});
        let pos = *game.position();
        let legal = pos.legal_actions();
        let mut sorted = legal.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), legal.len(), "no action listed twice");
        for a in candidate_actions(&pos) {
            prop_assert_eq!(pos.is_legal(&a), legal.contains(&a), "{:?} in {}", a, pos);
        }
    }

    #[test]
    fn an_illegal_action_changes_nothing((options, picks) in game_strategy(), junk in any::<(i8, i8, i8, i8, u8)>()) {
        let mut game = play(&options, &picks, |_, _| {});
        let (x, y, tx, ty, k) = junk;
        let from = Square::new(x as i32 % 4, y as i32 % 4);
        let target = Square::new(tx as i32 % 4, ty as i32 % 4);
        let dir = Dir::ALL[k as usize % 4];
        for a in [
            Action::Step { from, dir },
            Action::PowerStep { from, target, dir: Some(dir) },
            Action::PowerStep { from, target, dir: None },
            Action::StepPower { from, dir, target },
            Action::Place { muse: Muse::ALL[k as usize % 9], to: from, face_down: k % 2 == 0 },
        ] {
            if game.legal_actions().contains(&a) {
                continue;
            }
            let before = game.clone();
            prop_assert!(game.apply(a).is_err());
            prop_assert_eq!(&game, &before);
        }
    }

    #[test]
    fn position_notation_round_trips((options, picks) in game_strategy()) {
        play(&options, &picks, |g, a| {
            let pos = *g.position();
            let text = pos.to_string();
            let setup: Setup = text.parse().expect("printed positions parse");
            assert_eq!(setup.to_string(), text);
            let again = Position::from_setup(&setup).expect("printed positions are legal");
            assert_eq!(again, pos, "{text}");
            let action_text = action_notation(&pos, &a);
            assert_eq!(parse_action(&pos, &action_text), Ok(a), "{action_text} in {text}");
        });
    }

    #[test]
    fn no_view_ever_contains_hidden_information((options, picks) in game_strategy()) {
        play(&options, &picks, |g, _| {
            for seat in 0..g.position().players() {
                let mut v: View = g.view(Some(seat), false);
                assert!(v.tiles.iter().filter(|t| !t.face_up).all(|t| t.muse.is_none()));
                assert_eq!(v.hand, g.position().hand(seat).iter().collect::<Vec<_>>());
                // Earlier rounds are public; the current round's view must name no hidden Muse.
                v.results.clear();
                v.match_score = None;
                let json = serde_json::to_string(&v).unwrap();
                for m in hidden_names(g, seat) {
                    assert!(!json.contains(m.name()), "{} leaks in {json}", m.name());
                }
            }
        });
    }

    #[test]
    fn a_view_gives_the_same_legal_actions_as_the_truth((options, picks) in game_strategy()) {
        play(&options, &picks, |g, _| {
            let seat = g.position().to_move();
            let v = g.view(Some(seat), false);
            assert_eq!(v.legal_actions(), g.legal_actions());
        });
    }

    #[test]
    fn replaying_the_actions_rebuilds_the_game((options, picks) in game_strategy()) {
        let game = play(&options, &picks, |_, _| {});
        let again = Game::replay(options, game.actions()).unwrap();
        prop_assert_eq!(again, game);
    }

    #[test]
    fn undo_takes_back_exactly_the_last_action((options, picks) in game_strategy()) {
        let game = play(&options, &picks, |_, _| {});
        let n = game.actions().len();
        let mut undone = game.clone();
        prop_assert_eq!(undone.undo(1), game.actions().last().copied().into_iter().collect::<Vec<_>>());
        if n > 0 {
            prop_assert_eq!(&undone, &Game::replay(options, &game.actions()[..n - 1]).unwrap());
            prop_assert_eq!(&undone, &game.prefix(n - 1));
        }
        prop_assert_eq!(&game.prefix(n), &game);
    }

    #[test]
    fn undoing_n_actions_then_playing_them_again_gives_the_same_game(
        (options, picks) in game_strategy(),
        n in 0usize..40,
    ) {
        let game = play(&options, &picks, |_, _| {});
        let mut undone = game.clone();
        let taken = undone.undo(n);
        let k = game.actions().len() - taken.len();
        prop_assert_eq!(&taken[..], &game.actions()[k..]);
        prop_assert_eq!(&undone, &Game::replay(options, &game.actions()[..k]).unwrap());
        prop_assert_eq!(&undone, &game.prefix(k));
        for &a in &taken {
            undone.apply(a).unwrap();
        }
        prop_assert_eq!(&undone, &game);
    }

    #[test]
    fn the_history_agrees_with_a_replay((options, picks) in game_strategy()) {
        let mut seats = Vec::new();
        let mut notations: Vec<Vec<String>> = Vec::new();
        let mut events = Vec::new();
        let mut replayed = Game::new(options.clone()).unwrap();
        let game = play(&options, &picks, |g, a| {
            seats.push(g.position().to_move());
            // As each seat may read it when it is played: the view names what the seat sees.
            let round_notation = (0..g.position().players())
                .map(|s| match a {
                    Action::Place { to, face_down: true, .. } => format!("?@{to}"),
                    _ => g.view(Some(s), false).action_notation(&a),
                })
                .collect();
            notations.push(round_notation);
            events.push(replayed.apply(a).unwrap());
        });
        prop_assert_eq!(game.history().len(), seats.len());
        for (i, e) in game.history().iter().enumerate() {
            prop_assert_eq!(e.seat(), seats[i]);
            prop_assert_eq!(e.action(), game.actions()[i]);
            prop_assert_eq!(e.events(), &events[i][..]);
            // While the action's round goes on, each seat reads what its view showed then.
            if game.results().len() < usize::from(e.round()) {
                for (s, seen) in notations[i].iter().enumerate() {
                    prop_assert_eq!(game.notation(i, Some(s), false), Some(seen.clone()));
                }
            } else {
                prop_assert_eq!(
                    game.notation(i, None, false),
                    Some(action_notation(e.position_before(), &e.action()))
                );
            }
        }
    }

    #[test]
    fn no_log_ever_contains_hidden_information((options, picks) in game_strategy()) {
        let game = play(&options, &picks, |_, _| {});
        for seat in 0..game.position().players() {
            let current: Vec<_> = game
                .log(Some(seat), false)
                .into_iter()
                .zip(game.history())
                .filter(|(_, e)| usize::from(e.round()) > game.results().len())
                .map(|(l, _)| l)
                .collect();
            let json = serde_json::to_string(&current).unwrap();
            for m in hidden_names(&game, seat) {
                prop_assert!(!json.contains(m.name()), "{} leaks in {}", m.name(), json);
                prop_assert!(!json.contains(&m.name().to_lowercase()), "{} leaks in {}", m.name(), json);
            }
        }
    }

    #[test]
    fn every_action_is_legal_in_the_position_read_back_from_its_notation(
        (options, picks) in game_strategy(),
    ) {
        play(&options, &picks, |g, a| {
            let pos = *g.position();
            let setup: Setup = pos.to_string().parse().unwrap();
            let again = Position::from_setup(&setup).unwrap();
            assert!(again.is_legal(&a), "{a:?} in {pos}");
            assert_eq!(again.legal_actions(), g.legal_actions());
        });
    }

    #[test]
    fn reading_any_text_never_panics(text in "\\PC{0,60}") {
        let _ = text.parse::<Position>();
        let pos: Position = "Clio@0,0=1p/Thalia@1,0=1w pw 1".parse().unwrap();
        let _ = parse_action(&pos, &text);
    }

    #[test]
    fn reading_near_valid_positions_never_panics(
        tiles in prop::collection::vec((0usize..9, -3i32..3, -3i32..3, any::<bool>(), 0u8..8, 0usize..3), 0..11),
        seats in "[pow]{0,5}",
        to_move in 0u32..6,
    ) {
        let board: Vec<String> = tiles
            .iter()
            .map(|&(m, x, y, up, v, c)| {
                let name = Muse::ALL[m].name();
                let name = if up { name.to_string() } else { name.to_lowercase() };
                format!("{name}@{x},{y}={v}{}", ['p', 'o', 'w'][c])
            })
            .collect();
        let board = if board.is_empty() { "-".to_string() } else { board.join("/") };
        let text = format!("{board} {seats} {to_move}");
        if let Ok(pos) = text.parse::<Position>() {
            // Whatever validates is a position the engine can play from without panicking.
            assert!(pos.board().is_one_group());
            for a in pos.legal_actions() {
                let mut p = pos;
                p.apply(a).unwrap();
            }
            let _ = pos.score(muses::Bonus::Silver);
        }
    }
}
