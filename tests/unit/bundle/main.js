// The fixture's entry: a static import, a dynamic one, a worker and the bundles' names.
import { shared } from './shared.js';

export const worker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
export const later = () => import('./later.js');
export const bundles = JSON.parse(globalThis.MUSES_BUNDLES ?? '{}');
console.log(shared);
