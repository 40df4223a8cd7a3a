//! Hard: single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse
//! 2012). Each iteration deals the Muses the seat cannot see at random ([`View::sample`]),
//! descends one shared tree by UCB over the actions legal in that deal, adds one node, plays
//! the round out with a light policy and backs up each Company's result.
//!
//! Only another seat's placement depends on the deal (which Muses are in that hand): during
//! the dance and for this seat's own placements the legal actions are the same in every deal,
//! so such nodes keep their list and its children side by side.

use super::judge::{root_threats, sound, Rewards, MAX_COMPANIES};
use super::Judge;
use crate::action::Action;
use crate::board::{Dir, Square, Step};
use crate::muse::{Area, Muse};
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

enum Children {
    /// Not visited yet.
    Unknown,
    /// The same legal actions in every deal, in the random order they are tried; `tried` of
    /// them have a child.
    Fixed {
        actions: Vec<Action>,
        nodes: Vec<u32>,
        tried: usize,
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
}

impl Node {
    fn new(mover: usize) -> Node {
        Node {
            children: Children::Unknown,
            visits: 0,
            avail: 1,
            reward: 0.0,
            mover: mover as u8,
        }
    }

    /// The UCB score, given the log of the number of times it could have been chosen.
    fn ucb(&self, ln_avail: f32) -> f32 {
        let visits = self.visits.max(1) as f32;
        self.reward / visits + EXPLORATION * (ln_avail / visits).sqrt()
    }
}

/// A search; `STATS` (the review's) keeps each root action's rewards Company by Company and
/// may force the root's action, at no cost to Hard's own searches, which compile without it.
struct Search<'a, const STATS: bool> {
    judge: Judge,
    seat: usize,
    stream: &'a mut Stream,
    tree: Vec<Node>,
    actions: Vec<Action>,
    /// Scratch: the children legal in this deal.
    met: Vec<(Action, u32)>,
    /// No new node past this many.
    max_nodes: usize,
    /// The root's slot the last descent went through.
    root_slot: Option<usize>,
    /// For the review: each root slot's total rewards, Company by Company.
    totals: Option<Vec<Rewards>>,
    /// For the review: the root action every descent takes.
    force: Option<Action>,
}

/// The index in `legal` of the action chosen, and the iterations run. In the dance the root
/// weighs only sound actions ([`sound`]): checking every reply there is cheap and sure.
pub(super) fn choose(
    view: &View,
    legal: &[Action],
    stream: &mut Stream,
    iterations: u32,
    deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
) -> (usize, u32) {
    let root = root_threats(view, legal, stream)
        .map(|t| sound(&t).into_iter().map(|i| legal[i]).collect::<Vec<_>>());
    if let Some(&[only]) = root.as_deref() {
        return (legal.iter().position(|a| *a == only).unwrap_or(0), 0);
    }
    let (index, done, _) = search(view, legal, stream, iterations, deadline, MAX_NODES, root);
    (index, done)
}

/// [`choose`]'s search over the root actions `root` (when `None`, the legal actions of each
/// deal), with a cap on the tree; also says how many nodes it grew.
fn search(
    view: &View,
    legal: &[Action],
    stream: &mut Stream,
    iterations: u32,
    mut deadline: Option<(&mut dyn FnMut() -> f64, f64)>,
    max_nodes: usize,
    root: Option<Vec<Action>>,
) -> (usize, u32, usize) {
    let mut search = Search::<false>::new(view, stream, max_nodes, root);
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
    (index, done, search.tree.len())
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
) -> Vec<RootStat> {
    let mut search = Search::<true>::new(view, stream, MAX_NODES, Some(root));
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
        max_nodes: usize,
        root: Option<Vec<Action>>,
    ) -> Search<'a, STATS> {
        let mut tree = vec![Node::new(0)];
        let mut totals = None;
        if let Some(mut actions) = root {
            stream.shuffle(&mut actions);
            totals = STATS.then(|| vec![[0.0; MAX_COMPANIES]; actions.len()]);
            tree[0].children = Children::Fixed {
                nodes: vec![NONE; actions.len()],
                actions,
                tried: 0,
            };
        }
        Search {
            judge: Judge::new(view),
            seat: usize::from(view.to_move),
            stream,
            tree,
            actions: Vec::new(),
            met: Vec::new(),
            max_nodes,
            root_slot: None,
            totals,
            force: None,
        }
    }

    /// One iteration: a deal, a descent, a playout, and the rewards backed up.
    fn iterate(&mut self, view: &View, path: &mut Vec<u32>) {
        let mut pos = view.sample(self.stream);
        if STATS {
            self.root_slot = None;
        }
        self.descend(&mut pos, path);
        let rewards = rollout(&mut pos, &self.judge, self.stream);
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
            let Some((action, child, new)) = self.pick(node, pos) else {
                return;
            };
            if STATS && node == 0 {
                self.root_slot = self.slot_of(child, new);
            }
            if pos.play(&action, &mut ()).is_err() {
                return;
            }
            let child = if new {
                self.tree.push(Node::new(mover));
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

    /// The action to play at `node`: an untried one (then `new`), else the best by UCB. For a
    /// new action, the `u32` is where it goes in the parent's list. `None` ends the descent
    /// (an untried action is due but the tree is full).
    fn pick(&mut self, node: usize, pos: &Position) -> Option<(Action, u32, bool)> {
        if matches!(self.tree[node].children, Children::Unknown) {
            self.tree[node].children =
                if pos.phase() == Phase::Placement && pos.to_move() != self.seat {
                    Children::Varying(Vec::new())
                } else {
                    let mut actions = Vec::new();
                    pos.legal_actions_into(&mut actions);
                    self.stream.shuffle(&mut actions);
                    Children::Fixed {
                        nodes: vec![NONE; actions.len()],
                        actions,
                        tried: 0,
                    }
                };
        }
        let parent_visits = self.tree[node].visits;
        let full = self.tree.len() >= self.max_nodes;
        if STATS && node == 0 {
            if let Some(forced) = self.force {
                return self.pick_forced(forced, full);
            }
        }
        if let Children::Fixed { actions, tried, .. } = &mut self.tree[node].children {
            if *tried < actions.len() {
                if full {
                    return None;
                }
                *tried += 1;
                return Some((actions[*tried - 1], (*tried - 1) as u32, true));
            }
        }
        match &self.tree[node].children {
            Children::Unknown => None,
            Children::Fixed { actions, nodes, .. } => {
                // Every child was available at every visit: its parent's visits count them.
                let ln_visits = ln(parent_visits);
                let mut best: Option<(f32, usize)> = None;
                for (k, &c) in nodes.iter().enumerate() {
                    let u = self.tree[c as usize].ucb(ln_visits);
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
        let Search {
            tree,
            actions,
            met,
            stream,
            max_nodes,
            ..
        } = self;
        pos.legal_actions_into(actions);
        for a in actions.iter_mut() {
            *a = key(a);
        }
        actions.sort_unstable();
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
            if tree.len() >= *max_nodes {
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
                let u = child.ucb(ln(child.avail));
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

    #[test]
    fn a_full_tree_stops_growing_and_the_search_goes_on() {
        let game = Game::new(Options::new(2).seed(3)).unwrap();
        let view = game.view(Some(game.position().to_move()), true);
        let legal = view.legal_actions();
        let mut stream = Stream::new(1);
        let (index, done, nodes) = search(&view, &legal, &mut stream, 3000, None, 200, None);
        assert!(index < legal.len());
        assert_eq!((done, nodes), (3000, 200));
    }
}
