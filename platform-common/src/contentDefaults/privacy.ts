export const privacy = `{{brand.name}} ("we", "us") sells flights as a licensed travel agency. This policy explains what personal data we collect when you use this website, why we use it, how long we keep it and the rights you have over it.

## Who is responsible for your data

{{brand.name}} is the controller of the personal data described here. You can reach us about privacy at any time:

- Email: [{{brand.email}}](mailto:{{brand.email}})
- Phone: {{brand.phone}}
- Post: {{brand.address}}

## What data we collect

- **Account details**: your name, username, email address and a securely hashed password when you register.
- **Booking details**: the names, dates of birth, gender, contact details and travel document details of every passenger, the flights and seats you choose, and any special assistance you ask for.
- **Payment details**: the card brand, the last four digits and the payment status. Full card numbers and security codes are handled by our payment provider and are never stored on our systems.
- **Messages**: what you send us through the contact form, the support form or by email, and our replies.
- **Newsletter**: your email address if you subscribe.
- **Technical data**: your IP address, browser type, the pages you visit and the cookies described in our [Cookie Policy](/cookies).

## Why we use it, and our legal bases

| Purpose | Legal basis |
|---|---|
| Booking your flights and sending your confirmation and travel updates | Performance of a contract with you |
| Taking payment and preventing fraud | Performance of a contract; our legitimate interest in preventing fraud |
| Running your account and answering your questions | Performance of a contract; our legitimate interest in helping you |
| Keeping accounting and tax records | Legal obligation |
| Sending our newsletter and offers | Your consent, which you can withdraw at any time |
| Improving the website and keeping it secure | Our legitimate interest in a working, safe service |

## Who we share it with

We share only what each party needs to provide your trip: the airlines operating your flights, the flight distribution partner that issues your tickets, our payment provider, and IT providers who host our systems under contract. Airlines may be required by law to pass passenger data to border and security authorities. We never sell your personal data.

Some of these parties are outside your country. Where data leaves the European Economic Area or the United Kingdom, we rely on adequacy decisions or standard contractual clauses to protect it.

## How long we keep it

- Booking and payment records: 7 years after travel, as tax and accounting law requires.
- Account details: for as long as your account is open, and deleted within 30 days after you ask us to close it.
- Support messages: 3 years after the conversation ends.
- Newsletter address: until you unsubscribe.
- Technical logs: up to 90 days.

## Your rights

You can ask us to give you a copy of your data, correct it, delete it, restrict or object to how we use it, or send it to another company in a portable format. Where we rely on your consent, you can withdraw it at any time without affecting what we did before. Write to [{{brand.email}}](mailto:{{brand.email}}) and we will answer within 30 days. You also have the right to complain to your local data protection authority.

## Children's privacy

Our services are not directed at children under 16, and we do not knowingly collect personal data from them except as passenger details given by a parent or guardian who books for them. You must be at least 18 years old to create an account. If you believe a child has given us personal data, contact us and we will delete it.

## Security

We protect your data with encryption in transit (256-bit TLS), hashed passwords, access limited to staff who need it, and regular security reviews.

## Changes to this policy

We will post any change on this page and, for significant changes, tell account holders by email before it takes effect.

## Contact

Questions about this policy or your data: [{{brand.email}}](mailto:{{brand.email}}), {{brand.phone}}, or {{brand.name}}, {{brand.address}}.
`;
