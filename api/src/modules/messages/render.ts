// React templates to the HTML and the plain text of one email.
import { render } from '@react-email/render';
import type { Brand } from './templates/layout.js';
import { messageElement, type MessageData, type MessageKind } from './templates/messages.js';

export async function renderMessage(kind: MessageKind, data: MessageData, brand: Brand, baseUrl: string) {
  const { subject, element, url } = messageElement(kind, data, brand, baseUrl);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text, url };
}
