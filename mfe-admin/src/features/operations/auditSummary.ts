import type { AuditEntry } from '@portal/platform';

const MAX_CHANGES = 4;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string => {
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (value === '' || value === null || value === undefined) return '(empty)';
  return String(value);
};

/** Field paths whose values differ, with both values, e.g. theme.primary: #0f766e → #7c3aed. */
export const changedFields = (before: unknown, after: unknown, path = ''): string[] => {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path}: ${show(before)} → ${show(after)}`];
};

const nameOf = (brand: unknown): string =>
  isObject(brand) && typeof brand.name === 'string' ? brand.name : 'the brand';
const versionOf = (release: unknown): string =>
  isObject(release) && typeof release.version === 'string' ? release.version : '(unknown)';
const modeOf = (state: unknown): string => (isObject(state) && state.mode === 'live' ? 'Live' : 'Test');

/** One line saying what a change did, from its before and after. */
export const auditSummary = ({ action, before, after }: Pick<AuditEntry, 'action' | 'before' | 'after'>): string => {
  switch (action) {
    case 'mode.change':
      return `${modeOf(before)} → ${modeOf(after)}`;
    case 'brand.create':
      return `Created ${nameOf(after)}`;
    case 'brand.delete':
      return `Deleted ${nameOf(before)}`;
    case 'remote.rollback':
      return `${versionOf(before)} → ${versionOf(after)}`;
    case 'brand.update': {
      const changes = changedFields(before, after);
      if (!changes.length) return 'Saved without changes';
      const more = changes.length > MAX_CHANGES ? ` (and ${changes.length - MAX_CHANGES} more)` : '';
      return `${changes.slice(0, MAX_CHANGES).join('; ')}${more}`;
    }
  }
};

export const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'mode.change': 'Mode changed',
  'brand.create': 'Brand created',
  'brand.update': 'Brand updated',
  'brand.delete': 'Brand deleted',
  'remote.rollback': 'Module rolled back',
};
