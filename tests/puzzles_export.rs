#![cfg(not(target_arch = "wasm32"))]
//! The exported puzzles (`muses puzzles --export`), checked as anyone could check them: from
//! the JSON lines alone, with none of `src/puzzle/`. Each position is read from its notation,
//! its worlds made by placing the face-down Muses' names (lowercase) in every order, and every
//! legal action played by `Position::apply` and scored by `Position::score`. For every kind but
//! Win in two, the solutions must be exactly the actions of the kind in every world; for Win in
//! two, each solution must win in two in every world (the other half, that no other action
//! does, is a search too deep for a test: `tests/puzzles.rs` checks it with the engine's).

use muses::notation::action_notation;
use muses::{Action, Bonus, Position};
use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Command;

/// One exported puzzle, as the JSON line says.
struct Line {
    id: String,
    position: String,
    category: String,
    solutions: BTreeSet<String>,
}

fn exported() -> Vec<Line> {
    let out = Command::new(env!("CARGO_BIN_EXE_muses"))
        .args(["puzzles", "--export"])
        .output()
        .expect("muses runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let text = |k: &str| v[k].as_str().unwrap().to_string();
            Line {
                id: text("id"),
                position: text("position"),
                category: text("category"),
                solutions: v["solutions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s.as_str().unwrap().to_string())
                    .collect(),
            }
        })
        .collect()
}

/// Every order of `items`.
fn orders(items: &[String]) -> Vec<Vec<String>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut o in orders(&rest) {
            o.insert(0, first.clone());
            all.push(o);
        }
    }
    all
}

/// One world of a puzzle: its position, and each face-down name in it as the line names that
/// tile (the notation names a face-down tile by the Muse under it).
struct World {
    pos: Position,
    names: Vec<(String, String)>,
}

impl World {
    /// `a` in notation, its face-down tiles named as the line names them.
    fn notation(&self, a: &Action) -> String {
        let text = action_notation(&self.pos, a);
        let mut out = String::new();
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            let named = self.names.iter().find(|(here, _)| here == word);
            out.push_str(named.map_or(word.as_str(), |(_, line)| line.as_str()));
            word.clear();
        };
        for c in text.chars() {
            if c.is_alphabetic() {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
}

/// The position's worlds: its text with the face-down names (lowercase) in every order.
fn worlds(position: &str) -> Vec<World> {
    let (board, rest) = position.split_once(' ').unwrap();
    let tiles: Vec<&str> = board.split('/').collect();
    let hidden: Vec<String> = tiles
        .iter()
        .map(|t| t.split_once('@').unwrap().0)
        .filter(|n| n.starts_with(|c: char| c.is_lowercase()))
        .map(str::to_string)
        .collect();
    orders(&hidden)
        .into_iter()
        .map(|order| {
            let renamed: Vec<(String, String)> =
                order.iter().cloned().zip(hidden.clone()).collect();
            let mut names = order.into_iter();
            let board: Vec<String> = tiles
                .iter()
                .map(|t| {
                    let (name, at) = t.split_once('@').unwrap();
                    if name.starts_with(|c: char| c.is_lowercase()) {
                        format!("{}@{at}", names.next().unwrap())
                    } else {
                        t.to_string()
                    }
                })
                .collect();
            World {
                pos: format!("{} {rest}", board.join("/")).parse().unwrap(),
                names: renamed,
            }
        })
        .collect()
}

/// Whether the round ended as `pos` stands with the Company of `seat` winning alone.
fn wins_alone(pos: &Position, seat: usize) -> bool {
    let score = pos.score(Bonus::Silver);
    match score.winners.as_slice() {
        [k] => score.companies[*k].colour == pos.seats()[seat],
        _ => false,
    }
}

fn after(pos: &Position, a: Action) -> Position {
    let mut next = *pos;
    next.apply(a).unwrap();
    next
}

/// The actions of `pos` that end the round with the mover winning alone.
fn wins_now(pos: &Position) -> Vec<Action> {
    let me = pos.to_move();
    pos.legal_actions()
        .into_iter()
        .filter(|&a| {
            let next = after(pos, a);
            next.is_over() && wins_alone(&next, me)
        })
        .collect()
}

/// The actions after which the round goes on and the next seat cannot end it and win at once,
/// and how many actions let it.
fn safe(pos: &Position) -> (Vec<Action>, usize) {
    let mut handing = 0;
    let mut safe = Vec::new();
    for a in pos.legal_actions() {
        let next = after(pos, a);
        if next.is_over() {
            continue;
        }
        if wins_now(&next).is_empty() {
            safe.push(a);
        } else {
            handing += 1;
        }
    }
    (safe, handing)
}

/// Whether `a` wins in two for the mover: whatever each other seat replies in turn, the round
/// ends with the mover's Company winning, or the mover can end it so on its next turn.
fn wins_in_two(pos: &Position, a: Action) -> bool {
    let me = pos.to_move();
    fn holds(pos: &Position, me: usize) -> bool {
        if pos.is_over() {
            return wins_alone(pos, me);
        }
        if pos.to_move() == me {
            return !wins_now(pos).is_empty();
        }
        pos.legal_actions()
            .into_iter()
            .all(|r| holds(&after(pos, r), me))
    }
    let next = after(pos, a);
    !next.is_over() && holds(&next, me)
}

fn uses_power(solution: &str) -> bool {
    solution.contains('*')
}

#[test]
fn every_exported_puzzle_holds_in_every_world_checked_from_its_line_alone() {
    let lines = exported();
    assert!(lines.len() >= 1500, "{} puzzles", lines.len());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = lines.len().div_ceil(threads);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = lines
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().filter_map(check).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

/// What is wrong with one exported puzzle, if anything.
fn check(line: &Line) -> Option<String> {
    let worlds = worlds(&line.position);
    let fail = |why: String| Some(format!("{} ({}): {why}", line.id, line.category));
    for world in &worlds {
        let w = &world.pos;
        let named = |actions: &[Action]| -> BTreeSet<String> {
            actions.iter().map(|a| world.notation(a)).collect()
        };
        let mine: BTreeSet<String> = line.solutions.clone();
        let now = named(&wins_now(w));
        match line.category.as_str() {
            "win-now" | "power-wins" => {
                if now != mine {
                    return fail(format!("wins now {now:?}"));
                }
                let powers = mine.iter().all(|s| uses_power(s));
                if (line.category == "power-wins") != powers {
                    return fail("a Power needed or not, against its kind".into());
                }
            }
            "dont-hand-over" | "power-saves" => {
                if !now.is_empty() {
                    return fail(format!("wins now with {now:?}"));
                }
                let (safe, handing) = safe(w);
                let safe = named(&safe);
                if safe != mine {
                    return fail(format!("safe {safe:?}"));
                }
                if 2 * handing <= w.legal_actions().len() {
                    return fail(format!(
                        "{handing} of {} hand over",
                        w.legal_actions().len()
                    ));
                }
                let goes_on = w
                    .legal_actions()
                    .into_iter()
                    .map(|a| after(w, a))
                    .find(|p| !p.is_over());
                if goes_on.is_some_and(|next| w.seats()[next.to_move()] == w.seats()[w.to_move()]) {
                    return fail("the next seat is a team-mate".into());
                }
                let powers = mine.iter().all(|s| uses_power(s));
                if (line.category == "power-saves") != powers {
                    return fail("a Power needed or not, against its kind".into());
                }
            }
            "in-two" => {
                if !now.is_empty() {
                    return fail(format!("wins now with {now:?}"));
                }
                for a in w.legal_actions() {
                    if mine.contains(&world.notation(&a)) && !wins_in_two(w, a) {
                        return fail(format!("{} does not win in two", world.notation(&a)));
                    }
                }
                let legal = named(&w.legal_actions());
                if !mine.is_subset(&legal) || mine.is_empty() {
                    return fail("a solution that is no legal action".into());
                }
            }
            other => return fail(format!("no such kind {other}")),
        }
    }
    None
}
