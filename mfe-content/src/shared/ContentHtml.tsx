import type { MouseEvent } from 'react';
import { Typography, useNavigate, usePhoneClickTracking } from '@portal/platform';

const SITE_PATH = /^\/(?![/\\])/;

/**
 * Page HTML in the site's typography. Only ever given sanitized HTML: the gateway's `html` is
 * sanitized on the server (DOMPurify allow-list), and text rendered here goes through
 * sanitizeHtml with the same list. Links to our own pages move within the app; phone links
 * report the call conversion.
 */
export const ContentHtml = ({ html }: { html: string }) => {
  const navigate = useNavigate();
  const reportCall = usePhoneClickTracking();

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href.startsWith('tel:')) reportCall();
    if (!SITE_PATH.test(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <Typography
      component="div"
      variant="body1"
      onClick={click}
      sx={{
        color: 'text.primary',
        lineHeight: 1.7,
        '& h1, & h2': { typography: 'h5', fontWeight: 700, mt: 5, mb: 2 },
        '& h3, & h4, & h5, & h6': { typography: 'h6', fontWeight: 600, mt: 3, mb: 1 },
        '& > :first-of-type': { mt: 0 },
        '& p': { mt: 0, mb: 2 },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.75 },
        '& a': { color: 'primary.main', fontWeight: 500 },
        '& blockquote': { m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', mb: 3, width: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 600 },
      }}
      // Sanitized before it gets here (server-side DOMPurify, or sanitizeHtml for shipped text).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
