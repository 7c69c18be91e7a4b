import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';
import { applyTheme, currentTheme } from './theme-script';

// The source of truth is the class on <html> (set before paint by the inline script).
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Dark/light switch. Both icons are rendered; CSS shows the one for the theme on <html>, so SSR needs no guess. */
export function ThemeToggle() {
  const t = useT();
  // Unknown on the server: aria-pressed appears once the browser has hydrated.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title={t('theme.toggle')}
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <span className="visually-hidden">{t('theme.toggle')}</span>
      <svg className="icon icon-moon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
      <svg className="icon icon-sun" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.2" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </svg>
    </button>
  );
}
