import { type TripFormValues } from '@umrah/graphql';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAreas } from '@/lib/i18n';
import { render, screen, within } from '@/test/render';
import { fieldsFromSaved, type TripFormFields } from '../lib/form-values';
import { AdditionalSection, PersonalSection } from './trip-form-sections';

const trip = { passportValidAfter: '2026-08-01', under18ReferenceDate: '2024-12-31' };

function Sections() {
  const form = useForm<TripFormFields, unknown, TripFormValues>({ defaultValues: fieldsFromSaved(null) });
  return (
    <>
      <PersonalSection form={form} trip={trip} />
      <AdditionalSection form={form} trip={trip} />
    </>
  );
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the registration form’s sections', () => {
  afterEach(() => loadAreas([], 'en'));

  it('when shown in English, then the choices and the trip’s dates read as the spec writes them', () => {
    render(<Sections />);
    expect(optionsOf(screen.getByLabelText(/^Gender/))).toEqual(['Select gender', 'Male', 'Female']);
    expect(optionsOf(screen.getByLabelText(/^Marital Status/))).toEqual(['Select marital status', 'Single', 'Married', 'Divorced', 'Widowed']);
    expect(screen.getByText('Your Canadian passport must expire after August 1st, 2026')).toBeVisible();
    expect(screen.getByLabelText('I will be under 18 on Dec. 31st, 2024')).toBeInTheDocument();
  });

  it('when shown in French, then labels, choices and dates are French', async () => {
    await loadAreas([], 'fr');
    render(<Sections />);
    expect(screen.getByRole('heading', { name: 'Renseignements personnels' })).toBeVisible();
    expect(optionsOf(screen.getByLabelText(/^Sexe/))).toEqual(['Choisissez le sexe', 'Homme', 'Femme']);
    expect(optionsOf(screen.getByLabelText(/^État civil/))).toEqual(['Choisissez l’état civil', 'Célibataire', 'Marié(e)', 'Divorcé(e)', 'Veuf ou veuve']);
    expect(screen.getByText('Votre passeport canadien doit expirer après le 1 août 2026')).toBeVisible();
    expect(screen.getByLabelText('J’aurai moins de 18 ans le 31 décembre 2024')).toBeInTheDocument();
    expect(screen.queryByText(/Gender|Select/)).toBeNull();
  });
});
