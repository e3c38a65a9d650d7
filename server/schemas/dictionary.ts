import * as v from 'valibot';
import { CommonParams } from './common';

export const DictionaryQuery = v.object({ ...CommonParams, type: v.pipe(v.string(), v.minLength(1)) });
export const DictionaryEntry = v.object({ value: v.string(), label: v.string(), label2: v.string() });
export type DictionaryEntry = v.InferOutput<typeof DictionaryEntry>;
