import { useEffect } from 'react';

const descriptionTag = (): HTMLMetaElement => {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
};

/**
 * Gives a page its own meta description and puts the previous one back when it is left. The
 * document title stays the shell's brand title ('<brand> Flight Booking') on every page (both specs).
 */
export const useMetaDescription = (description: string): void => {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
};
