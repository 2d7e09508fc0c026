export const about = `{{brand.name}} helps travellers find and book the right flight at the right price, with real people ready to help before, during and after the trip.

## Who we are

We are a licensed, IATA-accredited travel agency. Our accreditation means airline tickets are issued by us directly, your payments are protected, and we meet the financial and professional standards of the International Air Transport Association.

## What we offer

- **800+ airlines**: full-service carriers, low-cost airlines and regional operators, compared in one search.
- **Clear prices**: the price you see at checkout is the price you pay, taxes and fees included.
- **Secure booking**: 256-bit encryption for every payment, and card details that never touch our servers.
- **Help from people**: our travel experts handle changes, cancellations and the unexpected.

## Talk to us

Our travel experts are a phone call away at **{{brand.phone}}** ({{brand.hours}}). Email [{{brand.email}}](mailto:{{brand.email}}) at any time and we reply within 24 hours.

## Our office

Visit or write to us at {{brand.name}}, {{brand.address}}.

## Our promise

Every booking is backed by our best price guarantee, and our travellers rate us 4.9 out of 5.
`;
