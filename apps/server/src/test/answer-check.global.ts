import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRecording, undocumentedAnswers } from './answer-check.ts';
import { ANSWERS_DIR_VARIABLE } from './answer-log.ts';

/**
 * vitest global setup: every test server of the run records the answers it gives (answer-log.ts);
 * when all test files are done, the run fails if any answer has a status or media type the OpenAPI
 * document does not list for its operation, so the document cannot fall behind the server.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-answers-'));
  process.env[ANSWERS_DIR_VARIABLE] = dir;
  return () => {
    try {
      const { document, answers } = readRecording(dir);
      if (!document) return;
      const problems = undocumentedAnswers(document, answers);
      if (problems.length) {
        // vitest reports an error thrown here but still exits 0; the exit code is what CI reads.
        process.exitCode = 1;
        console.error(
          `\nThe OpenAPI document does not list ${problems.length} answer(s) the API tests received:\n  ${problems.join('\n  ')}\n`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
