/** What the public list says about an event's fee, seats and CPD hours (pure: the page and its tests share it). */
import { formatMoney } from '../../domain/money';
import { eventsText } from './eventsText';

/** 'Free' for 0, else 'LKR 2,500.00'. */
export const feeText = (feeLkr: number): string => (Number(feeLkr) === 0 ? eventsText('free') : formatMoney(feeLkr));

/** 'Fully booked' at 0, '1 seat left', '12 seats left'; 'Open to all' without a capacity. */
export const seatsText = (seatsLeft: number | null): string => {
  if (seatsLeft === null || seatsLeft === undefined) return eventsText('openSeats');
  if (seatsLeft <= 0) return eventsText('fullyBooked');
  return seatsLeft === 1 ? eventsText('oneSeatLeft') : eventsText('seatsLeft', { seats: seatsLeft });
};

export const cpdText = (hours: number): string => {
  if (!hours) return eventsText('noCpd');
  return hours === 1 ? eventsText('oneCpdHour') : eventsText('cpdHours', { hours });
};
