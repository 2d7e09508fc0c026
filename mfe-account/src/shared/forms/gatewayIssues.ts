import type { FetchBaseQueryError } from '@portal/platform';

interface SerializedErrorLike {
  message?: string;
}

/**
 * The fields a gateway 400 names (`issues`, path and message), the first message per field, so a
 * form can show the server's verdict beside the field as it shows its own.
 */
export const gatewayIssues = (error: FetchBaseQueryError | SerializedErrorLike | undefined): Map<string, string> => {
  const found = new Map<string, string>();
  if (!error || !('status' in error)) return found;
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return found;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const field = Array.isArray(issue.path) ? issue.path.join('.') : '';
    if (field && typeof issue.message === 'string' && !found.has(field)) found.set(field, issue.message);
  }
  return found;
};
