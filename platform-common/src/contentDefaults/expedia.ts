export const expedia = `Your flight is booked: now make the whole trip easy. {{brand.name}} has teamed up with trusted travel partners to bring you offers on everything else you need.

## Hotels

Stays for every budget, from city-centre hotels to beach resorts, with free cancellation on many rooms. Travellers who book a flight with us get member prices on selected hotels.

## Car rental

Pick up a car at the airport from leading rental companies, with clear prices that include the basic insurance.

## Flight + hotel packages

Book your flight and hotel together and save compared with booking them separately. Packages are protected, so if one part changes, we help you with the whole trip.

## Things to do

Tours, attractions and airport transfers at your destination, bookable before you fly.

## Travel insurance

Cover for cancellations, medical costs and lost baggage, so the unexpected does not spoil your plans.

## How it works

1. [Find your flight](/) with {{brand.name}}.
2. Choose the partner offers that suit your trip.
3. Travel with one team to call if you need help: **{{brand.phone}}**, or email [{{brand.email}}](mailto:{{brand.email}}).

Partner offers are provided by third parties under their own terms and prices, and may change without notice.
`;
