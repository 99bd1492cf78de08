import { describe, expect, it } from 'vitest';
import { printable, statementFonts } from './statement-fonts.ts';

describe('statement fonts', () => {
  it('keeps Latin, Greek, Cyrillic, signs and line breaks; replaces what no face has with "?"', () => {
    expect(printable('Zoë Łukasz, Ωmega Иванова — €5 · 1–2')).toBe('Zoë Łukasz, Ωmega Иванова — €5 · 1–2');
    expect(printable('12 Main St\nSpringfield')).toBe('12 Main St\nSpringfield');
    expect(printable('王 农场 क')).toBe('? ?? ?');
  });

  it('leaves out emoji (with their joiners and modifiers) instead of printing "?"', () => {
    expect(printable('Green 🌱 Farm')).toBe('Green Farm');
    expect(printable('Family 👨‍👩‍👧 fund 👍🏽')).toBe('Family fund');
    expect(printable('Flags 🇺🇸 and 1️⃣')).toBe('Flags and 1');
    // A character that is not an emoji still shows that something is missing.
    expect(printable('王 🌱')).toBe('?');
  });

  it('loads the TrueType faces once', () => {
    const a = statementFonts();
    expect(a.regular.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    expect(statementFonts().bold).toBe(a.bold);
  });
});
