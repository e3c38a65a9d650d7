import * as v from 'valibot';
import { BINARY_DOC, CommonParams } from './common';

/** What an upload is for; decides the accepted kinds and the server-side crop (spec §3, §9). */
export const FILE_PURPOSES = [
  'collection_logo',
  'collection_featured',
  'collection_banner',
  'item_cover',
  'item_file',
  /** The seller's photo of a parcel's delivery receipt (markDelivered). */
  'delivery_receipt',
  /** A merchant registration document (spec §5: JPG, JPEG, PNG or PDF); private, never served under /files. */
  'merchant_document',
  /** The photo on a membership card (spec §3 Membership card), cropped square. */
  'card_photo',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export type FileKind = 'image' | 'video' | 'audio' | 'glb' | 'document';

/**
 * Upload limits, in one config module (the spec leaves the values open). The app checks them
 * before sending so a member learns at once; the server checks them again on the bytes.
 */
export const UPLOAD_LIMITS = {
  /** Largest file per kind, in MB. */
  maxMb: { image: 10, video: 100, audio: 30, glb: 50, document: 10 } satisfies Record<FileKind, number>,
  /** Uploads one member may make in a rolling 24 hours. */
  maxFilesPerDay: 200,
  /** Files per request: one, so progress and errors map to one field. */
  maxFilesPerRequest: 1,
} as const;

/** Accepted kinds per purpose; types are told by content (magic bytes), never by name. */
export const PURPOSE_KINDS: Record<FilePurpose, readonly FileKind[]> = {
  collection_logo: ['image'],
  collection_featured: ['image'],
  collection_banner: ['image'],
  item_cover: ['image'],
  item_file: ['image', 'video', 'audio', 'glb'],
  delivery_receipt: ['image'],
  merchant_document: ['image', 'document'],
  card_photo: ['image'],
};

/** Purposes narrower than their kinds' types (spec §5 registration documents: no GIF). */
export const PURPOSE_MIMES: Partial<Record<FilePurpose, readonly string[]>> = {
  merchant_document: ['image/jpeg', 'image/png', 'application/pdf'],
};

/** Files kept private: stored under `private/`, never served under /files, read through the API by who may. */
export const PRIVATE_PURPOSES: readonly FilePurpose[] = ['merchant_document'];

/** Exact output sizes (spec §9); the image is centre-cropped to fill. Item covers keep their ratio. */
export const PURPOSE_SIZES: Partial<Record<FilePurpose, { width: number; height: number }>> = {
  collection_logo: { width: 350, height: 350 },
  collection_featured: { width: 766, height: 414 },
  collection_banner: { width: 1536, height: 226 },
  card_photo: { width: 400, height: 400 },
};

/** File types users may pick (spec §3): JPG, JPEG, PNG, GIF, MP4, MP3 and GLB; PDF for documents (§5). */
export const ACCEPTED_MIME = {
  image: ['image/jpeg', 'image/png', 'image/gif'],
  video: ['video/mp4'],
  audio: ['audio/mpeg'],
  glb: ['model/gltf-binary'],
  document: ['application/pdf'],
} as const satisfies Record<FileKind, readonly string[]>;

/** A file part of a multipart body (uploads, the delivery receipt). */
export const BlobField = v.pipe(v.instance(Blob), v.metadata(BINARY_DOC));

/** Multipart fields of uploadFile besides `file` (a Blob). */
export const UploadForm = v.object({
  ...CommonParams,
  purpose: v.picklist(FILE_PURPOSES),
  file: BlobField,
});
export type UploadForm = v.InferOutput<typeof UploadForm>;

/** A stored file (spec §3: type, path, displayPath) with its preview. */
export const FileRecord = v.object({
  id: v.string(),
  kind: v.picklist(['image', 'video', 'audio', 'glb', 'document']),
  mime: v.string(),
  path: v.string(),
  displayPath: v.string(),
  thumbPath: v.nullable(v.string()),
  size: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  purpose: v.picklist(FILE_PURPOSES),
});
export type FileRecord = v.InferOutput<typeof FileRecord>;
