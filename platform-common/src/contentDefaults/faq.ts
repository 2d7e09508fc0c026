/**
 * The FAQ page's convention, which the front end parses: one `## Category` per tab, each with
 * five `### Question` entries followed by their answer paragraphs.
 */
export const faq = `## Booking

### How far in advance can I book a flight?

Airlines open their schedules about 11 months ahead of departure, so you can book up to about 11 months in advance. Booking early usually gives you the widest choice of fares and seats.

### Can I book a flight for someone else?

Yes. Enter each traveller's name exactly as it appears on the passport or ID they will travel with, and give us an email address where the confirmation should go.

### How do I know my booking is confirmed?

You receive a confirmation email with your booking reference as soon as your tickets are issued. Signed-in travellers also see the trip under My Trips.

### Can I book without creating an account?

Yes, you can book as a guest. To find a guest booking later, use the booking reference and email address on the My Bookings tab of the Support Center.

### Can I book a multi-city trip online?

Yes. Choose Multi-City in the search form and add 2 to 5 flights, each with its own route and date, in the order you fly them. If you would rather plan it with someone, call our travel experts at {{brand.phone}} and they will build the trip with you.

## Payment

### Which payment methods do you accept?

We accept major credit and debit cards: Visa, Mastercard, American Express and Discover.

### Can I split the payment between two cards?

No. We accept one payment method per booking, and the full amount is charged to it.

### When will I be charged?

Your payment is taken when your tickets are issued. If the airline cannot issue the tickets, you are not charged.

### Is it safe to pay on this website?

Yes. Every payment is protected by 256-bit encryption, and your full card number and security code are handled by our payment provider, never stored by us.

### Are there any hidden fees?

No. The price at checkout includes the fare, taxes, airline charges and our service fee. Extras such as checked bags or paid seats are added only if you choose them.

## Cancellations

### How do I cancel my booking?

Open My Trips, choose View Details on the booking and select Cancel. If your ticket cannot be cancelled online, contact us at {{brand.email}} or {{brand.phone}} with your booking reference.

### Will I get a refund?

That depends on your ticket's fare rules, which are shown before you pay. Refundable tickets are refunded less any airline fee; our service fees are non-refundable.

### How long does a refund take?

Once the airline approves it, a refund takes 7 to 30 business days to reach your original payment method, depending on the airline and your bank or card issuer. Some banks take a few days longer to show it on your statement.

### What if the airline cancels my flight?

You can accept the alternative flight the airline offers or ask for a full refund. We will contact you as soon as we hear about the cancellation.

### What is a non-refundable ticket?

A non-refundable ticket cannot be cancelled for a refund. Unused government taxes may still be refundable on request, and some non-refundable fares can be changed for a fee.

## Changes

### Can I change the date or time of my flight?

Most tickets can be changed online, subject to the airline's fare rules: open My Trips, choose View Details on the booking and select Change Flights, then pick the new dates on the same route. You see what the change costs, or what you get back, before you confirm.

### How much does a change cost?

Within 24 hours of booking a change has no service fee from us: you pay only the difference in fare and any airline change fee. After that, our service fee applies as well.

### Can I change a passenger's name?

Airlines rarely allow a ticket to be transferred to another person, but small spelling corrections are usually possible. Contact us as soon as you notice the mistake.

### Can I add checked baggage after booking?

Yes, on most airlines. Contact us or use the airline's own website with your booking reference; adding bags before the day of travel is usually cheaper than at the airport.

### How do I change my seat?

Seats chosen during booking can usually be changed on the airline's website or during online check-in. Paid seats may not be refundable.

## Travel

### What documents do I need to fly?

For international travel you need a passport valid for at least 6 months beyond your travel dates, and any visa your destination requires. For domestic flights, bring a government-issued photo ID.

### How early should I arrive at the airport?

Arrive at least 2 hours before domestic flights and 3 hours before international flights. At peak times, such as holidays and weekends, allow an extra 30-60 minutes.

### When can I check in online?

Online check-in opens 24-48 hours before departure, depending on the airline. Check in on the airline's website or app with the booking reference from your confirmation email.

### How much baggage can I bring?

Allowances depend on the airline and fare. Your booking details show the carry-on and checked bags included; extra bags can be added for a fee.

### What should I do if my flight is delayed?

Check the airline's app or the departure boards for updates. For long delays the airline must offer care such as meals and, where the law applies, compensation. Call us at {{brand.phone}} if you need to rebook.

## Account

### Do I need an account to book?

No, guests can book too. An account lets you see all your trips in one place and cancel eligible bookings yourself.

### Who can create an account?

Anyone aged 18 or over. Children can travel on bookings made by an adult.

### How do I change my password?

Sign in, open Account Settings and choose the Security tab. A new password must be at least 12 characters and include an uppercase letter, a lowercase letter, a number and a special character.

### How do I see my bookings?

Sign in and open My Trips. Your bookings are grouped into Upcoming, Past and Cancelled.

### How do I delete my account?

Account deletion is done via support: email {{brand.email}} or call {{brand.phone}} from the address registered on your account, and we will delete it within 30 days.
`;
