//! Perft counts from the fixed positions of `tests/data/perft.txt`.
#![cfg(not(target_arch = "wasm32"))]

use muses::position::perft;
use muses::Position;

#[test]
fn perft_counts_match_the_data_file() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut fields = line.split(';').map(str::trim);
        let text = fields.next().unwrap();
        let pos: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        for (depth, expected) in fields.enumerate() {
            let expected: u64 = expected.parse().unwrap();
            assert_eq!(
                perft(&pos, depth as u32 + 1),
                expected,
                "depth {} of {text}",
                depth + 1
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 30);
}
