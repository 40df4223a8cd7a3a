//! Fair mode's JavaScript API (feature `fair`), in its own wasm so that the first load does not
//! carry the cryptography. A [`FairGame`] is one device's fair game ([`crate::fair::Device`]);
//! the page keeps its `record()`, an opaque text.

use super::{action_from_js, computer_choice, js_err, options_from_js, to_js, Game};
use crate::fair::{Device, Step, MAX_DANCE_TURNS};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// The seat (0-based) whose message comes next, and what it is (`mine`: this device's).
#[derive(Serialize, Tsify)]
pub struct FairNext {
    seat: u8,
    #[tsify(type = "FairStep")]
    step: Step,
    mine: bool,
}

/// One device's fair game: the link it holds and the seats it plays.
#[wasm_bindgen]
pub struct FairGame {
    inner: Device,
}

#[wasm_bindgen]
impl FairGame {
    /// A new fair game (the options' seed is not used); this device plays seat 1: send
    /// `link()` to seat 2, who shuffles first.
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

    /// Opens a fair link (`f…`, with or without `#`), checking every signature and message, for
    /// a device that holds nothing of this game: it plays no seat until `takeSeat` or `importKey`.
    pub fn open(link: &str) -> Result<FairGame, JsValue> {
        Ok(FairGame {
            inner: Device::open(link).map_err(js_err)?,
        })
    }

    /// The game this device kept (`record()`), checked again.
    pub fn restore(record: &str) -> Result<FairGame, JsValue> {
        Ok(FairGame {
            inner: Device::restore(record).map_err(js_err)?,
        })
    }

    /// The id of a fair link's game (read from its header alone).
    #[wasm_bindgen(js_name = gameIdOf)]
    pub fn game_id_of(link: &str) -> Result<String, JsValue> {
        Device::game_id_of(link).map_err(js_err)
    }

    /// The most dance turns a round of fair play lasts (FD1, docs/fair-play.md).
    #[wasm_bindgen(js_name = maxDanceTurns)]
    pub fn max_dance_turns() -> u16 {
        MAX_DANCE_TURNS
    }

    /// Takes in a newer link of this game; throws, changing nothing, for another game's, an
    /// older one, or one that differs from the game held.
    pub fn update(&mut self, link: &str) -> Result<(), JsValue> {
        self.inner.update(link).map_err(js_err)
    }

    /// What the page keeps of this game: the link and the secrets this device still needs.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The fragment (without `#`) of the link that carries the whole game.
    pub fn link(&self) -> String {
        self.inner.link()
    }

    /// How many messages the game holds: how far it has gone.
    pub fn messages(&self) -> usize {
        self.inner.table().messages().len()
    }

    /// The game's id (public): a key for this game's record.
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

    /// The engine's game as `seat` knows it (else as anybody does), null before the deal. The
    /// Muses its holder cannot know are filled in: read views and the log from `view()` and
    /// `log()`, never from this game.
    #[wasm_bindgen(unchecked_return_type = "Game | null")]
    pub fn game(&self, seat: Option<u8>) -> Option<Game> {
        let seat = seat.filter(|s| self.inner.seats().contains(s));
        Some(Game {
            inner: self.inner.game(seat)?,
            names: self.inner.table().names().to_vec(),
            computers: None,
        })
    }

    /// The seats this device plays, or played in a game now over (0-based).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn seats(&self) -> JsValue {
        to_js(&self.inner.seats())
    }

    /// The seats whose secrets this device holds (deleted once a seat will send nothing more).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn secrets(&self) -> JsValue {
        to_js(&self.inner.secrets())
    }

    /// The seats nobody plays yet: the ones a new device may take.
    #[wasm_bindgen(js_name = freeSeats, unchecked_return_type = "number[]")]
    pub fn free_seats(&self) -> JsValue {
        to_js(&self.inner.table().free_seats())
    }

    /// Plays `seat`, which nobody plays yet, with a fresh secret.
    #[wasm_bindgen(js_name = takeSeat)]
    pub fn take_seat(&mut self, seat: u8) -> Result<(), JsValue> {
        self.inner.take_seat(seat).map_err(js_err)
    }

    /// The seat's key text (48 characters), for moving it to another device; null once its
    /// secret is deleted.
    #[wasm_bindgen(js_name = exportKey)]
    pub fn export_key(&self, seat: u8) -> Option<String> {
        self.inner.export_key(seat)
    }

    /// Plays the seat whose key text this is; returns the seat.
    #[wasm_bindgen(js_name = importKey)]
    pub fn import_key(&mut self, text: &str) -> Result<u8, JsValue> {
        self.inner.import_key(text).map_err(js_err)
    }

    /// Whose message comes next; null once the game is over or stopped.
    #[wasm_bindgen(unchecked_return_type = "FairNext | null")]
    pub fn next(&self) -> JsValue {
        let next = self.inner.next().map(|(seat, step)| FairNext {
            seat,
            step,
            mine: self.inner.secrets().contains(&seat),
        });
        to_js(&next)
    }

    /// Sends every message of this device's seats that asks no choice; how many.
    pub fn advance(&mut self) -> usize {
        self.inner.advance()
    }

    /// What `seat` sees (a seat this device plays), else the public view; null before the deal.
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

    /// The move log as `seat` may read it (else as anybody may), from action `from` on; a round
    /// not verified yet names no hidden tile and has no score.
    #[wasm_bindgen(unchecked_return_type = "LogEntry[]")]
    pub fn log(&self, seat: Option<u8>, own_mystery: bool, from: Option<usize>) -> JsValue {
        let log = self.inner.log(seat, own_mystery);
        to_js(log.get(from.unwrap_or(0)..).unwrap_or_default())
    }

    /// Plays the action of the seat to move (this device's) and signs its message: the events.
    #[wasm_bindgen(unchecked_return_type = "Event[]")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        let events = self.inner.play(action).map_err(js_err)?;
        Ok(to_js(&events))
    }

    /// Each round's check.
    #[wasm_bindgen(unchecked_return_type = "Verdict[]")]
    pub fn verdicts(&self) -> JsValue {
        to_js(&self.inner.table().verdicts())
    }

    /// Per round begun, whether it ended at the limit of dance turns (FD1).
    #[wasm_bindgen(js_name = atLimit, unchecked_return_type = "boolean[]")]
    pub fn at_limit(&self) -> JsValue {
        let table = self.inner.table();
        let limits: Vec<bool> = (0..table.verdicts().len())
            .map(|r| table.at_limit(r))
            .collect();
        to_js(&limits)
    }

    /// The First Player's dice (D2), once every seat's value is in.
    #[wasm_bindgen(js_name = firstPlayerRolls, unchecked_return_type = "[number, number][][]")]
    pub fn first_player_rolls(&self) -> JsValue {
        to_js(self.inner.table().first_player_rolls())
    }

    /// The computer's choice for the seat to move, this device's, from its view alone (as
    /// `Game.computerChoice`); null when it is not its turn.
    #[wasm_bindgen(
        js_name = computerChoice,
        unchecked_return_type = "{ action: Action; iterations: number } | null"
    )]
    pub fn computer_choice(
        &self,
        level: &str,
        seed: &str,
        iterations: Option<u32>,
        millis: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let Some(seat) = self.inner.my_turn_to_play() else {
            return Ok(JsValue::NULL);
        };
        let Some(game) = self.inner.game(Some(seat)) else {
            return Ok(JsValue::NULL);
        };
        let view = game.view(Some(usize::from(seat)), true);
        computer_choice(&view, level, seed, iterations, millis)
    }
}
