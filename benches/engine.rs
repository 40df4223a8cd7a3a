//! Speed goals of the rules engine (docs/figures.md):
//! - legal dance steps generated per second (goal ≥ 10,000,000 on one core);
//! - complete random games, deal to score, per second (goal ≥ 20,000).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use muses::rng::Stream;
use muses::{Game, Options, Position};
use std::hint::black_box;

/// The dance positions of the perft file.
fn dance_positions() -> Vec<Position> {
    include_str!("../tests/data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.contains("hands="))
        .filter_map(|l| l.split(';').next()?.trim().parse().ok())
        .collect()
}

fn legal_steps(c: &mut Criterion) {
    let positions = dance_positions();
    let steps: usize = positions
        .iter()
        .map(|p| p.board().legal_steps().len())
        .sum();
    let mut group = c.benchmark_group("generation");
    group.throughput(Throughput::Elements(steps as u64));
    group.bench_function("legal dance steps", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(black_box(p).board().legal_steps());
            }
        })
    });
    let actions: usize = positions.iter().map(|p| p.legal_actions().len()).sum();
    group.throughput(Throughput::Elements(actions as u64));
    group.bench_function("legal actions (steps and Powers)", |b| {
        let mut out = Vec::new();
        b.iter(|| {
            for p in &positions {
                black_box(p).legal_actions_into(&mut out);
                black_box(&out);
            }
        })
    });
    group.finish();
}

/// One game from the deal to the score, every action uniformly random among the legal ones.
fn random_game(players: u8, seed: u64) -> Game {
    let mut game = Game::new(Options::new(players).seed(seed)).unwrap();
    let mut stream = Stream::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    while !game.is_over() {
        let legal = game.legal_actions();
        let Some(i) = stream.pick(&legal) else { break };
        let _ = game.apply(legal[i]);
    }
    game
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random games");
    group.throughput(Throughput::Elements(1));
    for players in [2u8, 3, 4] {
        let mut seed = 0u64;
        group.bench_function(format!("{players} players, deal to score"), |b| {
            b.iter_batched(
                || {
                    seed += 1;
                    seed
                },
                |s| black_box(random_game(players, s)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, legal_steps, random_games);
criterion_main!(benches);
