/** The Support Center's Help Center tab: one `## Help Center` category of `### Question` entries (the FAQ's convention). */
export const supportHelp = `## Help Center

### How do I change or cancel my booking?

Open My Trips, choose View Details on the booking and select Cancel if your ticket allows it, or Change Flights to move it to other dates on the same route. Within 24 hours of booking a change has no service fee from us: you pay only the difference in fare and any airline change fee; after that the airline's fare rules apply. If you cannot reach your booking online, contact us with your booking reference.

### What payment methods do you accept?

We accept major credit and debit cards (Visa, Mastercard, American Express and Discover), with one payment method per booking.

### How do I get a receipt for my booking?

Your confirmation email is your receipt: it lists every passenger, flight and amount paid. Need an invoice with your company details? Email {{brand.email}} with your booking reference.

### What happens if the airline delays or cancels my flight?

We contact you as soon as the airline tells us. If your flight is cancelled, you can take the alternative the airline offers or ask for a full refund. For long delays, the airline provides care and, where the law applies, compensation.

### How much baggage can I bring?

Your allowance depends on the airline and fare, and is shown in your booking details. Extra checked bags can be added before you travel, usually for less than at the airport.

### How early should I arrive at the airport?

Arrive at least 2 hours before domestic flights and 3 hours before international flights, and allow an extra 30-60 minutes at peak times.
`;
