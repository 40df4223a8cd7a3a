//! Medium: one turn of look-ahead. An action that ends the round is worth its expected
//! result. Any other is judged world by world (each way the unseen Muses may lie): lost if
//! the next player could then end the round and win; else a blend of the dice columns as
//! if the round ended now (Suns, Will of Apollo) and whether this seat would have a winning
//! end on its next turn.

use super::judge::{endings, MAX_COMPANIES};
use super::{Judge, Worlds};
use crate::action::Action;
use crate::position::{Phase, Position};
use crate::rng::Stream;
use crate::view::View;

const WORLDS: usize = 24;
/// A round still going is worth at most 0.7, below an end that wins in 5 worlds of 6: so
/// Medium takes a near-sure win rather than hope for a better one (tuned against Easy).
const BASE: f32 = 0.35;
/// The weight of a win if the round ended now.
const NOW: f32 = 0.25;
/// The weight of a winning end this seat could play next turn, were the board unchanged.
const END_IN_HAND: f32 = 0.1;

pub(super) fn choose(view: &View, legal: &[Action], stream: &mut Stream) -> usize {
    let random = stream.below(legal.len() as u32) as usize;
    let base = view.sample(stream);
    if base.phase() != Phase::Dance {
        return random;
    }
    let judge = Judge::new(view);
    let worlds = Worlds::new(view, stream, WORLDS);
    let me = judge.company(usize::from(view.to_move));
    let mut scratch = Vec::new();
    let mut best: Option<(f32, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        let mut next = base;
        if next.play(a, &mut ()).is_err() {
            continue;
        }
        let value = if next.is_over() {
            judge.expected(&worlds, &next)[me]
        } else {
            evaluate(&judge, &worlds, &next, view.to_move, &mut scratch)
        };
        // A little noise breaks ties between equal actions without favouring the first.
        let value = value + stream.below(1000) as f32 * 1e-6;
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, i));
        }
    }
    best.map_or(random, |(_, i)| i)
}

/// How good `pos` (another seat to move) looks for `seat`'s Company, averaged over the worlds.
fn evaluate(
    judge: &Judge,
    worlds: &Worlds,
    pos: &Position,
    seat: u8,
    scratch: &mut Vec<Action>,
) -> f32 {
    let me = judge.company(usize::from(seat));
    let n = worlds.len();
    let mut theirs = vec![None; n];
    let them = judge.company(pos.to_move());
    if them != me {
        ends(judge, worlds, pos, scratch, |w, r| {
            if r[them] >= 1.0 && theirs[w].is_none() {
                theirs[w] = Some(r[me]);
            }
        });
    }
    // As if this seat moved again: the ends it holds now.
    let mut parts = pos.parts();
    parts.to_move = seat;
    let again = Position::from_parts(parts);
    let mut mine = vec![false; n];
    ends(judge, worlds, &again, scratch, |w, r| {
        mine[w] |= r[me] >= 1.0;
    });
    let mut total = 0.0;
    let mut dressed = *pos;
    for w in 0..n {
        total += match theirs[w] {
            Some(r) => r,
            None => {
                worlds.dress(w, &mut dressed);
                let now = judge.rewards(&dressed)[me];
                BASE + NOW * now + END_IN_HAND * f32::from(u8::from(mine[w]))
            }
        };
    }
    total / n.max(1) as f32
}

/// Calls `seen(world, rewards)` for every action that ends the round from `pos`, in every
/// world.
fn ends(
    judge: &Judge,
    worlds: &Worlds,
    pos: &Position,
    scratch: &mut Vec<Action>,
    mut seen: impl FnMut(usize, [f32; MAX_COMPANIES]),
) {
    endings(pos, scratch, |end| {
        let mut dressed = *end;
        for w in 0..worlds.len() {
            worlds.dress(w, &mut dressed);
            seen(w, judge.rewards(&dressed));
        }
    });
}
