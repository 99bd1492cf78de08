/**
 * Counted nouns through Intl.PluralRules: '1 investor', '2 investors', '0 investors'. The rules
 * pick the form; the caller names both, since English plurals are not all an added 's'.
 */

const rules = new Intl.PluralRules('en');
const counts = new Intl.NumberFormat('en-US');

/** '1 investor', '1,204 investors'; `many` defaults to `one` + 's'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${counts.format(count)} ${rules.select(count) === 'one' ? one : many}`;
}
