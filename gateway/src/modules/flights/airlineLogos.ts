import path from 'node:path';
import express, { Router } from 'express';

const AIRLINE_LOGOS = path.resolve(__dirname, '../../../assets/airline-logos');

/** The airlines' logos the offers point at ('/airline-logos/BA.svg'): public, cached a day. */
export const createAirlineLogosRouter = () =>
  Router().use('/airline-logos', express.static(AIRLINE_LOGOS, { index: false, maxAge: '1d', fallthrough: false }));
