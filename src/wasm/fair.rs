//! Fair mode's JavaScript API (cargo feature `fair`): built into its own wasm
//! (examples/fair.rs), which the page loads only when a fair game is opened, so that the
//! first load does not carry the cryptography. A [`FairGame`] is one device's fair game
//! ([`crate::fair::Device`]); errors are JS `Error`s with `kind` and `params`.

use super::{action_from_js, js_err, options_from_js, performance_now, to_js, Game};
use crate::ai::{choose_with_clock, Budget, Level};
use crate::fair::Device;
use crate::reason::InputError;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_FAIR: &str = r#"
export type FairStep = "Shuffle" | "Deal" | "Strip" | "Play" | "Reveal";
/** The seat (0-based) whose message comes next, and what it is. */
export interface FairNext { seat: number; step: FairStep; mine: boolean }
/** A false message: its seat (0-based), its round, and what was false. */
export interface Fault { seat: number; round: number; kind: { kind: string; params?: unknown } }
export type Verdict =
  | { kind: "Playing" }
  | { kind: "NotVerified"; params: { missing: number[] } }
  | { kind: "Valid" }
  | { kind: "Invalid"; params: Fault };
"#;

/// One device's fair game: the link it holds and the seats it plays.
#[wasm_bindgen]
pub struct FairGame {
    inner: Device,
}

#[wasm_bindgen]
impl FairGame {
    /// A new fair game (the options' seed is not used); this device plays seat 1 and shuffles
    /// at once: send `link()` to seat 2.
    pub fn create(
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] names: JsValue,
    ) -> Result<FairGame, JsValue> {
        let options = options_from_js(options)?;
        let names: Vec<String> = serde_wasm_bindgen::from_value(names).unwrap_or_default();
        let mut inner = Device::create(options, names).map_err(js_err)?;
        inner.advance();
        Ok(FairGame { inner })
    }

    /// Opens a fair link (its fragment `f…`, with or without `#`), checking every message.
    /// The device plays no seat until `takeSeat` or `importKey`.
    pub fn open(link: &str) -> Result<FairGame, JsValue> {
        Ok(FairGame {
            inner: Device::open(link).map_err(js_err)?,
        })
    }

    /// Takes in a newer link of this game; throws (and changes nothing) if it is another
    /// game's, or rewrites what this device holds (kind "Rewritten").
    pub fn update(&mut self, link: &str) -> Result<(), JsValue> {
        self.inner.update(link).map_err(js_err)
    }

    /// The fragment (without `#`) of the link that carries the whole game.
    pub fn link(&self) -> String {
        self.inner.link()
    }

    /// The game's id (public): a key for this game's saved secrets.
    #[wasm_bindgen(js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.inner.game_id()
    }

    pub fn players(&self) -> u8 {
        self.inner.table().players()
    }

    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn names(&self) -> JsValue {
        to_js(self.inner.table().names())
    }

    /// The options: players, rounds and colours (a fair game has no seed: `seed` is "0").
    #[wasm_bindgen(unchecked_return_type = "GameOptions")]
    pub fn options(&self) -> JsValue {
        let o = self.inner.table().options();
        #[derive(Serialize)]
        struct Out {
            players: u8,
            rounds: u8,
            seed: String,
            colours: String,
        }
        to_js(&Out {
            players: o.players,
            rounds: o.rounds,
            seed: o.seed.to_string(),
            colours: o.colours.iter().map(|c| c.letter()).collect(),
        })
    }

    /// The engine's game as `seat` knows it (a seat this device plays; else as anybody
    /// knows it), for what the page reads as in any game: legal actions with their notation,
    /// steps, previews, the log, the history. Null before the deal is done. The Muses its
    /// holder cannot know are filled in, not true: read the views from `view()`, and the
    /// score of a round only once its verdict is valid (until then its last action's events
    /// end the round with a score of the filled-in Muses).
    #[wasm_bindgen(unchecked_return_type = "Game | null")]
    pub fn game(&self, seat: Option<u8>) -> Option<Game> {
        let seat = seat.filter(|s| self.inner.seats().contains(s));
        Some(Game {
            inner: self.inner.game(seat)?,
            names: self.inner.table().names().to_vec(),
            computers: None,
        })
    }

    /// The seats this device plays (0-based).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn seats(&self) -> JsValue {
        to_js(&self.inner.seats())
    }

    /// Plays `seat` with a fresh secret (a seat that has sent nothing yet; a computer seat is
    /// taken by the device that runs it).
    #[wasm_bindgen(js_name = takeSeat)]
    pub fn take_seat(&mut self, seat: u8) -> Result<(), JsValue> {
        self.inner.take_seat(seat).map_err(js_err)
    }

    /// The seat's secret as a 29-character text, for moving to another device (only the
    /// seat's own player may see it).
    #[wasm_bindgen(js_name = exportKey)]
    pub fn export_key(&self, seat: u8) -> Option<String> {
        self.inner.export_key(seat)
    }

    /// Plays the seat whose key text this is; returns the seat.
    #[wasm_bindgen(js_name = importKey)]
    pub fn import_key(&mut self, text: &str) -> Result<u8, JsValue> {
        self.inner.import_key(text).map_err(js_err)
    }

    /// Whose message comes next and what kind (`mine`: this device plays that seat); null
    /// once the game is over or stopped.
    #[wasm_bindgen(unchecked_return_type = "FairNext | null")]
    pub fn next(&self) -> JsValue {
        #[derive(Serialize)]
        struct Next {
            seat: u8,
            step: crate::fair::Step,
            mine: bool,
        }
        let next = self.inner.next().map(|(seat, step)| Next {
            seat,
            step,
            mine: self.inner.seats().contains(&seat),
        });
        to_js(&next)
    }

    /// Sends every message of this device's seats that asks no choice (shuffle, deal,
    /// strip, key, or stopping a broken deal); how many. Call after opening or updating.
    pub fn advance(&mut self) -> usize {
        self.inner.advance()
    }

    /// What `seat` sees (a seat this device plays), or the public view (null or another
    /// seat); null before the deal is done.
    #[wasm_bindgen(unchecked_return_type = "View | null")]
    pub fn view(&self, seat: Option<u8>, own_mystery: bool) -> JsValue {
        to_js(&self.inner.view(seat, own_mystery))
    }

    /// The legal actions of the seat to move, when this device plays it; otherwise none.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "Action[]")]
    pub fn legal_actions(&self) -> JsValue {
        let list = self
            .inner
            .my_turn_to_play()
            .and_then(|s| self.inner.game(Some(s)))
            .map(|g| g.legal_actions())
            .unwrap_or_default();
        to_js(&list)
    }

    /// The move log as `seat` may read it (a seat this device plays; else as anybody may).
    #[wasm_bindgen(unchecked_return_type = "LogEntry[]")]
    pub fn log(&self, seat: Option<u8>, own_mystery: bool) -> JsValue {
        let seat = seat.filter(|s| self.inner.seats().contains(s));
        let log = self
            .inner
            .game(seat)
            .map(|g| g.log(seat.map(usize::from), own_mystery))
            .unwrap_or_default();
        to_js(&log)
    }

    /// Plays the action of the seat to move (which this device plays) and writes its
    /// message: the events up to the round's end. Then call `advance()` and send `link()`.
    #[wasm_bindgen(unchecked_return_type = "Event[]")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        let events = self.inner.play(action).map_err(js_err)?;
        Ok(to_js(&events))
    }

    /// Each round's check: playing, not verified (which seats' keys are missing), valid, or
    /// not valid with the seat at fault.
    #[wasm_bindgen(unchecked_return_type = "Verdict[]")]
    pub fn verdicts(&self) -> JsValue {
        to_js(&self.inner.table().verdicts())
    }

    /// The First Player's dice (D2), once every seat's value is in.
    #[wasm_bindgen(js_name = firstPlayerRolls, unchecked_return_type = "[number, number][][]")]
    pub fn first_player_rolls(&self) -> JsValue {
        to_js(self.inner.table().first_player_rolls())
    }

    /// The computer's choice for the seat to move, which this device plays (a computer seat
    /// it created), from that seat's view alone; null when it is not its turn. As
    /// `Game.computerChoice`.
    #[wasm_bindgen(js_name = computerChoice, unchecked_return_type = "Action | null")]
    pub fn computer_choice(
        &self,
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
        let seed = super::parse_seed(seed)?;
        let mut budget = Budget::default_for(level);
        if let Some(n) = iterations {
            budget.iterations = n;
        }
        budget.millis = millis;
        let Some(seat) = self.inner.my_turn_to_play() else {
            return Ok(JsValue::NULL);
        };
        let Some(game) = self.inner.game(Some(seat)) else {
            return Ok(JsValue::NULL);
        };
        let view = game.view(Some(usize::from(seat)), true);
        let mut clock = performance_now;
        Ok(to_js(&choose_with_clock(
            &view,
            level,
            seed,
            budget,
            Some(&mut clock),
        )))
    }
}
