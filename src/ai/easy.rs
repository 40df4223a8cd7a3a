//! Easy: plays at random, except that it ends the round when that wins and does not leave the
//! next player a winning end.

use super::judge::{threats, Threat};
use super::{Judge, Worlds};
use crate::action::Action;
use crate::position::Phase;
use crate::rng::Stream;
use crate::view::View;

/// More worlds than a dance can have (at most 4 hidden tiles: 24 ways).
const WORLDS: usize = 24;

pub(super) fn choose(view: &View, legal: &[Action], stream: &mut Stream) -> usize {
    let random = stream.below(legal.len() as u32) as usize;
    let base = view.sample(stream);
    if base.phase() != Phase::Dance {
        return random;
    }
    let judge = Judge::new(view);
    let worlds = Worlds::new(view, stream, WORLDS);
    let me = judge.company(usize::from(view.to_move));
    let mut best_end: Option<(f32, usize)> = None;
    let mut safe = Vec::new();
    let mut least_bad: Option<(f32, usize)> = None;
    for (i, t) in threats(&judge, &worlds, &base, legal, me)
        .into_iter()
        .enumerate()
    {
        let mine = match t {
            Threat::Ends(r) => {
                if best_end.is_none_or(|(b, _)| r > b) {
                    best_end = Some((r, i));
                }
                r
            }
            // What this seat gets if the next player ends the round as well as they can.
            Threat::HandsOver { mine, .. } => mine,
            Threat::Open => {
                safe.push(i);
                continue;
            }
        };
        if least_bad.is_none_or(|(b, _)| mine > b) {
            least_bad = Some((mine, i));
        }
    }
    match (best_end, safe.is_empty(), least_bad) {
        (Some((r, i)), _, _) if r > 0.5 => i,
        (_, false, _) => safe[stream.below(safe.len() as u32) as usize],
        (_, true, Some((_, i))) => i,
        _ => random,
    }
}
