// Placeholder page: proves the wasm engine loads and draws one frame on the canvas.
// The real table replaces this file; keep the `first-frame` mark and `window.__muses`,
// which the browser tests (tests/e2e/) read.

// Trunk's loader (inlined in index.html) initialises the wasm, then publishes the bindings
// as `window.wasmBindings` and fires `TrunkApplicationStarted`. This module may run before
// that loader has finished, so wait for the event when the bindings are not there yet.
const muses =
  window.wasmBindings ??
  (await new Promise((resolve) =>
    addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), {
      once: true,
    }),
  ));

const game = new muses.Game({ players: 2, seed: '1' });

// Read-only test hook for the end-to-end tests.
window.__muses = Object.freeze({ version: () => muses.version(), game });

const canvas = document.getElementById('table');
const ctx = canvas.getContext('2d');

// Size the backing store in device pixels and draw in CSS pixels, so text stays crisp on
// high-DPI screens.
function resize() {
  const dpr = window.devicePixelRatio || 1;
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return { width, height };
}

const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function draw() {
  const { width, height } = resize();
  const view = game.view(null, false);
  const handTiles = view.hand_sizes.reduce((sum, n) => sum + n, 0);

  ctx.fillStyle = '#1d1b2f';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f3e9c6';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = '600 32px Georgia, serif';
  ctx.fillText('Dance of Muses', width / 2, height / 2 - 40);
  ctx.font = '18px Georgia, serif';
  ctx.fillText(`engine ${muses.version()}`, width / 2, height / 2);
  ctx.fillText(
    `${view.players} players · ${count(view.tiles.length, 'tile')} on the table · ${handTiles} in hand · ${view.phase}`,
    width / 2,
    height / 2 + 30,
  );
}

draw();
performance.mark('first-frame');
addEventListener('resize', draw);
