// A document's PDF (decision 041): its printed form (shared/src/documents/printable.ts) laid out on A4 pages with
// pdf-lib, in DejaVu Sans embedded as a subset, the one font at hand that draws the rupee sign (the standard PDF
// fonts cannot). A document with Devanagari in it (a Hindi reader's, decision 072) embeds Noto Sans Devanagari too
// and draws each Devanagari run in it, shaped by fontkit, the rest in DejaVu (decision 057); an English document
// embeds DejaVu only, as before. What the fonts cannot draw (a script they lack) is written as '?', never dropped
// silently.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
// fontkit's Indic shaper is generator code compiled for old browsers: it needs this global (decision 057).
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Printable, PrintedTable } from '@marketplace/shared/documents/printed';
import { sfntOfWoff } from './woff.ts';

const require = createRequire(import.meta.url);
const fontBytes = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const fontFiles = () => (fonts ??= { regular: fontBytes('DejaVuSans.ttf'), bold: fontBytes('DejaVuSans-Bold.ttf') });
// Unwrapped from WOFF once per process (woff.ts says why).
const notoBytes = (weight: number) =>
  sfntOfWoff(
    readFileSync(
      require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`),
    ),
  );
let devanagariFonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const devanagariFiles = () => (devanagariFonts ??= { regular: notoBytes(400), bold: notoBytes(700) });

/** Devanagari (with its extended block, the dandas inside it), and the joiners that shape its conjuncts. */
const isDevanagari = (code: number) =>
  (code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x200c || code === 0x200d;
const hasDevanagari = (text: string) => {
  for (const char of text)
    if (isDevanagari(char.codePointAt(0)!) && char !== '\u200c' && char !== '\u200d') return true;
  return false;
};

/**
 * fontkit, but each font file parsed once per process: every document embeds the same two fonts, and a parsed font
 * keeps its glyphs and layouts measured, so the next document's subset reuses them.
 */
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsedFonts.get(data);
    if (!font) parsedFonts.set(data, (font = fontkit.create(data, postscriptName)));
    return font;
  },
};

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.75, 0.75, 0.78);
const SHADE = rgb(0.93, 0.93, 0.95);

interface Face {
  font: PDFFont;
  /** The characters it can draw, and each one's width at size 1 (measured once: fontkit's layout is slow). */
  drawable: Set<number>;
  widths: Map<string, number>;
  /** Noto Sans Devanagari of the same weight, when the document has Devanagari: it draws those runs. */
  devanagari?: Face;
  /** A face whose runs are shaped (Noto's): measured a run at a time, never a letter at a time. */
  shaped?: boolean;
}

function faceOf(font: PDFFont, devanagari?: Face): Face {
  return { font, drawable: new Set(font.getCharacterSet()), widths: new Map(), ...(devanagari && { devanagari }) };
}

/**
 * A shaped run's width depends only on the font and the run, so it is kept for the process, per font file: the same
 * labels are measured in every Hindi document (fontkit's shaping is the slow part of drawing them).
 */
const shapedWidths = new Map<Uint8Array, Map<string, number>>();
const shapedFaceOf = (font: PDFFont, bytes: Uint8Array): Face => {
  let widths = shapedWidths.get(bytes);
  if (!widths) shapedWidths.set(bytes, (widths = new Map()));
  return { ...faceOf(font), widths, shaped: true };
};

/** The text as the fonts can draw it: a character they lack becomes '?'; line breaks and tabs become spaces. */
function drawable(face: Face, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    const by = face.devanagari && isDevanagari(code) ? face.devanagari : face;
    out += by.drawable.has(code) || code === 0x200c || code === 0x200d ? char : '?';
  }
  return out;
}

/** The text in runs of one font each: Devanagari in Noto (when the face has it), the rest in DejaVu. */
function runsOf(face: Face, text: string): { face: Face; text: string }[] {
  if (!face.devanagari) return [{ face, text }];
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const by = isDevanagari(char.codePointAt(0)!) ? face.devanagari : face;
    const last = runs.at(-1);
    if (last?.face === by) last.text += char;
    else runs.push({ face: by, text: char });
  }
  return runs;
}

function widthOf(face: Face, text: string, size: number): number {
  let width = 0;
  for (const run of runsOf(face, text)) {
    if (run.face.shaped) {
      // A Devanagari run is measured whole: its shaped clusters are narrower than their letters side by side.
      let known = run.face.widths.get(run.text);
      if (known === undefined) {
        known = run.face.font.widthOfTextAtSize(run.text, 1);
        run.face.widths.set(run.text, known);
      }
      width += known;
      continue;
    }
    for (const char of run.text) {
      let known = face.widths.get(char);
      if (known === undefined) {
        known = face.font.widthOfTextAtSize(char, 1);
        face.widths.set(char, known);
      }
      width += known;
    }
  }
  return width * size;
}

/** The text in lines no wider than `width`: broken at spaces, and inside a word only when one word is too wide. */
function wrap(face: Face, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(face, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(face, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (widthOf(face, line + char, size) > width && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  lines.push(line);
  return lines;
}

class Writer {
  private page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: Face,
    readonly bold: Face,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number, onNewPage?: () => void) {
    if (this.y - height >= MARGIN + 20) return;
    this.newPage();
    onNewPage?.();
  }

  text(
    text: string,
    x: number,
    size: number,
    options: { face?: Face; color?: ReturnType<typeof rgb>; right?: number } = {},
  ) {
    const face = options.face ?? this.regular;
    const shown = drawable(face, text);
    let at = options.right !== undefined ? options.right - widthOf(face, shown, size) : x;
    for (const run of runsOf(face, shown)) {
      this.page.drawText(run.text, { x: at, y: this.y - size, size, font: run.face.font, color: options.color ?? INK });
      at += widthOf(run.face, run.text, size);
    }
  }

  rule(y = this.y, color = RULE) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness: 0.6, color });
  }

  shade(height: number) {
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: SHADE });
  }
}

function drawBlock(writer: Writer, lines: string[], x: number, width: number, size: number, heading?: string): number {
  let y = writer.y;
  const start = writer.y;
  if (heading) {
    writer.y = y;
    writer.text(heading, x, size, { face: writer.bold, color: MUTED });
    y -= size + 4;
  }
  lines.forEach((line, index) => {
    for (const part of wrap(writer.regular, line, size, width)) {
      writer.y = y;
      writer.text(part, x, size, { face: index === 0 && heading ? writer.bold : writer.regular });
      y -= size + 3;
    }
  });
  writer.y = start;
  return start - y;
}

function drawTable(writer: Writer, table: PrintedTable) {
  const size = 8;
  const total = table.widths.reduce((sum, width) => sum + width, 0);
  const widths = table.widths.map((width) => (width / total) * WIDTH);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const cell = (text: string, column: number, face: Face) => {
    const inner = widths[column]! - 6;
    return table.numeric[column] ? [drawable(face, text)] : wrap(face, text, size, inner);
  };
  const drawRow = (cells: string[], face: Face, shaded: boolean) => {
    const wrapped = cells.map((text, column) => cell(text, column, face));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 3) + 6;
    writer.need(height, header);
    if (shaded) writer.shade(height);
    const top = writer.y;
    wrapped.forEach((lines, column) => {
      lines.forEach((line, index) => {
        writer.y = top - 3 - index * (size + 3);
        const x = xs[column]! + 3;
        writer.text(line, x, size, { face, ...(table.numeric[column] ? { right: x + widths[column]! - 6 } : {}) });
      });
    });
    writer.y = top - height;
    writer.rule(writer.y);
  };
  const header = () => drawRow(table.columns, writer.bold, true);
  header();
  table.rows.forEach((row) => drawRow(row, writer.regular, false));
}

/** The document's PDF bytes. `documentId` is kept in the file's metadata, for whoever reads it later. */
export async function renderPdf(printable: Printable, meta: { title: string; documentId: string; at: Date }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(parsedOnce);
  const { regular: regularBytes, bold: boldBytes } = fontFiles();
  // Noto is embedded only in a document that has Devanagari, so an English one is as it was, byte for byte.
  const devanagari = hasDevanagari(JSON.stringify(printable)) ? devanagariFiles() : null;
  const notoOf = async (bytes: Uint8Array | undefined) =>
    bytes ? shapedFaceOf(await pdf.embedFont(bytes, { subset: true }), bytes) : undefined;
  const writer = new Writer(
    pdf,
    faceOf(await pdf.embedFont(regularBytes, { subset: true }), await notoOf(devanagari?.regular)),
    faceOf(await pdf.embedFont(boldBytes, { subset: true }), await notoOf(devanagari?.bold)),
  );
  pdf.setTitle(meta.title);
  pdf.setSubject(meta.documentId);
  pdf.setCreator('ProjectBoard');
  pdf.setProducer('ProjectBoard (pdf-lib)');
  pdf.setCreationDate(meta.at);
  pdf.setModificationDate(meta.at);

  if (printable.banner) {
    writer.shade(18);
    writer.y -= 4;
    writer.text(printable.banner, MARGIN + 6, 9, { face: writer.bold, color: rgb(0.6, 0.1, 0.1) });
    writer.y -= 22;
  }
  writer.text(printable.title, MARGIN, 18, { face: writer.bold });
  writer.y -= 28;

  const half = WIDTH / 2 - 10;
  const issuerHeight = drawBlock(writer, printable.issuer, MARGIN, half, 9, printable.issuedBy ?? 'Issued by');
  const factsTop = writer.y;
  printable.facts.forEach(([label, value], index) => {
    writer.y = factsTop - index * 13;
    writer.text(label, MARGIN + half + 20, 9, { face: writer.bold, color: MUTED });
    writer.text(value, MARGIN + half + 110, 9);
  });
  writer.y = factsTop - Math.max(issuerHeight, printable.facts.length * 13) - 12;
  writer.rule();
  writer.y -= 10;

  const partyHeights = printable.parties.map((party, index) =>
    drawBlock(writer, party.lines, MARGIN + index * (half + 20), half, 9, party.heading),
  );
  writer.y -= Math.max(0, ...partyHeights) + 12;

  drawTable(writer, printable.table);
  writer.y -= 10;

  printable.totals.forEach(([label, value], index) => {
    writer.need(14);
    const last = index === printable.totals.length - 1;
    const face = last ? writer.bold : writer.regular;
    writer.text(label, MARGIN + WIDTH * 0.5, last ? 10 : 9, { face, right: PAGE[0] - MARGIN - 110 });
    writer.text(value, MARGIN + WIDTH * 0.5, last ? 10 : 9, { face, right: PAGE[0] - MARGIN });
    writer.y -= last ? 16 : 13;
  });
  writer.y -= 8;

  for (const note of printable.notes) {
    const lines = wrap(writer.regular, note, 8, WIDTH);
    writer.need(lines.length * 11);
    for (const line of lines) {
      writer.text(line, MARGIN, 8, { color: MUTED });
      writer.y -= 11;
    }
  }

  writer.pages.forEach((page, index) => {
    const footer =
      printable.footer?.(index + 1, writer.pages.length) ??
      `${meta.title} · page ${index + 1} of ${writer.pages.length}`;
    let x = MARGIN;
    for (const run of runsOf(writer.regular, drawable(writer.regular, footer))) {
      page.drawText(run.text, { x, y: MARGIN - 10, size: 7, font: run.face.font, color: MUTED });
      x += widthOf(run.face, run.text, 7);
    }
  });
  return pdf.save();
}
