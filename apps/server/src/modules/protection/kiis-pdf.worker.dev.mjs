// The worker's entry when the server runs from its TypeScript sources (tests, tsx): worker threads
// do not inherit tsx's loader, so the real worker is imported through tsx's API.
import { tsImport } from 'tsx/esm/api';

const { default: buildKiisPdf } = await tsImport('./kiis-pdf.worker.ts', import.meta.url);
export default buildKiisPdf;
