//! The setup (RULES.md §3): a game's [`Options`]; how many Muses each player holds, the
//! neutral Muse, the Companies' colours and teams; the validated [`Deal`] of one round; the
//! seeded shuffle and the First Player's roll (D2).

use crate::board::Colour;
use crate::muse::{Muse, MuseSet};
use crate::rng::Stream;
use serde::{Deserialize, Serialize};

/// The most players at a table.
pub const MAX_SEATS: usize = 4;

/// The Muses each player holds, for 2, 3 or 4 players (RULES.md §3).
pub const fn hand_size(players: usize) -> Option<usize> {
    match players {
        2 => Some(4),
        3 => Some(3),
        4 => Some(2),
        _ => None,
    }
}

/// Whether a leftover Muse is dealt to the neutral die: with 2 and 4 players.
pub const fn has_neutral(players: usize) -> bool {
    players == 2 || players == 4
}

/// The neutral Muse lies face up with 4 players, face down with 2 (RULES.md §3).
pub const fn neutral_face_up(players: usize) -> bool {
    players == 4
}

/// The Companies at a table of `players`: one per player, two teams with 4.
pub const fn company_count(players: usize) -> usize {
    if players == 3 {
        3
    } else {
        2
    }
}

/// The dice each Company owns: 3 with 3 players, else 4.
pub const fn dice_per_company(players: usize) -> usize {
    if players == 3 {
        3
    } else {
        4
    }
}

/// The colours a new game gives the Companies: purple, white, and orange with 3 players.
pub const fn default_colours(players: usize) -> &'static [Colour] {
    use Colour::*;
    if players == 3 {
        &[Purple, Orange, White]
    } else {
        &[Purple, White]
    }
}

/// The colour of each seat: Company `k` plays seat `k` (and `k + 2` with 4 players).
pub fn seat_colours(colours: &[Colour], players: usize) -> Vec<Colour> {
    (0..players)
        .filter_map(|s| colours.get(s % colours.len().max(1)).copied())
        .collect()
}

/// The Companies' colours, ordered by their first seats.
pub fn companies(seats: &[Colour]) -> Vec<Colour> {
    let mut out = Vec::with_capacity(3);
    for &c in seats {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The colour no Company chose, which the neutral die takes (2 and 4 players).
pub fn neutral_colour(seats: &[Colour]) -> Option<Colour> {
    if !has_neutral(seats.len()) {
        return None;
    }
    Colour::ALL.into_iter().find(|c| !seats.contains(c))
}

/// How a game is set up before the deal ([`Options::validate`] checks it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 2, 3 or 4.
    pub players: u8,
    /// 1, or 2 for a match (RULES.md §7).
    pub rounds: u8,
    /// The seed the deal is drawn from (not used by a game dealt from outside).
    pub seed: u64,
    /// One colour per Company, in the order of their first seats.
    pub colours: Vec<Colour>,
}

impl Options {
    /// A one-round game with the default colours ([`default_colours`]) and seed 0.
    pub fn new(players: u8) -> Options {
        Options {
            players,
            rounds: 1,
            seed: 0,
            colours: default_colours(usize::from(players)).to_vec(),
        }
    }

    pub fn seed(mut self, seed: u64) -> Options {
        self.seed = seed;
        self
    }

    pub fn rounds(mut self, rounds: u8) -> Options {
        self.rounds = rounds;
        self
    }

    pub fn colours(mut self, colours: Vec<Colour>) -> Options {
        self.colours = colours;
        self
    }

    /// Checks the options make a game.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(2..=4).contains(&self.players) {
            return Err(OptionsError::Players {
                players: self.players,
            });
        }
        if !(1..=2).contains(&self.rounds) {
            return Err(OptionsError::Rounds {
                rounds: self.rounds,
            });
        }
        let expected = company_count(usize::from(self.players));
        if self.colours.len() != expected {
            return Err(OptionsError::ColourCount {
                players: self.players,
                expected,
                got: self.colours.len(),
            });
        }
        for (i, &colour) in self.colours.iter().enumerate() {
            if self.colours[..i].contains(&colour) {
                return Err(OptionsError::SameColour { colour });
            }
        }
        Ok(())
    }

    /// The colour of each seat ([`seat_colours`]).
    pub fn seat_colours(&self) -> Vec<Colour> {
        seat_colours(&self.colours, usize::from(self.players))
    }
}

/// Options that cannot make a game.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum OptionsError {
    #[error("a game has 2, 3 or 4 players, not {players}")]
    Players { players: u8 },
    #[error("a game has 1 round or a match of 2, not {rounds}")]
    Rounds { rounds: u8 },
    #[error("{players} players make {expected} Companies, so {expected} colours, not {got}")]
    ColourCount {
        players: u8,
        expected: usize,
        got: usize,
    },
    #[error("two Companies cannot both be {}", .colour.word())]
    SameColour { colour: Colour },
}

impl OptionsError {
    /// Every [`OptionsError`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &["Players", "Rounds", "ColourCount", "SameColour"];
}

/// One round's deal: each seat's hand, the leftover Muse for the neutral die, and the First
/// Player; always legal (RULES.md §3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "DealFields")]
pub struct Deal {
    hands: Vec<MuseSet>,
    neutral: Option<Muse>,
    first: u8,
}

/// A deal as written, before it is checked.
#[derive(Deserialize)]
struct DealFields {
    hands: Vec<MuseSet>,
    neutral: Option<Muse>,
    first: u8,
}

impl TryFrom<DealFields> for Deal {
    type Error = DealError;

    fn try_from(f: DealFields) -> Result<Deal, DealError> {
        Deal::new(f.hands, f.neutral, f.first)
    }
}

/// Why a deal cannot start a round.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum DealError {
    #[error("a deal has 2, 3 or 4 hands, not {hands}")]
    Hands { hands: usize },
    #[error(
        "with {players} players each hand holds {expected} Muses, but seat {seat} holds {got}"
    )]
    HandSize {
        players: usize,
        seat: usize,
        expected: usize,
        got: usize,
    },
    #[error("with {players} players a Muse is left over for the neutral die, and none is")]
    NeutralMissing { players: usize },
    #[error("with 3 players no Muse is left over, but {muse} is")]
    NeutralExtra { muse: Muse },
    #[error("{muse} is dealt twice")]
    Repeated { muse: Muse },
    #[error("seat {first} cannot play first: seats are numbered from 0 to {}", .players - 1)]
    First { first: u8, players: usize },
    #[error("the deal is for {got} players, but the game has {expected}")]
    Players { expected: usize, got: usize },
    #[error("round {round}'s First Player must be seat {expected}, the one after the last round's (D8), not seat {got}")]
    NotNextFirst { round: usize, expected: u8, got: u8 },
    #[error("every round of the game is dealt already")]
    TooMany,
    #[error("a game needs the deal of its first round")]
    NoDeal,
    /// Serialised as the [`OptionsError`] inside.
    #[error(transparent)]
    #[serde(untagged)]
    Options(#[from] OptionsError),
}

impl DealError {
    /// Every [`DealError`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "Hands",
        "HandSize",
        "NeutralMissing",
        "NeutralExtra",
        "Repeated",
        "First",
        "Players",
        "NotNextFirst",
        "TooMany",
        "NoDeal",
    ];
}

impl Deal {
    /// Checks a deal: `hands` seat by seat, the `neutral` Muse, the `first` player (0-based).
    pub fn new(hands: Vec<MuseSet>, neutral: Option<Muse>, first: u8) -> Result<Deal, DealError> {
        let players = hands.len();
        let size = hand_size(players).ok_or(DealError::Hands { hands: players })?;
        let mut seen = MuseSet::EMPTY;
        for m in hands.iter().flat_map(|h| h.iter()).chain(neutral) {
            if seen.contains(m) {
                return Err(DealError::Repeated { muse: m });
            }
            seen.insert(m);
        }
        if let Some((seat, h)) = hands.iter().enumerate().find(|(_, h)| h.len() != size) {
            return Err(DealError::HandSize {
                players,
                seat,
                expected: size,
                got: h.len(),
            });
        }
        match (has_neutral(players), neutral) {
            (true, None) => return Err(DealError::NeutralMissing { players }),
            (false, Some(muse)) => return Err(DealError::NeutralExtra { muse }),
            _ => {}
        }
        if usize::from(first) >= players {
            return Err(DealError::First { first, players });
        }
        Ok(Deal {
            hands,
            neutral,
            first,
        })
    }

    /// The deals of a game from its seed (D2, D8). The order of the draws is part of every
    /// share link: don't change it.
    pub(crate) fn seeded(options: &Options) -> (Deal, Vec<Deal>, Rolls) {
        let mut stream = Stream::new(options.seed);
        let n = usize::from(options.players);
        let mut first_deal = Deal::shuffled(n, 0, &mut stream);
        let (first, rolls) = roll_for_first_player(&mut stream, options.players);
        first_deal.first = first;
        let later = (1..options.rounds)
            .map(|r| {
                let next = (first + r) % options.players.max(1);
                Deal::shuffled(n, next, &mut stream)
            })
            .collect();
        (first_deal, later, rolls)
    }

    /// Shuffles the nine Muses and deals them in seat order (the last to the neutral die).
    pub(crate) fn shuffled(players: usize, first: u8, stream: &mut Stream) -> Deal {
        let mut muses = Muse::ALL;
        stream.shuffle(&mut muses);
        let per = hand_size(players).unwrap_or(3);
        let hands = (0..players)
            .map(|s| muses[s * per..(s + 1) * per].iter().copied().collect())
            .collect();
        Deal {
            hands,
            neutral: has_neutral(players).then_some(muses[8]),
            first,
        }
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// Each seat's hand, in seat order.
    pub fn hands(&self) -> &[MuseSet] {
        &self.hands
    }

    /// The Muse under the neutral die (2 and 4 players).
    pub fn neutral(&self) -> Option<Muse> {
        self.neutral
    }

    /// The First Player (0-based).
    pub fn first(&self) -> u8 {
        self.first
    }
}

/// The First Player's roll (D2): each contender's die, round after round of re-rolls.
pub type Rolls = Vec<Vec<(u8, u8)>>;

/// D2: every player rolls; the highest is First Player; tied highest players roll again.
pub(crate) fn roll_for_first_player(stream: &mut Stream, players: u8) -> (u8, Rolls) {
    let mut contenders: Vec<u8> = (0..players).collect();
    let mut rolls = Vec::new();
    loop {
        let round: Vec<(u8, u8)> = contenders.iter().map(|&s| (s, stream.die())).collect();
        let best = round.iter().map(|r| r.1).max().unwrap_or(0);
        contenders = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        rolls.push(round);
        if contenders.len() <= 1 {
            return (contenders.first().copied().unwrap_or(0), rolls);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_checked() {
        assert_eq!(Options::new(3).validate(), Ok(()));
        assert_eq!(
            Options::new(5).validate(),
            Err(OptionsError::Players { players: 5 })
        );
        assert_eq!(
            Options::new(2)
                .colours(vec![Colour::Orange, Colour::Orange])
                .validate(),
            Err(OptionsError::SameColour {
                colour: Colour::Orange
            })
        );
    }

    #[test]
    fn shuffled_deals_are_legal_deals() {
        let mut stream = Stream::new(3);
        for players in 2..=4 {
            let d = Deal::shuffled(players, 1, &mut stream);
            assert_eq!(Deal::new(d.hands.clone(), d.neutral, d.first), Ok(d));
        }
    }

    #[test]
    fn four_players_sit_in_two_teams() {
        use Colour::*;
        assert_eq!(
            seat_colours(&[Purple, White], 4),
            [Purple, White, Purple, White]
        );
        assert_eq!(
            neutral_colour(&[Purple, White, Purple, White]),
            Some(Orange)
        );
        assert_eq!(neutral_colour(&[Purple, White, Orange]), None);
    }
}
