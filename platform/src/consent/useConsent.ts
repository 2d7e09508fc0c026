import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  consentChosen,
  consentRestored,
  consentSettingsClosed,
  consentSettingsOpened,
  selectConsentChoice,
  selectConsentSettingsOpen,
  selectConsentStatus,
} from './consentSlice';
import {
  makeConsentRecord,
  restoreConsent,
  storeConsent,
  type ConsentCategories,
  type ConsentRecord,
} from './consentStorage';

export interface Consent {
  /** False until the remembered choice has been read: nothing optional runs before that. */
  ready: boolean;
  /** The choice made, or null while the visitor has not chosen. */
  choice: ConsentRecord | null;
  /** What may run now: every optional category is off until chosen. */
  granted: ConsentCategories & { necessary: true };
  settingsOpen: boolean;
}

/** The visitor's cookie choice; the first caller reads the remembered one from the browser. */
export const useConsent = (): Consent => {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectConsentStatus);
  const choice = useAppSelector(selectConsentChoice);
  const settingsOpen = useAppSelector(selectConsentSettingsOpen);

  useEffect(() => {
    if (status === 'unknown') dispatch(consentRestored(restoreConsent()));
  }, [dispatch, status]);

  return {
    ready: status === 'ready',
    choice,
    settingsOpen,
    granted: {
      necessary: true,
      preferences: choice?.preferences ?? false,
      analytics: choice?.analytics ?? false,
      marketing: choice?.marketing ?? false,
    },
  };
};

/** Records a choice: remembered in the browser with the policy version and the date. */
export const useSetConsent = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    (categories: ConsentCategories) => {
      const record = makeConsentRecord(categories);
      storeConsent(record);
      dispatch(consentChosen(record));
    },
    [dispatch],
  );
};

/** Opens and closes the consent settings, e.g. from a 'Cookie settings' link. */
export const useConsentSettings = () => {
  const dispatch = useAppDispatch();
  const open = useCallback(() => dispatch(consentSettingsOpened()), [dispatch]);
  const close = useCallback(() => dispatch(consentSettingsClosed()), [dispatch]);
  return { open, close };
};
