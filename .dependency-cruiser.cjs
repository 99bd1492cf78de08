/**
 * Module boundaries of the server (README.md, "Module boundaries"), checked by
 * `npm run lint`. Test code (*.test.ts, *.fixtures.ts, *.test-support.ts, src/test/) may set up
 * state through any module; product code may not.
 * @see https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const SRC = '^apps/server/src/';
const TEST_CODE = ['\\.test\\.ts$', '\\.fixtures\\.ts$', '\\.test-support\\.ts$', `${SRC}test/`];
// What a module offers the rest of the server: its services and its DTO mappers.
const PUBLIC_FACE = '\\.(service|dto)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part out instead.',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        "A module reaches into another module's internals (routes, repositories, caches, mails, jobs). " +
        'Go through its *.service.ts or *.dto.ts; data every module writes in its own transaction lives in src/shared/.',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: TEST_CODE },
      to: { path: `${SRC}modules/`, pathNot: [`${SRC}modules/$1/`, PUBLIC_FACE] },
    },
    {
      name: 'outside-into-module-internals',
      severity: 'error',
      comment:
        'Only app.ts wires a module in (its routes, plugin and jobs); everything else uses its *.service.ts or *.dto.ts.',
      from: { path: SRC, pathNot: [`${SRC}modules/`, `${SRC}app\\.ts$`, ...TEST_CODE] },
      to: { path: `${SRC}modules/`, pathNot: PUBLIC_FACE },
    },
    {
      name: 'layers-below-modules',
      severity: 'error',
      comment:
        'src/shared, src/http, src/lib, src/db and src/mail sit below the modules and never import one.',
      from: { path: `${SRC}(shared|http|lib|db|mail)/`, pathNot: TEST_CODE },
      to: { path: `${SRC}modules/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
  },
};
