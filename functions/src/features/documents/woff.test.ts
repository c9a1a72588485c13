// The Noto WOFF unwrapped for fontkit (decision 072) is the same font: its name, glyphs and shaping unchanged.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// fontkit's shaper needs it, as in render-pdf.ts (decision 057).
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from './woff.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

describe('sfntOfWoff', () => {
  it('unwraps a WOFF font into the font it holds: the same glyphs, names and shaping', () => {
    const fromWoff = fontkit.create(woff);
    const unwrapped = sfntOfWoff(woff);
    const font = fontkit.create(unwrapped);
    expect(new DataView(unwrapped.buffer).getUint32(0)).toBe(0x00010000);
    expect(font.postscriptName).toBe(fromWoff.postscriptName);
    expect(font.numGlyphs).toBe(fromWoff.numGlyphs);
    const glyphs = (f: typeof font) => f.layout('वित्तीय वर्ष क्षत्रिय').glyphs.map((glyph) => glyph.id);
    expect(glyphs(font)).toEqual(glyphs(fromWoff));
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => sfntOfWoff(new Uint8Array(64))).toThrow('not a WOFF 1.0 font');
  });
});
