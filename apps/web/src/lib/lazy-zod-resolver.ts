import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type LazyResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>> & {
  /** Starts loading the schema and zod (a form calls it on first focus). */
  preload(): void;
};

/**
 * A react-hook-form resolver whose zod schema, zod and the zod resolver load with the first
 * validation instead of with the page. The sign-in and sign-up pages are prerendered and must be
 * interactive at once on a slow phone; zod and the contract's schemas are the largest scripts they
 * would otherwise evaluate before anyone types (`npm run audit:pages` measures it). The rule is the
 * contract's schema either way: only when it is evaluated changes. A failed load (offline) leaves the
 * check to the server for that submission and is tried again at the next validation.
 */
export function lazyZodResolver<S extends FormSchema>(loadSchema: () => Promise<S>): LazyResolver<S> {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: R | undefined;
  let loading: Promise<R> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => {
        ready = zodResolver(schema) as unknown as R;
        return ready;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  // Not loaded (offline): the values go as typed, and the server, which applies the same schema,
  // answers with the field errors or the request fails with the network error the form shows.
  const unchecked = (values: z.input<S>) => ({ values: values as unknown as z.output<S>, errors: {} });
  const resolver: R = (values, context, options) =>
    ready
      ? ready(values, context, options)
      : load().then(
          (r) => r(values, context, options),
          () => unchecked(values),
        );
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}
