import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { LocaleSchema } from '../schemas/common';
import { ContactForm } from '../schemas/content';
import { sendContactMessage } from '../services/content/contact';

/** The form's language picks the acknowledgement's language; older clients omit it. */
const ContactRequest = v.object({ ...ContactForm.entries, locale: v.optional(LocaleSchema, 'en_US') });
const ContactAnswer = v.object({ id: v.number() });

/** Contact message from a logged-in member (spec §7), delivered to support and acknowledged by mail. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  operation('sendContactMessage', ContactAnswer, {
    tags: ['members'],
    summary: 'Send a contact message',
    description:
      "Delivers the member's message to customer service and mails an acknowledgement in the form's language (spec §7 contact).",
  }),
  requireMember,
  input('form', ContactRequest),
  async (c) => {
    const { db, mailer, env } = c.var.deps;
    const { name, email, subject, message, locale } = c.req.valid('form');
    const result = await sendContactMessage({ db, mailer, contactTo: env.CONTACT_TO }, c.var.member!.id, {
      name,
      email,
      subject,
      message,
      locale,
    });
    return ok(c, result);
  },
);
