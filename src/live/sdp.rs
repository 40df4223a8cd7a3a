//! A browser's SDP read for what a live code keeps: the first data channel's ICE credentials,
//! DTLS fingerprint and role, and its UDP candidates of component 1 (a data channel needs no
//! other), at most [`MAX_CANDIDATES`], the ways across networks first. It reads the text as the
//! page's first codec, in JavaScript, did, so that a description gives the same code.

use super::{
    is_js_space, Address, Candidate, CandidateType, Description, Hash, LiveError, Role,
    Unsupported, HEX, ICE_CHARS, MAX_CANDIDATES,
};

/// Which description an SDP is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// The essentials of a data channel's offer or answer, refused with a [`LiveError`]
/// (Unsupported, NoCandidate) when a code cannot carry them.
pub fn read_sdp(sdp: &str, kind: Kind) -> Result<Description, LiveError> {
    use Unsupported as U;
    let unsupported = |part| LiveError::Unsupported { part };
    let lines: Vec<&str> = sdp
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    // The first application section's values, else the session's (Firefox puts the
    // fingerprint there).
    let start = lines
        .iter()
        .position(|l| l.starts_with("m=application"))
        .ok_or(unsupported(U::NoDataChannel))?;
    let end = lines[start + 1..]
        .iter()
        .position(|l| l.starts_with("m="))
        .map_or(lines.len(), |i| start + 1 + i);
    let media = &lines[start..end];
    let first = lines
        .iter()
        .position(|l| l.starts_with("m="))
        .unwrap_or(start);
    let session = &lines[..first];
    let value = |name: &str| {
        let find = |ls: &[&str]| -> Option<String> {
            ls.iter().find_map(|l| {
                let v = l
                    .strip_prefix("a=")?
                    .strip_prefix(name)?
                    .strip_prefix(':')?;
                Some(v.trim_matches(is_js_space).to_string())
            })
        };
        find(media).or_else(|| find(session))
    };
    let ufrag = value("ice-ufrag").unwrap_or_default();
    let pwd = value("ice-pwd").unwrap_or_default();
    let print = value("fingerprint").unwrap_or_default();
    let mut words = print.split(is_js_space).filter(|w| !w.is_empty());
    let hash = words
        .next()
        .map(|h| h.to_ascii_lowercase())
        .and_then(|h| Hash::from_name(&h));
    let fingerprint: Option<Vec<Option<u8>>> = words.next().map(|hex| {
        hex.split(':')
            .map(|b| {
                let two = b.len() == 2 && b.bytes().all(|c| c.is_ascii_hexdigit());
                two.then(|| u8::from_str_radix(b, 16).ok()).flatten()
            })
            .collect()
    });
    let setup = value("setup").unwrap_or_default();
    let mid = value("mid").unwrap_or_else(|| "0".into());
    let Some(fingerprint) = fingerprint.filter(|_| !ufrag.is_empty() && !pwd.is_empty()) else {
        return Err(unsupported(U::NoCredentials));
    };
    let (Some(hash), Some(fingerprint)) =
        (hash, fingerprint.into_iter().collect::<Option<Vec<u8>>>())
    else {
        return Err(unsupported(U::Fingerprint));
    };
    if fingerprint.len() != hash.bytes() {
        return Err(unsupported(U::Fingerprint));
    }
    let setup = match (kind, setup.as_str()) {
        (Kind::Offer, "actpass") => Role::ActPass,
        (Kind::Answer, "active") => Role::Active,
        (Kind::Answer, "passive") => Role::Passive,
        _ => return Err(unsupported(U::Role)),
    };

    let mut seen = Vec::new();
    let mut all = Vec::new();
    for line in media {
        let Some(c) = line.strip_prefix("a=candidate:").and_then(read_candidate) else {
            continue;
        };
        // The same address and port once, as written: the key is the text.
        if seen.contains(&c.1) {
            continue;
        }
        seen.push(c.1);
        all.push(c.0);
    }
    let across = all.iter().filter(|c| c.kind != CandidateType::Host).count();
    let across = across.min(MAX_CANDIDATES / 2);
    let hosts = MAX_CANDIDATES - across;
    let (mut a, mut h) = (0, 0);
    let candidates: Vec<Candidate> = all
        .into_iter()
        .filter(|c| {
            let (n, max) = if c.kind == CandidateType::Host {
                (&mut h, hosts)
            } else {
                (&mut a, across)
            };
            *n += 1;
            *n <= max
        })
        .collect();
    if candidates.is_empty() {
        return Err(LiveError::NoCandidate);
    }

    for s in [&ufrag, &pwd] {
        let all_of = |set: &[u8]| s.bytes().all(|b| set.contains(&b));
        if s.len() > 127 || !(all_of(HEX) || all_of(ICE_CHARS)) {
            return Err(unsupported(U::IceString));
        }
    }
    if mid != "0" && !is_mid(&mid) {
        return Err(unsupported(U::Mid));
    }
    // Shorter than RFC 8445 allows: no browser takes it, and no code reads it.
    if ufrag.len() < 4 || pwd.len() < 22 {
        return Err(unsupported(U::Credentials));
    }
    Ok(Description {
        ufrag,
        pwd,
        hash,
        fingerprint,
        setup,
        mid,
        candidates,
    })
}

/// A candidate attribute's value and its `address port` as written, or None if it is one a
/// code leaves out. One that reaches nothing (0.0.0.0, a reflexive mDNS name) is kept, as the
/// page's first codec kept it: the same description gives the same code.
fn read_candidate(text: &str) -> Option<(Candidate, (String, u16))> {
    let f: Vec<&str> = text.split(is_js_space).filter(|w| !w.is_empty()).collect();
    let typ = f.iter().position(|&w| w == "typ");
    if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || typ != Some(6) {
        return None;
    }
    let kind = CandidateType::ALL.into_iter().find(|k| k.name() == f[7])?;
    // ASCII only: an address with other letters is refused whatever their case.
    let text = f[4].to_ascii_lowercase();
    let port = port(f[5])?;
    let address = if let Some(b) = ipv4(&text) {
        Address::V4(b)
    } else if let Some(b) = mdns(&text) {
        Address::Mdns(b)
    } else {
        Address::V6(ipv6(&text)?)
    };
    Some((
        Candidate {
            kind,
            address,
            port,
        },
        (text, port),
    ))
}

/// A mid a code carries: 1 to 16 of `A-Za-z0-9_.-`.
pub(crate) fn is_mid(mid: &str) -> bool {
    (1..=16).contains(&mid.len())
        && mid
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_.-".contains(&b))
}

/// A port, 1 to 65535, as JavaScript's `Number` reads the text (decimal, with a fraction or
/// an exponent, or `0x`, `0o`, `0b`): what the page's first codec took.
fn port(text: &str) -> Option<u16> {
    let radix = match text.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0x") => 16,
        Some("0o") => 8,
        Some("0b") => 2,
        _ => 10,
    };
    let n = if radix == 10 {
        decimal(text)?
    } else {
        let digits = &text[2..];
        let ok = !digits.is_empty() && digits.chars().all(|c| c.is_digit(radix));
        u32::from_str_radix(digits, radix).ok().filter(|_| ok)?
    };
    u16::try_from(n).ok().filter(|&p| p != 0)
}

/// A decimal number's value if it is a whole number up to 65535, read exactly (without the
/// float parser's tables, which would be most of the bundle): digits, a fraction, an exponent.
/// Unlike `Number`, a fraction beyond a double's precision is not rounded (no browser writes one).
fn decimal(text: &str) -> Option<u32> {
    let text = text.strip_prefix('+').unwrap_or(text);
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], Some(&text[i + 1..])),
        None => (text, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || !digits(whole) || !digits(fraction) {
        return None;
    }
    let mut shift = -(fraction.len() as i64);
    if let Some(e) = exponent {
        let (negative, e) = match e.strip_prefix('-') {
            Some(e) => (true, e),
            None => (false, e.strip_prefix('+').unwrap_or(e)),
        };
        if e.is_empty() || !digits(e) {
            return None;
        }
        // Past 9 digits, the number is 0 or far too large.
        let e: i64 = if e.len() > 9 {
            1_000_000_000
        } else {
            e.parse().ok()?
        };
        shift += if negative { -e } else { e };
    }
    let all = format!("{whole}{fraction}");
    let all = all.trim_start_matches('0');
    let significant = all.trim_end_matches('0');
    shift += (all.len() - significant.len()) as i64;
    if significant.is_empty() || shift < 0 || significant.len() as i64 + shift > 5 {
        return None;
    }
    let n: u32 = significant.parse().ok()?;
    n.checked_mul(10u32.pow(shift as u32))
        .filter(|&n| n <= 65535)
}

/// A dotted IPv4 address: four numbers 0 to 255, no leading zero.
fn ipv4(text: &str) -> Option<[u8; 4]> {
    let mut out = [0; 4];
    let mut parts = text.split('.');
    for b in &mut out {
        let p = parts.next()?;
        let ok = (1..=3).contains(&p.len())
            && p.bytes().all(|c| c.is_ascii_digit())
            && (p == "0" || !p.starts_with('0'));
        *b = p.parse().ok().filter(|_| ok)?;
    }
    parts.next().is_none().then_some(out)
}

/// The UUID of a browser's mDNS name, `<uuid>.local`.
fn mdns(text: &str) -> Option<[u8; 16]> {
    let uuid = text.strip_suffix(".local")?;
    let b = uuid.as_bytes();
    let dashes = [8, 13, 18, 23];
    let ok = b.len() == 36
        && (0..36).all(|i| {
            if dashes.contains(&i) {
                b[i] == b'-'
            } else {
                b[i].is_ascii_hexdigit()
            }
        });
    if !ok {
        return None;
    }
    let hex: String = uuid.chars().filter(|&c| c != '-').collect();
    let mut out = [0; 16];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The 16 bytes of an IPv6 address's text (a trailing IPv4 allowed, no zone).
fn ipv6(text: &str) -> Option<[u8; 16]> {
    let chars_ok = text
        .bytes()
        .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.');
    if !(2..=45).contains(&text.len()) || !chars_ok {
        return None;
    }
    let halves: Vec<&str> = text.split("::").collect();
    if halves.len() > 2 {
        return None;
    }
    let part = |s: &str| -> Vec<String> {
        if s.is_empty() {
            Vec::new()
        } else {
            s.split(':').map(String::from).collect()
        }
    };
    let mut head = part(halves[0]);
    let mut tail = halves.get(1).map_or_else(Vec::new, |s| part(s));
    // A trailing IPv4 (::ffff:1.2.3.4) counts as two groups.
    let last = if halves.len() == 2 {
        &mut tail
    } else {
        &mut head
    };
    if let Some(v4) = last.last().filter(|w| w.contains('.')).cloned() {
        let [a, b, c, d] = ipv4(&v4)?;
        last.pop();
        last.push(format!("{:x}", u16::from_be_bytes([a, b])));
        last.push(format!("{:x}", u16::from_be_bytes([c, d])));
    }
    let words = if halves.len() == 2 {
        let fill = 8usize
            .checked_sub(head.len() + tail.len())
            .filter(|&n| n >= 1)?;
        [head, vec!["0".to_string(); fill], tail].concat()
    } else {
        head
    };
    let ok = words.len() == 8
        && words
            .iter()
            .all(|w| (1..=4).contains(&w.len()) && w.bytes().all(|c| c.is_ascii_hexdigit()));
    if !ok {
        return None;
    }
    let mut out = [0; 16];
    for (i, w) in words.iter().enumerate() {
        out[2 * i..2 * i + 2].copy_from_slice(&u16::from_str_radix(w, 16).ok()?.to_be_bytes());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ports_as_the_first_codec_read_them() {
        for (text, port_) in [
            ("80", Some(80)),
            ("080", Some(80)),
            ("+80", Some(80)),
            ("8e1", Some(80)),
            ("80.0", Some(80)),
            ("0x50", Some(80)),
            ("0b1010000", Some(80)),
            ("0o120", Some(80)),
            ("65535", Some(65535)),
            ("65536", None),
            ("0", None),
            ("-80", None),
            ("80.5", None),
            ("12a", None),
            ("0x", None),
            ("0x+5", None),
            ("inf", None),
            ("6553.5e1", Some(65535)),
            ("655350e-1", Some(65535)),
            ("8E+1", Some(80)),
            ("800e-1", Some(80)),
            ("000.00", None),
            ("1e", None),
            (".", None),
            ("1e99999999999", None),
            ("0e99999999999", None),
            ("", None),
        ] {
            assert_eq!(port(text), port_, "{text}");
        }
    }

    #[test]
    fn addresses_of_each_family() {
        assert_eq!(ipv4("203.0.113.7"), Some([203, 0, 113, 7]));
        for bad in ["01.2.3.4", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1..2.3", ""] {
            assert_eq!(ipv4(bad), None, "{bad}");
        }
        assert_eq!(ipv6("::1").map(|b| b[15]), Some(1));
        assert_eq!(
            ipv6("::ffff:192.0.2.1").map(|b| b[12..].to_vec()),
            Some(vec![192, 0, 2, 1])
        );
        for bad in [
            "fe80::1%eth0",
            "2001:db8::1::2",
            "1:2:3:4:5:6:7:8:9",
            "12345::1",
            "1:2:3:4:5:6:7:8::",
            ":",
        ] {
            assert_eq!(ipv6(bad), None, "{bad}");
        }
        assert_eq!(ipv6("1:2:3:4:5:6:7::").map(|b| b[15]), Some(0));
        assert!(mdns("6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2b.local").is_some());
        assert!(mdns("6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2.local").is_none());
        assert!(mdns("my-laptop.local").is_none());
    }
}
