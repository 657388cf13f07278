/**
 * Page copy of the SP water analysis step. The spec names the step and its rule (intake §2, payment §4:
 * a lab status page stays in progress until the status equals Completed) without giving its words, so
 * these are ours; the spec's own strings stay in the kit's messages module.
 */
export const WATER_ANALYSIS_COPY = {
  title: 'Water Analysis',
  heading: 'Water Analysis Laboratory',
  statusLabel: 'Status',
  labStatusLabel: 'Laboratory record',
  notReceived:
    'The laboratory has not received the water sample of your establishment yet. Please check back later.',
  inProgress:
    'The water analysis of your establishment is in progress. This page shows Completed once the laboratory has finished.',
  completed: 'The water analysis of your establishment is completed.',
  loadFailure: 'The water analysis result could not be loaded. Please try again.',
  loading: 'Loading the water analysis',
  checkAgain: 'Check again',
  continue: 'Continue to Head Approval',
  resultsCaption: 'Microbiological water analysis results',
  labNo: 'Lab No.',
  dateReported: 'Date Reported',
  standard: 'Standard',
  remarks: 'Remarks',
  tests: {
    totalColiform: 'Total Coliform',
    thermoColiform: 'Thermotolerant Coliform',
    heteroPlate: 'Heterotrophic Plate Count',
  },
  viewCertificate: 'View Water Analysis Certificate',
  opensInNewTab: '(opens in a new tab)',
} as const;
