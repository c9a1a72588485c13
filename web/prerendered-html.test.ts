// How a prerendered page is put together (decisions 019 and 021), on a template shaped as Vite writes index.html.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID } from '../shared/src/navigation/first-screen.ts';
import { withPrerendered } from './prerendered-html.ts';
import { AFTER_PAINT } from './src/lib/page-chunks.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" async crossorigin src="/assets/first-read-A1.js"></script>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-B2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"><main><p class="platform-loading" role="status">Loading Platform...</p></main></div>
  </body>
</html>`;

const page = withPrerendered(
  template,
  '<main><h1>Project Store</h1></main>',
  ['/assets/store-E5.js', '/assets/store-F6.css'],
  {
    listings: [],
  },
);
const head = page.slice(0, page.indexOf('</head>'));
const body = page.slice(page.indexOf('<body>'));

describe('a prerendered page', () => {
  it('holds the rendered page in #root, its own stylesheet in the head, and is marked as starting after its paint', () => {
    expect(body).toContain('<div id="root" data-prerendered><main><h1>Project Store</h1></main></div>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/store-F6.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(page).toContain(`<html lang="en" ${AFTER_PAINT}="after-paint">`);
  });

  it('asks for no app script in the head but the small first read; the app and its chunks after the first paint', () => {
    expect(head).toContain('/assets/first-read-A1.js');
    for (const script of ['/assets/index-B2.js', '/assets/react-C3.js', '/assets/store-E5.js']) {
      expect(head, script).not.toContain(script);
    }
    const loader = /<script type="module">([^<]*)<\/script>/.exec(body)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('import("/assets/index-B2.js")');
    expect(loader).toContain('["/assets/react-C3.js","/assets/store-E5.js"]');
  });

  it('opens the head with the data it was drawn with, ahead of the first read that looks for it', () => {
    const block = head.indexOf(`id="${FIRST_SCREEN_ID}"`);
    expect(block).toBeGreaterThan(-1);
    expect(block).toBeLessThan(head.indexOf('first-read-A1.js'));
    expect(withPrerendered(template, '<main></main>')).not.toContain(FIRST_SCREEN_ID);
  });
});
