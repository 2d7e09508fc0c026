import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `pauseMs`: a preview follows the typing without a request per keystroke. */
export const useSettled = <T>(value: T, pauseMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
};
