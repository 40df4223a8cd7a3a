//! The rounds' deals, as one device knows them, played through the engine's [`Game`]
//! ([`Game::from_deals`]): any deal consistent with what it knows gives the same legal actions.

use crate::action::IllegalAction;
use crate::deal::{Deal, Options};
use crate::game::Game;

/// Adds a round's deal: the game's first, or the next round's once the last is over.
pub(crate) fn deal(
    game: &mut Option<Game>,
    options: &Options,
    deal: Deal,
) -> Result<(), IllegalAction> {
    // The table builds only legal deals: the engine refuses none.
    let refused = |_| IllegalAction::AwaitingDeal;
    match game {
        Some(g) => g.add_deal(deal).map(|_| ()).map_err(refused),
        None => {
            *game = Some(Game::from_deals(options.clone(), vec![deal]).map_err(refused)?);
            Ok(())
        }
    }
}
