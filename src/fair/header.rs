//! A fair link's header, written and read here alone: the players, the rounds, whether it
//! names them, each Company's colour, the creator's public signing key (32 bytes), and with
//! names each seat's as a varint length and UTF-8; zero bits pad it to a whole byte. The
//! game's id is a hash of it, and every signature covers it.

use super::fault::LinkError;
use super::group::Point;
use super::wire::{BitReader, BitWriter};
use crate::board::Colour;
use crate::code::{clean_name, name_from, NAME_BYTES};
use crate::deal::Options;

/// What a header says.
pub(crate) struct Header {
    pub options: Options,
    pub creator: Point,
    pub names: Vec<String>,
}

impl Header {
    /// The names as a link carries them: none if all are empty, else one per seat, cleaned.
    pub fn names(options: &Options, names: &[String]) -> Result<Vec<String>, LinkError> {
        match names.len() {
            _ if names.iter().all(|n| clean_name(n).is_empty()) => Ok(Vec::new()),
            n if n == usize::from(options.players) => {
                Ok(names.iter().map(|s| clean_name(s)).collect())
            }
            _ => Err(LinkError::BadOptions("one name per seat, or none".into())),
        }
    }

    pub fn write(&self, w: &mut BitWriter) {
        let options = &self.options;
        w.bits(u64::from(options.players - 2), 2);
        w.bits(u64::from(options.rounds - 1), 1);
        w.bits((!self.names.is_empty()).into(), 1);
        for c in &options.colours {
            let i = Colour::ALL.iter().position(|x| x == c).unwrap_or(0);
            w.bits(i as u64, 2);
        }
        w.point(&self.creator);
        for name in &self.names {
            w.varint(name.len() as u64);
            w.bytes(name.as_bytes());
        }
    }

    /// Reads a header and the zero bits that pad it to a whole byte.
    pub fn read(r: &mut BitReader) -> Result<Header, LinkError> {
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
                names.push(name_from(&bytes).ok_or(bad)?);
            }
        }
        if named && names.iter().all(String::is_empty) {
            return Err(LinkError::Malformed("the link names no player"));
        }
        if r.align() != Some(0) {
            return Err(LinkError::Malformed("the header's padding is not zero"));
        }
        Ok(Header {
            options,
            creator,
            names,
        })
    }
}
