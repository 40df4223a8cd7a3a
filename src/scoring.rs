//! The end of a round and the match (RULES.md §6, §7): reveal, Will of Apollo, the neutral
//! die removed, the dice columns, Bronze/Silver (or Golden) Suns, and the tie ladder (D7).
//!
//! ```
//! use muses::{Bonus, Colour, Position, Rung};
//! // The rulebook's example: Purple 6-4-4, White 6-4-3, Orange 5-5-3.
//! let pos: Position = "Erato@0,0=6p/Euterpe@1,0=4p/Melpomene@2,0=4p/\
//!     Polyhymnia@0,1=6w/Terpsichore@1,1=4w/Clio@2,1=3w/\
//!     Thalia@0,2=5o/Urania@1,2=5o/Calliope@2,2=3o pow 1".parse().unwrap();
//! let score = pos.score(Bonus::Silver);
//! let suns: Vec<u8> = score.companies.iter().map(|c| c.suns).collect();
//! assert_eq!(suns, [1, 2, 0]); // purple, orange (Silver), white
//! assert_eq!(score.companies[score.winners[0]].colour, Colour::Orange);
//! assert_eq!(score.decided_by, Rung::Suns);
//! ```

use crate::board::{Colour, Square};
use crate::muse::Muse;
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// The token that replaces the Bronze Sun of the leftmost won column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    /// 2 Suns (D9).
    Silver,
    /// 3 Suns: round 2 of a match, if somebody took the Silver in round 1 (RULES.md §7).
    Golden,
}

impl Bonus {
    /// The Suns the token is worth.
    pub const fn suns(self) -> u8 {
        match self {
            Bonus::Silver => 2,
            Bonus::Golden => 3,
        }
    }

    /// The Suns it adds to the Bronze it replaces.
    pub const fn extra(self) -> u8 {
        self.suns() - 1
    }
}

/// The rung of the tie ladder that decided the winner (RULES.md §6.6, D7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rung {
    /// Most Suns.
    Suns,
    /// Tied on Suns: the Company holding the Silver (or Golden) Sun.
    Bonus,
    /// No Sun won at all: the highest sum of dice.
    DiceSum,
    /// Still tied: the Company that triggered the end loses.
    TriggerLoses,
    /// Three Companies, two still tied: the one next clockwise after the trigger wins.
    Clockwise,
    /// Nothing separates them: a shared victory.
    Shared,
}

/// One Company's result in a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompanyScore {
    pub colour: Colour,
    /// Its seats (0-based).
    pub seats: Vec<u8>,
    /// Its dice after the Will of Apollo, highest first.
    pub dice: Vec<u8>,
    pub suns: u8,
    pub bonus: Option<Bonus>,
    pub sum: u32,
}

/// A tile as the round ended, revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalTile {
    pub muse: Muse,
    pub square: Square,
    pub colour: Colour,
    pub was_face_down: bool,
    /// The die as the round ended, before the Will of Apollo.
    pub value: u8,
    /// The die showed exactly the Muse's Suns, so it became a 6.
    pub will_of_apollo: bool,
    /// The neutral die, removed before the columns.
    pub neutral: bool,
}

/// The whole result of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundScore {
    pub tiles: Vec<FinalTile>,
    /// Companies ordered by their first seat (clockwise).
    pub companies: Vec<CompanyScore>,
    /// For each column, the index of the Company with the absolute highest die.
    pub columns: Vec<Option<usize>>,
    /// The leftmost won column, whose winner takes the bonus token.
    pub bonus_column: Option<usize>,
    pub bonus: Bonus,
    /// The Company whose action ended the round.
    pub trigger: Option<usize>,
    /// One Company, or several sharing the victory.
    pub winners: Vec<usize>,
    pub decided_by: Rung,
}

/// Scores a position as if its round ended now.
pub fn score_round(pos: &Position, bonus: Bonus) -> RoundScore {
    let neutral = pos.neutral_colour();
    let tiles: Vec<FinalTile> = pos
        .board()
        .tiles()
        .iter()
        .map(|t| FinalTile {
            muse: t.muse,
            square: t.square,
            colour: t.colour,
            was_face_down: !t.face_up,
            value: t.value,
            will_of_apollo: t.value == t.muse.suns(),
            neutral: Some(t.colour) == neutral,
        })
        .collect();
    let colours = pos.companies();
    let mut companies: Vec<CompanyScore> = colours
        .iter()
        .map(|&colour| {
            let values = tiles.iter().filter(|t| t.colour == colour).map(|t| {
                if t.will_of_apollo {
                    6
                } else {
                    t.value
                }
            });
            // Highest first: dice show 1 to 6, so count them rather than sort.
            let dice: Vec<u8> = (1..=6u8)
                .rev()
                .flat_map(|v| std::iter::repeat_n(v, values.clone().filter(|&d| d == v).count()))
                .collect();
            CompanyScore {
                colour,
                seats: (0..pos.players())
                    .filter(|&s| pos.seats()[s] == colour)
                    .map(|s| s as u8)
                    .collect(),
                sum: dice.iter().map(|&d| u32::from(d)).sum(),
                dice,
                suns: 0,
                bonus: None,
            }
        })
        .collect();
    let width = companies.iter().map(|c| c.dice.len()).max().unwrap_or(0);
    let columns: Vec<Option<usize>> = (0..width)
        .map(|k| {
            let best = companies.iter().filter_map(|c| c.dice.get(k)).max()?;
            let mut holders =
                (0..companies.len()).filter(|&i| companies[i].dice.get(k) == Some(best));
            match (holders.next(), holders.next()) {
                (Some(i), None) => Some(i),
                _ => None,
            }
        })
        .collect();
    for &i in columns.iter().flatten() {
        companies[i].suns += 1;
    }
    let bonus_column = columns.iter().position(Option::is_some);
    if let Some(i) = bonus_column.and_then(|k| columns[k]) {
        companies[i].suns += bonus.extra();
        companies[i].bonus = Some(bonus);
    }
    let trigger = pos
        .trigger()
        .and_then(|s| colours.iter().position(|&c| c == pos.seats()[s]));
    let (winners, decided_by) = tie_ladder(&companies, trigger);
    RoundScore {
        tiles,
        companies,
        columns,
        bonus_column,
        bonus,
        trigger,
        winners,
        decided_by,
    }
}

/// The tie ladder of RULES.md §6.6 (D7).
fn tie_ladder(companies: &[CompanyScore], trigger: Option<usize>) -> (Vec<usize>, Rung) {
    let mut tied: Vec<usize> = (0..companies.len()).collect();
    let keep_best = |tied: &mut Vec<usize>, key: &dyn Fn(&CompanyScore) -> u32| {
        let best = tied.iter().map(|&i| key(&companies[i])).max().unwrap_or(0);
        tied.retain(|&i| key(&companies[i]) == best);
    };
    keep_best(&mut tied, &|c| c.suns.into());
    if tied.len() <= 1 {
        return (tied, Rung::Suns);
    }
    if tied.iter().any(|&i| companies[i].bonus.is_some()) {
        tied.retain(|&i| companies[i].bonus.is_some());
        return (tied, Rung::Bonus);
    }
    if companies.iter().all(|c| c.suns == 0) {
        keep_best(&mut tied, &|c| c.sum);
        if tied.len() == 1 {
            return (tied, Rung::DiceSum);
        }
    }
    if let Some(t) = trigger {
        if tied.len() > 1 && tied.contains(&t) {
            tied.retain(|&i| i != t);
            if tied.len() == 1 {
                return (tied, Rung::TriggerLoses);
            }
        }
        if companies.len() == 3 && tied.len() == 2 {
            let n = companies.len();
            if let Some(w) = (1..n).map(|k| (t + k) % n).find(|i| tied.contains(i)) {
                return (vec![w], Rung::Clockwise);
            }
        }
    }
    (tied, Rung::Shared)
}

/// The bonus token of the round after `previous` rounds: round 2 of a match uses the Golden
/// Sun, unless nobody took the Silver in round 1 (RULES.md §7).
pub fn bonus_for_round(previous: &[RoundScore]) -> Bonus {
    match previous.first() {
        Some(r1) if r1.bonus_column.is_some() => Bonus::Golden,
        _ => Bonus::Silver,
    }
}

/// What decided a match (RULES.md §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchRung {
    Suns,
    /// Most bonus Suns (Silver counts 1, Golden 2).
    BonusSuns,
    /// The total of all dice over both rounds.
    DiceTotal,
    Shared,
}

/// One Company over the whole match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchTotal {
    pub colour: Colour,
    pub suns: u32,
    pub bonus_suns: u32,
    pub dice: u32,
}

/// The result of a two-round match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScore {
    pub totals: Vec<MatchTotal>,
    pub winners: Vec<usize>,
    pub decided_by: MatchRung,
}

/// Adds up the rounds of a match and breaks ties (RULES.md §7).
pub fn score_match(rounds: &[RoundScore]) -> MatchScore {
    let mut totals: Vec<MatchTotal> = rounds
        .first()
        .map(|r| {
            r.companies
                .iter()
                .map(|c| MatchTotal {
                    colour: c.colour,
                    suns: 0,
                    bonus_suns: 0,
                    dice: 0,
                })
                .collect()
        })
        .unwrap_or_default();
    for r in rounds {
        for (t, c) in totals.iter_mut().zip(&r.companies) {
            t.suns += u32::from(c.suns);
            t.bonus_suns += c.bonus.map_or(0, |b| u32::from(b.extra()));
            t.dice += c.sum;
        }
    }
    let mut tied: Vec<usize> = (0..totals.len()).collect();
    type Key = fn(&MatchTotal) -> u32;
    let rungs: [(MatchRung, Key); 3] = [
        (MatchRung::Suns, |t| t.suns),
        (MatchRung::BonusSuns, |t| t.bonus_suns),
        (MatchRung::DiceTotal, |t| t.dice),
    ];
    for (rung, key) in rungs {
        let best = tied.iter().map(|&i| key(&totals[i])).max().unwrap_or(0);
        tied.retain(|&i| key(&totals[i]) == best);
        if tied.len() == 1 {
            return MatchScore {
                totals,
                winners: tied,
                decided_by: rung,
            };
        }
    }
    MatchScore {
        totals,
        winners: tied,
        decided_by: MatchRung::Shared,
    }
}
