// React templates to the HTML and the plain text of one email.
import { render, toPlainText } from '@react-email/render';
import type { Brand } from './templates/layout.js';
import { messageElement, type MessageData, type MessageKind } from './templates/messages.js';

export async function renderMessage(kind: MessageKind, data: MessageData, brand: Brand, baseUrl: string) {
  const { subject, element, url } = messageElement(kind, data, brand, baseUrl);
  // One render: the plain text is read off the HTML (what render's plainText option does after a
  // second render of its own).
  const html = await render(element);
  const text = toPlainText(html);
  return { subject, html, text, url };
}
