import { useLayoutEffect, useRef } from 'react';
import { Box, CircularProgress } from '@portal/platform';
import { hasFirstPaintFrameFor, showFirstPaintFrameIn } from './firstPaintFrame';

/** The gateway's painted frame, its own nodes moved in: what the visitor typed in it stays. */
const PaintedFrame = () => {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (box.current ? showFirstPaintFrameIn(box.current) : undefined), []);
  return <div ref={box} aria-busy="true" data-testid="first-paint-frame" />;
};

/**
 * The Suspense fallback while a page or module loads. On the address the page was served at, it
 * goes on showing the frame the gateway painted (the page's heading and layout, the home page's
 * form), so the first paint stays put until the page replaces it. The address is the document's
 * (the browser router keeps it), so a fallback needs no router around it.
 */
export const PageLoader = () => {
  if (hasFirstPaintFrameFor(window.location)) return <PaintedFrame />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', py: 6 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
};
