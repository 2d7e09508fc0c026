import type { AirportRow } from '../types';

// Australia, New Zealand and the Pacific islands.
export const OCEANIA: readonly AirportRow[] = [
  ['SYD', 'YSSY', 'Sydney Airport', 'Sydney', 'AU', -33.9399, 151.1753, 'Australia/Sydney'],
  ['MEL', 'YMML', 'Melbourne Airport', 'Melbourne', 'AU', -37.669, 144.841, 'Australia/Melbourne'],
  ['BNE', 'YBBN', 'Brisbane Airport', 'Brisbane', 'AU', -27.3842, 153.1175, 'Australia/Brisbane'],
  ['PER', 'YPPH', 'Perth Airport', 'Perth', 'AU', -31.9385, 115.9672, 'Australia/Perth'],
  ['ADL', 'YPAD', 'Adelaide Airport', 'Adelaide', 'AU', -34.945, 138.5306, 'Australia/Adelaide'],
  ['CBR', 'YSCB', 'Canberra Airport', 'Canberra', 'AU', -35.3069, 149.195, 'Australia/Sydney'],
  ['OOL', 'YBCG', 'Gold Coast Airport', 'Gold Coast', 'AU', -28.1644, 153.5047, 'Australia/Brisbane'],
  ['CNS', 'YBCS', 'Cairns Airport', 'Cairns', 'AU', -16.8858, 145.7552, 'Australia/Brisbane'],
  ['DRW', 'YPDN', 'Darwin International Airport', 'Darwin', 'AU', -12.4147, 130.8766, 'Australia/Darwin'],
  ['HBA', 'YMHB', 'Hobart Airport', 'Hobart', 'AU', -42.8361, 147.5103, 'Australia/Hobart'],
  ['AYQ', 'YAYE', 'Ayers Rock Airport', 'Yulara', 'AU', -25.1861, 130.9756, 'Australia/Darwin'],
  ['AKL', 'NZAA', 'Auckland Airport', 'Auckland', 'NZ', -37.0082, 174.785, 'Pacific/Auckland'],
  ['WLG', 'NZWN', 'Wellington Airport', 'Wellington', 'NZ', -41.3272, 174.8053, 'Pacific/Auckland'],
  ['CHC', 'NZCH', 'Christchurch Airport', 'Christchurch', 'NZ', -43.4894, 172.532, 'Pacific/Auckland'],
  ['ZQN', 'NZQN', 'Queenstown Airport', 'Queenstown', 'NZ', -45.0211, 168.7392, 'Pacific/Auckland'],
  ['NAN', 'NFFN', 'Nadi International Airport', 'Nadi', 'FJ', -17.7554, 177.4431, 'Pacific/Fiji'],
  ['PPT', 'NTAA', "Tahiti Faa'a International Airport", 'Papeete', 'PF', -17.5537, -149.6061, 'Pacific/Tahiti'],
  ['NOU', 'NWWW', 'La Tontouta International Airport', 'Nouméa', 'NC', -22.0146, 166.2129, 'Pacific/Noumea'],
  ['POM', 'AYPY', 'Jacksons International Airport', 'Port Moresby', 'PG', -9.4434, 147.22, 'Pacific/Port_Moresby'],
  ['APW', 'NSFA', 'Faleolo International Airport', 'Apia', 'WS', -13.83, -172.0083, 'Pacific/Apia'],
  ['RAR', 'NCRG', 'Rarotonga International Airport', 'Avarua', 'CK', -21.2027, -159.806, 'Pacific/Rarotonga'],
  ['GUM', 'PGUM', 'Antonio B. Won Pat International Airport', 'Hagåtña', 'GU', 13.4834, 144.796, 'Pacific/Guam'],
];
