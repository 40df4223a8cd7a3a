//! The public side of a fair game: the transcript every device can read, checked message by
//! message, and the engine's game it drives. It holds no secret: a [`super::Seat`] adds one.
//!
//! Taking a message in costs the same whatever came before (no copy of the table, no replay
//! of the dance), so opening a link takes time linear in its messages.

use super::group::{fold, muse_point, short, Dleq, Hasher, Key, Point, Proof, Signature};
use super::wire::{prefix, width, BitReader, BitWriter};
use super::world;
use crate::action::{Action, IllegalAction};
use crate::board::{Colour, Square};
use crate::code::canonical_actions;
use crate::deal::{roll_for_first_player, Deal, Options, Rolls};
use crate::game::Game;
use crate::muse::{Muse, MuseSet};
use crate::position::Phase;
use crate::rng::Stream;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;

/// The link format's version.
pub const VERSION: u8 = 2;
/// The first character of a fair link.
pub const PREFIX: char = 'f';
/// The longest name a link carries, in bytes of UTF-8.
pub const NAME_BYTES: usize = 24;
/// FD1 (docs/fair-play.md): a round of fair play that reaches this many dance turns without a
/// 6 ends there. The rules give no end to a dance that never reaches 6, and a link must stay
/// bounded: the round is checked like any other, scores nothing, and the game ends with it.
pub const MAX_DANCE_TURNS: u16 = 200;
/// A link longer than this is refused unread: the longest a legal game makes is about 7,100
/// characters (4 players, the longest names, round 2 at [`MAX_DANCE_TURNS`]; tests/fair.rs).
pub const MAX_LINK_CHARS: usize = 8_000;

/// What a message says. Who sends it is not written: the protocol says whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A seat masks every card of the deck with its key and permutes them. In round 1 this is
    /// the seat's first message: it carries its public signing key, and its commitment to its
    /// random value for the First Player's dice.
    Shuffle {
        key: Option<Point>,
        commit: Option<[u8; 16]>,
        deck: Vec<Point>,
    },
    /// The last seat of the ring deals: every card of the deck masked with its key, in the
    /// order of the slots (`masked`, nine points: one set of layers on every card, so a card
    /// copied is a card twice); for each slot it hands to another seat (and the 4-player
    /// leftover), which card of the deck it is (`given`), with one proof that these slots'
    /// masked cards are its key on those: they are handed over without its layer. In round 1
    /// it shows its random value.
    Deal {
        reveal: Option<[u8; 16]>,
        given: Vec<u8>,
        masked: Vec<Point>,
        proof: Proof,
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

/// A message of the transcript, with its seat and round.
#[derive(Clone, Debug)]
pub struct Sent {
    /// 0-based.
    pub seat: u8,
    /// From 1.
    pub round: u8,
    pub message: Message,
    /// The transcript's hash before it: its seat's secrets for it come from this.
    pub(crate) before: [u8; 64],
    /// Where its bits end in the link's message stream.
    pub(crate) end: usize,
}

/// A message that is false, and the seat that signed it.
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
    #[error("the cards it handed over are not the ones it masked")]
    FalseGive,
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
    #[error("its masked cards are not its key on the deck it was given")]
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
        "FalseGive",
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
        "TooLong",
        "Garbled",
        "Checksum",
        "FutureVersion",
        "OlderVersion",
        "Malformed",
        "BadOptions",
        "Unreadable",
        "Forged",
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
    #[error("the link is {length} characters long: no fair game's is longer than {max}")]
    TooLong { length: usize, max: usize },
    #[error("the link is garbled: `{found}` (character {position}) cannot be part of it")]
    Garbled { position: usize, found: char },
    #[error("the link was changed or damaged: its checksum does not match")]
    Checksum,
    #[error(
        "the link was made by a newer version of this site (fair format {0}; this one reads 2)"
    )]
    FutureVersion(u8),
    #[error("the link was made by an older version of this site (fair format {0}), which this one no longer reads")]
    OlderVersion(u8),
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
    #[error("the link was changed on its way: it is not what its players signed")]
    Forged,
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
    /// The first seat of the round's ring: it shuffles first; the ring's last seat deals.
    pub ring: u8,
    /// `decks[0]` the Muse points; `decks[i + 1]` the i-th shuffle.
    pub decks: Vec<Vec<Point>>,
    /// Per seat, the points its key must take one to the other: the sums of the cards it
    /// masked, before and after.
    pub pairs: [Option<(Point, Point)>; 4],
    pub given: Vec<u8>,
    pub masked: Vec<Point>,
    pub slots: Vec<Slot>,
    pub keys: [Option<Key>; 4],
    /// Per seat, the index of its first message in this round: its key comes from the
    /// transcript before it.
    pub starts: [Option<usize>; 4],
    pub first: u8,
    pub plays: Vec<Play>,
    /// Dance turns played.
    pub dances: u16,
    /// Ended by [`MAX_DANCE_TURNS`], not by a 6.
    pub limited: bool,
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
    /// The version byte and the header as the link carries them: every signature covers them.
    header: Vec<u8>,
    /// The hash of the transcript so far, which every proof and secret is bound to.
    hash: [u8; 64],
    messages: Vec<Sent>,
    /// The messages' bits, as the link carries them.
    bits: BitWriter,
    /// Each seat's public signing key: the creator's from the header, the others' from their
    /// first message.
    keys: [Option<Point>; 4],
    /// Each seat's signature, and how many bits of the message stream it covers.
    signatures: [Option<(usize, Signature)>; 4],
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

/// What a seat's signature signs: the header and the first `bits` bits of the message
/// stream (every message up to its last, and every message before them).
pub(crate) fn signed_digest(header: &[u8], stream: &[u8], bits: usize) -> [u8; 64] {
    let mut h = Hasher::new("signed");
    h.bytes(header)
        .bytes(&(bits as u64).to_le_bytes())
        .bytes(&prefix(stream, bits));
    h.finish()
}

impl Table {
    /// A new fair game, before the first shuffle: its options (`options.seed` is not used:
    /// the deals come from the seats), the creator's public signing key (seat 1's, 0-based
    /// 0) and the players' names. The game's id is a hash of all three.
    pub fn new(options: Options, creator: Point, names: Vec<String>) -> Result<Table, LinkError> {
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
        let mut header = BitWriter::default();
        header.bits(VERSION.into(), 8);
        write_header(&mut header, &options, &creator, &names);
        let header = header.bytes;
        let mut h = Hasher::new("game");
        h.bytes(&header);
        let id = short(&h.finish());
        let muses = Muse::ALL.map(|m| muse_point(&id, m));
        let mut h = Hasher::new("transcript");
        h.bytes(&header);
        let mut table = Table {
            options,
            id,
            names,
            muses,
            header,
            hash: h.finish(),
            messages: Vec::new(),
            bits: BitWriter::default(),
            keys: [Some(creator), None, None, None],
            signatures: [None; 4],
            rounds: Vec::new(),
            commits: [None; 4],
            values: [None; 4],
            rolls: Vec::new(),
            stage: Stage::Shuffle(0),
            world: None,
        };
        // Round 1's ring begins after the creator, who deals last: every seat's signing key
        // is in the transcript before the creator's first key is chosen.
        table.begin_round(1 % table.players());
        Ok(table)
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The game's id: a hash of its header (options, names, the creator's signing key, which
    /// is fresh for every game). It names the game; it is no secret.
    pub fn id(&self) -> &[u8; 16] {
        &self.id
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn players(&self) -> u8 {
        self.options.players
    }

    /// The messages so far.
    pub fn messages(&self) -> &[Sent] {
        &self.messages
    }

    /// A seat's public signing key, once known (the creator's always).
    pub fn public_key(&self, seat: u8) -> Option<Point> {
        self.keys.get(usize::from(seat)).copied().flatten()
    }

    /// A seat's signature as the link carries it: the bits of the message stream it covers
    /// (up to its last message) and the signature.
    pub fn signature(&self, seat: u8) -> Option<(usize, Signature)> {
        self.signatures.get(usize::from(seat)).copied().flatten()
    }

    /// Puts a signature in the table as a link would carry it, unchecked: opening the link
    /// checks it (for relays and tests; a device signs with [`super::Seat::sign`]).
    pub fn set_signature(&mut self, seat: u8, covered: usize, signature: Signature) {
        if let Some(s) = self.signatures.get_mut(usize::from(seat)) {
            *s = Some((covered, signature));
        }
    }

    /// The seats nobody plays yet: a seat that has sent nothing (the creator's is its own).
    pub fn free_seats(&self) -> Vec<u8> {
        (0..self.players())
            .filter(|&s| self.keys[usize::from(s)].is_none())
            .collect()
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

    /// Whether round `round` (0-based) ended at [`MAX_DANCE_TURNS`] (FD1): it has no score.
    pub fn at_limit(&self, round: usize) -> bool {
        self.rounds.get(round).is_some_and(|r| r.limited)
    }

    /// The seat whose hand a slot is in (`None` for the leftover).
    pub fn owner_of(&self, slot: usize) -> Option<u8> {
        let per = per_hand(self.players());
        (slot < per * usize::from(self.players())).then(|| (slot / per) as u8)
    }

    /// The version byte and the header, as the link carries them.
    pub(crate) fn header(&self) -> &[u8] {
        &self.header
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

    /// The transcript's hash after its first `count` messages.
    pub fn hash_after(&self, count: usize) -> Option<[u8; 64]> {
        match self.messages.get(count) {
            Some(m) => Some(m.before),
            None => (count == self.messages.len()).then_some(self.hash),
        }
    }

    /// The transcript's hash that `seat`'s secrets for round `round` (from 1) come from: the
    /// hash before its first message of that round, or the hash now if it has sent none yet
    /// (it is about to).
    pub(crate) fn round_start(&self, seat: u8, round: u8) -> [u8; 64] {
        self.rounds
            .get(usize::from(round).wrapping_sub(1))
            .and_then(|r| r.starts[usize::from(seat)])
            .and_then(|i| self.messages.get(i))
            .map_or(self.hash, |m| m.before)
    }

    /// The transcript's hash now: the next message's secrets come from it.
    pub(crate) fn hash(&self) -> &[u8; 64] {
        &self.hash
    }

    /// Where the last message of `seat` ends in the stream, if it sent one.
    pub(crate) fn last_end(&self, seat: u8) -> Option<usize> {
        self.messages
            .iter()
            .rev()
            .find(|m| m.seat == seat)
            .map(|m| m.end)
    }

    /// The seat to send the next message and what it must be; `None` once the game is over
    /// or stopped by a failed check.
    pub fn next(&self) -> Option<(u8, Step)> {
        let n = self.players();
        let r = self.round();
        let ring = |i: u8| (r.ring + i) % n;
        Some(match self.stage {
            Stage::Shuffle(i) => (ring(i), Step::Shuffle),
            Stage::Deal => (ring(n - 1), Step::Deal),
            Stage::Strip(i) => (ring(i), Step::Strip),
            Stage::Play => (self.world.as_ref()?.position().to_move() as u8, Step::Play),
            Stage::Reveal(i) => ((r.trigger + i) % n, Step::Reveal),
            Stage::Over => return None,
        })
    }

    /// The first message where this table's transcript and `other`'s differ (0-based), in
    /// the messages both hold; `None` if one extends the other (or they are equal). Tables of
    /// different games differ before their first message: `Some(0)`.
    pub fn first_difference(&self, other: &Table) -> Option<usize> {
        if self.id != other.id {
            return Some(0);
        }
        self.messages
            .iter()
            .zip(&other.messages)
            .position(|(a, b)| a.seat != b.seat || a.message != b.message)
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

    fn begin_round(&mut self, ring: u8) {
        self.rounds.push(Round {
            number: self.rounds.len() as u8 + 1,
            ring,
            decks: vec![self.muses.to_vec()],
            pairs: [None; 4],
            given: Vec::new(),
            masked: Vec::new(),
            slots: Vec::new(),
            keys: [None; 4],
            starts: [None; 4],
            first: 0,
            plays: Vec::new(),
            dances: 0,
            limited: false,
            trigger: 0,
            aborted: None,
            playing: false,
            verdict: Verdict::Playing,
            truth: None,
        });
        self.stage = Stage::Shuffle(0);
    }

    /// The last seat of the round's ring, who deals.
    pub(crate) fn dealer(&self) -> u8 {
        let n = self.players();
        (self.round().ring + n - 1) % n
    }

    /// The slots the dealer hands over without its layer: every other seat's, and the
    /// 4-player leftover (opened by all at once); its own and the 2-player leftover keep it.
    pub(crate) fn given_slots(&self) -> Vec<usize> {
        let dealer = self.dealer();
        (0..9)
            .filter(|&j| match self.owner_of(j) {
                Some(s) => s != dealer,
                None => self.players() == 4,
            })
            .collect()
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

    /// The unplaced slots of `seat`, in order (public: every placement names its slot).
    pub fn in_hand(&self, seat: u8) -> Vec<usize> {
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
            Message::Shuffle { key, commit, deck } => {
                if let Some(k) = key {
                    w.point(k);
                }
                if let Some(c) = commit {
                    w.bytes(c);
                }
                deck.iter().for_each(|p| w.point(p));
            }
            Message::Deal {
                reveal,
                given,
                masked,
                proof,
            } => {
                if let Some(v) = reveal {
                    w.bytes(v);
                }
                given.iter().for_each(|&g| w.bits(g.into(), 4));
                masked.iter().for_each(|p| w.point(p));
                w.proof(proof);
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
        let point = |r: &mut BitReader| r.point().ok_or(SHORT)?.ok_or("a card is not a point");
        if matches!(step, Step::Strip | Step::Play) && r.bits(1).ok_or(SHORT)? == 1 {
            return Ok(Message::Abort { seed: value(r)? });
        }
        Ok(match step {
            Step::Shuffle => Message::Shuffle {
                key: if round1 {
                    Some(
                        r.point()
                            .ok_or(SHORT)?
                            .ok_or("its signing key is not a point")?,
                    )
                } else {
                    None
                },
                commit: if round1 { Some(value(r)?) } else { None },
                deck: (0..9).map(|_| point(r)).collect::<Result<_, _>>()?,
            },
            Step::Deal => Message::Deal {
                reveal: if round1 { Some(value(r)?) } else { None },
                given: (0..self.given_slots().len())
                    .map(|_| r.bits(4).map(|b| b as u8).ok_or(SHORT))
                    .collect::<Result<_, _>>()?,
                masked: (0..9).map(|_| point(r)).collect::<Result<_, _>>()?,
                proof: r
                    .proof()
                    .ok_or(SHORT)?
                    .ok_or("its proof is not canonical")?,
            },
            Step::Strip => {
                let reveal = if round1 { Some(value(r)?) } else { None };
                let mut cards = Vec::new();
                for j in self.strip_slots(seat) {
                    cards.push(if self.round().slots[j].layers == 1 << seat {
                        let i = r.bits(4).ok_or(SHORT)?;
                        Card::Open(Muse::from_index(i as usize).ok_or("no Muse has that number")?)
                    } else {
                        Card::Masked(point(r)?)
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
    /// nothing and names its sender. Nothing is copied: the cost of a message does not grow
    /// with the game.
    pub fn apply(&mut self, message: Message) -> Result<(), Fault> {
        let Some((seat, _)) = self.next() else {
            return Err(self.fault(0, FaultKind::Illegal(IllegalAction::GameOver)));
        };
        let mut bits = BitWriter::default();
        self.encode(seat, &message, &mut bits);
        let round = self.rounds.len() - 1;
        let number = self.round().number;
        self.take(seat, &message)?;
        let index = self.messages.len();
        let before = self.hash;
        let mut h = Hasher::new("transcript");
        h.bytes(&before).bytes(&[seat]).bytes(&bits.bytes);
        self.hash = h.finish();
        self.bits.extend(&bits);
        let start = &mut self.rounds[round].starts[usize::from(seat)];
        start.get_or_insert(index);
        self.messages.push(Sent {
            seat,
            round: number,
            message,
            before,
            end: self.bits.len(),
        });
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

    /// Checks `message` from `seat` against the state and takes it in; on a fault the state
    /// is as it was.
    fn take(&mut self, seat: u8, message: &Message) -> Result<(), Fault> {
        let n = self.players();
        let round = self.round().number;
        let round1 = round == 1;
        let fault = |kind| Fault { seat, round, kind };
        match (self.stage, message) {
            (Stage::Shuffle(i), Message::Shuffle { key, commit, deck }) => {
                if key.is_some() != round1 || commit.is_some() != round1 || deck.len() != 9 {
                    return Err(fault(FaultKind::NotAPoint));
                }
                if has_duplicate(deck) {
                    return Err(fault(FaultKind::DuplicateCard));
                }
                let input = self.round().decks.last().cloned().unwrap_or_default();
                let pair = self.pair(seat, &input, deck)?;
                if let Some(k) = key {
                    self.keys[usize::from(seat)] = Some(*k);
                }
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
                    proof,
                },
            ) => {
                let given_slots = self.given_slots();
                if reveal.is_some() != round1
                    || given.len() != given_slots.len()
                    || masked.len() != 9
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
                // One set of layers on every card: a card copied is a card twice.
                if has_duplicate(masked) {
                    return Err(fault(FaultKind::DuplicateCard));
                }
                let pair = self.pair(seat, &deck, masked)?;
                // The slots handed over are the dealer's key on the deck's cards it names.
                let pairs: Vec<(Point, Point)> = given_slots
                    .iter()
                    .zip(given)
                    .map(|(&j, &g)| (deck[usize::from(g)], masked[j]))
                    .collect();
                let context = self.context(seat, &deal_statement(reveal, given, masked));
                let (h, b) = fold(&context, &pairs).ok_or_else(|| fault(FaultKind::FalseGive))?;
                let statement = Dleq {
                    g: &pair.0,
                    a: &pair.1,
                    h: &h,
                    b: &b,
                };
                if !statement.verify(proof, &context) {
                    return Err(fault(FaultKind::FalseGive));
                }
                let full = (1u8 << n) - 1;
                let slots = (0..9)
                    .map(|j| {
                        let (point, layers) = match given_slots.iter().position(|&s| s == j) {
                            Some(i) => (deck[usize::from(given[i])], full & !(1 << seat)),
                            None => (masked[j], full),
                        };
                        Slot {
                            owner: self.owner_of(j),
                            point,
                            layers,
                            known: None,
                            placed: false,
                        }
                    })
                    .collect();
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
                    let false_show = || {
                        fault(FaultKind::FalseShow {
                            slot: *slot,
                            muse: *muse,
                        })
                    };
                    let (p, q) = r.pairs[usize::from(seat)].ok_or_else(false_show)?;
                    let context = self.context(seat, &place_statement(*slot, *to, *muse));
                    let statement = Dleq {
                        g: &p,
                        a: &q,
                        h: &self.muses[muse.index()],
                        b: &r.slots[j].point,
                    };
                    if r.slots[j].layers != 1 << seat || !statement.verify(proof, &context) {
                        return Err(false_show());
                    }
                } else if !face_down {
                    return Err(fault(FaultKind::NotAPoint));
                }
                // A Muse shown changes which Muses fill the unknown slots: the public world is
                // dealt again (nine times a round at most). Undone if the play is illegal.
                let old = self.round().slots[j];
                let r = self.round_mut();
                r.slots[j].placed = true;
                r.slots[j].known = shown.map(|(m, _)| m).or(old.known);
                r.plays.push(Play::Place {
                    slot: *slot,
                    to: *to,
                    face_down: *face_down,
                });
                if let Err(e) = self.replay() {
                    let r = self.round_mut();
                    r.slots[j] = old;
                    r.plays.pop();
                    return Err(fault(FaultKind::Illegal(e)));
                }
                self.after_play(seat);
            }
            (Stage::Play, Message::Act(action)) => {
                let illegal = |e| fault(FaultKind::Illegal(e));
                if matches!(action, Action::Place { .. }) {
                    return Err(illegal(IllegalAction::NotDancing));
                }
                // The engine refuses an illegal action without changing anything.
                let game = self
                    .world
                    .as_mut()
                    .ok_or(illegal(IllegalAction::NotDancing))?;
                game.apply(*action).map_err(illegal)?;
                let r = self.round_mut();
                r.plays.push(Play::Act(*action));
                r.dances += 1;
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
    /// all the values together so that no seat alone decides; round 2 follows D8.
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

    /// After a play: a round over (a 6), or at [`MAX_DANCE_TURNS`] (FD1), waits for the keys.
    fn after_play(&mut self, seat: u8) {
        let over = self
            .world
            .as_ref()
            .is_some_and(|g| g.results().len() >= self.rounds.len());
        let limited = !over && self.round().dances >= MAX_DANCE_TURNS;
        if over || limited {
            let n = self.players();
            let r = self.round_mut();
            r.trigger = seat;
            r.limited = limited;
            r.verdict = Verdict::NotVerified {
                missing: (0..n).collect(),
            };
            self.stage = Stage::Reveal(0);
        }
    }

    /// The deal of a round as known from `known` (slot → Muse), the unknown slots filled with
    /// the other Muses in order, and each slot's Muse; `None` if `known` repeats a Muse.
    /// The filled-in Muses are never shown: views, logs and events hide unknown tiles.
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

    /// A slot's Muse opened with its owner's key once revealed: what the owner knew, for a
    /// device that no longer keeps the owner's secret.
    pub(crate) fn opened_by_owner(&self, round: &Round, slot: usize) -> Option<Muse> {
        let s = round.slots.get(slot)?;
        let owner = s.owner?;
        if s.layers != 1 << owner {
            return None;
        }
        let key = round.keys[usize::from(owner)]?;
        let point = key.unmask(&s.point)?;
        Muse::from_index(self.muses.iter().position(|m| *m == point)?)
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
        // The true deal replaces the filled-in one; a failed check, or a round ended at the
        // limit (FD1), ends the game.
        let more = usize::from(self.options.rounds) > self.rounds.len() && !self.round().limited;
        if valid && self.replay().is_ok() && more {
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
        // Whether `out` is `k` on every card of `deck`, in any order.
        let masks = |k: &Key, deck: &[Point], out: &[Point]| {
            same(
                &deck.iter().map(|p| p.mul_public(&k.k)).collect::<Vec<_>>(),
                out,
            )
        };
        for i in 0..usize::from(n - 1) {
            let seat = (r.ring + i as u8) % n;
            if !masks(&key(seat)?, &r.decks[i], &r.decks[i + 1]) {
                return Err(self.fault(seat, FaultKind::FalseShuffle));
            }
        }
        let dealer = self.dealer();
        if !masks(&key(dealer)?, &r.decks[usize::from(n - 1)], &r.masked) {
            return Err(self.fault(dealer, FaultKind::FalseDeal));
        }
        let mut truth = [Muse::Calliope; 9];
        for (j, slot) in r.slots.iter().enumerate() {
            // Every layer left off at once: the product of the keys' inverses.
            let mut inverse = Scalar::ONE;
            for s in (0..n).filter(|s| slot.layers & (1 << s) != 0) {
                inverse *= key(s)?.inverse;
            }
            let p = slot.point.mul_public(&inverse);
            let muse = self
                .muses
                .iter()
                .position(|m| m.is(&p))
                .and_then(Muse::from_index);
            let Some(muse) = muse else {
                // Every shuffle and the deal are right, so only a slot's shown Muse can be
                // false here (a proof that held against a degenerate key pair).
                return Err(self.fault(slot.owner.unwrap_or(dealer), FaultKind::FalseDeal));
            };
            if slot.known.is_some_and(|k| k != muse) {
                return Err(self.fault(
                    slot.owner.unwrap_or(dealer),
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

/// Whether `out` holds the same points as `computed`, in any order (each point once).
fn same(computed: &[RistrettoPoint], out: &[Point]) -> bool {
    let mut used = vec![false; out.len()];
    computed.len() == out.len()
        && computed.iter().all(|c| {
            let found = (0..out.len()).find(|&j| !used[j] && out[j].is(c));
            found.map(|j| used[j] = true).is_some()
        })
}

fn has_duplicate(points: &[Point]) -> bool {
    let mut b: Vec<&[u8; 32]> = points.iter().map(Point::bytes).collect();
    b.sort_unstable();
    b.windows(2).any(|w| w[0] == w[1])
}

/// What a deal's proof is bound to, besides the transcript.
pub fn deal_statement(reveal: &Option<[u8; 16]>, given: &[u8], masked: &[Point]) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(v) = reveal {
        out.extend_from_slice(v);
    }
    out.extend_from_slice(given);
    for p in masked {
        out.extend_from_slice(p.bytes());
    }
    out
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

pub(crate) fn write_header(
    w: &mut BitWriter,
    options: &Options,
    creator: &Point,
    names: &[String],
) {
    w.bits(u64::from(options.players - 2), 2);
    w.bits(u64::from(options.rounds - 1), 1);
    w.bits((!names.is_empty()).into(), 1);
    for c in &options.colours {
        let i = Colour::ALL.iter().position(|x| x == c).unwrap_or(0);
        w.bits(i as u64, 2);
    }
    w.point(creator);
    for name in names {
        w.varint(name.len() as u64);
        w.bytes(name.as_bytes());
    }
}
