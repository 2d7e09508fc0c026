import { Box, ListItemButton, PlaceIcon, Typography } from '@portal/platform';
import type { Airport } from '@portal/platform/airports';
import { isCity } from './isCity';

interface AirportOptionProps {
  airport: Airport;
  id: string;
  highlighted: boolean;
  onChoose: (airport: Airport) => void;
}

/**
 * One line of the picker: the airport's name, '{city}, {country}' under it, the IATA code aside;
 * a city reads '{city}, all airports' with its airports' codes under it.
 */
export const AirportOption = ({ airport, id, highlighted, onChoose }: AirportOptionProps) => (
  <ListItemButton
    component="li"
    id={id}
    role="option"
    aria-selected={highlighted}
    selected={highlighted}
    // Keeps focus in the input, so the choice lands before the input's blur.
    onMouseDown={(event) => event.preventDefault()}
    onClick={() => onChoose(airport)}
    sx={{ gap: 1.5, py: 1 }}
  >
    <PlaceIcon fontSize="small" color={isCity(airport) ? 'primary' : 'action'} />
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {isCity(airport) ? `${airport.city_name}, all airports` : airport.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {isCity(airport)
          ? `${airport.country_code} · ${airport.airports.join(', ')}`
          : `${airport.city_name}, ${airport.country_code}`}
      </Typography>
    </Box>
    <Typography variant="body2" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
      {airport.iata_code}
    </Typography>
  </ListItemButton>
);
