export const cancellationPolicy = `This policy explains how to change or cancel a flight booked with {{brand.name}} and how refunds work. Your ticket's airline fare rules always apply, and they are shown before you pay.

## No service fee on changes within 24 hours

Within 24 hours of booking, a change from My Trips has no service fee from us: you pay only any difference in fare and any airline change fee. After 24 hours, the rules below apply.

## Cancelling a booking

- Refundable tickets can be cancelled for a refund of the fare, less any airline cancellation fee.
- Non-refundable tickets cannot be refunded. Government taxes and airport charges that were not used may still be refundable on request.
- Cancel from My Trips, or contact us at [{{brand.email}}](mailto:{{brand.email}}) or {{brand.phone}} with your booking reference.

## Changing a booking

Date, time and route changes depend on the fare rules. The airline's change fee and any difference in fare are payable. Name changes are usually not allowed by airlines; small spelling corrections often are.

## Refunds

- We initiate your refund with the airline within 24-48 hours of your cancellation.
- Refunds then take 7 to 30 business days to process, depending on the airline and your bank or card issuer.
- Refunds go back to the original payment method.
- Our service fees are non-refundable.

## When the airline cancels or changes your flight

If the airline cancels your flight or changes its schedule significantly, you can accept the alternative it offers or ask for a full refund, including our service fee. Passenger rights law on your route may also give you compensation, which the airline pays.

## No-shows

If you do not take a flight without cancelling beforehand, the airline may cancel the rest of your itinerary and the ticket may lose its value.

## Questions

Call {{brand.phone}} or email [{{brand.email}}](mailto:{{brand.email}}); we reply within 24 hours.
`;
