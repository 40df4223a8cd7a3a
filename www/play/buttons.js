// @ts-check
// The page's buttons and keys around the table, each handed to the part that answers it (the turn in use, the
// computers' watch controls, the menu); what each shows is controls.js's.

import { $ } from '../ui/panels.js';

/** @param {import('./types.js').ButtonsHost} p */
export function attachButtons(p) {
  const { flow, thinking, session, history } = p;
  $('face-up').onclick = () => p.turn().setFaceDown(false);
  $('face-down').onclick = () => p.turn().setFaceDown(true);
  $('end-turn').onclick = () => p.turn().endTurn();
  $('take-back').onclick = () => p.turn().takeBack();
  $('show-result').onclick = () => flow.showResult();
  $('think-retry').onclick = () => flow.enterTurn();
  $('watch-pause').onclick = () => thinking.togglePause();
  $('watch-speed').onchange = (e) => {
    thinking.setSpeed(/** @type {HTMLSelectElement} */ (e.target).value);
    session.persist();
  };
  $('menu-new').onclick = () => {
    thinking.stop();
    p.newGame();
  };
  for (const id of ['log-panel', 'rules-panel']) $(id).addEventListener('toggle', () => session.persist());
  const menu = /** @type {HTMLDetailsElement} */ ($('menu'));
  const fromMenu = (/** @type {() => void} */ f) => () => {
    menu.open = false;
    if (p.now().canMenu) f();
  };
  $('menu-share').onclick = fromMenu(() => flow.send('share'));
  $('menu-replay').onclick = fromMenu(() => history.replay.open());
  $('menu-undo').onclick = fromMenu(() => history.undo());
  $('menu-seat').onclick = fromMenu(() => p.chooseSeat(false));
  $('menu-review').onclick = fromMenu(() => p.review());
  $('result-review').onclick = () => p.review();
  $('menu-learn').onclick = () => {
    menu.open = false;
    p.learn();
  };
  $('menu-games').onclick = () => {
    menu.open = false;
    thinking.stop();
    p.games();
  };
  addEventListener('pointerdown', (e) => {
    if (menu.open && !menu.contains(/** @type {Node} */ (e.target))) menu.open = false;
  });
  $('menu-puzzles').onclick = () => {
    menu.open = false;
    p.puzzles();
  };
  $('newgame-learn').onclick = () => p.learn();
  $('way-puzzles').onclick = () => p.puzzles();
  $('hint-button').onclick = () => p.hint();
  $('undo').onclick = () => history.undo();
  $('send-move').onclick = () => flow.send('move');
  $('live-play').onclick = () => p.live();
  $('menu-live').onclick = fromMenu(() => p.live());
  $('pass-seat').onclick = () => p.chooseSeat(false);
  addEventListener('keydown', (e) => {
    if (/** @type {Element} */ (e.target).closest?.('input, select, textarea') || e.altKey) return;
    const z = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
    if ((!z && !(e.key === 'u' && !e.ctrlKey && !e.metaKey)) || p.now().mode === 'lesson') return;
    e.preventDefault();
    history.undo();
  });
}
