/**
 * Whether a request's Accept-Encoding allows brotli (`br`, not `br;q=0`). Every browser sends it;
 * an API client that does not gets the plain body.
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  // Clients send the same few values over and over: the answer for the last one is kept.
  if (header === lastHeader) return lastAnswer;
  const answer = parse(header);
  if (typeof header === 'string') {
    lastHeader = header;
    lastAnswer = answer;
  }
  return answer;
}

let lastHeader: string | undefined;
let lastAnswer = false;

function parse(header: string | string[] | undefined): boolean {
  const value = (Array.isArray(header) ? header.join(',') : header)?.toLowerCase();
  if (!value?.includes('br')) return false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    if (coding !== 'br') continue;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
