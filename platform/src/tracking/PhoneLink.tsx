import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../ui/components';
import type { LinkProps } from '@mui/material/Link';
import { phoneHref } from '@portal/platform-common/links';
import { usePhoneClickTracking } from './usePhoneClickTracking';

export interface PhoneLinkProps extends Omit<LinkProps, 'href'> {
  phone: string;
  /** Defaults to the number itself. */
  children?: ReactNode;
}

/** A tel: link that reports the phone-call conversion when clicked. */
export const PhoneLink = ({ phone, children, onClick, ...props }: PhoneLinkProps) => {
  const reportCall = usePhoneClickTracking();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    reportCall();
    onClick?.(event);
  };
  return (
    <Link href={phoneHref(phone)} onClick={click} {...props}>
      {children ?? phone}
    </Link>
  );
};
