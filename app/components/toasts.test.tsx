// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from '../toasts/flash-toast';
import type * as Translate from '../i18n/translate';

// The browser's texts: the toasts' pack not yet loaded, and loaded when the test says so.
const packs = vi.hoisted(() => ({ loaded: false, arrive: () => {}, asked: [] as string[] }));
vi.mock('../i18n/translate', async (importOriginal) => ({
  ...(await importOriginal<typeof Translate>()),
  textsLoaded: () => packs.loaded,
  loadMessages: (locale: string, wanted: readonly string[]) => {
    packs.asked.push(`${locale}:${wanted.join(',')}`);
    return new Promise<void>((resolve) => {
      packs.arrive = () => {
        packs.loaded = true;
        resolve();
      };
    });
  },
}));

const { ToastProvider, useToast } = await import('./toasts');

afterEach(() => {
  cleanup();
  packs.loaded = false;
  packs.asked = [];
});

function Probe({ onShow }: { onShow: (show: (toast: Toast) => void) => void }) {
  const show = useToast();
  useEffect(() => {
    onShow(show);
  }, [onShow, show]);
  return null;
}

function renderAt(path: string, flash: Toast | null = null) {
  let show: ((toast: Toast) => void) | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider flash={flash}>
        <Probe
          onShow={(s) => {
            show = s;
          }}
        />
      </ToastProvider>
    </MemoryRouter>,
  );
  return show!;
}

const texts = () => [...document.querySelectorAll('.toast-text')].map((p) => p.textContent);

describe('toasts of the pack of their own (decision 210)', () => {
  it('a toast of the pack shows when its texts have come, never its key', async () => {
    const show = renderAt('/en/tickets');
    act(() => show({ id: 'a', tone: 'success', message: 'toast.recordsSaved' }));
    expect(packs.asked).toEqual(['en:toasts']);
    expect(document.querySelector('.toast')).toBeNull();
    await act(async () => packs.arrive());
    expect(texts()).toEqual(['Records saved']);
  });

  it('a toast of another pack, written out or of a loaded pack shows at once', () => {
    const show = renderAt('/', { id: 'f', tone: 'success', text: 'Přihlášení proběhlo úspěšně' });
    act(() => show({ id: 'b', tone: 'danger', message: 'Form.error.invalid' }));
    expect(texts()).toHaveLength(2);
    expect(packs.asked).toEqual([]);
    packs.loaded = true;
    act(() => show({ id: 'c', tone: 'success', message: 'toast.loggedIn' }));
    expect(texts()).toHaveLength(3);
    expect(texts()[2]).toBe('Přihlášení proběhlo úspěšně');
    expect(screen.getByRole('status', { name: 'Oznámení' })).toBeTruthy();
  });
});
