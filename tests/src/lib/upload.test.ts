import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@schemas/uploads';
import { acceptFor, checkFileBeforeUpload, kindOf } from '@/lib/upload';

const MB = 1024 * 1024;
const f = (name: string, type: string, size = 100) => ({ name, type, size });

describe('checkFileBeforeUpload', () => {
  it('accepts the purpose kinds within their size limit', () => {
    expect(checkFileBeforeUpload(f('a.png', 'image/png'), 'collection_logo')).toBeNull();
    expect(checkFileBeforeUpload(f('a.jpg', 'image/jpeg'), 'collection_banner')).toBeNull();
    expect(checkFileBeforeUpload(f('a.mp4', 'video/mp4'), 'item_file')).toBeNull();
    expect(checkFileBeforeUpload(f('a.mp3', 'audio/mpeg'), 'item_file')).toBeNull();
    // Browsers give GLB no type: the name decides here, the server reads the bytes.
    expect(checkFileBeforeUpload(f('model.glb', ''), 'item_file')).toBeNull();
  });

  it('refuses kinds the purpose does not take and types outside the list', () => {
    expect(checkFileBeforeUpload(f('a.mp4', 'video/mp4'), 'collection_logo')).toBe('file_type');
    expect(checkFileBeforeUpload(f('model.glb', ''), 'item_cover')).toBe('file_type');
    expect(checkFileBeforeUpload(f('a.png', 'text/plain'), 'item_file')).toBe('file_type');
    expect(checkFileBeforeUpload(f('a.webp', 'image/webp'), 'item_cover')).toBe('file_type');
    expect(checkFileBeforeUpload(f('notes.txt', ''), 'item_file')).toBe('file_type');
  });

  it('refuses a file over its kind limit, not one at the limit', () => {
    const img = UPLOAD_LIMITS.maxMb.image * MB;
    expect(checkFileBeforeUpload(f('a.png', 'image/png', img), 'item_cover')).toBeNull();
    expect(checkFileBeforeUpload(f('a.png', 'image/png', img + 1), 'item_cover')).toBe('file_too_large');
    const vid = UPLOAD_LIMITS.maxMb.video * MB;
    expect(checkFileBeforeUpload(f('a.mp4', 'video/mp4', img + 1), 'item_file')).toBeNull();
    expect(checkFileBeforeUpload(f('a.mp4', 'video/mp4', vid + 1), 'item_file')).toBe('file_too_large');
  });

  it('kindOf and acceptFor follow the purpose table', () => {
    expect(kindOf(f('x.GIF', ''))).toBe('image');
    expect(kindOf(f('x', 'model/gltf-binary'))).toBe('glb');
    expect(acceptFor('collection_logo')).toBe('image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif');
    expect(acceptFor('item_file')).toContain('.glb');
    expect(acceptFor('item_file')).toContain('video/mp4');
  });
});
