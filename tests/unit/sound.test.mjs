// The page's sound (www/features/sound.js) against a recording fake of Web Audio.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSound, soundsFor } from '../../www/features/sound.js';

/** A fake AudioContext that records every node started and when. */
function fakeAudio() {
  const started = [];
  const param = () => ({
    value: 0,
    setValueAtTime() {},
    linearRampToValueAtTime() {},
    exponentialRampToValueAtTime() {},
  });
  const node = (kind) => ({
    kind,
    gain: param(),
    frequency: param(),
    Q: param(),
    connect(next) {
      return next;
    },
    start(at) {
      started.push([kind, at]);
    },
    stop() {},
  });
  const ctx = {
    state: 'running',
    sampleRate: 8000,
    currentTime: 2,
    destination: node('destination'),
    closed: false,
    createBuffer: (channels, length) => ({ getChannelData: () => new Float32Array(length) }),
    createBufferSource: () => node('noise'),
    createBiquadFilter: () => node('filter'),
    createGain: () => node('gain'),
    createOscillator: () => node('tone'),
    resume: async () => {},
    close: async () => {
      ctx.closed = true;
    },
  };
  return { ctx, started };
}

test('a move sounds as it looks: a slide per Muse placed or moved, a click per die, nothing else', () => {
  assert.deepEqual(
    soundsFor([
      { kind: 'Placed' },
      { kind: 'PowerUsed' },
      { kind: 'Moved' },
      { kind: 'Moved' },
      { kind: 'DieChanged' },
      { kind: 'RoundEnded' },
      { kind: 'Revealed' },
    ]),
    ['slide', 'slide', 'slide', 'click'],
  );
  assert.deepEqual(soundsFor([{ kind: 'RoundScored' }, { kind: 'MatchEnded' }]), []);
  // A long push stays a few sounds.
  assert.equal(soundsFor(Array(12).fill({ kind: 'Moved' })).length, 5);
});

test('the sounds follow one another after the present moment, and a silent move makes no audio context', () => {
  const { ctx, started } = fakeAudio();
  let made = 0;
  const sound = createSound({
    audio: () => {
      made++;
      return /** @type {any} */ (ctx);
    },
  });
  assert.equal(sound.play([{ kind: 'RoundScored' }]), 0);
  assert.equal(made, 0, 'no audio context for a silent move');
  assert.equal(sound.play([{ kind: 'Moved' }, { kind: 'DieChanged' }]), 2);
  assert.equal(made, 1);
  const noise = started.filter(([k]) => k === 'noise').map(([, at]) => at);
  const tones = started.filter(([k]) => k === 'tone').map(([, at]) => at);
  assert.equal(noise.length, 1, 'one slide');
  assert.equal(tones.length, 2, 'a click is two ticks');
  assert.ok(noise[0] >= ctx.currentTime && tones[0] > noise[0], 'the click after the slide');
  sound.play([{ kind: 'Moved' }]);
  assert.equal(made, 1, 'one audio context for the page');
  sound.close();
  assert.ok(ctx.closed);
});

test('a browser without Web Audio stays silent, without an error', () => {
  const sound = createSound({
    audio: () => {
      throw new Error('no Web Audio');
    },
  });
  assert.equal(sound.play([{ kind: 'Moved' }]), 0);
  assert.equal(sound.play([{ kind: 'DieChanged' }]), 0);
});
