import { afterEach, describe, expect, it } from 'vitest';
import { loadAreas } from '@/lib/i18n';
import { render, screen } from '@/test/render';
import { FileDropZone } from './file-drop-zone';

describe('the file drop zone', () => {
  afterEach(() => loadAreas([], 'en'));

  it('when shown in English, then the picker is named "Choose a file" and says what it accepts', () => {
    render(<FileDropZone id="file" file={null} onFileChange={() => {}} />);
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
    expect(screen.getByText(/or drag and drop it here/)).toBeVisible();
    expect(screen.getByText('JPEG, PNG, WebP or PDF, max 5MB')).toBeVisible();
  });

  it('when shown in French, then the picker, its hint and the chosen file read in French', async () => {
    await loadAreas([], 'fr');
    render(<FileDropZone id="file" file={new File(['x'], 'passeport.pdf', { type: 'application/pdf' })} onFileChange={() => {}} />);
    expect(screen.getByLabelText('Choisissez un fichier')).toHaveAttribute('type', 'file');
    expect(screen.getByText(/ou glissez-déposez-le ici/)).toBeVisible();
    expect(screen.getByText('JPEG, PNG, WebP ou PDF, 5 Mo au maximum')).toBeVisible();
    expect(screen.getByText('Fichier choisi :')).toBeInTheDocument();
    expect(screen.queryByText(/Choose a file/)).toBeNull();
  });
});
