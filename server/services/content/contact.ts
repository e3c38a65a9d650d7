import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { serverI18n } from '../../i18n/catalogs';
import type { Mailer } from '../../notify/mailer';
import type { Locale } from '../../schemas/common';

export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
};

/** The acknowledgement the sender receives, in the language the form was sent from. */
function acknowledgement(m: ContactMessage) {
  const i18n = serverI18n(m.locale);
  return {
    subject: i18n._('We received your message'),
    text: i18n._(
      'Hello {name},\n\nThank you for contacting us about "{subject}". Our support team will reply within two working days.',
      { name: m.name, subject: m.subject },
    ),
  };
}

/**
 * Stores a logged-in member's contact message and, in the same transaction, the mail to support and the
 * acknowledgement to the sender (transactional outbox): either all three are recorded or none is.
 * SMTP delivery happens after the commit, so a slow mail server never holds the transaction open.
 */
export async function sendContactMessage(
  deps: { db: Db; mailer: Mailer; contactTo: string },
  memberId: string,
  m: ContactMessage,
): Promise<{ id: number }> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ memberId, ...m })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    const ack = acknowledgement(m);
    await deps.mailer.enqueue(
      tx as unknown as Db,
      {
        to: deps.contactTo,
        subject: `[Contact #${row.id}] ${m.subject}`,
        text: [
          `From: ${m.name} <${m.email}>`,
          `Member: ${memberId}`,
          `Language: ${m.locale}`,
          '',
          m.message,
        ].join('\n'),
      },
      { to: m.email, ...ack },
    );
    return row.id;
  });
  await deps.mailer.deliverPending();
  return { id };
}
