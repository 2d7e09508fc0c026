import { lazy, Suspense } from 'react';
import { Box, CircularProgress, loadOnce, useSearchParams, type SessionUser } from '@portal/platform';
import { TabStrip } from '@portal/platform/plain-controls';
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

const TAB_VALUES = ['profile', 'travellers', 'security'] as const;
type TabValue = (typeof TAB_VALUES)[number];

const tabId = (value: TabValue) => `account-tab-${value}`;
const panelId = (value: TabValue) => `account-panel-${value}`;
const LABELS: Record<TabValue, string> = { profile: 'Profile', travellers: 'Saved travellers', security: 'Security' };
const TABS = TAB_VALUES.map((value) => ({ value, label: LABELS[value], id: tabId(value), controls: panelId(value) }));

/** Profile, Saved travellers and Security; the open tab is in the address (?tab=security) so it can be linked to. */
export const AccountTabs = ({ user }: { user: SessionUser }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const current: TabValue = TABS.find(({ value }) => value === searchParams.get('tab'))?.value ?? 'profile';

  return (
    <>
      <TabStrip
        label="Account settings"
        tabs={TABS}
        value={current}
        onChange={(value) => setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })}
        onHeadFor={fetchAhead}
        sx={{ mb: 3 }}
      />
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
