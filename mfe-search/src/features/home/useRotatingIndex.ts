import { useEffect, useState } from 'react';

/** 0, 1, ... count-1, 0, ... advancing every `intervalMs`; the timer stops with the component. */
export const useRotatingIndex = (count: number, intervalMs: number): number => {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index;
};
