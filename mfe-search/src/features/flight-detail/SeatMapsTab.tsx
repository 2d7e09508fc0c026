import {
  Alert,
  AlertTitle,
  CircularProgress,
  Stack,
  useGetSeatMapsQuery,
  type FlightOffer,
  type SeatMap,
} from '@portal/platform';
import { SeatMapView } from '../seat-map';

/** 'JFK → LAX · AA 100' for the segment a map belongs to. */
const mapTitle = (offer: FlightOffer, seatMap: SeatMap): string => {
  const segment = offer.slices
    .flatMap((slice) => slice.segments)
    .find((candidate) => candidate.id === seatMap.segment_id);
  if (!segment) return 'Seat map';
  return `${segment.origin.iata_code} → ${segment.destination.iata_code} · ${segment.marketing_carrier.iata_code} ${segment.flight_number}`;
};

/** The seat maps, asked for only once this tab is opened (it mounts then). */
export const SeatMapsTab = ({ offer }: { offer: FlightOffer }) => {
  const { data: seatMaps, isLoading, isError } = useGetSeatMapsQuery(offer.id);

  if (isLoading) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading seat maps" />
      </Stack>
    );
  }
  if (isError || !seatMaps) {
    return (
      <Alert severity="warning">
        <AlertTitle>Seat Selection Unavailable</AlertTitle>
        Seat maps could not be loaded right now. You can continue without choosing seats.
      </Alert>
    );
  }
  if (seatMaps.length === 0) {
    return (
      <Alert severity="info">
        <AlertTitle>Seat maps are not available for this flight</AlertTitle>
        You can still book it; seats are assigned at check-in.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      {seatMaps.map((seatMap) => (
        <SeatMapView key={seatMap.id} seatMap={seatMap} title={mapTitle(offer, seatMap)} />
      ))}
    </Stack>
  );
};
