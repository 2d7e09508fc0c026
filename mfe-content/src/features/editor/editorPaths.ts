/** Where the public can read a page; the Help Center lives on the Support Center. */
export const publicPathOf = (slug: string): string => {
  if (slug === 'support-help') return '/support';
  return `/${slug}`;
};

export const editorPathOf = (slug: string): string => `/content/edit/${slug}`;
