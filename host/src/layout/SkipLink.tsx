import type { MouseEvent } from 'react';
import { Link } from '@portal/platform';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header; hidden until it receives focus. */
export const SkipLink = () => {
  // Focus moves by hand so the router's address is not given a #fragment.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 16 },
      }}
    >
      Skip to main content
    </Link>
  );
};
