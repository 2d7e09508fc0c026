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
 * Gives a page its own document title and meta description, and puts the previous ones back when
 * it is left. Applied after the current render's effects, so the shell's brand title (set in the
 * same commit when the brand arrives) does not overwrite it.
 */
export const useDocumentMeta = (title: string, description: string): void => {
  useEffect(() => {
    const tag = descriptionTag();
    const saved: { previous?: { title: string; description: string } } = {};
    const timer = window.setTimeout(() => {
      saved.previous = { title: document.title, description: tag.content };
      document.title = title;
      tag.content = description;
    }, 0);
    return () => {
      window.clearTimeout(timer);
      if (!saved.previous) return;
      document.title = saved.previous.title;
      tag.content = saved.previous.description;
    };
  }, [title, description]);
};
