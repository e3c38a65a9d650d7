import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { PURPOSE_KINDS, UPLOAD_LIMITS, type FileKind, type FilePurpose } from '@schemas/uploads';
import type { UploadErrorCode } from '@machines/upload.machine';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { kindOf } from '@/lib/upload';

const KIND_NAMES: Record<FileKind, string> = {
  image: 'JPG, JPEG, PNG, GIF',
  video: 'MP4',
  audio: 'MP3',
  glb: 'GLB',
  document: 'PDF',
};

/** "JPG, JPEG, PNG, GIF" for an image purpose, every type for item files. */
export function acceptedNames(purpose: FilePurpose): string {
  return PURPOSE_KINDS[purpose].map((k) => KIND_NAMES[k]).join(', ');
}

/** The size limit that applies to a file (its kind's), or the largest of the purpose. */
export function limitMb(purpose: FilePurpose, file: File | null): number {
  const kind = file ? kindOf(file) : null;
  if (kind) return UPLOAD_LIMITS.maxMb[kind];
  return Math.max(...PURPOSE_KINDS[purpose].map((k) => UPLOAD_LIMITS.maxMb[k]));
}

/** Translated text for why an upload failed; unknown codes show the generic text with the code in brackets. */
export function uploadErrorText(
  code: UploadErrorCode,
  purpose: FilePurpose,
  file: File | null,
  reason: string | null = null,
): string {
  const types = acceptedNames(purpose);
  const mb = limitMb(purpose, file);
  const quota = UPLOAD_LIMITS.maxFilesPerDay;
  if (code === Code.VALIDATION_FAILED && reason === 'file_unreadable')
    return i18n._(msg`This file could not be read. It may be damaged; please choose another one.`);
  if (code === Code.VALIDATION_FAILED && reason === 'file_empty')
    return i18n._(msg`This file is empty. Please choose another one.`);
  switch (code) {
    case 'file_type':
    case Code.VALIDATION_FAILED:
      return i18n._(msg`This file type cannot be used here. Accepted types: ${types}.`);
    case 'file_too_large':
    case Code.PAYLOAD_TOO_LARGE:
      return i18n._(msg`The file is too large. The limit is ${mb} MB.`);
    case Code.RATE_LIMITED:
      return i18n._(msg`You have reached the upload limit of ${quota} files a day. Please try again later.`);
    case CLIENT_CODES.NETWORK:
    case CLIENT_CODES.TIMEOUT:
      return i18n._(msg`The upload was interrupted. Check your connection and try again.`);
    default:
      return errorText(new ApiError(code, ''));
  }
}
