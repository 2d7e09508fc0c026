import { bookingLookupSchema, contactRequestSchema, newsletterSignupSchema, supportRequestSchema } from './submissions';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ADA@Example.com',
  reason: 'booking',
  message: 'Where is my ticket please?',
  consent: true,
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('submission contracts', () => {
  test('a valid contact request is normalised', () => {
    const parsed = contactRequestSchema.parse({ ...contact, bookingReference: ' ab12cd34 ', phone: '' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', bookingReference: 'AB12CD34', preferredContact: 'email' });
    expect(parsed.phone).toBeUndefined();
  });

  test.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ reason: 'spam' }, 'Please choose a reason for contacting us'],
    [{ message: 'short' }, 'Please tell us a little more (at least 10 characters)'],
    [{ consent: false }, 'Please accept the privacy policy so we can answer you'],
    [{ preferredContact: 'phone' }, 'Please enter a phone number so we can call you'],
    [{ bookingReference: 'AB-12' }, 'Booking reference can only contain letters and numbers'],
  ])('contact %p gives "%s"', (change, message) => {
    expect(messagesOf(contactRequestSchema.safeParse({ ...contact, ...change }))).toContain(message);
  });

  test('support, newsletter and lookup validate their fields', () => {
    expect(
      messagesOf(
        supportRequestSchema.safeParse({ fullName: '', email: 'x@y.z', subject: 's', message: 'long enough message' }),
      ),
    ).toContain('Full name is required');
    expect(messagesOf(newsletterSignupSchema.safeParse({ email: '' }))).toContain('Email is required');
    expect(bookingLookupSchema.parse({ reference: 'abc123de', email: 'A@B.co' })).toEqual({
      reference: 'ABC123DE',
      email: 'a@b.co',
    });
    expect(messagesOf(bookingLookupSchema.safeParse({ reference: '12', email: 'a@b.co' }))).toContain(
      'Please enter the booking reference from your confirmation',
    );
  });
});
