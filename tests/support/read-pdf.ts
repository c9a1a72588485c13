// Reads a PDF back as a reader would (decision 041): Mozilla's PDF.js parses the file and gives each page's text, so
// a test checks what a document says (its serial, its totals) rather than that some bytes were written.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Each page's text runs joined by single spaces, pages joined by line breaks. */
  text: string;
  title: string | null;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages: pdf.numPages, text: pages.join('\n'), title: info.Title ?? null };
  } finally {
    await loading.destroy();
  }
}
