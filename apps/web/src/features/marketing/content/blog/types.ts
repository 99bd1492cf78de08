/** One block of an article body: a paragraph, a subheading or a list. */
export type Block = string | { h2: string } | { ul: readonly string[] } | { ol: readonly string[] };

export interface Article {
  slug: string;
  title: string;
  /** One or two sentences: the listing's summary and the page's meta description. */
  description: string;
  category: string;
  /** ISO date (YYYY-MM-DD). */
  published: string;
  body: readonly Block[];
}

export function wordCount(article: Article): number {
  const text = article.body
    .map((b) => (typeof b === 'string' ? b : 'h2' in b ? b.h2 : 'ul' in b ? b.ul.join(' ') : b.ol.join(' ')))
    .join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(article: Article): number {
  return Math.max(1, Math.round(wordCount(article) / 220));
}
