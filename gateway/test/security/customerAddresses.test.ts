import { bookingBody, createOfferPicker, passengersFor, searchJfkLhr, traveller } from '../bookingStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';
import { signInAs, type SignedIn } from '../users';

// Finding (outside test, round three, low): a confirmed address could be told apart: EMAIL_HELD on
// an e-mail change, and a guest checkout answering attachedToExistingAccount: true, which also
// planted a booking in the victim's My Trips.
let t: TestApp;
let pickOffer: ReturnType<typeof createOfferPicker>;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  pickOffer = createOfferPicker(await searchJfkLhr(t, await traveller(t)));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const changeTo = (who: SignedIn, username: string, email: string) =>
  who.agent
    .patch('/api/auth/profile')
    .set('X-CSRF-Token', who.token)
    .send({ email, currentPassword: `${username}-Password-1!` });

test("an e-mail change to a customer's address is answered as one to an address nobody has", async () => {
  await signInAs(t, 'oracle-customer', ['traveller']);
  const prober = await signInAs(t, 'oracle-prober', ['traveller']);
  const other = await signInAs(t, 'oracle-other', ['traveller']);

  const held = await changeTo(prober, 'oracle-prober', 'oracle-customer@example.org');
  const free = await changeTo(other, 'oracle-other', 'nobody-here@example.org');

  expect(held.status).toBe(free.status);
  expect(held.body.message.replace('oracle-customer@example.org', '<address>')).toBe(
    free.body.message.replace('nobody-here@example.org', '<address>'),
  );
});

test("a guest booking with a customer's address neither says so nor lands in their My Trips without their link", async () => {
  const customer = await signInAs(t, 'oracle-booked', ['traveller']);
  const claimant = await signInAs(t, 'oracle-claimed', ['traveller'], { emailConfirmed: false });
  const guest = await traveller(t);
  const { offer } = await pickOffer(guest);
  const { offer: otherOffer } = await pickOffer(guest);

  const withCustomer = await guest
    .book(bookingBody({ offer, passengers: passengersFor(offer, { email: 'oracle-booked@example.org' }) }))
    .expect(201);
  const withClaimed = await guest
    .book(
      bookingBody({
        offer: otherOffer,
        passengers: passengersFor(otherOffer, { email: 'oracle-claimed@example.org' }),
      }),
    )
    .expect(201);

  const accountFacts = ({ accountCreated, accountInfo, attachedToExistingAccount }: Record<string, unknown>) => ({
    accountCreated,
    accountInfo,
    attachedToExistingAccount,
  });
  expect(accountFacts(withCustomer.body)).toEqual(accountFacts(withClaimed.body));
  expect(JSON.stringify(withCustomer.body)).not.toContain('attach-booking');
  expect((await customer.agent.get('/api/bookings').expect(200)).body).toEqual([]);
  expect((await claimant.agent.get('/api/bookings').expect(200)).body).toEqual([]);
});
