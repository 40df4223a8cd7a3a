//! The bridge to the engine: the rounds' deals, as one device knows them, played through the
//! engine's [`Game`] ([`Game::from_deals`]). The engine's legality never depends on a hidden
//! identity, so any deal consistent with what a device knows gives the same legal actions
//! and the same view.

use crate::action::IllegalAction;
use crate::deal::{Deal, Options};
use crate::game::Game;

/// Adds a round's deal: the game's first, or the next round's once the last is over.
pub(crate) fn deal(
    game: &mut Option<Game>,
    options: &Options,
    deal: Deal,
) -> Result<(), IllegalAction> {
    // The table builds deals of the right size with distinct Muses and D8's First Player,
    // so the engine refuses none; if it did, the round could not be played.
    let refused = |_| IllegalAction::AwaitingDeal;
    match game {
        Some(g) => g.add_deal(deal).map(|_| ()).map_err(refused),
        None => {
            *game = Some(Game::from_deals(options.clone(), vec![deal]).map_err(refused)?);
            Ok(())
        }
    }
}
