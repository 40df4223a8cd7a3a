//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013), the player's and each
//! puzzle's: an attempt is one rating period with one game, a solve a win.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the Glicko scale and its own.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change in a period (the example's).
pub const TAU: f64 = 0.5;
/// A new player: the rating of an unknown, at the widest deviation.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// The deviation a puzzle starts at: its rating is only an estimate from its difficulty.
pub const PUZZLE_DEVIATION: f64 = 250.0;
/// The narrowest and widest deviations kept: a rating never freezes, nor becomes unknown.
pub const MIN_DEVIATION: f64 = 45.0;
pub const MAX_DEVIATION: f64 = 350.0;
/// The volatility's convergence tolerance (the paper's ε).
const EPSILON: f64 = 0.000_001;

/// A rating on the Glicko scale.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "PuzzleRating")
)]
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation (RD).
    pub deviation: f64,
    pub volatility: f64,
}

/// One game of a rating period.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    pub opponent: Rating,
    /// 1 a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

impl Rating {
    /// A rating with the start's volatility.
    pub const fn new(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: START.volatility,
        }
    }

    /// The rating after one period of `games`, with the system constant `tau` (steps 2 to 8).
    pub fn update(&self, games: &[Outcome], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            return Rating {
                deviation: (phi * phi + sigma * sigma).sqrt() * SCALE,
                ..*self
            };
        }
        // Steps 3 and 4: the estimated variance and the improvement.
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for g in games {
            let mu_j = (g.opponent.rating - 1500.0) / SCALE;
            let phi_j = g.opponent.deviation / SCALE;
            let gj = 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
            let e = 1.0 / (1.0 + (-gj * (mu - mu_j)).exp());
            inv_v += gj * gj * e * (1.0 - e);
            sum += gj * (g.score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        // Step 5: the new volatility (the Illinois algorithm).
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut lo = a;
        let mut hi = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < 1000.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut f_lo, mut f_hi) = (f(lo), f(hi));
        let mut rounds = 0;
        while (hi - lo).abs() > EPSILON && rounds < 200 {
            let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
            let f_c = f(c);
            if f_c * f_hi <= 0.0 {
                lo = hi;
                f_lo = f_hi;
            } else {
                f_lo /= 2.0;
            }
            hi = c;
            f_hi = f_c;
            rounds += 1;
        }
        let sigma2 = (lo / 2.0).exp();
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
        let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu2 = mu + phi2 * phi2 * sum;
        Rating {
            rating: mu2 * SCALE + 1500.0,
            deviation: phi2 * SCALE,
            volatility: sigma2,
        }
    }

    /// The deviation kept within [`MIN_DEVIATION`] and [`MAX_DEVIATION`].
    fn bounded(self) -> Rating {
        Rating {
            deviation: self.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            ..self
        }
    }
}

/// One attempt at a puzzle: the player's new rating and the puzzle's.
pub fn attempt(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { 1.0 } else { 0.0 };
    let p = player.update(
        &[Outcome {
            opponent: puzzle,
            score,
        }],
        TAU,
    );
    let q = puzzle.update(
        &[Outcome {
            opponent: player,
            score: 1.0 - score,
        }],
        TAU,
    );
    (p.bounded(), q.bounded())
}

/// A puzzle's starting rating: its difficulty's, at [`PUZZLE_DEVIATION`].
pub fn puzzle_start(rating: u16) -> Rating {
    Rating::new(f64::from(rating), PUZZLE_DEVIATION)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Outcome {
                opponent: Rating::new(1400.0, 30.0),
                score: 1.0,
            },
            Outcome {
                opponent: Rating::new(1550.0, 100.0),
                score: 0.0,
            },
            Outcome {
                opponent: Rating::new(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.update(&games, 0.5);
        // The paper, which rounds its steps: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.000_01, "{after:?}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let r = Rating::new(1500.0, 200.0).update(&[], TAU);
        assert_eq!(r.rating, 1500.0);
        assert!((r.deviation - (200.0f64.powi(2) + (0.06 * SCALE).powi(2)).sqrt()).abs() < 1e-9);
    }

    #[test]
    fn a_solve_raises_the_player_and_lowers_the_puzzle() {
        let (p, q) = attempt(START, puzzle_start(1500), true);
        assert!(p.rating > 1500.0 && q.rating < 1500.0);
        let (p, q) = attempt(START, puzzle_start(1500), false);
        assert!(p.rating < 1500.0 && q.rating > 1500.0);
        // Beating a harder puzzle gains more.
        let (easy, _) = attempt(START, puzzle_start(1200), true);
        let (hard, _) = attempt(START, puzzle_start(1800), true);
        assert!(hard.rating > easy.rating);
        assert!(p.deviation >= MIN_DEVIATION && p.deviation <= MAX_DEVIATION);
    }
}
