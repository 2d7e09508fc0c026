import { Box, Tab, Tabs, useSearchParams, type SessionUser } from '@portal/platform';
import { SavedTravellersTab } from '../travellers';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

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
            <Tab key={value} value={value} label={label} id={tabId(value)} aria-controls={panelId(value)} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {current === 'profile' ? (
          <ProfileTab user={user} />
        ) : current === 'travellers' ? (
          <SavedTravellersTab />
        ) : (
          <SecurityTab user={user} />
        )}
      </Box>
    </>
  );
};
