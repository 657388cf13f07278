import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { ApplicationFormData } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { spApi } from '../lib/sp-api';
import { OWNER_USER_ID, signIn } from './render-app';

type User = ReturnType<typeof userEvent.setup>;

/** A file that starts like a PNG (the file service checks the content, not only the name). */
export const png = (name = 'hc.png') =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'], name, {
    type: 'image/png',
  }) as unknown as File;

/** Application `id` of the scenario's owner becomes the track's current one. */
export function currentApplication(scenario: string, id: string): void {
  signIn({ scenario });
  localKeys.set('appId', id);
  localKeys.set('permitId', '2');
}

/** The initial details of a bakery as the landing chooses them. */
export const NEW_BAKERY = {
  type: 'New',
  applicationTypeId: 1,
  industry: 'Food Establishment',
  industryId: 1,
  subIndustry: 'Bakery',
  subIndustryId: 12,
  businessLine: 'Bakeshop',
};

/**
 * Signs the owner in on `scenario` ('fresh' by default) and makes a new sanitary permit application of
 * theirs with `formData` (applicant API) the current one; returns its id.
 */
export async function newApplication(
  formData: Partial<ApplicationFormData>,
  scenario = 'fresh',
): Promise<string> {
  signIn({ scenario });
  const created = await spApi.createApplication({
    userId: String(OWNER_USER_ID),
    permitId: 2,
    formData: formData as ApplicationFormData,
  });
  localKeys.set('appId', created.applicationId);
  localKeys.set('permitId', '2');
  return created.applicationId;
}

/**
 * An application the permit system (OUBPAS) handed over, in the owner's name: no industry yet (the
 * Required Details ask) unless `formData` gives one.
 */
export const oubpasApplication = (formData: Partial<ApplicationFormData> = {}, scenario?: string) =>
  newApplication(
    {
      type: 'New',
      applicationTypeId: 1,
      email: 'pedro.reyes@example.com',
      firstName: 'Pedro',
      lastName: 'Reyes',
      source_type: 'OUBPAS',
      ...formData,
    },
    scenario,
  );

/** A handed-over application of the 'sp-with-employees' owner (no industry yet): the Required Details ask. */
export async function handedOverApplication(): Promise<void> {
  await oubpasApplication({ establishmentName: 'Fault Eatery' }, 'sp-with-employees');
}

export const requiredDetails = () =>
  screen.findByRole('dialog', { name: MESSAGES.sanitaryPermit.requiredDetailsTitle });

/** Chooses the first food industry and sub-industry of the Required Details; returns the check they stay. */
export async function chooseIndustry(user: User): Promise<() => Promise<void>> {
  const box = await requiredDetails();
  const industry = within(box).getByRole('combobox', { name: /^Industry/ });
  const sub = within(box).getByRole('combobox', { name: /Sub-Industry/ });
  await waitFor(() => expect(within(industry).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(industry, within(industry).getAllByRole('option')[1] as HTMLElement);
  await waitFor(() => expect(sub).toBeEnabled());
  await user.selectOptions(sub, within(sub).getAllByRole('option')[1] as HTMLElement);
  const chosen = [(industry as HTMLSelectElement).value, (sub as HTMLSelectElement).value];
  return async () => {
    const again = await requiredDetails();
    expect(within(again).getByRole('combobox', { name: /^Industry/ })).toHaveValue(chosen[0]);
    expect(within(again).getByRole('combobox', { name: /Sub-Industry/ })).toHaveValue(chosen[1]);
  };
}

/** Uploads the owner's two other required files of `appId` (applicant API), as before a submit. */
export async function uploadOtherRequirements(appId: string): Promise<void> {
  for (const requirementId of [24, 25]) {
    const file = await spApi.uploadFile(png(`req-${requirementId}.png`), {
      refNo: appId,
      requirementsType: requirementId,
      uploader: '103',
    });
    await spApi.saveUpload({
      applicationId: appId,
      imageId: String(file.id),
      requirementId,
      uploadFromPreview: false,
      uploadDate: new Date().toISOString(),
      userId: '103',
      ...(requirementId === 25 ? { testCompletedDate: '01/05/2026' } : {}),
    });
  }
}
