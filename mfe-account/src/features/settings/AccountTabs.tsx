import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Tab, Tabs, loadOnce, useSearchParams, type SessionUser } from '@portal/platform';
import { ProfileTab } from './ProfileTab';

// The tab a visit opens on comes with the page; the others (their forms, dialogs and country lists)
// when the traveller heads for them: a pointer over or focus on their tab starts the fetch.
const travellersTab = loadOnce(() => import('../travellers'));
const securityTab = loadOnce(() => import('./SecurityTab'));
const SavedTravellersTab = lazy(() =>
  travellersTab.load().then(({ SavedTravellersTab }) => ({ default: SavedTravellersTab })),
);
const SecurityTab = lazy(() => securityTab.load().then(({ SecurityTab }) => ({ default: SecurityTab })));
const FETCH_AHEAD: Partial<Record<string, () => Promise<unknown>>> = {
  travellers: travellersTab.load,
  security: securityTab.load,
};
const fetchAhead = (value: string) => void FETCH_AHEAD[value]?.().catch(() => undefined);

const TabLoading = () => (
  <Box role="status" aria-label="Loading tab" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress />
  </Box>
);

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'travellers', label: 'Saved travellers' },
  { value: 'security', label: 'Security' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const tabId = (value: TabValue) => `account-tab-${value}`;
const panelId = (value: TabValue) => `account-panel-${value}`;

/** Profile, Saved travellers and Security; the open tab is in the address (?tab=security) so it can be linked to. */
export const AccountTabs = ({ user }: { user: SessionUser }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const current: TabValue = TABS.find(({ value }) => value === searchParams.get('tab'))?.value ?? 'profile';

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: TabValue) =>
            setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
          aria-label="Account settings"
        >
          {TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
              id={tabId(value)}
              aria-controls={panelId(value)}
              onPointerEnter={() => fetchAhead(value)}
              onFocus={() => fetchAhead(value)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        <Suspense fallback={<TabLoading />}>
          {current === 'profile' ? (
            <ProfileTab user={user} />
          ) : current === 'travellers' ? (
            <SavedTravellersTab />
          ) : (
            <SecurityTab user={user} />
          )}
        </Suspense>
      </Box>
    </>
  );
};
