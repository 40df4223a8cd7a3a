//! `muses`: the command-line tool of RULES.md §9.
//!
//! ```text
//! muses steps '<position>'              every legal dance step, one per line
//! muses moves '<position>'              every legal action, one per line
//! muses play '<position>' ACTION...     the position after the actions
//! muses score '<position>'              the score as if the round ended now (JSON)
//! muses new --players N --seed S        the starting position of a new game
//! muses perft DEPTH [POSITION]          the number of action sequences of that length
//! muses arena --levels A,B [--games N] [--players P] [--seed S] [--budget N[,M]] [--millis N[,M]]
//!              [--workers N[,M]] [--tune 'A/B'] [--threads T] [--max-turns T]
//!                                       computer levels play each other; win rates, ms/move
//! muses safety --level L [--positions N] [--seed S] [--budget N]
//!                                       how often a level hands the round over
//! muses speed [--level L] [--tune T] [--games N] [--seed S] [--budget N]
//!                                       a search's iterations per second of CPU
//! muses train [--games N] [--seed S] [--iterations N] [--epochs N] [--out FILE]
//!                                       learns a policy for the search, writes its model
//! muses elo [--anchor NAME=ELO] A,B,SCORE,GAMES...
//!                                       ratings on the Elo scale from the arena's results
//! muses review --seed S [--players P] [--rounds R] [--level L] [--budget N] [--game CODE]
//!                                       a game the level plays against itself (or a game
//!                                       code's), reviewed: the marks and the review's time
//! muses puzzles [--export]              the shipped puzzles: counts per kind (or every one,
//!                                       a JSON object a line)
//! muses puzzles --seed S [--games N] [--players 2,3,4] [--budget N] [--in-two N] [--threads T]
//!               [--kinds K,…] [--levels L,…] [--export] [--write FILE]
//!                                       puzzles from games between the levels (docs/puzzles.md)
//! muses puzzles --from FILE... [--export] [--write FILE]
//!                                       puzzles read from exports, each checked again
//! ```
//!
//! Bad input gets a one-line error on stderr and exit status 1.

use lexopt::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use muses::ai::{arena, master, safety, Budget, Level, Tuning};
use muses::notation::{action_notation, parse_action};
use muses::position::perft;
use muses::{Bonus, Colour, Game, Options, Position, Rung, Setup};
use std::process::ExitCode;

const USAGE: &str = "usage: muses steps|moves|score '<position>' | play '<position>' ACTION... | new --players N --seed S [--rounds R] | perft DEPTH [POSITION] | arena --levels A,B [--games N] [--players P] [--seed S] [--budget N[,M]] [--millis N[,M]] [--workers N[,M]] [--tune 'A/B'] [--threads T] [--max-turns T] | safety --level L [--positions N] [--seed S] [--budget N] | speed [--level L] [--tune T] [--games N] [--seed S] [--budget N] | train [--games N] [--seed S] [--iterations N] [--epochs N] [--out FILE] | elo [--anchor NAME=ELO] A,B,SCORE,GAMES... | review --seed S [--players P] [--rounds R] [--level L] [--budget N] [--game CODE] | puzzles [--seed S] [--games N] [--players 2,3,4] [--budget N] [--in-two N] [--threads T] [--kinds K,...] [--levels L,...] [--from FILE]... [--export] [--write FILE]";

fn main() -> ExitCode {
    // Whatever happens, the user sees one line, never a trace.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("muses: internal error: {info}");
    }));
    let args: Vec<String> = std::env::args().skip(1).collect();
    match std::panic::catch_unwind(|| run(&args)) {
        Ok(Ok(out)) => {
            if !out.is_empty() {
                println!("{out}");
            }
            ExitCode::SUCCESS
        }
        Ok(Err(e)) => {
            eprintln!("muses: {e}");
            ExitCode::FAILURE
        }
        Err(_) => ExitCode::FAILURE,
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    match command.as_str() {
        "steps" => {
            let pos = position(one_arg(rest, "a position")?)?;
            Ok(lines(pos.legal_actions().iter().filter_map(|a| match a {
                muses::Action::Step { .. } => Some(action_notation(&pos, a)),
                _ => None,
            })))
        }
        "moves" => {
            let pos = position(one_arg(rest, "a position")?)?;
            Ok(lines(
                pos.legal_actions().iter().map(|a| action_notation(&pos, a)),
            ))
        }
        "play" => {
            let (text, actions) = rest.split_first().ok_or("play needs a position")?;
            let mut pos = position(text)?;
            for (i, text) in actions.iter().enumerate() {
                let at = |e: &dyn std::fmt::Display| format!("action {} `{text}`: {e}", i + 1);
                let action = parse_action(&pos, text).map_err(|e| at(&e))?;
                pos.apply(action).map_err(|e| at(&e))?;
            }
            Ok(pos.to_string())
        }
        "score" => Ok(score_json(&position(one_arg(rest, "a position")?)?)),
        "new" => new_game(rest),
        "perft" => {
            let (depth, pos) = match rest {
                [d] => (d, start_position()?),
                [d, p] => (d, position(p)?),
                _ => return Err("perft needs a depth and at most one position".into()),
            };
            let depth: u32 = depth
                .parse()
                .map_err(|_| format!("perft depth `{depth}` is not a whole number"))?;
            Ok(perft(&pos, depth).to_string())
        }
        #[cfg(not(target_arch = "wasm32"))]
        "arena" => arena(rest),
        #[cfg(not(target_arch = "wasm32"))]
        "safety" => safety(rest),
        "review" => review(rest),
        #[cfg(not(target_arch = "wasm32"))]
        "speed" => speed(rest),
        #[cfg(not(target_arch = "wasm32"))]
        "train" => train(rest),
        #[cfg(not(target_arch = "wasm32"))]
        "elo" => elo(rest),
        #[cfg(not(target_arch = "wasm32"))]
        "puzzles" => puzzles(rest),
        "help" | "--help" | "-h" => Ok(USAGE.to_string()),
        other => Err(format!("unknown command `{other}`; {USAGE}")),
    }
}

fn one_arg<'a>(rest: &'a [String], what: &str) -> Result<&'a str, String> {
    match rest {
        [one] => Ok(one),
        [] => Err(format!("expected {what}")),
        _ => Err(format!("expected only {what}; quote the position in ''")),
    }
}

fn position(text: &str) -> Result<Position, String> {
    let setup: Setup = text.parse().map_err(|e| format!("{e}"))?;
    Position::from_setup(&setup).map_err(|e| format!("{e}"))
}

fn lines(items: impl Iterator<Item = String>) -> String {
    items.collect::<Vec<_>>().join("\n")
}

/// The default perft position: a new 2-player game from seed 0.
fn start_position() -> Result<Position, String> {
    let game = Game::new(Options::new(2)).map_err(|e| e.to_string())?;
    Ok(*game.position())
}

fn new_game(args: &[String]) -> Result<String, String> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut options = Options::new(2);
    let mut players = None;
    let mut seed = None;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let value = |p: &mut lexopt::Parser, name: &str| -> Result<String, String> {
            p.value()
                .map_err(|e| e.to_string())?
                .into_string()
                .map_err(|_| format!("{name} is not text"))
        };
        match arg {
            Long("players") => {
                let v = value(&mut parser, "--players")?;
                players = Some(
                    v.parse::<u8>()
                        .map_err(|_| format!("--players `{v}` is not 2, 3 or 4"))?,
                );
            }
            Long("seed") => {
                let v = value(&mut parser, "--seed")?;
                seed = Some(
                    v.parse::<u64>()
                        .map_err(|_| format!("--seed `{v}` is not a whole number"))?,
                );
            }
            Long("rounds") => {
                let v = value(&mut parser, "--rounds")?;
                options.rounds = v
                    .parse::<u8>()
                    .map_err(|_| format!("--rounds `{v}` is not 1 or 2"))?;
            }
            other => return Err(other.unexpected().to_string()),
        }
    }
    let players = players.ok_or("new needs --players N")?;
    let rounds = options.rounds;
    let options = Options::new(players)
        .seed(seed.ok_or("new needs --seed S")?)
        .rounds(rounds);
    let game = Game::new(options).map_err(|e| e.to_string())?;
    Ok(game.position().to_string())
}

/// `muses arena`: plays computer levels against each other and reports their strength.
#[cfg(not(target_arch = "wasm32"))]
fn arena(args: &[String]) -> Result<String, String> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut levels = None;
    let mut config = arena::Config::new([Level::Random; 2]);
    // Every core: the games are independent and the results do not depend on it.
    config.threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut budgets = None;
    let mut millis = None;
    let mut tunes = None;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = |what: &str| -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not {what}"))
        };
        match name.as_str() {
            "--levels" => {
                let parsed: Option<Vec<Level>> = text.split(',').map(Level::from_name).collect();
                levels = match parsed.as_deref() {
                    Some(&[a, b]) => Some([a, b]),
                    _ => {
                        return Err(format!(
                            "--levels `{text}` is not two of random, easy, medium, hard, master (like hard,medium)"
                        ))
                    }
                };
            }
            "--games" => {
                config.games = match number("a whole number of games")? {
                    0 => return Err("--games needs at least one game".into()),
                    n => n.try_into().unwrap_or(u32::MAX),
                }
            }
            "--players" => {
                config.players = match number("2, 3 or 4")? {
                    p @ 2..=4 => p as u8,
                    _ => return Err(format!("--players `{text}` is not 2, 3 or 4")),
                }
            }
            "--seed" => config.seed = number("a whole number")?,
            "--threads" => config.threads = number("a whole number")?.clamp(1, 64) as usize,
            "--max-turns" => {
                config.max_turns = number("a whole number")?.try_into().unwrap_or(u32::MAX)
            }
            "--budget" => budgets = Some(pair(&name, &text, "a number of iterations")?),
            "--millis" => millis = Some(pair(&name, &text, "a number of milliseconds")?),
            "--workers" => {
                config.workers =
                    pair(&name, &text, "a number of workers")?.map(|w| w.clamp(1, 64) as usize)
            }
            "--tune" => tunes = Some(text.clone()),
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    config.levels =
        levels.ok_or("arena needs --levels A,B (random, easy, medium, hard or master)")?;
    config.budgets = match budgets {
        Some(b) => b.map(Budget::iterations),
        None => config.levels.map(Budget::default_for),
    };
    if let Some(ms) = millis {
        // By time: as many iterations as the thread's CPU time allows.
        for (b, ms) in config.budgets.iter_mut().zip(ms) {
            *b = Budget {
                iterations: if budgets.is_some() {
                    b.iterations
                } else {
                    u32::MAX
                },
                millis: Some(ms),
            };
        }
        config.clock = Some(thread_cpu_ms);
    }
    if let Some(text) = tunes {
        let sides: Vec<&str> = text.split('/').collect();
        let [a, b] = sides.as_slice() else {
            return Err(format!(
                "--tune `{text}` is not two settings separated by / (either may be empty)"
            ));
        };
        for (side, words) in [a, b].into_iter().enumerate() {
            let level = config.levels[side];
            let base = match level {
                Level::Hard => Tuning::HARD,
                Level::Master => master::tuning(),
                _ if words.trim().is_empty() => continue,
                _ => return Err(format!("--tune: {level} has no search to tune")),
            };
            if words.trim().is_empty() {
                continue;
            }
            config.tunings[side] =
                Some(master::tuning_from(words, base).map_err(|e| format!("--tune: {e}"))?);
            config.notes[side] = words.trim().to_string();
        }
    }
    // A long run takes hours: a person watching sees the count; a log gets the result so far
    // every 10 games, so a run stopped early still says something.
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let report = arena::run(&config, &|so_far| {
        if tty {
            eprint!("\rarena: {}/{} games", so_far.games, config.games);
        } else if so_far.games % 10 == 0 && so_far.games < config.games {
            eprintln!("arena: after {} games:\n{so_far}", so_far.games);
        }
    });
    if tty {
        eprintln!();
    }
    Ok(report.to_string())
}

/// One number for both sides, or two separated by a comma.
#[cfg(not(target_arch = "wasm32"))]
fn pair(name: &str, text: &str, what: &str) -> Result<[u32; 2], String> {
    let parsed: Result<Vec<u32>, _> = text.split(',').map(str::parse).collect();
    match parsed.as_deref() {
        Ok(&[n]) => Ok([n, n]),
        Ok(&[a, b]) => Ok([a, b]),
        _ => Err(format!(
            "{name} `{text}` is not {what}, or two separated by a comma"
        )),
    }
}

/// The CPU time of the calling thread, in milliseconds (Linux's scheduler statistics): what
/// a computer thinking "for 1 s" gets in the arena, however busy the machine. Elsewhere, the
/// time since the thread first asked.
#[cfg(not(target_arch = "wasm32"))]
fn thread_cpu_ms() -> f64 {
    use std::os::unix::fs::FileExt;
    thread_local! {
        // Opened once per thread: `thread-self` is the thread that opens it.
        static STAT: Option<std::fs::File> = std::fs::File::open("/proc/thread-self/schedstat").ok();
        static START: std::time::Instant = std::time::Instant::now();
    }
    let mut buf = [0u8; 64];
    let ns = STAT.with(|f| {
        let n = f.as_ref()?.read_at(&mut buf, 0).ok()?;
        let text = std::str::from_utf8(buf.get(..n)?).ok()?;
        text.split_whitespace().next()?.parse::<u64>().ok()
    });
    match ns {
        Some(ns) => ns as f64 / 1e6,
        None => START.with(|s| s.elapsed().as_secs_f64() * 1e3),
    }
}

/// `muses elo [--anchor NAME=ELO] A,B,SCORE,GAMES...`: ratings on the Elo scale from the
/// arena's results (A's score of the games against B), with their 95% intervals.
#[cfg(not(target_arch = "wasm32"))]
fn elo(args: &[String]) -> Result<String, String> {
    let mut names: Vec<String> = Vec::new();
    let mut pairings = Vec::new();
    let mut anchor = ("random".to_string(), 1000.0);
    let index = |name: &str, names: &mut Vec<String>| -> usize {
        names.iter().position(|n| n == name).unwrap_or_else(|| {
            names.push(name.to_string());
            names.len() - 1
        })
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "--anchor" {
            let text = it.next().ok_or("--anchor needs NAME=ELO")?;
            let (name, at) = text
                .split_once('=')
                .and_then(|(n, e)| Some((n.to_string(), e.parse::<f64>().ok()?)))
                .ok_or_else(|| format!("--anchor `{text}` is not NAME=ELO"))?;
            anchor = (name, at);
            continue;
        }
        let parts: Vec<&str> = arg.split(',').collect();
        let [a, b, score, games] = parts.as_slice() else {
            return Err(format!("`{arg}` is not A,B,SCORE,GAMES"));
        };
        let number = |t: &str| t.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0);
        let (Some(score), Some(games)) = (number(score), number(games)) else {
            return Err(format!("`{arg}`: SCORE and GAMES are numbers"));
        };
        if score > games || a == b {
            return Err(format!(
                "`{arg}`: a score of at most GAMES, between two players"
            ));
        }
        let (a, b) = (index(a, &mut names), index(b, &mut names));
        pairings.push(arena::Pairing { a, b, score, games });
    }
    let at = names
        .iter()
        .position(|n| *n == anchor.0)
        .ok_or_else(|| format!("the anchor `{}` played no game", anchor.0))?;
    let ratings = arena::elo(names.len(), &pairings, at, anchor.1);
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&x, &y| ratings[y].0.total_cmp(&ratings[x].0));
    let mut out = vec![format!("Elo ({} = {}), 95% intervals", anchor.0, anchor.1)];
    for i in order {
        let (r, half) = ratings[i];
        out.push(format!("{:<10} {:>6.0} ± {:.0}", names[i], r, half));
    }
    Ok(out.join("\n"))
}

/// `muses train`: learns a policy by imitating deep searches (`muses::ai::policy`)
/// and writes its model file.
#[cfg(not(target_arch = "wasm32"))]
fn train(args: &[String]) -> Result<String, String> {
    use muses::ai::policy::{self, Policy, FEATURES};
    let mut parser = lexopt::Parser::from_args(args);
    let mut games = 200u32;
    let mut seed = 1u64;
    let mut iterations = 8000u32;
    let mut epochs = 400u32;
    let mut out = String::from("src/ai/master.model");
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = || -> Result<u32, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not a whole number"))
        };
        match name.as_str() {
            "--games" => games = number()?.clamp(1, 100_000),
            "--seed" => seed = u64::from(number()?),
            "--iterations" => iterations = number()?.clamp(100, 10_000_000),
            "--epochs" => epochs = number()?.clamp(1, 100_000),
            "--out" => out = text.clone(),
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    let start = std::time::Instant::now();
    let examples = policy::examples(games, seed, iterations);
    let searched = start.elapsed().as_secs_f64();
    // The last fifth is held out: the loss on it says whether the model learnt or memorised.
    let cut = examples.len() * 4 / 5;
    let (learn, held) = examples.split_at(cut);
    let zero = Policy {
        weights: [0.0; FEATURES],
    };
    let (trained, _) = policy::train(learn, zero, epochs, 0.05);
    let bytes = trained.to_bytes();
    std::fs::write(&out, &bytes).map_err(|e| format!("{out}: {e}"))?;
    let mut lines = vec![
        format!(
            "{} positions ({} to learn, {} held out) from {games} games of Hard, seed {seed}, searched {iterations} times each in {searched:.0} s",
            examples.len(),
            learn.len(),
            held.len()
        ),
        format!(
            "cross-entropy on the held-out positions: uniform {:.4}, the fallback {:.4}, trained {:.4} (learnt on: {:.4})",
            policy::loss(&zero, held),
            policy::loss(&Policy::FALLBACK, held),
            policy::loss(&trained, held),
            policy::loss(&trained, learn)
        ),
        format!("{} bytes written to {out}", bytes.len()),
    ];
    lines.push(format!("weights {:?}", trained.weights));
    Ok(lines.join("\n"))
}

/// `muses speed`: a search's iterations per second of CPU, on the positions of games Hard
/// plays against itself (the same for every search measured, for one seed).
#[cfg(not(target_arch = "wasm32"))]
fn speed(args: &[String]) -> Result<String, String> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut level = Level::Master;
    let mut tune = String::new();
    let mut games = 4u64;
    let mut seed = 0u64;
    let mut budget = 2000u32;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = || -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not a whole number"))
        };
        match name.as_str() {
            "--level" => {
                level = Level::from_name(&text)
                    .filter(|l| matches!(l, Level::Hard | Level::Master))
                    .ok_or_else(|| format!("--level `{text}` is not hard or master"))?
            }
            "--tune" => tune = text.clone(),
            "--games" => games = number()?.clamp(1, 10_000),
            "--seed" => seed = number()?,
            "--budget" => budget = number()?.clamp(1, u64::from(u32::MAX)) as u32,
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    let base = match level {
        Level::Master => master::tuning(),
        _ => Tuning::HARD,
    };
    let tuning = master::tuning_from(&tune, base).map_err(|e| format!("--tune: {e}"))?;
    // Phases: the placement, the dance while every die is under 4, the dance after.
    let mut cpu = [0.0f64; 3];
    let mut iterations = [0u64; 3];
    let mut moves = [0u64; 3];
    for g in 0..games {
        let mut game = Game::new(Options::new(2).seed(seed + g)).map_err(|e| e.to_string())?;
        for turn in 0..300u64 {
            if game.is_over() {
                break;
            }
            let seat = game.position().to_move();
            let view = game.view(Some(seat), true);
            let phase = match game.position().phase() {
                muses::Phase::Placement => 0,
                _ if game.position().board().max_value() < 4 => 1,
                _ => 2,
            };
            let start = thread_cpu_ms();
            let thought =
                master::think(&view, seed ^ turn, Budget::iterations(budget), None, tuning);
            cpu[phase] += thread_cpu_ms() - start;
            if let Some(t) = thought.filter(|t| t.iterations > 0) {
                iterations[phase] += u64::from(t.iterations);
                moves[phase] += 1;
            }
            let Some(a) =
                muses::ai::choose(&view, Level::Hard, seed ^ turn, Budget::iterations(1000))
            else {
                break;
            };
            game.apply(a).map_err(|e| e.to_string())?;
        }
    }
    let mut out = vec![format!(
        "{level} {tune} at {budget} iterations, {games} games of Hard from seed {seed}"
    )];
    for (k, name) in ["placement", "dance, dice under 4", "dance, a die on 4 or 5"]
        .iter()
        .enumerate()
    {
        out.push(format!(
            "{name:<24} {:>5} moves searched, {:8.1} ms CPU a move, {:>9.0} iterations per CPU second",
            moves[k],
            cpu[k] / moves[k].max(1) as f64,
            iterations[k] as f64 / (cpu[k].max(1e-9) / 1e3)
        ));
    }
    Ok(out.join("\n"))
}

/// `muses safety`: a level's choices on held-out positions where most actions hand the round
/// over ([`safety`]): how many were safe, and the time per move.
#[cfg(not(target_arch = "wasm32"))]
fn safety(args: &[String]) -> Result<String, String> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut level = None;
    let mut count = 100usize;
    let mut seed = 0u64;
    let mut budget = None;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = || -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not a whole number"))
        };
        match name.as_str() {
            "--level" => {
                level = Some(Level::from_name(&text).ok_or_else(|| {
                    format!("--level `{text}` is not random, easy, medium, hard or master")
                })?)
            }
            "--positions" => count = number()?.clamp(1, 10_000) as usize,
            "--seed" => seed = number()?,
            "--budget" => {
                budget = Some(Budget::iterations(number()?.try_into().unwrap_or(u32::MAX)))
            }
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    let level = level.ok_or("safety needs --level L (random, easy, medium, hard or master)")?;
    let positions = safety::positions(count, seed);
    let report = safety::measure(
        level,
        budget.unwrap_or(Budget::default_for(level)),
        &positions,
        seed,
    );
    Ok(format!(
        "{} held-out positions, seed {seed}\n{report}",
        positions.len()
    ))
}

/// `muses review`: deals a game, lets a level play every seat, reviews it ([`muses::ai::review`])
/// and prints each action with its mark, then the time the review took.
fn review(args: &[String]) -> Result<String, String> {
    use muses::ai::{choose, review, Budget, Level};
    let mut parser = lexopt::Parser::from_args(args);
    let mut options = Options::new(2);
    let mut seed = None;
    let mut level = Level::Medium;
    let mut iterations = review::DEFAULT_ITERATIONS;
    let mut code = None;
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = || -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not a whole number"))
        };
        match name.as_str() {
            "--seed" => seed = Some(number()?),
            "--game" => code = Some(text.clone()),
            "--players" => options.players = number()?.min(255) as u8,
            "--rounds" => options.rounds = number()?.min(255) as u8,
            "--level" => {
                level = Level::from_name(&text).ok_or_else(|| {
                    format!("--level `{text}` is not random, easy, medium, hard or master")
                })?
            }
            "--budget" => iterations = number()?.clamp(1, u64::from(review::MAX_ITERATIONS)) as u32,
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    let seed = seed.ok_or("review needs --seed S")?;
    let game = match code {
        Some(code) => muses::code::decode(&code).map_err(|e| format!("--game: {e}"))?,
        None => {
            let mut game = Game::new(options.seed(seed)).map_err(|e| e.to_string())?;
            for turn in 0..300u64 {
                let seat = game.position().to_move();
                let view = game.view(Some(seat), true);
                let Some(a) = choose(&view, level, seed ^ turn, Budget::default_for(level)) else {
                    break;
                };
                game.apply(a).map_err(|e| e.to_string())?;
            }
            game
        }
    };
    // Step by step, as a worker goes: the slowest step is the longest a Cancel waits.
    let mut reviewer = review::Reviewer::new(&game, iterations, seed);
    let mut took = 0.0;
    let mut slowest = 0.0f64;
    while !reviewer.is_done() {
        let start = std::time::Instant::now();
        reviewer.step();
        let step = start.elapsed().as_secs_f64();
        took += step;
        slowest = slowest.max(step);
    }
    let r = reviewer.review();
    let kept = reviewer.kept();
    let json = serde_json::to_string(&r).map_err(|e| e.to_string())?;
    let start = std::time::Instant::now();
    let opened = review::Reviewer::resume(&game, &kept).map(|o| o.review());
    let open_took = start.elapsed().as_secs_f64();
    if opened.as_ref() != Some(&r) {
        return Err("the kept review did not open as it was".into());
    }
    let mut out = vec![format!("game #{}", muses::code::encode(&game))];
    for e in &r.entries {
        let note = game
            .notation(e.index as usize, None, false)
            .unwrap_or_default();
        let mark = e.mark.map_or(String::new(), |m| format!("{m:?}"));
        let better = e.better.map_or(String::new(), |b| {
            let pos = game.history()[e.index as usize].position_before();
            format!(" better {}", action_notation(pos, &b.action))
        });
        out.push(format!(
            "{:>3} r{} seat {} {:<22} before {:?} after {:?} loss {:>3} {mark}{better}",
            e.index + 1,
            e.round,
            e.seat + 1,
            note,
            e.before,
            e.after,
            e.loss
        ));
    }
    let n = r.entries.len().max(1);
    out.push(format!(
        "turning points {:?}; {} actions reviewed at {iterations} iterations in {took:.2} s ({:.0} ms an action, the slowest {:.0} ms)",
        r.turning_points.iter().map(|i| i + 1).collect::<Vec<_>>(),
        r.entries.len(),
        took * 1e3 / n as f64,
        slowest * 1e3
    ));
    out.push(format!(
        "kept in {} characters (JSON {}), opened again in {:.1} ms: {kept}",
        kept.len(),
        json.len(),
        open_took * 1e3
    ));
    Ok(out.join("\n"))
}

/// `muses puzzles`: the shipped set, a generated one, or exports read again; counted per kind
/// and players, exported a JSON object a line, or written as the compact file.
#[cfg(not(target_arch = "wasm32"))]
fn puzzles(args: &[String]) -> Result<String, String> {
    use muses::puzzle::{generate, pack, Puzzle};
    let mut parser = lexopt::Parser::from_args(args);
    let mut config = generate::Config::new(0);
    let mut seeded = false;
    let mut export = false;
    let mut write = None;
    let mut from = Vec::new();
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let Long(name) = arg else {
            return Err(arg.unexpected().to_string());
        };
        let name = format!("--{name}");
        if name == "--export" {
            export = true;
            continue;
        }
        let text = parser
            .value()
            .map_err(|e| e.to_string())?
            .into_string()
            .map_err(|_| format!("{name} is not text"))?;
        let number = || -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("{name} `{text}` is not a whole number"))
        };
        match name.as_str() {
            "--seed" => {
                config.seed = number()?;
                seeded = true;
            }
            "--games" => config.games = number()?.clamp(1, 1_000_000) as u32,
            "--players" => {
                let parsed: Option<Vec<u8>> = text
                    .split(',')
                    .map(|p| p.parse().ok().filter(|p| (2..=4).contains(p)))
                    .collect();
                config.players = parsed.ok_or_else(|| {
                    format!("--players `{text}` is not 2, 3 or 4 (or several: 2,3,4)")
                })?;
            }
            "--budget" => config.hard = Budget::iterations(number()?.clamp(1, 1_000_000) as u32),
            "--in-two" => config.in_two_budget = number()?,
            "--threads" => config.threads = number()?.clamp(1, 64) as usize,
            "--write" => write = Some(text.clone()),
            "--levels" => {
                let parsed: Option<Vec<Level>> = text.split(',').map(Level::from_name).collect();
                config.levels = parsed.ok_or_else(|| {
                    format!("--levels `{text}` is not levels (random, easy, medium, hard)")
                })?;
            }
            "--kinds" => {
                let parsed: Option<Vec<muses::puzzle::Category>> = text
                    .split(',')
                    .map(muses::puzzle::Category::from_name)
                    .collect();
                config.kinds = parsed.ok_or_else(|| {
                    format!("--kinds `{text}` is not kinds of puzzle (like win-now,in-two)")
                })?;
            }
            "--from" => from.push(text.clone()),
            _ => return Err(format!("unexpected option {name}; {USAGE}")),
        }
    }
    let start = std::time::Instant::now();
    let set: Vec<Puzzle> = if seeded {
        let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
        let report = |p: &generate::Progress| {
            if tty {
                eprint!(
                    "\rpuzzles: {}/{} games, {} puzzles",
                    p.games, config.games, p.puzzles
                );
            } else if p.games % 10 == 0 {
                eprintln!(
                    "puzzles: {}/{} games, {} positions, {} puzzles, {:.0} s",
                    p.games,
                    config.games,
                    p.positions,
                    p.puzzles,
                    start.elapsed().as_secs_f64()
                );
            }
        };
        if export && write.is_none() {
            // Each game's puzzles as soon as they are in order: a run stopped early keeps them.
            use std::io::Write;
            generate::generate_each(&config, &report, &|_, found| {
                let mut out = std::io::stdout().lock();
                for p in found {
                    let _ = writeln!(
                        out,
                        "{}",
                        serde_json::to_string(&p.export()).unwrap_or_default()
                    );
                }
                let _ = out.flush();
            });
            return Ok(String::new());
        }
        generate::generate(&config, &report)
    } else if !from.is_empty() {
        let mut set = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for file in &from {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            for (i, line) in text
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim().is_empty())
            {
                let at = |e: String| format!("{file} line {}: {e}", i + 1);
                let p = puzzle_from_json(line).map_err(at)?;
                muses::puzzle::check(&p).map_err(at)?;
                if seen.insert(p.position) {
                    set.push(p);
                }
            }
        }
        set
    } else {
        pack::shipped()
    };
    let took = start.elapsed().as_secs_f64();
    if let Some(file) = &write {
        let bytes = pack::write(&set).map_err(|e| e.to_string())?;
        std::fs::write(file, &bytes).map_err(|e| format!("{file}: {e}"))?;
    }
    if export {
        return Ok(lines(
            set.iter()
                .map(|p| serde_json::to_string(&p.export()).unwrap_or_default()),
        ));
    }
    let mut out = vec![format!("{} puzzles in {took:.1} s", set.len())];
    for category in muses::puzzle::Category::GENERATED
        .into_iter()
        .chain([muses::puzzle::Category::Better])
    {
        let counts: Vec<usize> = (2..=4)
            .map(|n| {
                set.iter()
                    .filter(|p| p.category == category && p.position.players() == n)
                    .count()
            })
            .collect();
        if counts.iter().sum::<usize>() > 0 {
            out.push(format!(
                "{:<15} 2 players {:>4}, 3 players {:>4}, 4 players {:>4}",
                category.name(),
                counts[0],
                counts[1],
                counts[2]
            ));
        }
    }
    Ok(out.join("\n"))
}

/// A puzzle from a line of `muses puzzles --export`.
#[cfg(not(target_arch = "wasm32"))]
fn puzzle_from_json(line: &str) -> Result<muses::puzzle::Puzzle, String> {
    let export: muses::puzzle::Export = serde_json::from_str(line).map_err(|e| e.to_string())?;
    export.puzzle()
}

fn colour_name(c: Colour) -> &'static str {
    c.word()
}

/// RULES.md §9: per Company its colour, sorted dice after the Will of Apollo, Suns and
/// whether it holds the Silver; then the winner or the Companies sharing the victory.
fn score_json(pos: &Position) -> String {
    let s = pos.score(Bonus::Silver);
    let companies: Vec<serde_json::Value> = s
        .companies
        .iter()
        .map(|c| {
            serde_json::json!({
                "colour": colour_name(c.colour),
                "dice": c.dice,
                "suns": c.suns,
                "silver": c.bonus.is_some(),
            })
        })
        .collect();
    let names: Vec<&str> = s
        .winners
        .iter()
        .map(|&i| colour_name(s.companies[i].colour))
        .collect();
    let decided = match s.decided_by {
        Rung::Suns => "suns",
        Rung::Bonus => "silver",
        Rung::DiceSum => "dice sum",
        Rung::TriggerLoses => "trigger loses",
        Rung::Clockwise => "clockwise after the trigger",
        Rung::Shared => "shared",
    };
    let mut out = serde_json::json!({ "companies": companies, "decided_by": decided });
    if let [one] = names.as_slice() {
        out["winner"] = serde_json::json!(one);
    } else {
        out["shared"] = serde_json::json!(names);
    }
    out.to_string()
}
