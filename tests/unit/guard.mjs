// A UI state that fails every write made outside www/table/table.js (the one writer): each
// object in it is behind a proxy whose traps look at who writes. Maps are left as they are
// (their methods cannot run on a proxy); one-writer.test.mjs reads the code for those.
//
//   const table = createTable(guarded(createState()));

import { sep } from 'node:path';

const WRITER = `${sep}www${sep}table${sep}table.js`;

/** The first frame of the stack that is neither this module nor the engine's own. */
function writer() {
  const frames = new Error().stack.split('\n').slice(1);
  return (
    frames.find((f) => !f.includes(import.meta.url) && !f.includes('(<anonymous>)') && !/at [\w.]+ \[as /.test(f)) ?? ''
  );
}

function check(what) {
  const by = writer();
  if (!by.includes(WRITER) && !by.includes('/www/table/table.js')) {
    throw new Error(`the UI state's ${what} was written outside table.js: ${by.trim()}`);
  }
}

/** `state` behind proxies that allow writes from table.js only. */
export function guarded(state, path = 'state') {
  if (!state || typeof state !== 'object' || state instanceof Map) return state;
  return new Proxy(state, {
    get: (target, key) => guarded(target[key], `${path}.${String(key)}`),
    set(target, key, value) {
      check(`${path}.${String(key)}`);
      target[key] = value;
      return true;
    },
    deleteProperty(target, key) {
      check(`${path}.${String(key)}`);
      return delete target[key];
    },
    defineProperty(target, key, descriptor) {
      check(`${path}.${String(key)}`);
      return Reflect.defineProperty(target, key, descriptor);
    },
  });
}
