//! The fair link: `f` then base64url (no padding) of
//!
//! | bytes | content |
//! |---|---|
//! | 1 | format version (3) |
//! | … | the header (`header.rs`), padded with zero bits to a whole byte |
//! | varint | the number of messages |
//! | … | per seat: a varint, the bits of the message stream its signature covers (0: none), then, if not 0, its signature (48 bytes) |
//! | varint | how much of the evidence it shows: twice the number of messages whose evidence is left out (they come first), plus 1 if the next shows a shuffle's deck without its proof |
//! | varint | the message stream's length in bytes |
//! | … | the messages' bodies, one bit stream, then zero bits to a whole byte |
//! | … | the evidence shown, in order: a shuffle's nine cards then its proof (or the proof's 32-byte hash), a deal's proof |
//! | 4 | CRC-32 of `Dance of Muses fair` and every byte before it, little-endian |
//!
//! Messages carry no sender: the protocol says whose each one is. Points are their 32 bytes,
//! proofs and signatures 48 (challenge then response), random values and keys 16; choices
//! take ⌈log₂ n⌉ bits for n choices (a slot among those in hand, a square among the free ones
//! in x-then-y order, a dance turn in the canonical order of
//! [`crate::code::canonical_actions`]). A shuffle's evidence is its nine cards and its proof
//! (1,200 bytes); a deal's, its proof; each body carries the evidence's 32-byte digest.
//!
//! A seat's signature covers the header and the stream up to the end of its last message (the
//! evidence through its digest), and is checked before its messages are decoded: a change on
//! the way is [`LinkError::Forged`], a false message its seat signed [`LinkError::False`].

use super::fault::LinkError;
use super::group::{Point, Signature};
use super::header::Header;
use super::message::{Evidence, Shown};
use super::table::{signed_digest, Table, MAX_LINK_CHARS, PREFIX, VERSION};
use super::wire::{BitReader, BitWriter};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

const DOMAIN: &[u8] = b"Dance of Muses fair";

fn crc(bytes: &[u8]) -> [u8; 4] {
    crate::code::crc32(DOMAIN.iter().chain(bytes)).to_le_bytes()
}

/// A fair link around raw bytes (version byte included) with a valid checksum, for tests.
pub fn seal(bytes: &[u8]) -> String {
    let mut bytes = bytes.to_vec();
    let check = crc(&bytes);
    bytes.extend_from_slice(&check);
    let mut text = String::from(PREFIX);
    URL_SAFE_NO_PAD.encode_string(&bytes, &mut text);
    text
}

/// The bytes under a fair link's checksum, checked (characters, length, checksum, version).
fn body(link: &str) -> Result<Vec<u8>, LinkError> {
    let link = link.trim();
    let fragment = link.split_once('#').map_or(link, |(_, f)| f);
    if fragment.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong {
            length: fragment.chars().count(),
            max: MAX_LINK_CHARS,
        });
    }
    let mut chars = fragment.chars();
    match chars.next() {
        None => return Err(LinkError::Empty),
        Some(PREFIX) => {}
        Some(_) => return Err(LinkError::Foreign),
    }
    let text = chars.as_str();
    if let Some((i, c)) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    {
        return Err(LinkError::Garbled {
            position: i + 2,
            found: c,
        });
    }
    let mut bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| LinkError::Checksum)?;
    let Some((body, check)) = bytes.split_last_chunk::<4>() else {
        return Err(LinkError::Malformed("it is too short"));
    };
    if crc(body) != *check {
        return Err(LinkError::Checksum);
    }
    bytes.truncate(bytes.len() - 4);
    match bytes.first() {
        Some(&v) if v == VERSION => Ok(bytes),
        Some(&v) if v > VERSION => Err(LinkError::FutureVersion(v)),
        Some(&v) if v > 0 => Err(LinkError::OlderVersion(v)),
        _ => Err(LinkError::Malformed("its version is unknown")),
    }
}

/// The game id of a fair link, from its header alone.
pub fn game_id(link: &str) -> Result<[u8; 16], LinkError> {
    let bytes = body(link)?;
    let mut r = BitReader::new(&bytes[1..]);
    let h = Header::read(&mut r)?;
    Ok(*Table::new(h.options, h.creator, h.names)?.id())
}

/// Where the header, the message stream and the evidence lie in the bytes under a link's
/// checksum, for tests that write links by hand.
pub fn layout(link: &str) -> Option<Layout> {
    let bytes = body(link).ok()?;
    let mut r = BitReader::new(&bytes[1..]);
    let h = Header::read(&mut r).ok()?;
    let header = 1 + r.position() / 8;
    r.varint()?;
    for _ in 0..h.options.players {
        if r.varint()? != 0 {
            r.array::<48>()?;
        }
    }
    r.varint()?;
    let len = r.varint()? as usize;
    let start = 1 + r.position() / 8;
    let end = start.checked_add(len).filter(|&e| e <= bytes.len())?;
    Some(Layout {
        header: 0..header,
        stream: start..end,
        evidence: end..bytes.len(),
    })
}

/// See [`layout`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub header: std::ops::Range<usize>,
    pub stream: std::ops::Range<usize>,
    pub evidence: std::ops::Range<usize>,
}

impl Table {
    /// The link's fragment (without `#`): the whole transcript, signed, with the evidence not
    /// every seat has checked yet.
    pub fn link(&self) -> String {
        let mut bytes = self.header().to_vec();
        let mut w = BitWriter::default();
        w.varint(self.messages().len() as u64);
        for seat in 0..self.players() {
            match self.signature(seat) {
                Some((covered, signature)) => {
                    w.varint(covered as u64);
                    w.bytes(&signature.to_bytes());
                }
                None => w.varint(0),
            }
        }
        let shown = self.shown();
        w.varint(shown_code(&shown));
        w.varint(self.bits().bytes.len() as u64);
        bytes.extend_from_slice(&w.bytes);
        bytes.extend_from_slice(&self.bits().bytes);
        let evidence = self.messages().iter().filter_map(|m| m.message.evidence());
        for (e, &level) in evidence.zip(&shown) {
            bytes.extend(e.bytes(level));
        }
        seal(&bytes)
    }

    /// Opens a fair link (a fragment, with or without `#`, or an address), checking every
    /// signature, message and evidence shown, in time linear in its length.
    pub fn open(link: &str) -> Result<Table, LinkError> {
        let bytes = body(link)?;
        let mut r = BitReader::new(&bytes[1..]);
        let h = Header::read(&mut r)?;
        let creator = h.creator;
        let mut table = Table::new(h.options, h.creator, h.names)?;
        let header_len = 1 + r.position() / 8;
        if table.header() != &bytes[..header_len] {
            return Err(LinkError::Malformed(
                "its header is not written the one way",
            ));
        }
        let count = r
            .varint()
            .ok_or(LinkError::Malformed("the number of messages is unreadable"))?;
        let players = table.players();
        let mut signatures = Vec::new();
        for _ in 0..players {
            let covered = r
                .varint()
                .ok_or(LinkError::Malformed("a signature is unreadable"))?
                as usize;
            if covered == 0 {
                signatures.push(None);
                continue;
            }
            let signature = r
                .array::<48>()
                .and_then(|b| Signature::from_bytes(&b))
                .ok_or(LinkError::Malformed("a signature is unreadable"))?;
            signatures.push(Some((covered, signature)));
        }
        let lengths = (r.varint(), r.varint());
        let (Some(code), Some(stream_len)) = lengths else {
            return Err(LinkError::Malformed(
                "the length of its messages is unreadable",
            ));
        };
        let rest = &bytes[1 + r.position() / 8..];
        let (stream, mut evidence) = rest
            .split_at_checked(stream_len as usize)
            .ok_or(LinkError::Malformed("its messages are cut short"))?;
        // Every message takes a bit at least: more messages than bits is no link.
        if count as usize > stream.len() * 8 {
            return Err(LinkError::Malformed("it holds fewer bits than messages"));
        }
        if signatures
            .iter()
            .flatten()
            .any(|(covered, _)| *covered > stream.len() * 8)
        {
            return Err(LinkError::Forged);
        }
        let header = table.header().to_vec();
        let signed = |seat: u8, key: &Point| {
            signatures[usize::from(seat)].is_none_or(|(covered, sig)| {
                sig.verify(key, &signed_digest(&header, stream, covered))
            })
        };
        if !signed(0, &creator) {
            return Err(LinkError::Forged);
        }
        let mut checked = [false; 4];
        checked[0] = true;
        let mut levels = Vec::new();
        let mut r = BitReader::new(stream);
        for index in 0..count as usize {
            let Some((seat, step)) = table.next() else {
                return Err(LinkError::Malformed("messages follow the end of the game"));
            };
            // The signature before the messages: a seat is only blamed for what it signed.
            if !checked[usize::from(seat)] {
                let key = match table.public_key(seat) {
                    Some(k) => Some(k),
                    None => table.first_key(step, &r).and_then(Point::from_bytes),
                };
                if !key.is_some_and(|k| signed(seat, &k)) {
                    return Err(LinkError::Forged);
                }
                checked[usize::from(seat)] = true;
            }
            let covered = signatures[usize::from(seat)].map_or(0, |s| s.0);
            let mut message = table.decode(step, seat, &mut r).map_err(|what| {
                if r.position() <= covered {
                    LinkError::Unreadable { index, seat, what }
                } else {
                    LinkError::Forged
                }
            })?;
            // Its seat's signature must cover it.
            if r.position() > covered {
                return Err(LinkError::Forged);
            }
            if let Some(signed) = message.evidence().map(Evidence::digest) {
                let level = shown_at(code, levels.len());
                let shuffle = step == super::Step::Shuffle;
                let cards = if shuffle {
                    9
                } else {
                    9 - table.given_slots().len()
                };
                let len = Evidence::len(level, shuffle, cards);
                let (shown, after) = evidence
                    .split_at_checked(len)
                    .ok_or(LinkError::Malformed("a proof is cut short"))?;
                let read = Evidence::read(shown, level, shuffle, cards, signed).map_err(|e| {
                    e.map_or(LinkError::Forged, |what| LinkError::Unreadable {
                        index,
                        seat,
                        what,
                    })
                })?;
                // What a proof shown is checked against must be shown too.
                if level == Shown::All && table.round().pruned {
                    return Err(LinkError::Malformed("a proof it needs is left out"));
                }
                message = message.with_evidence(read);
                evidence = after;
                levels.push(level);
            }
            table
                .apply(message)
                .map_err(|fault| LinkError::False { index, fault })?;
        }
        if !r.at_end() || !evidence.is_empty() {
            return Err(LinkError::Malformed("something follows the last message"));
        }
        // Each signature covers exactly its seat's messages, up to its last.
        for seat in 0..players {
            let covered = signatures[usize::from(seat)];
            if covered.map(|s| s.0) != table.last_end(seat) {
                return Err(LinkError::Forged);
            }
            if let Some((c, s)) = covered {
                table.set_signature(seat, c, s);
            }
        }
        // Evidence left out where every seat has checked it, and only there, said one way.
        if levels != table.shown() || code != shown_code(&levels) {
            return Err(LinkError::Malformed(
                "it leaves out a proof that not every player has checked",
            ));
        }
        Ok(table)
    }
}

/// How much of each message's evidence a link shows, as one number (those showing nothing
/// first, then perhaps one deck alone, then the rest whole).
fn shown_code(shown: &[Shown]) -> u64 {
    let nothing = shown.iter().take_while(|&&s| s == Shown::Nothing).count();
    let deck = shown.get(nothing) == Some(&Shown::Deck);
    2 * nothing as u64 + u64::from(deck)
}

/// What [`shown_code`] says of the `i`-th message with evidence.
fn shown_at(code: u64, i: usize) -> Shown {
    let nothing = code / 2;
    match (i as u64).cmp(&nothing) {
        std::cmp::Ordering::Less => Shown::Nothing,
        std::cmp::Ordering::Equal if code % 2 == 1 => Shown::Deck,
        _ => Shown::All,
    }
}
