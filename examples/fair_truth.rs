//! What a finished fair game hid, from its last link (every key revealed): each seat's Muses
//! and its round keys per round, and the Muses' public points, as JSON. The page's e2e test
//! (tests/e2e/fair.test.mjs) searches what one browser held before the reveal for them.
//!
//! `cargo run --example fair_truth -- '<fair link>'`

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use muses::fair::group::muse_point;
use muses::fair::{Key, Message, Table};
use muses::Muse;

fn main() {
    let Some(link) = std::env::args().nth(1) else {
        eprintln!("usage: fair_truth '<fair link>'");
        std::process::exit(1);
    };
    let table = match Table::open(&link) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("fair_truth: {e}");
            std::process::exit(1);
        }
    };
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
    let points: Vec<String> = Muse::ALL
        .iter()
        .map(|&m| format!("\"{}\":{}", m.name(), b64(muse_point(&id, m).bytes())))
        .collect();
    println!(
        "{{\"id\":{},\"seats\":[{}],\"points\":{{{}}}}}",
        b64(&id),
        seats.join(","),
        points.join(",")
    );
}
