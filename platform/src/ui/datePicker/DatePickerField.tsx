import { lazy, Suspense, useState } from 'react';
import { createLogger } from '../../log';
import { DatePickerSkeleton } from './DatePickerSkeleton';
import type * as PickerModule from './MuiDatePickerField';
import type { DatePickerFieldProps, PickerIntent } from './types';

const log = createLogger('platform');
const RANK: Record<PickerIntent, number> = { none: 0, load: 1, focus: 2, open: 3 };

// MUI X pickers (about 48 KB gzipped) are fetched only when someone reaches for a date field
// (pointer over it, focus, click), so a page with a form above the fold does not pay for them
// on its first load. Once fetched, every later field renders the picker straight away.
let pickerModule: Promise<typeof PickerModule> | null = null;
let pickerLoaded = false;
const importPicker = () => {
  pickerModule ??= import('./MuiDatePickerField').catch((error: unknown) => {
    pickerModule = null;
    throw error;
  });
  return pickerModule;
};
const MuiDatePickerField = lazy(() => importPicker().then((module) => ({ default: module.MuiDatePickerField })));

/**
 * The portal's date field: 'MMM dd, yyyy' on screen, 'yyyy-MM-dd' (or '' when cleared) in the
 * form. Until the picker is wanted and loaded, a read-only field of the same look holds its place;
 * what the traveller did meanwhile (focus, click) carries over to the picker.
 */
export const DatePickerField = (props: DatePickerFieldProps) => {
  const [intent, setIntent] = useState<PickerIntent>('none');
  const [ready, setReady] = useState(pickerLoaded);

  const want = (next: PickerIntent) => {
    setIntent((current) => (RANK[next] > RANK[current] ? next : current));
    if (ready) return;
    importPicker().then(
      () => {
        pickerLoaded = true;
        setReady(true);
      },
      (error: unknown) => log.warn('could not load the date picker', error),
    );
  };
  const skeleton = <DatePickerSkeleton {...props} onIntent={want} />;

  if (!ready) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <MuiDatePickerField {...props} autoFocus={RANK[intent] >= RANK.focus} defaultOpen={intent === 'open'} />
    </Suspense>
  );
};
