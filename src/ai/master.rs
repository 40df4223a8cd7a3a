//! Master: Hard's information-set search ([`super::hard`]) spread over several cores. Each
//! change to an iteration was measured alone in the arena (docs/figures.md, "Master and the ladder"): see
//! [`Tuning`]'s fields, and [`tuning`] for why none is on.
//!
//! Root-parallel: each worker (a thread natively, a Web Worker in the browser) searches the
//! same view alone, with its own seed, and says how often it visited each root action
//! ([`think`]); the action visited most over all of them is played ([`combine`]). Workers
//! share no memory, so the page needs no `SharedArrayBuffer`, which only a cross-origin
//! isolated page (COOP and COEP headers) may use: a static host cannot be assumed to send
//! them. Like Hard, Master sees only its seat's [`View`]: the identities it cannot see are
//! dealt at random in every iteration.

use super::hard::{self, Thought, Tuning};
use super::policy::Policy;
use super::{mix, Budget};
use crate::action::Action;
use crate::rng::Stream;
use crate::view::View;
use std::collections::BTreeMap;

/// Master's thinking time on the page when the player picks none (milliseconds).
pub const DEFAULT_MILLIS: u32 = 3000;
/// The search where results must repeat (tests, `muses arena`): about three times Hard's.
pub const DEFAULT_ITERATIONS: u32 = 30_000;
/// A worker's tree stops growing here (about 25 MB), so that several fit in a phone.
const MAX_NODES: usize = 1 << 19;

/// Master's search: Hard's, with more time on every core. None of the changes to an
/// iteration measured in the arena (the policy's playouts and prior, ends by a Power, the
/// playouts' guard, drawing from a few steps; docs/figures.md) beat Hard's at equal CPU
/// time, so none is on; [`with_model`] and `muses arena --tune` keep them for measuring.
pub fn tuning() -> Tuning {
    Tuning {
        max_nodes: MAX_NODES,
        ..Tuning::HARD
    }
}

/// Master's search with this model (`None`: no model at all).
pub fn with_model(model: Option<Policy>) -> Tuning {
    Tuning {
        model,
        playouts: true,
        power_ends: true,
        guard: true,
        max_nodes: MAX_NODES,
        ..Tuning::HARD
    }
}

/// One worker's search from `view` (its seat to move) with its own `seed`, for `budget`
/// (thinking by time when a clock is given), at `tuning`: `None` when the view is not the
/// mover's or the round is over. A move with one sound action needs no search: its thought
/// has that action alone, with one visit and no iteration.
pub fn think(
    view: &View,
    seed: u64,
    budget: Budget,
    clock: Option<&mut dyn FnMut() -> f64>,
    tuning: Tuning,
) -> Option<Thought> {
    if view.game_over || view.seat != Some(view.to_move) {
        return None;
    }
    view.world(&mut Stream::new(seed)).ok()?;
    let legal = view.legal_actions();
    let mut stream = Stream::new(seed);
    if let [only] = legal.as_slice() {
        return Some(Thought {
            visits: vec![(*only, 1)],
            iterations: 0,
            nodes: 0,
        });
    }
    let root = hard::sound_root(view, &legal, &mut stream);
    if let Some(&[only]) = root.as_deref() {
        return Some(Thought {
            visits: vec![(only, 1)],
            iterations: 0,
            nodes: 0,
        });
    }
    let deadline = budget.millis.zip(clock).map(|(ms, clock)| {
        let end = clock() + f64::from(ms);
        (clock, end)
    });
    let thought = hard::search(view, &mut stream, budget.iterations, deadline, tuning, root);
    Some(thought)
}

/// The action the workers' thoughts agree on: the most visited over all of them (the least
/// action of equals, so that the order of the thoughts does not matter), and the iterations
/// they ran together.
pub fn combine(thoughts: &[Thought]) -> Option<(Action, u32)> {
    let mut visits: BTreeMap<Action, u64> = BTreeMap::new();
    let mut iterations = 0u32;
    for t in thoughts {
        iterations = iterations.saturating_add(t.iterations);
        for &(a, v) in &t.visits {
            *visits.entry(a).or_default() += u64::from(v);
        }
    }
    let mut best: Option<(Action, u64)> = None;
    for (a, v) in visits {
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((a, v));
        }
    }
    best.map(|(a, _)| (a, iterations))
}

/// The seed of worker `k` of a choice seeded `seed`: the first worker's is the seed itself,
/// so that one worker plays as [`super::choose`] does.
pub fn worker_seed(seed: u64, k: usize) -> u64 {
    if k == 0 {
        seed
    } else {
        mix(seed, k as u64, 0x6d61_7374)
    }
}

/// Master's choice on one core: one worker's thought.
#[cfg(any(not(target_arch = "wasm32"), feature = "master"))]
pub(super) fn choose(
    view: &View,
    seed: u64,
    budget: Budget,
    clock: Option<&mut dyn FnMut() -> f64>,
) -> Option<(Action, u32)> {
    let thought = think(view, seed, budget, clock, tuning())?;
    combine(&[thought])
}

/// Master's choice with `workers` threads searching at once (natively: the command-line
/// tool), each for the whole `budget`; `clock` makes each thread's clock (for a budget in
/// time), or `None` for iterations alone.
#[cfg(not(target_arch = "wasm32"))]
pub fn choose_parallel(
    view: &View,
    seed: u64,
    budget: Budget,
    workers: usize,
    tuning: Tuning,
    clock: Option<fn() -> f64>,
) -> Option<(Action, u32)> {
    let thoughts: Vec<Option<Thought>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers.max(1))
            .map(|k| {
                scope.spawn(move || {
                    let mut tick = clock;
                    let clock = tick.as_mut().map(|c| c as &mut dyn FnMut() -> f64);
                    think(view, worker_seed(seed, k), budget, clock, tuning)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().ok().flatten())
            .collect()
    });
    let thoughts: Option<Vec<Thought>> = thoughts.into_iter().collect();
    combine(&thoughts?)
}

/// A search described in words, for measuring one change at a time (`muses arena --tune`):
/// from `base` (Hard's or Master's), `key=value` pairs joined by commas: `exploration=F`,
/// `model=shipped|fallback|none`, `playouts=on|off`, `powers=on|off`, `guard=on|off`,
/// `prior=F`, `prior-depth=N`, `widen=F`, `nodes=N`.
pub fn tuning_from(text: &str, base: Tuning) -> Result<Tuning, String> {
    let mut t = base;
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("`{pair}` is not key=value"))?;
        let on = || match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(format!("{key} is on or off, not `{value}`")),
        };
        let number = || {
            value
                .parse::<f32>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| format!("{key} is a number from 0, not `{value}`"))
        };
        match key {
            "exploration" => t.exploration = number()?,
            "model" => {
                t.model = match value {
                    "shipped" => Some(Policy::shipped()),
                    "fallback" => Some(Policy::FALLBACK),
                    "none" => None,
                    _ => return Err(format!("model is shipped, fallback or none, not `{value}`")),
                }
            }
            "playouts" => t.playouts = on()?,
            "powers" => t.power_ends = on()?,
            "guard" => t.guard = on()?,
            "prior" => t.prior = number()?,
            "prior-depth" => t.prior_depth = number()?.min(255.0) as u8,
            "widen" => t.widen = number()?,
            "nodes" => t.max_nodes = (number()? as usize).max(1),
            "sample" => t.sample = number()?.min(8.0) as u8,
            _ => return Err(format!("no such setting `{key}`")),
        }
    }
    Ok(t)
}
