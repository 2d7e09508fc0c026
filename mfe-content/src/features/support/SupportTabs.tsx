import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, CircularProgress, Tab, Tabs, loadOnce } from '@portal/platform';
import { HelpCenterTab } from './HelpCenterTab';

// Help Center comes with the page; the two tabs with forms (and the form library) when the visitor
// heads for them: a pointer over or focus on their tab starts the fetch.
const contactUsTab = loadOnce(() => import('./ContactUsTab'));
const myBookingsTab = loadOnce(() => import('./MyBookingsTab'));
const ContactUsTab = lazy(() => contactUsTab.load().then(({ ContactUsTab }) => ({ default: ContactUsTab })));
const MyBookingsTab = lazy(() => myBookingsTab.load().then(({ MyBookingsTab }) => ({ default: MyBookingsTab })));

const TabLoading = () => (
  <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label="Loading tab" />
  </Box>
);

const TABS: readonly { key: string; label: string; panel: () => ReactNode; fetchAhead?: () => Promise<unknown> }[] = [
  { key: 'help', label: 'Help Center', panel: () => <HelpCenterTab /> },
  { key: 'contact', label: 'Contact Us', panel: () => <ContactUsTab />, fetchAhead: contactUsTab.load },
  { key: 'bookings', label: 'My Bookings', panel: () => <MyBookingsTab />, fetchAhead: myBookingsTab.load },
];
const fetchAhead = (tab: (typeof TABS)[number]) => void tab.fetchAhead?.().catch(() => undefined);

/** The Support Center's three tabs, Help Center first. */
export const SupportTabs = () => {
  const [selected, setSelected] = useState(0);
  const current = TABS[selected] ?? TABS[0];
  if (!current) return null;

  return (
    <Box sx={{ mt: 5 }}>
      <Tabs
        value={selected}
        onChange={(_event, index: number) => setSelected(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Support options"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            label={tab.label}
            id={`support-tab-${tab.key}`}
            aria-controls={`support-panel-${tab.key}`}
            onPointerEnter={() => fetchAhead(tab)}
            onFocus={() => fetchAhead(tab)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`support-panel-${current.key}`} aria-labelledby={`support-tab-${current.key}`}>
        <Suspense fallback={<TabLoading />}>{current.panel()}</Suspense>
      </Box>
    </Box>
  );
};
