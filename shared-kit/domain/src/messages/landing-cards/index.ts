/**
 * @qce/domain/messages/landing-cards (the apps: @qce/shared-kit/messages/landing-cards): the four
 * landing card titles (payment §2), in their own entry so the shell's landing loads four strings instead
 * of the whole catalogue (docs/performance.md).
 * `MESSAGES.landing` includes them; import from here only where nothing else of MESSAGES is needed.
 */
export const LANDING_CARD_MESSAGES = {
  cardHealthCertificate: 'Health Certificate',
  cardSanitaryPermit: 'Sanitary Permit',
  cardFollowUpLaboratory: 'Follow-up Laboratory',
  cardFollowUpWaterAnalysis: 'Follow-up Water Analysis',
} as const;
