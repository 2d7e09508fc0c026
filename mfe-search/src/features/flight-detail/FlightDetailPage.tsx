import { Navigate, useParams, usePriceFormatAhead } from '@portal/platform';
import { FlightDetail } from './FlightDetail';

/** /flight/:id? — without an id there is nothing to show: back to the results. */
export const FlightDetailPage = () => {
  const { id } = useParams();
  usePriceFormatAhead();
  if (!id) return <Navigate to="/search" replace />;
  return <FlightDetail key={id} id={id} />;
};
