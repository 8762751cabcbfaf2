import { describe, expect, it } from 'vitest';
import { exportRowValues } from './export-interest';

const row = {
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: '+1 416 555 0100',
  travelers: 2,
  message: 'Hello',
  createdAt: '2026-11-20T15:00:00Z',
  sameEmail: false,
  samePhone: false,
};

describe('the interest export row', () => {
  it('when a visitor typed a formula into the name or message, then the cells hold it as text with a leading apostrophe; a phone number stays as typed', () => {
    const [name, email, phone, , message] = exportRowValues({ ...row, name: '=HYPERLINK("http://evil.example","x")', message: '@SUM(1,2)' });
    expect(name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(message).toBe(`'@SUM(1,2)`);
    expect(email).toBe('amina@example.com');
    expect(phone).toBe('+1 416 555 0100');
  });
});
