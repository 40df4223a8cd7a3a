//! The cost of a long game's history (docs/figures.md): undoing the last action, the game
//! after its first n actions, and the share code (what the page saves after every action), on
//! a game of 300 actions.

use criterion::{criterion_group, criterion_main, Criterion};
use muses::rng::Stream;
use muses::{code, Game, Options};
use std::hint::black_box;

/// A game of `length` actions: each keeps the dice as low as it can, so the round goes on
/// (the first seed whose game lasts that long).
fn long_game(length: usize) -> Game {
    (0..)
        .map(|seed| played(seed, length))
        .find(|g| g.actions().len() == length)
        .unwrap_or_else(|| played(0, length))
}

fn played(seed: u64, length: usize) -> Game {
    let mut game = Game::new(Options::new(2).seed(seed)).unwrap();
    let mut stream = Stream::new(seed);
    while game.actions().len() < length {
        let legal = game.legal_actions();
        let lowest = legal.iter().min_by_key(|&&a| {
            let mut next = *game.position();
            let _ = next.apply(a);
            let squares: u32 = next
                .board()
                .tiles()
                .iter()
                .map(|t| u32::from(t.value).pow(2))
                .sum();
            (next.is_over(), squares, stream.below(1000))
        });
        let Some(&a) = lowest else { break };
        let _ = game.apply(a);
    }
    game
}

fn history(c: &mut Criterion) {
    let game = long_game(300);
    assert_eq!(game.actions().len(), 300);
    let mut group = c.benchmark_group("300-action game");
    group.bench_function("undo the last action", |b| {
        b.iter_batched_ref(
            || game.clone(),
            |g| black_box(g.undo(1)),
            criterion::BatchSize::SmallInput,
        )
    });
    group.bench_function("the game after 150 actions", |b| {
        b.iter(|| black_box(game.prefix(150)))
    });
    group.bench_function("share code (save)", |b| {
        b.iter(|| black_box(code::encode(black_box(&game))))
    });
    group.bench_function("share code, first save of a replayed game", |b| {
        b.iter_batched_ref(
            || Game::replay(game.options().clone(), game.actions()).unwrap(),
            |g| black_box(code::encode(g)),
            criterion::BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, history);
criterion_main!(benches);
