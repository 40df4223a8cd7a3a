//! The fair link: `f` then base64url (no padding) of
//!
//! | bytes | content |
//! |---|---|
//! | 1 | format version (2) |
//! | … | the header, padded with zero bits to a whole byte: players − 2 (2 bits), rounds − 1 (1 bit), names (1 bit), each Company's colour (2 bits: purple, orange, white), the creator's public signing key (32 bytes), and with names, each seat's as a varint length and UTF-8 |
//! | varint | the number of messages |
//! | … | per seat: a varint, the bits of the message stream its signature covers (0: none), then, if not 0, its signature (48 bytes) |
//! | … | the messages, one bit stream, then zero bits to a whole byte |
//! | 4 | CRC-32 of `Dance of Muses fair` and every byte before it, little-endian |
//!
//! Messages carry no sender: the protocol says whose each one is. Points are their 32 bytes,
//! proofs and signatures 48 (challenge then response), random values and keys 16; choices
//! take ⌈log₂ n⌉ bits for n choices (a slot among those in hand, a square among the free ones
//! in x-then-y order, a dance turn in the canonical order of
//! [`crate::code::canonical_actions`]).
//!
//! A seat's signature covers the header and the stream up to the end of its last message,
//! so every message is signed by its seat, and by every seat that answered after it.
//! Reading checks each seat's signature as soon as its signing key is known (the header's,
//! or its first message), before any of its messages is checked: a message changed on its
//! way is refused as such ([`LinkError::Forged`]), never blamed on the seat that signed it;
//! a false message its seat signed names that seat ([`LinkError::False`]).

use super::group::Signature;
use super::table::{signed_digest, LinkError, Table, MAX_LINK_CHARS, NAME_BYTES, PREFIX, VERSION};
use super::wire::{BitReader, BitWriter};
use crate::board::Colour;
use crate::deal::Options;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

const DOMAIN: &[u8] = b"Dance of Muses fair";

fn crc(bytes: &[u8]) -> [u8; 4] {
    crate::code::crc32(DOMAIN.iter().chain(bytes)).to_le_bytes()
}

/// A fair link around raw bytes (version byte included) with a valid checksum. It says
/// nothing about whether they make a game: for tests and fuzzing.
pub fn seal(bytes: &[u8]) -> String {
    let mut bytes = bytes.to_vec();
    let check = crc(&bytes);
    bytes.extend_from_slice(&check);
    let mut text = String::from(PREFIX);
    URL_SAFE_NO_PAD.encode_string(&bytes, &mut text);
    text
}

/// The bytes under a fair link's checksum, checked: its characters, its length, its
/// checksum, its version.
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

/// The game id of a fair link, from its header alone (no message is read): the key of what
/// a device keeps about that game.
pub fn game_id(link: &str) -> Result<[u8; 16], LinkError> {
    let bytes = body(link)?;
    let mut r = BitReader::new(&bytes[1..]);
    let (options, creator, names) = read_header(&mut r)?;
    Ok(*Table::new(options, creator, names)?.id())
}

impl Table {
    /// The link's fragment (without `#`) that carries this game's whole transcript, with
    /// each seat's signature.
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
        bytes.extend_from_slice(&w.bytes);
        bytes.extend_from_slice(&self.bits().bytes);
        seal(&bytes)
    }

    /// Opens a fair link (its fragment, with or without `#`, or a whole address), checking
    /// every signature and every message, in time linear in its length. Nothing panics; a
    /// false message is named with the seat that signed it, a changed one as changed.
    pub fn open(link: &str) -> Result<Table, LinkError> {
        let bytes = body(link)?;
        let mut r = BitReader::new(&bytes[1..]);
        let (options, creator, names) = read_header(&mut r)?;
        let mut table = Table::new(options, creator, names)?;
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
        let stream = &bytes[1 + r.position() / 8..];
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
        let signed = |seat: u8, key: &super::group::Point| {
            signatures[usize::from(seat)].is_none_or(|(covered, sig)| {
                sig.verify(key, &signed_digest(&header, stream, covered))
            })
        };
        if !signed(0, &creator) {
            return Err(LinkError::Forged);
        }
        let mut r = BitReader::new(stream);
        for index in 0..count as usize {
            let Some((seat, step)) = table.next() else {
                return Err(LinkError::Malformed("messages follow the end of the game"));
            };
            let message = table
                .decode(step, seat, &mut r)
                .map_err(|what| LinkError::Unreadable { index, seat, what })?;
            // A seat's first message brings its signing key: its signature is checked before
            // the message is, so that a false message is only ever blamed on its signer.
            if let super::Message::Shuffle { key: Some(k), .. } = &message {
                if !signed(seat, k) {
                    return Err(LinkError::Forged);
                }
            }
            // Its seat's signature must cover it.
            let covered = signatures[usize::from(seat)].map_or(0, |s| s.0);
            if r.position() > covered {
                return Err(LinkError::Forged);
            }
            table
                .apply(message)
                .map_err(|fault| LinkError::False { index, fault })?;
        }
        if !r.at_end() {
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
        Ok(table)
    }
}

/// Reads the header and the zero bits that pad it to a whole byte.
fn read_header(
    r: &mut BitReader,
) -> Result<(Options, super::group::Point, Vec<String>), LinkError> {
    let short = LinkError::Malformed("the header is cut short");
    let head = r.bits(4).ok_or(short.clone())?;
    let players = 2 + (head & 3) as u8;
    let rounds = 1 + (head >> 2 & 1) as u8;
    let named = head >> 3 == 1;
    let companies = if players == 3 { 3 } else { 2 };
    let mut colours = Vec::new();
    for _ in 0..companies {
        let c = r.bits(2).ok_or(short.clone())?;
        colours.push(
            *Colour::ALL
                .get(c as usize)
                .ok_or(LinkError::BadOptions("a colour is unknown".into()))?,
        );
    }
    let options = Options::new(players).rounds(rounds).colours(colours);
    let creator = r.point().ok_or(short.clone())?.ok_or(LinkError::Malformed(
        "the creator's signing key is not a point",
    ))?;
    let mut names = Vec::new();
    if named {
        for _ in 0..players {
            let bad = LinkError::Malformed("a player's name is unreadable");
            let len = r
                .varint()
                .filter(|&n| n as usize <= NAME_BYTES)
                .ok_or(bad.clone())?;
            let bytes: Vec<u8> = (0..len)
                .map(|_| r.bits(8).map(|b| b as u8))
                .collect::<Option<_>>()
                .ok_or(bad.clone())?;
            let name = String::from_utf8(bytes).map_err(|_| bad.clone())?;
            if name.chars().any(char::is_control) {
                return Err(bad);
            }
            names.push(name);
        }
    }
    if named && names.iter().all(String::is_empty) {
        return Err(LinkError::Malformed("the link names no player"));
    }
    if r.align() != Some(0) {
        return Err(LinkError::Malformed("the header's padding is not zero"));
    }
    Ok((options, creator, names))
}
