import { beginnerMistakes } from './beginner-mistakes';
import { cryptocurrency } from './cryptocurrency';
import { emergencyFund } from './emergency-fund';
import { goals } from './goals';
import { indexFunds } from './index-funds';
import { inflation } from './inflation';
import type { Article } from './types';

export type { Article, Block } from './types';
export { readingMinutes, wordCount } from './types';

/** The six articles of the blog (spec: emergency fund, beginner mistakes, index funds, inflation, goals, crypto). */
export const ARTICLES: readonly Article[] = [
  emergencyFund,
  beginnerMistakes,
  indexFunds,
  inflation,
  goals,
  cryptocurrency,
];

export function findArticle(slug: string | undefined): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}
