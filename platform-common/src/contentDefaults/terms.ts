export const terms = `These terms apply when you use the {{brand.name}} website and when you book flights through us. Please read them before you book: by booking you accept them.

## 1. Who we are

{{brand.name}} is a licensed, IATA-accredited travel agency. We act as an agent: your contract of carriage is with the airline operating your flight, under that airline's conditions of carriage and fare rules.

## 2. Your account

You must be at least 18 years old to create an account and to make a booking. Keep your password safe; you are responsible for bookings made with your account. You may book for other passengers, including children, if you have their permission to give us their details.

## 3. Bookings

- Prices, schedules and seat availability come from the airlines and can change until your booking is confirmed.
- A booking is confirmed only when you receive a confirmation with a booking reference. If a ticket cannot be issued, you are not charged.
- Check that passenger names match the travel documents exactly. A name change is often treated by airlines as a new booking.
- You are responsible for holding valid passports, visas and health documents for every country on your route.

## 4. Prices and payment

- The price shown at checkout is the total you pay, including taxes, airline charges and our service fee.
- We accept major credit and debit cards. One payment method is used per booking.
- Your payment is taken when your tickets are issued. If payment fails, the booking is not made.

## 5. Changes and cancellations

Changes and cancellations follow the fare rules of your ticket and our [Cancellation and Refund Policy](/cancellation-policy). Airline change fees and any fare difference apply. Our service fees are non-refundable.

If the airline changes or cancels your flight, we will tell you as soon as we hear and help you choose between the alternatives the airline offers, including a refund where you are entitled to one.

## 6. Our liability

We are responsible for arranging your booking with reasonable care and skill. Airlines are responsible for the flights themselves, including delays, cancellations, denied boarding and baggage, under their conditions of carriage and applicable passenger rights law. We are not liable for losses caused by events beyond our control or by information you gave us incorrectly. Nothing in these terms limits liability that cannot be limited by law.

## 7. Using this website

Do not misuse the website: no automated scraping, no attempts to break its security, no false bookings. We may suspend accounts that do.

## 8. Changes to these terms

We may update these terms. We will give at least 30 days notice of any change by posting it on this page and emailing account holders. Bookings already made stay under the terms that applied when you booked.

## 9. Contact and complaints

Contact us at [{{brand.email}}](mailto:{{brand.email}}) or {{brand.phone}}, or write to {{brand.name}}, {{brand.address}}. These terms are governed by the law of the country where our office is registered, without depriving you of the protection of the law of your country of residence.
`;
