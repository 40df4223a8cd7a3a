//! A learned policy: how likely a strong player is to play each dance action, from what the
//! action does to the dice. A softmax over a few features of the dice an action changes (whose
//! they are, whether a Will of Apollo is won or lost, whether a die reaches 5), with weights
//! learned natively (`muses train`, [`train`]) by imitating deep searches (`master.model`,
//! under a kilobyte). A search tuned with it (`muses arena --tune model=shipped`) draws its
//! playouts' steps from it and tries the likely actions first; none of the levels does, as
//! none of those tunings beat Hard's at equal time (docs/figures.md). Without weights (a file
//! absent or not read), it falls back on [`Policy::FALLBACK`].

use super::Judge;
#[cfg(not(target_arch = "wasm32"))]
use crate::action::Action;
use crate::board::{Board, Step, MAX_TILES};

/// Per owner of a die (the mover's Company, a rival, the neutral colour).
const PER_OWNER: usize = 6;
/// The number of weights.
pub const FEATURES: usize = 3 * PER_OWNER + 2;

/// The model shipped in the wasm (`muses train` writes it).
const SHIPPED: &[u8] = include_bytes!("master.model");
/// The first bytes of a model file.
const MAGIC: &[u8; 8] = b"MUSEPOL1";

/// Weights of the softmax over the actions' features.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Policy {
    pub weights: [f32; FEATURES],
}

/// The features of an action: what it does to the dice, tile by tile.
pub type Features = [f32; FEATURES];

impl Policy {
    /// Weights set by hand, for a build without a model: raise one's own dice, keep one's
    /// Will of Apollo, spoil the rivals'; a uniform policy plays worse.
    pub const FALLBACK: Policy = Policy {
        weights: [
            0.3, -1.5, 1.5, 0.0, 0.3, 0.0, // the mover's
            -0.3, 1.5, -1.5, 0.0, -0.3, 0.0, // a rival's
            0.0, 0.0, 0.0, 0.0, 0.0, 0.0, // the neutral die
            0.0, 0.0,
        ],
    };

    /// The shipped model, or the fallback when it is absent or cannot be read.
    pub fn shipped() -> Policy {
        Policy::from_bytes(SHIPPED).unwrap_or(Policy::FALLBACK)
    }

    /// A model file: the magic, the number of weights (u32, little endian), the weights (f32,
    /// little endian). `None` when it is not one of this version's.
    pub fn from_bytes(bytes: &[u8]) -> Option<Policy> {
        let rest = bytes.strip_prefix(MAGIC.as_slice())?;
        let (count, rest) = rest.split_first_chunk::<4>()?;
        if u32::from_le_bytes(*count) as usize != FEATURES || rest.len() != FEATURES * 4 {
            return None;
        }
        let mut weights = [0.0; FEATURES];
        for (w, b) in weights.iter_mut().zip(rest.chunks_exact(4)) {
            *w = f32::from_le_bytes(b.try_into().ok()?);
            if !w.is_finite() {
                return None;
            }
        }
        Some(Policy { weights })
    }

    /// The model file of these weights.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&(FEATURES as u32).to_le_bytes());
        for w in self.weights {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// An action's logit.
    pub fn logit(&self, f: &Features) -> f32 {
        self.weights.iter().zip(f).map(|(w, x)| w * x).sum()
    }
}

/// Whose die a tile carries, for the mover's Company `me`: 0 the mover's, 1 a rival's, 2 the
/// neutral colour's.
fn owner(judge: &Judge, board: &Board, i: usize, me: usize) -> usize {
    match board
        .tiles()
        .get(i)
        .and_then(|t| judge.company_of_colour(t.colour))
    {
        Some(k) if k == me => 0,
        Some(_) => 1,
        None => 2,
    }
}

/// The value a die counts for at the end (the Will of Apollo turns a die showing its Muse's
/// Suns into a 6).
fn counts(value: u8, suns: u8) -> f32 {
    if value == suns {
        6.0
    } else {
        f32::from(value)
    }
}

/// Adds to `f` what changing tile `i`'s die from `old` to `new` does.
fn add_change(f: &mut Features, o: usize, suns: u8, old: u8, new: u8) {
    let at = o * PER_OWNER;
    f[at] += f32::from(new) - f32::from(old);
    f[at + 1] += f32::from(u8::from(old == suns && new != suns));
    f[at + 2] += f32::from(u8::from(new == suns && old != suns));
    f[at + 3] += f32::from(u8::from(new == 5 && old < 5));
    f[at + 4] += (counts(new, suns) - counts(old, suns)) / 6.0;
    f[at + 5] += f32::from(u8::from(old == 5 && new < 5));
}

/// The features of the dance step `step` on `board` (the mover's Company `me`).
pub(crate) fn step_features(judge: &Judge, board: &Board, step: &Step, me: usize) -> Features {
    let mut f = [0.0; FEATURES];
    let mut moved = 0.0;
    for (i, t) in board.tiles().iter().enumerate().take(MAX_TILES) {
        if step.moved & (1 << i) != 0 {
            add_change(
                &mut f,
                owner(judge, board, i, me),
                t.muse.suns(),
                t.value,
                t.value + 1,
            );
            moved += 1.0;
        }
    }
    f[3 * PER_OWNER] = moved / 4.0;
    f
}

/// The features of any action, from the board before it and after it (the same tiles, in
/// the same order: a round never reorders them).
pub(crate) fn action_features(
    judge: &Judge,
    before: &Board,
    after: &Board,
    me: usize,
    power: bool,
) -> Features {
    let mut f = [0.0; FEATURES];
    let mut moved = 0.0;
    for (i, (a, b)) in before.tiles().iter().zip(after.tiles()).enumerate() {
        if a.value != b.value {
            add_change(
                &mut f,
                owner(judge, before, i, me),
                a.muse.suns(),
                a.value,
                b.value,
            );
        }
        if a.square != b.square {
            moved += 1.0;
        }
    }
    f[3 * PER_OWNER] = moved / 4.0;
    f[3 * PER_OWNER + 1] = f32::from(u8::from(power));
    f
}

/// Softmax probabilities of `logits`, in place.
pub fn softmax(logits: &mut [f32]) {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for l in logits.iter_mut() {
        *l = (*l - max).exp();
        sum += *l;
    }
    if sum > 0.0 {
        for l in logits.iter_mut() {
            *l /= sum;
        }
    }
}

/// One example to learn from: each legal action's features and how much a deep search liked
/// it (its share of the root's visits).
#[derive(Clone, Debug, Default)]
pub struct Example {
    pub features: Vec<Features>,
    pub target: Vec<f32>,
}

/// Fits the weights to the examples by gradient descent on the cross-entropy between the
/// policy and the searches' shares, with a little L2 (`epochs` full passes), from `start`.
/// Returns the weights and the mean cross-entropy at the end.
pub fn train(examples: &[Example], start: Policy, epochs: u32, rate: f32) -> (Policy, f32) {
    let mut w = start.weights;
    let n = examples.len().max(1) as f32;
    let mut loss = 0.0;
    // Adam keeps the step size sensible whatever the features' scales.
    let (mut m, mut v) = ([0.0f32; FEATURES], [0.0f32; FEATURES]);
    let (b1, b2) = (0.9f32, 0.999f32);
    let mut probs = Vec::new();
    for epoch in 1..=epochs {
        let mut grad = [0.0f32; FEATURES];
        loss = 0.0;
        let policy = Policy { weights: w };
        for ex in examples {
            probs.clear();
            probs.extend(ex.features.iter().map(|f| policy.logit(f)));
            softmax(&mut probs);
            for ((f, &p), &t) in ex.features.iter().zip(&probs).zip(&ex.target) {
                loss -= t * p.max(1e-9).ln();
                for (g, x) in grad.iter_mut().zip(f) {
                    *g += (p - t) * x;
                }
            }
        }
        loss /= n;
        for k in 0..FEATURES {
            let g = grad[k] / n + 1e-3 * w[k];
            m[k] = b1 * m[k] + (1.0 - b1) * g;
            v[k] = b2 * v[k] + (1.0 - b2) * g * g;
            let mh = m[k] / (1.0 - b1.powi(epoch as i32));
            let vh = v[k] / (1.0 - b2.powi(epoch as i32));
            w[k] -= rate * mh / (vh.sqrt() + 1e-8);
        }
    }
    (Policy { weights: w }, loss)
}

/// Examples to learn from: the dance positions of `games` games that Hard plays against
/// itself (2 players, its default budget, deals from `seed`), each searched `iterations` times
/// over every legal action, seen from the seat to move. Natively only (`muses train`).
#[cfg(not(target_arch = "wasm32"))]
pub fn examples(games: u32, seed: u64, iterations: u32) -> Vec<Example> {
    use super::{choose, hard, mix, Budget, Level};
    use crate::deal::Options;
    use crate::game::Game;
    use crate::position::Phase;
    use crate::rng::Stream;
    let mut out = Vec::new();
    for g in 0..games {
        let Ok(mut game) = Game::new(Options::new(2).seed(mix(seed, u64::from(g), 0))) else {
            continue;
        };
        for turn in 0..300u64 {
            if game.is_over() {
                break;
            }
            let seat = game.position().to_move();
            let view = game.view(Some(seat), true);
            let pos = *game.position();
            let legal = view.legal_actions();
            if pos.phase() == Phase::Dance && legal.len() > 1 {
                let mut stream = Stream::new(mix(seed, u64::from(g), turn + 1));
                let thought = hard::search(
                    &view,
                    &mut stream,
                    iterations,
                    None,
                    hard::Tuning::HARD,
                    Some(legal.clone()),
                );
                let judge = Judge::new(&view);
                let me = judge.company(seat);
                let total: u32 = thought.visits.iter().map(|(_, v)| v).sum();
                let mut ex = Example::default();
                // Any world does: the features read the dice, and the Suns of the Muses the
                // seat sees (a hidden one's are a guess either way).
                let world = view.sample(&mut stream);
                for (a, v) in &thought.visits {
                    let mut next = world;
                    if next.play(a, &mut ()).is_err() {
                        continue;
                    }
                    let power = !matches!(a, Action::Step { .. });
                    ex.features.push(action_features(
                        &judge,
                        world.board(),
                        next.board(),
                        me,
                        power,
                    ));
                    ex.target.push(*v as f32 / total.max(1) as f32);
                }
                out.push(ex);
            }
            let Some(a) = choose(
                &view,
                Level::Hard,
                mix(seed, u64::from(g), turn + 7),
                Budget::default_for(Level::Hard),
            ) else {
                break;
            };
            if game.apply(a).is_err() {
                break;
            }
        }
    }
    out
}

/// The mean cross-entropy of `policy` on `examples`.
pub fn loss(policy: &Policy, examples: &[Example]) -> f32 {
    let mut total = 0.0;
    let mut probs = Vec::new();
    for ex in examples {
        probs.clear();
        probs.extend(ex.features.iter().map(|f| policy.logit(f)));
        softmax(&mut probs);
        for (&p, &t) in probs.iter().zip(&ex.target) {
            total -= t * p.max(1e-9).ln();
        }
    }
    total / examples.len().max(1) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_file_reads_back_and_a_bad_one_is_refused() {
        let mut p = Policy::FALLBACK;
        p.weights[3] = -0.25;
        assert_eq!(Policy::from_bytes(&p.to_bytes()), Some(p));
        assert_eq!(Policy::from_bytes(&[]), None);
        let bytes = p.to_bytes();
        assert_eq!(Policy::from_bytes(&bytes[..bytes.len() - 1]), None);
        let mut other = bytes.clone();
        other[8] = 3;
        assert_eq!(Policy::from_bytes(&other), None);
        let mut nan = bytes;
        let at = nan.len() - 4;
        nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
        assert_eq!(Policy::from_bytes(&nan), None);
    }

    #[test]
    fn training_finds_a_plain_preference() {
        // Two actions: the one raising the mover's die is always the searches' choice.
        let mut up = [0.0; FEATURES];
        up[0] = 1.0;
        let mut down = [0.0; FEATURES];
        down[PER_OWNER] = 1.0;
        let ex = Example {
            features: vec![up, down],
            target: vec![0.9, 0.1],
        };
        let zero = Policy {
            weights: [0.0; FEATURES],
        };
        let (p, loss) = train(&[ex], zero, 300, 0.05);
        assert!(p.weights[0] > p.weights[PER_OWNER]);
        assert!(loss < 0.35, "{loss}");
    }
}
