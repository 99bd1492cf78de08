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

/**
 * Emoji and the invisible parts of an emoji sequence (joiner, variation selectors, skin tones, keycap,
 * tag characters). A customer names a holding or a payee "Farm 🌱" to decorate it, not to spell it:
 * printed as "?" it reads like a damaged name, so it is left out instead.
 */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u200d\ufe0e\ufe0f\u20e3]|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}]/u;

/**
 * `text` as the faces print it: an emoji neither face has is left out (and the double space it
 * leaves closed up), any other character they lack becomes "?", so a letter never silently
 * disappears; line breaks are kept.
 */
export function printable(text: string): string {
  const { faces } = fonts();
  let out = '';
  let dropped = false;
  // The joiner and selectors that follow a left-out emoji go with it, even where a face has them.
  let afterEmoji = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const emoji = EMOJI.test(ch);
    // A presentation selector (U+FE0E, U+FE0F) is invisible: it goes whatever precedes it.
    const selector = cp === 0xfe0e || cp === 0xfe0f;
    if (emoji && (afterEmoji || selector || !faces.every((f) => f.hasGlyphForCodePoint(cp)))) {
      dropped = afterEmoji = true;
      continue;
    }
    afterEmoji = false;
    out += cp < 0x20 || faces.every((f) => f.hasGlyphForCodePoint(cp)) ? ch : '?';
  }
  return dropped ? out.replace(/ {2,}/g, ' ').replace(/ +$/gm, '') : out;
}
