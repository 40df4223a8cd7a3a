//! Whether a level hands the round over, on held-out 2-player positions where every Muse is
//! known, nothing wins at once, something is safe and most actions let the next player end the
//! round and win (`muses safety`).
//!
//! ```
//! use muses::ai::safety::{positions, verdicts, Verdict};
//! let pos = positions(1, 7).remove(0);
//! let v = verdicts(&pos);
//! assert!(v.iter().all(|(_, v)| *v != Verdict::Wins));
//! assert!(v.iter().any(|(_, v)| *v == Verdict::Safe));
//! assert!(v.iter().filter(|(_, v)| *v == Verdict::HandsOver).count() * 2 > v.len());
//! ```

use super::judge::{root_threats, Threat};
use super::{choose, mix, Budget, Level};
use crate::action::Action;
use crate::deal::Options;
use crate::game::Game;
use crate::position::{Phase, Position};
use crate::rng::Stream;
use std::time::{Duration, Instant};

/// What an action does at once, as its mover sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It ends the round, and the mover's Company wins it (in over half of the ways the
    /// hidden Muses may lie).
    Wins,
    /// It ends the round without winning it.
    Ends,
    /// The next seat, a rival, can then end the round and win at once.
    HandsOver,
    /// Neither: the round goes on, and nobody can end it and win at once.
    Safe,
}

/// Each legal action of `pos` with its [`Verdict`], judged from the view of the seat to move
/// (its own face-down Muse known): none in the placement, where nothing ends the round.
pub fn verdicts(pos: &Position) -> Vec<(Action, Verdict)> {
    let game = Game::from_position(*pos);
    let view = game.view(Some(pos.to_move()), true);
    let legal = view.legal_actions();
    let Some(threats) = root_threats(&view, &legal, &mut Stream::new(0)) else {
        return Vec::new();
    };
    legal
        .into_iter()
        .zip(threats)
        .map(|(a, t)| {
            let v = match t {
                Threat::Ends(r) if r > 0.5 => Verdict::Wins,
                Threat::Ends(_) => Verdict::Ends,
                Threat::HandsOver { .. } => Verdict::HandsOver,
                Threat::Open => Verdict::Safe,
            };
            (a, v)
        })
        .collect()
}

/// Whether `pos` is one of the held-out kind: no action wins at once, one at least is safe,
/// and more than half hand the round over.
pub fn is_held_out(pos: &Position) -> bool {
    let v = verdicts(pos);
    let count = |k: Verdict| v.iter().filter(|(_, x)| *x == k).count();
    !v.is_empty()
        && count(Verdict::Wins) == 0
        && count(Verdict::Safe) > 0
        && 2 * count(Verdict::HandsOver) > v.len()
}

/// Random turns a game may take to reach a held-out position before another is dealt.
const MAX_PLIES: usize = 80;

/// `count` held-out positions, the same for the same seed: each from its own random 2-player
/// game (a random placement, the players' Muses turned face up, then random actions that keep
/// the round going), its first position of the kind.
pub fn positions(count: usize, seed: u64) -> Vec<Position> {
    let mut out = Vec::with_capacity(count);
    // Most games reach one; the bound only keeps a bad seed from looping for ever.
    for g in 0..(count as u64).saturating_mul(100) {
        if out.len() >= count {
            break;
        }
        let mut stream = Stream::new(mix(seed, g, 0));
        let Ok(mut game) = Game::new(Options::new(2).seed(mix(seed, g, 1))) else {
            continue;
        };
        while game.position().phase() == Phase::Placement {
            let legal = game.legal_actions();
            let Some(k) = stream.pick(&legal) else { break };
            if game.apply(legal[k]).is_err() {
                break;
            }
        }
        let Some(mut pos) = face_up(game.position()) else {
            continue;
        };
        for _ in 0..MAX_PLIES {
            // A hand-over needs a die on 4 after the move (a Raise and a step give +2): one
            // on 2 at least before it.
            if pos.board().max_value() >= 2 && is_held_out(&pos) {
                out.push(pos);
                break;
            }
            let mut legal = pos.legal_actions();
            stream.shuffle(&mut legal);
            let goes_on = legal.into_iter().find(|a| {
                let mut next = pos;
                next.apply(*a).is_ok() && !next.is_over()
            });
            match goes_on {
                Some(a) if pos.apply(a).is_ok() => {}
                _ => break,
            }
        }
    }
    out
}

/// `pos` with the players' Muses face up (the neutral one stays face down, as the rules want
/// with 2 players: it is known all the same, the one Muse left).
fn face_up(pos: &Position) -> Option<Position> {
    let mut setup = pos.to_setup();
    let neutral = pos.neutral_colour();
    for t in setup.tiles.iter_mut() {
        t.face_up = Some(t.colour) != neutral;
    }
    Position::from_setup(&setup).ok()
}

/// A level's choices on the held-out positions.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub level: Level,
    pub budget: Budget,
    pub positions: usize,
    /// Choices that were safe.
    pub safe: usize,
    pub time: Duration,
    pub slowest: Duration,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let budget = match self.level {
            Level::Hard | Level::Master => format!(" at {} iterations", self.budget.iterations),
            _ => String::new(),
        };
        write!(
            f,
            "{}{budget}: safe in {}/{} positions, {:.1} ms/move (slowest {:.0} ms)",
            self.level,
            self.safe,
            self.positions,
            self.time.as_secs_f64() * 1e3 / self.positions.max(1) as f64,
            self.slowest.as_secs_f64() * 1e3,
        )
    }
}

/// Plays `level` once on each position (its seed mixed from `seed` and the position's
/// number) and counts the safe choices.
pub fn measure(level: Level, budget: Budget, positions: &[Position], seed: u64) -> Report {
    let mut report = Report {
        level,
        budget,
        positions: positions.len(),
        safe: 0,
        time: Duration::ZERO,
        slowest: Duration::ZERO,
    };
    for (i, pos) in positions.iter().enumerate() {
        let view = Game::from_position(*pos).view(Some(pos.to_move()), true);
        let start = Instant::now();
        let action = choose(&view, level, mix(seed, i as u64, 2), budget);
        let took = start.elapsed();
        report.time += took;
        report.slowest = report.slowest.max(took);
        let v = verdicts(pos);
        if v.iter()
            .any(|(a, v)| Some(*a) == action && *v == Verdict::Safe)
        {
            report.safe += 1;
        }
    }
    report
}
