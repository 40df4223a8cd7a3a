//! One device's fair game: the transcript it holds and the secrets of the seats it plays, no
//! other seat's card or key. It answers one history only: it takes a link only if it extends
//! that transcript, which its [`Device::record`] carries too.

use super::fault::{Fault, LinkError, Verdict};
use super::seat::{PlayError, Seat};
use super::table::{Step, Table};
use crate::action::{Action, IllegalAction};
use crate::deal::Options;
use crate::event::Event;
use crate::game::{Entry, Game, LogEntry};
use crate::muse::Muse;
use crate::notation;
use crate::view::View;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::Serialize;

/// The first character of a seat's key text.
const KEY: char = 'k';
/// The first character of a device's record.
const RECORD: char = 'r';

/// Why a device refuses a link, a seat, a key or a play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum DeviceError {
    #[error(transparent)]
    Link(LinkError),
    #[error("this link is another game's")]
    OtherGame,
    #[error("the link has another message {} than the game on this device: it was changed on its way (nobody can tell by whom)", .index + 1)]
    Rewritten { index: usize },
    #[error("seat {} signed two different messages {}: this link's and the one on this device", .seat + 1, .index + 1)]
    Equivocated { index: usize, seat: u8 },
    #[error("this link is older than the game on this device ({got} messages; it holds {held})")]
    Older { held: usize, got: usize },
    #[error("seat {} already plays from another device: import its key there", .seat + 1)]
    SeatTaken { seat: u8 },
    #[error("there is no seat {}", .seat + 1)]
    NoSeat { seat: u8 },
    #[error("this key text is not a key of this game as this link has it")]
    BadKey,
    #[error("this key was shown later in the game than this link: open the latest link first")]
    KeyAhead,
    #[error("this device's saved fair game is unreadable")]
    BadRecord,
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
        "Equivocated",
        "Older",
        "SeatTaken",
        "NoSeat",
        "BadKey",
        "KeyAhead",
        "BadRecord",
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
    /// The seats it plays, with their secrets.
    seats: Vec<Seat>,
    /// Seats it played whose secrets are deleted: they will send nothing more.
    spent: Vec<u8>,
}

impl Device {
    /// A new fair game on this device, which plays seat 0 with a fresh secret.
    pub fn create(options: Options, names: Vec<String>) -> Result<Device, DeviceError> {
        let seat = Seat::random(0).ok_or(DeviceError::NoRandomness)?;
        let table = Table::new(options, *seat.public_key(), names).map_err(DeviceError::Link)?;
        Ok(Device {
            table,
            seats: vec![seat],
            spent: Vec::new(),
        })
    }

    /// A device that holds a link and plays no seat yet.
    pub fn open(link: &str) -> Result<Device, DeviceError> {
        Ok(Device {
            table: Table::open(link).map_err(DeviceError::Link)?,
            seats: Vec::new(),
            spent: Vec::new(),
        })
    }

    /// Takes in a newer link of the same game, which must extend what this device holds; any
    /// other changes nothing.
    pub fn update(&mut self, link: &str) -> Result<(), DeviceError> {
        let table = Table::open(link).map_err(DeviceError::Link)?;
        if table.id() != self.table.id() {
            return Err(DeviceError::OtherGame);
        }
        let held = self.table.messages();
        if let Some(index) = table.first_difference(&self.table) {
            let seat = held[index].seat;
            // Both links are checked: if the seat's signing key is the same in both, the seat
            // signed both versions; else anybody could have made one (its first message).
            let key = self.table.public_key(seat);
            return Err(if key.is_some() && key == table.public_key(seat) {
                DeviceError::Equivocated { index, seat }
            } else {
                DeviceError::Rewritten { index }
            });
        }
        if table.messages().len() < held.len() {
            return Err(DeviceError::Older {
                held: held.len(),
                got: table.messages().len(),
            });
        }
        self.table = table;
        self.settle();
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

    /// The id of a link's game in base64url, from its header alone.
    pub fn game_id_of(link: &str) -> Result<String, DeviceError> {
        super::link::game_id(link)
            .map(|id| URL_SAFE_NO_PAD.encode(id))
            .map_err(DeviceError::Link)
    }

    /// The seats this device plays or played (0-based), in order.
    pub fn seats(&self) -> Vec<u8> {
        let mut all: Vec<u8> = self.seats.iter().map(Seat::seat).collect();
        all.extend(&self.spent);
        all.sort_unstable();
        all
    }

    /// The seats whose secrets this device holds now.
    pub fn secrets(&self) -> Vec<u8> {
        self.seats.iter().map(Seat::seat).collect()
    }

    /// Plays `seat` with a fresh secret: only a seat nobody plays yet (that has sent nothing).
    pub fn take_seat(&mut self, seat: u8) -> Result<(), DeviceError> {
        if seat >= self.table.players() {
            return Err(DeviceError::NoSeat { seat });
        }
        if self.seats().contains(&seat) {
            return Ok(());
        }
        if !self.table.free_seats().contains(&seat) {
            return Err(DeviceError::SeatTaken { seat });
        }
        self.seats
            .push(Seat::random(seat).ok_or(DeviceError::NoRandomness)?);
        Ok(())
    }

    /// A seat's secret as a short text, to move it to another device: `k`, then base64url of the
    /// seat, the message count (2 bytes), 16 bytes of the transcript's hash, and the secret.
    pub fn export_key(&self, seat: u8) -> Option<String> {
        let s = self.seats.iter().find(|s| s.seat() == seat)?;
        let count = self.table.messages().len();
        let hash = self.table.hash_after(count)?;
        let mut bytes = vec![seat];
        bytes.extend_from_slice(&(count as u16).to_le_bytes());
        bytes.extend_from_slice(&hash[..16]);
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
            .filter(|b| b.len() == 35)
            .ok_or(DeviceError::BadKey)?;
        let seat = bytes[0];
        if seat >= self.table.players() {
            return Err(DeviceError::BadKey);
        }
        let count = usize::from(u16::from_le_bytes([bytes[1], bytes[2]]));
        if count > self.table.messages().len() {
            return Err(DeviceError::KeyAhead);
        }
        // Shown for another history of this game (or another game): not taken.
        let hash = self.table.hash_after(count).ok_or(DeviceError::BadKey)?;
        if hash[..16] != bytes[3..19] {
            return Err(DeviceError::BadKey);
        }
        let mut master = [0u8; 16];
        master.copy_from_slice(&bytes[19..]);
        let key = Seat::new(seat, master);
        if !key.matches(&self.table) {
            return Err(DeviceError::BadKey);
        }
        self.seats.retain(|s| s.seat() != seat);
        self.spent.retain(|&s| s != seat);
        self.seats.push(key);
        self.settle();
        Ok(seat)
    }

    /// What the page keeps of this game, one opaque text: the link and the seats' secrets.
    pub fn record(&self) -> String {
        let mut bytes = vec![1, (self.seats.len() + self.spent.len()) as u8];
        for s in &self.seats {
            bytes.push(s.seat());
            bytes.extend_from_slice(s.master());
        }
        for &s in &self.spent {
            bytes.push(s | 0x80);
        }
        bytes.extend_from_slice(self.link().as_bytes());
        let mut text = String::from(RECORD);
        URL_SAFE_NO_PAD.encode_string(&bytes, &mut text);
        text
    }

    /// The device a record keeps: its transcript checked again, its secrets the seats'.
    pub fn restore(record: &str) -> Result<Device, DeviceError> {
        let bad = DeviceError::BadRecord;
        let bytes = record
            .strip_prefix(RECORD)
            .and_then(|t| URL_SAFE_NO_PAD.decode(t).ok())
            .ok_or(bad.clone())?;
        let (&[1, n], mut rest) = bytes.split_first_chunk::<2>().ok_or(bad.clone())? else {
            return Err(bad);
        };
        let mut seats = Vec::new();
        let mut spent = Vec::new();
        for _ in 0..n {
            let (&seat, after) = rest.split_first().ok_or(bad.clone())?;
            if seat & 0x80 != 0 {
                spent.push(seat & 0x7f);
                rest = after;
            } else {
                let (master, after) = after.split_first_chunk::<16>().ok_or(bad.clone())?;
                seats.push(Seat::new(seat, *master));
                rest = after;
            }
        }
        let link = std::str::from_utf8(rest).map_err(|_| bad.clone())?;
        let table = Table::open(link).map_err(DeviceError::Link)?;
        let players = table.players();
        if seats
            .iter()
            .any(|s| s.seat() >= players || !s.matches(&table))
            || spent.iter().any(|&s| s >= players)
        {
            return Err(bad);
        }
        let mut device = Device {
            table,
            seats,
            spent,
        };
        device.settle();
        Ok(device)
    }

    /// Whose message comes next and what kind; `None` once the game is over or stopped.
    pub fn next(&self) -> Option<(u8, Step)> {
        self.table.next()
    }

    /// Whether this device plays the seat to move and the protocol waits for its play.
    pub fn my_turn_to_play(&self) -> Option<u8> {
        match self.table.next() {
            Some((s, Step::Play)) if self.secrets().contains(&s) => Some(s),
            _ => None,
        }
    }

    /// Sends every message of this device's seats that asks no choice, signed; how many.
    pub fn advance(&mut self) -> usize {
        let mut sent = 0;
        while let Some((i, m)) = self
            .seats
            .iter()
            .enumerate()
            .find_map(|(i, s)| Some((i, s.auto(&self.table)?)))
        {
            if self.seats[i].send(&mut self.table, m).is_err() {
                break;
            }
            sent += 1;
        }
        self.settle();
        sent
    }

    /// Deletes the secrets of the seats that will send nothing more.
    fn settle(&mut self) {
        let table = &self.table;
        let round = table.round();
        let last = usize::from(round.number) == usize::from(table.options().rounds)
            || round.limited
            || round.aborted.is_some();
        let over = table.next().is_none();
        let (done, live): (Vec<Seat>, Vec<Seat>) = self
            .seats
            .drain(..)
            .partition(|s| over || (last && round.keys[usize::from(s.seat())].is_some()));
        self.seats = live;
        self.spent.extend(done.iter().map(Seat::seat));
    }

    /// The engine's game as `seat` knows it (a seat this device plays), else as anybody does;
    /// `None` before the first deal.
    pub fn game(&self, seat: Option<u8>) -> Option<Game> {
        if let Some(s) = seat.and_then(|s| self.seats.iter().find(|x| x.seat() == s)) {
            return s.game(&self.table);
        }
        match seat.filter(|s| self.spent.contains(s)) {
            Some(s) => self
                .table
                .world_from(|round, j| {
                    Table::public_muse(round, j).or_else(|| {
                        (self.table.owner_of(j) == Some(s))
                            .then(|| self.table.opened_by_owner(round, j))
                            .flatten()
                    })
                })
                .ok()
                .flatten(),
            None => self.table.public_game().cloned(),
        }
    }

    /// How many rounds from the first are verified and valid.
    fn verified(&self) -> usize {
        self.table
            .verdicts()
            .iter()
            .take_while(|v| **v == Verdict::Valid)
            .count()
    }

    /// What `seat` may see (a seat this device plays; else the public view). A round over but
    /// not verified shows no score and no hidden Muse.
    pub fn view(&self, seat: Option<u8>, own_mystery: bool) -> Option<View> {
        let seat = seat.filter(|s| self.seats().contains(s));
        let game = self.game(seat)?;
        let mut view = game.view(seat.map(usize::from), own_mystery);
        let verified = self.verified();
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

    /// The move log as `seat` may read it (else as anybody may); a round not verified yet names
    /// no hidden tile and ends with its last move.
    pub fn log(&self, seat: Option<u8>, own_mystery: bool) -> Vec<LogEntry> {
        let seat = seat.filter(|s| self.seats().contains(s));
        let Some(game) = self.game(seat) else {
            return Vec::new();
        };
        let reader = seat.map(usize::from);
        let verified = self.verified();
        let history = game.history();
        let n = self.table.players();
        game.log(reader, own_mystery)
            .into_iter()
            .zip(history)
            .enumerate()
            .map(|(i, (mut entry, e))| {
                // A round checked and followed by another ends with the next one's beginning
                // (the engine's game learns its deal only later, so its entry lacks it).
                let round = self.table.rounds.get(usize::from(entry.round) - 1);
                let last = history.get(i + 1).is_none_or(|h| h.round() != e.round());
                let next = usize::from(entry.round) < usize::from(self.table.options().rounds);
                if let Some(r) = round.filter(|r| last && next && r.truth.is_some() && !r.limited) {
                    if !entry
                        .events
                        .iter()
                        .any(|ev| matches!(ev, Event::NewRound { .. }))
                    {
                        entry.events.push(Event::NewRound {
                            round: r.number + 1,
                            first: (r.first + 1) % n,
                        });
                    }
                }
                if usize::from(entry.round) > verified {
                    let own = reader.filter(|_| own_mystery).and_then(|r| {
                        history[..i]
                            .iter()
                            .filter(|h| h.round() == e.round() && h.seat() == r)
                            .find_map(|h| match h.action() {
                                Action::Place {
                                    muse,
                                    face_down: true,
                                    ..
                                } => Some(muse),
                                _ => None,
                            })
                    });
                    let (hidden, notation) = unrevealed(e, reader, own_mystery, own);
                    entry.action = (!hidden).then_some(e.action());
                    entry.notation = notation;
                    if let Some(end) = entry
                        .events
                        .iter()
                        .position(|ev| matches!(ev, Event::RoundEnded { .. }))
                    {
                        entry.events.truncate(end);
                    }
                }
                entry
            })
            .collect()
    }

    /// Plays the action of the seat to move, this device's, and sends it signed: the events up
    /// to the round's end (the reveal waits for the keys).
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, DeviceError> {
        let seat = self.my_turn_to_play().ok_or(DeviceError::NotYourTurn)?;
        let Some(i) = self.seats.iter().position(|x| x.seat() == seat) else {
            return Err(DeviceError::NotYourTurn);
        };
        let s = &self.seats[i];
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
        self.seats[i]
            .send(&mut self.table, message)
            .map_err(DeviceError::Fault)?;
        self.settle();
        Ok(events)
    }
}

/// Whether an action is hidden from `reader` while its round is not verified, and its
/// notation: a tile is named only face up or as the reader's own Mysterious Muse (`own`).
fn unrevealed(
    e: &Entry,
    reader: Option<usize>,
    own_mystery: bool,
    own: Option<Muse>,
) -> (bool, String) {
    match e.action() {
        Action::Place {
            to,
            face_down: true,
            ..
        } if !(own_mystery && reader == Some(e.seat())) => (true, format!("?@{to}")),
        action => (
            false,
            notation::write_action(
                e.position_before().board(),
                |t| (t.face_up || Some(t.muse) == own).then(|| notation::tile_name(t)),
                &action,
            ),
        ),
    }
}
