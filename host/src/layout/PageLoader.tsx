import { Box, CircularProgress } from '@portal/platform';
import { firstPaintFrameFor } from './firstPaintFrame';

/**
 * The Suspense fallback while a page or module loads. On the address the page was served at, it
 * goes on showing the frame the gateway painted (the page's heading and layout), so the first
 * paint stays put until the page replaces it. The address is the document's (the browser router
 * keeps it), so a fallback needs no router around it.
 */
export const PageLoader = () => {
  const frame = firstPaintFrameFor(window.location);
  if (frame)
    // The gateway's own markup, every inlined value escaped there, read back from this document.
    return <div aria-busy="true" data-testid="first-paint-frame" dangerouslySetInnerHTML={{ __html: frame }} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', py: 6 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
};
