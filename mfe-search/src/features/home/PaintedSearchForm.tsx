import { Box, Button, todayIso } from '@portal/platform';
import { CABIN_LABELS, defaultSearchValues, MultiCityNotice, PAINTED_FORM_NAME } from '../search-form';
import { paintedFormStyle } from './paintedFormStyle';

const TRIP_TYPES = [
  ['round-trip', 'Round Trip'],
  ['one-way', 'One Way'],
  ['multi-city', 'Multi-City'],
] as const;

/** The travellers popover's rows and limits (TRAVELLER_LIMITS), under the results page's names. */
const TRAVELLERS = [
  { name: 'adults', label: 'Adults', hint: 'Age 12+', min: 1, max: 9, value: 1 },
  { name: 'children', label: 'Children', hint: 'Age 2-11', min: 0, max: 6, value: 0 },
  { name: 'infants', label: 'Infants', hint: 'Under 2', min: 0, max: 5, value: 0 },
] as const;

const AirportField = ({ name, label }: { name: 'origin' | 'destination'; label: string }) => (
  <div className="painted-field painted-route">
    <label htmlFor={`painted-${name}`}>{label}</label>
    <input
      type="text"
      id={`painted-${name}`}
      name={name}
      placeholder="City or airport"
      required
      autoComplete="off"
      spellCheck={false}
      pattern="[A-Za-z]{3}"
      title="A 3-letter airport code, such as JFK"
    />
  </div>
);

/**
 * The search form of the page's first paint, before any script runs: a plain GET form to /search
 * whose fields are named as the results page's address, so it searches without JavaScript. The
 * app's SearchForm takes over what the visitor did in it (paintedFormHandOver).
 */
export const PaintedSearchForm = () => {
  const { departureDate, returnDate } = defaultSearchValues();
  const today = todayIso();
  return (
    <Box
      component="form"
      method="get"
      action="/search"
      data-frame-form={PAINTED_FORM_NAME}
      aria-label="Flight search"
      sx={paintedFormStyle}
    >
      <fieldset className="painted-trip">
        <legend className="painted-sr">Trip type</legend>
        {TRIP_TYPES.map(([value, label], index) => (
          <span key={value}>
            <input
              className="painted-sr"
              type="radio"
              id={`painted-trip-${value}`}
              name="tripType"
              value={value}
              defaultChecked={index === 0}
            />
            <label htmlFor={`painted-trip-${value}`}>{label}</label>
          </span>
        ))}
      </fieldset>
      <div className="painted-fields">
        <AirportField name="origin" label="From" />
        <AirportField name="destination" label="To" />
        <div className="painted-field painted-date">
          <label htmlFor="painted-departure-date">Departure</label>
          <input
            type="date"
            id="painted-departure-date"
            name="departureDate"
            defaultValue={departureDate}
            min={today}
            required
          />
        </div>
        <div className="painted-field painted-date painted-return">
          <label htmlFor="painted-return-date">Return</label>
          <input type="date" id="painted-return-date" name="returnDate" defaultValue={returnDate} min={today} />
          <span className="painted-helper">One way selected</span>
        </div>
        <div className="painted-field painted-end painted-select">
          <label htmlFor="painted-cabin-class">Cabin class</label>
          <select id="painted-cabin-class" name="cabinClass" defaultValue="economy">
            {Object.entries(CABIN_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="painted-travellers painted-end">
          <legend>Travellers</legend>
          {TRAVELLERS.map(({ name, label, hint, min, max, value }) => (
            <div className="painted-count" key={name}>
              <label htmlFor={`painted-${name}`}>
                {label} <span className="painted-hint">{hint}</span>
              </label>
              <input
                type="number"
                id={`painted-${name}`}
                name={name}
                min={min}
                max={max}
                defaultValue={value}
                inputMode="numeric"
                required
              />
            </div>
          ))}
        </fieldset>
        <div className="painted-submit">
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ minHeight: 56, fontWeight: 700 }}>
            Search Flights
          </Button>
        </div>
      </div>
      <div className="painted-multi">
        <MultiCityNotice />
      </div>
    </Box>
  );
};
