//! Perft counts from the fixed positions of `tests/data/perft.txt`.
#![cfg(not(target_arch = "wasm32"))]

use muses::position::perft;
use muses::Position;

/// Counts above this many leaves take seconds even optimised: only the ignored test runs them
/// (`cargo test --release --test perft -- --ignored`), and `make bench` checks the largest.
const QUICK: u64 = 2_000_000;

/// Every `(position, depth, count)` of the data file.
fn entries() -> Vec<(Position, u32, u64)> {
    let mut out = Vec::new();
    for line in include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut fields = line.split(';').map(str::trim);
        let text = fields.next().unwrap();
        let pos: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        for (depth, expected) in fields.enumerate() {
            out.push((pos, depth as u32 + 1, expected.parse().unwrap()));
        }
    }
    out
}

fn check(pos: &Position, depth: u32, expected: u64) {
    assert_eq!(perft(pos, depth), expected, "depth {depth} of {pos}");
}

#[test]
fn perft_counts_match_the_data_file() {
    let all = entries();
    assert_eq!(all.len(), 34);
    for (pos, depth, expected) in all.into_iter().filter(|e| e.2 <= QUICK) {
        check(&pos, depth, expected);
    }
}

#[test]
#[ignore = "seconds in release, minutes in debug: cargo test --release --test perft -- --ignored"]
fn deep_perft_counts_match_the_data_file() {
    for (pos, depth, expected) in entries().into_iter().filter(|e| e.2 > QUICK) {
        check(&pos, depth, expected);
    }
}
