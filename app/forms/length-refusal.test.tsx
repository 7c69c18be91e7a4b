// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInputField } from '../components/admin/widgets/form-fields';
import { TextField } from '../components/ui/text-field';
import { lengthRefusal } from './length-refusal';

afterEach(cleanup);

describe('a too long text names the limit where the form knows it (issue 29)', () => {
  it('turns the bare code into one with the maximum, and leaves the rest alone', () => {
    expect(lengthRefusal('Form.error.tooLong', 200)).toEqual({ error: 'Form.error.tooLong.max', params: { max: 200 } });
    expect(lengthRefusal('Form.error.tooLong', undefined)).toEqual({ error: 'Form.error.tooLong', params: undefined });
    expect(lengthRefusal('Form.error.required', 200)).toEqual({ error: 'Form.error.required', params: undefined });
  });

  it('on a public field, in Czech', () => {
    render(
      <MemoryRouter initialEntries={['/user/me']}>
        <TextField name="company" label="Firma" maxLength={200} error="Form.error.tooLong" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Text je příliš dlouhý: nejvýš 200 znaků.')).toBeTruthy();
  });

  it('on an admin field, in English', () => {
    render(
      <MemoryRouter initialEntries={['/en/admin/halls/1']}>
        <TextInputField label="Name" value="" onChange={() => {}} maxLength={120} error="Form.error.tooLong" />
      </MemoryRouter>,
    );
    expect(screen.getByText('This text is too long: at most 120 characters.')).toBeTruthy();
  });
});
