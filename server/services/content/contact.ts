import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
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
const ACK: Record<Locale, { subject: string; text: (name: string, subject: string) => string }> = {
  en_US: {
    subject: 'We received your message',
    text: (n, s) =>
      `Hello ${n},\n\nThank you for contacting us about "${s}". Our support team will reply within two working days.`,
  },
  zh_TW: {
    subject: '我們已收到您的訊息',
    text: (n, s) => `${n} 您好：\n\n感謝您就「${s}」與我們聯絡。客服團隊將於兩個工作天內回覆您。`,
  },
  zh_CN: {
    subject: '我们已收到您的消息',
    text: (n, s) => `${n} 您好：\n\n感谢您就“${s}”与我们联系。客服团队将在两个工作日内回复您。`,
  },
  en_JP: {
    subject: 'お問い合わせを受け付けました',
    text: (n, s) =>
      `${n} 様\n\n「${s}」についてお問い合わせいただきありがとうございます。サポートチームより2営業日以内にご返信いたします。`,
  },
  en_KR: {
    subject: '문의가 접수되었습니다',
    text: (n, s) =>
      `${n}님, 안녕하세요.\n\n「${s}」에 관해 문의해 주셔서 감사합니다. 고객지원팀이 영업일 기준 2일 이내에 답변드리겠습니다.`,
  },
};

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
    const ack = ACK[m.locale];
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
      { to: m.email, subject: ack.subject, text: ack.text(m.name, m.subject) },
    );
    return row.id;
  });
  await deps.mailer.deliverPending();
  return { id };
}
