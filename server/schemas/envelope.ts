import * as v from 'valibot';

/** The wire envelope of every answer (spec §7): `{ meta: { code, message }, data }`. */
export const MetaSchema = v.object({ code: v.number(), message: v.string() });

export function envelopeOf<T extends v.GenericSchema>(data: T) {
  return v.object({ meta: MetaSchema, data });
}

export type Envelope<T> = { meta: { code: number; message: string }; data: T };
