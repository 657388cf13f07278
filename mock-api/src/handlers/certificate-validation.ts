/** Certificate validation service: occupational permit check (`message` Success with data, otherwise no data). */
import { bodyOf, endpoint, text } from '../lib/define';

const digits = (v: string) => v.replace(/\D/g, '');

export const certificateValidationHandlers = [
  endpoint('HEALTH_CERT_V2', async ({ state, request }) => {
    const body = await bodyOf('HEALTH_CERT_V2', request);
    const permitNo = text(body.occupationalPermitNo, 'occupationalPermitNo');
    const birthDate = text(body.birthDate, 'birthDate');
    const found = state.reference.occupationalPermits.find(
      (p) => p.occupationalPermitNo.toLowerCase() === permitNo.toLowerCase() && digits(p.birthDate) === digits(birthDate),
    );
    return found ? { message: 'Success', data: { ...found } } : { message: 'Not Found', data: null };
  }),
];
