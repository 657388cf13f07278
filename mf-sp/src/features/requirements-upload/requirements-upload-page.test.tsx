import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { ApplicationFormData } from '@qce/shared-kit/api';
import { spApi } from '../../lib/sp-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
} from '../../testing/render-app';
import {
  NEW_BAKERY,
  newApplication,
  png,
  uploadOtherRequirements,
} from '../../testing/applications';

setupMockServer();
jest.setTimeout(20000);

const HC_REQUIREMENT_ID = 23;

/** A new SP application of the owner, external source chosen, with `employeeNumWithHC` employees expected. */
async function freshApplication(employeeNumWithHC = 2, withSource = true): Promise<string> {
  return newApplication({
    ...NEW_BAKERY,
    email: 'pedro.reyes@example.com',
    firstName: 'Pedro',
    lastName: 'Reyes',
    establishmentName: 'Pan de Sal Corner',
    address: '12 Kalayaan Avenue',
    ownerName: 'Pedro Reyes',
    mayorPermitNo: 'MP-2026-0001',
    employeeNum: employeeNumWithHC,
    employeeNumWithHC,
    employeeNumWithoutHC: 0,
    termsAccept: true,
    ...(withSource ? { isInternal: false } : {}),
  });
}

const employee = (n: number) => ({
  firstName: `Worker`,
  lastName: `Number${'abcdefghij'[n] ?? 'z'}`,
  employeeEmail: `worker${n}@example.com`,
  birthDate: '01/15/1990',
});

async function certifyAndSubmit() {
  await userEvent.click(
    await screen.findByRole('checkbox', { name: MESSAGES.upload.certification }),
  );
  await userEvent.click(screen.getByRole('button', { name: MESSAGES.upload.submitApplication }));
}

async function openDialog() {
  await userEvent.click(
    await screen.findByRole('button', { name: MESSAGES.spEmployees.handleHealthCertificatesTitle }),
  );
  return screen.findByRole('dialog', { name: MESSAGES.spEmployees.handleHealthCertificatesTitle });
}

/** Fills the Add Applicant form with one employee (Ana Cruz) and presses Add Applicant. */
async function addAnaCruz(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Ana');
  await userEvent.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Cruz');
  await userEvent.type(
    within(form).getByRole('textbox', { name: /Employee Email/ }),
    'ana@cruz.com',
  );
  fireEvent.change(within(form).getByLabelText(/Date of Birth/), {
    target: { value: '1995-04-02' },
  });
  await userEvent.click(
    within(form).getByRole('button', { name: MESSAGES.spEmployees.addApplicant }),
  );
}

describe('SP requirements submit checks (intake §5)', () => {
  it("says 'No employees were uploaded yet.' when there are none", async () => {
    await freshApplication(2);
    renderAt('/sp/requirements-upload');
    await certifyAndSubmit();
    const alert = await screen.findByText(MESSAGES.spEmployees.noEmployees);
    expect(alert).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.spEmployees.employeesMismatch)).toBeNull();
    expect(
      screen.queryByRole('alertdialog', { name: MESSAGES.upload.submitApplication }),
    ).toBeNull();
  });

  it('a failed employees summary shows a retry and blocks Submit with it, not "no employees"', async () => {
    await freshApplication(2);
    server.use(
      http.get('*/api/sanitary-permit/employees', () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/sp/requirements-upload');
    const retry = await screen.findByRole('button', { name: MESSAGES.common.tryAgain });
    expect(screen.queryByText(/Employees uploaded:/)).toBeNull();
    await certifyAndSubmit();
    expect(await screen.findAllByText(MESSAGES.common.trackUnavailable)).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.spEmployees.noEmployees)).toBeNull();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByText(/Employees uploaded: 0 of 2/)).toBeInTheDocument();
  });

  it('flags a count different from employeeNumWithHC and missing certificates', async () => {
    const appId = await freshApplication(2);
    await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    renderAt('/sp/requirements-upload');
    await screen.findByText(/Employees uploaded: 1 of 2/);
    await certifyAndSubmit();
    expect(await screen.findByText(MESSAGES.spEmployees.employeesMismatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.spEmployees.certificatesNotUploaded)).toBeInTheDocument();
  });

  it('passes the SP checks once the count matches and every certificate is uploaded', async () => {
    const appId = await freshApplication(1);
    const added = await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    const file = await spApi.uploadFile(png(), {
      refNo: appId,
      requirementsType: HC_REQUIREMENT_ID,
      uploader: '103',
    });
    await spApi.saveEmployeeCertificate({
      applicationId: appId,
      employeeId: added.employeeId,
      imageId: String(file.id),
      requirementId: HC_REQUIREMENT_ID,
    });
    renderAt('/sp/requirements-upload');
    await screen.findByText(/Employees uploaded: 1 of 1/);
    await certifyAndSubmit();
    // The other required files are still missing; no SP check message shows.
    expect(await screen.findByText(/^Please upload a file\. \(/)).toBeInTheDocument();
    for (const text of [
      MESSAGES.spEmployees.noEmployees,
      MESSAGES.spEmployees.employeesMismatch,
      MESSAGES.spEmployees.certificatesNotUploaded,
    ]) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });
});

describe('Handle Health Certificates: Add Applicant (intake §5 Add Applicant (SP), §8)', () => {
  it("requires first name, last name, employee email and date of birth with '{label} is required. Value should not be empty.'", async () => {
    await freshApplication();
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: MESSAGES.spEmployees.addApplicant }),
    );
    for (const label of ['First Name', 'Last Name', 'Employee Email', 'Date of Birth']) {
      expect(
        await within(dialog).findByText(MESSAGES.validation.fieldRequired(label)),
      ).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(MESSAGES.validation.fieldRequired('Middle Name'))).toBeNull();
  });

  it('checks the email pattern and refuses a birth date in the future', async () => {
    await freshApplication();
    const add = jest.spyOn(spApi, 'addEmployee');
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const form = within(dialog).getByRole('form', { name: MESSAGES.spEmployees.addApplicant });
    await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Ana');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Cruz');
    await userEvent.type(within(form).getByRole('textbox', { name: /Employee Email/ }), 'ana@cruz');
    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(within(form).getByLabelText(/Date of Birth/), {
      target: { value: `${nextYear}-01-01` },
    });
    await userEvent.click(
      within(form).getByRole('button', { name: MESSAGES.spEmployees.addApplicant }),
    );
    expect(await within(form).findByText(MESSAGES.validation.invalidEmail)).toBeInTheDocument();
    expect(
      within(form).getByText(MESSAGES.validation.futureDate('Date of Birth')),
    ).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('adds an employee to the list, then shows the server message for a duplicate', async () => {
    await freshApplication();
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const form = within(dialog).getByRole('form', { name: MESSAGES.spEmployees.addApplicant });
    await addAnaCruz(form);
    const list = within(dialog).getByRole('table', { name: 'Employees' });
    expect(await within(list).findByText('Ana Cruz')).toBeInTheDocument();
    expect(within(list).getByText('04/02/1995')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue(''),
    );
    await addAnaCruz(form);
    expect(
      await within(form).findByText('An employee with e-mail ana@cruz.com was already added.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong. Please try again later' when the server sends no message", async () => {
    await freshApplication();
    server.use(
      http.post('*/api/sanitary-permit/employees', () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const form = within(dialog).getByRole('form', { name: MESSAGES.spEmployees.addApplicant });
    await addAnaCruz(form);
    expect(await within(form).findByText(MESSAGES.spEmployees.addFailure)).toBeInTheDocument();
  });
});

describe('Handle Health Certificates: Upload Employees by CSV (intake §5 SP employee CSV)', () => {
  const csv = (text: string, name = 'employees.csv') =>
    new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;
  const csvInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Employees CSV file');

  it("refuses a file that is not a CSV: 'Please upload a CSV file'", async () => {
    await freshApplication();
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    fireEvent.change(csvInput(dialog), { target: { files: [png('employees.png')] } });
    expect(await within(dialog).findByText(MESSAGES.bulk.csvRequired)).toBeInTheDocument();
  });

  it('reports malformed rows by row number and column names and uploads nothing', async () => {
    const appId = await freshApplication();
    const upload = jest.spyOn(spApi, 'uploadEmployeesCsv');
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.upload(
      csvInput(dialog),
      csv(
        [
          'Employee Email,First Name,Last Name,Date of Birth',
          'ok@example.com,Ana,Cruz,01/02/1990',
          'not-an-email,,Santos,01/02/1990',
          `future@example.com,Lea,Reyes,01/02/${nextYear}`,
        ].join('\n'),
      ),
    );
    expect(
      await within(dialog).findByText(MESSAGES.bulk.fileNotUploadedIncomplete(2)),
    ).toBeInTheDocument();
    const rows = within(dialog).getByRole('list', { name: 'Rows with incomplete details' });
    expect(
      within(rows).getByText(MESSAGES.bulk.rowIssue(3, ['Employee Email', 'First Name'])),
    ).toBeInTheDocument();
    expect(
      within(rows).getByText(MESSAGES.bulk.rowIssue(4, ['Date of Birth'])),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect((await spApi.employees({ applicationId: appId, page: 1, limit: 10 })).totalCount).toBe(
      0,
    );
  });

  it('reports a file missing the required columns', async () => {
    await freshApplication();
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.upload(csvInput(dialog), csv('Name,Email\nAna,ana@example.com'));
    expect(
      await within(dialog).findByText(MESSAGES.bulk.fileNotUploadedIncomplete(1)),
    ).toBeInTheDocument();
  });

  it('uploads valid rows and lists employees already on the application as duplicates', async () => {
    const appId = await freshApplication();
    await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.upload(
      csvInput(dialog),
      csv(
        [
          'Employee Email,First Name,Last Name,Date of Birth',
          'ana@example.com,Ana,Cruz,01/02/1990',
          'worker1@example.com,Worker,Numberb,01/15/1990',
        ].join('\n'),
      ),
    );
    const duplicates = await within(dialog).findByRole('list', {
      name: MESSAGES.bulk.duplicateRecords,
    });
    expect(within(duplicates).getByText(/worker1@example\.com/)).toBeInTheDocument();
    const list = within(dialog).getByRole('table', { name: 'Employees' });
    expect(await within(list).findByText('Ana Cruz')).toBeInTheDocument();
    expect((await spApi.employees({ applicationId: appId, page: 1, limit: 10 })).totalCount).toBe(
      2,
    );
  });

  it('shows the server message when the upload fails', async () => {
    await freshApplication();
    server.use(
      http.post('*/api/sanitary-permit/employees/upload', () =>
        HttpResponse.json({ message: 'Upload service is down.' }, { status: 503 }),
      ),
    );
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.upload(
      csvInput(dialog),
      csv('Employee Email,First Name,Last Name,Date of Birth\nana@example.com,Ana,Cruz,01/02/1990'),
    );
    expect(await within(dialog).findByText('Upload service is down.')).toBeInTheDocument();
  });
});

describe('Handle Health Certificates: employee list and certificates (intake §4)', () => {
  it('shows each employee status by the domain rule and remembers rows per page under sp-bulk', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const list = within(dialog).getByRole('table', { name: 'Employees' });
    const jose = (await within(list).findByRole('rowheader', { name: 'Jose Rizal' })).closest('tr');
    const andres = within(list).getByRole('rowheader', { name: 'Andres Bonifacio' }).closest('tr');
    expect(within(jose as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(within(andres as HTMLElement).getByText('For Review')).toBeInTheDocument();
    // A Completed employee's certificate cannot be uploaded again.
    expect(
      within(jose as HTMLElement).getByLabelText(/Health certificate for Jose Rizal/),
    ).toBeDisabled();
    const size = within(dialog).getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('10');
    await userEvent.selectOptions(size, '30');
    expect(window.sessionStorage.getItem('qce:pagination')).toContain('"sp-bulk":30');
  });

  it('uploads a certificate, and a re-upload removes the earlier one first', async () => {
    const appId = await freshApplication(1);
    const added = await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    const order: string[] = [];
    const remove = jest.spyOn(spApi, 'deleteEmployeeCertificate').mockImplementation(async (id) => {
      order.push(`delete:${id}`);
      const { deleteSpEmployeeCertificate } = await import('@qce/shared-kit/api');
      await deleteSpEmployeeCertificate(id);
    });
    const save = jest.spyOn(spApi, 'saveEmployeeCertificate');
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const input = await within(dialog).findByLabelText(/Health certificate for Worker Numberb/);
    await userEvent.upload(input, png('first.png'));
    expect(
      await within(dialog).findByText(/Health certificate of Worker Numberb uploaded\./),
    ).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    const first = await spApi.employeeCertificate(appId, added.employeeId);
    save.mockImplementation(async (body) => {
      order.push('save');
      const { saveSpEmployeeCertificate } = await import('@qce/shared-kit/api');
      return (await saveSpEmployeeCertificate(body)).data;
    });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Health certificate for Worker Numberb/)).toBeEnabled(),
    );
    await userEvent.upload(
      within(dialog).getByLabelText(/Health certificate for Worker Numberb/),
      png('second.png'),
    );
    await waitFor(() => expect(order).toEqual([`delete:${first?.bulkUploadId}`, 'save']));
  });

  it('refuses a file type that is not accepted for health certificates', async () => {
    const appId = await freshApplication(1);
    await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const input = await within(dialog).findByLabelText(/Health certificate for Worker Numberb/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'hc.exe')] } });
    expect(
      await within(dialog).findByText(
        MESSAGES.upload.fileTypeNotAccepted(['png', 'jpeg', 'jpg', 'pdf', 'csv', 'xls', 'xlsx']),
      ),
    ).toBeInTheDocument();
  });

  it('removes an uploaded certificate', async () => {
    await openScenarioApplication('sp-with-employees');
    const remove = jest.spyOn(spApi, 'deleteEmployeeCertificate');
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Remove health certificate of Andres Bonifacio',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(
      await within(dialog).findByText('Health certificate of Andres Bonifacio removed.'),
    ).toBeInTheDocument();
  });

  it('a failed removal shows its message, and a retry that works clears it', async () => {
    await openScenarioApplication('sp-with-employees');
    const remove = jest.spyOn(spApi, 'deleteEmployeeCertificate');
    // The first removal gets no answer (offline); the second one goes through.
    server.use(
      http.delete(
        '*/api/sanitary-permit/employees/certificate/:bulkUploadId',
        () => HttpResponse.error(),
        {
          once: true,
        },
      ),
    );
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const button = () =>
      within(dialog).findByRole('button', {
        name: 'Remove health certificate of Andres Bonifacio',
      });
    await userEvent.click(await button());
    expect(await within(dialog).findByText(MESSAGES.common.somethingWentWrong)).toBeInTheDocument();
    await userEvent.click(await button());
    expect(
      await within(dialog).findByText('Health certificate of Andres Bonifacio removed.'),
    ).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByText(MESSAGES.common.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('shows the upload failure message when the file service fails', async () => {
    const appId = await freshApplication(1);
    await spApi.addEmployee({ applicationId: appId, ...employee(1) });
    server.use(
      http.post('*/api/file-service/file/upload', () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    await userEvent.upload(
      await within(dialog).findByLabelText(/Health certificate for Worker Numberb/),
      png(),
    );
    expect(await within(dialog).findByText(MESSAGES.upload.uploadFailure)).toBeInTheDocument();
  });
});

/** Uploads the other required files and submits the requirements (applicant API): For Review. */
async function submitForReview(appId: string) {
  await uploadOtherRequirements(appId);
  const { submitRequirements } = await import('@qce/shared-kit/api');
  await submitRequirements({
    applicationId: appId,
    formData: {} as ApplicationFormData,
    userId: '103',
  });
}

/** The staff validate the requirements (mock backend staff API), as the department does. */
async function staffValidates(appId: string) {
  const response = await fetch(`http://localhost/__staff/applications/${appId}/requirements`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'complete' }),
  });
  expect(response.ok).toBe(true);
}

/** The dialog offers no change at all: no Add Applicant, no CSV, no removal, no (re-)upload. */
function expectReadOnly(dialog: HTMLElement, names: readonly string[]) {
  expect(
    within(dialog).queryByRole('form', { name: MESSAGES.spEmployees.addApplicant }),
  ).toBeNull();
  expect(within(dialog).queryByLabelText('Employees CSV file')).toBeNull();
  expect(within(dialog).queryByRole('button', { name: /^Remove / })).toBeNull();
  for (const name of names) {
    expect(within(dialog).getByLabelText(`Health certificate for ${name}`)).toBeDisabled();
  }
}

describe('Handle Health Certificates under review and after validation (issue 24 item 8; intake §4)', () => {
  const employees = ['Jose Rizal', 'Andres Bonifacio', 'Gabriela Silang'] as const;
  const statusOf = (list: HTMLElement, name: string) =>
    within(within(list).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getByText(
      /^(In Progress|For Review|Requires Update|Completed)$/,
    ).textContent;

  it('is read-only while For Review: the certificates wait For Review', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    await submitForReview(id);
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const list = within(dialog).getByRole('table', { name: 'Employees' });
    await within(list).findByRole('rowheader', { name: 'Andres Bonifacio' });
    expectReadOnly(dialog, employees);
    expect(statusOf(list, 'Andres Bonifacio')).toBe('For Review');
  });

  it('is read-only once Validated, and every employee shows Completed', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    await submitForReview(id);
    await staffValidates(id);
    renderAt('/sp/requirements-upload');
    const dialog = await openDialog();
    const list = within(dialog).getByRole('table', { name: 'Employees' });
    await within(list).findByRole('rowheader', { name: 'Andres Bonifacio' });
    expectReadOnly(dialog, employees);
    for (const name of employees) expect(statusOf(list, name)).toBe('Completed');
  });
});

/**
 * The general upload rules (source, file types, test date, uploads, submit failures) are the kit's
 * RequirementsUploadPanel, tested beside it (shared-kit/src/flows/requirements-upload). Here: the SP wiring.
 */
describe('Requirements upload on the SP page (intake §4, §5)', () => {
  it('submits after the confirm and goes to the Successfully Submitted page', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    await uploadOtherRequirements(id);
    renderAt('/sp/requirements-upload');
    await certifyAndSubmit();
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.submitApplication,
    });
    expect(within(confirm).getByText(MESSAGES.submission.confirm)).toBeInTheDocument();
    await userEvent.click(
      within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication }),
    );
    expect(
      await screen.findByRole('heading', {
        name: MESSAGES.submission.successfullySubmittedTitle,
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.submission.success)).toBeInTheDocument();
  });

  it('lists the sanitary permit requirements and goes back to the application form', async () => {
    await freshApplication();
    renderAt('/sp/requirements-upload');
    expect(await screen.findByLabelText("File for Mayor's Permit")).toBeEnabled();
    expect(
      screen.getByLabelText('Test Completed Date for Water Analysis Result'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES.upload.backToApplicationForm }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/qce/sp/application-form'));
  });
});
