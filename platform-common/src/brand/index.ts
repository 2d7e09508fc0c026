export { DEFAULT_BRAND, DEFAULT_BRAND_KEY, DEFAULT_BRAND_MARKUP } from './defaultBrand';
export { promisesRoundTheClock, supportCaption } from './supportHours';
