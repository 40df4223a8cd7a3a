//! Live play's invitation and reply codes (docs/live-play.md): a WebRTC data channel's offer or
//! answer reduced to what the other browser needs to reach this one (the ICE credentials, the
//! DTLS fingerprint and role, the candidates' addresses), packed into bytes, checksummed and
//! written as a link's fragment; and the other way, a fragment checked and rebuilt into a
//! description that Chromium and Firefox accept. Nothing of the game is in it.
//!
//! [`encode`] reads a browser's SDP ([`read_sdp`], in [`sdp`]) and writes its code; [`decode`]
//! reads a code from any text a player pastes (a whole link, broken across lines) and gives a
//! [`LiveCode`], whose description [`Description::to_sdp`] rebuilds. Every refusal is a
//! [`LiveError`] whose kind the page words; nothing panics, and the work is bounded by
//! [`MAX_TEXT`] whatever the text.
//!
//! ```
//! use muses::live::{self, Expect, LiveError};
//!
//! let offer = "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
//!     a=candidate:1 1 udp 2113937151 10.0.0.7 50000 typ host\r\n\
//!     a=ice-ufrag:Hx3K\r\na=ice-pwd:Qm7vB2rTnq8ZcL0pWfXy1s9d\r\n\
//!     a=fingerprint:sha-256 A1:B2:C3:D4:E5:F6:07:18:29:3A:4B:5C:6D:7E:8F:90:\
//!     01:12:23:34:45:56:67:78:89:9A:AB:BC:CD:DE:EF:F0\r\na=setup:actpass\r\n";
//! let code = live::encode(offer, None, "Anna", "").unwrap();
//! assert!(code.starts_with('l') && code.len() < 120);
//! let read = live::decode(&format!("https://example.org/#{code}"), Expect::Offer).unwrap();
//! assert_eq!(read.from(), "Anna");
//! assert!(read.description().to_sdp().contains("a=candidate:1 1 udp"));
//! // An invitation where a reply is expected, a copy cut short: typed refusals.
//! assert_eq!(live::decode(&code, Expect::Answer), Err(LiveError::NotReply));
//! assert_eq!(live::decode(&code[..40], Expect::Any), Err(LiveError::Incomplete));
//! ```
//!
//! ## The bytes
//!
//! All numbers big-endian:
//!
//! | bytes | content |
//! |---|---|
//! | 1 | version: 1, or 2 when the code carries the players' names |
//! | 1 | flags: bit 0 a reply; bit 1 a reply's DTLS role is passive (else active); bits 2–4 the fingerprint's hash ([`Hash`]); bit 5 a mid other than `0` follows the fingerprint; bit 6 the names follow the candidates (version 2, and only there); bit 7 zero |
//! | 2 | a reply: the id of the invitation it answers ([`Description::id`]) |
//! | string | the ICE ufrag, then the ICE password |
//! | n | the fingerprint, as many bytes as its hash's |
//! | 1 + n | a mid other than `0`: its length, then its ASCII |
//! | 1 | the number of candidates, 1 to [`MAX_CANDIDATES`] |
//! | each | a candidate: a byte (bits 0–1 its type, [`CandidateType`]; bits 2–3 its address: 0 IPv4, 1 IPv6, 2 an mDNS name `<uuid>.local` as the UUID's 16 bytes; bits 4–7 zero), the address, the port (2) |
//! | names | version 2: the inviting player's name, then the invited one's, each a byte (its length in bytes, at most [`MAX_NAME`]) then its UTF-8 |
//! | 4 | CRC-32 (IEEE, as zlib's) of `Dance of Muses live` and every byte before it |
//!
//! A string is a byte (bit 7: hex digits, 4 bits each, else ICE characters, 6 bits each; bits
//! 0–6 its length), then its characters packed from each byte's high bits down, the last
//! byte's spare bits zero. A code without names is written as version 1, which the page's
//! first version reads. The text is `l` then the bytes in base64url, without padding.

pub mod sdp;
// The page's API for codes, the whole of the `live` bundle (www/engine/bundles.js).
#[cfg(all(target_arch = "wasm32", feature = "live"))]
pub mod wasm;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::Serialize;
use std::fmt;

pub use sdp::{read_sdp, Kind};

/// The first character of a live code.
pub const PREFIX: char = 'l';
/// The newest version this reads and writes (1: no names).
pub const VERSION: u8 = 2;
/// A name's longest UTF-8 in a code (a player's name is at most 20 characters).
pub const MAX_NAME: usize = 60;
/// A code longer than this (in UTF-16 units, as the page counts) is refused unread; a valid
/// one is about 100 to 250 characters.
pub const MAX_CODE: usize = 600;
/// A text longer than this is refused before any work on it (a pasted book, a crafted link).
pub const MAX_TEXT: usize = 4 * MAX_CODE;
/// Candidates kept in a code: a few ways to reach a device are enough, and each costs about
/// 25 characters.
pub const MAX_CANDIDATES: usize = 6;

/// Hashed before the bytes, so that another program's CRC-32 is not taken for ours.
const DOMAIN: &[u8] = b"Dance of Muses live";
const CRC_LEN: usize = 4;
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HEX: &[u8; 16] = b"0123456789abcdef";
const URL64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// Accepts spare bits, so that a changed last character is told from a damaged middle.
const LOOSE: base64::engine::GeneralPurpose = base64::engine::GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    base64::engine::general_purpose::NO_PAD.with_decode_allow_trailing_bits(true),
);

/// Why a code was refused, or why a description cannot be made into one. Serialised as
/// `{"kind", "params"}`: the page words the kind (www/ui/lang/live/).
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum LiveError {
    #[error("no code")]
    Empty,
    #[error("not a live-play code")]
    NotLive,
    #[error("far too long for a live-play code")]
    TooLong,
    #[error("the character '{char}' cannot be part of a code")]
    BadCharacters { char: char },
    #[error("the code ends too soon")]
    Incomplete,
    #[error("the code was changed or damaged")]
    Damaged,
    #[error("a code of a newer version ({version}; this one reads 1 to {VERSION})")]
    FutureVersion { version: u8 },
    /// `what`, not `part`: the kind is shared with a game link's error, whose `part` the page
    /// words otherwise.
    #[error("the code is malformed: {what}")]
    Malformed { what: Flaw },
    #[error("a reply, not an invitation")]
    NotInvitation,
    #[error("an invitation, not a reply")]
    NotReply,
    #[error("the description does not fit in a code: {part}")]
    Unsupported { part: Unsupported },
    #[error("no address to reach this device")]
    NoCandidate,
}

impl LiveError {
    /// Every kind, as it serialises.
    pub const KINDS: &'static [&'static str] = &[
        "Empty",
        "NotLive",
        "TooLong",
        "BadCharacters",
        "Incomplete",
        "Damaged",
        "FutureVersion",
        "Malformed",
        "NotInvitation",
        "NotReply",
        "Unsupported",
        "NoCandidate",
    ];

    fn malformed(what: Flaw) -> LiveError {
        LiveError::Malformed { what }
    }
}

/// What is wrong in a code whose checksum is right ([`LiveError::Malformed`]).
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Flaw {
    Version,
    Flags,
    NoNames,
    Hash,
    InvitationRole,
    Credentials,
    SpareBits,
    Mid,
    CandidateCount,
    Candidate,
    CandidateAddress,
    NameTooLong,
    NameNotUtf8,
    NameUnclean,
    NoName,
    TrailingBytes,
    EndsTooSoon,
}

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// What a description holds that a code cannot carry ([`LiveError::Unsupported`]).
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Unsupported {
    NoSdp,
    NoDataChannel,
    NoCredentials,
    Fingerprint,
    Role,
    IceString,
    Mid,
    Credentials,
    /// A reply's id on an offer, or none on an answer.
    Kind,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The fingerprint's hash, numbered as the flags' bits 2–4 write it.
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Hash {
    #[serde(rename = "sha-1")]
    Sha1,
    #[serde(rename = "sha-224")]
    Sha224,
    #[serde(rename = "sha-256")]
    Sha256,
    #[serde(rename = "sha-384")]
    Sha384,
    #[serde(rename = "sha-512")]
    Sha512,
}

impl Hash {
    const ALL: [Hash; 5] = [
        Hash::Sha1,
        Hash::Sha224,
        Hash::Sha256,
        Hash::Sha384,
        Hash::Sha512,
    ];

    /// Its name in an SDP.
    pub fn name(self) -> &'static str {
        ["sha-1", "sha-224", "sha-256", "sha-384", "sha-512"][self as usize]
    }

    /// The fingerprint's length in bytes.
    pub fn bytes(self) -> usize {
        [20, 28, 32, 48, 64][self as usize]
    }

    fn from_name(name: &str) -> Option<Hash> {
        Hash::ALL.into_iter().find(|h| h.name() == name)
    }
}

/// The DTLS role: an offer's is `actpass`; an answer's `active` or `passive`.
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    ActPass,
    Active,
    Passive,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::ActPass => "actpass",
            Role::Active => "active",
            Role::Passive => "passive",
        }
    }
}

/// A candidate's type, numbered as a code writes it.
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CandidateType {
    Host,
    Srflx,
    Prflx,
    Relay,
}

impl CandidateType {
    const ALL: [CandidateType; 4] = [
        CandidateType::Host,
        CandidateType::Srflx,
        CandidateType::Prflx,
        CandidateType::Relay,
    ];

    pub fn name(self) -> &'static str {
        ["host", "srflx", "prflx", "relay"][self as usize]
    }

    /// RFC 8445's recommended type preference, for rebuilt candidates' priorities.
    fn preference(self) -> u32 {
        [126, 100, 110, 0][self as usize]
    }
}

/// Where a candidate is: an address, or a browser's mDNS name for one (`<uuid>.local`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    Mdns([u8; 16]),
}

impl Address {
    /// 0.0.0.0 and ::, which reach nothing.
    fn unspecified(&self) -> bool {
        match self {
            Address::V4(b) => b == &[0; 4],
            Address::V6(b) => b == &[0; 16],
            Address::Mdns(_) => false,
        }
    }
}

/// IPv4 dotted; IPv6 as RFC 5952 writes it (lowercase, the longest run of zero groups as
/// `::`); an mDNS name as its UUID in lowercase.
impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4([a, b, c, d]) => write!(f, "{a}.{b}.{c}.{d}"),
            Address::V6(b) => {
                let words: Vec<u16> = b
                    .chunks(2)
                    .map(|w| u16::from(w[0]) << 8 | u16::from(w[1]))
                    .collect();
                // The first longest run of two zero groups or more.
                let (mut at, mut len) = (None, 1);
                let mut i = 0;
                while i < 8 {
                    let run = words[i..].iter().take_while(|&&w| w == 0).count();
                    if run > len {
                        (at, len) = (Some(i), run);
                    }
                    i += run.max(1);
                }
                let join = |ws: &[u16]| {
                    ws.iter()
                        .map(|w| format!("{w:x}"))
                        .collect::<Vec<_>>()
                        .join(":")
                };
                match at {
                    None => f.write_str(&join(&words)),
                    Some(i) => write!(f, "{}::{}", join(&words[..i]), join(&words[i + len..])),
                }
            }
            Address::Mdns(b) => {
                for (i, x) in b.iter().enumerate() {
                    if [4, 6, 8, 10].contains(&i) {
                        f.write_str("-")?;
                    }
                    write!(f, "{x:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

impl Serialize for Address {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One way to reach a device: UDP, component 1 (a data channel needs no other).
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Candidate {
    #[serde(rename = "type")]
    pub kind: CandidateType,
    #[cfg_attr(all(target_arch = "wasm32", feature = "live"), tsify(type = "string"))]
    pub address: Address,
    pub port: u16,
}

/// The essentials of a data channel's offer or answer, always ones a code carries and reads
/// back: made by [`read_sdp`] or read from a code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Description {
    ufrag: String,
    pwd: String,
    hash: Hash,
    fingerprint: Vec<u8>,
    setup: Role,
    mid: String,
    candidates: Vec<Candidate>,
}

impl Description {
    pub fn ufrag(&self) -> &str {
        &self.ufrag
    }

    pub fn pwd(&self) -> &str {
        &self.pwd
    }

    pub fn hash(&self) -> Hash {
        self.hash
    }

    pub fn fingerprint(&self) -> &[u8] {
        &self.fingerprint
    }

    pub fn setup(&self) -> Role {
        self.setup
    }

    pub fn mid(&self) -> &str {
        &self.mid
    }

    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    /// Whether it is an answer's (a reply's).
    pub fn is_answer(&self) -> bool {
        self.setup != Role::ActPass
    }

    /// The id a reply names its invitation by: 16 bits of the invitation's ICE credentials
    /// and fingerprint (the same on both devices, different for each exchange).
    pub fn id(&self) -> u16 {
        let text = format!("{}:{}", self.ufrag, self.pwd);
        crate::code::crc32(text.as_bytes().iter().chain(&self.fingerprint)) as u16
    }

    /// A valid SDP for it, in a form both Chromium and Firefox accept: its candidates listed
    /// and ended (no trickle), CRLF lines.
    pub fn to_sdp(&self) -> String {
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let origin =
            crate::code::crc32(self.ufrag.as_bytes().iter().chain(self.pwd.as_bytes())) >> 1;
        let mut lines = vec![
            "v=0".to_string(),
            format!("o=- {origin} 2 IN IP4 127.0.0.1"),
            "s=-".into(),
            "t=0 0".into(),
            format!("a=group:BUNDLE {}", self.mid),
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".into(),
            "c=IN IP4 0.0.0.0".into(),
        ];
        for (i, c) in self.candidates.iter().enumerate() {
            let priority = c.kind.preference() << 24 | (65535 - i as u32) << 8 | 255;
            let related = match (c.kind, c.address) {
                (CandidateType::Host, _) => "",
                (_, Address::V6(_)) => " raddr :: rport 0",
                _ => " raddr 0.0.0.0 rport 0",
            };
            lines.push(format!(
                "a=candidate:{} 1 udp {priority} {} {} typ {}{related}",
                i + 1,
                c.address,
                c.port,
                c.kind.name()
            ));
        }
        lines.extend([
            "a=end-of-candidates".to_string(),
            format!("a=ice-ufrag:{}", self.ufrag),
            format!("a=ice-pwd:{}", self.pwd),
            format!(
                "a=fingerprint:{} {}",
                self.hash.name(),
                fingerprint.join(":")
            ),
            format!("a=setup:{}", self.setup.name()),
            format!("a=mid:{}", self.mid),
            "a=sctp-port:5000".into(),
            // What every browser can take (RFC 8841's default is 64 KB); the page's messages
            // are far smaller.
            "a=max-message-size:262144".into(),
        ]);
        let mut sdp = lines.join("\r\n");
        sdp.push_str("\r\n");
        sdp
    }
}

/// What a code carries: a description, the invitation it answers (a reply's), and the names
/// of the inviting player and the invited one (empty when none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveCode {
    description: Description,
    answers: Option<u16>,
    from: String,
    to: String,
}

impl LiveCode {
    /// An offer's description as an invitation (`answers` None), or an answer's as the reply
    /// to invitation `answers`; the names as a code carries them ([`clean_name`]).
    pub fn new(
        description: Description,
        answers: Option<u16>,
        from: &str,
        to: &str,
    ) -> Result<LiveCode, LiveError> {
        if answers.is_some() != description.is_answer() {
            return Err(LiveError::Unsupported {
                part: Unsupported::Kind,
            });
        }
        Ok(LiveCode {
            description,
            answers,
            from: clean_name(from),
            to: clean_name(to),
        })
    }

    pub fn description(&self) -> &Description {
        &self.description
    }

    /// A reply's invitation id; None for an invitation.
    pub fn answers(&self) -> Option<u16> {
        self.answers
    }

    pub fn is_reply(&self) -> bool {
        self.answers.is_some()
    }

    /// The inviting player's name.
    pub fn from(&self) -> &str {
        &self.from
    }

    /// The invited player's name.
    pub fn to(&self) -> &str {
        &self.to
    }

    /// Its code: `l` and base64url.
    pub fn to_text(&self) -> String {
        let mut text = String::from(PREFIX);
        URL_SAFE_NO_PAD.encode_string(self.to_bytes(), &mut text);
        text
    }

    /// Its bytes, the checksum last.
    pub fn to_bytes(&self) -> Vec<u8> {
        let d = &self.description;
        let names = !self.from.is_empty() || !self.to.is_empty();
        let mut out = vec![if names { 2 } else { 1 }];
        out.push(
            u8::from(self.answers.is_some())
                | u8::from(d.setup == Role::Passive) << 1
                | (d.hash as u8) << 2
                | u8::from(d.mid != "0") << 5
                | u8::from(names) << 6,
        );
        if let Some(id) = self.answers {
            out.extend(id.to_be_bytes());
        }
        pack_string(&mut out, &d.ufrag);
        pack_string(&mut out, &d.pwd);
        out.extend(&d.fingerprint);
        if d.mid != "0" {
            out.push(d.mid.len() as u8);
            out.extend(d.mid.as_bytes());
        }
        out.push(d.candidates.len() as u8);
        for c in &d.candidates {
            let (family, raw): (u8, &[u8]) = match &c.address {
                Address::V4(b) => (0, b),
                Address::V6(b) => (1, b),
                Address::Mdns(b) => (2, b),
            };
            out.push(c.kind as u8 | family << 2);
            out.extend(raw);
            out.extend(c.port.to_be_bytes());
        }
        if names {
            for name in [&self.from, &self.to] {
                out.push(name.len() as u8);
                out.extend(name.as_bytes());
            }
        }
        let crc = crate::code::crc32(DOMAIN.iter().chain(&out));
        out.extend(crc.to_be_bytes());
        out
    }
}

/// A code as the page reads it (src/live/wasm.rs): its values, the id of the invitation it
/// is or answers, and the description rebuilt as an SDP.
#[cfg_attr(all(target_arch = "wasm32", feature = "live"), derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveRead {
    pub reply: bool,
    pub answers: Option<u16>,
    pub ufrag: String,
    pub pwd: String,
    pub hash: Hash,
    pub fingerprint: Vec<u8>,
    pub setup: Role,
    pub mid: String,
    pub candidates: Vec<Candidate>,
    pub from: String,
    pub to: String,
    pub id: u16,
    pub sdp: String,
}

impl From<&LiveCode> for LiveRead {
    fn from(code: &LiveCode) -> LiveRead {
        let d = &code.description;
        LiveRead {
            reply: code.is_reply(),
            answers: code.answers,
            ufrag: d.ufrag.clone(),
            pwd: d.pwd.clone(),
            hash: d.hash,
            fingerprint: d.fingerprint.clone(),
            setup: d.setup,
            mid: d.mid.clone(),
            candidates: d.candidates.clone(),
            from: code.from.clone(),
            to: code.to.clone(),
            id: d.id(),
            sdp: d.to_sdp(),
        }
    }
}

/// Which kind of code a text must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Any,
    /// An invitation (else [`LiveError::NotInvitation`]).
    Offer,
    /// A reply (else [`LiveError::NotReply`]).
    Answer,
}

/// The code of an offer's SDP (`reply` None: an invitation) or of an answer's (the reply to
/// invitation `reply`), with the players' names, cut to what a code holds.
pub fn encode(sdp: &str, reply: Option<u16>, from: &str, to: &str) -> Result<String, LiveError> {
    let kind = if reply.is_some() {
        Kind::Answer
    } else {
        Kind::Offer
    };
    Ok(LiveCode::new(read_sdp(sdp, kind)?, reply, from, to)?.to_text())
}

/// The code in `text` (a whole link, or the code alone; the spaces and line breaks a
/// messenger may add are ignored), checked and read, in time linear in at most [`MAX_TEXT`]
/// characters.
pub fn decode(text: &str, expect: Expect) -> Result<LiveCode, LiveError> {
    let code = code_of(text)?;
    let body = &code[PREFIX.len_utf8()..];
    if let Some(char) = body.chars().find(|&c| !URL64.contains(c)) {
        return Err(LiveError::BadCharacters { char });
    }
    // Whole bytes only: a copy cut short is read as far as it goes, to be told as such.
    let whole = &body[..body.len() - usize::from(body.len() % 4 == 1)];
    let bytes = LOOSE.decode(whole).map_err(|_| LiveError::Damaged)?;
    let read = unpack(&bytes)?;
    // One writing per code: a changed last character may only touch spare bits.
    if URL_SAFE_NO_PAD.encode(&bytes) != body {
        return Err(LiveError::Damaged);
    }
    match (expect, read.is_reply()) {
        (Expect::Offer, true) => Err(LiveError::NotInvitation),
        (Expect::Answer, false) => Err(LiveError::NotReply),
        _ => Ok(read),
    }
}

/// The code in `text` (see [`decode`]), unread.
pub fn code_of(text: &str) -> Result<String, LiveError> {
    if utf16_len(text) > MAX_TEXT {
        return Err(LiveError::TooLong);
    }
    let joined: String = text.chars().filter(|&c| !is_js_space(c)).collect();
    let after = joined.rfind('#').map_or(&joined[..], |i| &joined[i + 1..]);
    // Punctuation a sentence put after the link ("…#lAbC." or "(…#lAbC)"): never a code's.
    let code = after.trim_end_matches(|c| ".,;:!?)]}>\"'»".contains(c));
    if code.is_empty() {
        return Err(LiveError::Empty);
    }
    if !code.starts_with(PREFIX) {
        return Err(LiveError::NotLive);
    }
    if utf16_len(code) > MAX_CODE {
        return Err(LiveError::TooLong);
    }
    Ok(code.to_string())
}

/// The code of raw `body` bytes with a right checksum: for tests and fuzzing, whatever the
/// bytes say.
pub fn seal(body: &[u8]) -> String {
    let mut bytes = body.to_vec();
    let crc = crate::code::crc32(DOMAIN.iter().chain(body));
    bytes.extend(crc.to_be_bytes());
    let mut text = String::from(PREFIX);
    URL_SAFE_NO_PAD.encode_string(bytes, &mut text);
    text
}

/// A code's bytes, checksum included, read.
pub fn unpack(bytes: &[u8]) -> Result<LiveCode, LiveError> {
    let Some(split) = bytes.len().checked_sub(CRC_LEN).filter(|&n| n >= 1) else {
        return Err(LiveError::Incomplete);
    };
    let (body, sum) = bytes.split_at(split);
    // The structure first: a copy cut short runs out of bytes; then the checksum.
    let read = read(&mut Reader { bytes: body, at: 0 });
    if crate::code::crc32(DOMAIN.iter().chain(body)).to_be_bytes() != sum {
        return Err(match read {
            Err(LiveError::Incomplete) => LiveError::Incomplete,
            _ => LiveError::Damaged,
        });
    }
    // A whole code of a newer version: its structure may be one this cannot read.
    match body[0] {
        0 => return Err(LiveError::malformed(Flaw::Version)),
        v if v > VERSION => return Err(LiveError::FutureVersion { version: v }),
        _ => {}
    }
    read.map_err(|e| match e {
        LiveError::Incomplete => LiveError::malformed(Flaw::EndsTooSoon),
        e => e,
    })
}

fn read(r: &mut Reader) -> Result<LiveCode, LiveError> {
    use Flaw as M;
    let bad = LiveError::malformed;
    let version = r.byte()?;
    if !(1..=VERSION).contains(&version) {
        // Told by the caller, once the checksum is known.
        return Err(bad(M::Version));
    }
    let flags = r.byte()?;
    if flags & 128 != 0 {
        return Err(bad(M::Flags));
    }
    // Names in version 2 and only there: one writing per code.
    let names = version == 2;
    if (flags & 64 != 0) != names {
        return Err(bad(if names { M::NoNames } else { M::Flags }));
    }
    let reply = flags & 1 != 0;
    let hash = *Hash::ALL
        .get(usize::from(flags >> 2 & 7))
        .ok_or(bad(M::Hash))?;
    if !reply && flags & 2 != 0 {
        return Err(bad(M::InvitationRole));
    }
    let answers = if reply {
        Some(u16::from_be_bytes([r.byte()?, r.byte()?]))
    } else {
        None
    };
    let ufrag = read_string(r)?;
    let pwd = read_string(r)?;
    // RFC 8445's bounds, which the browsers enforce: refused here with a clear reason.
    if ufrag.len() < 4 || pwd.len() < 22 {
        return Err(bad(M::Credentials));
    }
    let fingerprint = r.bytes(hash.bytes())?.to_vec();
    let mut mid = "0".to_string();
    if flags & 32 != 0 {
        let n = r.byte()?;
        let raw = r.bytes(usize::from(n))?;
        mid = raw.iter().map(|&b| char::from(b)).collect();
        if !sdp::is_mid(&mid) || mid == "0" {
            return Err(bad(M::Mid));
        }
    }
    let count = r.byte()?;
    if count < 1 || usize::from(count) > MAX_CANDIDATES {
        return Err(bad(M::CandidateCount));
    }
    let mut candidates = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let head = r.byte()?;
        let family = head >> 2 & 3;
        if head & 240 != 0 || family == 3 {
            return Err(bad(M::Candidate));
        }
        let address = if family == 0 {
            Address::V4(r.array()?)
        } else if family == 1 {
            Address::V6(r.array()?)
        } else {
            Address::Mdns(r.array()?)
        };
        let port = u16::from_be_bytes([r.byte()?, r.byte()?]);
        let kind = CandidateType::ALL[usize::from(head & 3)];
        let mdns = matches!(address, Address::Mdns(_));
        if port == 0 || address.unspecified() || (mdns && kind != CandidateType::Host) {
            return Err(bad(M::CandidateAddress));
        }
        candidates.push(Candidate {
            kind,
            address,
            port,
        });
    }
    let (from, to) = if names {
        (read_name(r)?, read_name(r)?)
    } else {
        (String::new(), String::new())
    };
    if names && from.is_empty() && to.is_empty() {
        return Err(bad(M::NoName));
    }
    if r.at < r.bytes.len() {
        return Err(bad(M::TrailingBytes));
    }
    let setup = match (reply, flags & 2 != 0) {
        (false, _) => Role::ActPass,
        (true, false) => Role::Active,
        (true, true) => Role::Passive,
    };
    Ok(LiveCode {
        description: Description {
            ufrag,
            pwd,
            hash,
            fingerprint,
            setup,
            mid,
            candidates,
        },
        answers,
        from,
        to,
    })
}

/// A name: its length, then as many bytes of UTF-8, written as [`clean_name`] writes it.
fn read_name(r: &mut Reader) -> Result<String, LiveError> {
    let n = r.byte()?;
    if usize::from(n) > MAX_NAME {
        return Err(LiveError::malformed(Flaw::NameTooLong));
    }
    // Bytes missing here are told as a name's fault, not a short copy's: as the page's first
    // codec did, so that a damaged code is refused for the same reason.
    let not_utf8 = LiveError::malformed(Flaw::NameNotUtf8);
    let raw = r.bytes(usize::from(n)).map_err(|_| not_utf8.clone())?;
    let name = std::str::from_utf8(raw).map_err(|_| not_utf8)?;
    if clean_name(name) != name {
        return Err(LiveError::malformed(Flaw::NameUnclean));
    }
    Ok(name.to_string())
}

/// `name` as a code carries it: without control characters and bidirectional overrides (a
/// name that reorders the words around it), trimmed, at most [`MAX_NAME`] bytes of UTF-8 (cut
/// between characters).
pub fn clean_name(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|&c| {
            !c.is_control() && !matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        })
        .collect();
    let mut s = kept.trim_matches(is_js_space);
    while s.len() > MAX_NAME {
        let last = s.chars().next_back().map_or(0, char::len_utf8);
        s = &s[..s.len() - last];
    }
    s.trim_matches(is_js_space).to_string()
}

/// Whitespace as the page's JavaScript sees it (`\s`, `trim`): Unicode's White_Space but
/// U+0085, and the byte-order mark.
pub(crate) fn is_js_space(c: char) -> bool {
    (c.is_whitespace() && c != '\u{85}') || c == '\u{feff}'
}

/// The length the page counts (UTF-16 units), counted no further than past [`MAX_TEXT`].
fn utf16_len(s: &str) -> usize {
    s.encode_utf16().take(MAX_TEXT + 1).count()
}

fn pack_string(out: &mut Vec<u8>, s: &str) {
    let hex = s.bytes().all(|b| HEX.contains(&b));
    let (alphabet, bits): (&[u8], u32) = if hex { (HEX, 4) } else { (ICE_CHARS, 6) };
    out.push(u8::from(hex) << 7 | s.len() as u8);
    let mut acc = 0u32;
    let mut n = 0;
    for b in s.bytes() {
        let v = alphabet.iter().position(|&a| a == b).unwrap_or(0) as u32;
        acc = acc << bits | v;
        n += bits;
        while n >= 8 {
            n -= 8;
            out.push((acc >> n) as u8);
        }
        acc &= (1 << n) - 1;
    }
    if n > 0 {
        out.push((acc << (8 - n)) as u8);
    }
}

fn read_string(r: &mut Reader) -> Result<String, LiveError> {
    let head = r.byte()?;
    let (alphabet, bits): (&[u8], usize) = if head & 128 != 0 {
        (HEX, 4)
    } else {
        (ICE_CHARS, 6)
    };
    let n = usize::from(head & 127);
    let raw = r.bytes((n * bits).div_ceil(8))?;
    let mut out = String::with_capacity(n);
    let (mut acc, mut held) = (0u32, 0);
    for &b in raw {
        acc = acc << 8 | u32::from(b);
        held += 8;
        while held >= bits && out.len() < n {
            held -= bits;
            out.push(char::from(
                alphabet[(acc >> held) as usize & ((1 << bits) - 1)],
            ));
        }
        acc &= (1 << held) - 1;
    }
    // Spare bits are 0: one string has one writing (a changed character is never ignored).
    if acc != 0 {
        return Err(LiveError::malformed(Flaw::SpareBits));
    }
    Ok(out)
}

/// A cursor over a code's body that says Incomplete when the bytes run out.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn bytes(&mut self, n: usize) -> Result<&'a [u8], LiveError> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(LiveError::Incomplete)?;
        self.at += n;
        Ok(out)
    }

    fn byte(&mut self) -> Result<u8, LiveError> {
        Ok(self.bytes(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], LiveError> {
        let mut out = [0; N];
        out.copy_from_slice(self.bytes(N)?);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_pack_high_bits_first_with_zero_spare_bits() {
        let mut out = Vec::new();
        pack_string(&mut out, "abc");
        assert_eq!(out, [0x83, 0xab, 0xc0]);
        let mut out = Vec::new();
        pack_string(&mut out, "Hx3K");
        assert_eq!(out[0], 4);
        let back = read_string(&mut Reader { bytes: &out, at: 0 });
        assert_eq!(back.as_deref(), Ok("Hx3K"));
        let mut spare = vec![0x83, 0xab, 0xc1];
        let r = read_string(&mut Reader {
            bytes: &spare,
            at: 0,
        });
        assert_eq!(r, Err(LiveError::malformed(Flaw::SpareBits)));
        spare.pop();
        let r = read_string(&mut Reader {
            bytes: &spare,
            at: 0,
        });
        assert_eq!(r, Err(LiveError::Incomplete));
    }

    #[test]
    fn ipv6_is_written_as_rfc_5952_says() {
        let v6 = |words: [u16; 8]| {
            let mut b = [0; 16];
            for (i, w) in words.iter().enumerate() {
                b[2 * i..2 * i + 2].copy_from_slice(&w.to_be_bytes());
            }
            Address::V6(b).to_string()
        };
        assert_eq!(v6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]), "2001:db8::1");
        assert_eq!(v6([0x2001, 0, 0, 1, 0, 0, 0, 1]), "2001:0:0:1::1");
        assert_eq!(
            v6([0x2001, 0xdb8, 0, 1, 1, 1, 1, 1]),
            "2001:db8:0:1:1:1:1:1"
        );
        assert_eq!(v6([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
        assert_eq!(v6([0xfe80, 0, 0, 0, 0, 0, 0, 0]), "fe80::");
        assert_eq!(
            v6([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201]),
            "::ffff:c000:201"
        );
        let mdns =
            Address::Mdns(*b"\x6f\x1e\x3a\x4c\x2b\x8d\x4e\x6f\x9a\x1b\x3c\x5d\x7e\x9f\x0a\x2b");
        assert_eq!(
            mdns.to_string(),
            "6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2b.local"
        );
    }

    #[test]
    fn names_lose_controls_overrides_and_what_is_too_long() {
        assert_eq!(clean_name(" An\u{202e}na\u{7} "), "Anna");
        assert_eq!(clean_name(&"é".repeat(50)), "é".repeat(30));
        assert_eq!(clean_name(&"🎲".repeat(20)), "🎲".repeat(15));
        assert_eq!(clean_name("\u{feff}Ben\u{feff}"), "Ben");
        assert_eq!(clean_name("\u{a0}Dora\u{3000}"), "Dora");
        assert_eq!(clean_name("a\u{200b}b"), "a\u{200b}b");
    }

    #[test]
    fn the_text_is_measured_as_the_page_counts_it() {
        assert_eq!(utf16_len("é🎲"), 3);
        let long = "🎲".repeat(MAX_TEXT);
        assert_eq!(utf16_len(&long), MAX_TEXT + 1);
        assert_eq!(code_of(&long), Err(LiveError::TooLong));
    }
}
