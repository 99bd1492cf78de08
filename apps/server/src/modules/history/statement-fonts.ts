import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The one call of fontkit (pdfkit's font engine, which ships no types) used here. */
interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const require = createRequire(import.meta.url);
const { create } = require('fontkit') as { create(buffer: Uint8Array): Font };

/**
 * The statement's typeface: DejaVu Sans (dejavu-fonts-ttf; Bitstream Vera licence, free to embed),
 * embedded as a subset. The PDF standard Helvetica knows only WinAnsi (Latin-1 and a few signs) and
 * prints a name like "Zoë Łukasz" or "Иванова" as garbage; DejaVu covers Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew and Arabic. It has no CJK glyphs, and a CJK font is tens of megabytes:
 * `printable` prints a character neither face has as "?", so the page never shows a blank box.
 */
export interface StatementFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: (StatementFonts & { faces: Font[] }) | undefined;

function fonts() {
  if (!loaded) {
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    const regular = read('DejaVuSans.ttf');
    const bold = read('DejaVuSans-Bold.ttf');
    loaded = { regular, bold, faces: [create(regular), create(bold)] };
  }
  return loaded;
}

export function statementFonts(): StatementFonts {
  const { regular, bold } = fonts();
  return { regular, bold };
}

/** `text` with every character that the regular or the bold face lacks replaced by "?"; line breaks kept. */
export function printable(text: string): string {
  const { faces } = fonts();
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += cp < 0x20 || faces.every((f) => f.hasGlyphForCodePoint(cp)) ? ch : '?';
  }
  return out;
}
