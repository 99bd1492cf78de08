import { describe, expect, it } from 'vitest';
import { chunkClosure, SCREEN_MODULES, shellWithPreloads } from './route-shells';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/rolldown-runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html', '_runtime.js'] },
  'src/app/pages/dashboard-page.tsx': {
    file: 'assets/dashboard-page-1.js',
    imports: ['_shared.js', 'index.html'],
  },
};

const shell = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

describe('signed-in route shells', () => {
  it('preloads a screen chunk and everything it imports, without the entry', () => {
    const files = chunkClosure(manifest, ['src/app/pages/dashboard-page.tsx']);
    expect(files.sort()).toEqual([
      'assets/dashboard-page-1.js',
      'assets/rolldown-runtime-1.js',
      'assets/shared-1.js',
    ]);
  });

  it('fails the build when a screen module is not in the manifest', () => {
    expect(() => chunkClosure(manifest, ['src/features/gone.tsx'])).toThrow(/not in the build manifest/);
  });

  it('adds each missing preload once, after the ones the shell has', () => {
    const html = shellWithPreloads(shell, ['assets/rolldown-runtime-1.js', 'assets/shared-1.js']);
    expect(html.match(/rolldown-runtime-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(html.indexOf('shared-1.js')).toBeGreaterThan(html.indexOf('rolldown-runtime-1.js'));
    expect(html.indexOf('shared-1.js')).toBeLessThan(html.indexOf('index-1.css'));
  });

  it('covers every signed-in screen of the route table', async () => {
    const { paths } = await import('../src/config/paths');
    for (const screen of [paths.dashboard, paths.investments, paths.transactions, paths.settings]) {
      expect(SCREEN_MODULES[screen]).toMatch(/^src\/(features\/.+|app\/pages)\/[^/]+-page\.tsx$/);
    }
  });
});
