export const cookies = `This policy explains the cookies {{brand.name}} uses, what each kind does, how long it stays on your device and how to withdraw your consent.

## What cookies are

Cookies are small text files a website stores in your browser. Some are essential to make the site work; others help us understand how the site is used or show you relevant offers. We use the non-essential ones only with your consent.

## The cookies we use

| Type | What it does | How long it lasts |
|---|---|---|
| Session | Keeps your search, booking and sign-in working while you browse; protects forms against forgery | Until you close your browser |
| Authentication | Keeps you signed in between visits | 30 days |
| Cookie choice | Remembers that you have made your cookie choice, so the page does not ask again | 1 year |
| Preference | Remembers your last trip type (round trip, one way or multi-city) | 1 year |
| Analytics | Counts visits and shows us which pages help travellers, in aggregate | 2 years |
| Marketing | Measures the results of our advertising and shows you relevant offers | 90 days |

Session, authentication and cookie choice cookies are strictly necessary: the website cannot work without them, so they do not need your consent. Preference, analytics and marketing cookies are set only if you agree.

## Third-party cookies

Analytics and advertising partners may set their own cookies when you consent to them. They use them under their own privacy policies.

## How to withdraw your consent

You can change your mind at any time:

- Choose **Cookie settings** in the footer of any page: it reopens your choices, where you can switch off preference, analytics and marketing cookies or reject them all at once.
- Delete cookies in your browser settings, and block them for this site if you wish. Blocking strictly necessary cookies will stop sign-in and booking from working.
- Use your browser's private mode, which deletes cookies when you close the window.

Withdrawing consent does not affect cookies already used before you withdrew it.

## Contact

Questions about cookies: [{{brand.email}}](mailto:{{brand.email}}). See also our [Privacy Policy](/privacy).
`;
