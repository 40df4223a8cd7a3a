//! The public side of a fair game: the transcript every device can read, checked message by
//! message, and the engine's game it drives. It holds no secret: a [`super::Seat`] adds one.

use super::group::{fold, muse_point, short, Dleq, Hasher, Key, Point, Proof};
use super::wire::{width, BitReader, BitWriter};
use super::world;
use crate::action::{Action, IllegalAction};
use crate::board::{Colour, Square};
use crate::code::canonical_actions;
use crate::deal::{roll_for_first_player, Deal, Options, Rolls};
use crate::game::Game;
use crate::muse::{Muse, MuseSet};
use crate::position::Phase;
use crate::rng::Stream;

/// The link format's version.
pub const VERSION: u8 = 1;
/// The first character of a fair link.
pub const PREFIX: char = 'f';
/// The longest name a link carries, in bytes of UTF-8.
pub const NAME_BYTES: usize = 24;

/// What a message says. Who sends it is not written: the protocol says whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A seat masks every card of the deck with its key and permutes them. In round 1 it
    /// commits to its random value for the First Player's dice.
    Shuffle {
        commit: Option<[u8; 16]>,
        deck: Vec<Point>,
    },
    /// The last shuffler deals: the cards for the other seats' slots as they are (their
    /// places in the previous deck), its own slots (and the 2-player leftover) masked with
    /// its key and permuted. In round 1 it shows its random value at once.
    Deal {
        reveal: Option<[u8; 16]>,
        given: Vec<u8>,
        masked: Vec<Point>,
    },
    /// A seat takes its layer off every card that is not its own, with one proof for all.
    /// In round 1 it shows its random value.
    Strip {
        reveal: Option<[u8; 16]>,
        cards: Vec<Card>,
        proof: Proof,
    },
    /// A placement: the slot, the square, and face up, the Muse with a proof that the slot
    /// holds her.
    Place {
        slot: u8,
        to: Square,
        face_down: bool,
        shown: Option<(Muse, Proof)>,
    },
    /// A dance turn.
    Act(Action),
    /// The seat's key for the round, once the round is over.
    Reveal { seed: [u8; 16] },
    /// Instead of a strip or a play: the deal is broken (one of the seat's cards opens to
    /// no Muse, or to one shown elsewhere), so the seat shows its key at once and the round
    /// ends, for every key to find who cheated.
    Abort { seed: [u8; 16] },
}

/// A card after a strip: still masked, or open (the 4-player leftover, face up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Card {
    Masked(Point),
    Open(Muse),
}

/// A message that is false, and the seat that sent it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[error("seat {} cheated in round {round}: {kind}", .seat + 1)]
pub struct Fault {
    /// 0-based.
    pub seat: u8,
    pub round: u8,
    pub kind: FaultKind,
}

/// What was false. Serialised as `{"kind", "params"}`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum FaultKind {
    #[error("its message holds bytes that are no card or no proof")]
    NotAPoint,
    #[error("its shuffle holds the same card twice")]
    DuplicateCard,
    #[error("its cards add up to nothing")]
    Degenerate,
    #[error("it dealt a card twice, or one that is not in the deck")]
    BadDeal,
    #[error("it masked with a key that was revealed in an earlier round")]
    ReusedKey,
    #[error("its random value for the dice is not the one it committed to")]
    BrokenCommitment,
    #[error("the layers it took off the cards are not its key's")]
    BadStrip,
    #[error("its proof that slot {} holds {} fails", .slot + 1, .muse.name())]
    FalseShow { slot: u8, muse: Muse },
    #[error("it shows {}, who is elsewhere", .muse.name())]
    MuseTaken { muse: Muse },
    #[error("it placed a slot that is not one of its own in hand")]
    NotItsSlot,
    #[error("{0}")]
    Illegal(IllegalAction),
    #[error("the key it revealed does not match its masking: one of them is false")]
    WrongKey,
    #[error("its shuffle is not its key on every card of the deck it was given")]
    FalseShuffle,
    #[error("its masked cards are not its key on the cards it kept")]
    FalseDeal,
    #[error("it stopped the round for a broken deal, but every card is right")]
    FalseAlarm,
}

impl FaultKind {
    /// Every kind, for a page that words them.
    pub const KINDS: &'static [&'static str] = &[
        "NotAPoint",
        "DuplicateCard",
        "Degenerate",
        "BadDeal",
        "ReusedKey",
        "BrokenCommitment",
        "BadStrip",
        "FalseShow",
        "MuseTaken",
        "NotItsSlot",
        "Illegal",
        "WrongKey",
        "FalseShuffle",
        "FalseDeal",
        "FalseAlarm",
    ];
}

impl LinkError {
    /// Every kind, for a page that words them.
    pub const KINDS: &'static [&'static str] = &[
        "Empty",
        "Foreign",
        "Garbled",
        "Checksum",
        "FutureVersion",
        "Malformed",
        "BadOptions",
        "Unreadable",
        "False",
    ];
}

/// How a round's check stands. Serialised as `{"kind", "params"}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum Verdict {
    /// The round is not over.
    Playing,
    /// Over, waiting for keys: these seats (0-based) have not revealed theirs.
    NotVerified { missing: Vec<u8> },
    /// Every key is in and every claim checked.
    Valid,
    /// A check failed: the round is not valid.
    Invalid(Fault),
}

/// Why a link does not open. Serialised as `{"kind", "params"}`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum LinkError {
    #[error("the link holds no game: nothing follows the #")]
    Empty,
    #[error("this is not a fair game's link")]
    Foreign,
    #[error("the link is garbled: `{found}` (character {position}) cannot be part of it")]
    Garbled { position: usize, found: char },
    #[error("the link was changed or damaged: its checksum does not match")]
    Checksum,
    #[error(
        "the link was made by a newer version of this site (fair format {0}; this one reads 1)"
    )]
    FutureVersion(u8),
    #[error("the link is malformed: {0}")]
    Malformed(&'static str),
    #[error("the link's game options are impossible: {0}")]
    BadOptions(String),
    #[error("message {} (seat {}'s) is unreadable: {what}", .index + 1, .seat + 1)]
    Unreadable {
        index: usize,
        seat: u8,
        what: &'static str,
    },
    #[error("message {} is false: {fault}", .index + 1)]
    False { index: usize, fault: Fault },
}

/// Whose message comes next, and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Step {
    Shuffle,
    Deal,
    Strip,
    /// A placement or a dance turn: the player's choice.
    Play,
    Reveal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Shuffle(u8),
    Deal,
    Strip(u8),
    Play,
    Reveal(u8),
    Over,
}

/// One of the nine cards of a round, once dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    /// The seat whose hand it is in; `None` for the leftover.
    pub owner: Option<u8>,
    pub point: Point,
    /// The seats whose key still masks it (bit per seat).
    pub layers: u8,
    /// Its Muse, once public (shown face up, or the 4-player leftover).
    pub known: Option<Muse>,
    pub placed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Play {
    Place {
        slot: u8,
        to: Square,
        face_down: bool,
    },
    Act(Action),
}

#[derive(Clone, Debug)]
pub(crate) struct Round {
    pub number: u8,
    pub dealer: u8,
    /// `decks[0]` the Muse points; `decks[i + 1]` the i-th shuffle.
    pub decks: Vec<Vec<Point>>,
    /// Per seat, the points its key must take one to the other: the sums of the cards it
    /// masked, before and after.
    pub pairs: [Option<(Point, Point)>; 4],
    pub given: Vec<u8>,
    pub masked: Vec<Point>,
    pub slots: Vec<Slot>,
    pub keys: [Option<Key>; 4],
    pub first: u8,
    pub plays: Vec<Play>,
    pub trigger: u8,
    /// The seat that stopped the round for a broken deal.
    pub aborted: Option<u8>,
    /// Whether its deal is done and play has begun.
    pub playing: bool,
    pub verdict: Verdict,
    /// Every slot's Muse, once the round is verified.
    pub truth: Option<[Muse; 9]>,
}

/// The public state of a fair game: everything its link says, checked.
#[derive(Clone, Debug)]
pub struct Table {
    options: Options,
    id: [u8; 16],
    names: Vec<String>,
    muses: [Point; 9],
    hash: [u8; 64],
    /// Each message with its sender, and its bits in the link.
    messages: Vec<(u8, Message)>,
    bits: BitWriter,
    pub(crate) rounds: Vec<Round>,
    commits: [Option<[u8; 16]>; 4],
    values: [Option<[u8; 16]>; 4],
    rolls: Rolls,
    stage: Stage,
    /// The engine's game in the public world (unknown Muses filled in order).
    world: Option<Game>,
}

/// Cards in each hand for `n` players (RULES.md §3).
pub(crate) fn per_hand(n: u8) -> usize {
    match n {
        2 => 4,
        3 => 3,
        _ => 2,
    }
}

impl Table {
    /// A new fair game, before the first shuffle. `options.seed` is not used: the deals come
    /// from the seats.
    pub fn new(options: Options, id: [u8; 16], names: Vec<String>) -> Result<Table, LinkError> {
        // The link carries no seed: one spelling of the options.
        let options = options.seed(0);
        options
            .validate()
            .map_err(|e| LinkError::BadOptions(e.to_string()))?;
        let names = match names.len() {
            _ if names.iter().all(|n| clean(n).is_empty()) => Vec::new(),
            n if n == usize::from(options.players) => names.iter().map(|s| clean(s)).collect(),
            _ => return Err(LinkError::BadOptions("one name per seat, or none".into())),
        };
        let muses = Muse::ALL.map(|m| muse_point(&id, m));
        let mut header = BitWriter::default();
        write_header(&mut header, &options, &id, &names);
        let mut h = Hasher::new("transcript");
        h.bytes(&header.bytes);
        let mut table = Table {
            options,
            id,
            names,
            muses,
            hash: h.finish(),
            messages: Vec::new(),
            bits: BitWriter::default(),
            rounds: Vec::new(),
            commits: [None; 4],
            values: [None; 4],
            rolls: Vec::new(),
            stage: Stage::Shuffle(0),
            world: None,
        };
        table.begin_round(0);
        Ok(table)
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The game's id: 16 random bytes its creator chose.
    pub fn id(&self) -> &[u8; 16] {
        &self.id
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn players(&self) -> u8 {
        self.options.players
    }

    /// The messages so far, each with its sender (0-based).
    pub fn messages(&self) -> &[(u8, Message)] {
        &self.messages
    }

    /// The First Player's dice (D2), once every seat's value is in.
    pub fn first_player_rolls(&self) -> &Rolls {
        &self.rolls
    }

    /// The points a seat's key takes one to the other (the sums of the cards it masked,
    /// before and after), against which its proofs are checked.
    pub fn key_pair(&self, seat: u8) -> Option<(Point, Point)> {
        self.round().pairs.get(usize::from(seat)).copied().flatten()
    }

    /// A slot's card as it stands, once dealt.
    pub fn card(&self, slot: usize) -> Option<Point> {
        self.round().slots.get(slot).map(|s| s.point)
    }

    /// Every slot's Muse in a verified round (0-based): the hands in seat order, then the
    /// leftover.
    pub fn truth(&self, round: usize) -> Option<[Muse; 9]> {
        self.rounds.get(round)?.truth
    }

    /// The seat whose hand a slot is in (`None` for the leftover).
    pub fn owner_of(&self, slot: usize) -> Option<u8> {
        let per = per_hand(self.players());
        (slot < per * usize::from(self.players())).then(|| (slot / per) as u8)
    }

    /// The messages' bits, as the link carries them.
    pub(crate) fn bits(&self) -> &BitWriter {
        &self.bits
    }

    pub(crate) fn muse_points(&self) -> &[Point; 9] {
        &self.muses
    }

    pub(crate) fn round(&self) -> &Round {
        // `new` begins round 1, so there is always one.
        &self.rounds[self.rounds.len() - 1]
    }

    /// The seat to send the next message and what it must be; `None` once the game is over
    /// or stopped by a failed check.
    pub fn next(&self) -> Option<(u8, Step)> {
        let n = self.players();
        let r = self.round();
        let ring = |from: u8, i: u8| (from + i) % n;
        Some(match self.stage {
            Stage::Shuffle(i) => (ring(r.dealer, i), Step::Shuffle),
            Stage::Deal => (ring(r.dealer, n - 1), Step::Deal),
            Stage::Strip(i) => (ring(r.dealer, i), Step::Strip),
            Stage::Play => (self.world.as_ref()?.position().to_move() as u8, Step::Play),
            Stage::Reveal(i) => (ring(r.trigger, i), Step::Reveal),
            Stage::Over => return None,
        })
    }

    /// Where this table's transcript stops extending `held` (one this device saw before): the
    /// number of the first message that differs, or `None` if it extends it (same game, same
    /// messages, maybe more). A device refuses a link that rewrites what it holds.
    pub fn rewrites(&self, held: &Table) -> Option<usize> {
        if self.id != held.id || self.options != held.options {
            return Some(0);
        }
        held.messages
            .iter()
            .enumerate()
            .find(|(i, m)| self.messages.get(*i) != Some(m))
            .map(|(i, _)| i)
    }

    /// The verdict of each round begun.
    pub fn verdicts(&self) -> Vec<Verdict> {
        self.rounds.iter().map(|r| r.verdict.clone()).collect()
    }

    /// Whether a failed check stopped the game.
    pub fn stopped(&self) -> Option<&Fault> {
        self.rounds.iter().find_map(|r| match &r.verdict {
            Verdict::Invalid(f) => Some(f),
            _ => None,
        })
    }

    /// The engine's game in the public world, once the first deal is done: who is to move,
    /// the legal actions, the public view. Unknown Muses are filled in, so only its public
    /// parts mean anything.
    pub fn public_game(&self) -> Option<&Game> {
        self.world.as_ref()
    }

    /// The hash of the transcript so far, which every proof is bound to.
    pub fn context(&self, seat: u8, what: &[u8]) -> [u8; 64] {
        let mut h = Hasher::new("context");
        h.bytes(&self.hash)
            .bytes(&[self.round().number, seat])
            .bytes(&(self.messages.len() as u32).to_le_bytes())
            .bytes(what);
        h.finish()
    }

    /// The commitment to a seat's random value for the dice.
    pub(crate) fn commitment(&self, seat: u8, value: &[u8; 16]) -> [u8; 16] {
        let mut h = Hasher::new("commit");
        h.bytes(&self.id).bytes(&[seat]).bytes(value);
        short(&h.finish())
    }

    fn begin_round(&mut self, dealer: u8) {
        self.rounds.push(Round {
            number: self.rounds.len() as u8 + 1,
            dealer,
            decks: vec![self.muses.to_vec()],
            pairs: [None; 4],
            given: Vec::new(),
            masked: Vec::new(),
            slots: Vec::new(),
            keys: [None; 4],
            first: 0,
            plays: Vec::new(),
            trigger: 0,
            aborted: None,
            playing: false,
            verdict: Verdict::Playing,
            truth: None,
        });
        self.stage = Stage::Shuffle(0);
    }

    /// The last shuffler of the round, who deals.
    pub(crate) fn dealer_last(&self) -> u8 {
        let n = self.players();
        (self.round().dealer + n - 1) % n
    }

    /// The slots the last shuffler gives as they are: every other seat's, and the
    /// 4-player leftover (opened by all at once); the 2-player leftover stays masked by all.
    pub(crate) fn given_slots(&self) -> Vec<usize> {
        let last = self.dealer_last();
        (0..9)
            .filter(|&j| match self.owner_of(j) {
                Some(s) => s != last,
                None => self.players() == 4,
            })
            .collect()
    }

    pub(crate) fn masked_slots(&self) -> Vec<usize> {
        let given = self.given_slots();
        (0..9).filter(|j| !given.contains(j)).collect()
    }

    /// The slots `seat` takes its layer off: every one it masks but its own and the
    /// 2-player leftover.
    pub(crate) fn strip_slots(&self, seat: u8) -> Vec<usize> {
        let r = self.round();
        (0..r.slots.len())
            .filter(|&j| {
                let s = &r.slots[j];
                s.layers & (1 << seat) != 0
                    && s.owner != Some(seat)
                    && !(s.owner.is_none() && self.players() == 2)
            })
            .collect()
    }

    /// The unplaced slots of `seat`, in order.
    pub(crate) fn in_hand(&self, seat: u8) -> Vec<usize> {
        let r = self.round();
        (0..r.slots.len())
            .filter(|&j| r.slots[j].owner == Some(seat) && !r.slots[j].placed)
            .collect()
    }

    /// Where the next Muse may go, in a fixed order (x, then y).
    fn placement_squares(game: &Game) -> Vec<Square> {
        let mut squares = game.position().placement_squares();
        squares.sort_unstable_by_key(|s| (s.x, s.y));
        squares
    }

    /// Whether the seat to move may choose to place face down, face up, or both.
    fn faces(game: &Game) -> (bool, bool) {
        let mut up = false;
        let mut down = false;
        for a in game.legal_actions() {
            if let Action::Place { face_down, .. } = a {
                up |= !face_down;
                down |= face_down;
            }
        }
        (up, down)
    }

    /// Writes a message as the link carries it, in the state before it.
    pub(crate) fn encode(&self, seat: u8, message: &Message, w: &mut BitWriter) {
        if matches!(self.stage, Stage::Strip(_) | Stage::Play) {
            w.bits(matches!(message, Message::Abort { .. }).into(), 1);
        }
        match message {
            Message::Shuffle { commit, deck } => {
                if let Some(c) = commit {
                    w.bytes(c);
                }
                deck.iter().for_each(|p| w.point(p));
            }
            Message::Deal {
                reveal,
                given,
                masked,
            } => {
                if let Some(v) = reveal {
                    w.bytes(v);
                }
                given.iter().for_each(|&g| w.bits(g.into(), 4));
                masked.iter().for_each(|p| w.point(p));
            }
            Message::Strip {
                reveal,
                cards,
                proof,
            } => {
                if let Some(v) = reveal {
                    w.bytes(v);
                }
                for c in cards {
                    match c {
                        Card::Masked(p) => w.point(p),
                        Card::Open(m) => w.bits(m.index() as u64, 4),
                    }
                }
                w.proof(proof);
            }
            Message::Place {
                slot,
                to,
                face_down,
                shown,
            } => {
                let hand = self.in_hand(seat);
                let i = hand.iter().position(|&j| j == usize::from(*slot));
                w.bits(i.unwrap_or(0) as u64, width(hand.len()));
                if let Some(game) = &self.world {
                    let squares = Table::placement_squares(game);
                    let i = squares.iter().position(|s| s == to).unwrap_or(0);
                    w.bits(i as u64, width(squares.len()));
                    if Table::faces(game) == (true, true) {
                        w.bits((*face_down).into(), 1);
                    }
                }
                if let Some((m, proof)) = shown {
                    w.bits(m.index() as u64, 4);
                    w.proof(proof);
                }
            }
            Message::Act(action) => {
                if let Some(game) = &self.world {
                    let list = canonical_actions(game.position());
                    let i = list.iter().position(|a| a == action).unwrap_or(0);
                    w.bits(i as u64, width(list.len()));
                }
            }
            Message::Reveal { seed } | Message::Abort { seed } => w.bytes(seed),
        }
    }

    /// Reads the next message, as the state says it must be.
    pub(crate) fn decode(
        &self,
        step: Step,
        seat: u8,
        r: &mut BitReader,
    ) -> Result<Message, &'static str> {
        const SHORT: &str = "the link ends inside it";
        let round1 = self.round().number == 1;
        let value = |r: &mut BitReader| r.array::<16>().ok_or(SHORT);
        if matches!(step, Step::Strip | Step::Play) && r.bits(1).ok_or(SHORT)? == 1 {
            return Ok(Message::Abort { seed: value(r)? });
        }
        Ok(match step {
            Step::Shuffle => Message::Shuffle {
                commit: if round1 { Some(value(r)?) } else { None },
                deck: (0..9)
                    .map(|_| r.point().ok_or(SHORT)?.ok_or("a card is not a point"))
                    .collect::<Result<_, _>>()?,
            },
            Step::Deal => Message::Deal {
                reveal: if round1 { Some(value(r)?) } else { None },
                given: (0..self.given_slots().len())
                    .map(|_| r.bits(4).map(|b| b as u8).ok_or(SHORT))
                    .collect::<Result<_, _>>()?,
                masked: (0..self.masked_slots().len())
                    .map(|_| r.point().ok_or(SHORT)?.ok_or("a card is not a point"))
                    .collect::<Result<_, _>>()?,
            },
            Step::Strip => {
                let reveal = if round1 { Some(value(r)?) } else { None };
                let slots = self.round().slots.clone();
                let mut cards = Vec::new();
                for j in self.strip_slots(seat) {
                    cards.push(if slots[j].layers == 1 << seat {
                        let i = r.bits(4).ok_or(SHORT)?;
                        Card::Open(Muse::from_index(i as usize).ok_or("no Muse has that number")?)
                    } else {
                        Card::Masked(r.point().ok_or(SHORT)?.ok_or("a card is not a point")?)
                    });
                }
                let proof = r
                    .proof()
                    .ok_or(SHORT)?
                    .ok_or("its proof is not canonical")?;
                Message::Strip {
                    reveal,
                    cards,
                    proof,
                }
            }
            Step::Play => {
                let game = self.world.as_ref().ok_or("nothing is dealt")?;
                if game.position().phase() == Phase::Placement {
                    let hand = self.in_hand(seat);
                    let i = r.bits(width(hand.len())).ok_or(SHORT)?;
                    let slot = *hand.get(i as usize).ok_or("it places no slot in hand")?;
                    let squares = Table::placement_squares(game);
                    let i = r.bits(width(squares.len())).ok_or(SHORT)?;
                    let to = *squares
                        .get(i as usize)
                        .ok_or("it places on no free square")?;
                    let face_down = match Table::faces(game) {
                        (true, true) => r.bits(1).ok_or(SHORT)? == 1,
                        (up, _) => !up,
                    };
                    let shown = if face_down {
                        None
                    } else {
                        let i = r.bits(4).ok_or(SHORT)?;
                        let m = Muse::from_index(i as usize).ok_or("no Muse has that number")?;
                        let proof = r
                            .proof()
                            .ok_or(SHORT)?
                            .ok_or("its proof is not canonical")?;
                        Some((m, proof))
                    };
                    Message::Place {
                        slot: slot as u8,
                        to,
                        face_down,
                        shown,
                    }
                } else {
                    let list = canonical_actions(game.position());
                    let i = r.bits(width(list.len())).ok_or(SHORT)?;
                    Message::Act(*list.get(i as usize).ok_or("it picks no legal action")?)
                }
            }
            Step::Reveal => Message::Reveal { seed: value(r)? },
        })
    }

    /// Checks a message from the seat whose turn it is and takes it in; a false one changes
    /// nothing and names its sender.
    pub fn apply(&mut self, message: Message) -> Result<(), Fault> {
        let Some((seat, _)) = self.next() else {
            return Err(self.fault(0, FaultKind::Illegal(IllegalAction::GameOver)));
        };
        let mut next = self.clone();
        next.take(seat, &message)?;
        let mut bits = BitWriter::default();
        self.encode(seat, &message, &mut bits);
        self.encode(seat, &message, &mut next.bits);
        let mut h = Hasher::new("transcript");
        h.bytes(&self.hash).bytes(&[seat]).bytes(&bits.bytes);
        next.hash = h.finish();
        next.messages.push((seat, message));
        *self = next;
        Ok(())
    }

    fn fault(&self, seat: u8, kind: FaultKind) -> Fault {
        Fault {
            seat,
            round: self.round().number,
            kind,
        }
    }

    fn round_mut(&mut self) -> &mut Round {
        let last = self.rounds.len() - 1;
        &mut self.rounds[last]
    }

    /// The key pair of a seat's masking, refusing a degenerate one or a reused key.
    fn pair(&self, seat: u8, before: &[Point], after: &[Point]) -> Result<(Point, Point), Fault> {
        let (Some(p), Some(q)) = (Point::sum(before), Point::sum(after)) else {
            return Err(self.fault(seat, FaultKind::Degenerate));
        };
        for round in &self.rounds[..self.rounds.len() - 1] {
            if round.keys.iter().flatten().any(|k| k.links(&p, &q)) {
                return Err(self.fault(seat, FaultKind::ReusedKey));
            }
        }
        Ok((p, q))
    }

    fn take(&mut self, seat: u8, message: &Message) -> Result<(), Fault> {
        let n = self.players();
        let round = self.round().number;
        let fault = |kind| Fault { seat, round, kind };
        match (self.stage, message) {
            (Stage::Shuffle(i), Message::Shuffle { commit, deck }) => {
                if commit.is_some() != (self.round().number == 1) || deck.len() != 9 {
                    return Err(fault(FaultKind::NotAPoint));
                }
                if has_duplicate(deck) {
                    return Err(fault(FaultKind::DuplicateCard));
                }
                let input = self.round().decks.last().cloned().unwrap_or_default();
                let pair = self.pair(seat, &input, deck)?;
                self.commits[usize::from(seat)] = *commit;
                let r = self.round_mut();
                r.pairs[usize::from(seat)] = Some(pair);
                r.decks.push(deck.clone());
                self.stage = if i + 2 < n {
                    Stage::Shuffle(i + 1)
                } else {
                    Stage::Deal
                };
            }
            (
                Stage::Deal,
                Message::Deal {
                    reveal,
                    given,
                    masked,
                },
            ) => {
                let given_slots = self.given_slots();
                let masked_slots = self.masked_slots();
                if reveal.is_some() != (self.round().number == 1)
                    || given.len() != given_slots.len()
                    || masked.len() != masked_slots.len()
                {
                    return Err(fault(FaultKind::NotAPoint));
                }
                let deck = self.round().decks.last().cloned().unwrap_or_default();
                let mut used = [false; 9];
                for &g in given {
                    match used.get_mut(usize::from(g)) {
                        Some(u) if !*u => *u = true,
                        _ => return Err(fault(FaultKind::BadDeal)),
                    }
                }
                let kept: Vec<Point> = (0..9).filter(|&i| !used[i]).map(|i| deck[i]).collect();
                let pair = self.pair(seat, &kept, masked)?;
                let full = (1u8 << n) - 1;
                let mut slots = Vec::with_capacity(9);
                for j in 0..9 {
                    let (point, layers) = match given_slots.iter().position(|&s| s == j) {
                        Some(i) => (deck[usize::from(given[i])], full & !(1 << seat)),
                        None => {
                            let i = masked_slots.iter().position(|&s| s == j).unwrap_or(0);
                            (masked[i], full)
                        }
                    };
                    slots.push(Slot {
                        owner: self.owner_of(j),
                        point,
                        layers,
                        known: None,
                        placed: false,
                    });
                }
                let points: Vec<Point> = slots.iter().map(|s| s.point).collect();
                if has_duplicate(&points) {
                    return Err(fault(FaultKind::DuplicateCard));
                }
                self.values[usize::from(seat)] = *reveal;
                let r = self.round_mut();
                r.pairs[usize::from(seat)] = Some(pair);
                r.given = given.clone();
                r.masked = masked.clone();
                r.slots = slots;
                self.stage = Stage::Strip(0);
            }
            (
                Stage::Strip(i),
                Message::Strip {
                    reveal,
                    cards,
                    proof,
                },
            ) => {
                let round1 = self.round().number == 1;
                if reveal.is_some() != round1 {
                    return Err(fault(FaultKind::NotAPoint));
                }
                if let Some(v) = reveal {
                    if self.commits[usize::from(seat)] != Some(self.commitment(seat, v)) {
                        return Err(fault(FaultKind::BrokenCommitment));
                    }
                }
                let todo = self.strip_slots(seat);
                if cards.len() != todo.len() {
                    return Err(fault(FaultKind::NotAPoint));
                }
                let mut pairs = Vec::with_capacity(cards.len());
                for (&j, card) in todo.iter().zip(cards) {
                    let last = self.round().slots[j].layers == 1 << seat;
                    if last != matches!(card, Card::Open(_)) {
                        return Err(fault(FaultKind::NotAPoint));
                    }
                    let after = match card {
                        Card::Masked(p) => *p,
                        Card::Open(m) => self.muses[m.index()],
                    };
                    pairs.push((after, self.round().slots[j].point));
                }
                let context = self.context(seat, &strip_statement(reveal, cards));
                let (p, q) = self.round().pairs[usize::from(seat)]
                    .ok_or_else(|| fault(FaultKind::BadStrip))?;
                let (h, b) = fold(&context, &pairs).ok_or_else(|| fault(FaultKind::BadStrip))?;
                let statement = Dleq {
                    g: &p,
                    a: &q,
                    h: &h,
                    b: &b,
                };
                if !statement.verify(proof, &context) {
                    return Err(fault(FaultKind::BadStrip));
                }
                self.values[usize::from(seat)] = *reveal;
                let r = self.round_mut();
                for ((&j, (after, _)), card) in todo.iter().zip(&pairs).zip(cards) {
                    let s = &mut r.slots[j];
                    s.layers &= !(1 << seat);
                    s.point = *after;
                    if let Card::Open(m) = card {
                        s.known = Some(*m);
                    }
                }
                if i + 2 < n {
                    self.stage = Stage::Strip(i + 1);
                } else {
                    self.start_play();
                }
            }
            (
                Stage::Play,
                Message::Place {
                    slot,
                    to,
                    face_down,
                    shown,
                },
            ) => {
                let j = usize::from(*slot);
                if !self.in_hand(seat).contains(&j) {
                    return Err(fault(FaultKind::NotItsSlot));
                }
                if let Some((muse, proof)) = shown {
                    if *face_down {
                        return Err(fault(FaultKind::NotAPoint));
                    }
                    let r = self.round();
                    if r.slots.iter().any(|s| s.known == Some(*muse)) {
                        return Err(fault(FaultKind::MuseTaken { muse: *muse }));
                    }
                    let (p, q) = r.pairs[usize::from(seat)].ok_or_else(|| {
                        fault(FaultKind::FalseShow {
                            slot: *slot,
                            muse: *muse,
                        })
                    })?;
                    let context = self.context(seat, &place_statement(*slot, *to, *muse));
                    let statement = Dleq {
                        g: &p,
                        a: &q,
                        h: &self.muses[muse.index()],
                        b: &r.slots[j].point,
                    };
                    if r.slots[j].layers != 1 << seat || !statement.verify(proof, &context) {
                        return Err(fault(FaultKind::FalseShow {
                            slot: *slot,
                            muse: *muse,
                        }));
                    }
                    self.round_mut().slots[j].known = Some(*muse);
                } else if !face_down {
                    return Err(fault(FaultKind::NotAPoint));
                }
                self.round_mut().slots[j].placed = true;
                self.round_mut().plays.push(Play::Place {
                    slot: *slot,
                    to: *to,
                    face_down: *face_down,
                });
                self.replay().map_err(|e| fault(FaultKind::Illegal(e)))?;
                self.after_play(seat);
            }
            (Stage::Play, Message::Act(action)) => {
                let illegal = |e| fault(FaultKind::Illegal(e));
                if matches!(action, Action::Place { .. }) {
                    return Err(illegal(IllegalAction::NotDancing));
                }
                let mut game = self
                    .world
                    .clone()
                    .ok_or(illegal(IllegalAction::NotDancing))?;
                game.apply(*action).map_err(illegal)?;
                self.world = Some(game);
                self.round_mut().plays.push(Play::Act(*action));
                self.after_play(seat);
            }
            (Stage::Reveal(i), Message::Reveal { seed }) => self.reveal(seat, seed, i),
            (Stage::Strip(_) | Stage::Play, Message::Abort { seed }) => {
                let r = self.round_mut();
                r.aborted = Some(seat);
                r.trigger = seat;
                self.reveal(seat, seed, 0);
            }
            // A message of another kind than the protocol expects now.
            _ => return Err(fault(FaultKind::NotAPoint)),
        }
        Ok(())
    }

    /// Takes in the `i`-th key of the round's ring of reveals; the last one has every claim
    /// checked. A key that does not match the seat's masking ends the game there.
    fn reveal(&mut self, seat: u8, seed: &[u8; 16], i: u8) {
        let n = self.players();
        let key = Key::derive(&self.id, self.round().number, seat, *seed);
        let links = self.round().pairs[usize::from(seat)].is_some_and(|(p, q)| key.links(&p, &q));
        self.round_mut().keys[usize::from(seat)] = Some(key);
        if !links {
            // The key and the seat's masking disagree: either is false, the seat is named.
            self.round_mut().verdict = Verdict::Invalid(self.fault(seat, FaultKind::WrongKey));
            self.stage = Stage::Over;
        } else if i + 1 < n {
            self.stage = Stage::Reveal(i + 1);
            let missing = (0..n)
                .filter(|&s| self.round().keys[usize::from(s)].is_none())
                .collect();
            self.round_mut().verdict = Verdict::NotVerified { missing };
        } else {
            self.verify_round();
        }
    }

    /// Once every seat's value is in (round 1) the dice choose the First Player (D2), from
    /// all the values together so that no seat alone decides; round 2 would follow D8.
    fn start_play(&mut self) {
        let n = self.players();
        let first = if self.round().number == 1 {
            let mut h = Hasher::new("dice");
            h.bytes(&self.id);
            for v in self.values.iter().take(n.into()).flatten() {
                h.bytes(v);
            }
            let hash = h.finish();
            let mut seed = [0u8; 8];
            seed.copy_from_slice(&hash[..8]);
            let (first, rolls) =
                roll_for_first_player(&mut Stream::new(u64::from_le_bytes(seed)), n);
            self.rolls = rolls;
            first
        } else {
            (self.rounds[self.rounds.len() - 2].first + 1) % n
        };
        self.round_mut().first = first;
        self.round_mut().playing = true;
        self.stage = Stage::Play;
        // Nothing is known yet but the 4-player leftover: the replay cannot fail.
        let _ = self.replay();
    }

    fn after_play(&mut self, seat: u8) {
        let over = self
            .world
            .as_ref()
            .is_some_and(|g| g.results().len() >= self.rounds.len());
        if over {
            let n = self.players();
            let r = self.round_mut();
            r.trigger = seat;
            r.verdict = Verdict::NotVerified {
                missing: (0..n).collect(),
            };
            self.stage = Stage::Reveal(0);
        }
    }

    /// The deal of a round as known from `known` (slot → Muse), the unknown slots filled with
    /// the other Muses in order, and each slot's Muse; `None` if `known` repeats a Muse.
    pub(crate) fn deal_of(
        &self,
        round: &Round,
        known: &[Option<Muse>],
    ) -> Option<(Deal, [Muse; 9])> {
        let mut left = MuseSet::FULL;
        for m in known.iter().flatten() {
            left.remove(*m);
        }
        let mut fill = left.iter();
        let mut muses = [Muse::Calliope; 9];
        for (j, m) in muses.iter_mut().enumerate() {
            *m = known.get(j).copied().flatten().or_else(|| fill.next())?;
        }
        let n = usize::from(self.players());
        let mut hands = vec![MuseSet::EMPTY; n];
        let mut neutral = None;
        for (j, &m) in muses.iter().enumerate() {
            match self.owner_of(j) {
                Some(s) => hands[usize::from(s)].insert(m),
                None => neutral = Some(m),
            }
        }
        Some((Deal::new(hands, neutral, round.first).ok()?, muses))
    }

    /// The engine's game from the deals as `known` says (round, slot → Muse), and every
    /// play so far; an error if `known` is not a deal (a false shuffle's doing) or a play
    /// is illegal.
    pub(crate) fn world_from(
        &self,
        known: impl Fn(&Round, usize) -> Option<Muse>,
    ) -> Result<Option<Game>, IllegalAction> {
        let mut game: Option<Game> = None;
        for round in self.rounds.iter().filter(|r| r.playing) {
            let known: Vec<Option<Muse>> = (0..9).map(|j| known(round, j)).collect();
            let (deal, muses) = self
                .deal_of(round, &known)
                .ok_or(IllegalAction::AwaitingDeal)?;
            world::deal(&mut game, &self.options, deal)?;
            let Some(g) = game.as_mut() else {
                return Err(IllegalAction::AwaitingDeal);
            };
            for play in &round.plays {
                let action = match *play {
                    Play::Place {
                        slot,
                        to,
                        face_down,
                    } => Action::Place {
                        muse: muses[usize::from(slot)],
                        to,
                        face_down,
                    },
                    Play::Act(a) => a,
                };
                g.apply(action)?;
            }
        }
        Ok(game)
    }

    /// A slot's Muse as everyone knows it.
    pub(crate) fn public_muse(round: &Round, slot: usize) -> Option<Muse> {
        round
            .truth
            .map(|t| t[slot])
            .or_else(|| round.slots.get(slot).and_then(|s| s.known))
    }

    fn replay(&mut self) -> Result<(), IllegalAction> {
        self.world = self.world_from(Table::public_muse)?;
        Ok(())
    }

    /// Every key is in: check every shuffle and the deal, open every card.
    fn verify_round(&mut self) {
        let verdict = match (self.check_round(), self.round().aborted) {
            (Ok(_), Some(seat)) => Verdict::Invalid(self.fault(seat, FaultKind::FalseAlarm)),
            (Ok(truth), None) => {
                self.round_mut().truth = Some(truth);
                Verdict::Valid
            }
            (Err(fault), _) => Verdict::Invalid(fault),
        };
        let valid = verdict == Verdict::Valid;
        self.round_mut().verdict = verdict;
        // The true deal replaces the filled-in one; a failed check stops the game.
        if valid && self.replay().is_ok() && usize::from(self.options.rounds) > self.rounds.len() {
            let n = self.players();
            let last = (self.round().trigger + n - 1) % n;
            self.begin_round(last);
        } else {
            self.stage = Stage::Over;
        }
    }

    fn check_round(&self) -> Result<[Muse; 9], Fault> {
        let n = self.players();
        let r = self.round();
        let key = |s: u8| r.keys[usize::from(s)].ok_or_else(|| self.fault(s, FaultKind::WrongKey));
        let same = |a: &mut Vec<[u8; 32]>, b: &mut Vec<[u8; 32]>| {
            a.sort_unstable();
            b.sort_unstable();
            a == b
        };
        for i in 0..usize::from(n - 1) {
            let seat = (r.dealer + i as u8) % n;
            let k = key(seat)?;
            let mut masked: Vec<[u8; 32]> = r.decks[i]
                .iter()
                .map(|p| k.mask(p).map_or([0; 32], |p| *p.bytes()))
                .collect();
            let mut out: Vec<[u8; 32]> = r.decks[i + 1].iter().map(|p| *p.bytes()).collect();
            if !same(&mut masked, &mut out) {
                return Err(self.fault(seat, FaultKind::FalseShuffle));
            }
        }
        let last = self.dealer_last();
        let k = key(last)?;
        let deck = &r.decks[usize::from(n - 1)];
        let mut kept: Vec<[u8; 32]> = (0..9u8)
            .filter(|i| !r.given.contains(i))
            .map(|i| {
                k.mask(&deck[usize::from(i)])
                    .map_or([0; 32], |p| *p.bytes())
            })
            .collect();
        let mut masked: Vec<[u8; 32]> = r.masked.iter().map(|p| *p.bytes()).collect();
        if !same(&mut kept, &mut masked) {
            return Err(self.fault(last, FaultKind::FalseDeal));
        }
        let mut truth = [Muse::Calliope; 9];
        for (j, slot) in r.slots.iter().enumerate() {
            let mut p = Some(slot.point);
            for s in 0..n {
                if slot.layers & (1 << s) != 0 {
                    p = p.and_then(|p| key(s).ok()?.unmask(&p));
                }
            }
            let muse = p
                .and_then(|p| self.muses.iter().position(|m| *m == p))
                .and_then(Muse::from_index);
            let Some(muse) = muse else {
                // Every shuffle and the deal are right, so only a slot's shown Muse can be
                // false here (a proof that held against a degenerate key pair).
                return Err(self.fault(slot.owner.unwrap_or(last), FaultKind::FalseDeal));
            };
            if slot.known.is_some_and(|k| k != muse) {
                return Err(self.fault(
                    slot.owner.unwrap_or(last),
                    FaultKind::FalseShow {
                        slot: j as u8,
                        muse,
                    },
                ));
            }
            truth[j] = muse;
        }
        Ok(truth)
    }
}

fn has_duplicate(points: &[Point]) -> bool {
    let mut b: Vec<&[u8; 32]> = points.iter().map(Point::bytes).collect();
    b.sort_unstable();
    b.windows(2).any(|w| w[0] == w[1])
}

/// What a strip's proof is bound to, besides the transcript.
pub fn strip_statement(reveal: &Option<[u8; 16]>, cards: &[Card]) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(v) = reveal {
        out.extend_from_slice(v);
    }
    for c in cards {
        match c {
            Card::Masked(p) => out.extend_from_slice(p.bytes()),
            Card::Open(m) => out.push(m.index() as u8),
        }
    }
    out
}

/// What a face-up placement's proof is bound to, besides the transcript.
pub fn place_statement(slot: u8, to: Square, muse: Muse) -> Vec<u8> {
    let mut out = vec![slot, muse.index() as u8];
    out.extend_from_slice(&to.x.to_le_bytes());
    out.extend_from_slice(&to.y.to_le_bytes());
    out
}

/// A name as a link carries it: no control characters, at most [`NAME_BYTES`].
fn clean(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().filter(|c| !c.is_control()) {
        if out.len() + c.len_utf8() > NAME_BYTES {
            break;
        }
        out.push(c);
    }
    out
}

pub(crate) fn write_header(w: &mut BitWriter, options: &Options, id: &[u8; 16], names: &[String]) {
    w.bits(u64::from(options.players - 2), 2);
    w.bits(u64::from(options.rounds - 1), 1);
    w.bits((!names.is_empty()).into(), 1);
    for c in &options.colours {
        let i = Colour::ALL.iter().position(|x| x == c).unwrap_or(0);
        w.bits(i as u64, 2);
    }
    w.bytes(id);
    for name in names {
        w.varint(name.len() as u64);
        w.bytes(name.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fair::Seat;

    /// Honest seats to the end, always the first legal action; the first refused message.
    fn play_on(table: &mut Table, seats: &[Seat]) -> Result<(), Fault> {
        while let Some((s, _)) = table.next() {
            let seat = &seats[usize::from(s)];
            let m = match seat.auto(table) {
                Some(m) => m,
                None => {
                    let Some(game) = seat.game(table) else {
                        return Ok(());
                    };
                    seat.play(table, game.legal_actions()[0]).unwrap()
                }
            };
            table.apply(m)?;
        }
        Ok(())
    }

    #[test]
    fn a_shuffle_that_keeps_its_sum_is_caught_when_the_keys_come() {
        // The cheat moves a point from one card to another: every proof still holds against
        // the sums, so only the revealed key shows the shuffle is not a permutation.
        let mut table = Table::new(Options::new(2), [5; 16], Vec::new()).unwrap();
        let seats = [Seat::new(0, [1; 16]), Seat::new(1, [2; 16])];
        let Some(Message::Shuffle { commit, mut deck }) = seats[0].auto(&table) else {
            panic!()
        };
        let e = muse_point(&[7; 16], Muse::Clio).point;
        deck[0] = Point::new(deck[0].point + e).unwrap();
        deck[1] = Point::new(deck[1].point - e).unwrap();
        table.apply(Message::Shuffle { commit, deck }).unwrap();
        let fault = match play_on(&mut table, &seats) {
            Err(f) => f,
            Ok(()) => match table.verdicts().pop() {
                Some(Verdict::Invalid(f)) => f,
                other => panic!("{other:?}"),
            },
        };
        assert_eq!((fault.seat, fault.kind), (0, FaultKind::FalseShuffle));
    }
}
