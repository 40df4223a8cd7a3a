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

use crate::board::{Board, Colour, Square};
use crate::deal;
use crate::muse::Muse;
use serde::{Deserialize, Serialize};

/// The token that replaces the Bronze Sun of the leftmost won column.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
    /// The die as it is scored: after the Will of Apollo (step 2 of RULES.md §6).
    pub scored: u8,
    /// The neutral die, removed before the columns.
    pub neutral: bool,
}

/// The whole result of a round.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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

/// Scores a table as if its round ended now (RULES.md §6).
pub fn score_round(
    board: &Board,
    seats: &[Colour],
    trigger: Option<usize>,
    bonus: Bonus,
) -> RoundScore {
    let neutral = deal::neutral_colour(seats);
    let tiles: Vec<FinalTile> = board
        .tiles()
        .iter()
        .map(|t| {
            let will_of_apollo = t.value == t.muse.suns();
            FinalTile {
                muse: t.muse,
                square: t.square,
                colour: t.colour,
                was_face_down: !t.face_up,
                value: t.value,
                will_of_apollo,
                scored: if will_of_apollo { 6 } else { t.value },
                neutral: Some(t.colour) == neutral,
            }
        })
        .collect();
    let colours = deal::companies(seats);
    let mut companies: Vec<CompanyScore> = colours
        .iter()
        .map(|&colour| {
            let values = tiles
                .iter()
                .filter(|t| t.colour == colour)
                .map(|t| t.scored);
            // Highest first: dice show 1 to 6, so count them rather than sort.
            let dice: Vec<u8> = (1..=6u8)
                .rev()
                .flat_map(|v| std::iter::repeat_n(v, values.clone().filter(|&d| d == v).count()))
                .collect();
            CompanyScore {
                colour,
                seats: (0..seats.len())
                    .filter(|&s| seats[s] == colour)
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
    let trigger = trigger
        .and_then(|s| seats.get(s))
        .and_then(|c| colours.iter().position(|k| k == c));
    let standings: Vec<Standing> = companies
        .iter()
        .map(|c| Standing {
            suns: c.suns,
            bonus: c.bonus.is_some(),
            sum: c.sum,
        })
        .collect();
    let (winners, decided_by) = round_ladder(&standings, trigger);
    RoundScore {
        tiles,
        companies,
        columns,
        bonus_column,
        bonus,
        trigger,
        winners: members(winners, standings.len()).collect(),
        decided_by,
    }
}

/// What the round's tie ladder reads of one Company.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    pub suns: u8,
    /// It holds the Silver (or Golden) Sun.
    pub bonus: bool,
    /// The sum of its dice after the Will of Apollo.
    pub sum: u32,
}

/// The tie ladder of RULES.md §6.6 (D7): the winning Companies (bit `k` for Company `k`) and the
/// rung that decided; `trigger` is the Company whose action ended the round.
pub fn round_ladder(standings: &[Standing], trigger: Option<usize>) -> (u8, Rung) {
    let n = standings.len().min(8);
    let all = ((1u16 << n) - 1) as u8;
    let mut tied = keep_best(all, |k| u32::from(standings[k].suns));
    if tied.count_ones() <= 1 {
        return (tied, Rung::Suns);
    }
    if let Some(b) = members(tied, n).find(|&k| standings[k].bonus) {
        return (1 << b, Rung::Bonus);
    }
    if standings.iter().all(|s| s.suns == 0) {
        tied = keep_best(tied, |k| standings[k].sum);
        if tied.count_ones() == 1 {
            return (tied, Rung::DiceSum);
        }
    }
    if let Some(t) = trigger.filter(|&t| t < n) {
        if tied & (1 << t) != 0 {
            tied &= !(1 << t);
            if tied.count_ones() == 1 {
                return (tied, Rung::TriggerLoses);
            }
        }
        if n == 3 && tied.count_ones() == 2 {
            if let Some(w) = (1..n).map(|d| (t + d) % n).find(|&w| tied & (1 << w) != 0) {
                return (1 << w, Rung::Clockwise);
            }
        }
    }
    (tied, Rung::Shared)
}

/// The Companies of `tied` whose `key` is the highest among them.
fn keep_best(tied: u8, key: impl Fn(usize) -> u32) -> u8 {
    let best = members(tied, 8).map(&key).max().unwrap_or(0);
    members(tied, 8)
        .filter(|&k| key(k) == best)
        .fold(0, |set, k| set | 1 << k)
}

/// The Companies in a set, in order.
fn members(set: u8, n: usize) -> impl Iterator<Item = usize> {
    (0..n).filter(move |&k| set & (1 << k) != 0)
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchTotal {
    pub colour: Colour,
    pub suns: u32,
    pub bonus_suns: u32,
    pub dice: u32,
}

/// The result of a two-round match.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScore {
    pub totals: Vec<MatchTotal>,
    pub winners: Vec<usize>,
    pub decided_by: MatchRung,
}

/// The match's tie ladder (RULES.md §7) over each Company's `[suns, bonus suns, dice]`.
pub fn match_ladder(totals: &[[u32; 3]]) -> (u8, MatchRung) {
    let n = totals.len().min(8);
    let mut tied = ((1u16 << n) - 1) as u8;
    for (i, rung) in [MatchRung::Suns, MatchRung::BonusSuns, MatchRung::DiceTotal]
        .into_iter()
        .enumerate()
    {
        tied = keep_best(tied, |k| totals[k][i]);
        if tied.count_ones() == 1 {
            return (tied, rung);
        }
    }
    (tied, MatchRung::Shared)
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
    let rows: Vec<[u32; 3]> = totals
        .iter()
        .map(|t| [t.suns, t.bonus_suns, t.dice])
        .collect();
    let (winners, decided_by) = match_ladder(&rows);
    MatchScore {
        winners: members(winners, rows.len()).collect(),
        totals,
        decided_by,
    }
}
