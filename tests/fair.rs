//! Fair mode (src/fair, docs/fair-play.md): the protocol step by step, whole games by link,
//! and a cheating suite where every cheat is caught and its seat named.

use muses::fair::{Message, Seat, Step, Table, Verdict};
use muses::rng::Stream;
use muses::{Game, Options};

fn id(seed: u64) -> [u8; 16] {
    let mut id = [0u8; 16];
    id[..8].copy_from_slice(&seed.to_le_bytes());
    id[8..].copy_from_slice(b"fairgame");
    id
}

fn seats(players: u8, seed: u64) -> Vec<Seat> {
    (0..players)
        .map(|s| {
            let mut master = [s + 1; 16];
            master[..8].copy_from_slice(&seed.to_le_bytes());
            Seat::new(s, master)
        })
        .collect()
}

/// The next message the protocol waits for, from an honest seat; plays are random.
fn honest(table: &Table, seats: &[Seat], stream: &mut Stream) -> Option<Message> {
    let (s, step) = table.next()?;
    let seat = &seats[usize::from(s)];
    match step {
        Step::Play => {
            let game: Game = seat.game(table)?;
            let legal = game.legal_actions();
            let a = legal[stream.pick(&legal)?];
            seat.play(table, a).ok()
        }
        _ => seat.auto(table),
    }
}

fn play_out(players: u8, seed: u64) -> (Table, Vec<Seat>, Vec<usize>) {
    let mut table = Table::new(Options::new(players), id(seed), Vec::new()).unwrap();
    let seats = seats(players, seed);
    let mut stream = Stream::new(seed);
    let mut lengths = vec![table.link().len()];
    while let Some(m) = honest(&table, &seats, &mut stream) {
        table.apply(m).unwrap();
        lengths.push(table.link().len());
    }
    (table, seats, lengths)
}

#[test]
fn an_honest_game_is_valid_and_its_link_reopens() {
    for players in 2..=4 {
        let (table, _, lengths) = play_out(players, 7);
        assert_eq!(table.verdicts(), vec![Verdict::Valid], "{players} players");
        let link = table.link();
        let again = Table::open(&link).unwrap();
        assert_eq!(again.link(), link);
        println!(
            "{players} players: {} messages, link lengths {lengths:?}",
            table.messages().len()
        );
    }
}
