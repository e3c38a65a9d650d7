import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

beforeAll(() => i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} }));

describe('errorText', () => {
  it('tells a file store outage (4502) as a temporary unavailability, not an unknown code', () => {
    const text = errorText(new ApiError(Code.STORAGE_UNAVAILABLE, 'storage_unavailable'));
    expect(text).toBe('The service is temporarily unavailable. Please try again shortly.');
    expect(text).not.toContain('4502');
  });

  it('tells a database outage (4503) as a temporary unavailability, not an unknown code', () => {
    const text = errorText(new ApiError(Code.DATABASE_UNAVAILABLE, 'database_unavailable'));
    expect(text).toBe('The service is temporarily unavailable. Please try again shortly.');
    expect(text).not.toContain('4503');
  });
});
