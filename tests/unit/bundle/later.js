// A dynamic import: a chunk of its own, never in the first load.
import { shared } from './shared.js';

export const later = `loaded later, with ${shared}`;
