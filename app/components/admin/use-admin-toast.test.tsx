// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminToast } from './use-admin-toast';
import { renderWidget } from './widgets/test-kit';

afterEach(cleanup);

type AdminToast = ReturnType<typeof useAdminToast>;
function Probe({ onToast }: { onToast: (toast: AdminToast) => void }) {
  const toast = useAdminToast();
  useEffect(() => {
    onToast(toast);
  }, [onToast, toast]);
  return null;
}

describe('useAdminToast', () => {
  it('a success takes away the refusals still shown, and keeps earlier successes', () => {
    let found: AdminToast | undefined;
    renderWidget(
      <Probe
        onToast={(t) => {
          found = t;
        }}
      />,
    );
    const toast = found!;
    act(() => toast.success('promoCodes.saved'));
    act(() => toast.danger('detail.checkFields'));
    act(() => toast.refused('PromoCode.taken', { code: 'INNO50' }));
    expect(screen.getByRole('status', { name: 'Oznámení' }).textContent).toContain('Zkontrolujte prosím označená pole.');

    act(() => toast.success('promoCodes.created'));
    const region = screen.getByRole('status', { name: 'Oznámení' });
    expect([...region.querySelectorAll('.toast-text')].map((p) => p.textContent)).toEqual([
      'Promo kód upraven!',
      'Promo kód vytvořen!',
    ]);
  });

  it("a delete's toast is red (the spec's error style, decision 123) and takes away the refusals too", () => {
    let found: AdminToast | undefined;
    renderWidget(
      <Probe
        onToast={(t) => {
          found = t;
        }}
      />,
    );
    const toast = found!;
    act(() => toast.refused('PromoCode.taken', { code: 'INNO50' }));
    act(() => toast.deleted('exhibitors.deleted'));
    const region = screen.getByRole('status', { name: 'Oznámení' });
    expect([...region.querySelectorAll('.toast')].map((p) => [p.className, p.textContent])).toEqual([
      ['toast toast-danger', 'Vystavovatel smazán!'],
    ]);
  });
});
