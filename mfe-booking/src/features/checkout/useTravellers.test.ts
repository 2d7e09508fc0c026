import { renderHook } from '@testing-library/react';
import type { Passenger, SeatSelection } from '@portal/platform';
import { makeBookableOffer as makeOffer } from '@portal/platform/testing';
import { useTravellers } from './useTravellers';

const person = (firstName: string): Passenger => ({
  type: 'adult',
  title: 'ms',
  firstName,
  lastName: 'Doe',
  gender: 'female',
  dateOfBirth: '1990-01-01',
  email: undefined,
  phone: undefined,
  passportNumber: undefined,
  passportExpiryDate: undefined,
  passportIssuingCountry: undefined,
});
const seatFor = (passengerId: string, segmentId: string, designator: string): SeatSelection => ({
  passengerId,
  segmentId,
  serviceId: `ase_${designator}_${passengerId}`,
  designator,
  amount: '0.00',
  currency: 'USD',
});

describe('useTravellers: the passenger lines of the confirmation', () => {
  test('with several flights, each seat names its flight, in journey order; a passenger without seats is just a name', () => {
    const offer = makeOffer({
      roundTrip: true,
      passengers: [
        { id: 'pas_a', type: 'adult' },
        { id: 'pas_b', type: 'adult' },
      ],
    });
    const [out, back] = offer.slices.map((slice) => slice.segments[0]!.id);
    const seats = [seatFor('pas_a', back!, '2C'), seatFor('pas_a', out!, '1C')];
    const { result } = renderHook(() =>
      useTravellers(offer, { adults: 2, children: 0, infants: 0 }, [person('Jane'), person('John')], seats),
    );
    expect(result.current.lines).toEqual(['Jane Doe · Seat 1C (JFK → LAX), 2C (LAX → JFK)', 'John Doe']);
  });

  test('with one flight, a seat is just its number', () => {
    const offer = makeOffer({ passengers: [{ id: 'pas_a', type: 'adult' }] });
    const seats = [seatFor('pas_a', offer.slices[0]!.segments[0]!.id, '1A')];
    const { result } = renderHook(() =>
      useTravellers(offer, { adults: 1, children: 0, infants: 0 }, [person('Jane')], seats),
    );
    expect(result.current.lines).toEqual(['Jane Doe · Seat 1A']);
  });
});
