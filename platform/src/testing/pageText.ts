/**
 * The words of `root` as a reader meets them: every text node, separated by a space, so that the
 * text of two neighbouring elements ('Support' then '24/7 Support') never runs into one word as it
 * does in textContent.
 */
export const pageText = (root: Node = document.body): string => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    words.push(node.nodeValue ?? '');
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
};
