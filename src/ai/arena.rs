//! Games between two levels, for measuring strength (`muses arena`). Seats alternate game by
//! game and each pair of games shares its deal, so neither level owns the luck of a seat.
//! Results are deterministic given the seed; only the timings vary.

use super::{choose_with_clock, master, mix, Budget, Level, Tuning};
use crate::deal::Options;
use crate::game::Game;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What to play.
#[derive(Clone, Debug)]
pub struct Config {
    pub games: u32,
    /// 2, 3 or 4.
    pub players: u8,
    pub levels: [Level; 2],
    pub budgets: [Budget; 2],
    pub seed: u64,
    /// A game still running after this many turns is stopped and counted as shared.
    pub max_turns: u32,
    /// Games played at once (results do not depend on it; timings do).
    pub threads: usize,
    /// Each side's search when not its level's own (Hard's or Master's, for measuring a
    /// change alone).
    pub tunings: [Option<Tuning>; 2],
    /// Each side's workers searching at once (Master's root-parallel search).
    pub workers: [usize; 2],
    /// The clock a budget in milliseconds is measured by (a thread's CPU time, say); `None`
    /// plays by iterations alone, deterministically.
    pub clock: Option<fn() -> f64>,
    /// What to say of each side besides its level (its tuning, say).
    pub notes: [String; 2],
}

impl Config {
    pub fn new(levels: [Level; 2]) -> Config {
        Config {
            games: 100,
            players: 2,
            levels,
            budgets: levels.map(Budget::default_for),
            seed: 0,
            max_turns: 300,
            threads: 1,
            tunings: [None; 2],
            workers: [1; 2],
            clock: None,
            notes: [String::new(), String::new()],
        }
    }

    /// The action side `side` chooses from `view`, with its search iterations.
    pub fn choose(
        &self,
        side: usize,
        view: &crate::view::View,
        seed: u64,
    ) -> Option<(crate::Action, u32)> {
        let budget = self.budgets[side];
        let level = self.levels[side];
        let tuning = match (self.tunings[side], level) {
            (Some(t), _) => Some(t),
            (None, Level::Master) => Some(master::tuning()),
            _ => None,
        };
        match tuning {
            Some(t) if matches!(level, Level::Hard | Level::Master) => {
                master::choose_parallel(view, seed, budget, self.workers[side], t, self.clock)
            }
            _ => {
                let mut tick = self.clock;
                let clock = tick.as_mut().map(|c| c as &mut dyn FnMut() -> f64);
                choose_with_clock(view, level, seed, budget, clock)
                    .map(|c| (c.action, c.iterations))
            }
        }
    }

    /// The level playing `seat` in game `game`: seats alternate between the two sides.
    pub fn side(&self, game: u32, seat: usize) -> usize {
        (seat + game as usize) % 2
    }
}

/// One game's outcome for the two sides.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Outcome {
    /// Each side's share of the win (a shared victory is split).
    score: [f64; 2],
    shared: bool,
    capped: bool,
    moves: [u64; 2],
    time: [Duration; 2],
    slowest: [Duration; 2],
    iterations: [u64; 2],
}

/// Everything measured, per side.
#[derive(Clone, Debug)]
pub struct Report {
    pub config: Config,
    pub games: u32,
    /// Each side's total share of the wins.
    pub wins: [f64; 2],
    wins_sq: [f64; 2],
    pub shared: u32,
    pub capped: u32,
    pub moves: [u64; 2],
    pub time: [Duration; 2],
    pub slowest: [Duration; 2],
    /// Search iterations, all moves together.
    pub iterations: [u64; 2],
}

impl Report {
    /// A side's win rate and the half-width of its 95% confidence interval (normal
    /// approximation over the games' scores, shared wins counting their share).
    pub fn win_rate(&self, side: usize) -> (f64, f64) {
        let n = f64::from(self.games.max(1));
        let mean = self.wins[side] / n;
        let var = (self.wins_sq[side] / n - mean * mean).max(0.0);
        (mean, 1.96 * (var / n).sqrt())
    }

    /// A side's average thinking time per move, in milliseconds.
    pub fn ms_per_move(&self, side: usize) -> f64 {
        self.time[side].as_secs_f64() * 1e3 / self.moves[side].max(1) as f64
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = &self.config;
        writeln!(
            f,
            "{} games, {} players, {} vs {}, seed {}",
            self.games, c.players, c.levels[0], c.levels[1], c.seed
        )?;
        for side in 0..2 {
            let (rate, ci) = self.win_rate(side);
            // Only Hard's and Master's searches read the budget.
            let b = c.budgets[side];
            let mut budget = match (c.levels[side], b.millis) {
                (Level::Hard | Level::Master, Some(ms)) => format!(", {ms} ms a move"),
                (Level::Hard | Level::Master, None) => format!(", {} iterations", b.iterations),
                _ => String::new(),
            };
            if matches!(c.levels[side], Level::Hard | Level::Master) {
                budget += &format!(
                    ", {:.0} iterations a move",
                    self.iterations[side] as f64 / self.moves[side].max(1) as f64
                );
            }
            if c.workers[side] > 1 {
                budget += &format!(", {} workers", c.workers[side]);
            }
            if !c.notes[side].is_empty() {
                budget += &format!(", {}", c.notes[side]);
            }
            writeln!(
                f,
                "{:<7} wins {:5.1}% ± {:.1}% (95% CI {:.1}–{:.1}%)  {:7.2} ms/move (slowest {:.0} ms, {} moves{budget})",
                c.levels[side].name(),
                rate * 100.0,
                ci * 100.0,
                (rate - ci).max(0.0) * 100.0,
                (rate + ci).min(1.0) * 100.0,
                self.ms_per_move(side),
                self.slowest[side].as_secs_f64() * 1e3,
                self.moves[side],
            )?;
        }
        write!(
            f,
            "shared {} games, of which {} stopped at {} turns",
            self.shared, self.capped, c.max_turns
        )
    }
}

/// Plays the games, calling `progress` after each one with the report of those finished so
/// far (for a long run: its interval so far, should it be stopped).
pub fn run(config: &Config, progress: &(dyn Fn(&Report) + Sync)) -> Report {
    let next = AtomicU32::new(0);
    let outcomes = Mutex::new(vec![None; config.games as usize]);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= config.games {
                    break;
                }
                let outcome = play(config, g);
                if let Ok(mut all) = outcomes.lock() {
                    all[g as usize] = Some(outcome);
                    progress(&report(config, all.iter().flatten()));
                }
            });
        }
    });
    let outcomes = outcomes.into_inner().unwrap_or_default();
    report(config, outcomes.iter().flatten())
}

/// The report of the games `outcomes`.
fn report<'a>(config: &Config, outcomes: impl Iterator<Item = &'a Outcome>) -> Report {
    let mut report = Report {
        config: config.clone(),
        games: 0,
        wins: [0.0; 2],
        wins_sq: [0.0; 2],
        shared: 0,
        capped: 0,
        moves: [0; 2],
        time: [Duration::ZERO; 2],
        slowest: [Duration::ZERO; 2],
        iterations: [0; 2],
    };
    for o in outcomes {
        report.games += 1;
        for side in 0..2 {
            report.wins[side] += o.score[side];
            report.wins_sq[side] += o.score[side] * o.score[side];
            report.moves[side] += o.moves[side];
            report.time[side] += o.time[side];
            report.slowest[side] = report.slowest[side].max(o.slowest[side]);
            report.iterations[side] += o.iterations[side];
        }
        report.shared += u32::from(o.shared);
        report.capped += u32::from(o.capped);
    }
    report
}

fn play(config: &Config, g: u32) -> Outcome {
    // Games 2k and 2k+1 share a deal with the sides swapped.
    let deal = mix(config.seed, u64::from(g / 2), 0);
    let mut out = Outcome::default();
    let Ok(mut game) = Game::new(Options::new(config.players).seed(deal)) else {
        out.capped = true;
        return out;
    };
    let mut turns = 0;
    while !game.is_over() && turns < config.max_turns {
        let seat = game.position().to_move();
        let side = config.side(g, seat);
        // A computer knows its own Mysterious Muse (D3's option for a private device).
        let view = game.view(Some(seat), true);
        let seed = mix(config.seed, u64::from(g) + 1, u64::from(turns) + 1);
        let start = Instant::now();
        let choice = config.choose(side, &view, seed);
        let took = start.elapsed();
        let action = choice.map(|(a, n)| {
            out.iterations[side] += u64::from(n);
            a
        });
        out.moves[side] += 1;
        out.time[side] += took;
        out.slowest[side] = out.slowest[side].max(took);
        match action.map(|a| game.apply(a)) {
            Some(Ok(_)) => turns += 1,
            _ => break,
        }
    }
    let companies = game.position().companies().len();
    let winners: Vec<usize> = match game.results().last() {
        Some(r) if game.is_over() => r.winners.clone(),
        _ => {
            out.capped = true;
            (0..companies).collect()
        }
    };
    out.shared = winners.len() > 1;
    let share = 1.0 / winners.len().max(1) as f64;
    for &k in &winners {
        // A Company's first seat is its index (seats 1 and 3 share Company 0 with 4 players).
        out.score[config.side(g, k)] += share;
    }
    out
}

/// One pairing's games for [`elo`]: the two players (indices), the first one's total score
/// (wins plus shares of shared wins) and the number of games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    pub a: usize,
    pub b: usize,
    pub score: f64,
    pub games: f64,
}

/// Ratings on the Elo scale of `players` players from their pairings (the Bradley–Terry model,
/// its maximum likelihood), player `anchor` set at `at`, each with the half-width of its 95%
/// confidence interval relative to the anchor (from the likelihood's curvature). Every pair
/// gets one drawn game more, so that a player who won every game still has a finite rating.
pub fn elo(players: usize, pairings: &[Pairing], anchor: usize, at: f64) -> Vec<(f64, f64)> {
    let scale = 400.0 / std::f64::consts::LN_10;
    // The scores with the prior's draw, pair by pair.
    let mut games = vec![vec![0.0f64; players]; players];
    let mut wins = vec![vec![0.0f64; players]; players];
    for p in pairings
        .iter()
        .filter(|p| p.a < players && p.b < players && p.a != p.b)
    {
        games[p.a][p.b] += p.games;
        games[p.b][p.a] += p.games;
        wins[p.a][p.b] += p.score;
        wins[p.b][p.a] += p.games - p.score;
    }
    for i in 0..players {
        for j in 0..players {
            if i != j && games[i][j] > 0.0 {
                games[i][j] += 1.0;
                wins[i][j] += 0.5;
            }
        }
    }
    // Minorisation–maximisation (Hunter 2004) on the strengths γ = e^r.
    let mut gamma = vec![1.0f64; players];
    for _ in 0..10_000 {
        let mut change = 0.0f64;
        for i in 0..players {
            let w: f64 = wins[i].iter().sum();
            let d: f64 = (0..players)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (gamma[i] + gamma[j]))
                .sum();
            if d > 0.0 && w > 0.0 {
                let g = w / d;
                change = change.max((g / gamma[i]).ln().abs());
                gamma[i] = g;
            }
        }
        let norm = gamma[anchor.min(players - 1)];
        for g in gamma.iter_mut() {
            *g /= norm;
        }
        if change < 1e-10 {
            break;
        }
    }
    let r: Vec<f64> = gamma.iter().map(|g| g.ln()).collect();
    // The observed information, without the anchor's row and column, inverted.
    let others: Vec<usize> = (0..players).filter(|&i| i != anchor).collect();
    let m = others.len();
    let mut info = vec![vec![0.0f64; m]; m];
    for (x, &i) in others.iter().enumerate() {
        for j in 0..players {
            if j == i || games[i][j] == 0.0 {
                continue;
            }
            let p = 1.0 / (1.0 + (r[j] - r[i]).exp());
            let v = games[i][j] * p * (1.0 - p);
            info[x][x] += v;
            if let Some(y) = others.iter().position(|&o| o == j) {
                info[x][y] -= v;
            }
        }
    }
    let cov = invert(info);
    (0..players)
        .map(|i| {
            let half = others
                .iter()
                .position(|&o| o == i)
                .and_then(|x| cov.as_ref().map(|c| c[x][x]))
                .map_or(0.0, |v| 1.96 * v.max(0.0).sqrt() * scale);
            (at + r[i] * scale, half)
        })
        .collect()
}

/// The inverse of a small symmetric matrix (Gauss–Jordan), or `None` if it is singular.
fn invert(mut a: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut inv: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect())
        .collect();
    for c in 0..n {
        let p = (c..n).max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs()))?;
        if a[p][c].abs() < 1e-12 {
            return None;
        }
        a.swap(c, p);
        inv.swap(c, p);
        let d = a[c][c];
        for k in 0..n {
            a[c][k] /= d;
            inv[c][k] /= d;
        }
        for r in 0..n {
            if r != c {
                let f = a[r][c];
                for k in 0..n {
                    a[r][k] -= f * a[c][k];
                    inv[r][k] -= f * inv[c][k];
                }
            }
        }
    }
    Some(inv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_two_players_is_the_logistic_of_their_score() {
        // 75% against the anchor: 400·log10(3) ≈ 191 points, with the prior's draw a little less.
        let r = elo(
            2,
            &[Pairing {
                a: 1,
                b: 0,
                score: 300.0,
                games: 400.0,
            }],
            0,
            1000.0,
        );
        assert_eq!(r[0], (1000.0, 0.0));
        let expected = 400.0 * (300.5f64 / 100.5).log10();
        assert!((r[1].0 - 1000.0 - expected).abs() < 0.01, "{r:?}");
        // The interval of 400 games at 75%: about ±38 points.
        assert!((30.0..50.0).contains(&r[1].1), "{r:?}");
        // A chain: A beats B as B beats C, so A is twice as far above C.
        let chain = [
            Pairing {
                a: 0,
                b: 1,
                score: 75.0,
                games: 100.0,
            },
            Pairing {
                a: 1,
                b: 2,
                score: 75.0,
                games: 100.0,
            },
        ];
        let r = elo(3, &chain, 2, 0.0);
        assert!((r[0].0 - 2.0 * r[1].0).abs() < 1.0, "{r:?}");
    }

    #[test]
    fn scores_add_up_and_repeat() {
        let mut config = Config::new([Level::Easy, Level::Random]);
        config.games = 6;
        for players in 2..=4 {
            config.players = players;
            let a = run(&config, &|_| {});
            assert!((a.wins[0] + a.wins[1] - 6.0).abs() < 1e-9);
            config.threads = 2;
            let b = run(&config, &|_| {});
            assert_eq!((a.wins, a.shared, a.games), (b.wins, b.shared, 6));
            config.threads = 1;
        }
    }
}
