//! One device's fair game: the transcript it holds and the secrets of the seats it plays
//! (its player's, and any computer seat it created). What it shows comes from the engine's
//! game as those seats know it; it keeps no other seat's card or key.
//!
//! ```
//! use muses::fair::Device;
//! use muses::Options;
//! // Anna's device creates the game and shuffles; she sends the link to Ben.
//! let mut anna = Device::create(Options::new(2), Vec::new()).unwrap();
//! anna.advance();
//! // Ben's device opens it, takes seat 2, and deals.
//! let mut ben = Device::open(&anna.link()).unwrap();
//! ben.take_seat(1).unwrap();
//! ben.advance();
//! anna.update(&ben.link()).unwrap();
//! anna.advance();
//! assert_eq!(anna.game(Some(0)).unwrap().view(Some(0), false).hand.len(), 4);
//! ```

use super::seat::{PlayError, Seat};
use super::table::{Fault, LinkError, Step, Table, Verdict};
use crate::action::{Action, IllegalAction};
use crate::deal::Options;
use crate::event::Event;
use crate::game::Game;
use crate::view::View;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::Serialize;

/// The first character of a seat's key text.
const KEY: char = 'k';

/// Why a device refuses a link, a seat, a key or a play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum DeviceError {
    #[error(transparent)]
    Link(LinkError),
    #[error("this link is another game's")]
    OtherGame,
    #[error("the link rewrites message {} of what this device holds: it was changed on its way", .index + 1)]
    Rewritten { index: usize },
    #[error("seat {} already plays from another device: import its key there", .seat + 1)]
    SeatTaken { seat: u8 },
    #[error("there is no seat {}", .seat + 1)]
    NoSeat { seat: u8 },
    #[error("this key text is not a key of this game")]
    BadKey,
    #[error("this device plays no seat whose turn it is")]
    NotYourTurn,
    #[error("{0}")]
    Illegal(IllegalAction),
    #[error(transparent)]
    Fault(Fault),
    #[error("the platform gave no randomness for a secret")]
    NoRandomness,
}

impl DeviceError {
    /// Every kind, for a page that words them.
    pub const KINDS: &'static [&'static str] = &[
        "Link",
        "OtherGame",
        "Rewritten",
        "SeatTaken",
        "NoSeat",
        "BadKey",
        "NotYourTurn",
        "Illegal",
        "Fault",
        "NoRandomness",
    ];
}

/// A device's fair game.
#[derive(Clone, Debug)]
pub struct Device {
    table: Table,
    seats: Vec<Seat>,
}

impl Device {
    /// A new fair game on this device, which plays seat 1 (0-based 0); a fresh game id.
    pub fn create(options: Options, names: Vec<String>) -> Result<Device, DeviceError> {
        let mut id = [0u8; 16];
        getrandom::fill(&mut id).map_err(|_| DeviceError::NoRandomness)?;
        let table = Table::new(options, id, names).map_err(DeviceError::Link)?;
        let mut device = Device {
            table,
            seats: Vec::new(),
        };
        device.take_seat(0)?;
        Ok(device)
    }

    /// A device that holds a link and plays no seat yet.
    pub fn open(link: &str) -> Result<Device, DeviceError> {
        Ok(Device {
            table: Table::open(link).map_err(DeviceError::Link)?,
            seats: Vec::new(),
        })
    }

    /// Takes in a newer link of the same game: it must extend what this device holds.
    pub fn update(&mut self, link: &str) -> Result<(), DeviceError> {
        let table = Table::open(link).map_err(DeviceError::Link)?;
        if table.id() != self.table.id() {
            return Err(DeviceError::OtherGame);
        }
        if let Some(index) = table.rewrites(&self.table) {
            return Err(DeviceError::Rewritten { index });
        }
        self.table = table;
        Ok(())
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn link(&self) -> String {
        self.table.link()
    }

    /// The game's id in base64url (22 characters), public: for the page's storage keys.
    pub fn game_id(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.table.id())
    }

    /// The seats this device plays (0-based).
    pub fn seats(&self) -> Vec<u8> {
        self.seats.iter().map(Seat::seat).collect()
    }

    /// Plays `seat` with a fresh secret: only a seat that has sent no message yet.
    pub fn take_seat(&mut self, seat: u8) -> Result<(), DeviceError> {
        if seat >= self.table.players() {
            return Err(DeviceError::NoSeat { seat });
        }
        if self.table.messages().iter().any(|(s, _)| *s == seat) {
            return Err(DeviceError::SeatTaken { seat });
        }
        if !self.seats().contains(&seat) {
            self.seats
                .push(Seat::random(seat).ok_or(DeviceError::NoRandomness)?);
        }
        Ok(())
    }

    /// A seat's secret as a short text, to move it to another device: `k`, then base64url of
    /// the seat, the game id's first 4 bytes and the 16-byte secret (29 characters).
    pub fn export_key(&self, seat: u8) -> Option<String> {
        let s = self.seats.iter().find(|s| s.seat() == seat)?;
        let mut bytes = vec![seat];
        bytes.extend_from_slice(&self.table.id()[..4]);
        bytes.extend_from_slice(s.master());
        let mut text = String::from(KEY);
        URL_SAFE_NO_PAD.encode_string(&bytes, &mut text);
        Some(text)
    }

    /// Plays the seat whose key text this is; the seat.
    pub fn import_key(&mut self, text: &str) -> Result<u8, DeviceError> {
        let bytes = text
            .trim()
            .strip_prefix(KEY)
            .and_then(|t| URL_SAFE_NO_PAD.decode(t).ok())
            .filter(|b| b.len() == 21 && b[1..5] == self.table.id()[..4])
            .ok_or(DeviceError::BadKey)?;
        let seat = bytes[0];
        if seat >= self.table.players() {
            return Err(DeviceError::BadKey);
        }
        let mut master = [0u8; 16];
        master.copy_from_slice(&bytes[5..]);
        let key = Seat::new(seat, master);
        // A key that does not match what the seat already sent is not its key.
        if !key.matches(&self.table) {
            return Err(DeviceError::BadKey);
        }
        self.seats.retain(|s| s.seat() != seat);
        self.seats.push(key);
        Ok(seat)
    }

    /// Whose message comes next and what kind; `None` once the game is over or stopped.
    pub fn next(&self) -> Option<(u8, Step)> {
        self.table.next()
    }

    /// Whether this device plays the seat to move and the protocol waits for its play.
    pub fn my_turn_to_play(&self) -> Option<u8> {
        match self.table.next() {
            Some((s, Step::Play)) if self.seats().contains(&s) => Some(s),
            _ => None,
        }
    }

    /// Sends every message that asks no choice of a player, for the seats this device plays
    /// (shuffles, the deal, strips, keys; stopping a round whose deal is broken); how many.
    pub fn advance(&mut self) -> usize {
        let mut sent = 0;
        while let Some(m) = self.seats.iter().find_map(|s| s.auto(&self.table)) {
            if self.table.apply(m).is_err() {
                break;
            }
            sent += 1;
        }
        sent
    }

    /// The engine's game as `seat` knows it (a seat this device plays), or as anybody knows
    /// it (`None`, or a seat it does not play): the views, the legal actions and the log
    /// come from it. `None` before the first deal is done.
    pub fn game(&self, seat: Option<u8>) -> Option<Game> {
        match seat.and_then(|s| self.seats.iter().find(|x| x.seat() == s)) {
            Some(s) => s.game(&self.table),
            None => self.table.public_game().cloned(),
        }
    }

    /// What `seat` may see (a seat this device plays; otherwise the public view). A round
    /// that is over but not verified shows no score and no hidden Muse: its deal is not
    /// known yet (the engine's game has them filled in).
    pub fn view(&self, seat: Option<u8>, own_mystery: bool) -> Option<View> {
        let seat = seat.filter(|s| self.seats().contains(s));
        let game = self.game(seat)?;
        let mut view = game.view(seat.map(usize::from), own_mystery);
        let verified = self
            .table
            .verdicts()
            .iter()
            .take_while(|v| **v == Verdict::Valid)
            .count();
        if view.results.len() > verified {
            view.results.truncate(verified);
            view.match_score = None;
            view.game_over = false;
            let own = view.own_mystery;
            for t in view.tiles.iter_mut().filter(|t| !t.face_up) {
                if t.muse != own || own.is_none() {
                    t.muse = None;
                }
            }
        }
        Some(view)
    }

    /// Plays the action of the seat to move, which this device plays: the events up to the
    /// end of the round (what follows it, the reveal and the score, waits for the keys).
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, DeviceError> {
        let seat = self.my_turn_to_play().ok_or(DeviceError::NotYourTurn)?;
        let Some(s) = self.seats.iter().find(|x| x.seat() == seat) else {
            return Err(DeviceError::NotYourTurn);
        };
        let mut game = s.game(&self.table).ok_or(DeviceError::NotYourTurn)?;
        let mut events = game.apply(action).map_err(DeviceError::Illegal)?;
        if let Some(end) = events
            .iter()
            .position(|e| matches!(e, Event::RoundEnded { .. }))
        {
            events.truncate(end + 1);
        }
        let message = s.play(&self.table, action).map_err(|e| match e {
            PlayError::NotYourTurn => DeviceError::NotYourTurn,
            PlayError::NotInHand(muse) => DeviceError::Illegal(IllegalAction::NotInHand { muse }),
        })?;
        self.table.apply(message).map_err(DeviceError::Fault)?;
        Ok(events)
    }
}

impl Seat {
    /// Whether this secret is the one behind what the seat has sent so far in this round
    /// (its key takes its key pair one to the other).
    fn matches(&self, table: &Table) -> bool {
        let round = table.round();
        let Some((p, q)) = table.key_pair(self.seat()) else {
            return true;
        };
        self.key(table, round.number).links(&p, &q)
    }
}
