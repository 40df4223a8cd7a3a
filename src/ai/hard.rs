//! Hard: single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse
//! 2012). Each iteration deals the Muses the seat cannot see at random ([`View::sample`]),
//! descends one shared tree by UCB over the actions legal in that deal, adds one node, plays
//! the round out with a light policy and backs up each Company's result.
//!
//! Only another seat's placement depends on the deal (which Muses are in that hand): during
//! the dance and for this seat's own placements the legal actions are the same in every deal,
//! so such nodes keep their list and its children side by side.

use super::judge::{root_threats, sound, Rewards, MAX_COMPANIES};
use super::policy::{self, Policy};
use super::Judge;
use crate::action::Action;
use crate::board::{Board, Dir, Square, Step, Steps};
use crate::muse::{Area, Effect, Muse};
use crate::position::{Phase, Position};
use crate::rng::Stream;
use crate::view::View;

/// The default search where results must repeat (tests, `muses arena`): about 0.1 s a move
/// natively. The browser's Hard thinks by time instead.
pub(super) const DEFAULT_ITERATIONS: u32 = 10_000;

/// UCB exploration constant for rewards in 0..=1 (0.15 beat 0.25, 0.4 and 0.7 head to head).
const EXPLORATION: f32 = 0.15;
/// A simulated round that runs this long is scored where it stands.
const ROLLOUT_PLIES: u32 = 200;
/// How many iterations run between two looks at the clock.
const CLOCK_EVERY: u32 = 32;
const NONE: u32 = u32::MAX;
/// The tree stops growing here (about 50 MB): thinking by time, a fast device in a quick
/// endgame would otherwise fill the browser's memory. Iterations go on through the tree.
const MAX_NODES: usize = 1 << 20;

/// How a search plays: [`Tuning::HARD`], or Master's ([`super::master`]), each of its
/// changes measured alone in the arena (docs/figures.md).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// The UCB exploration constant.
    pub exploration: f32,
    /// The learned policy ([`policy`]), for the playouts and the prior below.
    pub model: Option<Policy>,
    /// Playouts draw their steps from the model (else uniformly).
    pub playouts: bool,
    /// Playouts take a winning end by a Raise on a die showing 5 too (else by a step only).
    pub power_ends: bool,
    /// Playouts avoid a step after which the next player can end the round by a step and win.
    pub guard: bool,
    /// The model's prior in the tree's first `prior_depth` levels: the untried actions are
    /// tried most likely first, and UCB gets `prior × p / (1 + visits)` (progressive bias).
    pub prior: f32,
    pub prior_depth: u8,
    /// Progressive widening where the prior orders the actions: a node visited n times
    /// weighs its first `widen × n^0.5` actions only (0: all).
    pub widen: f32,
    /// The tree stops growing here.
    pub max_nodes: usize,
    /// Master's playouts draw a calm step from this many legal steps found at random (then
    /// weighed by the model, and guarded), not from the list of every step (0).
    pub sample: u8,
}

impl Tuning {
    /// Hard's search, as it has always played.
    pub const HARD: Tuning = Tuning {
        exploration: EXPLORATION,
        model: None,
        playouts: false,
        power_ends: false,
        guard: false,
        prior: 0.0,
        prior_depth: 0,
        widen: 0.0,
        max_nodes: MAX_NODES,
        sample: 0,
    };
}

enum Children {
    /// Not visited yet.
    Unknown,
    /// The same legal actions in every deal, in the random order they are tried; `tried` of
    /// them have a child.
    Fixed {
        actions: Vec<Action>,
        nodes: Vec<u32>,
        tried: usize,
        /// The policy's probability of each action, with a prior (else empty).
        priors: Vec<f32>,
    },
    /// Another seat's placement: the children met so far, sorted by action.
    Varying(Vec<(Action, u32)>),
}

struct Node {
    children: Children,
    visits: u32,
    /// How many times this node's action was legal when its parent was visited.
    avail: u32,
    /// The total reward of the Company that played the action leading here.
    reward: f32,
    mover: u8,
    /// The policy's probability of the action leading here (0 without a prior).
    prior: f32,
}

impl Node {
    fn new(mover: usize) -> Node {
        Node {
            children: Children::Unknown,
            visits: 0,
            avail: 1,
            reward: 0.0,
            mover: mover as u8,
            prior: 0.0,
        }
    }

    /// The UCB score, given the log of the number of times it could have been chosen.
    fn ucb(&self, ln_avail: f32, exploration: f32) -> f32 {
        let visits = self.visits.max(1) as f32;
        self.reward / visits + exploration * (ln_avail / visits).sqrt()
    }
}

/// A search; `STATS` (the review's) keeps each root action's rewards Company by Company and
/// may force the root's action, at no cost to Hard's own searches, which compile without it.
struct Search<'a, const STATS: bool> {
    judge: Judge,
    seat: usize,
    stream: &'a mut Stream,
    tuning: Tuning,
    tree: Vec<Node>,
    actions: Vec<Action>,
    /// Scratch: the children legal in this deal.
    met: Vec<(Action, u32)>,
    /// Scratch for the playouts' policy.
    logits: Vec<f32>,
    /// The root's slot the last descent went through.
    root_slot: Option<usize>,
    /// For the review: each root slot's total rewards, Company by Company.
    totals: Option<Vec<Rewards>>,
    /// For the review: the root action every descent takes.
    force: Option<Action>,
}

/// The actions a search weighs at the root, in the dance: the sound ones ([`sound`]), since
/// a search of this size misses a reply that ends the round more often than not, where
/// checking every reply at the root is cheap and sure. `None` in the placement.
pub(super) fn sound_root(
    view: &View,
    legal: &[Action],
    stream: &mut Stream,
) -> Option<Vec<Action>> {
    root_threats(view, legal, stream)
        .map(|t| sound(&t).into_iter().map(|i| legal[i]).collect::<Vec<_>>())
}

/// The index in `legal` of the action chosen, and the iterations run. In the dance the root
/// weighs only sound actions ([`sound_root`]).
pub(super) fn choose(
    view: &View,
    legal: &[Action],
    stream: &mut Stream,
    iterations: u32,
    deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
) -> (usize, u32) {
    let root = sound_root(view, legal, stream);
    if let Some(&[only]) = root.as_deref() {
        return (legal.iter().position(|a| *a == only).unwrap_or(0), 0);
    }
    let (search, done) = grow(view, stream, iterations, deadline, Tuning::HARD, root);
    // The most visited (the last of equals, in the tree's order), as [`Thought::best`] but
    // without the list of visits, which the first load's wasm does without.
    let visits = |&n: &u32| search.tree.get(n as usize).map_or(0, |n| n.visits);
    let best = match &search.tree[0].children {
        Children::Fixed { actions, nodes, .. } => nodes
            .iter()
            .enumerate()
            .max_by_key(|(_, n)| visits(n))
            .map(|(i, _)| actions[i]),
        Children::Varying(children) => children
            .iter()
            .max_by_key(|(_, n)| visits(n))
            .map(|(a, _)| *a),
        Children::Unknown => None,
    };
    let index = best
        .and_then(|b| legal.iter().position(|a| *a == b))
        .unwrap_or(0);
    (index, done)
}

/// What a search found at its root: each action it tried with its visits, in the tree's
/// order, the iterations it ran and the nodes it grew (one of Master's workers hands it to the
/// page, which hands them all to one worker to combine).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Thought {
    pub visits: Vec<(Action, u32)>,
    pub iterations: u32,
    pub nodes: usize,
}

impl Thought {
    /// The most visited action (the last of equals, in the tree's order).
    pub fn best(&self) -> Option<Action> {
        self.visits
            .iter()
            .enumerate()
            .max_by_key(|(_, (_, v))| *v)
            .map(|(_, (a, _))| *a)
    }
}

/// A search over the root actions `root` (when `None`, the legal actions of each deal), for
/// `iterations` or until the deadline.
pub(crate) fn search(
    view: &View,
    stream: &mut Stream,
    iterations: u32,
    deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
    tuning: Tuning,
    root: Option<Vec<Action>>,
) -> Thought {
    let (search, done) = grow(view, stream, iterations, deadline, tuning, root);
    let visits = |&n: &u32| search.tree.get(n as usize).map_or(0, |n| n.visits);
    let tried = match &search.tree[0].children {
        Children::Fixed { actions, nodes, .. } => actions
            .iter()
            .zip(nodes)
            .filter(|(_, n)| **n != NONE)
            .map(|(&a, n)| (a, visits(n)))
            .collect(),
        Children::Varying(children) => children.iter().map(|(a, n)| (*a, visits(n))).collect(),
        Children::Unknown => Vec::new(),
    };
    Thought {
        visits: tried,
        iterations: done,
        nodes: search.tree.len(),
    }
}

/// The tree a search grew, and the iterations it ran.
fn grow<'a>(
    view: &View,
    stream: &'a mut Stream,
    iterations: u32,
    mut deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
    tuning: Tuning,
    root: Option<Vec<Action>>,
) -> (Search<'a, false>, u32) {
    let mut search = Search::<false>::new(view, stream, tuning, root);
    let mut path = Vec::new();
    let mut done = 0;
    while done < iterations.max(1) {
        if let Some((clock, end)) = deadline.as_mut() {
            if done > 0 && done % CLOCK_EVERY == 0 && clock() >= *end {
                break;
            }
        }
        done += 1;
        search.iterate(view, &mut path);
    }
    (search, done)
}

/// What a search learnt of one root action: how often it went through it and each Company's
/// mean reward there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct RootStat {
    pub action: Action,
    pub visits: u32,
    pub mean: Rewards,
}

/// For the review: searches `iterations` times from `view` (its seat to move) over the root
/// actions `root`, then through the action `force` alone until it has `min` visits (at most
/// `iterations` more descents), and tells what it learnt of each root action.
pub(crate) fn analyse(
    view: &View,
    root: Vec<Action>,
    stream: &mut Stream,
    iterations: u32,
    force: Option<(Action, u32)>,
    tuning: Tuning,
) -> Vec<RootStat> {
    let mut search = Search::<true>::new(view, stream, tuning, Some(root));
    let mut path = Vec::new();
    for _ in 0..iterations.max(1) {
        search.iterate(view, &mut path);
    }
    if let Some((action, min)) = force {
        search.force = Some(action);
        for _ in 0..iterations {
            if search.root_visits(&action) >= min {
                break;
            }
            search.iterate(view, &mut path);
        }
    }
    search.stats()
}

impl<'a, const STATS: bool> Search<'a, STATS> {
    /// A search from `view`, whose root weighs the actions `root` (`None`: the legal ones of
    /// each deal).
    fn new(
        view: &View,
        stream: &'a mut Stream,
        tuning: Tuning,
        root: Option<Vec<Action>>,
    ) -> Search<'a, STATS> {
        let mut search = Search {
            judge: Judge::new(view),
            seat: usize::from(view.to_move),
            stream,
            tuning,
            tree: vec![Node::new(0)],
            actions: Vec::new(),
            met: Vec::new(),
            logits: Vec::new(),
            root_slot: None,
            totals: None,
            force: None,
        };
        if let Some(mut actions) = root {
            search.stream.shuffle(&mut actions);
            let priors = if search.ordered(0) {
                let pos = view.sample(search.stream);
                search.order(&pos, &mut actions)
            } else {
                Vec::new()
            };
            search.totals = STATS.then(|| vec![[0.0; MAX_COMPANIES]; actions.len()]);
            search.tree[0].children = Children::Fixed {
                nodes: vec![NONE; actions.len()],
                actions,
                tried: 0,
                priors,
            };
        }
        search
    }

    /// The search's tuning: always Hard's in a browser build without Master (the first
    /// load's), a constant the compiler folds, so that Master's code is left out of it.
    fn tuning(&self) -> &Tuning {
        if cfg!(all(target_arch = "wasm32", not(feature = "master"))) {
            &Tuning::HARD
        } else {
            &self.tuning
        }
    }

    /// Whether the nodes `depth` levels down order their actions by the model (never in a
    /// browser build without Master).
    fn ordered(&self, depth: usize) -> bool {
        let t = self.tuning();
        t.model.is_some() && depth < usize::from(t.prior_depth) && (t.prior > 0.0 || t.widen > 0.0)
    }

    /// Sorts `actions` (shuffled) most likely first by the model, in `pos`, and gives their
    /// probabilities in that order.
    fn order(&mut self, pos: &Position, actions: &mut [Action]) -> Vec<f32> {
        let Some(model) = self.tuning().model else {
            return Vec::new();
        };
        let me = self.judge.company(pos.to_move());
        let mut scored: Vec<(f32, Action)> = actions
            .iter()
            .map(|a| {
                let mut next = *pos;
                let logit = if next.play(a, &mut ()).is_ok() {
                    let power = !matches!(a, Action::Step { .. } | Action::Place { .. });
                    let f =
                        policy::action_features(&self.judge, pos.board(), next.board(), me, power);
                    model.logit(&f)
                } else {
                    f32::NEG_INFINITY
                };
                (logit, *a)
            })
            .collect();
        // Stable: equals keep the shuffled order.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut priors: Vec<f32> = scored.iter().map(|(l, _)| *l).collect();
        policy::softmax(&mut priors);
        for (slot, (_, a)) in actions.iter_mut().zip(scored) {
            *slot = a;
        }
        priors
    }

    /// One iteration: a deal, a descent, a playout, and the rewards backed up.
    fn iterate(&mut self, view: &View, path: &mut Vec<u32>) {
        let mut pos = view.sample(self.stream);
        if STATS {
            self.root_slot = None;
        }
        self.descend(&mut pos, path);
        let rewards = self.rollout(&mut pos);
        for &n in path.iter() {
            let n = &mut self.tree[n as usize];
            n.visits += 1;
            n.reward += rewards[usize::from(n.mover)];
        }
        if !STATS {
            return;
        }
        if let (Some(totals), Some(k)) = (self.totals.as_mut(), self.root_slot) {
            if let Some(t) = totals.get_mut(k) {
                for (t, r) in t.iter_mut().zip(rewards) {
                    *t += r;
                }
            }
        }
    }

    /// Plays the round out from `pos`: Hard's playout, or Master's where the tuning asks.
    fn rollout(&mut self, pos: &mut Position) -> Rewards {
        let t = *self.tuning();
        // Master's playouts are left out of a browser build without Master (the first load's).
        if cfg!(all(target_arch = "wasm32", not(feature = "master")))
            || !(t.power_ends || t.guard || t.playouts && t.model.is_some())
        {
            return rollout(pos, &self.judge, self.stream);
        }
        for _ in 0..ROLLOUT_PLIES {
            let more = match pos.phase() {
                Phase::Over => false,
                Phase::Placement => place(pos, self.stream),
                Phase::Dance => self.dance(pos),
            };
            if !more {
                break;
            }
        }
        self.judge.rewards(pos)
    }

    /// Master's simulated turn of the dance: a winning end if the mover has one (by a Power
    /// too, with `power_ends`), else a step that does not end the round (nor, with `guard`,
    /// lets the next player end it by a step and win), drawn from the model's policy or
    /// uniformly; any step if every one ends it. False if there is none.
    fn dance(&mut self, pos: &mut Position) -> bool {
        let me = self.judge.company(pos.to_move());
        if self.tuning().power_ends && pos.board().max_value() >= 5 {
            if let Some(end) = self.raise_to_six(pos, me) {
                *pos = end;
                return true;
            }
        }
        if self.tuning().sample > 0 && self.sampled(pos, me) {
            return true;
        }
        let board = *pos.board();
        let steps = board.legal_steps();
        if steps.is_empty() {
            return false;
        }
        let mut calm = [0u8; 36];
        let mut calm_len = 0;
        let high = board.max_value() >= 5;
        for (k, s) in steps.iter().enumerate() {
            if high && moves_a_five(&board, s) {
                let mut next = *pos;
                next.play_step(s);
                if self.judge.winners(&next) == 1 << me {
                    *pos = next;
                    return true;
                }
                continue;
            }
            calm[calm_len] = k as u8;
            calm_len += 1;
        }
        if calm_len == 0 {
            if let Some(k) = self.stream.pick(&steps) {
                pos.play_step(&steps[k]);
            }
            return true;
        }
        // Each calm step's weight: the model's probability, or even odds.
        self.logits.clear();
        match self.tuning().model.filter(|_| self.tuning().playouts) {
            Some(model) => {
                for &k in &calm[..calm_len] {
                    let f = policy::step_features(&self.judge, &board, &steps[usize::from(k)], me);
                    self.logits.push(model.logit(&f));
                }
                policy::softmax(&mut self.logits);
            }
            None => self.logits.resize(calm_len, 1.0 / calm_len as f32),
        }
        // Drawn without replacement until one leaves the next player no winning end (with
        // `guard`; checked one at a time, most draws need one check); the first drawn if
        // every one does.
        let mut first = None;
        let mut left: f32 = self.logits.iter().sum();
        for _ in 0..calm_len {
            let Some(i) = self.draw(left) else { break };
            let step = steps[usize::from(calm[i])];
            first.get_or_insert(step);
            if !self.tuning().guard {
                break;
            }
            let mut next = *pos;
            next.play_step(&step);
            if !self.gives_a_win(&next) {
                *pos = next;
                return true;
            }
            left -= self.logits[i];
            self.logits[i] = 0.0;
        }
        if let Some(step) = first {
            pos.play_step(&step);
        }
        true
    }

    /// An index drawn with the weights `self.logits` (never one weighing 0), `left` their sum.
    fn draw(&mut self, left: f32) -> Option<usize> {
        let mut u = self.stream.next_u32() as f32 / 4_294_967_296.0 * left;
        let mut chosen = None;
        for (i, p) in self.logits.iter().enumerate() {
            if *p > 0.0 {
                chosen = Some(i);
                if u < *p {
                    break;
                }
                u -= p;
            }
        }
        chosen
    }

    /// The round ended by a Raise on a die showing 5 (the Power alone ends it, D6), if one
    /// wins for the mover's Company `me`: the playouts' cheap share of the ends by a Power.
    fn raise_to_six(&self, pos: &Position, me: usize) -> Option<Position> {
        let tiles = pos.board().tiles();
        for r in tiles
            .iter()
            .filter(|t| t.face_up && t.muse.effect() == Effect::Raise)
        {
            for t in tiles.iter().filter(|t| t.value == 5) {
                let (dx, dy) = r.square.delta_to(t.square);
                if (dx, dy) == (0, 0) || !r.muse.area().contains(dx, dy) {
                    continue;
                }
                let mut end = *pos;
                let raise = Action::PowerStep {
                    from: r.square,
                    target: t.square,
                    dir: None,
                };
                if end.play(&raise, &mut ()).is_ok() && self.judge.winners(&end) == 1 << me {
                    return Some(end);
                }
            }
        }
        None
    }

    /// Master's cheap simulated turn (with `sample`): a winning end by a step if the mover
    /// has one, else a calm step drawn from `sample` legal steps found at random, weighed by
    /// the model and guarded. False when it found none it may play (the full list decides).
    fn sampled(&mut self, pos: &mut Position, me: usize) -> bool {
        let board = *pos.board();
        let steps = board.steps();
        let high = board.max_value() >= 5;
        if high {
            let mut fives = [None; MAX_FIVE_STEPS];
            for s in five_steps(&board, &steps, &mut fives).iter().flatten() {
                let mut next = *pos;
                next.play_step(s);
                if self.judge.winners(&next) == 1 << me {
                    *pos = next;
                    return true;
                }
            }
        }
        let want = usize::from(self.tuning().sample).min(MAX_SAMPLE);
        let mut found = [NO_STEP; MAX_SAMPLE];
        let mut len = 0;
        let n = board.len() as u32;
        for _ in 0..64 {
            if len == want {
                break;
            }
            let i = self.stream.below(n) as usize;
            let dir = Dir::ALL[self.stream.below(4) as usize];
            if let Some(s) = steps.step(i, dir) {
                if !(high && moves_a_five(&board, &s)) {
                    found[len] = s;
                    len += 1;
                }
            }
        }
        let found = &found[..len];
        self.logits.clear();
        match self.tuning().model.filter(|_| self.tuning().playouts) {
            Some(model) => {
                for s in found {
                    let f = policy::step_features(&self.judge, &board, s, me);
                    self.logits.push(model.logit(&f));
                }
                policy::softmax(&mut self.logits);
            }
            None => self.logits.resize(len, 1.0),
        }
        let mut left: f32 = self.logits.iter().sum();
        for _ in 0..len {
            let Some(i) = self.draw(left) else { break };
            let mut next = *pos;
            next.play_step(&found[i]);
            if !self.tuning().guard || !self.gives_a_win_fast(&next) {
                *pos = next;
                return true;
            }
            left -= self.logits[i];
            self.logits[i] = 0.0;
        }
        false
    }

    /// [`Self::gives_a_win`], looking only at the steps that move a die showing 5.
    fn gives_a_win_fast(&self, pos: &Position) -> bool {
        let board = pos.board();
        if board.max_value() < 5 {
            return false;
        }
        let them = 1u8 << self.judge.company(pos.to_move());
        let steps = board.steps();
        let mut fives = [None; MAX_FIVE_STEPS];
        five_steps(board, &steps, &mut fives)
            .iter()
            .flatten()
            .any(|s| {
                let mut end = *pos;
                end.play_step(s);
                self.judge.winners(&end) == them
            })
    }

    /// Whether the seat to move in `pos` can end the round by a step and win.
    fn gives_a_win(&self, pos: &Position) -> bool {
        let board = pos.board();
        if board.max_value() < 5 {
            return false;
        }
        let them = 1u8 << self.judge.company(pos.to_move());
        board.legal_steps().iter().any(|s| {
            moves_a_five(board, s) && {
                let mut end = *pos;
                end.play_step(s);
                self.judge.winners(&end) == them
            }
        })
    }

    /// How often the search went through the root action `action`.
    fn root_visits(&self, action: &Action) -> u32 {
        match &self.tree[0].children {
            Children::Fixed { actions, nodes, .. } => actions
                .iter()
                .position(|a| a == action)
                .and_then(|k| self.tree.get(nodes[k] as usize))
                .map_or(0, |n| n.visits),
            _ => 0,
        }
    }

    /// Each root action with its visits and mean rewards (the root's own list).
    fn stats(&self) -> Vec<RootStat> {
        let Children::Fixed { actions, nodes, .. } = &self.tree[0].children else {
            return Vec::new();
        };
        actions
            .iter()
            .zip(nodes)
            .enumerate()
            .map(|(k, (&action, &n))| {
                let visits = self.tree.get(n as usize).map_or(0, |n| n.visits);
                let total = self
                    .totals
                    .as_ref()
                    .and_then(|t| t.get(k))
                    .copied()
                    .unwrap_or_default();
                RootStat {
                    action,
                    visits,
                    mean: total.map(|t| t / visits.max(1) as f32),
                }
            })
            .collect()
    }

    /// Walks down the tree in the deal `pos`, adding one node; `path` gets the nodes visited.
    fn descend(&mut self, pos: &mut Position, path: &mut Vec<u32>) {
        let mut node = 0usize;
        path.clear();
        path.push(0);
        while !pos.is_over() {
            let mover = self.judge.company(pos.to_move());
            let Some((action, child, new)) = self.pick(node, pos, path.len() - 1) else {
                return;
            };
            if STATS && node == 0 {
                self.root_slot = self.slot_of(child, new);
            }
            if pos.play(&action, &mut ()).is_err() {
                return;
            }
            let child = if new {
                let mut fresh = Node::new(mover);
                if let Children::Fixed { priors, .. } = &self.tree[node].children {
                    fresh.prior = priors.get(child as usize).copied().unwrap_or(0.0);
                }
                self.tree.push(fresh);
                let c = self.tree.len() as u32 - 1;
                self.link(node, action, child, c);
                c
            } else {
                child
            };
            path.push(child);
            node = child as usize;
            if new {
                return;
            }
        }
    }

    /// The action to play at `node`, `depth` levels down: an untried one (then `new`), else
    /// the best by UCB. For a new action, the `u32` is where it goes in the parent's list.
    /// `None` ends the descent (an untried action is due but the tree is full).
    fn pick(&mut self, node: usize, pos: &Position, depth: usize) -> Option<(Action, u32, bool)> {
        if matches!(self.tree[node].children, Children::Unknown) {
            self.tree[node].children =
                if pos.phase() == Phase::Placement && pos.to_move() != self.seat {
                    Children::Varying(Vec::new())
                } else {
                    let mut actions = Vec::new();
                    pos.legal_actions_into(&mut actions);
                    self.stream.shuffle(&mut actions);
                    let priors = if self.ordered(depth) && pos.phase() == Phase::Dance {
                        self.order(pos, &mut actions)
                    } else {
                        Vec::new()
                    };
                    Children::Fixed {
                        nodes: vec![NONE; actions.len()],
                        actions,
                        tried: 0,
                        priors,
                    }
                };
        }
        let parent_visits = self.tree[node].visits;
        let full = self.tree.len() >= self.tuning().max_nodes;
        if STATS && node == 0 {
            if let Some(forced) = self.force {
                return self.pick_forced(forced, full);
            }
        }
        let widen = self.tuning().widen;
        if let Children::Fixed {
            actions,
            tried,
            priors,
            ..
        } = &mut self.tree[node].children
        {
            // Progressive widening: a node ordered by the prior opens its next action only
            // once it has been visited enough.
            let open = if widen > 0.0 && !priors.is_empty() {
                let k = (widen * (parent_visits as f32).sqrt()).ceil() as usize;
                k.clamp(1, actions.len())
            } else {
                actions.len()
            };
            if *tried < open {
                if full {
                    return None;
                }
                *tried += 1;
                return Some((actions[*tried - 1], (*tried - 1) as u32, true));
            }
        }
        let exploration = self.tuning().exploration;
        let bias = self.tuning().prior;
        match &self.tree[node].children {
            Children::Unknown => None,
            Children::Fixed {
                actions,
                nodes,
                tried,
                ..
            } => {
                // Every child was available at every visit: its parent's visits count them.
                let ln_visits = ln(parent_visits);
                let mut best: Option<(f32, usize)> = None;
                for (k, &c) in nodes.iter().enumerate().take(*tried) {
                    let child = &self.tree[c as usize];
                    let mut u = child.ucb(ln_visits, exploration);
                    if bias > 0.0 {
                        u += bias * child.prior / (1 + child.visits) as f32;
                    }
                    if best.is_none_or(|(b, _)| u > b) {
                        best = Some((u, k));
                    }
                }
                best.map(|(_, k)| (actions[k], nodes[k], false))
            }
            Children::Varying(_) => self.pick_varying(node, pos),
        }
    }

    /// The root's child for `forced` (tried next if it is not yet).
    fn pick_forced(&mut self, forced: Action, full: bool) -> Option<(Action, u32, bool)> {
        let Children::Fixed {
            actions,
            nodes,
            tried,
            priors,
        } = &mut self.tree[0].children
        else {
            return None;
        };
        let k = actions.iter().position(|a| *a == forced)?;
        if k < *tried {
            return (nodes[k] != NONE).then_some((forced, nodes[k], false));
        }
        if full {
            return None;
        }
        // Untried children have no node yet: the forced one moves to the next untried slot.
        actions.swap(k, *tried);
        if priors.len() == actions.len() {
            priors.swap(k, *tried);
        }
        *tried += 1;
        Some((forced, (*tried - 1) as u32, true))
    }

    /// The root's slot of a child `pick` gave: a new one's slot, or an old node's place.
    fn slot_of(&self, child: u32, new: bool) -> Option<usize> {
        self.totals.as_ref()?;
        match &self.tree[0].children {
            Children::Fixed { nodes, .. } if !new => nodes.iter().position(|&n| n == child),
            Children::Fixed { .. } => Some(child as usize),
            _ => None,
        }
    }

    /// Another seat's placement: UCB over the children legal in this deal, counting each as
    /// available; an action not met before is tried first. A face-down placement is known
    /// only by its square: its child is shared by whichever Muse this deal puts there.
    fn pick_varying(&mut self, node: usize, pos: &Position) -> Option<(Action, u32, bool)> {
        let (max_nodes, exploration) = (self.tuning().max_nodes, self.tuning().exploration);
        let Search {
            tree,
            actions,
            met,
            stream,
            ..
        } = self;
        pos.legal_actions_into(actions);
        for a in actions.iter_mut() {
            *a = key(a);
        }
        crate::sort_short(actions, |a, b| a < b);
        actions.dedup();
        let Children::Varying(children) = &tree[node].children else {
            return None;
        };
        met.clear();
        let mut untried = 0;
        for a in actions.iter() {
            match children.binary_search_by(|(c, _)| c.cmp(a)) {
                Ok(k) => met.push(children[k]),
                Err(_) => untried += 1,
            }
        }
        let chosen = if untried > 0 {
            if tree.len() >= max_nodes {
                return None;
            }
            let k = stream.below(untried) as usize;
            actions
                .iter()
                .filter(|a| children.binary_search_by(|(c, _)| c.cmp(a)).is_err())
                .nth(k)
                .map(|&a| (a, 0, true))
        } else {
            let mut best: Option<(f32, Action, u32)> = None;
            for &(a, c) in met.iter() {
                let child = &mut tree[c as usize];
                child.avail += 1;
                let u = child.ucb(ln(child.avail), exploration);
                if best.is_none_or(|(b, _, _)| u > b) {
                    best = Some((u, a, c));
                }
            }
            best.map(|(_, a, c)| (a, c, false))
        };
        // The face-down Muse is any of the hand in this deal.
        chosen.map(|(a, c, new)| match a {
            Action::Place {
                to,
                face_down: true,
                ..
            } => {
                let hand = pos.hand(pos.to_move());
                let k = stream.below(hand.len() as u32) as usize;
                let muse = hand.iter().nth(k).unwrap_or(HIDDEN);
                (
                    Action::Place {
                        muse,
                        to,
                        face_down: true,
                    },
                    c,
                    new,
                )
            }
            _ => (a, c, new),
        })
    }

    fn link(&mut self, node: usize, action: Action, slot: u32, child: u32) {
        let action = key(&action);
        match &mut self.tree[node].children {
            Children::Fixed { nodes, .. } => {
                if let Some(n) = nodes.get_mut(slot as usize) {
                    *n = child;
                }
            }
            Children::Varying(children) => {
                let at = children.partition_point(|(c, _)| *c < action);
                children.insert(at, (action, child));
            }
            Children::Unknown => {}
        }
    }
}

/// The natural log, through f64 so that native and WebAssembly builds round it alike (their
/// f32 logs come from different libraries) and a search repeats on every platform.
fn ln(n: u32) -> f32 {
    f64::from(n.max(1)).ln() as f32
}

/// A stand-in for the Muse of a face-down placement by another seat.
const HIDDEN: Muse = Muse::Calliope;

/// How this seat tells actions apart: another seat's face-down placement by its square only.
fn key(action: &Action) -> Action {
    match *action {
        Action::Place {
            to,
            face_down: true,
            ..
        } => Action::Place {
            muse: HIDDEN,
            to,
            face_down: true,
        },
        a => a,
    }
}

/// Plays the round out: random placements, then random steps, except that a dancer who can
/// end the round and win does, and nobody ends it otherwise unless she must (no Powers).
fn rollout(pos: &mut Position, judge: &Judge, stream: &mut Stream) -> Rewards {
    for _ in 0..ROLLOUT_PLIES {
        let more = match pos.phase() {
            Phase::Over => false,
            Phase::Placement => place(pos, stream),
            Phase::Dance => dance(pos, judge, stream),
        };
        if !more {
            break;
        }
    }
    judge.rewards(pos)
}

/// A random placement: any Muse of the hand next to any tile, face down with even odds while
/// the Mysterious Muse is in hand.
fn place(pos: &mut Position, stream: &mut Stream) -> bool {
    let seat = pos.to_move();
    let hand = pos.hand(seat);
    let Some(muse) = hand.iter().nth(stream.below(hand.len() as u32) as usize) else {
        return false;
    };
    // A random free neighbour of a random tile, found without listing every free square.
    let board = pos.board();
    let around = Area::Surrounding.offsets();
    let to = if board.is_empty() {
        Some(Square::ORIGIN)
    } else {
        (0..64)
            .find_map(|_| {
                let t = board
                    .tiles()
                    .get(stream.below(board.len() as u32) as usize)?;
                let (dx, dy) = around[stream.below(around.len() as u32) as usize];
                let sq = t.square.offset(dx, dy);
                board.index_at(sq).is_none().then_some(sq)
            })
            .or_else(|| pos.placement_squares().first().copied())
    };
    let Some(to) = to else {
        return false;
    };
    let face_down = !pos.has_placed_mystery(seat) && stream.below(hand.len() as u32) == 0;
    pos.play(
        &Action::Place {
            muse,
            to,
            face_down,
        },
        &mut (),
    )
    .is_ok()
}

/// One simulated turn of the dance; false if there is none.
fn dance(pos: &mut Position, judge: &Judge, stream: &mut Stream) -> bool {
    let board = *pos.board();
    let step = if board.max_value() >= 5 {
        match ending(pos, judge, stream) {
            Ok(()) => return true,
            Err(Some(step)) => step,
            Err(None) => return false,
        }
    } else {
        // Rejection sampling gives every legal step the same chance without listing them.
        let n = board.len() as u32;
        let steps = board.steps();
        let mut found = None;
        for _ in 0..64 {
            let i = stream.below(n) as usize;
            let dir = Dir::ALL[stream.below(4) as usize];
            if let Some(s) = steps.step(i, dir) {
                found = Some(s);
                break;
            }
        }
        match found.or_else(|| board.legal_steps().first().copied()) {
            Some(s) => s,
            None => return false,
        }
    };
    pos.play_step(&step);
    true
}

/// At most this many steps move a die showing 5 (9 tiles, 4 directions).
const MAX_FIVE_STEPS: usize = 36;
/// The most steps a cheap playout turn weighs.
const MAX_SAMPLE: usize = 8;
const NO_STEP: Step = Step {
    tile: 0,
    dir: Dir::N,
    moved: 0,
};

/// The legal steps that move a die showing 5 (each once), without listing every step: a
/// five moves when she steps or when a Muse of the unbroken line behind her steps her way.
fn five_steps<'a>(
    board: &Board,
    steps: &Steps,
    out: &'a mut [Option<Step>; MAX_FIVE_STEPS],
) -> &'a [Option<Step>] {
    let mut len = 0;
    let mut seen = [0u16; 4];
    for (f, t) in board.tiles().iter().enumerate() {
        if t.value < 5 {
            continue;
        }
        for (d, dir) in Dir::ALL.into_iter().enumerate() {
            let mut sq = t.square;
            let mut i = Some(f);
            while let Some(k) = i {
                if seen[d] & (1 << k) == 0 && len < MAX_FIVE_STEPS {
                    seen[d] |= 1 << k;
                    if let Some(s) = steps.step(k, dir) {
                        out[len] = Some(s);
                        len += 1;
                    }
                }
                sq = sq.step(dir.opposite());
                i = board.index_at(sq);
            }
        }
    }
    &out[..len]
}

/// Whether the step moves a die showing 5 (and so ends the round).
fn moves_a_five(board: &crate::board::Board, s: &Step) -> bool {
    board
        .tiles()
        .iter()
        .enumerate()
        .any(|(i, t)| s.moved & (1 << i) != 0 && t.value >= 5)
}

/// With a die on 5: plays a step that ends the round if one wins for the mover (`Ok`), else
/// gives a random step that does not end it, or any step if all do.
fn ending(pos: &mut Position, judge: &Judge, stream: &mut Stream) -> Result<(), Option<Step>> {
    let board = *pos.board();
    let steps = board.legal_steps();
    let me = 1u8 << judge.company(pos.to_move());
    let mut calm = [0u8; 36];
    let mut calm_len = 0;
    for (k, s) in steps.iter().enumerate() {
        let ends = board
            .tiles()
            .iter()
            .enumerate()
            .any(|(i, t)| s.moved & (1 << i) != 0 && t.value >= 5);
        if !ends {
            calm[calm_len] = k as u8;
            calm_len += 1;
            continue;
        }
        let mut next = *pos;
        next.play_step(s);
        if judge.winners(&next) == me {
            *pos = next;
            return Ok(());
        }
    }
    if calm_len > 0 {
        Err(Some(
            steps[usize::from(calm[stream.below(calm_len as u32) as usize])],
        ))
    } else {
        Err(stream.pick(&steps).map(|k| steps[k]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Options;
    use crate::game::Game;

    /// The playouts' shortcuts (`Board::steps`, `Position::play_step`) play the same rules as
    /// `Board::step` and `Position::play`, all along random games.
    #[test]
    fn playout_shortcuts_play_the_same_steps() {
        for seed in 0..20 {
            let mut game = Game::new(Options::new(2 + (seed % 3) as u8).seed(seed)).unwrap();
            let mut stream = Stream::new(seed);
            while !game.is_over() {
                let pos = *game.position();
                if pos.phase() == Phase::Dance {
                    let board = pos.board();
                    let steps = board.steps();
                    for i in 0..=board.len() {
                        for dir in Dir::ALL {
                            assert_eq!(steps.step(i, dir), board.step(i, dir));
                        }
                    }
                    for s in board.legal_steps().iter() {
                        let from = board.tiles()[usize::from(s.tile)].square;
                        let (mut short, mut long) = (pos, pos);
                        short.play_step(s);
                        long.play(&Action::Step { from, dir: s.dir }, &mut ())
                            .unwrap();
                        assert_eq!(short, long);
                    }
                }
                let legal = game.legal_actions();
                let k = stream.pick(&legal).unwrap();
                game.apply(legal[k]).unwrap();
            }
        }
    }

    /// The steps that move a five, found from the fives, are those of the full list.
    #[test]
    fn five_steps_are_the_listed_steps_that_move_a_five() {
        let mut checked = 0;
        for seed in 0..40 {
            let mut game = Game::new(Options::new(2 + (seed % 3) as u8).seed(seed)).unwrap();
            let mut stream = Stream::new(seed);
            while !game.is_over() {
                let board = *game.position().board();
                if game.position().phase() == Phase::Dance && board.max_value() >= 5 {
                    let mut want: Vec<_> = board
                        .legal_steps()
                        .iter()
                        .filter(|s| moves_a_five(&board, s))
                        .map(|s| (s.tile, s.dir, s.moved))
                        .collect();
                    let steps = board.steps();
                    let mut out = [None; MAX_FIVE_STEPS];
                    let mut got: Vec<_> = five_steps(&board, &steps, &mut out)
                        .iter()
                        .flatten()
                        .map(|s| (s.tile, s.dir, s.moved))
                        .collect();
                    want.sort();
                    got.sort();
                    assert_eq!(got, want);
                    checked += 1;
                }
                let legal = game.legal_actions();
                let k = stream.pick(&legal).unwrap();
                game.apply(legal[k]).unwrap();
            }
        }
        assert!(checked > 20);
    }

    #[test]
    fn a_full_tree_stops_growing_and_the_search_goes_on() {
        let game = Game::new(Options::new(2).seed(3)).unwrap();
        let view = game.view(Some(game.position().to_move()), true);
        let legal = view.legal_actions();
        let mut stream = Stream::new(1);
        let tuning = Tuning {
            max_nodes: 200,
            ..Tuning::HARD
        };
        let thought = search(&view, &mut stream, 3000, None, tuning, None);
        assert!(thought.best().is_some_and(|b| legal.contains(&b)));
        assert_eq!((thought.iterations, thought.nodes), (3000, 200));
    }
}
