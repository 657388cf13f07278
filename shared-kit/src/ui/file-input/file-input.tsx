import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy } from '../lib/field-ids';
import { FieldMessages, LabelText } from '../lib/field-parts';
import styles from './file-input.module.css';

export type FileInputProps = {
  label: ReactNode;
  /** Accepted extensions without the dot, e.g. ['png', 'jpeg', 'jpg', 'pdf']. */
  accept: readonly string[];
  /** Shown when the chosen file's type is not accepted (the spec's wording, from messages). */
  typeErrorMessage: string;
  maxSizeBytes?: number;
  /** Shown when the file is larger than `maxSizeBytes`. */
  sizeErrorMessage?: string;
  /** Called with an accepted file only. */
  onFileSelected: (file: File) => void;
  /** Called when a chosen file is rejected, with the message shown. */
  onRejected?: (message: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** An error from the caller (e.g. upload failed); shown when there is no local one. */
  error?: ReactNode;
  /** Upload progress 0..100; shows a progress bar while defined. */
  progress?: number;
  /** URL of an already uploaded image to preview. */
  previewUrl?: string;
  previewAlt?: string;
};

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

/** File picker with a client-side type and size check, image preview and upload progress. */
export function FileInput({
  label,
  accept,
  typeErrorMessage,
  maxSizeBytes,
  sizeErrorMessage,
  onFileSelected,
  onRejected,
  name,
  required = false,
  disabled = false,
  hint,
  error,
  progress,
  previewUrl,
  previewAlt = 'Preview of the selected file',
}: FileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const reject = (message: string) => {
    setLocalError(message);
    setFileName(null);
    setObjectUrl(null);
    if (inputRef.current) inputRef.current.value = '';
    onRejected?.(message);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const extension = extensionOf(file.name);
    if (!accept.map((a) => a.toLowerCase()).includes(extension)) {
      reject(typeErrorMessage);
      return;
    }
    if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
      reject(sizeErrorMessage ?? typeErrorMessage);
      return;
    }
    setLocalError(null);
    setFileName(file.name);
    const canPreview = IMAGE_EXTENSIONS.has(extension) && typeof URL.createObjectURL === 'function';
    setObjectUrl(canPreview ? URL.createObjectURL(file) : null);
    onFileSelected(file);
  };

  const shownError = localError ?? error;
  const preview = objectUrl ?? previewUrl;
  const progressId = `${id}-progress`;

  return (
    <div className="qce-field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        className={styles.input}
        accept={accept.map((a) => `.${a}`).join(',')}
        disabled={disabled}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(shownError))}
        onChange={onChange}
      />
      <FieldMessages id={id} hint={hint} error={shownError ?? undefined} announce />
      {fileName && <span className="qce-field__hint">Selected: {fileName}</span>}
      {progress !== undefined && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>Upload progress</label>
          <progress id={progressId} max={100} value={Math.min(100, Math.max(0, progress))}>
            {Math.round(progress)}%
          </progress>
        </div>
      )}
      {preview && <img className={styles.preview} src={preview} alt={previewAlt} />}
    </div>
  );
}
