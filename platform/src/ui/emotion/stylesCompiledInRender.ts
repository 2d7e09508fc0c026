import { useInsertionEffect } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { nextTask } from '../../scheduling/nextTask';

/*
 * Emotion compiles a styled component's styles (stylis) and inserts the rules into the page in the
 * component's insertion effect, that is inside React's commit, which is one task React cannot
 * split: on a page's first render that was most of each commit's long task. In the browser builds
 * this file stands in for `@emotion/use-insertion-effect-with-fallbacks`
 * (`platform/src/federation/emotionCompilesInRender.cjs`): emotion compiles while the component
 * renders, where React works in slices and yields between them, and the rules are held here. They
 * go into the page in the task after the slice that compiled them (React's next slice is queued
 * behind it), one style element for the lot, so the browser parses them between slices rather
 * than inside the commit; the commit inserts what is still held. The rules go in in the order
 * emotion compiled them, before any layout effect reads the page. The new rules name classes no
 * element on the page has yet, so the browser restyles nothing for them before the commit.
 */

const held: string[] = [];
let compilingInRender = false;
let insertRules: (rules: string[]) => void = () => undefined;
let insertionQueued = false;

const insertHeldStyles = () => {
  if (held.length > 0) insertRules(held.splice(0));
};

const insertHeldStylesInNextTask = () => {
  if (insertionQueued) return;
  insertionQueued = true;
  void nextTask().then(() => {
    insertionQueued = false;
    insertHeldStyles();
  });
};

/** What emotion's styled components, `css` prop and ClassNames call: compile now, insert in the next task or the commit, whichever comes first. */
export const useInsertionEffectAlwaysWithSyncFallback = (insertStyles: () => void) => {
  compilingInRender = true;
  try {
    insertStyles();
  } finally {
    compilingInRender = false;
  }
  useInsertionEffect(insertHeldStyles);
};

/** What emotion's Global calls (it keeps a sheet of its own and removes it on unmount): unchanged. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;

/**
 * Makes the cache's sheet hold the rules compiled during render until the commit; a rule inserted
 * outside render (a Global's keyframes) goes in at once, after the held ones.
 */
export const holdStylesCompiledInRender = (cache: EmotionCache) => {
  const { sheet } = cache;
  const insertNow = sheet.insert.bind(sheet);
  insertRules = (rules) => {
    if (rules.length === 1) return insertNow(rules[0]!);
    // One style element for the lot: the browser parses one text instead of a call per rule.
    // `hydrate` places it after the sheet's last element, where the next rule would have gone.
    const element = document.createElement('style');
    element.setAttribute('data-emotion', sheet.key);
    if (sheet.nonce !== undefined) element.setAttribute('nonce', sheet.nonce);
    element.textContent = rules.join('');
    sheet.hydrate([element]);
  };
  sheet.insert = (rule) => {
    if (compilingInRender) {
      held.push(rule);
      insertHeldStylesInNextTask();
      return;
    }
    insertHeldStyles();
    insertNow(rule);
  };
  return cache;
};
