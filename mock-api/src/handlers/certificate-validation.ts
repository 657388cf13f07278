/** Certificate validation service: occupational permit check (`message` Success with data, otherwise no data). */
import { calendarDay } from '@qce/shared-kit/domain';
import { bodyOf, endpoint, text } from '../lib/define';

export const certificateValidationHandlers = [
  endpoint('HEALTH_CERT_V2', async ({ state, request }) => {
    const body = await bodyOf('HEALTH_CERT_V2', request);
    const permitNo = text(body.occupationalPermitNo, 'occupationalPermitNo');
    const birthDate = text(body.birthDate, 'birthDate');
    const found = state.reference.occupationalPermits.find(
      (p) =>
        p.occupationalPermitNo.toLowerCase() === permitNo.toLowerCase() &&
        calendarDay(p.birthDate) !== undefined &&
        calendarDay(p.birthDate) === calendarDay(birthDate),
    );
    return found
      ? { message: 'Success', data: { ...found } }
      : { message: 'Not Found', data: null };
  }),
];
