//! Puzzles from real positions: games between the computer levels (each seat Random, Easy,
//! Medium or Hard, drawn from the seed: Random misses wins and hands rounds over, so its
//! games pass through more of the positions puzzles are made of), every position of their dance tried against every category,
//! a position kept when one category's answer is exact and few actions give it. The same
//! seed and settings give the same puzzles, whatever the number of threads.

use super::{Analysis, Category, Puzzle};
use crate::action::Action;
use crate::ai::{choose, Budget, Level};
use crate::deal::Options;
use crate::game::Game;
use crate::position::{Phase, Position};
use crate::rng::Stream;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub seed: u64,
    /// Games to play; game `g` has `players[g % players.len()]` players.
    pub games: u32,
    pub players: Vec<u8>,
    /// Hard's search per move.
    pub hard: Budget,
    /// Actions the win in two may play per position before the position is given up.
    pub in_two_budget: u64,
    /// Games played at once (the puzzles do not depend on it).
    pub threads: usize,
    /// The kinds kept (all of [`Category::GENERATED`] by default): a search for a rare kind
    /// tries only it.
    pub kinds: Vec<Category>,
    /// The levels a seat is drawn from (all four by default): games without Hard are quicker.
    pub levels: Vec<Level>,
}

impl Config {
    pub fn new(seed: u64) -> Config {
        Config {
            seed,
            games: 100,
            players: vec![2, 3, 4],
            hard: Budget::iterations(2_000),
            in_two_budget: 400_000,
            threads: 1,
            kinds: Category::GENERATED.to_vec(),
            levels: LEVELS.to_vec(),
        }
    }
}

/// The levels a seat is played by.
const LEVELS: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
/// A game still going after this many turns is left (none is, in practice).
const MAX_TURNS: usize = 300;

/// A seed mixed from a seed and two numbers, so that nearby inputs differ (SplitMix64's
/// finaliser).
pub(crate) fn mix(seed: u64, a: u64, b: u64) -> u64 {
    let mut z =
        seed ^ a.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ b.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Game `g` of `config`, played to the end of its round by the levels.
pub fn play(config: &Config, g: u32) -> Option<Game> {
    let players = *config
        .players
        .get(g as usize % config.players.len().max(1))?;
    let mut game = Game::new(Options::new(players).seed(mix(config.seed, g.into(), 0))).ok()?;
    let mut stream = Stream::new(mix(config.seed, g.into(), 1));
    let pool = if config.levels.is_empty() {
        &LEVELS[..]
    } else {
        &config.levels[..]
    };
    let levels: Vec<Level> = (0..players)
        .map(|_| pool[stream.below(pool.len() as u32) as usize])
        .collect();
    for turn in 0..MAX_TURNS {
        if game.is_over() {
            break;
        }
        let seat = game.position().to_move();
        // A computer knows its own Mysterious Muse (D3's option for a private device).
        let view = game.view(Some(seat), true);
        let level = levels[seat];
        let budget = match level {
            Level::Hard => config.hard,
            _ => Budget::default_for(level),
        };
        let action = choose(
            &view,
            level,
            mix(config.seed, g.into(), turn as u64 + 2),
            budget,
        )?;
        game.apply(action).ok()?;
    }
    Some(game)
}

/// Whether `answers` of `legal` actions are few enough for a puzzle: a fifth at most.
pub fn few(answers: usize, legal: usize) -> bool {
    answers >= 1 && answers * 5 <= legal.max(answers)
}

/// The categories tried on a position, the rarer first: a position that is one of them is
/// not also kept as a commoner one.
const ORDER: [Category; 5] = [
    Category::PowerWins,
    Category::WinNow,
    Category::InTwo,
    Category::PowerSaves,
    Category::DontHandOver,
];

/// The puzzle `pos` makes, if any: its first category whose answer is exact and few.
pub fn puzzle_of(pos: &Position, in_two_budget: u64) -> Option<Puzzle> {
    puzzle_of_kinds(pos, in_two_budget, &Category::GENERATED)
}

/// [`puzzle_of`], trying only `kinds`.
pub fn puzzle_of_kinds(pos: &Position, in_two_budget: u64, kinds: &[Category]) -> Option<Puzzle> {
    if pos.phase() != Phase::Dance {
        return None;
    }
    let mut analysis = Analysis::with_budget(pos, in_two_budget)?;
    let legal = analysis.actions.len();
    // Every category needs exact answers for the wins: a win in only some worlds spoils all.
    let wins = analysis.wins().ok()?;
    for category in ORDER.into_iter().filter(|c| kinds.contains(c)) {
        let kind_of_win = matches!(category, Category::WinNow | Category::PowerWins);
        if kind_of_win == wins.is_empty() {
            continue;
        }
        if let Ok(solutions) = analysis.solutions(category) {
            if few(solutions.len(), legal) {
                return Some(Puzzle {
                    rating: rating(category, &solutions, legal, pos.players()),
                    position: *pos,
                    category,
                    solutions,
                });
            }
        }
    }
    None
}

/// The starting rating from a puzzle's difficulty: its kind (the rarer the harder), how few
/// of the actions answer it, and the players (more Muses of others to read).
pub fn rating(category: Category, solutions: &[Action], legal: usize, players: usize) -> u16 {
    let base = match category {
        Category::WinNow => 1150.0,
        Category::DontHandOver | Category::Better => 1300.0,
        Category::PowerWins => 1450.0,
        Category::PowerSaves => 1550.0,
        Category::InTwo => 1750.0,
    };
    // log₂ of the actions per answer: 5 at the least a puzzle needs, 7 to 8 for a single one.
    let rarity = (legal.max(1) as f64 / solutions.len().max(1) as f64).log2();
    let r = base + 70.0 * (rarity - 5.0) + 40.0 * (players as f64 - 2.0);
    r.clamp(800.0, 2400.0).round() as u16
}

/// How far a generation is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub games: u32,
    pub positions: u64,
    pub puzzles: usize,
}

/// The puzzles of game `g`, and the positions of its dance tried.
fn of_game(config: &Config, g: u32) -> (Vec<Puzzle>, u64) {
    let Some(game) = play(config, g) else {
        return (Vec::new(), 0);
    };
    let mut tried = 0;
    let mut out = Vec::new();
    for entry in game.history() {
        let pos = entry.position_before();
        if pos.phase() != Phase::Dance {
            continue;
        }
        tried += 1;
        out.extend(puzzle_of_kinds(pos, config.in_two_budget, &config.kinds));
    }
    (out, tried)
}

/// Plays the games and keeps their puzzles, each position once, in the order of the games;
/// `progress` hears after each game.
pub fn generate(config: &Config, progress: &(dyn Fn(&Progress) + Sync)) -> Vec<Puzzle> {
    let out = Mutex::new(Vec::new());
    generate_each(config, progress, &|_, found| {
        if let Ok(mut all) = out.lock() {
            all.extend_from_slice(found);
        }
    });
    out.into_inner().unwrap_or_default()
}

/// [`generate`], handing each game's new puzzles to `each` (with the game's number) in the
/// order of the games as soon as every game before it is done: a long run stopped half-way has
/// given the puzzles of a prefix of its games, which `--games` that long makes again.
pub fn generate_each(
    config: &Config,
    progress: &(dyn Fn(&Progress) + Sync),
    each: &(dyn Fn(u32, &[Puzzle]) + Sync),
) {
    let next = AtomicU32::new(0);
    /// The games done but not yet handed on (a later one finished first), and the next to hand.
    struct Order {
        waiting: std::collections::BTreeMap<u32, Vec<Puzzle>>,
        next: u32,
        seen: HashSet<Position>,
        progress: Progress,
    }
    let order = Mutex::new(Order {
        waiting: Default::default(),
        next: 0,
        seen: HashSet::new(),
        progress: Progress::default(),
    });
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= config.games {
                    break;
                }
                let (puzzles, tried) = of_game(config, g);
                let Ok(mut o) = order.lock() else { break };
                o.waiting.insert(g, puzzles);
                o.progress.positions += tried;
                while let Some(found) = {
                    let n = o.next;
                    o.waiting.remove(&n)
                } {
                    let fresh: Vec<Puzzle> = found
                        .into_iter()
                        .filter(|p| o.seen.insert(p.position))
                        .collect();
                    o.progress.games += 1;
                    o.progress.puzzles += fresh.len();
                    each(o.next, &fresh);
                    o.next += 1;
                    progress(&o.progress);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_is_a_fifth_at_most() {
        assert!(few(1, 5) && few(2, 10) && !few(3, 10) && !few(0, 10) && !few(1, 1));
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzles() {
        let mut config = Config::new(11);
        config.games = 3;
        config.hard = Budget::iterations(200);
        config.in_two_budget = 20_000;
        let a = generate(&config, &|_| {});
        config.threads = 2;
        let b = generate(&config, &|_| {});
        assert_eq!(a, b);
        config.seed = 12;
        let c = generate(&config, &|_| {});
        assert_ne!(a, c);
    }
}
