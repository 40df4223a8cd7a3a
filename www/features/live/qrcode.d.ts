// npm qrcode's core, as game.js uses it (the package has no declarations of its own).
declare module 'qrcode/lib/core/qrcode.js' {
  export function create(
    text: string,
    options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: import('./types.js').Matrix };
}
