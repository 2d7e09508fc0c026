import type { ReactNode } from 'react';
import { List, Typography } from '@portal/platform';
import type { Airport } from '@portal/platform/airports';
import { AirportOption } from './AirportOption';
import type { AirportListState } from './useAirportList';

interface AirportResultsProps {
  listId: string;
  label: string;
  status: AirportListState['status'];
  query: string;
  results: Airport[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (airport: Airport) => void;
}

const Line = ({ children, tone = 'text.secondary' }: { children: ReactNode; tone?: string }) => (
  <Typography role="status" variant="body2" sx={{ px: 2, py: 1.5, color: tone }}>
    {children}
  </Typography>
);

/** The dropdown's body: a line while loading, on failure or when nothing matches; else the listbox. */
export const AirportResults = ({
  listId,
  label,
  status,
  query,
  results,
  active,
  optionId,
  onChoose,
}: AirportResultsProps) => {
  if (status === 'error') return <Line tone="error.main">Error loading airports. Please try again.</Line>;
  if (status !== 'ready') return <Line>Loading airports...</Line>;
  if (results.length === 0) return <Line>No airports found for &quot;{query}&quot;</Line>;
  return (
    <List id={listId} role="listbox" aria-label={`${label} airports`} disablePadding>
      {results.map((airport, index) => (
        <AirportOption
          key={airport.iata_code}
          airport={airport}
          id={optionId(index)}
          highlighted={index === active}
          onChoose={onChoose}
        />
      ))}
    </List>
  );
};
