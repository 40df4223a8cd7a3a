//! The nine Muses and their tile table (RULES.md §2, decision D1).
//!
//! [`TABLE`] completes the rulebook's three examples (three effects × three areas, each once
//! with every Sun count): the only place that says which Muse does what.
//!
//! ```
//! use muses::{Area, Effect, Muse};
//! assert_eq!(Muse::Thalia.effect(), Effect::Raise);
//! assert_eq!(Muse::Thalia.area(), Area::Diagonal);
//! assert_eq!(Muse::Thalia.suns(), 2);
//! assert_eq!(Muse::from_name("thalia"), Some(Muse::Thalia));
//! ```

use serde::{Deserialize, Serialize};

/// One of the nine Muse tiles, in alphabetical order (the order of [`Muse::ALL`]).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Muse {
    Calliope,
    Clio,
    Erato,
    Euterpe,
    Melpomene,
    Polyhymnia,
    Terpsichore,
    Thalia,
    Urania,
}

/// What a Power does to the die on the target Muse.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// +1 to the target's die.
    Raise,
    /// −1 to the target's die; a 1 cannot be lowered.
    Lower,
    /// Exchange the values of the user's die and the target's die.
    Swap,
}

/// The squares around the user where a Power may land.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    /// The 4 squares sharing an edge.
    Orthogonal,
    /// The 4 squares sharing only a corner.
    Diagonal,
    /// All 8 surrounding squares.
    Surrounding,
}

impl Area {
    /// The offsets `(dx, dy)` of the area, centred on the user.
    pub const fn offsets(self) -> &'static [(i32, i32)] {
        const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
        const SURROUNDING: [(i32, i32); 8] = [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ];
        match self {
            Area::Orthogonal => &ORTHOGONAL,
            Area::Diagonal => &DIAGONAL,
            Area::Surrounding => &SURROUNDING,
        }
    }

    /// Whether the offset `(dx, dy)` from the user lies in the area.
    pub fn contains(self, dx: i32, dy: i32) -> bool {
        let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
        match self {
            Area::Orthogonal => ax + ay == 1,
            Area::Diagonal => ax == 1 && ay == 1,
            Area::Surrounding => ax <= 1 && ay <= 1 && ax + ay > 0,
        }
    }
}

/// One row of the tile table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileRow {
    pub muse: Muse,
    pub effect: Effect,
    pub area: Area,
    /// The Will of Apollo: a die showing exactly this many at the end becomes a 6.
    pub suns: u8,
}

const fn row(muse: Muse, effect: Effect, area: Area, suns: u8) -> TileRow {
    TileRow {
        muse,
        effect,
        area,
        suns,
    }
}

/// The tile table of RULES.md §2 (D1), one row per Muse in [`Muse::ALL`] order.
pub const TABLE: [TileRow; 9] = {
    use Area::*;
    use Effect::*;
    [
        row(Muse::Calliope, Swap, Surrounding, 2),
        row(Muse::Clio, Raise, Orthogonal, 1),
        row(Muse::Erato, Lower, Diagonal, 3),
        row(Muse::Euterpe, Swap, Orthogonal, 3),
        row(Muse::Melpomene, Lower, Surrounding, 1),
        row(Muse::Polyhymnia, Raise, Surrounding, 3),
        row(Muse::Terpsichore, Lower, Orthogonal, 2),
        row(Muse::Thalia, Raise, Diagonal, 2),
        row(Muse::Urania, Swap, Diagonal, 1),
    ]
};

impl Muse {
    pub const ALL: [Muse; 9] = [
        Muse::Calliope,
        Muse::Clio,
        Muse::Erato,
        Muse::Euterpe,
        Muse::Melpomene,
        Muse::Polyhymnia,
        Muse::Terpsichore,
        Muse::Thalia,
        Muse::Urania,
    ];

    /// The Muse with this index in [`Muse::ALL`].
    pub fn from_index(i: usize) -> Option<Muse> {
        Muse::ALL.get(i).copied()
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn row(self) -> TileRow {
        TABLE[self as usize]
    }

    pub const fn effect(self) -> Effect {
        self.row().effect
    }

    pub const fn area(self) -> Area {
        self.row().area
    }

    pub const fn suns(self) -> u8 {
        self.row().suns
    }

    /// The name, capitalised: `"Clio"`.
    pub const fn name(self) -> &'static str {
        match self {
            Muse::Calliope => "Calliope",
            Muse::Clio => "Clio",
            Muse::Erato => "Erato",
            Muse::Euterpe => "Euterpe",
            Muse::Melpomene => "Melpomene",
            Muse::Polyhymnia => "Polyhymnia",
            Muse::Terpsichore => "Terpsichore",
            Muse::Thalia => "Thalia",
            Muse::Urania => "Urania",
        }
    }

    /// The Muse whose name this is, in any case.
    pub fn from_name(name: &str) -> Option<Muse> {
        Muse::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Muse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of Muses (a hand), as a bit set in [`Muse::ALL`] order; a list of names in JSON.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(into = "Vec<Muse>", from = "Vec<Muse>")]
pub struct MuseSet(u16);

impl MuseSet {
    pub const EMPTY: MuseSet = MuseSet(0);
    pub const FULL: MuseSet = MuseSet(0x1ff);

    pub fn contains(self, m: Muse) -> bool {
        self.0 & (1 << m.index()) != 0
    }

    pub fn insert(&mut self, m: Muse) {
        self.0 |= 1 << m.index();
    }

    pub fn remove(&mut self, m: Muse) {
        self.0 &= !(1 << m.index());
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The Muses in [`Muse::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Muse> {
        Muse::ALL.into_iter().filter(move |m| self.contains(*m))
    }

    pub fn bits(self) -> u16 {
        self.0
    }
}

impl From<MuseSet> for Vec<Muse> {
    fn from(set: MuseSet) -> Vec<Muse> {
        set.iter().collect()
    }
}

impl From<Vec<Muse>> for MuseSet {
    fn from(muses: Vec<Muse>) -> MuseSet {
        muses.into_iter().collect()
    }
}

impl FromIterator<Muse> for MuseSet {
    fn from_iter<I: IntoIterator<Item = Muse>>(iter: I) -> Self {
        let mut s = MuseSet::EMPTY;
        for m in iter {
            s.insert(m);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows_are_in_muse_order() {
        for (i, r) in TABLE.iter().enumerate() {
            assert_eq!(r.muse.index(), i);
        }
    }

    #[test]
    fn table_pairs_every_effect_with_every_area_once_and_every_sun_count_once_per_effect() {
        for effect in [Effect::Raise, Effect::Lower, Effect::Swap] {
            let rows: Vec<_> = TABLE.iter().filter(|r| r.effect == effect).collect();
            assert_eq!(rows.len(), 3);
            let mut suns: Vec<_> = rows.iter().map(|r| r.suns).collect();
            suns.sort();
            assert_eq!(suns, [1, 2, 3]);
        }
        for area in [Area::Orthogonal, Area::Diagonal, Area::Surrounding] {
            let mut suns: Vec<_> = TABLE
                .iter()
                .filter(|r| r.area == area)
                .map(|r| r.suns)
                .collect();
            suns.sort();
            assert_eq!(suns, [1, 2, 3]);
        }
    }

    #[test]
    fn rulebook_example_powers_exist() {
        // Raise orthogonally, lower diagonally, swap with any adjacent (RULES.md §2).
        assert_eq!(
            (Muse::Clio.effect(), Muse::Clio.area()),
            (Effect::Raise, Area::Orthogonal)
        );
        assert_eq!(
            (Muse::Erato.effect(), Muse::Erato.area()),
            (Effect::Lower, Area::Diagonal)
        );
        assert_eq!(
            (Muse::Calliope.effect(), Muse::Calliope.area()),
            (Effect::Swap, Area::Surrounding)
        );
    }

    #[test]
    fn names_round_trip_in_any_case() {
        for m in Muse::ALL {
            assert_eq!(Muse::from_name(m.name()), Some(m));
            assert_eq!(Muse::from_name(&m.name().to_ascii_lowercase()), Some(m));
        }
        assert_eq!(Muse::from_name("Mnemosyne"), None);
    }

    #[test]
    fn areas_contain_their_offsets() {
        for area in [Area::Orthogonal, Area::Diagonal, Area::Surrounding] {
            for dx in -2..=2 {
                for dy in -2..=2 {
                    assert_eq!(area.contains(dx, dy), area.offsets().contains(&(dx, dy)));
                }
            }
        }
    }
}
