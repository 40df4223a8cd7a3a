//! The bridge to the engine: a round's deal, as one device knows it, played through the
//! engine's [`Game`]. The engine's legality never depends on a hidden identity, so any world
//! consistent with what a device knows gives the same legal actions and the same view.

use crate::game::{Game, Options};
use crate::muse::{Muse, MuseSet};
use crate::position::Position;

/// One round's deal: each seat's hand, the leftover Muse, the First Player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundDeal {
    pub hands: Vec<MuseSet>,
    pub neutral: Option<Muse>,
    pub first: u8,
}

/// A game whose first round is `deal`.
pub(crate) fn start(options: &Options, deal: &RoundDeal) -> Game {
    let position = Position::deal(
        &options.seat_colours(),
        &deal.hands,
        deal.neutral,
        deal.first.into(),
    );
    Game::from_position(position)
}
