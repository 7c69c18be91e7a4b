// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formConstraints } from './form-constraints';
import { useForm } from './use-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Form.error.required').max(300),
  email: z.string().trim().max(254).pipe(z.email('Auth.form.error.email.format')),
  seats: z.coerce.number().int().min(1).max(500).optional(),
});

function Posted({ errors }: { errors?: Record<string, 'Form.error.required' | 'Auth.form.error.email.taken'> }) {
  const f = useForm(schema, { defaults: { name: 'Jana', seats: 12 }, errors });
  return (
    <form {...f.form} aria-label="posted">
      <input {...f.input('name')} aria-label="name" />
      {f.errors.name ? <p id={f.messageId('name')}>{f.errors.name}</p> : null}
      <input {...f.input('email')} aria-label="email" />
      {f.errors.email ? <p id={f.messageId('email')}>{f.errors.email}</p> : null}
      <input {...f.input('seats')} aria-label="seats" />
      <output>{JSON.stringify(f.field('email'))}</output>
    </form>
  );
}

describe('useForm on a form posted to an action', () => {
  it("binds each field's name, first value and the schema's constraints in one spread", () => {
    render(<Posted />);
    const name = screen.getByLabelText('name');
    expect(name).toHaveProperty('name', 'name');
    expect(name).toHaveProperty('value', 'Jana');
    expect(name.getAttribute('maxlength')).toBe('300');
    expect(name.hasAttribute('required')).toBe(true);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('email').getAttribute('type')).toBe('email');
    const seats = screen.getByLabelText('seats');
    expect([seats.getAttribute('type'), seats.getAttribute('min'), seats.getAttribute('max')]).toEqual(['number', '1', '500']);
    expect(seats).toHaveProperty('value', '12');
    expect(seats.hasAttribute('required')).toBe(false);
    expect(screen.getByRole('form').hasAttribute('novalidate')).toBe(true);
  });

  it("ties a refusal to its field: aria-invalid and aria-describedby naming the message's id", () => {
    render(<Posted errors={{ email: 'Auth.form.error.email.taken' }} />);
    const email = screen.getByLabelText('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Auth.form.error.email.taken');
    // The field components (TextField) take the code and wire the same attributes themselves.
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      required: true,
      maxLength: 254,
      type: 'email',
      name: 'email',
      error: 'Auth.form.error.email.taken',
    });
  });

  it('checks the form with the schema before sending it, and clears a message once its field is edited', async () => {
    render(<Posted />);
    const name = screen.getByLabelText('name');
    await userEvent.type(screen.getByLabelText('email'), 'jana@example.cz');
    await userEvent.clear(name);
    screen.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await screen.findByText('Form.error.required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(name, 'J');
    expect(screen.queryByText('Form.error.required')).toBeNull();
  });

  it('takes an answer built afresh on every render without looping, and a new answer replaces the old', () => {
    function Fresh({ code }: { code?: 'Form.error.required' | 'Auth.form.error.email.taken' }) {
      // A new object per render, as a page that maps its action's answer inline makes it.
      const f = useForm(schema, { errors: code ? { email: code } : undefined });
      return <output>{f.errors.email ?? 'none'}</output>;
    }
    const { rerender } = render(<Fresh />);
    rerender(<Fresh code="Auth.form.error.email.taken" />);
    expect(screen.getByRole('status').textContent).toBe('Auth.form.error.email.taken');
    rerender(<Fresh code="Form.error.required" />);
    expect(screen.getByRole('status').textContent).toBe('Form.error.required');
  });

  it("takes constraints its loader derived, so the page's scripts need no zod", () => {
    function Lean() {
      const f = useForm({ constraints: formConstraints(schema) });
      return <input {...f.input('name')} aria-label="name" />;
    }
    render(<Lean />);
    expect(screen.getByLabelText('name').getAttribute('maxlength')).toBe('300');
  });
});

describe('useForm on a form whose state the screen keeps', () => {
  it('binds the value and its setter with the constraints and the code', async () => {
    type Form = { name: string; email: string };
    function Kept() {
      const [values, setValues] = useState<Form>({ name: 'Hall A', email: '' });
      const f = useForm(schema, {
        values,
        set: <K extends keyof Form>(key: K, value: Form[K]) => setValues((v) => ({ ...v, [key]: value })),
        errors: { email: 'Form.error.required' },
      });
      const name = f.field('name');
      const email = f.field('email');
      return (
        <>
          <input
            aria-label="name"
            name={name.name}
            value={name.value}
            maxLength={name.maxLength}
            onChange={(e) => name.onChange(e.target.value)}
          />
          <output>{`${values.name}|${email.error}|${email.required}`}</output>
        </>
      );
    }
    render(<Kept />);
    const name = screen.getByLabelText('name');
    expect(name.getAttribute('maxlength')).toBe('300');
    await userEvent.type(name, '!');
    expect(screen.getByRole('status').textContent).toBe('Hall A!|Form.error.required|true');
  });
});
