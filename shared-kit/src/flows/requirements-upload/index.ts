/**
 * @qce/shared-kit/flows/requirements-upload: the body of a track's Requirements Upload page (intake §2,
 * §4, §5, §8). A nested entry so that only the remotes that show the page load it. See README.md.
 */
export { RequirementsUploadPanel } from './requirements-upload-panel';
export type {
  RequirementsUploadContext,
  RequirementsUploadPanelProps,
} from './requirements-upload-panel';
export { requirementsTableClasses } from './requirements-table-classes';
