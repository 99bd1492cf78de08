import { describe, expect, it } from 'vitest';
import { appChunkNamer, type ModuleGraph } from './chunking';

/** A module graph from `id -> its static imports`; entries are listed apart. */
function graph(imports: Record<string, string[]>, entries: string[]): ModuleGraph {
  const importers = new Map<string, string[]>();
  for (const [id, deps] of Object.entries(imports)) {
    for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), id]);
  }
  return {
    getModuleInfo: (id) =>
      id in imports
        ? { isEntry: entries.includes(id), importers: importers.get(id) ?? [], importedIds: imports[id]! }
        : null,
  };
}

const main = '/app/apps/web/src/main.tsx';
const button = '/app/apps/web/src/components/ui/button.tsx';
const card = '/app/apps/web/src/components/ui/card.tsx';
const api = '/app/apps/web/src/lib/api.ts';
const query = '/app/node_modules/@tanstack/query-core/build/modern/query.js';
const icons = '/app/node_modules/lucide-react/dist/esm/icons/x.js';
const zod = '/app/node_modules/zod/v4/classic/schemas.js';
const walletSchemas = '/app/packages/contract/src/wallet.ts';
const dialog = '/app/apps/web/src/components/ui/dialog.tsx';
const radix = '/app/node_modules/@radix-ui/react-dialog/dist/index.mjs';
const page = '/app/apps/web/src/features/dashboard/dashboard-page.tsx';

const modules: Record<string, string[]> = {
  [main]: [button],
  [button]: [],
  [page]: [card, api, dialog, walletSchemas],
  [card]: [button, icons],
  [api]: [query],
  [query]: [],
  [icons]: [],
  [dialog]: [radix],
  [radix]: [],
  [walletSchemas]: [zod],
  [zod]: [],
};

describe('the shared app chunk', () => {
  const name = (id: string, g = graph(modules, [main])) => appChunkNamer()(id, g);

  it('takes the lazily loaded UI kit, lib and TanStack Query', () => {
    expect(name(card)).toBe('app');
    expect(name(api)).toBe('app');
    expect(name(query)).toBe('app');
  });

  it('leaves what the landing page loads in the entry chunk', () => {
    expect(name(button)).toBeNull();
    expect(name(main)).toBeNull();
  });

  it("leaves out what the landing page's lazy sections import, without leaving out its importers", () => {
    const input = '/app/apps/web/src/components/ui/input.tsx';
    const joinForm = '/app/apps/web/src/features/marketing/landing/join-form.tsx';
    const form = '/app/apps/web/src/components/ui/form-field.tsx';
    const g = graph({ ...modules, [page]: [form], [form]: [input], [joinForm]: [input], [input]: [] }, [
      main,
    ]);
    const namer = appChunkNamer();
    expect(namer(input, g)).toBeNull();
    expect(namer(form, g)).toBe('app');
  });

  it('leaves pages and other layers to their own chunks', () => {
    expect(name(page)).toBeNull();
    expect(name(icons)).toBeNull();
    expect(name(zod)).toBeNull();
  });

  it('leaves out a module that would drag a heavy library along (Radix, zod)', () => {
    expect(name(dialog)).toBeNull();
    expect(name(walletSchemas)).toBeNull();
  });

  it('leaves out a module that imports one left out, however deep', () => {
    const deep = '/app/apps/web/src/lib/deep.ts';
    const deeper = '/app/apps/web/src/lib/deeper.ts';
    const g = graph({ ...modules, [page]: [deep], [deep]: [deeper], [deeper]: [dialog] }, [main]);
    const namer = appChunkNamer();
    expect(namer(deep, g)).toBeNull();
    expect(namer(deeper, g)).toBeNull();
  });

  it('decides a cycle as a whole: modules importing each other go together, or not at all', () => {
    const a = '/app/apps/web/src/lib/a.ts';
    const b = '/app/apps/web/src/lib/b.ts';
    const together = graph({ ...modules, [page]: [a], [a]: [b], [b]: [a] }, [main]);
    expect(appChunkNamer()(b, together)).toBe('app');
    const apart = graph({ ...modules, [page]: [a], [a]: [b, zod], [b]: [a] }, [main]);
    const namer = appChunkNamer();
    expect(namer(b, apart)).toBeNull(); // b imports a, which imports zod
    expect(namer(a, apart)).toBeNull();
  });
});
