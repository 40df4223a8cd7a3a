//! The rules' tables a page shows and checks input against, from the engine's own functions
//! (the page keeps no copy; it reads `src/rules.json`, which the native tests keep equal).
//!
//! ```
//! let rules = muses::tables::rules();
//! assert_eq!(rules.players[2].teams, [[0, 2], [1, 3]]);
//! ```

use crate::ai::{Budget, Level};
use crate::board::{Colour, Dir};
use crate::deal;
use crate::scoring::Bonus;
use serde::Serialize;

/// Suns per token (D9).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[allow(non_snake_case)]
pub struct Suns {
    pub Bronze: u8,
    pub Silver: u8,
    pub Golden: u8,
}

/// The setup for one number of players (RULES.md §3).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayersRule {
    pub players: usize,
    pub companies: usize,
    /// Muses per player.
    pub hand: usize,
    /// Dice per Company.
    pub dice: usize,
    /// The leftover Muse under the neutral die: `"FaceDown"` (2), `"FaceUp"` (4), none (3).
    pub neutral: Option<&'static str>,
    pub default_colours: Vec<Colour>,
    /// The seats (0-based) of each Company, in order.
    pub teams: Vec<Vec<usize>>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DirRule {
    pub dir: Dir,
    pub dx: i32,
    pub dy: i32,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourRule {
    pub colour: Colour,
    pub letter: char,
}

/// A seed is a decimal whole number from 0 to `max` (a string: beyond JavaScript's integers).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeedRule {
    pub pattern: &'static str,
    pub max: String,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LevelRule {
    pub level: &'static str,
    pub iterations: u32,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rules {
    pub suns: Suns,
    pub players: Vec<PlayersRule>,
    pub directions: Vec<DirRule>,
    pub colours: Vec<ColourRule>,
    pub seed: SeedRule,
    pub levels: Vec<LevelRule>,
}

/// The tables, from the functions the rules use.
pub fn rules() -> Rules {
    let players = (2..=deal::MAX_SEATS)
        .map(|n| {
            let companies = deal::company_count(n);
            PlayersRule {
                players: n,
                companies,
                hand: deal::hand_size(n).unwrap_or(0),
                dice: deal::dice_per_company(n),
                neutral: match (deal::has_neutral(n), deal::neutral_face_up(n)) {
                    (false, _) => None,
                    (true, true) => Some("FaceUp"),
                    (true, false) => Some("FaceDown"),
                },
                default_colours: deal::default_colours(n).to_vec(),
                teams: (0..companies)
                    .map(|k| (k..n).step_by(companies).collect())
                    .collect(),
            }
        })
        .collect();
    Rules {
        suns: Suns {
            Bronze: 1,
            Silver: Bonus::Silver.suns(),
            Golden: Bonus::Golden.suns(),
        },
        players,
        directions: Dir::ALL
            .iter()
            .map(|&dir| {
                let (dx, dy) = dir.delta();
                DirRule { dir, dx, dy }
            })
            .collect(),
        colours: Colour::ALL
            .iter()
            .map(|&colour| ColourRule {
                colour,
                letter: colour.letter(),
            })
            .collect(),
        seed: SeedRule {
            pattern: "^[0-9]{1,20}$",
            max: u64::MAX.to_string(),
        },
        levels: Level::ALL
            .iter()
            .map(|&l| LevelRule {
                level: l.name(),
                iterations: Budget::default_for(l).iterations,
            })
            .collect(),
    }
}
