/** The date helpers live once in the kit (payment §3: formData dates are MM/DD/YYYY). */
export { toFormDataDate, toInputDate, todayInputDate } from '@qce/shared-kit/domain';
