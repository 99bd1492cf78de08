import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRecording, undocumentedAnswers, unlistedCodes } from './answer-check.ts';
import { ANSWERS_DIR_VARIABLE } from './answer-log.ts';

function report(what: string, problems: string[]): void {
  if (!problems.length) return;
  // vitest reports an error thrown here but still exits 0; the exit code is what CI reads.
  process.exitCode = 1;
  console.error(
    `\n${what} ${problems.length} answer(s) the API tests received:\n  ${problems.join('\n  ')}\n`,
  );
}

/**
 * vitest global setup: every test server of the run records the answers it gives (answer-log.ts);
 * when all test files are done, the run fails if any answer has a status or media type the OpenAPI
 * document does not list for its operation, so the document cannot fall behind the server, or an
 * error code the contract's `ERROR_CODES` does not list, so the web can branch on every code it gets.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-answers-'));
  process.env[ANSWERS_DIR_VARIABLE] = dir;
  return () => {
    try {
      const { document, answers } = readRecording(dir);
      if (!document) return;
      report('The OpenAPI document does not list', undocumentedAnswers(document, answers));
      report('The contract (ERROR_CODES) does not list the code of', unlistedCodes(answers));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
