//! Fair mode's tools for the page's e2e tests (tests/e2e/fair*.test.mjs):
//!
//! - `fair_truth '<link>'`: what a finished fair game hid, from its last link (every key
//!   revealed): each seat's Muses and round keys per round, the 2-player leftover of each
//!   round, and the Muses' public points, as JSON. The tests search what one browser held before the reveal for them.
//! - `fair_truth cheat '<link>' '<key text>'`: a dealer who cheats: the seat of the key text,
//!   the dealer next, deals another seat's card masked twice into its own first slot and makes
//!   its second up to keep the sum, and signs it; the link printed is what its device sends
//!   (every other device refuses it, naming the dealer).
//! - `fair_truth fork '<link>' '<key text>'`: the same dealer's second true deal, its own cards
//!   in another order, signed: a version of the game other than its honest one.
//! - `fair_truth time [<file of a link>]`: docs/fair-play.md's native figures (run it with
//!   `--release`): a 2-player game between two devices, each message timed as the page takes
//!   it, then the link in the file (the longest legal one: `cargo test --release --test fair
//!   the_longest` writes it to target/fair-longest-link.txt) opened 20 times.

#[path = "../tests/common/mod.rs"]
mod common;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use common::fair::{cards_of, deal_with, forged_link};
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use muses::fair::group::{muse_point, Point};
use muses::fair::{Device, Key, Message, Seat, Step, Table};
use muses::rng::Stream;
use muses::{Action, Muse, Options};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["time"] => time(None),
        [link] => truth(link),
        ["cheat", link, key] => deal(link, key, true),
        ["fork", link, key] => deal(link, key, false),
        ["time", file] => time(Some(file)),
        _ => Err(
            "usage: fair_truth '<fair link>' | fair_truth cheat|fork '<link>' '<key text>' | fair_truth time [<file>]"
                .into(),
        ),
    };
    match result {
        Ok(out) => println!("{out}"),
        Err(e) => {
            eprintln!("fair_truth: {e}");
            std::process::exit(1);
        }
    }
}

fn truth(link: &str) -> Result<String, String> {
    let table = Table::open(link).map_err(|e| e.to_string())?;
    let id = *table.id();
    let b64 = |b: &[u8]| format!("\"{}\"", URL_SAFE_NO_PAD.encode(b));
    let players = table.players();
    let per = match players {
        2 => 4,
        3 => 3,
        _ => 2,
    };
    // Each seat's revealed key seeds, one per round in order.
    let mut seeds: Vec<Vec<[u8; 16]>> = vec![Vec::new(); usize::from(players)];
    for m in table.messages() {
        if let Message::Reveal { seed } | Message::Abort { seed } = &m.message {
            seeds[usize::from(m.seat)].push(*seed);
        }
    }
    let mut seats = Vec::new();
    for s in 0..players {
        let mut rounds = Vec::new();
        for (r, seed) in seeds[usize::from(s)].iter().enumerate() {
            let round = r as u8 + 1;
            let scalar = Key::derive(&id, round, s, *seed).scalar_bytes();
            let hand = table
                .truth(r)
                .map(|t| {
                    t[usize::from(s) * per..(usize::from(s) + 1) * per]
                        .iter()
                        .map(|m| format!("\"{}\"", m.name()))
                        .collect::<Vec<_>>()
                        .join(",")
                })
                .unwrap_or_default();
            rounds.push(format!(
                "{{\"round\":{round},\"hand\":[{hand}],\"seed\":{},\"scalar\":{}}}",
                b64(seed),
                b64(&scalar)
            ));
        }
        seats.push(format!(
            "{{\"seat\":{s},\"rounds\":[{}]}}",
            rounds.join(",")
        ));
    }
    // The 2-player leftover of each round verified (the 4-player one is face up from the start).
    let rounds = if players == 2 {
        table.verdicts().len()
    } else {
        0
    };
    let leftovers: Vec<String> = (0..rounds)
        .filter_map(|r| table.truth(r))
        .map(|t| format!("\"{}\"", t[8].name()))
        .collect();
    let points: Vec<String> = Muse::ALL
        .iter()
        .map(|&m| format!("\"{}\":{}", m.name(), b64(muse_point(&id, m).bytes())))
        .collect();
    Ok(format!(
        "{{\"id\":{},\"seats\":[{}],\"leftovers\":[{}],\"points\":{{{}}}}}",
        b64(&id),
        seats.join(","),
        leftovers.join(","),
        points.join(",")
    ))
}

/// The seat and secret of a key text (`k`, then base64url of the seat, 18 bytes of the
/// history it was shown in, the 16-byte secret).
fn seat_of(key: &str) -> Result<Seat, String> {
    let bytes = URL_SAFE_NO_PAD
        .decode(key.trim().trim_start_matches('k'))
        .map_err(|e| e.to_string())?;
    let secret: [u8; 16] = bytes
        .get(19..35)
        .and_then(|b| b.try_into().ok())
        .ok_or("not a key text")?;
    Ok(Seat::new(bytes[0], secret))
}

/// The dealer's deal on `link`, false (`cheat`: a copy it could read, refused by every other
/// device) or true in another order (a fork), signed by the seat of the key text.
fn deal(link: &str, key: &str, cheat: bool) -> Result<String, String> {
    let table = Table::open(link).map_err(|e| e.to_string())?;
    let seat = seat_of(key)?;
    if table.next() != Some((seat.seat(), Step::Deal)) {
        return Err("the key text's seat does not deal next".into());
    }
    let honest = seat.auto(&table).ok_or("no deal")?;
    let k = seat.key(&table, table.verdicts().len() as u8);
    let given = table.given_slots();
    let own: Vec<usize> = (0..9).filter(|j| !given.contains(j)).collect();
    let mut slots = cards_of(&honest);
    let raw = |p: &Point| CompressedRistretto(*p.bytes()).decompress();
    let point = |p: RistrettoPoint| Point::from_bytes(p.compress().to_bytes());
    if cheat {
        let copy = k.mask(&slots[given[0]]).ok_or("no copy")?;
        slots[own[1]] = raw(&slots[own[0]])
            .zip(raw(&slots[own[1]]))
            .zip(raw(&copy))
            .and_then(|((a, b), c)| point(a + b - c))
            .ok_or("no sum")?;
        slots[own[0]] = copy;
    } else {
        slots.swap(own[0], own[1]);
    }
    let message = deal_with(&table, &honest, &k, slots);
    if cheat {
        let mut sent = table.clone();
        seat.send(&mut sent, honest.clone())
            .map_err(|e| e.to_string())?;
        Ok(forged_link(
            &sent.link(),
            &honest,
            &message,
            &secret_of(key)?,
        ))
    } else {
        let mut t = table;
        seat.send(&mut t, message).map_err(|e| e.to_string())?;
        Ok(t.link())
    }
}

fn secret_of(key: &str) -> Result<[u8; 16], String> {
    let bytes = URL_SAFE_NO_PAD
        .decode(key.trim().trim_start_matches('k'))
        .map_err(|e| e.to_string())?;
    bytes
        .get(19..35)
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| "not a key text".into())
}

/// Times each message of a 2-player game as a device makes or takes it, and opening `file`'s
/// link; one line per kind: mean and slowest.
fn time(file: Option<&str>) -> Result<String, String> {
    let e = |e: muses::fair::DeviceError| e.to_string();
    let mut times: Vec<(String, Duration)> = Vec::new();
    let mut timed = |what: String, start: Instant| times.push((what, start.elapsed()));
    let start = Instant::now();
    let anna =
        Device::create(Options::new(2).rounds(2), vec!["Anna".into(), "Ben".into()]).map_err(e)?;
    timed("create".into(), start);
    let mut ben = Device::open(&anna.link()).map_err(e)?;
    ben.take_seat(1).map_err(e)?;
    let mut devices = [anna, ben];
    let mut stream = Stream::new(1);
    let mut turn = 1;
    while let Some((_, step)) = devices[turn].next() {
        let d = &mut devices[turn];
        let round = format!(" (round {})", d.table().verdicts().len());
        let start = Instant::now();
        if d.advance() > 0 {
            let what = match step {
                Step::Shuffle => "a shuffle",
                Step::Deal => "the deal",
                Step::Strip => "a strip",
                _ => "a key, and the whole check",
            };
            timed(format!("{what}{round}"), start);
        }
        while let Some(seat) = d.my_turn_to_play() {
            let legal = d.game(Some(seat)).ok_or("no game")?.legal_actions();
            let action = legal[stream.pick(&legal).ok_or("no move")?];
            let start = Instant::now();
            d.play(action).map_err(e)?;
            d.advance();
            let placed = matches!(action, Action::Place { .. });
            let what = if placed {
                "a placement"
            } else {
                "a dance turn"
            };
            timed(format!("{what}{round}"), start);
        }
        let link = d.link();
        turn = 1 - turn;
        let start = Instant::now();
        devices[turn].update(&link).map_err(e)?;
        timed(format!("opening the latest link{round}"), start);
    }
    let final_link = devices[0].link();
    if let Some(file) = file {
        let link = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
        let link = link.trim();
        for _ in 0..20 {
            let start = Instant::now();
            Table::open(link).map_err(|e| e.to_string())?;
            timed("the longest link".into(), start);
        }
        println!("the longest link: {} characters", link.len());
    }
    let mut kinds: Vec<&str> = Vec::new();
    for (kind, _) in &times {
        if !kinds.contains(&kind.as_str()) {
            kinds.push(kind);
        }
    }
    let mut lines = Vec::new();
    for kind in kinds {
        let all: Vec<Duration> = times.iter().filter(|t| t.0 == kind).map(|t| t.1).collect();
        let mean = all.iter().sum::<Duration>() / all.len() as u32;
        let slowest = all.iter().max().copied().unwrap_or_default();
        lines.push(format!(
            "{kind}: mean {:.2} ms, slowest {:.2} ms ({})",
            mean.as_secs_f64() * 1e3,
            slowest.as_secs_f64() * 1e3,
            all.len()
        ));
    }
    lines.push(format!("the final link: {} characters", final_link.len()));
    Ok(lines.join("\n"))
}
