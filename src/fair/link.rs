//! The fair link: `f` then base64url (no padding) of
//!
//! | bytes | content |
//! |---|---|
//! | 1 | format version (1) |
//! | … | the header, padded with zero bits to a whole byte: players − 2 (2 bits), rounds − 1 (1 bit), names (1 bit), each Company's colour (2 bits: purple, orange, white), the game id (16 bytes), and with names, each seat's as a varint length and UTF-8 |
//! | varint | the number of messages |
//! | … | the messages, one bit stream, then zero bits to a whole byte |
//! | 4 | CRC-32 of `Dance of Muses fair` and every byte before it, little-endian |
//!
//! Messages carry no sender: the protocol says whose each one is. Points are their 32 bytes,
//! proofs 48 (challenge then response), random values and keys 16; choices take ⌈log₂ n⌉
//! bits for n choices (a slot among those in hand, a square among the free ones in x-then-y
//! order, a dance turn in the canonical order of [`crate::code::canonical_actions`]).
//! Reading checks every message as it comes ([`Table::apply`]).

use super::table::{LinkError, Table, NAME_BYTES, PREFIX, VERSION};
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

impl Table {
    /// The link's fragment (without `#`) that carries this game's whole transcript.
    pub fn link(&self) -> String {
        let mut w = BitWriter::default();
        w.bits(VERSION.into(), 8);
        super::table::write_header(&mut w, self.options(), self.id(), self.names());
        let mut bytes = w.bytes;
        let mut count = BitWriter::default();
        count.varint(self.messages().len() as u64);
        bytes.extend_from_slice(&count.bytes);
        bytes.extend_from_slice(&self.bits().bytes);
        seal(&bytes)
    }

    /// Opens a fair link (its fragment, with or without `#`, or a whole address), checking
    /// every message. Nothing panics; a false message is named with its sender.
    pub fn open(link: &str) -> Result<Table, LinkError> {
        let link = link.trim();
        let fragment = link.split_once('#').map_or(link, |(_, f)| f);
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
        let bytes = URL_SAFE_NO_PAD
            .decode(text)
            .map_err(|_| LinkError::Checksum)?;
        let Some((body, check)) = bytes.split_last_chunk::<4>() else {
            return Err(LinkError::Malformed("it is too short"));
        };
        if crc(body) != *check {
            return Err(LinkError::Checksum);
        }
        let mut r = BitReader::new(body);
        match r.bits(8) {
            Some(1) => {}
            Some(v) if v > 1 => return Err(LinkError::FutureVersion(v as u8)),
            _ => return Err(LinkError::Malformed("its version is unknown")),
        }
        let (options, id, names) = read_header(&mut r)?;
        let mut table = Table::new(options, id, names)?;
        let count = r
            .varint()
            .ok_or(LinkError::Malformed("the number of messages is unreadable"))?;
        for index in 0..count as usize {
            let Some((seat, step)) = table.next() else {
                return Err(LinkError::Malformed("messages follow the end of the game"));
            };
            let message = table
                .decode(step, seat, &mut r)
                .map_err(|what| LinkError::Unreadable { index, seat, what })?;
            table
                .apply(message)
                .map_err(|fault| LinkError::False { index, fault })?;
        }
        if !r.at_end() {
            return Err(LinkError::Malformed("something follows the last message"));
        }
        Ok(table)
    }
}

/// Reads the header and the zero bits that pad it to a whole byte.
fn read_header(r: &mut BitReader) -> Result<(Options, [u8; 16], Vec<String>), LinkError> {
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
    let id: [u8; 16] = r.array().ok_or(short.clone())?;
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
    Ok((options, id, names))
}
