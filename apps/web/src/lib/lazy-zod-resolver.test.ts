import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email('Enter a valid email'), code: z.string().length(6, 'Six digits') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation and validates as zodResolver does', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: 'nope', code: '1' }, undefined, options);
    expect(bad.errors).toMatchObject({
      email: { message: 'Enter a valid email' },
      code: { message: 'Six digits' },
    });
    const good = await resolver({ email: 'a@b.co', code: '123456' }, undefined, options);
    expect(good).toEqual({ values: { email: 'a@b.co', code: '123456' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load once; validations after it do not load again', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    resolver.preload();
    resolver.preload();
    await resolver({ email: 'a@b.co', code: '123456' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load (offline) leaves that check to the server and is tried again on the next', async () => {
    const offline = new TypeError('Failed to fetch');
    const load = vi
      .fn()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver(load as () => Promise<typeof schema>);
    resolver.preload(); // a failed preload is silent
    await new Promise((r) => setTimeout(r, 0));
    await expect(resolver({ email: 'nope', code: '1' }, undefined, options)).resolves.toEqual({
      values: { email: 'nope', code: '1' },
      errors: {},
    });
    const checked = await resolver({ email: 'nope', code: '1' }, undefined, options);
    expect(checked.errors).toMatchObject({ email: { message: 'Enter a valid email' } });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
