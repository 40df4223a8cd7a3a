// @ts-check
// Sound: a slide when a Muse is placed or moves, a click when a die changes. Web Audio from
// noise and a tone (no file to fetch or keep offline); loaded only once sound is turned on.

/** @typedef {'slide' | 'click'} Sound */

/** A push moves a line of Muses: a few sounds are enough to hear it. */
const MOST = 5;
/** Seconds between two sounds of one move: close to the tweens, never a drum roll. */
const APART = 0.09;

/** Other events (scores, reveals) are silent: the table says them. @returns {Sound[]} */
export function soundsFor(/** @type {{ kind: string }[]} */ events) {
  const sounds = /** @type {Sound[]} */ ([]);
  for (const e of events) {
    if (e.kind === 'Placed' || e.kind === 'Moved') sounds.push('slide');
    else if (e.kind === 'DieChanged') sounds.push('click');
  }
  return sounds.slice(0, MOST);
}

/** The audio context is made at the first sound: browsers let it start only after a tap.
 * @param {{ audio?: () => AudioContext, volume?: number }} [options] */
export function createSound({ audio = () => new AudioContext(), volume = 0.2 } = {}) {
  let ctx = /** @type {AudioContext | null} */ (null);
  let noise = /** @type {AudioBuffer | null} */ (null);
  let failed = false;

  function context() {
    if (ctx || failed) return ctx;
    try {
      ctx = audio();
      // Half a second of white noise, shared by every sound.
      noise = ctx.createBuffer(1, Math.round(ctx.sampleRate / 2), ctx.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    } catch {
      failed = true;
      ctx = null;
    }
    return ctx;
  }

  /** @param {AudioContext} c @param {number} at @param {number} peak @param {number} attack @param {number} end */
  function envelope(c, at, peak, attack, end) {
    const g = c.createGain();
    g.gain.setValueAtTime(0, at);
    g.gain.linearRampToValueAtTime(peak, at + attack);
    g.gain.exponentialRampToValueAtTime(0.0001, at + end);
    g.connect(c.destination);
    return g;
  }

  /** A tile sliding on cloth: noise through a band that falls, a fifth of a second. */
  function slide(/** @type {AudioContext} */ c, /** @type {number} */ at) {
    const src = c.createBufferSource();
    src.buffer = noise;
    const band = c.createBiquadFilter();
    band.type = 'bandpass';
    band.Q.value = 0.9;
    band.frequency.setValueAtTime(1100, at);
    band.frequency.exponentialRampToValueAtTime(450, at + 0.2);
    src.connect(band).connect(envelope(c, at, volume * 0.8, 0.03, 0.22));
    src.start(at);
    src.stop(at + 0.25);
  }

  /** A die set down: two short ticks of wood, the second softer. */
  function click(/** @type {AudioContext} */ c, /** @type {number} */ at) {
    for (const [delay, peak] of [
      [0, 1],
      [0.055, 0.5],
    ]) {
      const t = at + delay;
      const tone = c.createOscillator();
      tone.type = 'triangle';
      tone.frequency.setValueAtTime(1900, t);
      tone.frequency.exponentialRampToValueAtTime(900, t + 0.03);
      tone.connect(envelope(c, t, volume * peak * 0.6, 0.002, 0.04));
      tone.start(t);
      tone.stop(t + 0.05);
    }
  }

  return {
    /** Returns how many sounds were made. @param {{ kind: string }[]} events */
    play(events) {
      const sounds = soundsFor(events);
      const c = sounds.length ? context() : null;
      if (!c) return 0;
      if (c.state === 'suspended') c.resume().catch(() => {});
      const now = c.currentTime + 0.01;
      sounds.forEach((s, i) => (s === 'slide' ? slide : click)(c, now + i * APART));
      return sounds.length;
    },
    close() {
      ctx?.close().catch(() => {});
      ctx = null;
      noise = null;
    },
  };
}
