// The table's display state (state.js makes it, only table.js changes it): everything render()
// draws and input.js hit-tests.
import type { Colour, Dir, MuseInfo, Muse, Square } from 'muses-wasm';

/** A tile as shown: `id` is its index on the engine's board, `label` a face-down tile's letter. */
export type Tile = {
  id: number;
  x: number;
  y: number;
  muse: Muse | null;
  faceUp: boolean;
  value: number;
  colour: Colour;
  noDie: boolean;
  label?: string;
};

/** A legal step of the chosen Muse, with the engine's preview of its dice. */
export type Step = {
  dir: Dir;
  moves: { from: Square; to: Square }[];
  dice?: { square: Square; by: number; to: number }[];
};

/** A drag of a hand tile or a table tile; `px`, `py` in CSS px. */
export type Drag = { px?: number; py?: number; over?: Square | null } & (
  { kind: 'hand'; muse: Muse } | { kind: 'tile'; from: Square; dir?: Dir | null }
);

/** Running animations (anim.js): tweens by tile id, effects, a refused drop's glide. */
export type Anim = {
  moves: Map<number, { x: number; y: number; start: number; dur: number }>;
  effects: { kind: string; id: number; start: number; dur: number; from?: number }[];
  snap: { drag: Drag; from: { x: number; y: number }; to: { x: number; y: number }; start: number; dur: number } | null;
};

export type Camera = { x: number; y: number; cell: number; ready: boolean };
/** `k` times the fitted size, the centre moved by (x, y) squares. */
export type Zoom = { k: number; x: number; y: number };
export type Stage = 'idle' | 'selected' | 'powered' | 'stepped';

export type State = {
  size: { w: number; h: number };
  dpr: number;
  camera: Camera;
  zoom: Zoom;
  /** A group too large for legible tiles is cropped to the play; the tutorial shows it whole. */
  crop: boolean;
  now: number;
  muses: Record<string, MuseInfo>;
  directions: Record<Dir, Square>;
  trayLabel: () => string;
  phase: string;
  tiles: Tile[];
  /** Only the seat to move's, after the pass screen. */
  hand: Muse[] | null;
  handColour: Colour;
  handPick: Muse | null;
  faceDown: boolean;
  places: Square[];
  selected: Square | null;
  stage: Stage;
  dirs: Step[];
  area: Square[];
  targets: Square[];
  drag: Drag | null;
  cursor: Square | null;
  keyboard: boolean;
  /** CSS px at the foot of the table under the replay's controls. */
  reserve: number;
  last: Square[];
  /** Marks from a feature loaded on demand (marks.js). */
  overlay: ((ctx: CanvasRenderingContext2D) => void) | null;
  anim: Anim;
};

export type Fit = {
  x: number;
  y: number;
  cell: number;
  whole: number;
  cropped: boolean;
  group: { x: number; y: number };
};

/** What the table's input goes to (play/turn.js, or the tutorial's turn). */
export type Act = {
  press: (hit: Hit | null) => void;
  tap: (hit: Hit | null) => void;
  dragStart: (hit: Hit | null) => Drag | null;
  drop: (drag: Drag) => void;
  cancelDrag: (drag: Drag) => void;
  inert: (hit: Hit | null) => boolean;
  about: (hit: Hit | null | { kind: 'cursor' }, byKey: boolean) => boolean;
  key: (e: KeyboardEvent) => boolean;
};

/** A table tile, or a hand's (no square yet). */
export type Drawn = Pick<Tile, 'id' | 'muse' | 'faceUp' | 'value' | 'colour'> & { label?: string };

/** What a press on the table hits (geometry.js hitTest). */
export type Hit =
  | { kind: 'hand'; muse: Muse }
  | { kind: 'arrow'; dir: Dir }
  | { kind: 'tile'; sq: Square }
  | { kind: 'square'; sq: Square };

/** From `at` (performance.now() clock); `dieKind`: "die" (a bump) or "apollo" (a jump); without `glide` tiles land at
 * once (a drop). */
export type DiffOptions = { at?: number; dur?: number; dieKind?: string; motion?: number; glide?: boolean };
export type Diff = {
  moves: [number, { x: number; y: number; start: number; dur: number }][];
  effects: Anim['effects'];
};

/** The Hint's arrow (from, to) and ring (marks.js drawArrow). */
export type ArrowAt = { from?: Square | null; to?: Square | null; ring?: Square | null };
