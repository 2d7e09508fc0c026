import { loadValidation, type PassengerRules } from '@portal/platform';
import { type useForm } from '@portal/platform/forms';
import type { createPassengersSchema } from '@portal/platform/validation';
import type { PassengersFormOutput, PassengersFormValues } from './passengerForm';

type Resolver = NonNullable<
  NonNullable<Parameters<typeof useForm<PassengersFormValues, unknown, PassengersFormOutput>>[0]>['resolver']
>;
type Issue = { path: PropertyKey[]; message: string; code: string };
type ErrorTree = Record<string, unknown>;

const place = (tree: ErrorTree, path: string[], error: { type: string; message: string }) => {
  let node = tree;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as ErrorTree;
  const last = path[path.length - 1] ?? 'root';
  node[last] ??= error;
};

/** Stand-ins that pass the field checks, so the passenger-level rules can speak too. */
const placeholders = (today: string): Record<string, string> => ({
  title: 'mr',
  gender: 'undisclosed',
  firstName: 'x',
  lastName: 'x',
  dateOfBirth: today,
  type: 'adult',
});

/**
 * react-hook-form resolver over the platform's passengers contract (an array schema): issues
 * land on 'passengers.{index}.{field}', whole-party ones on 'passengers.root'.
 *
 * zod runs the contract's passenger rules (primary contact, passports, age bands) only once
 * every field parses, so a first submit would hide them; the values are checked a second time
 * with the failing fields stood in for, and every message shows at once (the first per field).
 *
 * The contract (and zod) is fetched when the form first validates, not with the booking page.
 */
export const passengersResolver = (rules: PassengerRules): Resolver => {
  let schema: ReturnType<typeof createPassengersSchema> | undefined;
  const stand = placeholders(rules.today);
  return async (values) => {
    schema ??= (await loadValidation()).createPassengersSchema(rules);
    const result = schema.safeParse(values.passengers);
    if (result.success) return { values: { passengers: result.data }, errors: {} as Record<string, never> };
    const issues = [...(result.error.issues as Issue[])];
    const patched = values.passengers.map((passenger) => ({ ...passenger }) as Record<string, string>);
    for (const { path } of issues) {
      const [index, field] = path;
      if (typeof index === 'number' && typeof field === 'string' && patched[index] && field in stand)
        patched[index][field] = stand[field]!;
    }
    const second = schema.safeParse(patched);
    if (!second.success) issues.push(...(second.error.issues as Issue[]));

    const errors: ErrorTree = {};
    for (const issue of issues) {
      const path = issue.path.map(String);
      place(errors, ['passengers', ...(path.length ? path : ['root'])], { type: issue.code, message: issue.message });
    }
    return { values: {} as Record<string, never>, errors: errors as never };
  };
};
