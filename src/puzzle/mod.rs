//! Puzzles (docs/puzzles.md): positions from games between the computer levels whose answer
//! is exact, proved by playing every legal action (and, for [`Category::InTwo`], every reply)
//! in every way the hidden Muses may lie, never by sampling.
//!
//! [`hidden`] holds the worlds a puzzle stands for, [`search`] the exhaustive tests,
//! [`Analysis::solutions`] a category's correct actions; then [`generate`], [`pack`] (the
//! shipped set), [`glicko`] (ratings), [`mistakes`] and [`verdict`] (an attempt judged).
//!
//! ```
//! use muses::puzzle::{Analysis, Category};
//! use muses::notation::action_notation;
//! use muses::Position;
//! // Every Muse face up: Clio steps north onto a 6, and purple's 6 beats white's 2.
//! let pos: Position = "Clio@0,0=5p/Urania@1,0=2w pw 1".parse().unwrap();
//! let mut analysis = Analysis::new(&pos).unwrap();
//! let answer = analysis.solutions(Category::WinNow).unwrap();
//! assert!(answer.iter().any(|a| action_notation(&pos, a) == "Clio:N"));
//! ```

pub mod generate;
pub mod glicko;
pub mod hidden;
pub mod mistakes;
pub mod pack;
pub mod search;
pub mod verdict;

use crate::action::Action;
use crate::code::canonical_actions;
use crate::notation::{action_notation, parse_action};
use crate::position::Position;
use hidden::Mask;
use search::{Effect, OutOfBudget, Search};
use serde::{Deserialize, Serialize};

/// What a puzzle asks; serialised by its [`Category::name`].
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "PuzzleCategory")
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    /// Some action ends the round with the mover's Company winning; a plain step does.
    WinNow,
    /// No action wins now, most hand the round over to the next seat; a plain step does not.
    DontHandOver,
    /// As [`Category::DontHandOver`], but every safe action uses a Power.
    PowerSaves,
    /// As [`Category::WinNow`], but every winning action uses a Power: no step wins alone.
    PowerWins,
    /// No action wins now; the answers win on the mover's next turn whatever the others reply.
    InTwo,
    /// From a reviewed game's mistake: the actions that win now if any do, else the safe ones.
    Better,
}

impl Category {
    /// The five kinds a generated set holds.
    pub const GENERATED: [Category; 5] = [
        Category::WinNow,
        Category::DontHandOver,
        Category::PowerSaves,
        Category::PowerWins,
        Category::InTwo,
    ];

    /// The name in the export: `"win-now"`.
    pub const fn name(self) -> &'static str {
        match self {
            Category::WinNow => "win-now",
            Category::DontHandOver => "dont-hand-over",
            Category::PowerSaves => "power-saves",
            Category::PowerWins => "power-wins",
            Category::InTwo => "in-two",
            Category::Better => "better",
        }
    }

    pub fn from_name(name: &str) -> Option<Category> {
        Category::GENERATED
            .into_iter()
            .chain([Category::Better])
            .find(|c| c.name() == name)
    }
}

/// A puzzle: a position of the dance, what it asks, every correct action, a rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub position: Position,
    pub category: Category,
    /// Every correct action, in the canonical order of [`canonical_actions`].
    pub solutions: Vec<Action>,
    /// The puzzle's starting Glicko-2 rating, from its difficulty.
    pub rating: u16,
}

impl Puzzle {
    /// A short name from the position and the category, the same wherever it was made.
    pub fn id(&self) -> String {
        let text = format!("{} {}", self.position, self.category.name());
        // FNV-1a: stable on every platform and version, unlike std's hasher.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        const DIGITS: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
        (0..7)
            .map(|i| DIGITS[((h >> (5 * i)) & 31) as usize] as char)
            .collect()
    }

    /// The solutions in notation.
    pub fn solution_notation(&self) -> Vec<String> {
        self.solutions
            .iter()
            .map(|a| action_notation(&self.position, a))
            .collect()
    }

    /// The puzzle as the export writes it.
    pub fn export(&self) -> Export {
        Export {
            id: self.id(),
            position: self.position.to_string(),
            category: self.category.name().to_string(),
            players: self.position.players() as u8,
            solutions: self.solution_notation(),
            rating: self.rating,
        }
    }
}

/// A puzzle as `muses puzzles --export` writes it (one JSON object a line), in notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    pub id: String,
    pub position: String,
    pub category: String,
    pub players: u8,
    pub solutions: Vec<String>,
    pub rating: u16,
}

impl Export {
    /// The puzzle written here, its solutions in canonical order (not checked: [`check`] does).
    pub fn puzzle(&self) -> Result<Puzzle, String> {
        let position: Position = self.position.parse().map_err(|e| format!("{e}"))?;
        let category = Category::from_name(&self.category)
            .ok_or_else(|| format!("`{}` is not a kind of puzzle", self.category))?;
        let order = canonical_actions(&position);
        let mut solutions = Vec::with_capacity(self.solutions.len());
        for text in &self.solutions {
            let a = parse_action(&position, text).map_err(|e| format!("`{text}`: {e}"))?;
            if !order.contains(&a) {
                return Err(format!("`{text}` is not a legal action"));
            }
            solutions.push(a);
        }
        solutions.sort_by_key(|a| order.iter().position(|b| b == a));
        solutions.dedup();
        Ok(Puzzle {
            position,
            category,
            solutions,
            rating: self.rating,
        })
    }
}

/// Why a position has no exact answer for a category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Refusal {
    /// Not a dance position, or more hidden worlds than the search handles.
    NotADance,
    /// Some action does what the category asks in some worlds only.
    Hidden,
    /// No action does what it asks.
    NoAnswer,
    /// An action wins now: the category asks for none.
    WinsNow,
    /// A plain step answers a Power category, or only Powers answer a plain one.
    OtherKind,
    /// Not most actions hand the round over.
    NotMostHandOver,
    /// The win in two needed more search than allowed.
    OutOfBudget,
}

/// The exact tests of one position, computed once and read by category.
pub struct Analysis {
    position: Position,
    search: Search,
    /// The legal actions in canonical order.
    pub actions: Vec<Action>,
    pub effects: Vec<Effect>,
    in_two: Option<Result<Vec<Mask>, OutOfBudget>>,
}

impl Analysis {
    /// The analysis of a dance position; `None` outside the dance.
    pub fn new(pos: &Position) -> Option<Analysis> {
        Analysis::with_budget(pos, u64::MAX)
    }

    /// [`Analysis::new`], the win in two searched through about `budget` actions at most.
    pub fn with_budget(pos: &Position, budget: u64) -> Option<Analysis> {
        let search = Search::new(pos)?.with_budget(budget);
        let actions = canonical_actions(pos);
        let effects = search.effects(pos, &actions);
        Some(Analysis {
            position: *pos,
            search,
            actions,
            effects,
            in_two: None,
        })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Every world.
    pub fn every_world(&self) -> Mask {
        self.search.all()
    }

    /// The actions whose mask is every world, or [`Refusal::Hidden`] if one's is only some.
    fn sure(&self, masks: impl Iterator<Item = Mask>) -> Result<Vec<Action>, Refusal> {
        let all = self.every_world();
        let mut out = Vec::new();
        for (a, m) in self.actions.iter().zip(masks) {
            if m == all {
                out.push(*a);
            } else if m != 0 {
                return Err(Refusal::Hidden);
            }
        }
        Ok(out)
    }

    /// The actions that win now, exactly.
    pub fn wins(&self) -> Result<Vec<Action>, Refusal> {
        self.sure(self.effects.iter().map(|e| e.wins))
    }

    /// The actions that do not hand the round over, exactly.
    pub fn safe(&self) -> Result<Vec<Action>, Refusal> {
        let all = self.every_world();
        self.sure(
            self.effects
                .iter()
                .map(|e| if e.ends { 0 } else { all & !e.hands_over }),
        )
    }

    /// How many actions let the next seat end the round and win at once, in every world.
    pub fn handing_over(&self) -> usize {
        let all = self.every_world();
        self.effects
            .iter()
            .filter(|e| !e.ends && e.hands_over == all)
            .count()
    }

    /// The actions that win in two, exactly.
    pub fn in_two(&mut self) -> Result<Vec<Action>, Refusal> {
        if self.in_two.is_none() {
            let pos = self.position;
            self.in_two = Some(self.search.in_two(&pos, &self.actions));
        }
        match &self.in_two {
            Some(Ok(masks)) => self.sure(masks.clone().into_iter()),
            _ => Err(Refusal::OutOfBudget),
        }
    }

    /// Every correct action of `category` here, in canonical order, or why none is exact.
    pub fn solutions(&mut self, category: Category) -> Result<Vec<Action>, Refusal> {
        let plain = |set: &[Action]| set.iter().any(|a| matches!(a, Action::Step { .. }));
        let wins = self.wins()?;
        let answer = match category {
            Category::WinNow | Category::PowerWins => {
                if wins.is_empty() {
                    return Err(Refusal::NoAnswer);
                }
                if plain(&wins) != (category == Category::WinNow) {
                    return Err(Refusal::OtherKind);
                }
                wins
            }
            Category::Better if !wins.is_empty() => wins,
            _ if !wins.is_empty() => return Err(Refusal::WinsNow),
            Category::DontHandOver | Category::PowerSaves => {
                let safe = self.safe()?;
                if safe.is_empty() {
                    return Err(Refusal::NoAnswer);
                }
                if 2 * self.handing_over() <= self.actions.len() {
                    return Err(Refusal::NotMostHandOver);
                }
                if plain(&safe) != (category == Category::DontHandOver) {
                    return Err(Refusal::OtherKind);
                }
                safe
            }
            Category::Better => self.safe()?,
            Category::InTwo => self.in_two()?,
        };
        if answer.is_empty() {
            return Err(Refusal::NoAnswer);
        }
        Ok(answer)
    }
}

/// Checks a puzzle again from scratch: its solutions must be exactly its category's.
pub fn check(puzzle: &Puzzle) -> Result<(), String> {
    let mut analysis =
        Analysis::new(&puzzle.position).ok_or("the position is not one of the dance")?;
    let found = analysis
        .solutions(puzzle.category)
        .map_err(|r| format!("no exact answer: {r:?}"))?;
    if found != puzzle.solutions {
        let pos = &puzzle.position;
        let words = |s: &[Action]| {
            s.iter()
                .map(|a| action_notation(pos, a))
                .collect::<Vec<_>>()
                .join(" ")
        };
        return Err(format!(
            "the solutions are {}, not {}",
            words(&found),
            words(&puzzle.solutions)
        ));
    }
    Ok(())
}
