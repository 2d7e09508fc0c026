import { JSDOM } from 'jsdom';
import { homeFrame } from './homeFrame';
import type { HomeFrameFacts } from './homeFrameFacts';

/** A brand's facts for the painted home page, on a fixed day. */
export const FACTS: HomeFrameFacts = {
  brandName: 'SunJet Travel',
  phone: '+1 (800) 555-0100',
  hours: 'Mon-Sun 8am-10pm CET',
  departureDate: '2026-12-28',
  returnDate: '2027-01-04',
  today: '2026-12-27',
};

/** The painted home page as a browser without JavaScript parses it. */
export const painted = (facts: HomeFrameFacts = FACTS): DocumentFragment => JSDOM.fragment(homeFrame(facts));

export const formOf = (page: DocumentFragment): HTMLFormElement => {
  const form = page.querySelector<HTMLFormElement>('form[data-frame-form="flight-search"]');
  if (!form) throw new Error('no painted search form');
  return form;
};
