import type { FieldValues, Resolver } from 'react-hook-form';
import type * as FormsEntry from '@portal/platform/forms';
import type * as ValidationEntry from '@portal/platform/validation';
import { loadOnce } from '../ui/loadOnce';

export type Validation = typeof ValidationEntry;

interface Parser<Output> {
  parse: (value: unknown) => Output;
}

// Imported by its shared name, so every module on the page gets the one copy the share scope holds.
const validation = loadOnce((): Promise<Validation> => import('@portal/platform/validation'));
// A form's page has the forms entry already; the resolver is read from it when a form first validates.
const forms = loadOnce((): Promise<typeof FormsEntry> => import('@portal/platform/forms'));

/** Fetches the contracts and zod (once); a page may call it early to have them ready. */
export const loadValidation = (): Promise<Validation> => validation.load();

/**
 * An RTK Query transformResponse that parses the answer with a contract fetched on first use:
 * `transformResponse: parseWith((contracts) => contracts.searchResponseSchema)`.
 */
export const parseWith =
  <Output>(pick: (contracts: Validation) => Parser<Output>) =>
  async (body: unknown): Promise<Output> =>
    pick(await loadValidation()).parse(body);

/**
 * A react-hook-form resolver for a zod contract fetched when the form first validates, for forms
 * on a page's first load (the home search, the footer's newsletter) that must not carry zod.
 */
export const schemaResolver =
  <Values extends FieldValues, Output = Values>(
    pick: (contracts: Validation) => Parameters<(typeof FormsEntry)['zodResolver']>[0],
  ): Resolver<Values, unknown, Output> =>
  async (values, context, options) => {
    const [contracts, { zodResolver }] = await Promise.all([loadValidation(), forms.load()]);
    const resolve = zodResolver(pick(contracts)) as unknown as Resolver<Values, unknown, Output>;
    return resolve(values, context, options);
  };
