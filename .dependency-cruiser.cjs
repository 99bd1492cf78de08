/**
 * Module boundaries of the server and the web app (README.md, "Module boundaries"), checked by
 * `npm run lint`. Test code (*.test.ts, *.fixtures.ts, *.test-support.ts, src/test/) may set up
 * state through any module; product code may not.
 * @see https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const SRC = '^apps/server/src/';
const TEST_CODE = ['\\.test\\.ts$', '\\.fixtures\\.ts$', '\\.test-support\\.ts$', `${SRC}test/`];
// What a module offers the rest of the server: its services and its DTO mappers.
const PUBLIC_FACE = '\\.(service|dto)\\.ts$';
// The web app follows bulletproof-react's unidirectional layout: shared code (components, lib,
// config) <- features <- app. A feature never imports another feature: what several features use
// moves down to components/ or lib/, and app/ composes the features into pages and routes.
const WEB = '^apps/web/src/';
const WEB_SHARED = `${WEB}(components|lib|config)/`;

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
    {
      name: 'web-feature-to-feature',
      severity: 'error',
      comment:
        'A web feature imports another feature. Move what both use to components/ or lib/, or let app/ compose them.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-shared-to-features',
      severity: 'error',
      comment: 'components/, lib/ and config/ sit below the features and app/ and never import them.',
      from: { path: WEB_SHARED },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-to-app',
      severity: 'error',
      comment: 'app/ composes the features; a feature does not import it.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-no-circular',
      severity: 'error',
      comment: 'An import cycle in the web app: split the shared part out instead.',
      from: { path: WEB },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
  },
};
