import type { ComponentProps, ReactNode } from 'react';
import { Button, useNavigate } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { detailPath } from './detailPath';

interface OpenOfferButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick'> {
  offerId: string;
  criteria: SearchCriteria;
  children: ReactNode;
}

/**
 * A button that opens an offer's page. The router's navigate is read here, in the button alone:
 * whatever reads it is drawn again on every change of the address (a filter, the per-person
 * toggle), and a whole card would be with it.
 */
export const OpenOfferButton = ({ offerId, criteria, children, ...button }: OpenOfferButtonProps) => {
  const navigate = useNavigate();
  return (
    <Button {...button} onClick={() => navigate(detailPath(offerId, criteria))}>
      {children}
    </Button>
  );
};
