//! The exhaustive tests behind every puzzle: every action (and reply, where needed) is played,
//! never sampled; each test gives, per action, the worlds ([`super::hidden`]) where it holds.

use super::hidden::{Mask, Worlds};
use crate::action::Action;
use crate::position::{Phase, Position};
use std::collections::HashMap;

/// Only a step (or a Raise, or a Swap before a step) can show a 6, and a step adds 1: with
/// every die below 4, no action ends the round.
const CAN_END: u8 = 4;

/// The exact tests for one position's mover.
pub struct Search {
    worlds: Worlds,
    /// The seat to move at the root and its Company.
    mover: usize,
    me: usize,
    /// Actions [`Search::in_two`] may still play: beyond, a position is given up, not guessed.
    budget: u64,
    memo: HashMap<Position, Mask>,
    /// Scratch lists of legal actions, one per depth.
    lists: Vec<Vec<Action>>,
}

/// What one action does at once, as a set of worlds for each outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effect {
    /// It ends the round.
    pub ends: bool,
    /// The worlds in which it ends the round with the mover's Company winning alone.
    pub wins: Mask,
    /// The worlds in which the next seat, a rival, can then end the round and win alone.
    pub hands_over: Mask,
}

/// The search ran out of its budget: the answer is unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

impl Search {
    /// The tests for the mover of `pos`, in the dance; `None` outside it or with too many worlds.
    pub fn new(pos: &Position) -> Option<Search> {
        if pos.phase() != Phase::Dance {
            return None;
        }
        let worlds = Worlds::of(pos)?;
        let mover = pos.to_move();
        Some(Search {
            me: worlds.company_of(pos, mover),
            worlds,
            mover,
            budget: u64::MAX,
            memo: HashMap::new(),
            lists: Vec::new(),
        })
    }

    /// Bounds [`Search::in_two`] to about `actions` actions played.
    pub fn with_budget(mut self, actions: u64) -> Search {
        self.budget = actions;
        self
    }

    pub fn worlds(&self) -> &Worlds {
        &self.worlds
    }

    /// Every world.
    pub fn all(&self) -> Mask {
        self.worlds.all()
    }

    /// The immediate effect of each of `actions` from `pos` (the mover's).
    pub fn effects(&self, pos: &Position, actions: &[Action]) -> Vec<Effect> {
        let mut scratch = Vec::new();
        actions
            .iter()
            .map(|a| {
                let mut next = *pos;
                if next.play(a, &mut ()).is_err() {
                    return Effect::default();
                }
                if next.is_over() {
                    return Effect {
                        ends: true,
                        wins: self.worlds.wins(&next, self.me),
                        hands_over: 0,
                    };
                }
                let them = self.worlds.company_of(&next, next.to_move());
                Effect {
                    ends: false,
                    wins: 0,
                    hands_over: self.best_end(&next, them, &mut scratch),
                }
            })
            .collect()
    }

    /// The worlds in which the seat to move in `pos` can end the round with Company `company`
    /// winning alone.
    fn best_end(&self, pos: &Position, company: usize, list: &mut Vec<Action>) -> Mask {
        if pos.board().max_value() < CAN_END {
            return 0;
        }
        let all = self.all();
        let mut mask = 0;
        pos.legal_actions_into(list);
        for a in list.iter() {
            let mut next = *pos;
            if next.play(a, &mut ()).is_ok() && next.is_over() {
                mask |= self.worlds.wins(&next, company);
                if mask == all {
                    break;
                }
            }
        }
        mask
    }

    /// For each of `actions` from `pos` (the mover's), the worlds in which it wins in two:
    /// whatever the other seats reply, the mover's Company wins alone by its next turn.
    pub fn in_two(&mut self, pos: &Position, actions: &[Action]) -> Result<Vec<Mask>, OutOfBudget> {
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            let mut next = *pos;
            let value = if next.play(a, &mut ()).is_err() || next.is_over() {
                0
            } else {
                self.value(&next, 1)?
            };
            out.push(value);
        }
        Ok(out)
    }

    /// The worlds in which the mover's Company wins from `pos` within the mover's next turn,
    /// whatever the other seats play.
    fn value(&mut self, pos: &Position, depth: usize) -> Result<Mask, OutOfBudget> {
        if pos.is_over() {
            return Ok(self.worlds.wins(pos, self.me));
        }
        if let Some(&m) = self.memo.get(pos) {
            return Ok(m);
        }
        while self.lists.len() <= depth {
            self.lists.push(Vec::new());
        }
        let mut list = std::mem::take(&mut self.lists[depth]);
        let result = if pos.to_move() == self.mover {
            let m = self.best_end(pos, self.me, &mut list);
            self.spend(list.len())?;
            m
        } else {
            self.reply(pos, depth, &mut list)?
        };
        self.lists[depth] = list;
        self.memo.insert(*pos, result);
        Ok(result)
    }

    /// Another seat to move in `pos`: the worlds in which every reply leaves the mover's
    /// Company winning (replies that end the round first: the usual refutations).
    fn reply(
        &mut self,
        pos: &Position,
        depth: usize,
        list: &mut Vec<Action>,
    ) -> Result<Mask, OutOfBudget> {
        pos.legal_actions_into(list);
        self.spend(list.len())?;
        let mut mask = self.all();
        let mut later = Vec::with_capacity(list.len());
        for a in list.iter() {
            let mut next = *pos;
            if next.play(a, &mut ()).is_err() {
                continue;
            }
            if next.is_over() {
                mask &= self.worlds.wins(&next, self.me);
                if mask == 0 {
                    return Ok(0);
                }
            } else if next.to_move() == self.mover && next.board().max_value() < CAN_END {
                // The mover cannot end the round from there.
                return Ok(0);
            } else {
                later.push(next);
            }
        }
        for next in later {
            mask &= self.value(&next, depth + 1)?;
            if mask == 0 {
                break;
            }
        }
        Ok(mask)
    }

    fn spend(&mut self, actions: usize) -> Result<(), OutOfBudget> {
        self.budget = self.budget.checked_sub(actions as u64).ok_or(OutOfBudget)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::canonical_actions;
    use crate::notation::action_notation;

    /// The actions whose mask is every world.
    fn sure(pos: &Position, masks: &[Mask], all: Mask) -> Vec<String> {
        canonical_actions(pos)
            .iter()
            .zip(masks)
            .filter(|(_, &m)| m == all)
            .map(|(a, _)| action_notation(pos, a))
            .collect()
    }

    #[test]
    fn clio_steps_onto_six_and_wins() {
        // Every Muse face up: one world.
        let pos: Position = "Clio@0,0=5p/Urania@1,0=2w pw 1".parse().unwrap();
        let s = Search::new(&pos).unwrap();
        let actions = canonical_actions(&pos);
        let wins: Vec<Mask> = s.effects(&pos, &actions).iter().map(|e| e.wins).collect();
        assert_eq!(s.all(), 1);
        // Urania pushes Clio onto 6 too; Clio's Raise on Urania before a step changes nothing.
        let won = sure(&pos, &wins, 1);
        let want = [
            "Clio:N",
            "Clio:E",
            "Clio:S",
            "Urania:W",
            "Clio*Urania:N",
            "Clio*Urania:E",
            "Clio*Urania:S",
        ];
        assert_eq!(won, want);
    }

    #[test]
    fn a_hidden_muse_can_decide_the_end() {
        // White's face-down Muse shows 2: a 6 if she is Thalia, not if Erato or Melpomene.
        // Clio steps onto 6: Purple 6-4-3-1 against White 6-4-4-1 (White's Silver in the
        // third column) or 4-4-2-1 (Purple's Silver in the first).
        let pos: Position = "Clio@0,0=5p/Urania@0,1=2p/Calliope@1,1=1p/erato@2,1=4p/\
            thalia@1,0=2w/Euterpe@2,0=4w/Polyhymnia@3,0=4w/Terpsichore@3,1=1w/melpomene@4,0=1o pw 1"
            .parse()
            .unwrap();
        let s = Search::new(&pos).unwrap();
        let actions = canonical_actions(&pos);
        let effects = s.effects(&pos, &actions);
        assert_eq!(s.all(), 0b11_1111);
        let k = actions
            .iter()
            .position(|a| action_notation(&pos, a) == "Clio:N")
            .unwrap();
        // Two worlds of six put Thalia there.
        assert_eq!(effects[k].wins.count_ones(), 4);
    }
}
