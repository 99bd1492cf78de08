import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isErrorCode } from '@app/contract';
import type { Answer } from './answer-log.ts';

type Responses = Record<string, { content?: Record<string, unknown> } | undefined>;
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Responses } | undefined>>;
}

/** The answers the document does not list for their operation, one line each. */
export function undocumentedAnswers(document: OpenApiDocument, answers: Answer[]): string[] {
  const problems = new Set<string>();
  for (const answer of answers) {
    const name = `${answer.method} ${answer.path}`;
    const operation = document.paths[answer.path]?.[answer.method.toLowerCase()];
    if (!operation) {
      problems.add(`${name}: not in the document`);
      continue;
    }
    const responses = operation.responses ?? {};
    const listed = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`];
    if (!listed) {
      problems.add(`${name}: status ${answer.status} not documented`);
      continue;
    }
    if (answer.mediaType && !listed.content?.[answer.mediaType]) {
      problems.add(`${name}: ${answer.status} as ${answer.mediaType} not documented`);
    }
  }
  return [...problems].sort();
}

/** The answers whose error code `ERROR_CODES` does not list, one line each: the web could not branch on them. */
export function unlistedCodes(answers: Answer[]): string[] {
  const problems = new Set<string>();
  for (const answer of answers) {
    if (answer.code !== undefined && !isErrorCode(answer.code)) {
      problems.add(
        `${answer.method} ${answer.path}: ${answer.status} with code ${answer.code} not in ERROR_CODES`,
      );
    }
  }
  return [...problems].sort();
}

/** Reads what the API tests recorded into `dir` (test/answer-log.ts): the document and the answers. */
export function readRecording(dir: string): { document?: OpenApiDocument; answers: Answer[] } {
  const files = readdirSync(dir);
  if (!files.includes('openapi.json')) return { answers: [] };
  const document = JSON.parse(readFileSync(path.join(dir, 'openapi.json'), 'utf8')) as OpenApiDocument;
  const answers = files
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Answer);
  return { document, answers };
}
