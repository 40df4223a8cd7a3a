//! The JavaScript-facing API, and the only file that knows about JavaScript.
//!
//! A [`Game`] wraps the engine's game. Everything crossing the boundary is a plain JS object
//! (serde), typed in the generated `.d.ts` by the Rust type that sends it (each derives
//! `tsify::Tsify` on wasm32; a method names it in `unchecked_return_type`; tests/wasm/ checks
//! that what serde sends matches). Every error is a thrown JS
//! `Error` whose `kind` and `params` say what is wrong for the page to word (the kinds are
//! listed in tests/data/reason-kinds.txt; `message` is the kind again, for the console). Nothing here can
//! panic on any input. (Should one ever happen, JS sees a `RuntimeError: unreachable`: a panic
//! hook that formats the message would cost the page's download more than it tells.)
//!
//! The page reads the rules' tables from [`rules`] and [`muse_table`] and a game's history
//! from [`Game::log`] rather than keeping copies of them.

use crate::action::Action;
use crate::ai::{choose_with_clock, Budget, Level};
use crate::board::{Colour, Dir, Square};
use crate::deal::{self, Options};
use crate::event::Event;
use crate::game::Game as Inner;
use crate::muse::{Area, Effect, Muse};
use crate::position::{Position, Setup};
use crate::reason::InputError;
use crate::rng::fresh_seed;
use js_sys::{Object, Reflect};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The page's (or the worker's) monotonic clock, in milliseconds. One global function:
    /// bound here rather than through web-sys, which would add nothing but its features.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

// Fair mode's API, only in the fair build (examples/fair.rs), loaded on demand.
#[cfg(feature = "fair")]
pub mod fair;
mod read;
// The tutorial's API, only in its own build (examples/lessons.rs), loaded when the
// tutorial opens.
#[cfg(feature = "lessons")]
mod lesson;
#[cfg(feature = "lessons")]
pub use lesson::lessons;
// The review's API, only in its own build, loaded when a review is asked for.
#[cfg(feature = "review")]
mod review;
#[cfg(feature = "review")]
pub use review::{review_rules, Reviewer};
// The puzzles' API, only in its own build, loaded when a player opens the puzzles.
#[cfg(feature = "puzzles")]
mod puzzle;
#[cfg(feature = "puzzles")]
pub use puzzle::{puzzle_player, puzzle_rate, puzzle_start, PuzzleHandle, Puzzles};

// The values the API hands out are typed by their Rust types (`derive(tsify::Tsify)`, each
// beside its type); what serde does not describe is declared here: the errors thrown.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Every reason the engine gives for refusing something, as `{ kind, params }`: the kinds are
 * listed in tests/data/reason-kinds.txt, the page words each (www/ui/reasons.js). */
export type Reason = IllegalAction | OptionsError | ReplayError | NotationError | ActionError | CodeError | InputError;
/** What the engine throws: a JS `Error` with the reason's `kind` (also its `message`) and its
 * `params` (`{}` for a kind without any). */
export type EngineError = Error & Reason & { params: object };
"#;

/// A JS `Error` that carries the reason: `kind` and `params`, which the page words in the
/// player's language (www/ui/reasons.js). Its `message` is the kind, for the console: the
/// English sentences are the command-line tool's, and would cost the page's download 4 KB.
fn js_err<E: Serialize>(e: E) -> JsValue {
    throw(to_js(&e))
}

/// The `Error` of [`js_err`], for every error type at once.
fn throw(reason: JsValue) -> JsValue {
    let kind = Reflect::get(&reason, &JsValue::from_str("kind")).unwrap_or(JsValue::NULL);
    let error = js_sys::Error::new(&kind.as_string().unwrap_or_default());
    // A reason without parameters gets an empty `params`.
    let _ = Reflect::set(&error, &JsValue::from_str("params"), &Object::new());
    Object::assign(&error, &reason.unchecked_into());
    error.into()
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // Plain objects (not Maps) so the front end reads fields directly.
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

/// The options, with a fresh seed when none is given.
fn options_from_js(value: JsValue) -> Result<Options, JsValue> {
    let o = read::options(&value).map_err(|detail| js_err(InputError::NotOptions { detail }))?;
    let seed = match o.seed.as_deref() {
        None | Some("") => fresh_seed(),
        Some(s) => parse_seed(s)?,
    };
    let mut options = Options::new(o.players)
        .seed(seed)
        .rounds(o.rounds.unwrap_or(1));
    if let Some(c) = o.colours {
        options.colours = colours_from_letters(&c)?;
    }
    options.validate().map_err(js_err)?;
    Ok(options)
}

fn parse_seed(s: &str) -> Result<u64, JsValue> {
    s.parse::<u64>().map_err(|_| {
        js_err(InputError::NotASeed {
            seed: s.to_string(),
        })
    })
}

fn colours_from_letters(letters: &str) -> Result<Vec<Colour>, JsValue> {
    letters
        .chars()
        .map(|letter| {
            Colour::from_letter(letter).ok_or_else(|| js_err(InputError::NotAColour { letter }))
        })
        .collect()
}

/// Master's choice from its workers' thoughts (`Game.masterThink`): `{ action, iterations }`,
/// the action visited most over all of them and their iterations together, or null when
/// there is none.
#[cfg(feature = "master")]
#[wasm_bindgen(
    js_name = combineThoughts,
    unchecked_return_type = "Choice | null"
)]
pub fn combine_thoughts(
    #[wasm_bindgen(unchecked_param_type = "Thought[]")] thoughts: JsValue,
) -> Result<JsValue, JsValue> {
    let thoughts: Vec<crate::ai::Thought> =
        serde_wasm_bindgen::from_value(thoughts).map_err(|e| {
            js_err(InputError::NotActions {
                detail: e.to_string(),
            })
        })?;
    Ok(to_js(&crate::ai::master::combine(&thoughts).map(
        |(action, iterations)| crate::ai::Choice { action, iterations },
    )))
}

/// The computer's choice from the seat to move's `view`, as every computer seat asks it
/// (`Game.computerChoice`, `FairGame.computerChoice`): one budget for all. Hard thinks for
/// `millis` when given (as many iterations as the device manages), else for `iterations`
/// (its level's default when not given; with both, whichever ends first).
fn computer_choice(
    view: &crate::view::View,
    level: &str,
    seed: &str,
    iterations: Option<u32>,
    millis: Option<u32>,
) -> Result<JsValue, JsValue> {
    let level = Level::from_name(level).ok_or_else(|| {
        js_err(InputError::NotALevel {
            level: level.to_string(),
        })
    })?;
    let seed = parse_seed(seed)?;
    let budget = match (iterations, millis) {
        (Some(n), _) => Budget::iterations(n),
        (None, Some(_)) => Budget::iterations(u32::MAX),
        (None, None) => Budget::default_for(level),
    };
    let budget = Budget { millis, ..budget };
    let mut clock = performance_now;
    Ok(to_js(&choose_with_clock(
        view,
        level,
        seed,
        budget,
        Some(&mut clock),
    )))
}

fn action_from_js(value: JsValue) -> Result<Action, JsValue> {
    read::action(&value).map_err(|detail| js_err(InputError::NotAnAction { detail }))
}

/// A legal action and its notation, as the seat to move would write it.
#[derive(Serialize, Tsify)]
struct LegalAction {
    action: Action,
    notation: String,
}

/// A tile a step moves.
#[derive(Serialize, Tsify)]
struct Move {
    from: Square,
    to: Square,
}

/// A legal step of a tile, with every tile it would move.
#[derive(Serialize, Tsify)]
struct StepPreview {
    dir: Dir,
    moves: Vec<Move>,
}

/// A row of the tile table (RULES.md §2): `offsets` are the Area of Effect's `[dx, dy]`.
#[derive(Serialize, Tsify)]
struct MuseInfo {
    name: Muse,
    effect: Effect,
    area: Area,
    offsets: &'static [(i32, i32)],
    suns: u8,
}

/// The tile table (RULES.md §2), for drawing tiles and the rules panel.
#[wasm_bindgen(js_name = museTable, unchecked_return_type = "MuseInfo[]")]
pub fn muse_table() -> JsValue {
    let rows: Vec<MuseInfo> = Muse::ALL
        .iter()
        .map(|&m| MuseInfo {
            name: m,
            effect: m.effect(),
            area: m.area(),
            offsets: m.area().offsets(),
            suns: m.suns(),
        })
        .collect();
    to_js(&rows)
}

/// The rules' tables the page shows and checks against, from the engine's own
/// ([`crate::tables::rules`], written to `src/rules.json` by the native tests, which check it
/// stays equal): the Suns of each token, the setup per number of players, directions,
/// colours, what a seed is, and each computer level's budget. Parsed from that text, which
/// costs the download far less than code that builds it.
#[wasm_bindgen(unchecked_return_type = "Rules")]
pub fn rules() -> JsValue {
    js_sys::JSON::parse(include_str!("rules.json")).unwrap_or(JsValue::NULL)
}

/// Each seat's colour, and the neutral die's.
#[derive(Serialize, Tsify)]
struct Seating {
    neutral: Option<Colour>,
    seats: Vec<Colour>,
}

/// The colour of each seat for `players` and the Companies' colours as letters (`"pw"`,
/// `"pow"`; the defaults when absent), and the neutral die's colour (RULES.md §3).
#[wasm_bindgen(unchecked_return_type = "Seating")]
pub fn seating(players: u8, colours: Option<String>) -> Result<JsValue, JsValue> {
    let mut options = Options::new(players);
    if let Some(c) = colours {
        options.colours = colours_from_letters(&c)?;
    }
    options.validate().map_err(js_err)?;
    let seats = options.seat_colours();
    Ok(to_js(&Seating {
        neutral: deal::neutral_colour(&seats),
        seats,
    }))
}

/// The number of action sequences of `depth` actions from `position` (RULES.md §9), as
/// `muses perft` counts them: for measuring the engine's speed in the browser.
#[wasm_bindgen]
pub fn perft(position: &str, depth: u32) -> Result<f64, JsValue> {
    let setup: Setup = position.parse().map_err(js_err)?;
    let pos = Position::from_setup(&setup).map_err(js_err)?;
    Ok(crate::position::perft(&pos, depth) as f64)
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// What an action would do: its events, and the view of the seat to move afterwards.
#[derive(Serialize, Tsify)]
struct Preview {
    events: Vec<Event>,
    view: crate::view::View,
}

/// The options a game was dealt with: every one given, the seed a decimal string.
#[derive(Serialize, Tsify)]
struct DealtOptions {
    /// 2, 3 or 4.
    players: u8,
    /// 1, or 2 for a match.
    rounds: u8,
    seed: String,
    /// One letter per Company: "pw", "pow", …
    colours: String,
}

/// A game of Dance of Muses.
#[wasm_bindgen]
pub struct Game {
    inner: Inner,
    /// The players' names its link carries (none, or one per seat).
    names: Vec<String>,
    /// Who plays each seat, when a computer does (its link carries them).
    computers: Option<crate::code::Computers>,
}

#[wasm_bindgen]
impl Game {
    /// Deals a new game.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        Ok(Game {
            inner: Inner::new(options_from_js(options)?).map_err(js_err)?,
            names: Vec::new(),
            computers: None,
        })
    }

    /// A one-round game from a position in notation (RULES.md §9).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str) -> Result<Game, JsValue> {
        let setup: Setup = text.parse().map_err(js_err)?;
        let pos = Position::from_setup(&setup).map_err(js_err)?;
        Ok(Game {
            inner: Inner::from_position(pos),
            names: Vec::new(),
            computers: None,
        })
    }

    /// Opens the game a share link carries: its fragment (`#g…` game code or `#p…`
    /// position), with or without the `#`, and the players' names it carries. Throws the
    /// reason for a bad link.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(fragment: &str) -> Result<Game, JsValue> {
        let (link, table) = crate::code::read_table(fragment).map_err(js_err)?;
        Ok(Game {
            inner: link.into_game(),
            names: table.names,
            computers: table.computers,
        })
    }

    /// The fragment (without `#`) of a link that carries this game and its players' names: a
    /// game code, or for a game that began from a position, a position link of where it
    /// stands.
    pub fn code(&self) -> String {
        crate::code::encode_table(&self.inner, &self.names, self.computers.as_ref())
    }

    /// Who plays each seat as the link carries it (`{ kinds, host, think }`), or null when
    /// people play every seat.
    #[wasm_bindgen(unchecked_return_type = "Computers | null")]
    pub fn computers(&self) -> JsValue {
        to_js(&self.computers)
    }

    /// Puts the game's computers in its link (`{ kinds, host, think }`: each seat's "human",
    /// "easy", "medium" or "hard", the seat whose device runs the computers, Hard's thinking
    /// time in ms), or none (null). Computers that do not fit the game are left out of it.
    #[wasm_bindgen(js_name = setComputers)]
    pub fn set_computers(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Computers | null")] computers: JsValue,
    ) -> Result<(), JsValue> {
        self.computers = if computers.is_null() || computers.is_undefined() {
            None
        } else {
            Some(
                read::computers(&computers)
                    .map_err(|detail| js_err(InputError::NotComputers { detail }))?,
            )
        };
        Ok(())
    }

    /// The players' names the link carries: one per seat ("" for a seat with none), or none.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn names(&self) -> JsValue {
        to_js(&self.names)
    }

    /// Names the players in the link (one per seat; none for no names). A code keeps at most
    /// 24 bytes of each, without control characters.
    #[wasm_bindgen(js_name = setNames)]
    pub fn set_names(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] names: JsValue,
    ) -> Result<(), JsValue> {
        self.names = read::list(&names, read::string)
            .map_err(|detail| js_err(InputError::NotNames { detail }))?;
        Ok(())
    }

    /// The game's identity, the same on every device whatever its progress: its options and
    /// seed (`players.rounds.colours.seed`), or for a game begun from a position, that
    /// position's link. The page keeps its games by it.
    pub fn identity(&self) -> String {
        crate::code::identity(&self.inner)
    }

    /// Whether the game began from a position (a puzzle or analysis link) rather than a deal.
    #[wasm_bindgen(js_name = fromPositionLink)]
    pub fn from_position_link(&self) -> bool {
        self.inner.start_position().is_some()
    }

    /// The game as it was after its first `n` actions (for replays and branching).
    pub fn prefix(&self, n: usize) -> Game {
        Game {
            inner: self.inner.prefix(n),
            names: self.names.clone(),
            computers: self.computers.clone(),
        }
    }

    /// Takes back the last `n` actions (1 when absent; all of them if there are fewer)
    /// without replaying the game; returns whether any was taken back.
    pub fn undo(&mut self, n: Option<u32>) -> bool {
        let n = n.map_or(1, |n| n as usize);
        !self.inner.undo(n).is_empty()
    }

    /// The history as `seat` (0-based) may read it, or as anybody at the table may with no
    /// seat: who played each action, its notation, its events. `ownMystery` lets the seat
    /// know its own Mysterious Muse (D3: only on its private device). From action `from`
    /// on (0 when absent), so that a page adding each action to its log reads only that one.
    #[wasm_bindgen(unchecked_return_type = "LogEntry[]")]
    pub fn log(&self, seat: Option<u8>, own_mystery: Option<bool>, from: Option<usize>) -> JsValue {
        let log = self
            .inner
            .log(seat.map(usize::from), own_mystery.unwrap_or(false));
        to_js(log.get(from.unwrap_or(0)..).unwrap_or_default())
    }

    /// The seat (0-based) that played action `index` of the history (counting from 0).
    #[wasm_bindgen(js_name = seatOf)]
    pub fn seat_of(&self, index: usize) -> Option<u8> {
        self.inner.history().get(index).map(|e| e.seat() as u8)
    }

    /// The number of actions played since the deal.
    #[wasm_bindgen(js_name = actionCount)]
    pub fn action_count(&self) -> usize {
        self.inner.actions().len()
    }

    /// Rebuilds a game from its options and the list of actions played.
    pub fn replay(
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Action[]")] actions: JsValue,
    ) -> Result<Game, JsValue> {
        let options = options_from_js(options)?;
        let actions = read::list(&actions, read::action)
            .map_err(|detail| js_err(InputError::NotActions { detail }))?;
        Ok(Game {
            inner: Inner::replay(options, &actions).map_err(js_err)?,
            names: Vec::new(),
            computers: None,
        })
    }

    /// What `seat` (0-based) may see; no seat gives the public view. `ownMystery` shows the
    /// seat its own face-down Muse (D3: only on a private device).
    #[wasm_bindgen(unchecked_return_type = "View")]
    pub fn view(&self, seat: Option<u8>, own_mystery: bool) -> JsValue {
        to_js(&self.inner.view(seat.map(usize::from), own_mystery))
    }

    /// Every legal action with its notation (tiles the seat to move cannot see named by
    /// square).
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "LegalAction[]")]
    pub fn legal_actions(&self) -> JsValue {
        let view = self
            .inner
            .view(Some(self.inner.position().to_move()), false);
        let list: Vec<LegalAction> = self
            .inner
            .legal_actions()
            .into_iter()
            .map(|action| LegalAction {
                notation: view.action_notation(&action),
                action,
            })
            .collect();
        to_js(&list)
    }

    /// The legal steps of the tile on `x,y`, each with every tile it would move (for
    /// previews while dragging).
    #[wasm_bindgen(js_name = legalSteps, unchecked_return_type = "StepPreview[]")]
    pub fn legal_steps(&self, x: i32, y: i32) -> JsValue {
        let pos = self.inner.position();
        let from = Square::new(x, y);
        let mut out = Vec::new();
        if pos.phase() == crate::position::Phase::Dance && !self.inner.is_over() {
            if let Some(i) = pos.board().index_at(from) {
                for d in Dir::ALL {
                    if let Some(step) = pos.board().step(i, d) {
                        let moves = pos
                            .board()
                            .tiles()
                            .iter()
                            .enumerate()
                            .filter(|(j, _)| step.moved & (1 << j) != 0)
                            .map(|(_, t)| Move {
                                from: t.square,
                                to: t.square.step(d),
                            })
                            .collect();
                        out.push(StepPreview { dir: d, moves });
                    }
                }
            }
        }
        to_js(&out)
    }

    /// Plays an action; returns what happened, or throws and changes nothing.
    #[wasm_bindgen(unchecked_return_type = "Event[]")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        let events = self.inner.apply(action).map_err(js_err)?;
        Ok(to_js(&events))
    }

    /// Plays an action written in notation (`Clio:E`, `Thalia*Clio:S`, `clio@1,0`, …).
    #[wasm_bindgen(js_name = applyNotation, unchecked_return_type = "Event[]")]
    pub fn apply_notation(&mut self, text: &str) -> Result<JsValue, JsValue> {
        let action = crate::notation::parse_action(self.inner.position(), text).map_err(js_err)?;
        let events = self.inner.apply(action).map_err(js_err)?;
        Ok(to_js(&events))
    }

    /// What the action would do, without doing it: `{ events, view }` with the view of the
    /// seat to move afterwards. For showing a Power's or a step's effect mid-turn.
    #[wasm_bindgen(unchecked_return_type = "Preview")]
    pub fn preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
        seat: Option<u8>,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        let mut copy = self.inner.clone();
        let events: Vec<Event> = copy.apply(action).map_err(js_err)?;
        Ok(to_js(&Preview {
            events,
            view: copy.view(seat.map(usize::from), false),
        }))
    }

    /// The action in notation, as the seat to move would write it.
    pub fn notation(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<String, JsValue> {
        let action = action_from_js(action)?;
        let view = self
            .inner
            .view(Some(self.inner.position().to_move()), false);
        Ok(view.action_notation(&action))
    }

    /// The current position in notation (the whole truth: not for a player's screen).
    pub fn position(&self) -> String {
        self.inner.position().to_string()
    }

    /// The score of the current round as if it ended now (the result once it has).
    #[wasm_bindgen(unchecked_return_type = "RoundScore")]
    pub fn score(&self) -> JsValue {
        let bonus = crate::scoring::bonus_for_round(self.inner.results());
        match self.inner.results().last() {
            Some(r) if self.inner.is_over() => to_js(r),
            _ => to_js(&self.inner.position().score(bonus)),
        }
    }

    /// The options the game was dealt with, seed included (as a decimal string).
    #[wasm_bindgen(unchecked_return_type = "DealtOptions")]
    pub fn options(&self) -> JsValue {
        let o = self.inner.options();
        to_js(&DealtOptions {
            players: o.players,
            rounds: o.rounds,
            seed: o.seed.to_string(),
            colours: o.colours.iter().map(|c| c.letter()).collect(),
        })
    }

    /// Every action played since the deal (the whole truth: face-down placements name their
    /// Muse).
    ///
    /// Deprecated for drawing a log: read `log(seat)`.
    #[wasm_bindgen(unchecked_return_type = "Action[]")]
    pub fn actions(&self) -> JsValue {
        to_js(self.inner.actions())
    }

    /// The computer's choice for the seat to move, `{ action, iterations }` (Hard's search
    /// iterations, 0 for the other levels), or null when the game is over. The computer sees
    /// only that seat's view (its own Mysterious Muse included, which the seat placed).
    /// `level` is "random", "easy", "medium", "hard" or "master"; `seed` a decimal string.
    /// Hard and Master think for `millis` when given (then results vary with the device),
    /// else for `iterations` (default 10,000 and 30,000; with `millis` too, whichever ends
    /// first). Meant for a Web Worker, so the page keeps animating: Master here searches on
    /// that one worker (`masterThink` spreads it over several).
    #[wasm_bindgen(
        js_name = computerChoice,
        unchecked_return_type = "Choice | null"
    )]
    pub fn computer_choice(
        &self,
        level: &str,
        seed: &str,
        iterations: Option<u32>,
        millis: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let view = self.inner.view(Some(self.inner.position().to_move()), true);
        computer_choice(&view, level, seed, iterations, millis)
    }

    /// One worker's share of Master's choice for the seat to move (seen from that seat, its
    /// own Mysterious Muse included): its search's root, searched for `millis` (or for
    /// `iterations`, default Master's), with its own `seed` (a decimal string); null when the
    /// game is over. [`combine_thoughts`] makes the workers' thoughts one choice. Only in a
    /// build with the `master` feature (the review's bundle, fair mode's).
    #[cfg(feature = "master")]
    #[wasm_bindgen(js_name = masterThink, unchecked_return_type = "Thought | null")]
    pub fn master_think(
        &self,
        seed: &str,
        iterations: Option<u32>,
        millis: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let view = self.inner.view(Some(self.inner.position().to_move()), true);
        let seed = parse_seed(seed)?;
        let budget = Budget {
            iterations: iterations.unwrap_or(match millis {
                Some(_) => u32::MAX,
                None => Budget::default_for(Level::Master).iterations,
            }),
            millis,
        };
        let mut clock = performance_now;
        Ok(to_js(&crate::ai::master::think(
            &view,
            seed,
            budget,
            Some(&mut clock),
            crate::ai::master::tuning(),
        )))
    }

    /// The First Player's dice (D2): rounds of `[seat, roll]`.
    #[wasm_bindgen(js_name = firstPlayerRolls, unchecked_return_type = "[number, number][][]")]
    pub fn first_player_rolls(&self) -> JsValue {
        to_js(self.inner.first_player_rolls())
    }

    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }
}
