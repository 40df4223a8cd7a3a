//! The public side of a fair game: the transcript every device can read, checked message by
//! message ([`Table::apply`]; each kind's check in `take.rs`), and the engine's game it
//! drives. It holds no secret: a [`super::Seat`] adds one.

use super::fault::{Fault, FaultKind, LinkError, Verdict};
use super::group::{muse_point, short, Hasher, Point, Signature};
use super::header::Header;
use super::message::{Message, Shown};
use super::round::Round;
use super::wire::{prefix, BitWriter};
use crate::action::{Action, IllegalAction};
use crate::board::Square;
use crate::deal::{Options, Rolls};
use crate::game::Game;
use crate::muse::Muse;

/// The link format's version.
pub const VERSION: u8 = 3;
/// The first character of a fair link.
pub const PREFIX: char = 'f';
/// FD1 (docs/fair-play.md): a round of fair play that reaches this many dance turns without a
/// 6 ends there, scoring nothing, and the game with it: a link must stay bounded.
pub const MAX_DANCE_TURNS: u16 = 200;
/// A link longer than this is refused unread (a legal game's stays under 8,000: tests/fair.rs).
pub const MAX_LINK_CHARS: usize = 9_000;

/// Whose message comes next, and what kind.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "FairStep")
)]
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
pub(crate) enum Stage {
    Shuffle(u8),
    Deal,
    Strip(u8),
    Play,
    Reveal(u8),
    Over,
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

impl Sent {
    /// Where its bits end in the link's message stream.
    pub fn end(&self) -> usize {
        self.end
    }
}

/// The public state of a fair game: everything its link says, checked.
#[derive(Clone, Debug)]
pub struct Table {
    pub(super) options: Options,
    pub(super) id: [u8; 16],
    pub(super) names: Vec<String>,
    pub(super) muses: [Point; 9],
    /// The version byte and the header as the link carries them: every signature covers them.
    pub(super) header: Vec<u8>,
    /// The hash of the transcript so far, which every proof and secret is bound to.
    pub(super) hash: [u8; 64],
    pub(super) messages: Vec<Sent>,
    /// The messages' bodies, as the link carries them.
    pub(super) bits: BitWriter,
    /// Each seat's public signing key (the creator's from the header, others' first message).
    pub(super) keys: [Option<Point>; 4],
    /// Each seat's signature, and how many bits of the message stream it covers.
    pub(super) signatures: [Option<(usize, Signature)>; 4],
    pub(crate) rounds: Vec<Round>,
    pub(super) rolls: Rolls,
    pub(super) stage: Stage,
    /// The engine's game in the public world (unknown Muses filled in order).
    pub(super) world: Option<Game>,
    /// The engine's game at the end of the last round verified: the current round's start.
    pub(super) before_round: Option<Game>,
}

/// Cards in each hand for `n` players (RULES.md §3).
pub(crate) fn per_hand(n: u8) -> usize {
    match n {
        2 => 4,
        3 => 3,
        _ => 2,
    }
}

/// What a seat's signature signs: the header and the first `bits` bits of the message stream.
pub fn signed_digest(header: &[u8], stream: &[u8], bits: usize) -> [u8; 64] {
    let mut h = Hasher::new("signed");
    h.bytes(header)
        .bytes(&(bits as u64).to_le_bytes())
        .bytes(&prefix(stream, bits));
    h.finish()
}

impl Table {
    /// A new fair game, before the first shuffle: its options (no seed: the seats deal), the
    /// creator's (seat 0's) public signing key and the names; its id is a hash of the three.
    pub fn new(options: Options, creator: Point, names: Vec<String>) -> Result<Table, LinkError> {
        // The link carries no seed: one spelling of the options.
        let options = options.seed(0);
        options
            .validate()
            .map_err(|e| LinkError::BadOptions(e.to_string()))?;
        let names = Header::names(&options, &names)?;
        let header = Header {
            options,
            creator,
            names,
        };
        let mut bytes = BitWriter::default();
        bytes.bits(VERSION.into(), 8);
        header.write(&mut bytes);
        let bytes = bytes.bytes;
        let mut h = Hasher::new("game");
        h.bytes(&bytes);
        let id = short(&h.finish());
        let muses = Muse::ALL.map(|m| muse_point(&id, m));
        let mut h = Hasher::new("transcript");
        h.bytes(&bytes);
        let mut table = Table {
            options: header.options,
            id,
            names: header.names,
            muses,
            header: bytes,
            hash: h.finish(),
            messages: Vec::new(),
            bits: BitWriter::default(),
            keys: [Some(creator), None, None, None],
            signatures: [None; 4],
            rounds: Vec::new(),
            rolls: Vec::new(),
            stage: Stage::Shuffle(0),
            world: None,
            before_round: None,
        };
        // Round 1's ring begins after the creator, who deals last.
        table.begin_round(1 % table.players());
        Ok(table)
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The game's id: a hash of its header. It names the game; it is no secret.
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

    /// A seat's signature and the bits of the message stream it covers.
    pub fn signature(&self, seat: u8) -> Option<(usize, Signature)> {
        self.signatures.get(usize::from(seat)).copied().flatten()
    }

    /// Puts a signature in the table unchecked (opening the link checks it): for tests.
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

    /// A seat's public key point `K = k·B` in the current round, once it masked.
    pub fn mask(&self, seat: u8) -> Option<Point> {
        self.round().masks.get(usize::from(seat)).copied().flatten()
    }

    /// A slot's card as it stands, once dealt.
    pub fn card(&self, slot: usize) -> Option<Point> {
        self.round().slots.get(slot).map(|s| s.point)
    }

    /// The decks of the current round so far, while the link shows them.
    pub fn decks(&self) -> &[Vec<Point>] {
        &self.round().decks
    }

    /// Every slot's Muse in a verified round (0-based): the hands in seat order, the leftover.
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

    /// The messages' bodies, as the link carries them.
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

    pub(super) fn round_mut(&mut self) -> &mut Round {
        let last = self.rounds.len() - 1;
        &mut self.rounds[last]
    }

    /// The transcript's hash after its first `count` messages.
    pub fn hash_after(&self, count: usize) -> Option<[u8; 64]> {
        match self.messages.get(count) {
            Some(m) => Some(m.before),
            None => (count == self.messages.len()).then_some(self.hash),
        }
    }

    /// The transcript's hash that `seat`'s secrets for round `round` (from 1) come from: before
    /// its first message of that round, or now.
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

    /// The seat to send the next message and what it must be; `None` once over or stopped.
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

    /// The first message (0-based) where this transcript and `other`'s differ; `None` if one
    /// extends the other. Evidence shown or left out makes no difference.
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

    /// The engine's game in the public world, once dealt: only its public parts mean anything.
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

    pub(super) fn begin_round(&mut self, ring: u8) {
        self.rounds
            .push(Round::new(self.rounds.len() as u8 + 1, ring, &self.muses));
        self.stage = Stage::Shuffle(0);
    }

    /// The last seat of the round's ring, who deals.
    pub(crate) fn dealer(&self) -> u8 {
        let n = self.players();
        (self.round().ring + n - 1) % n
    }

    /// The slots the dealer hands over without its layer: every other seat's, and the 4-player
    /// leftover.
    pub fn given_slots(&self) -> Vec<usize> {
        let dealer = self.dealer();
        (0..9)
            .filter(|&j| match self.owner_of(j) {
                Some(s) => s != dealer,
                None => self.players() == 4,
            })
            .collect()
    }

    /// The slots `seat` takes its layer off: all but its own and the 2-player leftover.
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
    pub(super) fn placement_squares(game: &Game) -> Vec<Square> {
        let mut squares = game.position().placement_squares();
        squares.sort_unstable_by_key(|s| (s.x, s.y));
        squares
    }

    /// Whether the seat to move may choose to place face down, face up, or both.
    pub(super) fn faces(game: &Game) -> (bool, bool) {
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

    /// Checks a message from the seat whose turn it is and takes it in; a false one changes
    /// nothing and names its sender.
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

    pub(super) fn fault(&self, seat: u8, kind: FaultKind) -> Fault {
        Fault {
            seat,
            round: self.round().number,
            kind,
        }
    }

    /// How much of each message's evidence (a shuffle's, a deal's; in order) a link shows:
    /// nothing once every seat has signed past what checks it (the proof) and what it is
    /// given to (a shuffle's deck: the next shuffle or the deal), a shuffle's deck alone once
    /// every seat has signed past its proof. A signature covers a message only if its seat
    /// checked it, or made it.
    pub(crate) fn shown(&self) -> Vec<Shown> {
        let n = usize::from(self.players());
        let covered = self.signatures[..n]
            .iter()
            .map(|s| s.map_or(0, |(c, _)| c))
            .min()
            .unwrap_or(0);
        let with: Vec<&Sent> = self
            .messages
            .iter()
            .filter(|m| m.message.evidence().is_some())
            .collect();
        with.iter()
            .enumerate()
            .map(|(i, m)| {
                let past = |m: &Sent| m.end <= covered;
                let consumer = with
                    .get(i + 1)
                    .filter(|c| c.round == m.round && matches!(m.message, Message::Shuffle { .. }));
                let level = match consumer {
                    _ if !past(m) => Shown::All,
                    Some(c) if !past(c) => Shown::Deck,
                    None if matches!(m.message, Message::Shuffle { .. }) => Shown::Deck,
                    _ => Shown::Nothing,
                };
                level.min(m.message.evidence().map_or(Shown::Nothing, |e| e.shown()))
            })
            .collect()
    }
}
