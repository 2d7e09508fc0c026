import fc from 'fast-check';
import { z } from 'zod';
import { zodResolver as eagerZodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { zodResolver } from './lazyZodResolver';

const contactSchema = z.object({
  email: z.email('Please enter a valid email address'),
  seats: z.coerce.number().int().min(1, 'At least one seat'),
});
type ContactForm = z.input<typeof contactSchema>;
const options: ResolverOptions<ContactForm> = { fields: {}, shouldUseNativeValidation: false };

describe("the forms entry's zodResolver, fetched when a form first validates", () => {
  test('a valid form gives its parsed values, an invalid one the contract’s messages', async () => {
    const resolve = zodResolver(contactSchema);
    await expect(resolve({ email: 'ana@example.com', seats: '2' }, undefined, options)).resolves.toEqual({
      values: { email: 'ana@example.com', seats: 2 },
      errors: {},
    });
    const invalid = await resolve({ email: 'ana', seats: '0' }, undefined, options);
    expect(invalid.values).toEqual({});
    expect(invalid.errors.email?.message).toBe('Please enter a valid email address');
    expect(invalid.errors.seats?.message).toBe('At least one seat');
  });

  test('the raw option is passed on: the values come back as typed', async () => {
    const resolve = zodResolver(contactSchema, undefined, { raw: true });
    await expect(resolve({ email: 'ana@example.com', seats: '2' }, undefined, options)).resolves.toEqual({
      values: { email: 'ana@example.com', seats: '2' },
      errors: {},
    });
  });

  test('judges every form as @hookform/resolvers’ own zodResolver does', () =>
    fc.assert(
      fc.asyncProperty(
        fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), seats: fc.oneof(fc.string(), fc.integer()) }),
        async (values: ContactForm) => {
          const lazy = await zodResolver(contactSchema)(values, undefined, options);
          const eager = await eagerZodResolver(contactSchema)(values, undefined, options);
          expect(lazy).toEqual(eager);
        },
      ),
      { numRuns: 200 },
    ));
});
