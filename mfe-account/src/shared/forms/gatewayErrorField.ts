import type { FetchBaseQueryError } from '@portal/platform';

interface SerializedErrorLike {
  message?: string;
}

/**
 * The form field a gateway refusal is about: the first of its validation `issues` (a rule only the
 * gateway checks, such as the list of common passwords), so the form can show it on that field.
 */
export const gatewayErrorField = (error: FetchBaseQueryError | SerializedErrorLike | undefined): string | undefined => {
  if (!error || !('status' in error)) return undefined;
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  const path: unknown = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined)?.path : undefined;
  const field: unknown = Array.isArray(path) ? path[0] : undefined;
  return typeof field === 'string' ? field : undefined;
};
