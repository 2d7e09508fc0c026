import { airportAt, distanceKm } from './world';

const RAD = Math.PI / 180;
/** Taxi, climb and descent: what a flight costs on top of its cruise. */
const OVERHEAD_MINUTES = 50;
const CRUISE_KMH = 850;
/** The jet stream's push at mid-latitudes on a due east-west flight. */
const JET_STREAM_KMH = 60;

const roundTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

/** The great circle's midpoint: its latitude and how much of the heading there is eastward (1 due east, -1 due west). */
const midpoint = (from: number, to: number): { latitude: number; eastward: number } => {
  const [a, b] = [airportAt(from), airportAt(to)];
  const [lat1, lon1, lat2, lon2] = [a.latitude * RAD, a.longitude * RAD, b.latitude * RAD, b.longitude * RAD];
  const bx = Math.cos(lat2) * Math.cos(lon2 - lon1);
  const by = Math.cos(lat2) * Math.sin(lon2 - lon1);
  const latM = Math.atan2(Math.sin(lat1) + Math.sin(lat2), Math.sqrt((Math.cos(lat1) + bx) ** 2 + by ** 2));
  const lonM = lon1 + Math.atan2(by, Math.cos(lat1) + bx);
  const y = Math.sin(lon2 - lonM) * Math.cos(lat2);
  const x = Math.cos(latM) * Math.sin(lat2) - Math.sin(latM) * Math.cos(lat2) * Math.cos(lon2 - lonM);
  return { latitude: latM / RAD, eastward: Math.sin(Math.atan2(y, x)) };
};

/** Strongest between 45° and the pole, weaker (not nil) in the tropics. */
const jetStreamShare = (latitude: number) => 0.4 + 0.6 * Math.min(1, Math.max(0, (Math.abs(latitude) - 15) / 30));

const blocks = new Map<number, number>();

/**
 * Scheduled block time: 50 minutes on the ground and climbing, then 850 km/h give or take the jet
 * stream, so eastbound is faster (New York-London about 7 h, London-New York about 8 h).
 */
export const blockMinutes = (from: number, to: number): number => {
  const key = from * 100_000 + to;
  let minutes = blocks.get(key);
  if (minutes === undefined) {
    const { latitude, eastward } = midpoint(from, to);
    const groundSpeed = CRUISE_KMH + JET_STREAM_KMH * eastward * jetStreamShare(latitude);
    minutes = roundTo5(OVERHEAD_MINUTES + (distanceKm(from, to) / groundSpeed) * 60);
    if (blocks.size > 200_000) blocks.clear();
    blocks.set(key, minutes);
  }
  return minutes;
};
