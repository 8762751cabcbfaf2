import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './form-controls';
import { TextField } from './form-field';

// A name typed in Arabic reads right to left: with dir="auto" the browser takes the direction
// from the text itself, so its start is not cut off at the box's left edge.
describe('the shared text controls', () => {
  it('when a text field is rendered, then it takes its direction from what is typed', () => {
    render(<TextField id="name" label="Full Name (as per passport)" defaultValue="آمنة رحمن" />);
    expect(screen.getByLabelText('Full Name (as per passport)')).toHaveAttribute('dir', 'auto');
  });

  it('when an email field is rendered, then it also follows its text', () => {
    render(<TextField id="email" type="email" label="Email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'auto');
  });

  it('when a textarea is rendered, then it takes its direction from what is typed', () => {
    render(<TextareaField id="notes" label="Room Preferences" />);
    expect(screen.getByLabelText('Room Preferences')).toHaveAttribute('dir', 'auto');
  });

  it('when a date or password field is rendered, then it keeps the page direction', () => {
    render(
      <>
        <TextField id="birth" type="date" label="Date of Birth" />
        <TextField id="secret" type="password" label="Password" />
      </>,
    );
    expect(screen.getByLabelText('Date of Birth')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('dir');
  });
});
