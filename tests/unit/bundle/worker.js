// A worker: bundled on its own, with what it imports.
import { shared } from './shared.js';

postMessage(shared);
