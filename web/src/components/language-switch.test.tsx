import { STAFF_LOCALES } from '@umrah/graphql';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale, useT } from '@/lib/i18n';
import { render, screen, waitFor } from '@/test/render';
import { LanguageSwitch } from './language-switch';

function Page({ onChosen }: { onChosen?: (locale: string) => void }) {
  const t = useT();
  return (
    <>
      <LanguageSwitch onChosen={onChosen} />
      <h1>{t('common.nav.dashboard')}</h1>
    </>
  );
}

afterEach(async () => {
  await switchLocale('en');
});

describe('the language switch', () => {
  it('names each language in itself and shows the active one', () => {
    render(<Page />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['العربية', 'ar'],
    ]);
  });

  it('when French is chosen, then the page reads in French at once, <html lang> follows, the cookie and the account get it', async () => {
    const onChosen = vi.fn();
    render(<Page onChosen={onChosen} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('umrah_lang=fr');
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('fr'));
  });

  it('when Arabic is chosen, then the page turns right to left', async () => {
    render(<Page />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { name: 'لوحة المتابعة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('on the staff side, offers English and French only', () => {
    render(<LanguageSwitch locales={STAFF_LOCALES} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français']);
  });
});
