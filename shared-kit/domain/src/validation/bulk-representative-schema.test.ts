import { MESSAGES } from '../messages';
import { safeValidate } from './safe-validate';
import { bulkRepresentativeSchema } from './schemas';

describe('bulkRepresentativeSchema (intake §2 Representative Form, §3 Bulk application record)', () => {
  const values = {
    firstName: 'Liza',
    middleName: '',
    lastName: 'Mendoza',
    email: 'liza.mendoza@example.com',
    companyName: 'Acme Foods',
    companyAddress: '',
    'accept-terms': true,
  };

  it('accepts the representative with an optional company address and middle name', () => {
    expect(safeValidate(bulkRepresentativeSchema, values).valid).toBe(true);
  });

  it('requires names, e-mail, company name and the terms checkbox', () => {
    const { errors } = safeValidate(bulkRepresentativeSchema, {
      ...values,
      firstName: '',
      email: 'not-an-email',
      companyName: ' ',
      'accept-terms': false,
    });
    expect(errors).toEqual({
      firstName: MESSAGES.validation.fieldRequired('First Name'),
      email: MESSAGES.validation.invalidEmail,
      companyName: MESSAGES.validation.fieldRequired('Company Name'),
      'accept-terms': MESSAGES.validation.mustAcceptTerms,
    });
  });
});
